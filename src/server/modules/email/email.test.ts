import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { startSmtpSink, type SmtpSink } from "../../test/smtp-sink.js";
import { composeMessage } from "./messages.js";
import { enqueueEmail } from "./outbox-repository.js";

const message = (key: string, overrides: Partial<Parameters<typeof enqueueEmail>[1]> = {}) => ({
  kind: "test",
  dedupeKey: key,
  to: "buyer@firm.example",
  ...composeMessage("Your order", "Hello Pat,", [
    { p: "Thanks for your order <b>now</b>." },
    { rows: [["Order", "#12"]] },
    { code: "CH-AAAA-BBBB", label: "Licence key" },
  ]),
  ...overrides,
});

describe("the outbox without SMTP (the embedded demo)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores each message once and shows it to admins only", async () => {
    expect(await enqueueEmail(t.database.db, message("order:1"))).toBe(true);
    expect(await enqueueEmail(t.database.db, message("order:1"))).toBe(false);
    expect(await t.app.mailer.deliverPending()).toBe(1);

    const admin = await signInAs(t.app, "admin_test_123");
    const list = await t.app.inject({ url: "/api/admin/outbox", headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    const [stored] = list.json().items;
    expect(stored).toMatchObject({
      kind: "test",
      to: "buyer@firm.example",
      subject: "Your order",
      status: "stored",
      attempts: 0,
    });
    // The list carries no bodies; the message itself does.
    expect(stored).not.toHaveProperty("text");
    expect(stored).not.toHaveProperty("html");
    const one = await t.app.inject({
      url: `/api/admin/outbox/${stored.id}`,
      headers: { cookie: admin },
    });
    expect(one.json().id).toBe(stored.id);
    expect(one.json().text).toContain("Licence key: CH-AAAA-BBBB");
    expect(one.json().html).toContain("Thanks for your order &lt;b&gt;now&lt;/b&gt;.");

    const customer = await signInAs(t.app, "customer_test_456");
    expect(
      (await t.app.inject({ url: "/api/admin/outbox", headers: { cookie: customer } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/outbox" })).statusCode).toBe(401);
  });

  it("pages, searches and filters the outbox, newest first", async () => {
    const admin = await signInAs(t.app, "admin_test_123");
    const get = (query: string) =>
      t.app.inject({ url: `/api/admin/outbox${query}`, headers: { cookie: admin } });
    for (let i = 1; i <= 7; i++)
      await enqueueEmail(
        t.database.db,
        message(`paging:${i}`, {
          kind: i % 2 ? "renewal-receipt" : "trial-started",
          to: `pager${i}@paging.example`,
          subject: `Paging 100% message ${i}`,
        }),
      );

    const first = (await get("?q=paging.example&pageSize=3")).json();
    expect(first).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(first.items.map((m: { to: string }) => m.to)).toEqual([
      "pager7@paging.example",
      "pager6@paging.example",
      "pager5@paging.example",
    ]);
    const last = (await get("?q=paging.example&pageSize=3&page=3")).json();
    expect(last.items.map((m: { to: string }) => m.to)).toEqual(["pager1@paging.example"]);

    // The subject matches too, with LIKE's own characters taken literally; a kind matches whole.
    expect((await get(`?q=${encodeURIComponent("100% message 4")}`)).json().total).toBe(1);
    expect((await get("?q=Paging%20_00")).json().total).toBe(0);
    expect((await get("?q=trial-started")).json().total).toBe(3);

    // Status: these are pending until the mailer runs, then stored (no SMTP).
    expect((await get("?q=paging.example&status=pending")).json().total).toBe(7);
    await t.app.mailer.deliverPending();
    expect((await get("?q=paging.example&status=pending")).json().total).toBe(0);
    expect((await get("?q=paging.example&status=stored")).json().total).toBe(7);

    for (const [query, reason] of [
      ["?status=lost", "status must be pending, sent, stored or failed"],
      ["?page=0", "page must be a whole number from 1"],
      ["?pageSize=101", "pageSize must be at most 100"],
      ["?to=someone", ""],
    ] as const) {
      const refused = await get(query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().message, query).toContain(reason);
    }
  });

  it("refuses header injection in the recipient or subject and stores nothing", async () => {
    const before = await t.database.db.$count(emailOutbox);
    await expect(
      enqueueEmail(t.database.db, message("evil:1", { subject: "Hi\r\nBcc: all@victims.example" })),
    ).rejects.toThrow("The subject must be a single line.");
    await expect(
      enqueueEmail(t.database.db, message("evil:2", { to: "a@b.example\nBcc: c@d.example" })),
    ).rejects.toThrow("single line");
    await expect(
      enqueueEmail(t.database.db, message("evil:3", { to: "a@b.example, c@d.example" })),
    ).rejects.toThrow("not an e-mail address");
    expect(await t.database.db.$count(emailOutbox)).toBe(before);
  });
});

describe("the outbox over SMTP (SMTP_URL set)", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "Shop <shop@ch.example>",
        SELLER_NAME: "Abacus & Quill LLC",
        SUPPORT_EMAIL: "help@abacus.example",
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("delivers plain-text and HTML parts to the recipient and marks the message sent", async () => {
    await enqueueEmail(t.database.db, message("smtp:1"));
    expect(await t.app.mailer.deliverPending()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(smtp.recipients[0]).toEqual(["buyer@firm.example"]);
    expect(mail.subject).toBe("Your order");
    expect(mail.from?.text).toBe('"Shop" <shop@ch.example>');
    expect(mail.text).toContain("Licence key: CH-AAAA-BBBB");
    expect(mail.html).toContain("<code");
    // Signed by the configured company, and a reply reaches its support address (decision 0260).
    expect(mail.text).toContain("Abacus & Quill LLC · 75 Ledger Lane");
    expect(mail.text).toContain("Questions? Write to help@abacus.example");
    expect(mail.html).toContain("Abacus &amp; Quill LLC");
    expect(mail.replyTo?.text).toBe("help@abacus.example");
    const [row] = await t.database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 0 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a refused message pending with the error and delivers it on the next run", async () => {
    smtp.refuseNext(1);
    await enqueueEmail(t.database.db, message("smtp:2"));
    await t.app.mailer.deliverPending();
    const rows = await t.database.db.select().from(emailOutbox);
    const refused = rows.find((r) => r.dedupeKey === "smtp:2")!;
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused.lastError).toMatch(/451/);
    await t.app.mailer.deliverPending();
    expect(smtp.received.map((m) => m.subject)).toEqual(["Your order", "Your order"]);
    const again = (await t.database.db.select().from(emailOutbox)).find(
      (r) => r.dedupeKey === "smtp:2",
    );
    expect(again!.status).toBe("sent");
  });
});
