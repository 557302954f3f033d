import type { ChangeFeed } from "../../db/change-feed.js";
import { connect, type Db } from "../../db/client.js";
import { QueryMemo } from "./catalogue-query.js";
import type { ListingDb } from "./product-page-repository.js";

/** Connections the catalogue's listings may hold for their bitmap-only statements. */
const BITMAP_CONNECTIONS = 8;

/**
 * The catalogue listing's two ways to the database (ListingDb): the app's pool, and a small pool
 * of its own whose connections read matches through the indexes as bitmaps only; and the
 * searches already written as queries, forgotten on every change to the catalogue (heard
 * through the change feed, decision 0071).
 */
export function openListingDb(
  db: Db,
  feed?: ChangeFeed,
): ListingDb & { close: () => Promise<void> } {
  const url = db.$client.options.connectionString;
  if (!url) throw new Error("The catalogue listing needs the database's connection string");
  // Watched as part of the app's pool: a stall or a lost server here counts as there (0202).
  const bitmaps = connect(
    url,
    BITMAP_CONNECTIONS,
    { enable_seqscan: "off", enable_indexscan: "off" },
    db.$client,
  );
  const queries = feed ? new QueryMemo() : undefined;
  if (queries) feed!.on("catalogue", () => queries.clear());
  return { bitmaps: bitmaps.db, walks: db, queries, close: bitmaps.close };
}
