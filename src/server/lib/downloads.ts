import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { projectRoot } from "./project-root.js";

/**
 * Files buyers receive after purchase. They live outside public/ so nobody can fetch them by URL;
 * a product's downloadUrl names one and only the order download route (after checking the
 * purchase) turns that into the file. Two places (decisions 0011 and 0195):
 * - "/downloads/<file>": a file shipped with the code in assets/downloads (templates, the
 *   installer packages built from the catalogue);
 * - "/installers/<sha256>/<file>": an installer an admin uploaded, kept under DATA_DIR/installers
 *   in a folder named by its SHA-256, so a URL always means the same bytes.
 */
export const DOWNLOADS_ROOT = path.join(projectRoot, "assets/downloads");

export interface DownloadFolders {
  /** assets/downloads, or a test's own folder. */
  shipped: string;
  /** DATA_DIR/installers; null where uploaded files are not served. */
  uploaded: string | null;
}

export const SHIPPED_DOWNLOADS: DownloadFolders = { shipped: DOWNLOADS_ROOT, uploaded: null };

/** The folders of a server whose data folder is `dataDir`. */
export const downloadFoldersOf = (dataDir: string): DownloadFolders => ({
  shipped: DOWNLOADS_ROOT,
  uploaded: path.join(dataDir, "installers"),
});

const SHIPPED_PREFIX = "/downloads/";
const UPLOADED_PREFIX = "/installers/";
/** One plain file name: no folders, no "..", no encoded characters. */
export const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const SHA256 = /^[0-9a-f]{64}$/;

const CONTENT_TYPES: Record<string, string> = {
  ".md": "text/markdown; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".pdf": "application/pdf",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".zip": "application/zip",
  ".gz": "application/gzip",
  ".tgz": "application/gzip",
  ".tar": "application/x-tar",
  ".msi": "application/x-msi",
  ".exe": "application/vnd.microsoft.portable-executable",
  ".dmg": "application/x-apple-diskimage",
};

export interface DownloadFile {
  /** Absolute path on disk. */
  path: string;
  /** The name to offer the buyer (Content-Disposition). */
  fileName: string;
  contentType: string;
  size: number;
  /** SHA-256 of the bytes, hex: shown on the order so the buyer can check the download. */
  sha256: string;
}

export function downloadUrlFor(fileName: string): string {
  if (!FILE_NAME.test(fileName)) throw new Error(`Not a plain file name: ${fileName}`);
  return `${SHIPPED_PREFIX}${fileName}`;
}

/** The URL of an uploaded installer: its checksum's folder and its file name. */
export function uploadedUrlFor(sha256: string, fileName: string): string {
  if (!SHA256.test(sha256) || !FILE_NAME.test(fileName))
    throw new Error(`Not an uploaded file: ${sha256}/${fileName}`);
  return `${UPLOADED_PREFIX}${sha256}/${fileName}`;
}

type Located =
  | { kind: "shipped"; fileName: string }
  | { kind: "uploaded"; sha256: string; fileName: string };

/** What a download URL names, or null when it is anything else. */
function locate(downloadUrl: string): Located | null {
  const plain = (name: string) => FILE_NAME.test(name) && !name.includes("..");
  if (downloadUrl.startsWith(SHIPPED_PREFIX)) {
    const fileName = downloadUrl.slice(SHIPPED_PREFIX.length);
    return plain(fileName) ? { kind: "shipped", fileName } : null;
  }
  if (downloadUrl.startsWith(UPLOADED_PREFIX)) {
    const [sha256, fileName, ...rest] = downloadUrl.slice(UPLOADED_PREFIX.length).split("/");
    if (rest.length || !sha256 || !fileName || !SHA256.test(sha256) || !plain(fileName))
      return null;
    return { kind: "uploaded", sha256, fileName };
  }
  return null;
}

/** The URL names an installer an admin uploaded (not a file shipped with the code). */
export const isUploadedDownload = (downloadUrl: string) => locate(downloadUrl)?.kind === "uploaded";

/** The file name a download URL offers the buyer, or null when the URL names no download. */
export function downloadFileName(downloadUrl: string): string | null {
  return locate(downloadUrl)?.fileName ?? null;
}

export const contentTypeOf = (fileName: string) =>
  CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? "application/octet-stream";

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** Checksums of shipped files, by path, kept while the file's size and time stay the same. */
const checksums = new Map<string, { size: number; mtimeMs: number; sha256: string }>();

async function sha256Of(file: string, stat: { size: number; mtimeMs: number }): Promise<string> {
  const known = checksums.get(file);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.sha256;
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  const sha256 = hash.digest("hex");
  checksums.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, sha256 });
  return sha256;
}

/**
 * Resolves a product's downloadUrl to a regular file inside its folder, or null. Refuses anything
 * that could leave the folder: separators, "..", encoded names and symlinks out.
 */
export async function resolveDownload(
  downloadUrl: string | null | undefined,
  folders: DownloadFolders = SHIPPED_DOWNLOADS,
): Promise<DownloadFile | null> {
  if (!downloadUrl) return null;
  const located = locate(downloadUrl);
  if (!located) return null;
  const root =
    located.kind === "shipped"
      ? folders.shipped
      : folders.uploaded && path.join(folders.uploaded, located.sha256);
  if (!root) return null;
  const candidate = path.resolve(root, located.fileName);
  if (!isInside(path.resolve(root), candidate)) return null;
  try {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(candidate)]);
    if (!isInside(realRoot, realFile)) return null;
    const stat = await fs.stat(realFile);
    if (!stat.isFile()) return null;
    return {
      path: realFile,
      fileName: located.fileName,
      contentType: contentTypeOf(located.fileName),
      size: stat.size,
      // An uploaded file was hashed as it arrived and lives in the folder its hash names.
      sha256: located.kind === "uploaded" ? located.sha256 : await sha256Of(realFile, stat),
    };
  } catch {
    return null;
  }
}

/**
 * The SHA-256 a download URL delivers, where no data folder is at hand (the order e-mail): an
 * uploaded file's is in its URL, a shipped file's is computed.
 */
export async function downloadChecksum(downloadUrl: string): Promise<string | null> {
  const located = locate(downloadUrl);
  if (located?.kind === "uploaded") return located.sha256;
  return (await resolveDownload(downloadUrl))?.sha256 ?? null;
}
