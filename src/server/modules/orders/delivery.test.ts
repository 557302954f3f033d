import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { emailOutbox, licenceKeys, products } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { cartTotalDollars } from "../../test/shopping.js";
import { orderSchema } from "../../../shared/contracts/orders.js";

let t: TestApp;
let customer: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signInAs(t.app, "customer_test_456");
  other = await signInAs(t.app, "admin_test_123");
});
afterAll(() => t.close());

const post = (url: string, payload: object, cookie = customer) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

/** Buys the cart with the succeeding test card; returns the order id. */
async function buy(lines: Array<{ productId: number; quantity: number }>): Promise<number> {
  for (const line of lines) {
    for (let i = 0; i < line.quantity; i++) {
      const added = await post("/api/cart", { productId: line.productId, quantity: 1 });
      expect(added.statusCode).toBeLessThan(300);
    }
  }
  const amount = await cartTotalDollars(t.app, customer);
  const { clientSecret } = (await post("/api/create-payment-intent", { amount })).json();
  const paid = await post("/api/payments/test/confirm", {
    clientSecret,
    cardNumber: "4242424242424242",
    expiry: "12/39",
    cvc: "123",
  });
  expect(paid.statusCode).toBe(200);
  return paid.json().orderId;
}

describe("delivery of a paid order", () => {
  it("gives software a unique licence key per seat, on the order, the invoice and the e-mail", async () => {
    const [software] = await t.database.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.category, "software"),
          eq(products.type, "one-time"),
          eq(products.priceUnit, "per_user"),
        ),
      )
      .limit(1);
    const orderId = await buy([{ productId: software!.id, quantity: 2 }]);

    const res = await t.app.inject({
      url: `/api/orders/${orderId}`,
      headers: { cookie: customer },
    });
    expect(res.statusCode).toBe(200);
    const order = orderSchema.parse(res.json());
    const [line] = order.items;
    expect(line).toMatchObject({
      delivery: "licence_key_installer",
      downloadable: software!.downloadUrl !== null,
      quantity: 2,
    });
    expect(line!.licenceKeys).toHaveLength(2);
    for (const key of line!.licenceKeys) expect(key).toMatch(/^CH(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    expect(new Set(line!.licenceKeys).size).toBe(2);
    expect(order.invoiceNumber).toBeGreaterThanOrEqual(1001);

    const receipt = await t.app.inject({
      url: `/api/orders/${orderId}/receipt`,
      headers: { cookie: customer },
    });
    for (const key of line!.licenceKeys) expect(receipt.body).toContain(key);

    await t.app.mailer.deliverPending();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
    expect(mail).toMatchObject({ kind: "order-confirmation", status: "stored" });
    expect(mail!.subject).toBe(`Your Countinghouse order #${orderId}`);
    for (const key of line!.licenceKeys) {
      expect(mail!.textBody).toContain(key);
      expect(mail!.htmlBody).toContain(key);
    }
    expect(mail!.textBody).toContain(`/api/orders/${orderId}/receipt`);
  });

  it("delivers templates as files and SaaS as an activated subscription, without keys", async () => {
    const [template] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.category, "templates"), isNotNull(products.downloadUrl)))
      .limit(1);
    const [saas] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.category, "saas"), eq(products.type, "subscription")))
      .limit(1);
    const orderId = await buy([
      { productId: template!.id, quantity: 1 },
      { productId: saas!.id, quantity: 1 },
    ]);
    const order = orderSchema.parse(
      (await t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: customer } })).json(),
    );
    const byName = new Map(order.items.map((i) => [i.name, i]));
    const templateLine = byName.get(template!.name)!;
    expect(templateLine).toMatchObject({
      delivery: "template_download",
      downloadable: true,
      licenceKeys: [],
    });
    // A document template is a Word file (decision 0196).
    const file = await t.app.inject({
      url: `/api/orders/${orderId}/items/${templateLine.id}/download`,
      headers: { cookie: customer },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(file.headers["content-disposition"]).toMatch(/\.docx"$/);
    expect(file.rawPayload.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    // The e-mail names the program that opens it.
    await t.app.mailer.deliverPending();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
    expect(mail!.textBody).toContain("Download the document and open it in Word");
    expect(mail!.textBody).not.toContain("Excel");
    expect(byName.get(saas!.name)).toMatchObject({ delivery: "saas_activation", licenceKeys: [] });
  });

  it("gives a service its booking step: the contact form naming the order, in the e-mail", async () => {
    const [service] = await t.database.db
      .select()
      .from(products)
      .where(sql`${products.facts}->>'delivery' = 'service_booking'`)
      .limit(1);
    const orderId = await buy([{ productId: service!.id, quantity: 1 }]);
    const order = orderSchema.parse(
      (await t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: customer } })).json(),
    );
    expect(order.items[0]).toMatchObject({ delivery: "service_booking", licenceKeys: [] });

    await t.app.mailer.deliverPending();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
    const booking = `/contact?${new URLSearchParams({ inquiry: "general", product: service!.name, order: String(orderId) })}`;
    expect(mail!.textBody).toContain(`Book your session: http`);
    expect(mail!.textBody).toContain(booking);
    expect(mail!.htmlBody).toContain(booking.replaceAll("&", "&amp;"));
  });

  it("says one key per seat for a per-user licence and one key for the whole firm for a per-firm one, with the download's checksum, on the order, the invoice and the e-mail", async () => {
    const slug = (s: string) =>
      t.database.db
        .select()
        .from(products)
        .where(eq(products.slug, s))
        .then((rows) => rows[0]!);
    const perUser = await slug("brightfile-scan-split");
    const perFirm = await slug("kestrel-trial-balance");
    expect([perUser.priceUnit, perFirm.priceUnit]).toEqual(["per_user", "per_firm"]);
    const orderId = await buy([
      { productId: perUser.id, quantity: 2 },
      { productId: perFirm.id, quantity: 1 },
    ]);
    const order = orderSchema.parse(
      (await t.app.inject({ url: `/api/orders/${orderId}`, headers: { cookie: customer } })).json(),
    );
    const byName = new Map(order.items.map((i) => [i.name, i]));
    const seats = byName.get(perUser.name)!;
    const firm = byName.get(perFirm.name)!;
    expect(seats).toMatchObject({ offer: { unit: "per_user" }, downloadable: true });
    expect(seats.licenceKeys).toHaveLength(2);
    expect(firm).toMatchObject({ offer: { unit: "per_firm" }, downloadable: true });
    expect(firm.licenceKeys).toHaveLength(1);
    for (const line of [seats, firm]) {
      const file = await t.app.inject({
        url: `/api/orders/${orderId}/items/${line.id}/download`,
        headers: { cookie: customer },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/zip");
      expect(line.file).toEqual({
        name: `${line === seats ? "brightfile-scan-split" : "kestrel-trial-balance"}-installer.zip`,
        size: file.rawPayload.length,
        sha256: createHash("sha256").update(file.rawPayload).digest("hex"),
      });
    }

    const receipt = await t.app.inject({
      url: `/api/orders/${orderId}/receipt`,
      headers: { cookie: customer },
    });
    for (const line of [seats, firm]) expect(receipt.body).toContain(line.file!.sha256);

    await t.app.mailer.deliverPending();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`));
    const text = mail!.textBody;
    expect(text).toContain(`Licence key (seat 1): ${seats.licenceKeys[0]}`);
    expect(text).toContain(`Licence key (seat 2): ${seats.licenceKeys[1]}`);
    expect(text).toContain(`Licence key (whole firm): ${firm.licenceKeys[0]}`);
    expect(text).toContain("enter your licence key when asked (one key per seat).");
    expect(text).toContain("enter your licence key when asked (one key for the whole firm).");
    expect(text.match(/one key per seat/g)).toHaveLength(1);
    for (const line of [seats, firm])
      expect(text).toContain(`SHA-256 of the download: ${line.file!.sha256}`);
  });

  it("shows an order, its keys, its invoice and its files to its owner only", async () => {
    const [key] = await t.database.db.select().from(licenceKeys).limit(1);
    const orderId = key!.orderId;
    for (const url of [
      `/api/orders/${orderId}`,
      `/api/orders/${orderId}/receipt`,
      `/api/orders/${orderId}/items/${key!.orderItemId}/download`,
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: other } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(key!.key);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ url: "/api/orders/999999", headers: { cookie: customer } })).statusCode,
    ).toBe(404);
  });
});
