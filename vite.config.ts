import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { appModules } from "./scripts/vite-app-modules";
import { precompress } from "./scripts/vite-precompress";

const root = path.resolve(import.meta.dirname, "src/client");

/**
 * Two builds from one config: the browser's (`vite build`) and the server renderer's
 * (`vite build --ssr entry-server.tsx`, see docs/decisions/0100), which leaves node_modules to Node.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: isSsrBuild ? false : path.resolve(import.meta.dirname, "public"),
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), appModules(root), precompress()],
  resolve: {
    alias: [
      { find: "@client", replacement: root },
      { find: "@shared", replacement: path.resolve(import.meta.dirname, "src/shared") },
      // Exactly `zod`: every browser schema is built after the jitless setting (see the module).
      { find: /^zod$/, replacement: path.join(root, "lib/zod-jitless.ts") },
      // React 19 has the hook the shim stands in for (wouter imports the shim).
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.join(root, "lib/use-sync-external-store-shim.ts"),
      },
    ],
  },
  // The server renderer carries its own copy of React and every library that uses it, built for
  // production: `npm start` and the test servers run with NODE_ENV=development, which would
  // otherwise load React's development server renderer (several times slower) from node_modules.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
      }
    : {}),
  build: isSsrBuild
    ? {
        outDir: path.resolve(import.meta.dirname, "dist/server"),
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
      }
    : {
        outDir: path.resolve(import.meta.dirname, "dist/client"),
        emptyOutDir: true,
        manifest: true,
        // No preload lists in the application's dynamic imports, nor the preload polyfill: the
        // lists (every page's shared chunks) and the polyfill were 1 KB of the landing's first
        // view. A first view's chunks are listed by the server (#page-chunks, decision 0103); on a
        // client-side navigation a page's shared chunks are fetched when the page chunk has been
        // read, one round trip later (docs/decisions/0107). Stylesheets of lazy chunks (the
        // admin's chart) are still loaded by Vite's loader.
        modulePreload: false,
        sourcemap: false,
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
              // What every first view runs (React, TanStack Query, the router) in one file instead
              // of six: fewer requests and less gzip framing (docs/performance.md). Infinite
              // queries (the grid's) stay with the pages that use them (docs/decisions/0107).
              groups: [
                // Vite's chunk loader on its own: merged into the entry's chunk it would make every
                // page chunk import that chunk, and with it the inlined stylesheet a second time
                // as a link (docs/decisions/0103).
                { name: "preload-helper", test: /vite[\\/]preload-helper/ },
                {
                  name: "framework",
                  test: /node_modules[\\/]((react|react-dom|scheduler|wouter|regexparam|clsx)[\\/]|@tanstack[\\/](?!.*(infiniteQueryObserver|useInfiniteQuery)\.js))/,
                },
              ],
            },
          },
        },
      },
}));
