import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  productDetailSchema,
  productFacetsSchema,
  productPageSchema,
  type ProductFacets,
  type ProductPage,
} from "../../../shared/contracts/products.js";
import { FACET_VALUES, FACETS, type Facet } from "../../../shared/product-facts.js";
import { signInAs } from "../../test/helpers.js";
import { eventually, startTwoServers, type TwoServers } from "../../test/two-servers.js";

/**
 * The catalogue index (decisions 0160, 0161) answers search, facet counts, sort and paging from
 * one snapshot: they must agree with one another, and two server processes on one database must
 * both follow a change made in either (as the cart-cache test checks for carts).
 */
let servers: TwoServers;
let one: FastifyInstance;
let two: FastifyInstance;
let admin: string;

beforeAll(async () => {
  servers = await startTwoServers();
  ({ one, two } = servers);
  admin = await signInAs(two, "admin_test_123");
});
afterAll(() => servers.close());

const json = async (app: FastifyInstance, url: string) => {
  const res = await app.inject({ method: "GET", url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as unknown;
};
const pageOn = async (app: FastifyInstance, query: Record<string, string>) =>
  productPageSchema.parse(await json(app, `/api/products?${new URLSearchParams(query)}`));
const facetsOn = async (app: FastifyInstance, query: Record<string, string>) =>
  productFacetsSchema.parse(await json(app, `/api/products/facets?${new URLSearchParams(query)}`));
const countOf = (facets: ProductFacets, facet: Facet, value: string) =>
  facets.facets[facet].find((c) => c.value === value)!.count;

describe("search, facets, sort and paging agree", () => {
  it("for random searches and filters, the counts are the totals of the lists they predict", async () => {
    let state = 2026; // the same runs every time
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const searches = ["", "", "tax", "point", "client", "payroll", "zzqx", "return"];
    let nonEmpty = 0;
    for (let run = 0; run < 25; run++) {
      const query: Record<string, string> = {};
      const q = pick(searches);
      if (q) query.q = q;
      if (random() < 0.3) query.category = pick(["software", "saas", "templates"]);
      const chosen = FACETS.filter(() => random() < 0.25);
      for (const facet of chosen) {
        query[facet] = [pick(FACET_VALUES[facet]), pick(FACET_VALUES[facet])].join(",");
      }
      const facets = await facetsOn(one, query);
      const sort = pick(["relevance", "price_asc", "price_desc", "name"]);
      const page = await pageOn(one, { ...query, sort, limit: "100" });
      expect(page.total, JSON.stringify(query)).toBe(facets.total);
      expect(page.items.length).toBe(Math.min(100, page.total));
      // A value of a facet not filtered yet: its count is the total once it is chosen.
      const free = FACETS.filter((f) => !chosen.includes(f));
      const facet = pick(free);
      const value = pick(FACET_VALUES[facet]);
      const narrowed = await pageOn(one, { ...query, [facet]: value, limit: "1" });
      expect(narrowed.total, `${JSON.stringify(query)} ${facet}=${value}`).toBe(
        countOf(facets, facet, value),
      );
      // A facet already filtered counts without its own filter: the total with that value instead.
      for (const own of chosen) {
        const instead = pick(FACET_VALUES[own]);
        const swapped = await pageOn(one, { ...query, [own]: instead, limit: "1" });
        expect(swapped.total, `${JSON.stringify(query)} ${own}=${instead}`).toBe(
          countOf(facets, own, instead),
        );
      }
      if (facets.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(5);
  });
});

describe("the catalogue index across two server processes", () => {
  it("a product changed in one process is found, counted and sorted in the other", async () => {
    // Process one builds its index now, so the change must reach a built index.
    expect((await pageOn(one, { q: "blequill" })).total).toBe(0);
    const before = await facetsOn(one, { deployment: "mac" });

    const current = productDetailSchema.parse(await json(two, "/api/products/3"));
    const { id: _id, priceUnit: _unit, firstYearCost: _cost, ...fields } = current;
    const changed = await two.inject({
      method: "PUT",
      url: "/api/admin/products/3",
      headers: { cookie: admin },
      payload: {
        ...fields,
        name: "Zorblequillpoint Organizer",
        price: "0.50",
        facts: { ...current.facts, deployment: ["mac"], forms: ["706"] },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const found = await eventually(
      () => pageOn(one, { q: "blequill" }),
      (page) => page.total === 1,
    );
    expect(found.items.map((p) => p.id)).toEqual([3]);
    const wasMac =
      current.facts.deployment !== "unknown" && current.facts.deployment.includes("mac");
    const after = await facetsOn(one, { deployment: "mac" });
    expect(countOf(after, "deployment", "mac")).toBe(
      countOf(before, "deployment", "mac") + (wasMac ? 0 : 1),
    );
    const cheapest: ProductPage = await pageOn(one, {
      sort: "price_asc",
      deployment: "mac",
      form: "706",
      limit: "1",
    });
    expect(cheapest.items[0]).toMatchObject({ id: 3, price: "0.50" });
    expect((await facetsOn(one, { q: "zorblequill", form: "706" })).total).toBe(1);

    const removed = await two.inject({
      method: "PUT",
      url: "/api/admin/products/3",
      headers: { cookie: admin },
      payload: { ...fields, name: "Zorblequillpoint Organizer", isActive: false },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await eventually(
      () => facetsOn(one, { q: "zorblequill" }),
      (facets) => facets.total === 0,
    );
    expect(gone.total).toBe(0);
    expect((await pageOn(one, { q: "Zorblequillpoint", sort: "name" })).items).toEqual([]);
  });
});
