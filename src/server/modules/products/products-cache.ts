import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
import {
  productDetailSchema,
  productListSchema,
  type ProductDetail,
} from "../../../shared/contracts/products.js";
import type { Db } from "../../db/client.js";
import { listActiveProducts } from "./products-repository.js";

export type BodyEncoding = "br" | "gzip";

/** A response body serialised once, with its ETag and its compressed forms made on first use. */
export interface CachedBody {
  /** The JSON as bytes, so no request pays for encoding the string again. */
  body: Buffer;
  etag: string;
  encoded(encoding: BodyEncoding): Promise<Buffer>;
}

export interface CatalogueSnapshot {
  /** The active products with their fact sheets, in id order. */
  products: readonly ProductDetail[];
  /** The spec's plain list: the products without their fact sheets. */
  list: CachedBody;
  /** Each product with its fact sheet (GET /api/products/{id}). */
  byId: ReadonlyMap<number, CachedBody>;
}

/** Weak: the same JSON may travel gzip-compressed or not, and both are the same representation. */
function cached(json: string, brotliQuality = 11): CachedBody {
  const body = Buffer.from(json);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const compressed = new Map<BodyEncoding, Promise<Buffer>>();
  return {
    body,
    etag: `W/"${hash}"`,
    // Maximum compression, off the event loop, once: every later request sends the same bytes.
    encoded(encoding) {
      let bytes = compressed.get(encoding);
      if (!bytes) {
        bytes =
          encoding === "br"
            ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality } })
            : gzipAsync(body, { level: 9 });
        compressed.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

async function buildSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const products = await listActiveProducts(db);
  const byId = new Map<number, CachedBody>();
  for (const product of products) {
    byId.set(product.id, cached(JSON.stringify(productDetailSchema.parse(product))));
  }
  // productListSchema leaves out what the spec's product does not have (facts and their figures).
  return { products, list: cached(JSON.stringify(productListSchema.parse(products))), byId };
}

/** One snapshot per database handle, so every app built in a test process keeps its own. */
const snapshots = new WeakMap<Db, Promise<CatalogueSnapshot>>();

/**
 * The active catalogue, serialised and hashed once per change: reading products costs no query
 * and no serialisation until the catalogue changes (see docs/decisions/0012).
 */
export function loadCatalogue(db: Db): Promise<CatalogueSnapshot> {
  let snapshot = snapshots.get(db);
  if (!snapshot) {
    snapshot = buildSnapshot(db);
    snapshots.set(db, snapshot);
    snapshot.catch(() => {
      if (snapshots.get(db) === snapshot) snapshots.delete(db);
    });
  }
  return snapshot;
}

/** Browse pages kept per database handle; the least recently used go first. */
const pageCaches = new WeakMap<Db, Map<string, Promise<CachedBody>>>();
const PAGE_CACHE_ENTRIES = 256;
/** A page is compressed on its first request, so more quickly than the whole list. */
const PAGE_BROTLI_QUALITY = 6;

/**
 * One page of the catalogue in id order (no search), built once per catalogue change like the
 * list: the /products grid opens on these (decision 0052). `key` names the page exactly.
 */
export function cachedPage(db: Db, key: string, build: () => Promise<string>): Promise<CachedBody> {
  let pages = pageCaches.get(db);
  if (!pages) {
    pages = new Map();
    pageCaches.set(db, pages);
  }
  let page = pages.get(key);
  if (page) {
    pages.delete(key); // re-inserted last: most recently used
  } else {
    page = build().then((json) => cached(json, PAGE_BROTLI_QUALITY));
    const built = page;
    const holder = pages;
    built.catch(() => {
      if (holder.get(key) === built) holder.delete(key);
    });
    if (pages.size >= PAGE_CACHE_ENTRIES) pages.delete(pages.keys().next().value!);
  }
  pages.set(key, page);
  return page;
}

/**
 * Call after every write to the products table (admin create, update, deactivate): the next
 * read rebuilds the snapshot and the pages, and answers with new ETags.
 */
export function invalidateCatalogue(db: Db): void {
  snapshots.delete(db);
  pageCaches.delete(db);
}
