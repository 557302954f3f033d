import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  productFacetsSchema,
  productPageSchema,
  type ProductPage,
} from "../../../shared/contracts/products.js";
import { PRODUCT_COUNT_LIMIT, PRODUCT_FACET_COUNT_LIMIT } from "../../../shared/products.js";
import { UNKNOWN_FACTS } from "../../../shared/contracts/product-facts.js";
import { inArray } from "drizzle-orm";
import { products } from "../../db/schema.js";
import { productColumns, toProduct } from "./products-repository.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";

/**
 * A search past the counted matches (decision 0230): 2,100 products say "Zorblax", 40 of them in
 * their name, and every tenth integrates with Xero. Another 4,200 do not say it, and come first
 * in every sort but relevance: half cheaper than any of them, half dearer, all named "Aardvark".
 */
const MATCHES = 2100;
const NAMED = 40;
const OTHERS = 4200;
let t: TestApp;
const named = new Set<number>();

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .insert(products)
    .values(
      Array.from({ length: MATCHES }, (_, i) => ({
        // The name matches are spread through the id order, not first.
        name: i % 50 === 7 && i < 50 * NAMED ? `Zorblax Planner ${i}` : `Ledger Kit ${i}`,
        description: `A kit for the Zorblax close, number ${i}.`,
        price: `${10 + (i % 90)}.00`,
        category: (["software", "templates", "saas"] as const)[i % 3]!,
        type: "one-time" as const,
        features: null,
        facts: { ...UNKNOWN_FACTS, integrations: i % 10 === 0 ? ["Xero" as const] : [] },
      })),
    )
    .returning({ id: products.id, name: products.name });
  for (const row of rows) if (row.name.startsWith("Zorblax")) named.add(row.id);
  // In statements of 600: one statement of thousands can outlast the stall watch under load.
  for (let from = 0; from < OTHERS; from += 600) {
    await t.database.db.insert(products).values(
      Array.from({ length: 600 }, (_, k) => from + k).map((i) => ({
        name: `Aardvark Binder ${i}`,
        description: "A binder for the year's papers.",
        price: i % 2 ? "1.00" : "999.00",
        category: "templates" as const,
        type: "one-time" as const,
        features: null,
        facts: UNKNOWN_FACTS,
      })),
    );
  }
}, 120_000);
afterAll(() => t.close());

async function page(query: Record<string, string>): Promise<ProductPage> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/products?${new URLSearchParams(query)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json());
}

describe(`a search matching more than ${PRODUCT_COUNT_LIMIT} products`, () => {
  it("says it counted up to the limit, and the name matches come first, in catalogue order", async () => {
    const first = await page({ q: "zorblax", limit: "50" });
    expect(first.total).toBe(PRODUCT_COUNT_LIMIT);
    expect(first.totalIsExact).toBe(false);
    const ids = first.items.map((p) => p.id);
    expect(ids.slice(0, NAMED)).toEqual([...named].sort((a, b) => a - b));
    expect(ids.slice(NAMED).every((id) => !named.has(id))).toBe(true);
    const rest = ids.slice(NAMED);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });

  it("pages through every match once, whatever the page size", async () => {
    for (const size of [37, 100]) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const next: ProductPage = await page({
          q: "zorblax",
          limit: String(size),
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...next.items.map((p) => p.id));
        cursor = next.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(MATCHES);
      expect(new Set(seen).size).toBe(MATCHES);
    }
  });

  it("counts exactly again once a filter narrows it", async () => {
    const narrowed = await page({ q: "zorblax", integration: "Xero", limit: "5" });
    expect(narrowed.total).toBe(MATCHES / 10);
    expect(narrowed.totalIsExact).toBe(true);
    const sorted = await page({ q: "zorblax", sort: "price_asc", limit: "5" });
    expect(sorted.totalIsExact).toBe(false);
    expect(sorted.items.map((p) => p.price)).toEqual(Array(5).fill("10.00"));
  });

  it.each([
    [
      "price_asc",
      (a: ProductPage["items"][number], b: ProductPage["items"][number]) =>
        Number(a.price) - Number(b.price) || a.id - b.id,
    ],
    [
      "price_desc",
      (a: ProductPage["items"][number], b: ProductPage["items"][number]) =>
        Number(b.price) - Number(a.price) || a.id - b.id,
    ],
    [
      "name",
      (a: ProductPage["items"][number], b: ProductPage["items"][number]) =>
        a.name.toLowerCase() < b.name.toLowerCase()
          ? -1
          : a.name.toLowerCase() > b.name.toLowerCase()
            ? 1
            : a.id - b.id,
    ],
  ] as const)(
    "pages through every match in %s order, though thousands of others come first in it",
    async (sort, inOrder) => {
      const seen: ProductPage["items"] = [];
      let cursor: string | null = null;
      do {
        const next: ProductPage = await page({
          q: "zorblax",
          sort,
          limit: "100",
          ...(cursor ? { cursor } : {}),
        });
        expect(next.items.length).toBeGreaterThan(0);
        seen.push(...next.items);
        cursor = next.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(MATCHES);
      expect(new Set(seen.map((p) => p.id)).size).toBe(MATCHES);
      expect(seen.every((p) => !p.name.startsWith("Aardvark"))).toBe(true);
      expect(seen).toEqual([...seen].sort(inOrder));
    },
  );

  it(`lists the facet values of the first ${PRODUCT_FACET_COUNT_LIMIT} candidates without counts`, async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/products/facets?q=zorblax" });
    const facets = productFacetsSchema.parse(res.json());
    expect(facets.total).toBeNull();
    expect(facets.countsAreExact).toBe(false);
    const xero = facets.facets.integration.find((c) => c.value === "Xero")!;
    expect(xero.count).toBeNull();
    expect(facets.facets.integration.find((c) => c.value === "Gusto")!.count).toBe(0);
    const narrowed = productFacetsSchema.parse(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/products/facets?q=zorblax&category=saas&integration=Xero",
        })
      ).json(),
    );
    expect(narrowed.countsAreExact).toBe(true);
    expect(narrowed.total).toBe(MATCHES / 30);
  });
});

describe("a page's JSON, written around the products' JSON from PostgreSQL", () => {
  /** What the route sent before: JSON.stringify of the page with its products read as rows. */
  async function asStringified(body: string): Promise<string> {
    const sent = productPageSchema.parse(JSON.parse(body));
    const ids = sent.items.map((item) => item.id);
    const rows = ids.length
      ? await t.database.db.select(productColumns).from(products).where(inArray(products.id, ids))
      : [];
    const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
    return JSON.stringify({ ...sent, items: ids.map((id) => byId.get(id)!) });
  }

  it.each([
    ["a counted search", { q: "zorblax", integration: "Xero", limit: "7" }],
    ["a broad search, ranked", { q: "zorblax", limit: "30" }],
    ["a broad search by price", { q: "zorblax", sort: "price_desc", limit: "9" }],
    ["a broad search by name", { q: "zorblax", sort: "name", limit: "9" }],
    ["a listing without a search", { category: "templates", sort: "price_asc", limit: "11" }],
    ["a page that finds nothing", { q: "zorblax", category: "saas", integration: "Gusto" }],
  ])("is byte for byte what JSON.stringify made of the rows: %s", async (_, query) => {
    let cursor: string | null = null;
    for (let n = 0; n < 2; n++) {
      const res: { statusCode: number; body: string; json: () => unknown } = await t.app.inject({
        method: "GET",
        url: `/api/products?${new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) })}`,
        headers: { "accept-encoding": "identity" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toBe(await asStringified(res.body));
      cursor = productPageSchema.parse(res.json()).nextCursor;
      if (!cursor) break;
    }
  });
});
