import { z } from "zod";

/** A product's installer as the admin editor shows it (decision 0195). */
export const installerFileSchema = z.object({
  /** The name buyers download it under. */
  fileName: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** SHA-256 of the file, hex: what buyers see on their order. */
  sha256: z.string(),
  /** The product's downloadUrl that names it. */
  downloadUrl: z.string(),
  /** An admin uploaded it (else it is the package built with the catalogue). */
  uploaded: z.boolean(),
});
export type InstallerFile = z.infer<typeof installerFileSchema>;

export const productInstallerSchema = z.object({
  /** The file the product delivers now; null when it delivers none (or its file is missing). */
  installer: installerFileSchema.nullable(),
  /** The largest upload the server takes. */
  maxBytes: z.number().int(),
  /** The file name extensions it takes (".zip", ".msi", ...). */
  accepts: z.array(z.string()),
});
export type ProductInstaller = z.infer<typeof productInstallerSchema>;
