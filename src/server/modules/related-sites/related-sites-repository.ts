import { asc } from "drizzle-orm";
import type { RelatedSite } from "../../../shared/contracts/related-sites.js";
import type { DbOrTx } from "../../db/client.js";
import { relatedSites } from "../../db/schema.js";

export async function listRelatedSites(db: DbOrTx): Promise<RelatedSite[]> {
  return db
    .select({
      id: relatedSites.id,
      name: relatedSites.name,
      category: relatedSites.category,
      description: relatedSites.description,
      siteUrl: relatedSites.siteUrl,
      logoUrl: relatedSites.logoUrl,
      brandedImageUrl: relatedSites.brandedImageUrl,
    })
    .from(relatedSites)
    .orderBy(asc(relatedSites.sortOrder), asc(relatedSites.id));
}
