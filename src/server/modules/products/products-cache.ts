import { productListSchema, type Product } from "../../../shared/contracts/products.js";
import type { ChangeFeed } from "../../db/change-feed.js";
import type { Db } from "../../db/client.js";
import { cachedBody, type CachedBody } from "../../lib/http-representation.js";
import { listActiveProducts } from "./products-repository.js";

export interface CatalogueSnapshot {
  /** The active products, in id order, as the contract shapes them. */
  products: readonly Product[];
  list: CachedBody;
  byId: ReadonlyMap<number, CachedBody>;
}

/**
 * The active catalogue, read, serialised and hashed once per change (decision 0012). One per
 * app, handed to the modules that read or change products; every write to the products table,
 * in this process or another, is heard through the change feed and drops it (decision 0071).
 */
export interface ProductsCache {
  snapshot(): Promise<CatalogueSnapshot>;
  /**
   * One browse page (no search) built once per catalogue change like the list: the /products
   * grid opens on these (decision 0052). `key` names the page exactly.
   */
  page(key: string, build: () => Promise<string>): Promise<CachedBody>;
  /** After a write by this process, before its answer goes out: the next read rebuilds. */
  invalidate(): void;
}

const PAGE_CACHE_ENTRIES = 256;

async function buildSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const products = productListSchema.parse(await listActiveProducts(db));
  const byId = new Map<number, CachedBody>();
  for (const product of products) {
    byId.set(product.id, cachedBody(JSON.stringify(product)));
  }
  return { products, list: cachedBody(JSON.stringify(products)), byId };
}

export function createProductsCache(db: Db, feed: ChangeFeed): ProductsCache {
  let snapshot: Promise<CatalogueSnapshot> | undefined;
  /** Least recently used first. */
  let pages = new Map<string, Promise<CachedBody>>();

  const invalidate = () => {
    snapshot = undefined;
    pages = new Map();
  };
  feed.on("catalogue", invalidate);

  /** A build that fails is forgotten, so the next read tries again. */
  const forgetOnFailure = <T>(built: Promise<T>, isCurrent: () => boolean, forget: () => void) => {
    built.catch(() => {
      if (isCurrent()) forget();
    });
    return built;
  };

  return {
    invalidate,
    snapshot() {
      if (!snapshot) {
        const built = buildSnapshot(db);
        snapshot = forgetOnFailure(
          built,
          () => snapshot === built,
          () => (snapshot = undefined),
        );
      }
      return snapshot;
    },
    page(key, build) {
      const holder = pages;
      let page = holder.get(key);
      if (page) {
        holder.delete(key); // re-inserted last: most recently used
      } else {
        const built = build().then((json) => cachedBody(json, "medium"));
        page = forgetOnFailure(
          built,
          () => holder.get(key) === built,
          () => holder.delete(key),
        );
        if (holder.size >= PAGE_CACHE_ENTRIES) holder.delete(holder.keys().next().value!);
      }
      holder.set(key, page);
      return page;
    },
  };
}
