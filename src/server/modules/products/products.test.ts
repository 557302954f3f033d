import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  productDetailSchema,
  productListSchema,
  productSchema,
} from "../../../shared/contracts/products.js";
import { products } from "../../db/schema.js";
import { RELATED_COUNT, rankRelated, relatedScore } from "../../../shared/related-products.js";
import { listActiveProducts } from "./products-repository.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function setActive(id: number, isActive: boolean) {
  await t.database.db.update(products).set({ isActive }).where(eq(products.id, id));
  await t.app.changes.sync();
}

describe("GET /api/products", () => {
  it("lists the active products in id order, shaped as the contract says", async () => {
    const res = await get("/api/products");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    const list = productListSchema.parse(res.json());
    expect(list.length).toBeGreaterThanOrEqual(48);
    expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((a, b) => a - b));
    expect(list.every((p) => p.isActive)).toBe(true);
    expect(list[0]!.price).toMatch(/^\d+\.\d{2}$/);
    // The spec's plain list: exactly the spec's product fields, no fact sheets.
    for (const product of res.json()) {
      expect(Object.keys(product).sort()).toEqual(Object.keys(productSchema.shape).sort());
    }
  });

  it("answers the same bytes and ETag every time until the catalogue changes", async () => {
    const first = await get("/api/products");
    const second = await get("/api/products");
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
  });

  it("answers 304 with no body to a matching If-None-Match", async () => {
    const { headers } = await get("/api/products");
    const etag = String(headers.etag);
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const res = await get("/api/products", { "if-none-match": ifNoneMatch });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe("");
      expect(res.headers.etag).toBe(etag);
    }
    const stale = await get("/api/products", { "if-none-match": 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
  });

  it("drops a deactivated product and changes the ETag once the catalogue is invalidated", async () => {
    const before = await get("/api/products");
    const victim = before.json()[1].id as number;
    await setActive(victim, false);
    try {
      const after = await get("/api/products");
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.json().map((p: { id: number }) => p.id)).not.toContain(victim);
      const revalidated = await get("/api/products", { "if-none-match": before.headers.etag! });
      expect(revalidated.statusCode).toBe(200);
    } finally {
      await setActive(victim, true);
    }
  });
});

describe("GET /api/products/:id", () => {
  it("returns one active product with its own ETag and honours If-None-Match", async () => {
    const [first] = (await get("/api/products")).json();
    const res = await get(`/api/products/${first.id}`);
    expect(res.statusCode).toBe(200);
    const detail = productDetailSchema.parse(res.json());
    expect(detail).toMatchObject(first);
    expect(detail.facts.vendor).toBe("Ledgerpoint");
    expect(detail.facts.forms).toEqual(["1040", "1065", "1120", "1120-S", "1041"]);
    expect(detail.priceUnit).toBe("/ year");
    expect(detail.offer).toEqual({ unit: "per_firm", term: "annual" });
    expect(detail.firstYearCost).toBe(first.price);
    const again = await get(`/api/products/${first.id}`, { "if-none-match": res.headers.etag! });
    expect(again.statusCode).toBe(304);
  });

  it("answers 404 JSON for an unknown or inactive product", async () => {
    const unknown = await get("/api/products/999999");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Product not found", code: "product_not_found" });

    const [, second] = (await get("/api/products")).json();
    await setActive(second.id, false);
    try {
      const inactive = await get(`/api/products/${second.id}`);
      expect(inactive.statusCode).toBe(404);
      expect(inactive.json().message).toBe("Product not found");
    } finally {
      await setActive(second.id, true);
    }
  });

  it("answers a held product whole at the request edge, as the route answers it (decision 0255)", async () => {
    const [first] = (await get("/api/products")).json();
    const url = `/api/products/${first.id}`;
    // Read by the route first, which holds it and makes its codings.
    for (const coding of ["br", "gzip"]) await get(url, { "accept-encoding": coding });
    const sameAnswer = (res: Awaited<ReturnType<typeof get>>) => {
      const { date: _date, connection: _connection, ...headers } = res.headers;
      return { status: res.statusCode, headers, body: res.rawPayload };
    };
    for (const accept of [
      undefined,
      "br",
      "gzip, deflate",
      "gzip, deflate, br, zstd",
      "identity",
    ]) {
      const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
      const before = t.app.keptAnswers.answered;
      const kept = await get(url, headers);
      expect(t.app.keptAnswers.answered, accept).toBe(before + 1);
      // With a query string the route answers: the same status, headers and bytes.
      const routed = await get(`${url}?parity=1`, headers);
      expect(t.app.keptAnswers.answered, accept).toBe(before + 1);
      expect(sameAnswer(kept), accept).toEqual(sameAnswer(routed));
      expect(kept.headers["x-frame-options"], accept).toBe("SAMEORIGIN");
    }
    // The request edge still comes first: a name this server does not answer for is refused.
    expect((await get(url, { host: "rebound.example" })).statusCode).toBe(421);
  });

  it("answers 400 naming the id for a malformed id", async () => {
    for (const bad of ["abc", "0", "-1", "1.5", "1e3", "0x10", "99999999999", "2147483648"]) {
      const res = await get(`/api/products/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain("id");
    }
  });
});

describe("compression", () => {
  it("sends the list compressed once per catalogue, in the encoding the client prefers", async () => {
    const plain = await get("/api/products");
    const br = await get("/api/products", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get("/api/products", { "accept-encoding": "gzip, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);

    const identity = await get("/api/products", { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });
});

describe("GET /api/products/:id/related", () => {
  it("lists up to four other active products, those sharing the most facts first", async () => {
    const [first] = (await get("/api/products")).json();
    const product = productDetailSchema.parse((await get(`/api/products/${first.id}`)).json());
    const res = await get(`/api/products/${first.id}/related`);
    expect(res.statusCode).toBe(200);
    const related = productListSchema.parse(res.json());
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(RELATED_COUNT);
    expect(related.map((p) => p.id)).not.toContain(first.id);
    const details = await Promise.all(
      related.map(async (p) =>
        productDetailSchema.parse((await get(`/api/products/${p.id}`)).json()),
      ),
    );
    const scores = details.map((detail) => relatedScore(product, detail));
    expect(scores.every((score) => score > 0)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    // A product taken off sale is no longer suggested.
    const gone = related[0]!.id;
    await setActive(gone, false);
    try {
      const after = productListSchema.parse(
        (await get(`/api/products/${first.id}/related`)).json(),
      );
      expect(after.map((p) => p.id)).not.toContain(gone);
    } finally {
      await setActive(gone, true);
    }
  });

  it("ranks every product's related products as the shared rankRelated does", async () => {
    const catalogue = await listActiveProducts(t.database.db);
    expect(catalogue.length).toBeGreaterThanOrEqual(48);
    for (const product of catalogue) {
      const res = await get(`/api/products/${product.id}/related`);
      expect(res.statusCode).toBe(200);
      expect(
        productListSchema.parse(res.json()).map((p) => p.id),
        product.name,
      ).toEqual(rankRelated(product, catalogue).map((p) => p.id));
    }
  });

  it("answers 404 for a product that is not on sale", async () => {
    const res = await get("/api/products/999999/related");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Product not found", code: "product_not_found" });
  });
});
