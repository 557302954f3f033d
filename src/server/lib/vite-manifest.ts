import fs from "node:fs";
import path from "node:path";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The built client's chunk graph, read from Vite's manifest (empty when the client is not built). */
export function readViteManifest(distDir: string) {
  const manifestFile = path.join(distDir, ".vite/manifest.json");
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest)
    : {};
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
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
  return { entry, filesOf };
}
