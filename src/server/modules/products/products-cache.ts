import { createHash } from "node:crypto";
import { createGzip } from "node:zlib";
import { productDetailSchema, type ProductDetail } from "../../../shared/contracts/products.js";
import type { ChangeFeed } from "../../db/change-feed.js";
import type { Db } from "../../db/client.js";
import {
  cachedBody,
  weakEtag,
  type CachedBody,
  type GzippedBody,
} from "../../lib/http-representation.js";
import {
  activeProductsJsonAfter,
  findActiveProductDetails,
  listActiveProducts,
} from "./products-repository.js";

/**
 * What one process holds of the active catalogue, each part built on first use and dropped on
 * every change (decisions 0012, 0160; the search itself is PostgreSQL's, decision 0230). One per app, handed to the modules that read or change
 * products; every write to the products table, in this process or another, is heard through the
 * change feed and drops it (decision 0071). Nothing here holds the whole catalogue as objects
 * unless the advisor asks for it (`activeProducts`).
 */
export interface ProductsCache {
  /** The spec's plain list: JSON with its ETag, or only gzip past LIST_HELD_AS_JSON_BYTES. */
  list(): Promise<CachedBody | GzippedBody>;
  /**
   * One active product with its fact sheet, and its body with an ETag (GET /api/products/{id},
   * compare); undefined when there is none on sale with that id.
   */
  product(id: number): Promise<CachedProduct | undefined>;
  /**
   * The same once it is held and read, without a promise: `{ product }` (undefined when there is
   * none on sale), or undefined when it must be read first with `product(id)`.
   */
  heldProduct(id: number): { product: CachedProduct | undefined } | undefined;
  /** The active products in id order, with their fact sheets (the advisor's catalogue). */
  activeProducts(): Promise<readonly ProductDetail[]>;
  /**
   * One browse page (no search) built once per catalogue change like the list: the /products
   * grid opens on these (decision 0052). `key` names the page exactly.
   */
  page(key: string, build: () => Promise<string>): Promise<CachedBody>;
  /**
   * One answer to a search (a page or its facet counts), kept until the catalogue changes like
   * the browse pages, in a cache of its own bounded by entries and bytes (decision 0237): a
   * popular search is answered without asking PostgreSQL again. `key` names the answer exactly.
   */
  searched(key: string, build: () => Promise<string>): Promise<CachedBody>;
  /**
   * A figure of the whole catalogue (the admin list's counts), built once per catalogue change;
   * `key` names it, and the few there are are all kept.
   */
  figure<T>(key: string, build: () => Promise<T>): Promise<T>;
  /** After a write by this process, before its answer goes out: the next read rebuilds. */
  invalidate(): void;
}

export interface CachedProduct {
  product: ProductDetail;
  body: CachedBody;
}

const PAGE_CACHE_ENTRIES = 256;
/** Searches' answers kept, at most (decision 0237). */
export const SEARCH_ANSWERS_KEPT = 1000;
/** And at most this many bytes of their JSON (their compressed forms add about a third). */
export const SEARCH_ANSWER_BYTES = 16 * 1024 * 1024;
/** Single products kept: every one of a small catalogue, the busiest of a large one. */
export const PRODUCTS_KEPT = 5000;
/** Up to this size the plain list is held as JSON too (the seeded catalogue, 10,000 products). */
export const LIST_HELD_AS_JSON_BYTES = 8 * 1024 * 1024;
const LIST_BATCH = 2000;

/**
 * The plain list, written as JSON by PostgreSQL in parts in id order: the whole catalogue is
 * never in memory as objects, nor its rows as objects at all. Up to `heldAsJson` bytes it is kept as JSON and
 * answered as before (decision 0012); past that only its gzip form is kept (decision 0160).
 */
export async function buildList(db: Db, heldAsJson: number): Promise<CachedBody | GzippedBody> {
  const hash = createHash("sha256");
  let held: Buffer[] | undefined = [];
  let heldBytes = 0;
  let gzipper: ReturnType<typeof createGzip> | undefined;
  const gzipped: Buffer[] = [];
  let finished: Promise<void> | undefined;
  const writeGzip = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (gzipper!.write(chunk)) resolve();
      else gzipper!.once("drain", resolve);
    });
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    if (!held) return writeGzip(chunk);
    held.push(chunk);
    heldBytes += chunk.byteLength;
    if (heldBytes <= heldAsJson) return;
    gzipper = createGzip({ level: 6 });
    gzipper.on("data", (data: Buffer) => gzipped.push(data));
    finished = new Promise((resolve, reject) => gzipper!.on("end", resolve).on("error", reject));
    const earlier = held;
    held = undefined;
    for (const part of earlier) await writeGzip(part);
  };

  let after = 0;
  let first = true;
  for (;;) {
    // Each part written by PostgreSQL as toProduct's JSON: one string, no row objects.
    const part = await activeProductsJsonAfter(db, after, LIST_BATCH);
    if (part.count > 0) {
      await write(Buffer.from((first ? "[" : ",") + part.json));
      first = false;
    }
    if (part.count < LIST_BATCH) break;
    after = part.last;
  }
  await write(Buffer.from(first ? "[]" : "]"));
  if (held) return cachedBody(Buffer.concat(held)); // the same bytes, so the same ETag as before
  gzipper!.end();
  await finished;
  return { gzipped: Buffer.concat(gzipped), etag: weakEtag(hash) };
}

export function createProductsCache(
  db: Db,
  feed: ChangeFeed,
  options: { listHeldAsJsonBytes?: number } = {},
): ProductsCache {
  const heldAsJson = options.listHeldAsJsonBytes ?? LIST_HELD_AS_JSON_BYTES;
  let list: Promise<CachedBody | GzippedBody> | undefined;
  let active: Promise<readonly ProductDetail[]> | undefined;
  /** Least recently used first. */
  let products = new Map<number, Promise<CachedProduct | undefined>>();
  /** The products' reads that have finished, by their promise in `products`. */
  const read = new WeakMap<
    Promise<CachedProduct | undefined>,
    { product: CachedProduct | undefined }
  >();
  let pages = new Map<string, Promise<CachedBody>>();
  let searches = new SizedLru<CachedBody>(SEARCH_ANSWERS_KEPT, SEARCH_ANSWER_BYTES);
  let figures = new Map<string, Promise<unknown>>();

  const invalidate = () => {
    list = undefined;
    active = undefined;
    products = new Map();
    pages = new Map();
    searches = new SizedLru(SEARCH_ANSWERS_KEPT, SEARCH_ANSWER_BYTES);
    figures = new Map();
  };
  feed.on("catalogue", invalidate);

  /** A build that fails is forgotten, so the next read tries again. */
  const forgetOnFailure = <T>(built: Promise<T>, isCurrent: () => boolean, forget: () => void) => {
    built.catch(() => {
      if (isCurrent()) forget();
    });
    return built;
  };

  /**
   * The held copy, built on first use, or while the change feed is down a fresh build that is not
   * kept: a write made then would not be heard (the feed's contract). The feed tells every cache
   * that everything changed when it goes down and again when it is back.
   */
  const held = <T>(
    current: () => Promise<T> | undefined,
    keep: (value: Promise<T> | undefined) => void,
    build: () => Promise<T>,
  ): Promise<T> => {
    if (!feed.live) return build();
    let value = current();
    if (!value) {
      const built = build();
      value = forgetOnFailure(
        built,
        () => current() === built,
        () => keep(undefined),
      );
      keep(value);
    }
    return value;
  };

  /** From a least-recently-used map of at most `size` entries, built on a miss. */
  const fromLru = <K, V>(
    holder: Map<K, Promise<V>>,
    key: K,
    size: number,
    build: () => Promise<V>,
  ): Promise<V> => {
    if (!feed.live) return build();
    let value = holder.get(key);
    if (value) {
      holder.delete(key); // re-inserted last: most recently used
    } else {
      const built = build();
      value = forgetOnFailure(
        built,
        () => holder.get(key) === built,
        () => holder.delete(key),
      );
      if (holder.size >= size) holder.delete(holder.keys().next().value!);
    }
    holder.set(key, value);
    return value;
  };

  return {
    invalidate,
    list() {
      return held(
        () => list,
        (value) => (list = value),
        () => buildList(db, heldAsJson),
      );
    },
    product(id) {
      const held = fromLru(products, id, PRODUCTS_KEPT, async () => {
        const [row] = await findActiveProductDetails(db, [id]);
        if (!row) return undefined;
        const product = productDetailSchema.parse(row);
        return { product, body: cachedBody(JSON.stringify(product)) };
      });
      if (!read.has(held))
        held.then(
          (product) => read.set(held, { product }),
          () => {},
        );
      return held;
    },
    heldProduct(id) {
      if (!feed.live) return undefined;
      const held = products.get(id);
      const done = held && read.get(held);
      if (!done) return undefined;
      products.delete(id); // re-inserted last: most recently used
      products.set(id, held);
      return done;
    },
    activeProducts() {
      return held(
        () => active,
        (value) => (active = value),
        () => listActiveProducts(db).then((rows) => productDetailSchema.array().parse(rows)),
      );
    },
    page(key, build) {
      return fromLru(pages, key, PAGE_CACHE_ENTRIES, async () =>
        cachedBody(await build(), "medium"),
      );
    },
    figure<T>(key: string, build: () => Promise<T>) {
      const holder = figures;
      return held(
        () => holder.get(key) as Promise<T> | undefined,
        (value) => (value ? holder.set(key, value) : holder.delete(key)),
        build,
      );
    },
    searched(key, build) {
      if (!feed.live) return build().then((json) => cachedBody(json, "medium"));
      const held = searches;
      return held.get(key, async () => {
        const body = cachedBody(await build(), "medium");
        return { value: body, bytes: body.body.byteLength };
      });
    },
  };
}

/**
 * A least-recently-used map of values built on a miss, bounded by entries and by the bytes the
 * built values say they hold. A build in flight is shared by every caller of its key; one that
 * fails is forgotten.
 */
export class SizedLru<V> {
  private entries = new Map<string, { value: Promise<V>; bytes: number }>();
  private bytes = 0;
  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get heldBytes() {
    return this.bytes;
  }

  get(key: string, build: () => Promise<{ value: V; bytes: number }>): Promise<V> {
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key); // re-inserted last: most recently used
      this.entries.set(key, found);
      return found.value;
    }
    const entry = { value: undefined as unknown as Promise<V>, bytes: 0 };
    entry.value = build().then(
      (built) => {
        if (this.entries.get(key) === entry) {
          entry.bytes = built.bytes;
          this.bytes += built.bytes;
          this.evict();
        }
        return built.value;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    this.entries.set(key, entry);
    this.evict();
    return entry.value;
  }

  /** Drops the least recently used entries while there are too many or they hold too much. */
  private evict() {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }
}
