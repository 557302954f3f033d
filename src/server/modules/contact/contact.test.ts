import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contactMessages, contactReplies, emailOutbox } from "../../db/schema.js";
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
      subject: `We received your message (reference #${id})`,
      status: "stored",
    });
    expect(mail!.textBody).toContain(`Reference: #${id}`);
    // None of the sender's words go to an address nobody confirmed (second review, finding 8):
    // not the message, not the subject, not the name.
    for (const body of [mail!.textBody, mail!.htmlBody]) {
      expect(body).not.toContain("firm of six");
      expect(body).not.toContain("Seats for Ledgerpoint");
      expect(body).not.toContain(form.firstName);
    }
    expect(mail!.subject).not.toContain("Ledgerpoint");
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
    // The names reach the acknowledgement too: a line break in either is refused the same way.
    for (const [field, label] of [
      ["firstName", "First name"],
      ["lastName", "Last name"],
    ] as const) {
      for (const [i, breakChars] of ["\r\n", "\n", "\r"].entries()) {
        const named = await send(
          { ...form, [field]: `Dana${breakChars}Bcc: x@victims.example` },
          `10.0.1.${field.length}${i}`, // each from its own address: the rate limit counts refusals too
        );
        expect(named.statusCode).toBe(400);
        expect(named.json().message).toContain(`${label} must be a single line`);
      }
    }
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

  it("refuses an unknown status filter with a clear 400", async () => {
    const admin = await signInAs(t.app, "admin_test_123");
    const res = await t.app.inject({
      url: "/api/admin/contact-messages?status=open-ish",
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("Status must be new or resolved");
  });
});

describe("the admins' inbox: reopen and reply by e-mail", () => {
  async function newMessage(email = "reply-to@firm.example") {
    const [row] = await t.database.db
      .insert(contactMessages)
      .values({
        firstName: "Ruth",
        lastName: "Okafor",
        email,
        subject: "Licence transfer",
        message: "Can I move my licence to a new laptop? Secret: do-not-relay.",
      })
      .returning();
    return row!;
  }
  const post = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("reopens a resolved message", async () => {
    const admin = await signInAs(t.app, "admin_test_123");
    const message = await newMessage();
    await post(`/api/admin/contact-messages/${message.id}/resolve`, admin);
    const reopened = await post(`/api/admin/contact-messages/${message.id}/reopen`, admin);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: "new", resolvedAt: null });
    expect((await post("/api/admin/contact-messages/999999/reopen", admin)).statusCode).toBe(404);
  });

  it("sends a reply through the outbox once, records it and resolves the message", async () => {
    const admin = await signInAs(t.app, "admin_test_123");
    const message = await newMessage();
    const body = {
      subject: "Re: Licence transfer",
      body: "Yes: deactivate it first.\n\nThen sign in on the new laptop.",
      requestKey: "reply-once-0001",
    };
    const url = `/api/admin/contact-messages/${message.id}/replies`;
    const first = await post(url, admin, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      id: message.id,
      status: "resolved",
      replies: [{ subject: "Re: Licence transfer", sentBy: "admin_test_123" }],
    });
    // The same request again (a double click) answers the same thread and sends nothing more.
    const again = await post(url, admin, body);
    expect(again.statusCode).toBe(201);
    expect(again.json().replies).toHaveLength(1);
    await t.app.mailer.deliverPending();
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "contact-reply"));
    const mine = mails.filter((m) => m.toAddress === "reply-to@firm.example");
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ subject: "Re: Licence transfer", status: "stored" });
    expect(mine[0]!.textBody).toContain("Then sign in on the new laptop.");
    expect(mine[0]!.textBody).toContain(`Reference: #${message.id}`);
    // The reply does not relay what the form's sender wrote to the address they typed.
    expect(mine[0]!.textBody).not.toContain("do-not-relay");

    const thread = await t.app.inject({
      url: `/api/admin/contact-messages/${message.id}`,
      headers: { cookie: admin },
    });
    expect(thread.json().replies).toHaveLength(1);
  });

  it("can reply and leave the message open", async () => {
    const admin = await signInAs(t.app, "admin_test_123");
    const message = await newMessage();
    const res = await post(`/api/admin/contact-messages/${message.id}/replies`, admin, {
      subject: "A question back",
      body: "Which version do you have?",
      resolve: false,
      requestKey: "reply-open-0001",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe("new");
  });

  it("refuses header injection in the subject, a blank reply and an unknown message, sending nothing", async () => {
    const admin = await signInAs(t.app, "admin_test_123");
    const message = await newMessage();
    const url = `/api/admin/contact-messages/${message.id}/replies`;
    const before = await t.database.db.$count(emailOutbox);
    const injected = await post(url, admin, {
      subject: "Re: hi\r\nBcc: everyone@victims.example",
      body: "Hello",
      requestKey: "reply-inject-01",
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().message).toContain("Subject must be a single line");
    const blank = await post(url, admin, {
      subject: "Re",
      body: "  ",
      requestKey: "reply-blank-01",
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain("Reply is required");
    const missing = await post("/api/admin/contact-messages/999999/replies", admin, {
      subject: "Re",
      body: "Hello",
      requestKey: "reply-missing-01",
    });
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.$count(emailOutbox)).toBe(before);
    expect(
      await t.database.db.$count(contactReplies, eq(contactReplies.messageId, message.id)),
    ).toBe(0);
  });

  it("refuses customers and visitors", async () => {
    const customer = await signInAs(t.app, "customer_test_456");
    const message = await newMessage();
    const res = await post(`/api/admin/contact-messages/${message.id}/replies`, customer, {
      subject: "Re",
      body: "Hello",
      requestKey: "reply-customer-1",
    });
    expect(res.statusCode).toBe(403);
    const visitor = await t.app.inject({ url: `/api/admin/contact-messages/${message.id}` });
    expect(visitor.statusCode).toBe(401);
  });
});
