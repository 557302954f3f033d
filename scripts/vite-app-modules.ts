import fs from "node:fs";
import { minify, transformWithOxc, type Plugin } from "vite";

/** The modules the bootstrap (src/client/main.tsx) imports by address, by their source file. */
const APP_MODULES = { reactDom: "react-dom-client.ts", start: "start.tsx" } as const;

/**
 * Builds the bootstrap's modules as entries of their own and writes their built addresses into
 * index.html's #app-modules (the source file names them by source address, for `npm run dev`).
 * The bootstrap imports them by address, and its built file is its own source, transpiled and
 * minified alone: the bundler would wrap it in its module runtime, a file the browser must fetch
 * before the first paint (decision 0166).
 */
export function appModules(clientRoot: string): Plugin {
  return {
    name: "countinghouse-app-modules",
    apply: "build",
    config(config, { isSsrBuild }) {
      if (isSsrBuild) return;
      const input = { index: `${clientRoot}/index.html` } as Record<string, string>;
      for (const [name, file] of Object.entries(APP_MODULES)) input[name] = `${clientRoot}/${file}`;
      return { build: { rolldownOptions: { input } } };
    },
    async generateBundle(_options, bundle) {
      const bootstrap = Object.values(bundle).find(
        (c) => c.type === "chunk" && c.isEntry && c.facadeModuleId === `${clientRoot}/index.html`,
      );
      if (bootstrap?.type !== "chunk") return;
      // The script index.html names (src/client/main.tsx), the chunk's one script module.
      const scripts = bootstrap.moduleIds.filter((id) => /\.[cm]?[jt]sx?$/.test(id));
      if (scripts.length !== 1) throw new Error(`app-modules: the entry is ${scripts.join(", ")}`);
      const source = fs.readFileSync(scripts[0]!, "utf8");
      // Its stylesheet is the bundler's business (index.html links it); nothing else may be imported.
      const code = (await transformWithOxc(source, scripts[0]!)).code.replace(
        /^import\s*"[^"]+\.css";/m,
        "",
      );
      if (/^\s*import\s/m.test(code))
        throw new Error("app-modules: the bootstrap may import only CSS");
      bootstrap.code = (await minify("main.js", code, { mangle: { toplevel: true } })).code;
      bootstrap.imports = [];
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        if (!bundle) return html;
        const built: Record<string, string> = {};
        for (const [name, file] of Object.entries(APP_MODULES)) {
          const chunk = Object.values(bundle).find(
            (c) => c.type === "chunk" && c.isEntry && c.facadeModuleId?.endsWith(`/${file}`),
          );
          if (!chunk) throw new Error(`app-modules: no built chunk for ${file}`);
          built[name] = `/${chunk.fileName}`;
        }
        const list = /(<script type="application\/json" id="app-modules">)[\s\S]*?(<\/script>)/;
        if (!list.test(html)) throw new Error("app-modules: index.html has no #app-modules");
        return html.replace(list, `$1${JSON.stringify(built)}$2`);
      },
    },
  };
}
