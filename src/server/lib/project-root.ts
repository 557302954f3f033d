import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The checkout's root folder: the nearest one above this module that holds package.json. Found,
 * not written as "../..", because the same code runs from src/server and bundled into
 * dist/server-app (decision 0169), at different depths.
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
