import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|csv|xml)$/;
/** Below this, compressing costs more than it saves (the server's own threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible built file, once at build
 * time, so @fastify/static (preCompressed) sends them without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "countinghouse-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          // .vite/ holds the build's manifest, which React Router reads and then removes.
          if (entry.name === ".vite") return [];
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
