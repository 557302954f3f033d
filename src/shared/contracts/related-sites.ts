import { z } from "zod";

export const relatedSiteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  siteUrl: z.string(),
  logoUrl: z.string().nullable(),
  brandedImageUrl: z.string().nullable(),
});
export type RelatedSite = z.infer<typeof relatedSiteSchema>;

export const relatedSiteListSchema = z.array(relatedSiteSchema);
