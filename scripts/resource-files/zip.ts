/**
 * Zip archives whose bytes depend only on their contents (decision 0195): every entry carries the
 * same fixed time, the entries keep the order given, and fflate's pure-JS deflate gives the same
 * output on every machine and Node version. So a committed archive can be checked against a fresh
 * build, and its SHA-256 changes only when a file inside it does.
 */
import { unzipSync, zipSync, type Zippable } from "fflate";

/**
 * Midnight, 1 January 2026, in the local zone: zip entries store local date and time fields, and a
 * Date built from local fields writes the same fields in every time zone.
 */
const ENTRY_TIME = new Date(2026, 0, 1, 0, 0, 0);

/** The archive of these files, in this order. */
export function reproducibleZip(files: Iterable<[name: string, bytes: Uint8Array]>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, bytes] of files) entries[name] = [bytes, { mtime: ENTRY_TIME, level: 9 }];
  return zipSync(entries);
}

/**
 * The same archive written reproducibly: for Office files whose writers stamp the time of writing
 * into each entry. `rewrite` may change an entry's bytes (for example a creation date inside it).
 */
export function rezip(
  archive: Uint8Array,
  rewrite: (name: string, bytes: Uint8Array) => Uint8Array = (_name, bytes) => bytes,
): Uint8Array {
  return reproducibleZip(
    Object.entries(unzipSync(archive)).map(([name, bytes]) => [name, rewrite(name, bytes)]),
  );
}

/** The files of an archive, by name. */
export function unzip(archive: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(archive);
}
