import { z } from "zod";

import { RESOURCE_CATEGORIES } from "../resource-categories.js";

export const resourceCategorySchema = z.enum(RESOURCE_CATEGORIES);

export const freeResourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: resourceCategorySchema,
  tags: z.array(z.string()),
  /** Human readable, e.g. "12 KB": the true size of the file at fileUrl. */
  fileSize: z.string(),
  fileUrl: z.string(),
  /** The name the browser saves the download under. */
  fileName: z.string(),
  downloadCount: z.number().int(),
});
export type FreeResource = z.infer<typeof freeResourceSchema>;

export const freeResourceListSchema = z.array(freeResourceSchema);

export const downloadBodySchema = z.object({
  resourceId: z
    .number({ error: "resourceId must be a number" })
    .int("resourceId must be a whole number")
    .positive("resourceId must be positive"),
});
export type DownloadBody = z.infer<typeof downloadBodySchema>;

export const downloadResponseSchema = z.object({
  id: z.number().int(),
  downloadCount: z.number().int(),
});
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;
