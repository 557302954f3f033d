import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readViteManifest } from "../../src/server/lib/vite-manifest.js";

/** Gzipped bytes of JS and CSS a first view loads: the entry, the application it starts, the page's chunk. */
export function firstViewSize(distDir: string, pageSources: string[]) {
  const { firstViewOf } = readViteManifest(distDir);
  const files = new Set(pageSources.flatMap((key) => [...firstViewOf(key, { css: true })]));
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
    if (file.endsWith(".js")) js += size;
    else if (file.endsWith(".css")) css += size;
  }
  return { jsKB: js / 1024, cssKB: css / 1024 };
}
