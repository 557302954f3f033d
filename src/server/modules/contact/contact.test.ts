import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "../../db/schema.js";
import { createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { CONTACT_RATE_LIMIT } from "./routes.js";

const form = {
  firstName: "Dana",
  lastName: "Whitfield",
  email: " Dana@Whitfield-CPA.example ",
  company: "Whitfield CPA",
  phone: "",
  inquiryType: "sales",
  subject: "Seats for Ledgerpoint",
  message: "How do seats work for a firm of six?",
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: Record<string, unknown>, address = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: address });

describe("POST /api/contact", () => {
  it("stores the message and queues an acknowledgement to the sender", async () => {
    const res = await send(form);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.database.db.select().from(contactMessages);
    expect(row).toMatchObject({
      id,
      email: "dana@whitfield-cpa.example",
      subject: "Seats for Ledgerpoint",
      status: "new",
      userId: null,
    });
    await t.app.mailer.deliverPending();
    const [mail] = await t.database.db.select().from(emailOutbox);
    expect(mail).toMatchObject({
      kind: "contact-acknowledgement",
      toAddress: "dana@whitfield-cpa.example",
      subject: "We received your message: Seats for Ledgerpoint",
      status: "stored",
    });
    expect(mail!.textBody).toContain(`Reference: #${id}`);
    // The acknowledgement does not relay the message body to whatever address was typed.
    expect(mail!.textBody).not.toContain("firm of six");
  });

  it("refuses missing fields and header injection, storing nothing", async () => {
    const before = await t.database.db.$count(contactMessages);
    const missing = await send({ ...form, subject: " " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("Subject is required");
    const injected = await send({ ...form, subject: "Hi\r\nBcc: everyone@victims.example" });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().message).toContain("Subject must be a single line");
    const badEmail = await send({ ...form, email: "a@b.example\nBcc: c@d.example" });
    expect(badEmail.statusCode).toBe(400);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it("rate-limits one address and stores nothing past the limit", async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      expect((await send(form, "10.0.0.9")).statusCode).toBe(201);
    }
    const before = await t.database.db.$count(contactMessages);
    const refused = await send(form, "10.0.0.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests/);
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it("lets admins list and resolve messages, and no one else", async () => {
    const admin = await signInAs(t.app, "admin_test_123");
    const customer = await signInAs(t.app, "customer_test_456");
    const list = await t.app.inject({
      url: "/api/admin/contact-messages?status=new",
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    const first = list.json()[0];
    const resolve = (cookie?: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/contact-messages/${first.id}/resolve`,
        headers: cookie ? { cookie } : {},
      });
    expect((await resolve(customer)).statusCode).toBe(403);
    expect((await resolve()).statusCode).toBe(401);
    const resolved = await resolve(admin);
    expect(resolved.json()).toMatchObject({ id: first.id, status: "resolved" });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/admin/contact-messages/999999/resolve",
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
  });
});
