import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestApp, signInAs, testConfig, type TestApp } from "../../test/helpers.js";
import { PRODUCT_IMAGE_MAX_BYTES, sniffImage } from "./product-images.js";

/** The smallest real PNG: 1×1, transparent. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestApp;
let admin: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-images-"));
  t = await createTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
  admin = await signInAs(t.app, "admin_test_123");
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const upload = (body: Buffer, type: string, cookie = admin) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/product-images",
    headers: { "content-type": type, ...(cookie ? { cookie } : {}) },
    payload: body,
  });

describe("product image upload", () => {
  it("stores a PNG under the data folder, named by its content, and serves it safely", async () => {
    const res = await upload(PNG, "image/png");
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/product-images\/[0-9a-f]{64}\.png$/);
    expect(fs.existsSync(path.join(dataDir, "product-images", path.basename(url)))).toBe(true);
    // The same picture again is the same file.
    expect((await upload(PNG, "image/png")).json().url).toBe(url);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(served.rawPayload.equals(PNG)).toBe(true);

    // An uploaded image is a valid product image URL.
    const product = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: { cookie: admin },
      payload: {
        name: "Uploaded Image Product",
        description: "Has an uploaded picture.",
        price: "10.00",
        category: "templates",
        type: "one-time",
        features: [],
        imageUrl: url,
      },
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json().imageUrl).toBe(url);
  });

  it("decides the type by the bytes: HTML sent as image/png is refused, a JPEG sent as PNG is stored as JPEG", async () => {
    const html = await upload(Buffer.from("<html><script>alert(1)</script></html>"), "image/png");
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe("The image must be a PNG, JPEG, WebP or GIF file.");
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const res = await upload(jpeg, "image/png");
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ url: res.json().url })).headers["content-type"]).toBe(
      "image/jpeg",
    );
  });

  it("refuses an empty body, a type that is not an image, and a file over the limit", async () => {
    const empty = await upload(Buffer.alloc(0), "image/png");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty("message");
    const svg = await upload(Buffer.from("<svg/>"), "image/svg+xml");
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toHaveProperty("message");
    const big = Buffer.concat([PNG, Buffer.alloc(PRODUCT_IMAGE_MAX_BYTES)]);
    const tooBig = await upload(big, "image/png");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toHaveProperty("message");
    expect(
      fs.readdirSync(path.join(dataDir, "product-images")).filter((f) => f.endsWith(".partial")),
    ).toEqual([]);
  });

  it("is for admins only", async () => {
    const customer = await signInAs(t.app, "customer_test_456");
    expect((await upload(PNG, "image/png", customer)).statusCode).toBe(403);
    expect((await upload(PNG, "image/png", "")).statusCode).toBe(401);
  });

  it("serves nothing but stored images: unknown names and paths are 404", async () => {
    for (const url of [
      `/product-images/${"0".repeat(64)}.png`,
      "/product-images/..%2F..%2Fpackage.json",
      "/product-images/evil.html",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("sniffs the four formats", () => {
    expect(sniffImage(PNG)).toBe("png");
    expect(sniffImage(Buffer.from("GIF89a......"))).toBe("gif");
    expect(sniffImage(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImage(Buffer.from("%PDF-1.7"))).toBeUndefined();
  });
});
