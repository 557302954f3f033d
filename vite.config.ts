import path from "node:path";
import { defineConfig } from "vite";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./scripts/vite-precompress";

const client = path.resolve(import.meta.dirname, "src/client");

/**
 * The pages' build (react-router.config.ts): the browser's files and the server build, from one
 * config. The server build carries its own copy of React and every library that uses it, built
 * for production: `npm start` and the test servers run with NODE_ENV=development, which would
 * otherwise load React's development server renderer (several times slower) from node_modules.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      { find: "@client", replacement: client },
      { find: "@shared", replacement: path.resolve(import.meta.dirname, "src/shared") },
      // Exactly `zod`: every browser schema is built after the jitless setting (see the module).
      { find: /^zod$/, replacement: path.join(client, "lib/zod-jitless.ts") },
    ],
  },
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
      }
    : {}),
  build: isSsrBuild
    ? { sourcemap: false, minify: false }
    : {
        sourcemap: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React DOM on its own: only the browser's entry imports it, so it is evaluated in
                // a task of its own, after the route modules' (docs/decisions/0107).
                { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                // What every page's modules run (React, React Router, TanStack Query) in one file:
                // fewer requests and less gzip framing (docs/performance.md). Infinite queries
                // (the grid's) stay with the pages that use them (docs/decisions/0107).
                {
                  name: "framework",
                  test: /node_modules[\\/]((react|react-router|clsx|cookie|set-cookie-parser)[\\/]|@tanstack[\\/](?!.*(infiniteQueryObserver|useInfiniteQuery)\.js))/,
                },
              ],
            },
          },
        },
      },
}));
