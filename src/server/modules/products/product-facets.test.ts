import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  comparisonSchema,
  productFacetsSchema,
  productPageSchema,
  type Product,
} from "../../../shared/contracts/products.js";
import { parseCents } from "../../../shared/money.js";
import { FACET_VALUES } from "../../../shared/product-facts.js";
import { CATALOGUE, type SeedProduct } from "../../db/seed/catalogue.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

async function all(query: Record<string, string>): Promise<Product[]> {
  const items: Product[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, limit: "5", ...(cursor ? { cursor } : {}) });
    const res = await get(`/api/products?${params}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = productPageSchema.parse(res.json());
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const has = (list: readonly string[] | "unknown", value: string) =>
  list !== "unknown" && list.includes(value);
const seeded = (filter: (p: SeedProduct) => boolean) =>
  CATALOGUE.filter(filter)
    .map((p) => p.name)
    .sort();

describe("GET /api/products with facet filters", () => {
  it("finds exactly the products with an integration and a form, and pages through them", async () => {
    const found = await all({ integration: "QuickBooks Online", form: "1040" });
    const expected = seeded(
      (p) => has(p.facts.integrations, "QuickBooks Online") && has(p.facts.forms, "1040"),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((p) => p.name).sort()).toEqual(expected);
  });

  it("matches any of several values of one facet, and every facet given", async () => {
    const found = await all({ form: "941,1099-NEC", deployment: "cloud" });
    const expected = seeded(
      (p) =>
        (has(p.facts.forms, "941") || has(p.facts.forms, "1099-NEC")) &&
        has(p.facts.deployment, "cloud"),
    );
    expect(found.map((p) => p.name).sort()).toEqual(expected);
    const repeated = await all({ pricingModel: "per_client" });
    expect(repeated.map((p) => p.name).sort()).toEqual(
      seeded((p) => p.facts.pricingModel === "per_client"),
    );
  });

  it("combines filters with the search and the category", async () => {
    const found = await all({ q: "payroll", service: "Payroll Services", category: "saas" });
    expect(found.length).toBeGreaterThan(0);
    for (const product of found) {
      const seed = CATALOGUE.find((p) => p.name === product.name)!;
      expect(seed.category).toBe("saas");
      expect(has(seed.facts.services, "Payroll Services")).toBe(true);
      // The search reads the facts too (decision 0230): here the word is its service's name.
      const searched = [product.name, product.description, ...(seed.features ?? [])];
      const services = seed.facts.services === "unknown" ? [] : seed.facts.services;
      expect([...searched, ...services].join(" ").toLowerCase()).toContain("payroll");
    }
  });

  it("sorts by price both ways and by name, over every page, with or without a search", async () => {
    const byPrice = await all({ sort: "price_asc" });
    expect(byPrice).toHaveLength(CATALOGUE.length);
    const cents = byPrice.map((p) => parseCents(p.price));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    const down = (await all({ sort: "price_desc", category: "software" })).map((p) =>
      parseCents(p.price),
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const names = (await all({ sort: "name", q: "tax" })).map((p) => p.name.toLowerCase());
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort());
    const ids = byPrice.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("refuses an unknown filter value or sort with a 400 that lists the allowed values", async () => {
    const bad = await get("/api/products?integration=Gusto,FreshBooks");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("querystring.integration");
    expect(bad.json().message).toContain('"FreshBooks" is not allowed');
    expect(bad.json().message).toContain("QuickBooks Online");
    const sort = await get("/api/products?sort=cheapest");
    expect(sort.statusCode).toBe(400);
    expect(sort.json().message).toContain("price_asc");
    const form = await get("/api/products?form=1040X");
    expect(form.json().message).toContain("1120-S");
    const cursor = (await get("/api/products?limit=2")).json().nextCursor;
    const mixed = await get(`/api/products?limit=2&sort=price_asc&cursor=${cursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().message).toContain("cursor");
  });

  it("leaves the spec's plain list alone", async () => {
    const plain = await get("/api/products");
    expect(Array.isArray(plain.json())).toBe(true);
    expect(plain.json()).toHaveLength(CATALOGUE.length);
  });
});

describe("GET /api/products/facets", () => {
  it("counts every allowed value over the catalogue", async () => {
    const res = await get("/api/products/facets");
    expect(res.statusCode).toBe(200);
    const body = productFacetsSchema.parse(res.json());
    expect(body.total).toBe(CATALOGUE.length);
    expect(body.facets.form.map((c) => c.value)).toEqual([...FACET_VALUES.form]);
    for (const { value, count } of body.facets.form) {
      expect(count, value).toBe(seeded((p) => has(p.facts.forms, value)).length);
    }
    for (const { value, count } of body.facets.pricingModel) {
      expect(count, value).toBe(seeded((p) => p.facts.pricingModel === value).length);
    }
    expect(body.facets.firmSize.find((c) => c.value === "sole_practitioner")!.label).toMatch(
      /Sole Practitioner/,
    );
  });

  it("narrows other facets by a filter but not the filter's own facet", async () => {
    const whole = productFacetsSchema.parse((await get("/api/products/facets")).json());
    const body = productFacetsSchema.parse(
      (await get("/api/products/facets?form=1040&q=tax")).json(),
    );
    const matching = await all({ form: "1040", q: "tax" });
    expect(body.total).toBe(matching.length);
    const withQ = productFacetsSchema.parse((await get("/api/products/facets?q=tax")).json());
    expect(body.facets.form).toEqual(withQ.facets.form);
    const cloud = body.facets.deployment.find((c) => c.value === "cloud")!.count;
    expect(cloud).toBe(
      matching.filter((p) =>
        has(CATALOGUE.find((s) => s.name === p.name)!.facts.deployment, "cloud"),
      ).length,
    );
    expect(cloud).toBeLessThan(whole.facets.deployment.find((c) => c.value === "cloud")!.count!);
  });

  it("refuses unknown values as the list does", async () => {
    const res = await get("/api/products/facets?service=Bookkeping");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Bookkeeping");
  });
});

describe("GET /api/products/compare", () => {
  it("answers up to three products with their facts, in the order asked", async () => {
    const res = await get("/api/products/compare?ids=7,1,2");
    expect(res.statusCode, res.body).toBe(200);
    const { items } = comparisonSchema.parse(res.json());
    expect(items.map((p) => p.id)).toEqual([7, 1, 2]);
    expect(items[1]!.facts.forms).toContain("1065");
    expect(items[2]!.firstYearCost).toBe("948.00");
    expect(items[2]!.priceUnit).toBe("/ user / month");
    expect(items[2]!.offer).toEqual({ unit: "per_user", term: "monthly" });
  });

  it("refuses more than three, a malformed id, or none, with a 400", async () => {
    for (const [query, text] of [
      ["ids=1,2,3,4", "at most 3"],
      ["ids=1,abc", '"abc" is not a product id'],
      ["", "ids"],
    ] as const) {
      const res = await get(`/api/products/compare?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(text);
    }
  });

  it("answers 404 naming an id that is not a product on sale", async () => {
    const res = await get("/api/products/compare?ids=1,999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("999999");
  });
});
