import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders, subscriptions } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { expectErrorBody } from "../../test/error-body.js";
import { pickProducts } from "../../test/shopping.js";
import {
  addMember,
  buyFor,
  makeFirm,
  payCart,
  putInCart,
  signedInPerson,
} from "../../test/people.js";

/** Purchases belong to the firm they were made for (decision 0251). */
let t: TestApp;
let owner: string;
let purchaser: string;
let member: string;
let outsider: string;
let firmId: number;
let products: Awaited<ReturnType<typeof pickProducts>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await signedInPerson(db, "fp_owner", { firstName: "Dana", lastName: "Ortiz" });
  purchaser = await signedInPerson(db, "fp_purchaser", { firstName: "Pat" });
  member = await signedInPerson(db, "fp_member", { firstName: "Mo" });
  outsider = await signedInPerson(db, "fp_outsider", { firstName: "Olly" });
  firmId = await makeFirm(t.app, owner, "Purchase Test LLP");
  await addMember(t.app, db, firmId, owner, purchaser, "pat@fp.example", "purchaser");
  await addMember(t.app, db, firmId, owner, member, "mo@fp.example", "member");
  products = await pickProducts(db);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });

describe("buying for a firm", () => {
  it("offers the firms one buys for; a member or outsider cannot buy on the firm's card", async () => {
    const mine = await get("/api/cart/buyer", purchaser);
    expect(mine.json()).toEqual({
      firmId: null,
      choices: [{ firmId, name: "Purchase Test LLP" }],
    });
    expect((await get("/api/cart/buyer", member)).json().choices).toEqual([]);
    for (const [cookie, status, code] of [
      [member, 403, "firm_role_required"],
      [outsider, 404, "firm_not_found"],
    ] as const) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/cart/buyer",
        headers: { cookie },
        payload: { firmId },
      });
      expect(res.statusCode).toBe(status);
      expect(expectErrorBody(res, "buyer").code).toBe(code);
    }
  });

  it("an order for the firm is the firm's: invoiced to it, seen by owners and purchasers, not members", async () => {
    await buyFor(t.app, purchaser, firmId);
    await putInCart(t.app, purchaser, products.seats.id, 5);
    const orderId = await payCart(t.app, purchaser);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ firmId, userId: "fp_purchaser" });
    expect(row!.billing).toEqual({
      name: "Dana Ortiz",
      firm: "Purchase Test LLP",
      address: "1 Ledger Lane\nHartford, CT 06103",
      ein: "12-3456789",
    });
    for (const cookie of [owner, purchaser]) {
      const list = (await get("/api/orders", cookie)).json() as Array<{
        id: number;
        firm: unknown;
      }>;
      expect(list.find((o) => o.id === orderId)?.firm).toEqual({
        id: firmId,
        name: "Purchase Test LLP",
      });
      const receipt = await get(`/api/orders/${orderId}/receipt`, cookie);
      expect(receipt.statusCode).toBe(200);
      expect(receipt.body).toContain("Purchase Test LLP");
    }
    for (const cookie of [member, outsider]) {
      expect((await get("/api/orders", cookie)).json()).toEqual([]);
      expect((await get(`/api/orders/${orderId}`, cookie)).statusCode).toBe(404);
      expect((await get(`/api/orders/${orderId}/receipt`, cookie)).statusCode).toBe(404);
    }
  });

  it("only the buyer of a firm's order may ask for its refund; the owner sees the order without the offer", async () => {
    await buyFor(t.app, purchaser, firmId);
    await putInCart(t.app, purchaser, products.seats.id, 2);
    const orderId = await payCart(t.app, purchaser);
    type Listed = { id: number; refund: { windowEndsAt: string | null } };
    const seen = async (cookie: string) =>
      ((await get("/api/orders", cookie)).json() as Listed[]).find((o) => o.id === orderId)!;
    expect((await seen(purchaser)).refund.windowEndsAt).not.toBeNull();
    expect((await seen(owner)).refund.windowEndsAt).toBeNull();
    const ask = (cookie: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/orders/${orderId}/refund-request`,
        headers: { cookie },
        payload: { reason: "We bought one seat too many." },
      });
    expect(expectErrorBody(await ask(owner), "owner asks").code).toBe("order_not_found");
    expect((await ask(purchaser)).statusCode).toBe(201);
  });

  it("a purchaser demoted to member no longer sees the firm's orders, and cannot check out for it", async () => {
    await buyFor(t.app, purchaser, firmId);
    await putInCart(t.app, purchaser, products.download.id);
    await t.app.inject({
      method: "PATCH",
      url: `/api/firms/${firmId}/members/fp_purchaser`,
      headers: { cookie: owner },
      payload: { role: "member" },
    });
    expect((await get("/api/orders", purchaser)).json()).toEqual([]);
    const quote = await get("/api/checkout/quote", purchaser);
    expect(quote.statusCode).toBe(403);
    expect(expectErrorBody(quote, "demoted").code).toBe("firm_role_required");
    // The choice falls back to themselves.
    expect((await get("/api/cart/buyer", purchaser)).json().firmId).toBeNull();
    await t.app.inject({
      method: "PATCH",
      url: `/api/firms/${firmId}/members/fp_purchaser`,
      headers: { cookie: owner },
      payload: { role: "purchaser" },
    });
    await buyFor(t.app, purchaser, null);
    await t.app.inject({
      method: "DELETE",
      url: "/api/cart/buyer",
      headers: { cookie: purchaser },
    });
  });

  it("the firm and a person subscribe to the same product side by side, one live each", async () => {
    const db = t.database.db;
    await db.delete(subscriptions);
    await buyFor(t.app, owner, firmId);
    await putInCart(t.app, owner, products.subscription.id, 3);
    await payCart(t.app, owner);
    await buyFor(t.app, owner, null);
    await putInCart(t.app, owner, products.subscription.id);
    await payCart(t.app, owner);
    const rows = await db.select().from(subscriptions);
    expect(rows.map((s) => [s.firmId, s.quantity]).sort()).toEqual([
      [null, 1],
      [firmId, 3],
    ]);
    // The firm already has it: a second firm purchase is refused, the person's own is separate.
    await buyFor(t.app, purchaser, firmId);
    await putInCart(t.app, purchaser, products.subscription.id);
    const again = await get("/api/checkout/quote", purchaser);
    expect(again.statusCode).toBe(409);
    expect(expectErrorBody(again, "firm subscribed").code).toBe("already_subscribed");
    // The firm's subscription is managed by its purchasers too, never by a member.
    const firmSub = rows.find((s) => s.firmId === firmId)!;
    const byMember = await t.app.inject({
      method: "POST",
      url: `/api/subscriptions/${firmSub.id}/cancel`,
      headers: { cookie: member },
      payload: {},
    });
    expect(byMember.statusCode).toBe(404);
    const byPurchaser = await t.app.inject({
      method: "POST",
      url: `/api/subscriptions/${firmSub.id}/cancel`,
      headers: { cookie: purchaser },
      payload: {},
    });
    expect(byPurchaser.statusCode, byPurchaser.body).toBe(200);
    expect(byPurchaser.json()).toMatchObject({ cancelAtPeriodEnd: true, firm: { id: firmId } });
  });

  it("changing who buys after checkout opened makes the payment's cart a changed cart", async () => {
    await buyFor(t.app, purchaser, null);
    const cart = (await get("/api/cart", purchaser)).json() as Array<{ id: number }>;
    for (const line of cart)
      await t.app.inject({
        method: "DELETE",
        url: `/api/cart/${line.id}`,
        headers: { cookie: purchaser },
      });
    await putInCart(t.app, purchaser, products.download.id);
    const quote = await get("/api/checkout/quote", purchaser);
    const intent = await t.app.inject({
      method: "POST",
      url: "/api/create-payment-intent",
      headers: { cookie: purchaser },
      payload: { amount: Number(quote.json().dueToday.total) },
    });
    await buyFor(t.app, purchaser, firmId);
    const paid = await t.app.inject({
      method: "POST",
      url: "/api/payments/test/confirm",
      headers: { cookie: purchaser },
      payload: {
        clientSecret: intent.json().clientSecret,
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/39",
        cvc: "123",
      },
    });
    expect(paid.statusCode).toBe(409);
    expect(expectErrorBody(paid, "changed buyer").code).toBe("cart_changed");
  });
});
