import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartItem } from "../../../shared/contracts/cart.js";
import type { ChangeFeed } from "../../db/change-feed.js";
import { addToCart, cartTotalDollars, pickProducts } from "../../test/shopping.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { CLOCK_SKEW_MS, createCartCache } from "./cart-cache.js";

/** A feed that is up but whose notifications have not arrived yet (a busy process, a slow link). */
const silentFeed: ChangeFeed = {
  on: () => {},
  live: true,
  sync: async () => {},
  close: async () => {},
};
const cartOf = (quantity: number) => [{ id: 1, quantity }] as unknown as CartItem[];

describe("a shopper's own change, made in another process", () => {
  it("is seen at once, even before its notification arrives", async () => {
    const cache = createCartCache(silentFeed);
    expect(await cache.read("u1", async () => cartOf(1))).toEqual(cartOf(1));
    // Another process adds one; this process has not heard about it yet.
    const changedAt = Date.now();
    expect(await cache.read("u1", async () => cartOf(2))).toEqual(cartOf(1)); // anyone else: the copy
    expect(await cache.read("u1", async () => cartOf(2), changedAt)).toEqual(cartOf(2));
  });

  it("a copy read well after the change serves that shopper again", async () => {
    const cache = createCartCache(silentFeed);
    const changedAt = Date.now() - CLOCK_SKEW_MS - 10;
    await cache.read("u2", async () => cartOf(3), changedAt);
    expect(await cache.read("u2", async () => cartOf(4), changedAt)).toEqual(cartOf(3));
  });
});

describe("the cart-changed cookie", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await signInAs(t.app, "customer_test_456");
  });
  afterAll(() => t.close());

  const changedCookie = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []].flat().find((c) => c.startsWith("ch_cart_changed="));

  it("is set by every cart change and by paying, HttpOnly on /api/, with the time of the change", async () => {
    const { download } = await pickProducts(t.database.db);
    const before = Date.now();
    const added = await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: { cookie },
      payload: { productId: download.id, quantity: 1 },
    });
    const set = changedCookie(added.headers["set-cookie"])!;
    expect(set).toMatch(/^ch_cart_changed=\d+; Max-Age=60; Path=\/api\/; HttpOnly; SameSite=Lax$/);
    expect(Number(/=(\d+)/.exec(set)![1])).toBeGreaterThanOrEqual(before);
    const id = added.json().id as number;
    const changes = [
      await t.app.inject({
        method: "PUT",
        url: `/api/cart/${id}`,
        headers: { cookie },
        payload: { quantity: 1 },
      }),
      await t.app.inject({ method: "DELETE", url: `/api/cart/${id}`, headers: { cookie } }),
    ];
    for (const res of changes) expect(changedCookie(res.headers["set-cookie"])).toBeDefined();

    await addToCart(t.app, cookie, download.id);
    const amount = await cartTotalDollars(t.app, cookie);
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie },
      payload: { amount },
    });
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: { cookie },
      payload: {
        clientSecret: intent.json().clientSecret,
        cardNumber: "4242424242424242",
        expiry: "12/39",
        cvc: "123",
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(changedCookie(paid.headers["set-cookie"])).toBeDefined();
  });
  it("is not set by a refused change, which changed nothing", async () => {
    const refused = [
      await t.app.inject({
        method: "POST",
        url: "/api/cart",
        headers: { cookie },
        payload: { productId: 2_000_000_000, quantity: 1 },
      }),
      await t.app.inject({
        method: "PUT",
        url: "/api/cart/2000000000",
        headers: { cookie },
        payload: { quantity: 2 },
      }),
      await t.app.inject({ method: "DELETE", url: "/api/cart/2000000000", headers: { cookie } }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(404);
      expect(changedCookie(res.headers["set-cookie"])).toBeUndefined();
    }
  });
});
