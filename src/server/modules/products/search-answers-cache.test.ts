import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPageSchema } from "../../../shared/contracts/products.js";
import type { ChangeFeed } from "../../db/change-feed.js";
import { products } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { createProductsCache, SizedLru } from "./products-cache.js";

/** A build that answers `value` of `bytes` bytes and counts its calls. */
const counted = (value: string, bytes = value.length) => {
  const build = async () => {
    build.calls++;
    return { value, bytes };
  };
  build.calls = 0;
  return build;
};

describe("the searches' answer cache (SizedLru)", () => {
  it("builds a key once, shares a build in flight, and keeps the most recently used", async () => {
    const lru = new SizedLru<string>(2, 1000);
    const a = counted("a");
    expect(await Promise.all([lru.get("a", a), lru.get("a", a)])).toEqual(["a", "a"]);
    expect(a.calls).toBe(1);
    const b = counted("b");
    await lru.get("b", b);
    await lru.get("a", a); // a is now the most recently used: b goes first
    const c = counted("c");
    await lru.get("c", c);
    expect(lru.size).toBe(2);
    await lru.get("a", a);
    expect(a.calls).toBe(1);
    await lru.get("b", b);
    expect(b.calls).toBe(2);
  });

  it("holds at most its bytes, dropping the least recently used", async () => {
    const lru = new SizedLru<string>(100, 10);
    await lru.get("a", counted("a", 4));
    await lru.get("b", counted("b", 4));
    expect(lru.heldBytes).toBe(8);
    await lru.get("c", counted("c", 4));
    expect(lru.size).toBe(2);
    expect(lru.heldBytes).toBe(8);
    const a = counted("a", 4);
    await lru.get("a", a);
    expect(a.calls).toBe(1); // it had been dropped
    // An answer larger than the whole budget is answered, not kept.
    await lru.get("huge", counted("huge", 11));
    expect(lru.heldBytes).toBeLessThanOrEqual(10);
  });

  it("forgets a build that failed, so the next call tries again", async () => {
    const lru = new SizedLru<string>(10, 1000);
    await expect(lru.get("x", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(lru.size).toBe(0);
    expect(await lru.get("x", counted("x"))).toBe("x");
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("a search's answer is kept until the catalogue changes", () => {
  /** A feed that is up and never hears anything. */
  const deafFeed: ChangeFeed = {
    on: () => {},
    live: true,
    sync: async () => {},
    close: async () => {},
  };

  it("is built once per key while nothing changes", async () => {
    const cache = createProductsCache(t.database.db, deafFeed);
    let builds = 0;
    const build = async () => `{"n":${++builds}}`;
    const first = await cache.searched("payroll", build);
    const again = await cache.searched("payroll", build);
    expect(again.body.toString()).toBe(first.body.toString());
    expect(builds).toBe(1);
    cache.invalidate();
    expect((await cache.searched("payroll", build)).body.toString()).toBe('{"n":2}');
  });

  it("finds a product written after the same search was answered", async () => {
    const search = async () => {
      const response = await t.app.inject({ url: "/api/products?q=zephyrledger" });
      expect(response.statusCode).toBe(200);
      return productPageSchema.parse(response.json());
    };
    const facets = async () =>
      (await t.app.inject({ url: "/api/products/facets?q=zephyrledger" })).json() as {
        total: number | null;
      };
    expect((await search()).total).toBe(0);
    expect((await facets()).total).toBe(0);
    const [added] = await t.database.db
      .insert(products)
      .values({
        name: "Zephyrledger Practice Books",
        description: "Bookkeeping for small firms.",
        price: "49.00",
        category: "saas",
        type: "subscription",
        priceTerm: "monthly",
        features: [],
      })
      .returning({ id: products.id });
    try {
      // Every process hears the write through the change feed and drops what it kept.
      const deadline = Date.now() + 10_000;
      while ((await search()).total === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await search()).items.map((p) => p.id)).toEqual([added!.id]);
      expect((await facets()).total).toBe(1);
    } finally {
      await t.database.db.delete(products).where(eq(products.id, added!.id));
    }
  });
});

describe("a figure of the whole catalogue", () => {
  it("is built once until the catalogue changes", async () => {
    const feed: ChangeFeed = {
      on: () => {},
      live: true,
      sync: async () => {},
      close: async () => {},
    };
    const cache = createProductsCache(t.database.db, feed);
    let builds = 0;
    const build = async () => ++builds;
    expect(await cache.figure("n", build)).toBe(1);
    expect(await cache.figure("n", build)).toBe(1);
    cache.invalidate();
    expect(await cache.figure("n", build)).toBe(2);
  });
});
