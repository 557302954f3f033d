import zlib from "node:zlib";
import type { InstallerExtension } from "../../../shared/installers.js";

/** How many of a file's first bytes the checks read. */
export const HEAD_BYTES = 64 * 1024;
/** How many of its last bytes (a disk image's trailer). */
export const TAIL_BYTES = 512;

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === "string" ? Buffer.from(signature, "latin1") : signature;
  return bytes.length >= at + expected.length && [...expected].every((b, i) => bytes[at + i] === b);
};

/** A tar archive's first header: "ustar" at byte 257 (POSIX and GNU). */
const isTar = (bytes: Buffer) => startsWith(bytes, "ustar", 257);

/** A Windows program: the MZ stub and, where it says, the PE signature. */
function isWindowsProgram(head: Buffer): boolean {
  if (!startsWith(head, "MZ") || head.length < 0x40) return false;
  const peOffset = head.readUInt32LE(0x3c);
  return startsWith(head, [0x50, 0x45, 0, 0], peOffset);
}

/** The start of a gzip stream that unpacks to a tar archive. */
function isTarGz(head: Buffer): boolean {
  if (!startsWith(head, [0x1f, 0x8b, 0x08])) return false;
  try {
    // A head is a cut-off stream: inflate what is there, without expecting its end.
    const start = zlib.gunzipSync(head, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
    return isTar(start);
  } catch {
    return false;
  }
}

/**
 * Whether the bytes are what the name's extension says (decision 0195): the file's own signature,
 * not the name or the browser's type, decides. `head` is the file's first HEAD_BYTES (or all of
 * it), `tail` its last TAIL_BYTES.
 */
export function contentMatches(extension: InstallerExtension, head: Buffer, tail: Buffer): boolean {
  switch (extension) {
    case ".zip":
      return startsWith(head, [0x50, 0x4b, 0x03, 0x04]);
    case ".msi":
      // A Windows Installer database is an OLE compound file.
      return startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case ".exe":
      return isWindowsProgram(head);
    case ".dmg":
      // A disk image ends with its "koly" trailer.
      return tail.length === TAIL_BYTES && startsWith(tail, "koly");
    case ".pkg":
      // A macOS flat package is a xar archive.
      return startsWith(head, "xar!");
    case ".tar.gz":
    case ".tgz":
      return isTarGz(head);
    case ".tar":
      return isTar(head);
  }
}
