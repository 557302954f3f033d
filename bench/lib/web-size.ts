import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Gzipped bytes of JS and CSS a first view of an entry (plus its lazy page chunk) loads. */
export function firstViewSize(distDir: string, pageSources: string[]) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8"),
  ) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  for (const source of pageSources) visit(source);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
    if (file.endsWith(".js")) js += size;
    else if (file.endsWith(".css")) css += size;
  }
  return { jsKB: js / 1024, cssKB: css / 1024 };
}
