import fs from "node:fs/promises";
import path from "node:path";
import { projectRoot } from "./project-root.js";

/**
 * Files buyers receive after purchase. They live outside public/ so nobody can fetch them by URL;
 * a product's downloadUrl names one as "/downloads/<file>" and only the order download route
 * (after checking the purchase) turns that into the file. See docs/decisions/0011.
 */
export const DOWNLOADS_ROOT = path.join(projectRoot, "assets/downloads");

const URL_PREFIX = "/downloads/";
/** One plain file name: no folders, no "..", no encoded characters. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const CONTENT_TYPES: Record<string, string> = {
  ".md": "text/markdown; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
};

export interface DownloadFile {
  /** Absolute path on disk. */
  path: string;
  /** The name to offer the buyer (Content-Disposition). */
  fileName: string;
  contentType: string;
  size: number;
}

export function downloadUrlFor(fileName: string): string {
  if (!FILE_NAME.test(fileName)) throw new Error(`Not a plain file name: ${fileName}`);
  return `${URL_PREFIX}${fileName}`;
}

/** The file name in a "/downloads/<file>" URL, or null when the URL is anything else. */
export function downloadFileName(downloadUrl: string): string | null {
  if (!downloadUrl.startsWith(URL_PREFIX)) return null;
  const name = downloadUrl.slice(URL_PREFIX.length);
  return FILE_NAME.test(name) && !name.includes("..") ? name : null;
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/**
 * Resolves a product's downloadUrl to a regular file inside the downloads folder, or null.
 * Refuses anything that could leave the folder: separators, "..", encoded names and symlinks out.
 */
export async function resolveDownload(
  downloadUrl: string | null | undefined,
  root: string = DOWNLOADS_ROOT,
): Promise<DownloadFile | null> {
  if (!downloadUrl) return null;
  const fileName = downloadFileName(downloadUrl);
  if (!fileName) return null;
  const candidate = path.resolve(root, fileName);
  if (!isInside(path.resolve(root), candidate)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(candidate)]);
    if (!isInside(realRoot, realFile)) return null;
    const stat = await fs.stat(realFile);
    if (!stat.isFile()) return null;
    const contentType =
      CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";
    return { path: realFile, fileName, contentType, size: stat.size };
  } catch {
    return null;
  }
}
