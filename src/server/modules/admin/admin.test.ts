import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { AdminProductInput } from "../../../shared/contracts/admin-products.js";
import { UNKNOWN_FACTS } from "../../../shared/contracts/product-facts.js";
import { cartSchema } from "../../../shared/contracts/cart.js";
import { orderListSchema, subscriptionListSchema } from "../../../shared/contracts/orders.js";
import {
  productDetailSchema,
  productListSchema,
  type ProductDetail as Product,
} from "../../../shared/contracts/products.js";
import { cartItems, orderItems, orders, products, subscriptions } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";

let t: TestApp;
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  admin = await signInAs(t.app, "admin_test_123");
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT";
function call(method: Method, url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const validBody = (): AdminProductInput => ({
  name: "Quarter-Close Workpapers",
  description: "Workpaper templates for a quarterly close, with tie-outs and review notes.",
  price: "149.00",
  category: "templates",
  type: "one-time",
  imageUrl: null,
  downloadUrl: null,
  stripePriceId: null,
  features: ["Tie-out schedules", "Reviewer sign-off"],
  isActive: true,
});

const productCount = async () => (await t.database.db.select({ n: count() }).from(products))[0]!.n;
const storedProduct = async (id: number) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const publicIds = async () =>
  productListSchema.parse((await call("GET", "/api/products")).json()).map((p) => p.id);

async function createProduct(body: AdminProductInput = validBody()): Promise<Product> {
  const res = await call("POST", "/api/admin/products", admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return productDetailSchema.parse(res.json());
}

const bodyOf = ({
  id: _id,
  priceUnit: _unit,
  firstYearCost: _cost,
  ...fields
}: Product): AdminProductInput => fields;

describe("who may use the admin routes", () => {
  const routes: [Method, string, () => unknown][] = [
    ["GET", "/api/admin/products", () => undefined],
    ["POST", "/api/admin/products", validBody],
    ["PUT", "/api/admin/products/1", () => ({ ...validBody(), name: "Renamed by someone" })],
  ];

  it("answers 401 to visitors and 403 to customers, and changes nothing", async () => {
    const before = await productCount();
    const first = await storedProduct(1);
    for (const [method, url, body] of routes) {
      const visitor = await call(method, url, undefined, body());
      expect(visitor.statusCode, `visitor ${method} ${url}`).toBe(401);
      expect(visitor.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
      const signedIn = await call(method, url, customer, body());
      expect(signedIn.statusCode, `customer ${method} ${url}`).toBe(403);
      expect(signedIn.json()).toEqual({
        message: "You need admin privileges to do this.",
        code: "admin_required",
      });
    }
    expect(await productCount()).toBe(before);
    expect(await storedProduct(1)).toEqual(first);
  });

  it("refuses visitors and customers before looking at the body", async () => {
    const bad = { name: "", unknownField: true };
    expect((await call("POST", "/api/admin/products", undefined, bad)).statusCode).toBe(401);
    expect((await call("POST", "/api/admin/products", customer, bad)).statusCode).toBe(403);
    expect((await call("PUT", "/api/admin/products/abc", customer, bad)).statusCode).toBe(403);
  });

  it("lets the admin through every route", async () => {
    const original = bodyOf((await call("GET", "/api/products/1")).json());
    const statuses: number[] = [];
    for (const [method, url, body] of routes) {
      statuses.push((await call(method, url, admin, body())).statusCode);
    }
    expect(statuses).toEqual([200, 201, 200]);
    await call("PUT", "/api/admin/products/1", admin, original);
  });

  it("never lets a shared cache keep an admin answer", async () => {
    const res = await call("GET", "/api/admin/products", admin);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });
});

describe("GET /api/admin/products", () => {
  it("lists every product in id order, the inactive ones too", async () => {
    const hidden = await createProduct({ ...validBody(), name: "Hidden Ledger", isActive: false });
    const res = await call("GET", "/api/admin/products", admin);
    const list = productListSchema.parse(res.json());
    expect(list).toHaveLength(await productCount());
    expect(list.map((p) => p.id)).toEqual([...list.map((p) => p.id)].sort((a, b) => a - b));
    expect(list.find((p) => p.id === hidden.id)).toMatchObject({
      name: "Hidden Ledger",
      isActive: false,
    });
    expect(await publicIds()).not.toContain(hidden.id);
  });
});

describe("POST /api/admin/products", () => {
  it("stores the product and answers it with its new id", async () => {
    const created = await createProduct();
    expect(created).toEqual({
      id: created.id,
      ...validBody(),
      facts: UNKNOWN_FACTS,
      offer: { unit: "per_firm", term: "perpetual" },
      priceUnit: "one-time",
      firstYearCost: "149.00",
    });
    const row = await storedProduct(created.id);
    expect(row).toMatchObject({ name: validBody().name, price: "149.00", slug: null });
    expect(await publicIds()).toContain(created.id);
  });

  it("fills left-out optional fields with their defaults", async () => {
    const created = await createProduct({
      name: "Minimal",
      description: "Only what is required.",
      price: 10,
      category: "software",
      type: "subscription",
    });
    expect(created).toMatchObject({
      price: "10.00",
      imageUrl: null,
      downloadUrl: null,
      stripePriceId: null,
      features: null,
      isActive: true,
    });
  });
});

/** For each rule: bodies that break it (400 naming the field) and bodies that keep it. */
const longText = (n: number) => "x".repeat(n);
const rules: {
  field: keyof AdminProductInput;
  bad: unknown[];
  good: [unknown, unknown][];
}[] = [
  {
    field: "name",
    bad: ["", "   ", longText(201), 42, null, undefined],
    good: [
      ["N", "N"],
      [longText(200), longText(200)],
      ["  Trimmed Name  ", "Trimmed Name"],
    ],
  },
  {
    field: "description",
    bad: ["", " \n ", longText(5001), ["text"], undefined],
    good: [
      [longText(5000), longText(5000)],
      ["D", "D"],
    ],
  },
  {
    field: "price",
    bad: ["-1", -0.01, "1.999", 1.999, 0.1 + 0.2, "abc", "", "1e3", "100000000", null, undefined],
    good: [
      ["0", "0.00"],
      [0, "0.00"],
      ["49.99", "49.99"],
      [49.99, "49.99"],
      ["49.9", "49.90"],
      [" 12 ", "12.00"],
      ["99999999.99", "99999999.99"],
    ],
  },
  {
    field: "category",
    bad: ["hardware", "Software", null, undefined],
    good: [
      ["software", "software"],
      ["templates", "templates"],
      ["saas", "saas"],
    ],
  },
  {
    field: "type",
    bad: ["monthly", "", null],
    good: [
      ["one-time", "one-time"],
      ["subscription", "subscription"],
    ],
  },
  {
    field: "imageUrl",
    bad: [
      "javascript:alert(1)",
      "//evil.example/x.png",
      "ftp://files.example/x.png",
      "images/x.png",
      "https://exa mple.com/x.png",
      "",
      longText(2049),
      7,
    ],
    good: [
      ["https://cdn.example.com/a.png", "https://cdn.example.com/a.png"],
      ["http://localhost:5000/images/a.png", "http://localhost:5000/images/a.png"],
      ["/images/products/tax.svg", "/images/products/tax.svg"],
      [null, null],
    ],
  },
  {
    field: "downloadUrl",
    bad: ["data:text/plain,hi", "\\\\server\\share", "downloads/x.md", ""],
    good: [
      ["/downloads/engagement-letter-pack.md", "/downloads/engagement-letter-pack.md"],
      ["https://files.example.com/pack.zip", "https://files.example.com/pack.zip"],
      [null, null],
    ],
  },
  {
    field: "stripePriceId",
    bad: ["prod_123", "price_", "price_ab-c", "PRICE_123", "", 123],
    good: [
      ["price_1AbC23dEf", "price_1AbC23dEf"],
      [null, null],
    ],
  },
  {
    field: "features",
    bad: [
      '["a","b"]',
      [""],
      ["  "],
      [1],
      [longText(201)],
      Array.from({ length: 31 }, (_, i) => `Feature ${i}`),
      { a: "b" },
    ],
    good: [
      [
        ["One", "Two"],
        ["One", "Two"],
      ],
      [[" Padded "], ["Padded"]],
      [[longText(200)], [longText(200)]],
      [
        Array.from({ length: 30 }, (_, i) => `Feature ${i}`),
        Array.from({ length: 30 }, (_, i) => `Feature ${i}`),
      ],
      [null, null],
    ],
  },
  {
    field: "isActive",
    bad: ["yes", 1, null],
    good: [
      [true, true],
      [false, false],
    ],
  },
];

describe("validation: one schema for create and update", () => {
  let target: Product;
  beforeAll(async () => {
    target = await createProduct({ ...validBody(), name: "Validation Target" });
  });

  for (const { field, bad, good } of rules) {
    it(`${field}: refuses a bad value with 400 naming the field and stores nothing`, async () => {
      const before = await productCount();
      const stored = await storedProduct(target.id);
      for (const value of bad) {
        const body = { ...validBody(), [field]: value };
        for (const [method, url] of [
          ["POST", "/api/admin/products"],
          ["PUT", `/api/admin/products/${target.id}`],
        ] as const) {
          const res = await call(method, url, admin, body);
          const label = `${method} ${field}=${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.statusCode, label).toBe(400);
          expect(res.json().message, label).toContain(`body.${field}`);
        }
      }
      expect(await productCount()).toBe(before);
      expect(await storedProduct(target.id)).toEqual(stored);
    });

    it(`${field}: accepts a good value and stores it`, async () => {
      for (const [value, expected] of good) {
        const created = await createProduct({
          ...validBody(),
          [field]: value,
        } as AdminProductInput);
        expect(created[field], `POST ${field}=${JSON.stringify(value)}`).toEqual(expected);
        const res = await call("PUT", `/api/admin/products/${target.id}`, admin, {
          ...validBody(),
          [field]: value,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()[field], `PUT ${field}=${JSON.stringify(value)}`).toEqual(expected);
        const listed = (await call("GET", "/api/admin/products", admin)).json() as Product[];
        expect(listed.find((p) => p.id === target.id)![field]).toEqual(expected);
      }
    });
  }

  it("refuses unknown fields, naming them, instead of storing or dropping them", async () => {
    const before = await productCount();
    for (const extra of [{ slug: "sneaky" }, { id: 1 }, { createdAt: "2020-01-01" }]) {
      for (const [method, url] of [
        ["POST", "/api/admin/products"],
        ["PUT", `/api/admin/products/${target.id}`],
      ] as const) {
        const res = await call(method, url, admin, { ...validBody(), ...extra });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(Object.keys(extra)[0]);
      }
    }
    expect(await productCount()).toBe(before);
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const payload of [[validBody()], "name=x", 42]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/products",
        headers: { cookie: admin, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/admin/products",
      headers: { cookie: admin, "content-type": "application/json" },
      payload: "{name:",
    });
    expect(notJson.statusCode).toBe(400);
  });
});

describe("PUT /api/admin/products/:id", () => {
  it("replaces the product: left-out optional fields go back to their defaults", async () => {
    const product = await createProduct({
      ...validBody(),
      imageUrl: "/images/products/tax.svg",
      stripePriceId: "price_123",
    });
    const res = await call("PUT", `/api/admin/products/${product.id}`, admin, {
      name: "Replaced",
      description: "New text",
      price: "1.50",
      category: "saas",
      type: "subscription",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: product.id,
      name: "Replaced",
      description: "New text",
      price: "1.50",
      category: "saas",
      type: "subscription",
      imageUrl: null,
      downloadUrl: null,
      stripePriceId: null,
      features: null,
      isActive: true,
      facts: UNKNOWN_FACTS,
      offer: { unit: "per_firm", term: "monthly" },
      priceUnit: "/ month",
      firstYearCost: "18.00",
    });
  });

  it("stores an offer, keeps it when a PUT leaves it out, and refuses one that contradicts the type", async () => {
    const product = await createProduct({
      ...validBody(),
      price: "119.00",
      offer: { unit: "per_user", term: "annual" },
    });
    expect(product.offer).toEqual({ unit: "per_user", term: "annual" });
    expect(product.priceUnit).toBe("/ user / year");
    const url = `/api/admin/products/${product.id}`;
    const kept = await call("PUT", url, admin, { ...validBody(), name: "Offer untouched" });
    expect(kept.json().offer).toEqual({ unit: "per_user", term: "annual" });
    // A changed type takes its own term; the unit stays.
    const retyped = await call("PUT", url, admin, { ...validBody(), type: "subscription" });
    expect(retyped.json().offer).toEqual({ unit: "per_user", term: "monthly" });
    for (const [offer, hint] of [
      [{ unit: "per_user", term: "monthly" }, "must be monthly"],
      [{ unit: "per_seat", term: "annual" }, "per_client"],
      [{ unit: "per_user" }, "term"],
    ] as const) {
      const type = hint === "must be monthly" ? "subscription" : "one-time";
      const body = {
        ...validBody(),
        type,
        offer: hint === "must be monthly" ? { ...offer, term: "annual" } : offer,
      };
      const res = await call("PUT", url, admin, body);
      expect(res.statusCode, JSON.stringify(offer)).toBe(400);
      expect(res.json().message, JSON.stringify(offer)).toContain(hint);
    }
    expect((await call("GET", `/api/products/${product.id}`)).json().offer).toEqual({
      unit: "per_user",
      term: "monthly",
    });
  });

  it("keeps the stored fact sheet when a PUT leaves facts out (a spec-only client cannot erase it)", async () => {
    const facts = { ...UNKNOWN_FACTS, vendor: "Quillmark", trialDays: 7 };
    const product = await createProduct({ ...validBody(), facts });
    expect(product.facts).toEqual(facts);
    const res = await call("PUT", `/api/admin/products/${product.id}`, admin, {
      ...validBody(),
      name: "Renamed, facts untouched",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().facts).toEqual(facts);
  });

  it("refuses a bad fact sheet with a 400 naming the fact and what is allowed, and stores a good one", async () => {
    const product = await createProduct();
    const url = `/api/admin/products/${product.id}`;
    for (const [facts, field, hint] of [
      [{ ...UNKNOWN_FACTS, trialDays: -1 }, "body.facts.trialDays", "0 (no trial) or more"],
      [{ ...UNKNOWN_FACTS, forms: ["1040X"] }, "body.facts.forms", "1120-S"],
      [{ ...UNKNOWN_FACTS, deployment: ["linux"] }, "body.facts.deployment", "self_hosted"],
      [
        { ...UNKNOWN_FACTS, security: { ...UNKNOWN_FACTS.security, mfa: "maybe" } },
        "body.facts.security.mfa",
        "not_applicable",
      ],
      [{ ...UNKNOWN_FACTS, colour: "blue" }, "body.facts", "colour"],
      [
        { ...UNKNOWN_FACTS, limits: { ...UNKNOWN_FACTS.limits, users: 0 } },
        "body.facts.limits.users",
        "unlimited",
      ],
    ] as const) {
      const res = await call("PUT", url, admin, { ...validBody(), facts });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toContain(field);
      expect(res.json().message, field).toContain(hint);
    }
    const good = { ...UNKNOWN_FACTS, vendor: "Quillmark", forms: ["1040", "1041"], trialDays: 0 };
    const saved = await call("PUT", url, admin, { ...validBody(), facts: good });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().facts).toEqual(good);
    expect((await call("GET", `/api/products/${product.id}`)).json().facts).toEqual(good);
  });

  it("documents the fact sheet and the new product routes in the OpenAPI document", async () => {
    const doc = (await call("GET", "/api/openapi.json")).json();
    const text = JSON.stringify(doc);
    for (const path of ["/api/products/facets", "/api/products/compare", "/api/products/{id}"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    for (const fact of [
      "per_client",
      "annual",
      "trialDays",
      "delivery",
      "notIncluded",
      "firmSizes",
    ]) {
      expect(text, fact).toContain(fact);
    }
    const body = JSON.stringify(doc.paths["/api/admin/products/{id}"].put.requestBody);
    expect(body).toMatch(/facts|ProductFacts/);
  });

  it("answers 404 for an unknown id and 400 for a malformed one, changing nothing", async () => {
    const before = await productCount();
    const unknown = await call("PUT", "/api/admin/products/999999", admin, validBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Product not found", code: "product_not_found" });
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const res = await call("PUT", `/api/admin/products/${bad}`, admin, validBody());
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain("id");
    }
    expect(await productCount()).toBe(before);
  });

  it("takes every seeded product back unchanged, as the edit dialog sends it", async () => {
    const all = productDetailSchema
      .array()
      .parse((await call("GET", "/api/admin/products", admin)).json());
    for (const product of all) {
      const res = await call("PUT", `/api/admin/products/${product.id}`, admin, bodyOf(product));
      expect(res.statusCode, `${product.id} ${res.body}`).toBe(200);
      expect(res.json()).toEqual(product);
    }
  });
});

describe("the public catalogue follows every admin save at once", () => {
  it("changes the list's and the product's ETag and body after an update", async () => {
    const product = await createProduct({ ...validBody(), name: "Cache Probe" });
    const listBefore = await call("GET", "/api/products");
    const oneBefore = await call("GET", `/api/products/${product.id}`);
    expect(oneBefore.json().price).toBe("149.00");

    await call("PUT", `/api/admin/products/${product.id}`, admin, {
      ...bodyOf(product),
      price: "155.25",
    });

    const listAfter = await call("GET", "/api/products");
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
    const stale = await call("GET", "/api/products", undefined);
    expect(stale.json().find((p: Product) => p.id === product.id).price).toBe("155.25");
    const oneAfter = await call("GET", `/api/products/${product.id}`);
    expect(oneAfter.headers.etag).not.toBe(oneBefore.headers.etag);
    expect(oneAfter.json().price).toBe("155.25");
    const revalidated = await t.app.inject({
      method: "GET",
      url: "/api/products",
      headers: { "if-none-match": String(listBefore.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it("shows a new product in the list at once", async () => {
    const before = await call("GET", "/api/products");
    const product = await createProduct({ ...validBody(), name: "Fresh Arrival" });
    const after = await call("GET", "/api/products");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().map((p: Product) => p.id)).toContain(product.id);
  });
});

describe("deactivating a product", () => {
  it("takes it out of the store, carts and new checkouts, keeps it in past orders and subscriptions, and can undo", async () => {
    const db = t.database.db;
    const product = await createProduct({
      ...validBody(),
      name: "Retiring Suite",
      type: "subscription",
      price: "30.00",
      downloadUrl: "/downloads/engagement-letter-pack.md",
    });
    const other = await createProduct({ ...validBody(), name: "Staying Put" });
    await db.delete(cartItems).where(eq(cartItems.userId, "customer_test_456"));
    for (const id of [product.id, other.id]) {
      expect(
        (await call("POST", "/api/cart", customer, { productId: id, quantity: 1 })).statusCode,
      ).toBeLessThan(300);
    }
    const [order] = await db
      .insert(orders)
      .values({ userId: "customer_test_456", subtotal: "30.00", tax: "2.40", totalAmount: "32.40" })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      productId: product.id,
      name: product.name,
      unitPrice: "30.00",
      quantity: 1,
      type: "subscription",
      downloadUrl: "/downloads/engagement-letter-pack.md",
    });
    await db.insert(subscriptions).values({
      userId: "customer_test_456",
      productId: product.id,
      orderId: order!.id,
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    });

    const off = await call("PUT", `/api/admin/products/${product.id}`, admin, {
      ...bodyOf(product),
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);

    expect(await publicIds()).not.toContain(product.id);
    expect((await call("GET", `/api/products/${product.id}`)).statusCode).toBe(404);
    const cart = cartSchema.parse((await call("GET", "/api/cart", customer)).json());
    expect(cart.map((item) => item.product.id)).toEqual([other.id]);
    // A new checkout prices only what is still on sale: 149.00 + 8% tax, not 179.00 + tax.
    const withRetired = await call("POST", "/api/create-payment-intent", customer, {
      amount: 193.32,
    });
    expect(withRetired.statusCode).toBe(409);
    const onSaleOnly = await call("POST", "/api/create-payment-intent", customer, {
      amount: 160.92,
    });
    expect(onSaleOnly.statusCode, onSaleOnly.body).toBe(200);
    expect(onSaleOnly.json().clientSecret).toEqual(expect.any(String));
    const readd = await call("POST", "/api/cart", customer, { productId: product.id, quantity: 1 });
    expect(readd.statusCode).toBeGreaterThanOrEqual(400);
    expect(readd.statusCode).toBeLessThan(500);

    const pastOrders = orderListSchema.parse((await call("GET", "/api/orders", customer)).json());
    expect(pastOrders.find((o) => o.id === order!.id)?.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        name: "Retiring Suite",
        unitPrice: "30.00",
      }),
    ]);
    const subs = subscriptionListSchema.parse(
      (await call("GET", "/api/subscriptions", customer)).json(),
    );
    expect(subs.find((s) => s.product.id === product.id)).toMatchObject({
      status: "active",
      product: { name: "Retiring Suite", isActive: false },
    });

    const on = await call("PUT", `/api/admin/products/${product.id}`, admin, bodyOf(product));
    expect(on.json().isActive).toBe(true);
    expect(await publicIds()).toContain(product.id);
    const cartAgain = cartSchema.parse((await call("GET", "/api/cart", customer)).json());
    expect(cartAgain.map((item) => item.product.id).sort()).toEqual([product.id, other.id].sort());
  });
});
