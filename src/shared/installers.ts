/**
 * Installer files an admin may upload for a licence-key product (decision 0195). The name's
 * extension says what the file claims to be; the server checks the bytes say the same.
 */
export const INSTALLER_EXTENSIONS = [
  ".zip",
  ".msi",
  ".exe",
  ".dmg",
  ".pkg",
  ".tar.gz",
  ".tgz",
  ".tar",
] as const;
export type InstallerExtension = (typeof INSTALLER_EXTENSIONS)[number];

/** The largest upload when INSTALLER_MAX_MB is not set. */
export const INSTALLER_MAX_MB_DEFAULT = 200;

/** The extension a file name ends with, among the accepted ones (".tar.gz" before ".gz"). */
export function installerExtensionOf(fileName: string): InstallerExtension | null {
  const lower = fileName.toLowerCase();
  return (
    INSTALLER_EXTENSIONS.find((ext) => lower.endsWith(ext) && lower.length > ext.length) ?? null
  );
}

/** ".zip, .msi, .exe, .dmg, .pkg, .tar.gz, .tgz or .tar" */
export const INSTALLER_TYPES_IN_WORDS = `${INSTALLER_EXTENSIONS.slice(0, -1).join(", ")} or ${INSTALLER_EXTENSIONS.at(-1)}`;
