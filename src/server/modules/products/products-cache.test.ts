import { gunzipSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productListSchema } from "../../../shared/contracts/products.js";
import type { ChangeFeed } from "../../db/change-feed.js";
import { products } from "../../db/schema.js";
import { sendCached, type CachedBody, type GzippedBody } from "../../lib/http-representation.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { buildList, createProductsCache } from "./products-cache.js";
import { toProduct } from "./products-repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the plain list written by PostgreSQL", () => {
  it("is byte for byte what JSON.stringify makes of the rows, whatever the text holds", async () => {
    const [odd] = await t.database.db
      .insert(products)
      .values({
        name: 'Quote " backslash \\ tab \t newline \n bell \u0007 del \u007f',
        description: "Ünïcödé — 税 😀 \u2028 / </script>",
        price: "1234.50",
        category: "software",
        type: "one-time",
        features: [],
        isActive: true,
      })
      .returning({ id: products.id });
    const [plain] = await t.database.db
      .insert(products)
      .values({
        name: "No features",
        description: "",
        price: "0.00",
        category: "saas",
        type: "subscription",
        priceTerm: "monthly",
        imageUrl: "https://example.com/a.png",
        features: ['say "hi"', "line\nbreak"],
      })
      .returning({ id: products.id });
    try {
      const rows = await t.database.db
        .select()
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(products.id);
      const expected = JSON.stringify(rows.map(toProduct));
      const built = await buildList(t.database.db, Number.MAX_SAFE_INTEGER);
      expect("body" in built && built.body.toString()).toBe(expected);
    } finally {
      await t.database.db.delete(products).where(inArray(products.id, [odd!.id, plain!.id]));
    }
  });
});

describe("the plain list of a large catalogue is held only gzip-compressed", () => {
  it("holds the same bytes and ETag as the JSON list, compressed", async () => {
    const served = await t.app.inject({ method: "GET", url: "/api/products" });
    expect(served.statusCode).toBe(200);
    const small = await buildList(t.database.db, Number.MAX_SAFE_INTEGER);
    expect("body" in small && small.body.toString()).toBe(served.body);
    // A threshold below the seeded catalogue's size: the list is kept only as gzip.
    const large = (await buildList(t.database.db, 1000)) as GzippedBody;
    expect(large.gzipped).toBeInstanceOf(Buffer);
    expect("body" in large).toBe(false);
    expect(gunzipSync(large.gzipped).toString()).toBe(served.body);
    expect(large.etag).toBe(served.headers.etag);
    expect(productListSchema.parse(served.json()).length).toBeGreaterThan(0);
  });

  it("is sent gzip to a client that takes it, decompressed to one that does not, 304 when unchanged", async () => {
    const large = (await buildList(t.database.db, 1000)) as GzippedBody;
    const json = gunzipSync(large.gzipped).toString();
    const server = Fastify();
    server.get("/list", (request, reply) => sendCached(request, reply, large));
    try {
      const zipped = await server.inject({
        url: "/list",
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.etag).toBe(large.etag);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(json);

      for (const encoding of [undefined, "identity", "br", "gzip;q=0, br"]) {
        const plain = await server.inject({
          url: "/list",
          headers: encoding ? { "accept-encoding": encoding } : {},
        });
        expect(plain.headers["content-encoding"], encoding).toBeUndefined();
        expect(plain.headers["content-type"]).toMatch(/^application\/json/);
        expect(plain.body, encoding).toBe(json);
      }

      const unchanged = await server.inject({
        url: "/list",
        headers: { "if-none-match": large.etag },
      });
      expect(unchanged.statusCode).toBe(304);
    } finally {
      await server.close();
    }
  });
});

describe("while the change feed is down, nothing is served from a copy", () => {
  /** A feed that is up or down as the test says and never hears anything. */
  const deafFeed = (live: boolean): ChangeFeed => ({
    on: () => {},
    live,
    sync: async () => {},
    close: async () => {},
  });
  const names = async (body: Promise<CachedBody | GzippedBody>) =>
    productListSchema
      .parse(JSON.parse(((await body) as CachedBody).body.toString()))
      .map((p) => p.name);

  it("reads the database on every call, so a write nobody announced is seen at once", async () => {
    const db = t.database.db;
    const [one] = await db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const renamed = `${one!.name} (renamed while nobody listened)`;
    const up = createProductsCache(db, deafFeed(true));
    const down = createProductsCache(db, deafFeed(false));
    // Both read once before the write: the one that keeps copies keeps the old name.
    for (const cache of [up, down]) {
      await cache.list();
      await cache.product(one!.id);
      await cache.activeProducts();
      await cache.page("first", async () => JSON.stringify(await names(cache.list())));
    }
    await db.update(products).set({ name: renamed }).where(eq(products.id, one!.id));
    try {
      expect(await names(up.list())).not.toContain(renamed);
      expect((await up.product(one!.id))!.product.name).toBe(one!.name);

      expect(await names(down.list())).toContain(renamed);
      expect((await down.product(one!.id))!.product.name).toBe(renamed);
      expect(down.heldProduct(one!.id)).toBeUndefined();
      expect((await down.activeProducts()).map((p) => p.name)).toContain(renamed);
      const page = await down.page("first", async () => JSON.stringify(await names(down.list())));
      expect(page.body.toString()).toContain(renamed);
    } finally {
      await db.update(products).set({ name: one!.name }).where(eq(products.id, one!.id));
    }
  });
});

describe("a product already read is at hand without a promise", () => {
  const feed = (): ChangeFeed & { change(): void } => {
    let dropped: (() => void) | undefined;
    return {
      on: (_topic: string, drop: () => void) => {
        dropped = drop;
      },
      live: true,
      sync: async () => {},
      close: async () => {},
      change: () => dropped?.(),
    } as unknown as ChangeFeed & { change(): void };
  };

  it("once its read has finished, until the catalogue changes; a missing id is held as missing", async () => {
    const db = t.database.db;
    const [one] = await db.select().from(products).where(eq(products.isActive, true)).limit(1);
    const changes = feed();
    const cache = createProductsCache(db, changes);
    expect(cache.heldProduct(one!.id)).toBeUndefined();
    const reading = cache.product(one!.id);
    expect(cache.heldProduct(one!.id)).toBeUndefined();
    const read = await reading;
    expect(cache.heldProduct(one!.id)).toEqual({ product: read });
    expect(cache.heldProduct(one!.id)!.product!.body).toBe(read!.body);

    expect(await cache.product(99_999_999)).toBeUndefined();
    expect(cache.heldProduct(99_999_999)).toEqual({ product: undefined });

    changes.change();
    expect(cache.heldProduct(one!.id)).toBeUndefined();
    expect(cache.heldProduct(99_999_999)).toBeUndefined();
  });
});
