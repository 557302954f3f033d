import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq, inArray } from "drizzle-orm";
import {
  productListSchema,
  productPageSchema,
  type Product,
  type ProductPage,
} from "../../../shared/contracts/products.js";
import { PRODUCT_PAGE_SIZE } from "../../../shared/products.js";
import { products } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";

let t: TestApp;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function page(query: Record<string, string>): Promise<ProductPage> {
  const res = await get(`/api/products?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return productPageSchema.parse(res.json());
}

/** Every page of a listing, following nextCursor with the given page sizes in turn. */
async function walk(query: Record<string, string>, sizes: number[]): Promise<Product[][]> {
  const pages: Product[][] = [];
  let cursor: string | null = null;
  do {
    const limit = sizes[pages.length % sizes.length]!;
    const next: ProductPage = await page({
      ...query,
      limit: String(limit),
      ...(cursor ? { cursor } : {}),
    });
    expect(next.items.length).toBeLessThanOrEqual(limit);
    if (next.nextCursor) expect(next.items).toHaveLength(limit);
    pages.push(next.items);
    cursor = next.nextCursor;
    expect(pages.length).toBeLessThan(500);
  } while (cursor);
  return pages;
}

async function plainList(): Promise<Product[]> {
  return productListSchema.parse((await get("/api/products")).json());
}

/** Each word typed (letters and digits) starts a word of the name or the description. */
function startsWords(p: Product, text: string): boolean {
  const words = (value: string) => value.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const own = words(`${p.name} ${p.description}`);
  return words(text).every((typed) => own.some((word) => word.startsWith(typed)));
}

const base = {
  price: "10.00",
  type: "one-time" as const,
  imageUrl: null,
  downloadUrl: null,
  stripePriceId: null,
  features: null,
};

/** Made for these tests: words no seeded product uses, and many ties in score. */
const made = {
  describedOnly: 0,
  named: 0,
  inactive: 0,
  returnPolicy: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The description-only match is added first, so id order alone would put it first.
  const [describedOnly] = await db
    .insert(products)
    .values({
      ...base,
      name: "Practice Binder",
      description: "Folders for every Quillowort engagement, with a Quillowort checklist.",
      category: "templates",
    })
    .returning({ id: products.id });
  const [named] = await db
    .insert(products)
    .values({
      ...base,
      name: "Quillowort Ledger",
      description: "A general ledger.",
      category: "software",
    })
    .returning({ id: products.id });
  const [inactive] = await db
    .insert(products)
    .values({
      ...base,
      name: "Quillowort Retired Edition",
      description: "No longer sold.",
      category: "software",
      isActive: false,
    })
    .returning({ id: products.id });
  const [returnPolicy] = await db
    .insert(products)
    .values({
      ...base,
      name: "Amended Filing Kit",
      description: "Prepare an amended return in an afternoon.",
      category: "templates",
    })
    .returning({ id: products.id });
  // Identical texts score the same: paging must break the ties by id, never skip or repeat.
  await db.insert(products).values(
    Array.from({ length: 90 }, (_, i) => ({
      ...base,
      name: `Grimbleshaw Workpaper ${i % 3 === 0 ? "Pro" : "Set"}`,
      description:
        i % 2 === 0
          ? "Grimbleshaw workpapers for audits."
          : "Workpapers that tie out to Grimbleshaw.",
      category: (["software", "templates", "saas"] as const)[i % 3]!,
      type: i % 4 === 0 ? ("subscription" as const) : ("one-time" as const),
      priceTerm: i % 4 === 0 ? ("monthly" as const) : ("perpetual" as const),
    })),
  );
  made.describedOnly = describedOnly!.id;
  made.named = named!.id;
  made.inactive = inactive!.id;
  made.returnPolicy = returnPolicy!.id;
  await t.app.changes.sync();
});
afterAll(() => t.close());

describe("GET /api/products with no query parameter", () => {
  it("is still the spec's plain list: an array of every active product in id order, with an ETag", async () => {
    const res = await get("/api/products");
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^W\/"/);
    const list = productListSchema.parse(res.json());
    expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((a, b) => a - b));
    expect(list.every((p) => p.isActive)).toBe(true);
    expect(list.map((p) => p.id)).not.toContain(made.inactive);
    const again = await get("/api/products", { "if-none-match": res.headers.etag! });
    expect(again.statusCode).toBe(304);
  });

  it("ignores parameters it does not know (a cache-buster stays the plain list)", async () => {
    const res = await get("/api/products?_=123");
    expect(res.json()).toEqual((await get("/api/products")).json());
  });
});

describe("GET /api/products pages in id order without q", () => {
  it("pages through exactly the plain list, in the same order, with its total", async () => {
    const all = await plainList();
    const first = await page({ limit: "7" });
    expect(first.total).toBe(all.length);
    expect(first.items).toEqual(all.slice(0, 7));
    const pages = await walk({}, [7]);
    expect(pages.flat()).toEqual(all);
  });

  it(`answers ${PRODUCT_PAGE_SIZE} products by default, and one page for any parameter`, async () => {
    const all = await plainList();
    for (const query of ["q=", "q=%20%20", `limit=${PRODUCT_PAGE_SIZE}`]) {
      const body = productPageSchema.parse((await get(`/api/products?${query}`)).json());
      expect(body.items, query).toEqual(all.slice(0, PRODUCT_PAGE_SIZE));
      expect(body.total).toBe(all.length);
    }
  });

  it("filters by category, the way the /products screen's buttons do", async () => {
    const all = await plainList();
    for (const category of ["software", "templates", "saas"] as const) {
      const expected = all.filter((p) => p.category === category);
      expect(expected.length).toBeGreaterThan(0);
      const pages = await walk({ category }, [11]);
      expect(pages.flat()).toEqual(expected);
      expect((await page({ category })).total).toBe(expected.length);
    }
  });

  it("ends with a null cursor on the page that holds the last product, never an empty page", async () => {
    const saas = (await plainList()).filter((p) => p.category === "saas");
    expect(saas.length).toBeLessThanOrEqual(100);
    const pages = await walk({ category: "saas" }, [saas.length]);
    expect(pages).toEqual([saas]);
  });
});

describe("browse pages (no q) are cached like the plain list", () => {
  it("answers the same bytes and ETag, and 304, until the catalogue changes", async () => {
    const first = await get("/api/products?limit=5&category=templates");
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await get("/api/products?limit=5&category=templates");
    expect(again.body).toBe(first.body);
    const revalidated = await get("/api/products?limit=5&category=templates", {
      "if-none-match": first.headers.etag!,
    });
    expect(revalidated.statusCode).toBe(304);

    const gone = productPageSchema.parse(first.json()).items[0]!.id;
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, gone));
    try {
      await t.app.changes.sync();
      const after = await get("/api/products?limit=5&category=templates");
      expect(after.headers.etag).not.toBe(first.headers.etag);
      expect(productPageSchema.parse(after.json()).items.map((p) => p.id)).not.toContain(gone);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, gone));
      await t.app.changes.sync();
    }
  });

  it("keeps pages apart: category, limit and cursor each name a different page", async () => {
    const bodies = new Set<string>();
    const first = await page({ limit: "3" });
    for (const query of [
      "limit=3",
      "limit=4",
      "limit=3&category=saas",
      `limit=3&cursor=${first.nextCursor}`,
    ]) {
      bodies.add((await get(`/api/products?${query}`)).body);
    }
    expect(bodies.size).toBe(4);
  });
});

describe("GET /api/products?q= ranked search", () => {
  it("puts a name match before a description-only match, whatever their ids", async () => {
    const found = await page({ q: "quillowort" });
    const ids = found.items.map((p) => p.id);
    expect(ids).toEqual([made.named, made.describedOnly]);
    expect(made.describedOnly).toBeLessThan(made.named);
    expect(found.total).toBe(2);
  });

  it("never shows an inactive product", async () => {
    const found = await page({ q: "Quillowort retired" });
    expect(found.items.map((p) => p.id)).not.toContain(made.inactive);
    const everything = await walk({ q: "quillowort" }, [1]);
    expect(everything.flat().map((p) => p.id)).not.toContain(made.inactive);
  });

  it("finds every product where each typed word starts a word of the name or description, any case", async () => {
    const all = await plainList();
    for (const text of ["QUILLOW", "ledger", "tax", "month-end", "Work", "grimble work"]) {
      const expected = all.filter((p) => startsWords(p, text)).map((p) => p.id);
      const found = (await walk({ q: text }, [100])).flat().map((p) => p.id);
      expect(expected.length, text).toBeGreaterThan(0);
      expect(found, text).toEqual(expect.arrayContaining(expected));
    }
  });

  it("finds hyphenated words as written, whole or half-typed (K-1, e-file)", async () => {
    const all = await plainList();
    for (const [text, written] of [
      ["k-1", /\bK-1\b/i],
      ["e-fil", /\be-file/i],
    ] as const) {
      const mentioning = all.filter((p) => written.test(`${p.name} ${p.description}`));
      expect(mentioning.length, text).toBeGreaterThan(0);
      const found = (await walk({ q: text }, [100])).flat().map((p) => p.id);
      expect(found, text).toEqual(expect.arrayContaining(mentioning.map((p) => p.id)));
    }
  });

  it("finds a fragment from inside a word, any case (spec: matches name or description)", async () => {
    const inside = await page({ q: "iLLowort" });
    expect(inside.items.map((p) => p.id)).toEqual([made.named, made.describedOnly]);
    const all = await plainList();
    for (const text of ["point", "books", "xplanation", "ledger"]) {
      const expected = all
        .filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(text))
        .map((p) => p.id);
      expect(expected.length, text).toBeGreaterThan(0);
      const found = (await walk({ q: text }, [100])).flat().map((p) => p.id);
      // Every product holding the text; english forms of it too ("books" also finds "book").
      expect(found, text).toEqual(expect.arrayContaining(expected));
    }
    const ledgerpoint = all.filter((p) => p.name.startsWith("Ledgerpoint")).map((p) => p.id);
    expect(ledgerpoint.length).toBeGreaterThan(0);
    const point = (await walk({ q: "point" }, [100])).flat().map((p) => p.id);
    expect(point).toEqual(expect.arrayContaining(ledgerpoint));
  });

  it("ranks whole words before beginnings of words before fragments inside words", async () => {
    // Added worst first, so id order alone would give the opposite order.
    const [inside, start, whole] = await t.database.db
      .insert(products)
      .values(
        ["Presnorkmint Pack", "Snorkmintery Pack", "Snorkmint Pack"].map((name) => ({
          ...base,
          name,
          description: "Made for the ranking test.",
          category: "templates" as const,
        })),
      )
      .returning({ id: products.id });
    await t.app.changes.sync();
    try {
      const ranked = (await page({ q: "snorkmint" })).items.map((p) => p.id);
      expect(ranked).toEqual([whole!.id, start!.id, inside!.id]);
      const described = await page({ q: "ranking test snorkmint" });
      expect(described.total).toBe(3);
    } finally {
      await t.database.db
        .delete(products)
        .where(inArray(products.id, [whole!.id, start!.id, inside!.id]));
      await t.app.changes.sync();
    }
  });

  it("also finds other forms of a word (english stemming)", async () => {
    const found = await page({ q: "returns" });
    expect(found.items.map((p) => p.id)).toContain(made.returnPolicy);
  });

  it("answers text without a word, or full of tsquery syntax, as a page and never an error", async () => {
    for (const text of ["%", "_", "\\", "'", "&|!:*()<->", "''':*"]) {
      expect((await page({ q: text })).total, text).toBe(0);
    }
    for (const text of ["o'brien", "tax & | ! payroll", "tax:* (software)", "c:\\tax", "100%"]) {
      const res = await get(`/api/products?${new URLSearchParams({ q: text })}`);
      expect(res.statusCode, text).toBe(200);
    }
  });

  it("combines the search with the category", async () => {
    const all = await page({ q: "grimbleshaw", limit: "100" });
    expect(all.total).toBe(90);
    const saas = await page({ q: "grimbleshaw", category: "saas", limit: "100" });
    expect(saas.total).toBe(30);
    expect(saas.items.every((p) => p.category === "saas")).toBe(true);
    expect(saas.items.map((p) => p.id)).toEqual(
      all.items.filter((p) => p.category === "saas").map((p) => p.id),
    );
  });

  it("answers no matches as an empty page", async () => {
    const found = await page({ q: "zzqxv nothing like it" });
    expect(found).toEqual({ items: [], nextCursor: null, total: 0, totalIsExact: true });
  });

  it("is compressed when the client accepts it", async () => {
    const res = await get("/api/products?q=grimbleshaw&limit=50", { "accept-encoding": "br" });
    expect(res.headers["content-encoding"]).toBe("br");
    const body = productPageSchema.parse(
      JSON.parse(brotliDecompressSync(res.rawPayload).toString()),
    );
    expect(body.items).toHaveLength(50);
  });
});

describe("paging never skips or repeats a product", () => {
  const queries = fc.constantFrom<Record<string, string>>(
    {},
    { q: "grimbleshaw" },
    { q: "grimbleshaw pro" },
    { q: "workpaper", category: "templates" },
    { q: "tax" },
    { q: "software" },
    { category: "saas" },
  );

  it("for any sequence of page sizes, the pages join into the same list", async () => {
    await fc.assert(
      fc.asyncProperty(
        queries,
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }),
        async (query, sizes) => {
          const whole = (await walk(query, [100])).flat();
          expect((await page({ ...query, limit: "1" })).total).toBe(whole.length);
          const pages = await walk(query, sizes);
          const joined = pages.flat().map((p) => p.id);
          expect(new Set(joined).size).toBe(joined.length);
          expect(joined).toEqual(whole.map((p) => p.id));
          for (const [i, items] of pages.entries()) {
            if (i < pages.length - 1) expect(items.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 25, seed: 8 },
    );
  });

  it("keeps its place when a product of an earlier page is taken off sale meanwhile", async () => {
    const first = await page({ q: "grimbleshaw", limit: "10" });
    const gone = first.items[3]!.id;
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, gone));
    await t.app.changes.sync();
    try {
      const rest = (await walk({ q: "grimbleshaw" }, [100])).flat();
      const second = await page({ q: "grimbleshaw", limit: "100", cursor: first.nextCursor! });
      expect(second.items.map((p) => p.id)).toEqual(
        rest
          .map((p) => p.id)
          .filter((id) => !first.items.some((p) => p.id === id))
          .slice(0, 100),
      );
      expect(second.items).toHaveLength(80);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, gone));
      await t.app.changes.sync();
    }
  });
});

describe("GET /api/products refuses bad input with 400 JSON", () => {
  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=-5", "limit"],
    ["limit=1.5", "limit"],
    ["limit=abc", "limit"],
    ["limit=", "limit"],
    ["limit=1e2", "limit"],
    ["category=hardware", "category"],
    ["category=Software", "category"],
    ["category=", "category"],
    ["cursor=garbage", "cursor"],
    ["cursor=", "cursor"],
    [`cursor=${Buffer.from('{"id":-1}').toString("base64url")}`, "cursor"],
    [`cursor=${Buffer.from('{"id":1.5}').toString("base64url")}`, "cursor"],
    [`cursor=${Buffer.from('{"s":"x","id":1}').toString("base64url")}&q=tax`, "cursor"],
    [`q=${"x".repeat(201)}`, "q"],
    ["q=a%00b", "q"],
    ["q=a&q=b", "q"],
  ])("%s", async (query, field) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json().message).toContain(field);
  });

  it("refuses a cursor of one kind of listing used with the other", async () => {
    const ranked = await page({ q: "grimbleshaw", limit: "5" });
    const plain = await page({ limit: "5" });
    const withQ = await get(`/api/products?q=grimbleshaw&cursor=${plain.nextCursor}`);
    expect(withQ.statusCode).toBe(400);
    const withoutQ = await get(`/api/products?cursor=${ranked.nextCursor}`);
    expect(withoutQ.statusCode).toBe(400);
    expect(withoutQ.json().message).toContain("cursor");
  });

  it("documents the parameters and the page in the OpenAPI document", async () => {
    const doc = (await get("/api/openapi.json")).json();
    const operation = doc.paths["/api/products"].get;
    const names = operation.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(["q", "category", "limit", "cursor"]));
    expect(JSON.stringify(operation.responses["200"])).toContain("nextCursor");
  });
});

describe("search over a changed catalogue", () => {
  it("finds a product as soon as it is added and forgets it once it is deleted", async () => {
    const [added] = await t.database.db
      .insert(products)
      .values({
        ...base,
        name: "Vellichor Planner",
        description: "Plans.",
        category: "saas",
      })
      .returning({ id: products.id });
    await t.app.changes.sync(); // the search index hears of writes made straight to the database
    try {
      expect((await page({ q: "vellichor" })).items.map((p) => p.id)).toEqual([added!.id]);
      expect((await page({ q: "ellich" })).items.map((p) => p.id)).toEqual([added!.id]);
    } finally {
      await t.database.db.delete(products).where(inArray(products.id, [added!.id]));
      await t.app.changes.sync();
    }
    expect((await page({ q: "vellichor" })).total).toBe(0);
  });
});
