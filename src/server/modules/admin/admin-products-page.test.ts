import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  adminProductBodySchema,
  adminProductPageSchema,
  type AdminProductInput,
  type AdminProductPage,
} from "../../../shared/contracts/admin-products.js";
import { products } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { insertProduct } from "./admin-products-repository.js";

let t: TestApp;
let customer: string;
let admin: string;

/** A word no seeded product uses, so a search for it sees only this file's products. */
const MARK = `Quillfen${Date.now().toString(36)}`;
const made: Array<{ id: number; category: string; isActive: boolean }> = [];

const body = (over: Partial<AdminProductInput>): AdminProductInput => ({
  name: `${MARK} Ledger`,
  description: "Workpapers for the month-end close.",
  price: "10.00",
  category: "software",
  type: "one-time",
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  admin = await signInAs(t.app, "admin_test_123");
  // 45 products: every third is SaaS, every fifth is off sale.
  for (let i = 0; i < 45; i++) {
    const product = await insertProduct(
      t.database.db,
      adminProductBodySchema.parse(
        body({
          name: `${MARK} Ledger ${i + 1}`,
          category: i % 3 === 0 ? "saas" : "software",
          isActive: i % 5 !== 0,
        }),
      ),
    );
    made.push(product);
  }
});
afterAll(() => t.close());

async function listPage(query: string, cookie = admin): Promise<AdminProductPage> {
  const res = await t.app.inject({ url: `/api/admin/products/page${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return adminProductPageSchema.parse(res.json());
}

const newestFirst = (rows: Array<{ id: number }>) => rows.map((p) => p.id).sort((a, b) => b - a);

describe("GET /api/admin/products/page", () => {
  it("answers one page of 20, newest first, with how many match", async () => {
    const first = await listPage(`?q=${MARK}`);
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: ADMIN_PRODUCTS_PAGE_SIZE });
    expect(first.items.map((p) => p.id)).toEqual(newestFirst(made).slice(0, 20));

    const third = await listPage(`?q=${MARK}&page=3`);
    expect(third.page).toBe(3);
    expect(third.items.map((p) => p.id)).toEqual(newestFirst(made).slice(40));

    const small = await listPage(`?q=${MARK}&page=2&pageSize=7`);
    expect(small.items.map((p) => p.id)).toEqual(newestFirst(made).slice(7, 14));
  });

  it("answers the last page for a page past the end", async () => {
    const past = await listPage(`?q=${MARK}&page=99`);
    expect(past.page).toBe(3);
    expect(past.items).toHaveLength(5);
    const none = await listPage(`?q=${MARK}nothing&page=4`);
    expect(none).toMatchObject({ total: 0, page: 1, items: [] });
  });

  it("lists inactive products, and filters by status and category", async () => {
    const all = await listPage(`?q=${MARK}&pageSize=100`);
    expect(all.items.filter((p) => !p.isActive)).toHaveLength(9);

    const inactive = await listPage(`?q=${MARK}&status=inactive&pageSize=100`);
    expect(inactive.total).toBe(9);
    expect(inactive.items.every((p) => !p.isActive)).toBe(true);

    const saasOnSale = await listPage(`?q=${MARK}&category=saas&status=active&pageSize=100`);
    const expected = made.filter((p) => p.category === "saas" && p.isActive);
    expect(saasOnSale.total).toBe(expected.length);
    expect(saasOnSale.items.map((p) => p.id)).toEqual(newestFirst(expected));

    const templates = await listPage(`?q=${MARK}&category=templates`);
    expect(templates).toMatchObject({ total: 0, items: [] });
  });

  it("needs every word, in any case, in the name, the description or #id", async () => {
    const target = made[11]!;
    const byWords = await listPage(`?q=${encodeURIComponent(`ledger 12 ${MARK.toUpperCase()}`)}`);
    expect(byWords.items.map((p) => p.id)).toEqual([target.id]);

    const byDescription = await listPage(`?q=${encodeURIComponent(`MONTH-END ${MARK}`)}`);
    expect(byDescription.total).toBe(45);

    const byId = await listPage(`?q=${encodeURIComponent(`#${target.id}`)}`);
    expect(byId.items.map((p) => p.id)).toContain(target.id);
    expect(byId.items.every((p) => `#${p.id}`.startsWith(`#${target.id}`))).toBe(true);

    const missingWord = await listPage(`?q=${encodeURIComponent(`${MARK} payroll`)}`);
    expect(missingWord.total).toBe(0);
  });

  it("reads LIKE's and tsquery's own characters as no word, never as a wildcard", async () => {
    const marked = (await listPage(`?q=${MARK}`)).total;
    for (const text of [`${MARK} %`, `${MARK} _`, `${MARK} :*`, `${MARK} | !`]) {
      expect((await listPage(`?q=${encodeURIComponent(text)}`)).total, text).toBe(marked);
    }
    expect((await listPage(`?q=${encodeURIComponent("% _ :*")}`)).total).toBe(0);
  });

  it("counts the whole catalogue for the stat cards, whatever the filter", async () => {
    const db = t.database.db;
    const n = async (where?: ReturnType<typeof eq>) =>
      (await db.select({ n: count() }).from(products).where(where))[0]!.n;
    const catalogue = {
      total: await n(),
      active: await n(eq(products.isActive, true)),
      software: await n(eq(products.category, "software")),
      saas: await n(eq(products.category, "saas")),
    };
    expect(catalogue.total).toBeGreaterThan(45);
    expect((await listPage("")).catalogue).toEqual(catalogue);
    expect((await listPage(`?q=${MARK}&status=inactive&category=saas`)).catalogue).toEqual(
      catalogue,
    );
    expect((await listPage("")).total).toBe(catalogue.total);
  });

  it("counts a product written by another process once the change is heard", async () => {
    const before = (await listPage("")).catalogue;
    const [added] = await t.database.db
      .insert(products)
      .values({
        name: `${MARK} Elsewhere`,
        description: "Written by another process.",
        price: "10.00",
        category: "saas",
        type: "one-time",
        isActive: false,
      })
      .returning({ id: products.id });
    try {
      const deadline = Date.now() + 10_000;
      let after = (await listPage("")).catalogue;
      while (after.total === before.total && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = (await listPage("")).catalogue;
      }
      expect(after).toEqual({ ...before, total: before.total + 1, saas: before.saas + 1 });
    } finally {
      await t.database.db.delete(products).where(eq(products.id, added!.id));
    }
  });

  it("keeps an answer until the catalogue changes: the serializer's bytes, then the change", async () => {
    const url = `/api/admin/products/page?status=active&q=${MARK}+ledger`;
    const ask = () => t.app.inject({ url, headers: { cookie: admin } });
    // The writes of the tests before this one are heard first: each drops what is kept.
    await t.app.changes.sync();
    const first = await ask();
    const kept = await ask();
    expect(kept.body).toBe(first.body);
    expect(first.body).toBe(JSON.stringify(adminProductPageSchema.parse(first.json())));
    const newest = made.at(-1)!;
    expect(adminProductPageSchema.parse(first.json()).items[0]!.id).toBe(newest.id);
    const rename = (name: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/admin/products/${newest.id}`,
        headers: { cookie: admin },
        payload: body({ name, category: "software", isActive: true }),
      });
    expect((await rename(`${MARK} Ledger Renamed`)).statusCode).toBe(200);
    try {
      const after = adminProductPageSchema.parse((await ask()).json());
      expect(after.items[0]).toMatchObject({ id: newest.id, name: `${MARK} Ledger Renamed` });
    } finally {
      await rename(`${MARK} Ledger ${made.length}`);
    }
  });

  it.each([
    ["?status=hidden", "status must be active or inactive"],
    ["?category=books", "category must be software, templates or saas"],
    ["?page=0", "page must be a whole number from 1"],
    ["?pageSize=101", "pageSize must be at most 100"],
    [`?q=${"x".repeat(201)}`, "q must be at most 200 characters"],
  ])("refuses %s with a 400 that says why", async (query, message) => {
    const res = await t.app.inject({
      url: `/api/admin/products/page${query}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain(message);
  });

  it("refuses an unknown parameter", async () => {
    const res = await t.app.inject({
      url: "/api/admin/products/page?sort=name",
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
  });

  it("is for admins only, and never cached", async () => {
    const visitor = await t.app.inject({ url: "/api/admin/products/page" });
    expect(visitor.statusCode).toBe(401);
    const refused = await t.app.inject({
      url: "/api/admin/products/page",
      headers: { cookie: customer },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String), code: "admin_required" });
    const res = await t.app.inject({ url: "/api/admin/products/page", headers: { cookie: admin } });
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });
});
