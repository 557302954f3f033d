import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { cartItemSchema, cartSchema } from "../../../shared/contracts/cart.js";
import type { Product } from "../../../shared/contracts/products.js";
import { cartItems, products } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";

let t: TestApp;
let customer: string;
let admin: string;
let catalogue: Product[];
/** A product priced per user (any quantity up to 500) and one priced per firm (one licence). */
let perUser: Product;
let perFirm: Product;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  admin = await signInAs(t.app, "admin_test_123");
  catalogue = (await t.app.inject({ method: "GET", url: "/api/products" })).json();
  perUser = catalogue.find((p) => p.offer.unit === "per_user")!;
  perFirm = catalogue.find((p) => p.offer.unit === "per_firm")!;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(cartItems).where(eq(cartItems.userId, "customer_test_456"));
  await t.database.db.delete(cartItems).where(eq(cartItems.userId, "admin_test_123"));
  await t.app.changes.sync(); // the app's cart cache hears of writes made straight to the database
});

function call(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  cookie?: string,
  payload?: object,
) {
  return t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}
const add = (productId: unknown, cookie = customer, quantity: unknown = 1) =>
  call("POST", "/api/cart", cookie, { productId, quantity });
const cartOf = async (cookie = customer) =>
  cartSchema.parse((await call("GET", "/api/cart", cookie)).json());

describe("visitors", () => {
  it("get 401 JSON on every cart call", async () => {
    for (const [method, url] of [
      ["GET", "/api/cart"],
      ["POST", "/api/cart"],
      ["PUT", "/api/cart/1"],
      ["DELETE", "/api/cart/1"],
    ] as const) {
      const res = await call(
        method,
        url,
        undefined,
        method === "PUT" ? { quantity: 2 } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
    }
  });
});

describe("GET /api/cart", () => {
  it("is empty at first, then lists items with their nested product in the order added", async () => {
    expect(await cartOf()).toEqual([]);
    await add(catalogue[3]!.id);
    await add(catalogue[0]!.id);
    const cart = await cartOf();
    expect(cart.map((item) => item.product)).toEqual([catalogue[3], catalogue[0]]);
    expect(cart.every((item) => item.quantity === 1)).toBe(true);
  });
});

describe("POST /api/cart", () => {
  it("creates a line with quantity 1 (201), then adds one to it (200)", async () => {
    const first = await add(perUser.id);
    expect(first.statusCode).toBe(201);
    const item = cartItemSchema.parse(first.json());
    expect(item).toMatchObject({ quantity: 1, product: { id: perUser.id, offer: perUser.offer } });
    const second = await add(perUser.id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: item.id, quantity: 2 });
  });

  it("adds several users of a per-user offer at once (the product page's picker)", async () => {
    const first = await add(perUser.id, customer, 5);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ quantity: 5 });
    expect((await add(perUser.id, customer, 7)).json()).toMatchObject({ quantity: 12 });
  });

  it("sells a per-firm licence once: a second add is a 409, more than 1 a 400", async () => {
    expect((await add(perFirm.id)).statusCode).toBe(201);
    const again = await add(perFirm.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "This product is already in your cart: one licence covers the whole firm.",
      code: "cart_licence_already_added",
    });
    await t.database.db.delete(cartItems).where(eq(cartItems.userId, "customer_test_456"));
    await t.app.changes.sync();
    const several = await add(perFirm.id, customer, 3);
    expect(several.statusCode).toBe(400);
    expect(several.json().code).toBe("cart_quantity_invalid");
    expect(several.json().message).toContain("whole firm");
    expect(await cartOf()).toEqual([]);
  });

  it("never loses an add: 50 concurrent adds of one product end at quantity 50", async () => {
    const productId = perUser.id;
    const responses = await Promise.all(Array.from({ length: 50 }, () => add(productId)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(49).fill(200),
      201,
    ]);
    const cart = await cartOf();
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(50);
  });

  it("refuses a quantity that is not a whole number from 1 to 500", async () => {
    for (const quantity of [0, 501, -1, 1.5, "1", null]) {
      const res = await add(perUser.id, customer, quantity);
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().message).toContain("quantity");
    }
    expect(await cartOf()).toEqual([]);
  });

  it("refuses a malformed productId naming the field", async () => {
    for (const productId of ["abc", 0, -3, 2.5, null, 3_000_000_000]) {
      const res = await add(productId);
      expect(res.statusCode, String(productId)).toBe(400);
      expect(res.json().message).toContain("productId");
    }
  });

  it("answers 404 for an unknown product and 409 for one no longer on sale", async () => {
    const unknown = await add(987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "Product not found", code: "product_not_found" });

    const retired = catalogue[7]!.id;
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, retired));
    await t.app.changes.sync();
    try {
      const res = await add(retired);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: "This product is no longer available.",
        code: "product_unavailable",
      });
      expect(await cartOf()).toEqual([]);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, retired));
      await t.app.changes.sync();
    }
  });

  it("stops at 500 users of one product with a 409 whose code tells it from the retired product's", async () => {
    const { id } = (await add(perUser.id)).json();
    await call("PUT", `/api/cart/${id}`, customer, { quantity: 498 });
    const res = await add(perUser.id, customer, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("cart_quantity_max");
    expect(res.json().message).toContain("500");
    expect((await cartOf())[0]!.quantity).toBe(498);
    expect((await add(perUser.id, customer, 2)).json()).toMatchObject({ quantity: 500 });
  });

  it("keeps each user's cart apart", async () => {
    await add(catalogue[0]!.id, customer);
    await add(catalogue[0]!.id, admin);
    expect(await cartOf(customer)).toHaveLength(1);
    expect((await cartOf(admin))[0]!.quantity).toBe(1);
  });
});

describe("PUT /api/cart/:id", () => {
  it("sets the quantity of a per-user line from 1 to 500", async () => {
    const { id } = (await add(perUser.id)).json();
    for (const quantity of [1, 7, 500]) {
      const res = await call("PUT", `/api/cart/${id}`, customer, { quantity });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, quantity, product: { id: perUser.id } });
    }
  });

  it("keeps a per-firm line at 1: a higher quantity is a 400 and changes nothing", async () => {
    const { id } = (await add(perFirm.id)).json();
    const res = await call("PUT", `/api/cart/${id}`, customer, { quantity: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("whole firm");
    expect((await cartOf())[0]!.quantity).toBe(1);
  });

  it("answers 400 for a quantity that is not an integer from 1 to 500", async () => {
    const { id } = (await add(perUser.id)).json();
    for (const quantity of [0, -1, 501, 2.5, "3", null]) {
      const res = await call("PUT", `/api/cart/${id}`, customer, { quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(res.json().message).toContain("quantity");
    }
    const missing = await call("PUT", `/api/cart/${id}`, customer, {});
    expect(missing.statusCode).toBe(400);
    expect((await cartOf())[0]!.quantity).toBe(1);
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    expect((await call("PUT", "/api/cart/abc", customer, { quantity: 2 })).statusCode).toBe(400);
    const res = await call("PUT", "/api/cart/424242", customer, { quantity: 2 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Cart item not found");
  });

  it("answers 404 for another user's item and leaves it untouched", async () => {
    const { id } = (await add(catalogue[0]!.id, admin)).json();
    const res = await call("PUT", `/api/cart/${id}`, customer, { quantity: 5 });
    expect(res.statusCode).toBe(404);
    expect((await cartOf(admin))[0]!.quantity).toBe(1);
  });
});

describe("DELETE /api/cart/:id", () => {
  it("removes the user's item (204) and a second delete is a 404", async () => {
    const { id } = (await add(catalogue[0]!.id)).json();
    await add(catalogue[1]!.id);
    const res = await call("DELETE", `/api/cart/${id}`, customer);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect((await cartOf()).map((item) => item.product.id)).toEqual([catalogue[1]!.id]);
    expect((await call("DELETE", `/api/cart/${id}`, customer)).statusCode).toBe(404);
  });

  it("answers 404 for another user's item and leaves it in their cart", async () => {
    const { id } = (await add(catalogue[0]!.id, admin)).json();
    const res = await call("DELETE", `/api/cart/${id}`, customer);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Cart item not found");
    expect(await cartOf(admin)).toHaveLength(1);
  });

  it("answers 400 for a malformed id", async () => {
    expect((await call("DELETE", "/api/cart/1;DROP", customer)).statusCode).toBe(400);
  });
});

describe("a product taken off sale", () => {
  it("drops out of the cart and comes back when it returns", async () => {
    const productId = catalogue[2]!.id;
    await add(productId);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, productId));
    await t.app.changes.sync();
    expect(await cartOf()).toEqual([]);
    await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, productId));
    await t.app.changes.sync();
    expect((await cartOf())[0]!.product.id).toBe(productId);
  });
});
