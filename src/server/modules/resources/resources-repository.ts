import { asc, eq, sql } from "drizzle-orm";
import type { FreeResource } from "../../../shared/contracts/free-resources.js";
import type { DbOrTx } from "../../db/client.js";
import { freeResources } from "../../db/schema.js";

const publicColumns = {
  id: freeResources.id,
  title: freeResources.title,
  description: freeResources.description,
  category: freeResources.category,
  tags: freeResources.tags,
  fileSize: freeResources.fileSize,
  fileUrl: freeResources.fileUrl,
  fileName: freeResources.fileName,
  downloadCount: freeResources.downloadCount,
};

export async function listFreeResources(db: DbOrTx): Promise<FreeResource[]> {
  return db.select(publicColumns).from(freeResources).orderBy(asc(freeResources.id));
}

/**
 * Adds one download in a single UPDATE, so concurrent downloads never lose a count.
 * Returns undefined when no resource has that id.
 */
export async function recordDownload(
  db: DbOrTx,
  id: number,
): Promise<{ id: number; downloadCount: number } | undefined> {
  const [row] = await db
    .update(freeResources)
    .set({ downloadCount: sql`${freeResources.downloadCount} + 1` })
    .where(eq(freeResources.id, id))
    .returning({ id: freeResources.id, downloadCount: freeResources.downloadCount });
  return row;
}
