import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Gzipped (level 9) bytes of the JS and CSS a page's first view loads, read from the page as the
 * server sends it: its stylesheets, and the module scripts it preloads (the browser's entry, the
 * root's and the page's route modules and their imports).
 */
export async function firstViewSize(baseUrl: string, pagePath: string, distDir: string) {
  const html = await (await fetch(`${baseUrl}${pagePath}`)).text();
  const files = new Set([
    ...[...html.matchAll(/<link[^>]* rel="(?:modulepreload|stylesheet)" href="(\/[^"]+)"/g)].map(
      (m) => m[1]!,
    ),
    // The modules a page preloads once it has painted (src/client/paint-first.ts).
    ...[...html.matchAll(/<script[^>]* data-modules="([^"]*)"/g)].flatMap((m) => m[1]!.split(" ")),
  ]);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
    if (file.endsWith(".js")) js += size;
    else if (file.endsWith(".css")) css += size;
  }
  return { jsKB: js / 1024, cssKB: css / 1024, files: files.size };
}
