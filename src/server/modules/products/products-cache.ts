import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, createGzip, gzip } from "node:zlib";
import { productSchema } from "../../../shared/contracts/products.js";
import type { Db } from "../../db/client.js";
import { findActiveProduct, listActiveProductsAfter } from "./products-repository.js";
import { buildSearchIndex, type SearchIndex } from "./search-index.js";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type BodyEncoding = "br" | "gzip";

/** A response body serialised once, with its ETag and its compressed forms made on first use. */
export interface CachedBody {
  /** The JSON as bytes, so no request pays for encoding the string again. */
  body: Buffer;
  etag: string;
  encoded(encoding: BodyEncoding): Promise<Buffer>;
}

/**
 * The plain list of a large catalogue, held only gzip-compressed (decision 0160): tens of MiB of
 * JSON become a few, and a client that does not take gzip gets it decompressed as it is sent.
 */
export interface CompressedBody {
  gzipped: Buffer;
  etag: string;
}

/** Weak: the same JSON may travel gzip-compressed or not, and both are the same representation. */
function cached(json: string | Buffer, brotliQuality = 11): CachedBody {
  const body = typeof json === "string" ? Buffer.from(json) : json;
  const compressed = new Map<BodyEncoding, Promise<Buffer>>();
  return {
    body,
    etag: weakEtag(createHash("sha256").update(body)),
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

const weakEtag = (hash: ReturnType<typeof createHash>) =>
  `W/"${hash.digest("base64url").slice(0, 27)}"`;

/** Up to this size the plain list is held as JSON too (the seeded catalogue, 10,000 products). */
export const LIST_HELD_AS_JSON_BYTES = 8 * 1024 * 1024;
const LIST_BATCH = 2000;

/**
 * The plain list, read from PostgreSQL in batches in id order and serialised batch by batch: the
 * whole catalogue is never in memory as objects. Small lists are kept as JSON (answered as before,
 * decision 0012); past LIST_HELD_AS_JSON_BYTES only the gzip form is kept.
 */
async function buildList(db: Db): Promise<CachedBody | CompressedBody> {
  const hash = createHash("sha256");
  let held: Buffer[] | undefined = [];
  let heldBytes = 0;
  let gzipper: ReturnType<typeof createGzip> | undefined;
  const gzipped: Buffer[] = [];
  let finished: Promise<void> | undefined;
  const write = async (chunk: Buffer) => {
    hash.update(chunk);
    if (held) {
      held.push(chunk);
      heldBytes += chunk.byteLength;
      if (heldBytes <= LIST_HELD_AS_JSON_BYTES) return;
      gzipper = createGzip({ level: 6 });
      gzipper.on("data", (data: Buffer) => gzipped.push(data));
      finished = new Promise((resolve, reject) => {
        gzipper!.on("end", resolve).on("error", reject);
      });
      const earlier = held;
      held = undefined;
      for (const part of earlier) await writeGzip(part);
      return;
    }
    await writeGzip(chunk);
  };
  const writeGzip = (chunk: Buffer) =>
    new Promise<void>((resolve) => {
      if (gzipper!.write(chunk)) resolve();
      else gzipper!.once("drain", resolve);
    });

  let after = 0;
  let first = true;
  for (;;) {
    const batch = await listActiveProductsAfter(db, after, LIST_BATCH);
    const json = batch.map((product) => JSON.stringify(product)).join(",");
    if (batch.length > 0) {
      await write(Buffer.from((first ? "[" : ",") + json));
      first = false;
    }
    if (batch.length < LIST_BATCH) break;
    after = batch.at(-1)!.id;
  }
  await write(Buffer.from(first ? "[]" : "]"));
  if (held) return cached(Buffer.concat(held)); // the same bytes, so the same ETag as before
  gzipper!.end();
  await finished;
  return { gzipped: Buffer.concat(gzipped), etag: weakEtag(hash) };
}

/** What one process holds of one database's catalogue; replaced whole when the catalogue changes. */
interface CatalogueState {
  list?: Promise<CachedBody | CompressedBody>;
  /** Single products, the most recently used last (at most PRODUCTS_KEPT); undefined: not on sale. */
  products: Map<number, Promise<CachedBody | undefined>>;
  /** Browse pages, the most recently used last. */
  pages: Map<string, Promise<CachedBody>>;
  search?: Promise<SearchIndex>;
}

/** One state per database handle, so every app built in a test process keeps its own. */
const states = new WeakMap<Db, CatalogueState>();

function stateOf(db: Db): CatalogueState {
  let state = states.get(db);
  if (!state) {
    state = { products: new Map(), pages: new Map() };
    states.set(db, state);
  }
  return state;
}

/** A promise kept in `holder[key]` until it fails (the next call tries again). */
function keep<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

/**
 * The spec's plain list, serialised and hashed once per change (decision 0012): reading it costs
 * no query and no serialisation until the catalogue changes.
 */
export function loadCatalogueList(db: Db): Promise<CachedBody | CompressedBody> {
  const state = stateOf(db);
  if (!state.list) {
    const list = keep(buildList(db), () => {
      if (state.list === list) state.list = undefined;
    });
    state.list = list;
  }
  return state.list;
}

/** Single products kept per process: every one of a small catalogue, the busiest of a large one. */
export const PRODUCTS_KEPT = 5000;

/** One active product serialised once per change, or undefined when there is none on sale. */
export function loadProduct(db: Db, id: number): Promise<CachedBody | undefined> {
  const { products } = stateOf(db);
  return fromLru(products, id, PRODUCTS_KEPT, async () => {
    const product = await findActiveProduct(db, id);
    return product && cached(JSON.stringify(productSchema.parse(product)));
  });
}

/** The search's index of the active catalogue (decision 0160), built once per change. */
export function loadSearchIndex(db: Db): Promise<SearchIndex> {
  const state = stateOf(db);
  if (!state.search) {
    const index = keep(buildSearchIndex(db), () => {
      if (state.search === index) state.search = undefined;
    });
    state.search = index;
  }
  return state.search;
}

const PAGE_CACHE_ENTRIES = 256;
/** A page is compressed on its first request, so more quickly than the whole list. */
const PAGE_BROTLI_QUALITY = 6;

/**
 * One page of the catalogue in id order (no search), built once per catalogue change like the
 * list: the /products grid opens on these (decision 0052). `key` names the page exactly.
 */
export function cachedPage(db: Db, key: string, build: () => Promise<string>): Promise<CachedBody> {
  const { pages } = stateOf(db);
  return fromLru(pages, key, PAGE_CACHE_ENTRIES, async () =>
    cached(await build(), PAGE_BROTLI_QUALITY),
  );
}

function fromLru<K, V>(map: Map<K, Promise<V>>, key: K, size: number, build: () => Promise<V>) {
  let value = map.get(key);
  if (value) {
    map.delete(key); // re-inserted last: most recently used
  } else {
    const built = keep(build(), () => {
      if (map.get(key) === built) map.delete(key);
    });
    value = built;
    if (map.size >= size) map.delete(map.keys().next().value!);
  }
  map.set(key, value);
  return value;
}

/**
 * Call after every write to the products table (admin create, update, deactivate): the next
 * read rebuilds the list, the products, the pages and the search index, with new ETags.
 */
export function invalidateCatalogue(db: Db): void {
  states.delete(db);
}
