import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  productDetailSchema,
  productFacetsSchema,
  productListSchema,
  productPageSchema,
  type ProductDetail,
} from "../../../shared/contracts/products.js";
import { centsToDecimal } from "../../../shared/money.js";
import { OFFER_TERMS, productLine, quoteLine, type OfferTerm } from "../../../shared/offer.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";

let t: TestApp;
let catalogue: ProductDetail[];
beforeAll(async () => {
  t = await createTestApp();
  const list = productListSchema.parse((await get("/api/products")).json());
  catalogue = [];
  for (const p of list) {
    const res = await get(`/api/products/${p.id}`);
    expect(res.statusCode, res.body).toBe(200);
    catalogue.push(productDetailSchema.parse(res.json()));
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

async function ids(query: Record<string, string>): Promise<number[]> {
  const found: number[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, limit: "7", ...(cursor ? { cursor } : {}) });
    const res = await get(`/api/products?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = productPageSchema.parse(res.json());
    found.push(...page.items.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor);
  return found.sort((a, b) => a - b);
}

const NOW = new Date(0);
const recurring = (term: OfferTerm) => term === "monthly" || term === "annual";
/** The shared pricing function's figure the filter compares, for one unit. */
const figureOf = (p: ProductDetail) => {
  const quote = quoteLine(productLine(p), NOW);
  return recurring(p.offer.term) ? quote.monthlyCents : quote.lineCents;
};
const within = (cents: number, min?: number, max?: number) =>
  (min === undefined || cents >= min * 100) && (max === undefined || cents <= max * 100);
const expectedIds = (keep: (p: ProductDetail) => boolean) =>
  catalogue
    .filter(keep)
    .map((p) => p.id)
    .sort((a, b) => a - b);

describe("the price filter (GET /api/products?priceBasis=&minPrice=&maxPrice=)", () => {
  it.each([
    ["month", undefined, undefined],
    ["month", 0, 50],
    ["month", 40, 100],
    ["month", 100, undefined],
    ["once", undefined, 100],
    ["once", 300, 1000],
  ] as const)(
    "%s from %s to %s keeps the offers of that kind in the range",
    async (basis, min, max) => {
      const expected = expectedIds(
        (p) => (basis === "month") === recurring(p.offer.term) && within(figureOf(p), min, max),
      );
      expect(expected.length).toBeGreaterThan(0);
      const query: Record<string, string> = { priceBasis: basis };
      if (min !== undefined) query.minPrice = String(min);
      if (max !== undefined) query.maxPrice = String(max);
      expect(await ids(query)).toEqual(expected);
    },
  );

  it("compares an annual licence by a twelfth of its price, rounded up to the cent", async () => {
    const annual = catalogue.find((p) => p.offer.term === "annual")!;
    const monthly = quoteLine(productLine(annual), NOW).monthlyCents;
    expect(monthly).toBe(Math.ceil((Number(annual.price) * 100) / 12));
    const dollars = Math.floor(monthly / 100);
    expect(await ids({ priceBasis: "month", minPrice: String(dollars) })).toContain(annual.id);
    expect(await ids({ priceBasis: "month", maxPrice: String(dollars) })).not.toContain(annual.id);
    expect(await ids({ priceBasis: "once" })).not.toContain(annual.id);
  });

  it("combines with the search, the category and the facets", async () => {
    const query = {
      q: "tax",
      category: "software",
      priceBasis: "once",
      maxPrice: "1000",
      deployment: "windows",
    };
    const found = await ids(query);
    const searched = await ids({ q: "tax", category: "software", deployment: "windows" });
    expect(found).toEqual(
      searched.filter((id) => {
        const p = catalogue.find((c) => c.id === id)!;
        return !recurring(p.offer.term) && within(figureOf(p), undefined, 1000);
      }),
    );
    expect(found.length).toBeGreaterThan(0);
  });
});

describe("the free trial filter (trial=true)", () => {
  it("keeps the products the shared pricing function charges nothing today", async () => {
    const expected = expectedIds((p) => {
      const trialDays = p.facts.trialDays === "unknown" ? 0 : p.facts.trialDays;
      const quote = quoteLine(productLine(p, 1, trialDays), NOW);
      return quote.lineCents > 0 && quote.dueTodayCents === 0;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(catalogue.length);
    expect(await ids({ trial: "true" })).toEqual(expected);
  });

  it("counts the facets over the same products as the list", async () => {
    const queries: Record<string, string>[] = [
      { trial: "true" },
      { trial: "true", priceBasis: "month", maxPrice: "60" },
      { priceBasis: "once", minPrice: "10", q: "payroll" },
    ];
    for (const query of queries) {
      const facets = productFacetsSchema.parse(
        (await get(`/api/products/facets?${new URLSearchParams(query)}`)).json(),
      );
      const listed = await ids(query);
      expect(listed.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(facets.total, JSON.stringify(query)).toBe(listed.length);
      const services = facets.facets.service.reduce((n, c) => n + (c.count ?? 0), 0);
      expect(services).toBeGreaterThan(0);
    }
  });
});

describe("the price figures PostgreSQL filters on", () => {
  it("are the shared pricing function's, for any price and term", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.constantFrom(...OFFER_TERMS),
        async (cents, term) => {
          const price = centsToDecimal(cents);
          const { rows } = await t.database.db.execute<{
            month: number | null;
            once: number | null;
          }>(
            sql`SELECT offer_monthly_cents(${price}::numeric, ${term}) AS month,
                       offer_one_off_cents(${price}::numeric, ${term}) AS once`,
          );
          const quote = quoteLine(productLine({ price, offer: { unit: "per_user", term } }), NOW);
          expect(rows[0]).toEqual(
            recurring(term)
              ? { month: quote.monthlyCents, once: null }
              : { month: null, once: quote.lineCents },
          );
        },
      ),
      { numRuns: 200, seed: 44 },
    );
  });
});

describe("bad price and trial filters get a 400 that names the field", () => {
  it.each([
    ["minPrice=10", "priceBasis"],
    ["maxPrice=10", "priceBasis"],
    ["priceBasis=weekly", "priceBasis"],
    ["priceBasis=month&minPrice=20&maxPrice=10", "maxPrice"],
    ["priceBasis=month&minPrice=-1", "minPrice"],
    ["priceBasis=month&minPrice=1.5", "minPrice"],
    ["priceBasis=month&maxPrice=1000000", "maxPrice"],
    ["priceBasis=once&maxPrice=", "maxPrice"],
    ["trial=yes", "trial"],
    ["trial=false", "trial"],
  ])("%s", async (query, field) => {
    for (const path of ["/api/products", "/api/products/facets", "/api/products/suggestions"]) {
      const res = await get(`${path}?q=tax&${query}`);
      expect(res.statusCode, `${path}?${query}`).toBe(400);
      expect(res.json().message).toContain(field);
      expect(res.json().code).toBeTypeOf("string");
    }
  });
});
