import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { licenceKeys, orderItems, products, subscriptions } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { expectErrorBody } from "../../test/error-body.js";
import { pickProducts, testRenewalContext, withoutTrial } from "../../test/shopping.js";
import {
  addMember,
  buyFor,
  makeFirm,
  payCart,
  putInCart,
  signedInPerson,
} from "../../test/people.js";
import { runRenewals } from "../../workflows/renewal.js";
import type { SeatLine } from "../../../shared/contracts/seats.js";

/** Seats given to people, seat changes priced first, licence keys on devices (0251, 0252). */
let t: TestApp;
let owner: string;
let alex: string;
let blair: string;
let outsider: string;
let firmId: number;
let picked: Awaited<ReturnType<typeof pickProducts>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  owner = await signedInPerson(db, "seat_owner", { firstName: "Dana", lastName: "Ortiz" });
  alex = await signedInPerson(db, "seat_alex", { firstName: "Alex", lastName: "Rivera" });
  blair = await signedInPerson(db, "seat_blair", { firstName: "Blair", lastName: "Chen" });
  outsider = await signedInPerson(db, "seat_outsider");
  firmId = await makeFirm(t.app, owner, "Seat Test LLP");
  await addMember(t.app, db, firmId, owner, alex, "alex@seat.example");
  await addMember(t.app, db, firmId, owner, blair, "blair@seat.example");
  picked = await pickProducts(db);
  // The seat product ships an installer (this test's own database).
  await db
    .update(products)
    .set({ downloadUrl: picked.download.downloadUrl })
    .where(eq(products.id, picked.seats.id));
});
afterAll(() => t.close());

const call = (
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function seatLines(): Promise<SeatLine[]> {
  const res = await call("GET", `/api/firms/${firmId}/seats`, owner);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("seats of a firm's purchase", () => {
  let line: SeatLine;

  it("5 seats bought for the firm are 5 unassigned seats, each with its own key", async () => {
    await buyFor(t.app, owner, firmId);
    await putInCart(t.app, owner, picked.seats.id, 5);
    await payCart(t.app, owner);
    line = (await seatLines()).find((l) => l.productId === picked.seats.id)!;
    expect(line).toMatchObject({ seatCount: 5, unassigned: 5 });
    expect(new Set(line!.seats.map((s) => s.licenceKey?.key)).size).toBe(5);
    expect(line!.seats[0]!.licenceKey).toMatchObject({
      status: "active",
      activationLimit: 2,
      activations: [],
    });
  });

  it("a buyer gives seats to members; a member sees only their own seat and key", async () => {
    for (const [seat, userId] of [
      [1, "seat_alex"],
      [2, "seat_blair"],
    ] as const) {
      const res = await call(
        "PUT",
        `/api/firms/${firmId}/seats/${line.orderItemId}/${seat}`,
        owner,
        {
          userId,
        },
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const [now] = (await seatLines()).filter((l) => l.orderItemId === line.orderItemId);
    expect(now!.unassigned).toBe(3);
    const mine = (await call("GET", "/api/my-seats", alex)).json();
    expect(mine).toEqual([
      expect.objectContaining({
        firm: { id: firmId, name: "Seat Test LLP" },
        seat: 1,
        name: picked.seats.name,
        licenceKey: expect.objectContaining({ key: line.seats[0]!.licenceKey!.key }),
      }),
    ]);
    // The member cannot read the firm's seats, orders or invoices.
    expect((await call("GET", `/api/firms/${firmId}/seats`, alex)).statusCode).toBe(403);
    expect((await call("GET", "/api/orders", alex)).json()).toEqual([]);
    const receipt = await call("GET", `/api/orders/${line.orderId}/receipt`, alex);
    expect(receipt.statusCode).toBe(404);
    // Their seat's download is theirs; a seat they do not hold is not.
    expect((await call("GET", "/api/my-seats", alex)).json()[0].downloadable).toBe(true);
    const own = await call(
      "GET",
      `/api/orders/${line.orderId}/items/${line.orderItemId}/download`,
      alex,
    );
    expect(own.statusCode).toBe(200);
    const stranger = await call(
      "GET",
      `/api/orders/${line.orderId}/items/${line.orderItemId}/download`,
      outsider,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it("one seat per person per product; only members; only buyers assign", async () => {
    const twice = await call("PUT", `/api/firms/${firmId}/seats/${line.orderItemId}/3`, owner, {
      userId: "seat_alex",
    });
    expect(twice.statusCode).toBe(409);
    expect(expectErrorBody(twice, "two seats").code).toBe("seat_already_held");
    const stranger = await call("PUT", `/api/firms/${firmId}/seats/${line.orderItemId}/3`, owner, {
      userId: "seat_outsider",
    });
    expect(stranger.statusCode).toBe(404);
    expect(expectErrorBody(stranger, "stranger").code).toBe("firm_member_not_found");
    const byMember = await call("PUT", `/api/firms/${firmId}/seats/${line.orderItemId}/3`, alex, {
      userId: "seat_alex",
    });
    expect(byMember.statusCode).toBe(403);
    const noSuchSeat = await call(
      "PUT",
      `/api/firms/${firmId}/seats/${line.orderItemId}/6`,
      owner,
      {
        userId: null,
      },
    );
    expect(noSuchSeat.statusCode).toBe(404);
    expect(expectErrorBody(noSuchSeat, "seat 6").code).toBe("seat_not_found");
  });

  it("a device is activated through the licence API, within the limit, for the right product only", async () => {
    const key = line.seats[0]!.licenceKey!.key;
    const activate = (name: string, productId = picked.seats.id) =>
      t.app.inject({
        method: "POST",
        url: "/api/licences/activate",
        payload: { license_key: key, instance_name: name, product_id: productId },
      });
    const wrongProduct = await activate("Desk", picked.download.id);
    expect(wrongProduct.statusCode).toBe(400);
    expect(expectErrorBody(wrongProduct, "mismatch").code).toBe("licence_product_mismatch");
    const first = await activate("Alex's desk");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      activated: true,
      error: null,
      license_key: { key, status: "active", activation_limit: 2, activation_usage: 1 },
      instance: { name: "Alex's desk" },
      meta: { product_id: picked.seats.id, firm_name: "Seat Test LLP" },
    });
    expect((await activate("Alex's laptop")).statusCode).toBe(200);
    const third = await activate("A third machine");
    expect(third.statusCode).toBe(409);
    expect(expectErrorBody(third, "limit").code).toBe("licence_activation_limit");
    const instanceId = first.json().instance.id as string;
    const valid = await t.app.inject({
      method: "POST",
      url: "/api/licences/validate",
      payload: { license_key: key, product_id: picked.seats.id, instance_id: instanceId },
    });
    expect(valid.json()).toMatchObject({ valid: true, error: null, instance: { id: instanceId } });
    // The holder sees their devices and takes one off from the dashboard.
    const mine = (await call("GET", "/api/my-seats", alex)).json();
    expect(
      mine[0].licenceKey.activations.map((a: { instanceName: string }) => a.instanceName),
    ).toEqual(["Alex's desk", "Alex's laptop"]);
    expect((await call("DELETE", `/api/licence-activations/${instanceId}`, blair)).statusCode).toBe(
      404,
    );
    expect(
      (await call("DELETE", `/api/licence-activations/${instanceId}`, outsider)).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/licence-activations/${instanceId}`, alex)).statusCode).toBe(
      204,
    );
    const after = await t.app.inject({
      method: "POST",
      url: "/api/licences/validate",
      payload: { license_key: key, product_id: picked.seats.id, instance_id: instanceId },
    });
    expect(after.json()).toMatchObject({
      valid: false,
      error: "This licence key is not activated on that instance.",
      license_key: { activation_usage: 1 },
    });
  });

  it("reassigning a seat signs its devices out; leaving the firm frees the seat", async () => {
    const moved = await call("PUT", `/api/firms/${firmId}/seats/${line.orderItemId}/1`, owner, {
      userId: "seat_blair",
    });
    expect(moved.statusCode).toBe(409); // Blair holds seat 2 already
    await call("PUT", `/api/firms/${firmId}/seats/${line.orderItemId}/2`, owner, { userId: null });
    await call("PUT", `/api/firms/${firmId}/seats/${line.orderItemId}/1`, owner, {
      userId: "seat_blair",
    });
    const [now] = (await seatLines()).filter((l) => l.orderItemId === line.orderItemId);
    expect(now!.seats[0]).toMatchObject({
      holder: { userId: "seat_blair", name: "Blair Chen" },
      licenceKey: { activations: [] },
    });
    expect((await call("GET", "/api/my-seats", alex)).json()).toEqual([]);
    await call("DELETE", `/api/firms/${firmId}/members/seat_blair`, blair);
    const [left] = (await seatLines()).filter((l) => l.orderItemId === line.orderItemId);
    expect(left!.unassigned).toBe(5);
    await addMember(t.app, t.database.db, firmId, owner, blair, "blair+back@seat.example");
  });
});

describe("seats of a monthly per-user subscription", () => {
  it("a seat change is priced first, then charged with the next renewal, prorated", async () => {
    const db = t.database.db;
    const [monthly] = await db
      .select()
      .from(products)
      .where(
        and(
          eq(products.priceUnit, "per_user"),
          eq(products.priceTerm, "monthly"),
          sql`${products.facts}->>'delivery' = 'licence_key_installer'`,
        ),
      );
    await withoutTrial(db, monthly!.id);
    await buyFor(t.app, owner, firmId);
    await putInCart(t.app, owner, monthly!.id, 5);
    await payCart(t.app, owner);
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.productId, monthly!.id));
    // Half the period gone.
    const start = new Date(Date.now() - 15 * 86_400_000);
    const end = new Date(Date.now() + 15 * 86_400_000);
    await db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end })
      .where(eq(subscriptions.id, sub!.id));
    const unit = sub!.unitPriceCents!;

    const quote = await call("GET", `/api/subscriptions/${sub!.id}/seat-change?seats=7`, owner);
    expect(quote.statusCode, quote.body).toBe(200);
    const body = quote.json();
    expect(body).toMatchObject({ fromSeats: 5, toSeats: 7, billedBy: "test" });
    expect(Math.abs(Number(body.proration) * 100 - unit)).toBeLessThanOrEqual(2);
    // Nothing changed by asking.
    expect(
      (await db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id)))[0]!.quantity,
    ).toBe(5);
    expect(
      (await call("GET", `/api/subscriptions/${sub!.id}/seat-change?seats=7`, alex)).statusCode,
    ).toBe(404);

    const changed = await call("PUT", `/api/subscriptions/${sub!.id}/seats`, owner, { seats: 7 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ quantity: 7, renewalAmount: body.nextCharge.amount });
    // Two more keys came with the two seats.
    const [item] = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, sub!.orderId!), eq(orderItems.productId, monthly!.id)));
    expect(item!.delivery).toBe("licence_key_installer");
    expect(await db.$count(licenceKeys, eq(licenceKeys.orderItemId, item!.id))).toBe(7);

    // The renewal charges 7 seats and the prorated difference, then only 7 seats.
    await runRenewals(testRenewalContext(db, new Date(end.getTime() + 1000)));
    const [renewed] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(renewed!.prorationCents).toBe(0);
    const orders = (await call("GET", "/api/orders", owner)).json() as Array<{
      totalAmount: string;
      items: Array<{ name: string }>;
    }>;
    const renewal = orders.find((o) => o.items.some((i) => i.name.startsWith("Seats added")));
    expect(renewal?.totalAmount).toBe(body.nextCharge.amount);
  });

  it("seats cannot go below the number given to people", async () => {
    const db = t.database.db;
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.firmId, firmId), eq(subscriptions.quantity, 7)));
    const lines = (await seatLines()).filter((l) => l.subscriptionId === sub!.id);
    for (const [seat, userId] of [
      [6, "seat_alex"],
      [7, "seat_blair"],
    ] as const)
      await call("PUT", `/api/firms/${firmId}/seats/${lines[0]!.orderItemId}/${seat}`, owner, {
        userId,
      });
    const tooFew = await call("PUT", `/api/subscriptions/${sub!.id}/seats`, owner, { seats: 1 });
    expect(tooFew.statusCode).toBe(409);
    expect(expectErrorBody(tooFew, "too few").code).toBe("seats_assigned");
    const before = lines[0]!.seats.find((s) => s.seat === 7)!.licenceKey?.key;
    const down = await call("PUT", `/api/subscriptions/${sub!.id}/seats`, owner, { seats: 2 });
    expect(down.statusCode, down.body).toBe(200);
    const [after] = (await seatLines()).filter((l) => l.subscriptionId === sub!.id);
    expect(after!.seatCount).toBe(2);
    expect(after!.seats.map((s) => s.holder?.userId).sort()).toEqual(["seat_alex", "seat_blair"]);
    // Blair kept the key of the seat she held.
    expect(before).toBeDefined();
    expect(after!.seats.find((s) => s.holder?.userId === "seat_blair")!.licenceKey?.key).toBe(
      before,
    );
  });
});

describe("keys that stop working", () => {
  it("a refund revokes the keys, and the licence API says so", async () => {
    await buyFor(t.app, owner, firmId);
    await putInCart(t.app, owner, picked.seats.id, 2);
    const orderId = await payCart(t.app, owner);
    const [line] = (await seatLines()).filter((l) => l.orderId === orderId);
    const key = line!.seats[0]!.licenceKey!.key;
    const activated = await t.app.inject({
      method: "POST",
      url: "/api/licences/activate",
      payload: { license_key: key, instance_name: "Front desk", product_id: picked.seats.id },
    });
    expect(activated.statusCode).toBe(200);
    const admin = await signedInPerson(t.database.db, "admin_test_123");
    const refund = await call("POST", `/api/admin/orders/${orderId}/refunds`, admin, {
      reason: "Bought twice",
      requestKey: `seat-refund-${orderId}`,
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const validate = await t.app.inject({
      method: "POST",
      url: "/api/licences/validate",
      payload: { license_key: key, product_id: picked.seats.id },
    });
    expect(validate.statusCode).toBe(200);
    expect(validate.json()).toMatchObject({
      valid: false,
      error: "This licence key was revoked: its purchase was refunded.",
      license_key: { status: "revoked" },
    });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/licences/activate",
      payload: { license_key: key, instance_name: "Back office", product_id: picked.seats.id },
    });
    expect(again.statusCode).toBe(403);
    expect(expectErrorBody(again, "revoked").code).toBe("licence_revoked");
    // A refunded line hands out no seats any more.
    expect((await seatLines()).some((l) => l.orderId === orderId)).toBe(false);
  });

  it("a key of an ended subscription is expired; an unknown key is a 404", async () => {
    const db = t.database.db;
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.firmId, firmId));
    const [key] = await db
      .select({ key: licenceKeys.key })
      .from(licenceKeys)
      .innerJoin(orderItems, eq(orderItems.id, licenceKeys.orderItemId))
      .where(and(eq(orderItems.orderId, sub!.orderId!), eq(orderItems.productId, sub!.productId)));
    await db
      .update(subscriptions)
      .set({ status: "canceled", endedAt: new Date() })
      .where(eq(subscriptions.id, sub!.id));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/licences/activate",
      payload: { license_key: key!.key, instance_name: "Desk", product_id: sub!.productId },
    });
    expect(res.statusCode).toBe(403);
    expect(expectErrorBody(res, "expired").code).toBe("licence_expired");
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/licences/validate",
      payload: { license_key: "CH-NOPE", product_id: sub!.productId },
    });
    expect(unknown.statusCode).toBe(404);
    expect(expectErrorBody(unknown, "unknown").code).toBe("licence_not_found");
  });
});

describe("the back office's firms", () => {
  it("lists firms with members, seats given out and devices; searches by member; exports CSV", async () => {
    const admin = await signedInPerson(t.database.db, "admin_test_123");
    const all = await call("GET", "/api/admin/firms?q=seat_blair%40people", admin);
    expect(all.statusCode, all.body).toBe(200);
    const [firm] = all.json().items;
    const seats = await seatLines();
    const expected = {
      seats: seats.reduce((n, l) => n + l.seatCount, 0),
      assigned: seats.reduce((n, l) => n + l.seatCount - l.unassigned, 0),
      activations: seats.reduce(
        (n, l) => n + l.seats.reduce((m, s) => m + (s.licenceKey?.activations.length ?? 0), 0),
        0,
      ),
    };
    expect(firm).toMatchObject({
      id: firmId,
      name: "Seat Test LLP",
      members: 3,
      owners: [{ id: "seat_owner", name: "Dana Ortiz" }],
      ...expected,
    });
    expect(expected.assigned).toBeGreaterThan(0);
    expect((await call("GET", "/api/admin/firms?q=no-such-firm", admin)).json().total).toBe(0);
    expect((await call("GET", "/api/admin/firms", owner)).statusCode).toBe(403);
    const csv = await call("GET", "/api/admin/exports/firms.csv?q=Seat%20Test", admin);
    expect(csv.headers["content-type"]).toMatch(/text\/csv/);
    const [header, row] = csv.body.trim().split("\r\n");
    expect(header).toBe(
      "firm_id,firm,created_at,owners,members,seats,seats_assigned,seats_unassigned,activations,orders",
    );
    expect(row).toContain(
      `,3,${expected.seats},${expected.assigned},${expected.seats - expected.assigned},${expected.activations},`,
    );
  });
});
