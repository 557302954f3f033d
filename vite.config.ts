import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./scripts/vite-precompress";

const root = path.resolve(import.meta.dirname, "src/client");

export default defineConfig({
  root,
  publicDir: path.resolve(import.meta.dirname, "public"),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: "@client", replacement: root },
      { find: "@shared", replacement: path.resolve(import.meta.dirname, "src/shared") },
      // Exactly `zod`: every browser schema is built after the jitless setting (see the module).
      { find: /^zod$/, replacement: path.join(root, "lib/zod-jitless.ts") },
    ],
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/client"),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 6 * 1024 } },
      },
    },
  },
});
