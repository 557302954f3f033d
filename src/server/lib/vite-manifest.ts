import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}
type Manifest = Record<string, ManifestChunk>;

/** The built client's chunk graph, read from Vite's manifest (empty when the client is not built). */
export function readViteManifest(distDir: string) {
  const manifestFile = path.join(distDir, ".vite/manifest.json");
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest)
    : {};
  const entry = Object.keys(manifest).find((key) => manifest[key]!.src === "index.html");
  /** The application the entry starts by address: the build's other entries (decision 0166). */
  const application = Object.keys(manifest).filter(
    (key) => key !== entry && manifest[key]!.isEntry,
  );
  /** The files a chunk loads with it: its own, its static imports' (and their CSS if asked). */
  const filesOf = (key: string | undefined, options: { css?: boolean } = {}): Set<string> => {
    const files = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      if (options.css) chunk.css?.forEach((css) => files.add(css));
      chunk.imports?.forEach(visit);
    };
    if (key) visit(key);
    return files;
  };
  /**
   * What a first view of a page loads: the entry, the application it starts once the page has
   * painted (src/client/main.tsx) and the page's own chunk, each with its static imports.
   */
  const firstViewOf = (page: string | undefined, options: { css?: boolean } = {}) => {
    const keys = [entry, ...application, page];
    return new Set(keys.flatMap((key) => [...filesOf(key, options)]));
  };
  return { entry, filesOf, firstViewOf };
}
