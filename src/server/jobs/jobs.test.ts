import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, like } from "drizzle-orm";
import { emailOutbox, orders, payments, products, subscriptions } from "../db/schema.js";
import { DELIVER_EMAIL } from "../modules/email/mailer.js";
import { composeMessage } from "../modules/email/messages.js";
import { enqueueEmail } from "../modules/email/outbox-repository.js";
import { RENEW_SUBSCRIPTIONS } from "../workflows/renewal.js";
import { actorCookies } from "../test/actors.js";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { buyWithTestCard, withoutTrial } from "../test/shopping.js";
import { startSmtpSink, type SmtpSink } from "../test/smtp-sink.js";
import { startTwoServers } from "../test/two-servers.js";
import { JOB_SCHEMA } from "./job-queue.js";

/** Every schedule off but the ones a test names: each test watches only its own jobs. */
const NO_SCHEDULES = {
  [RENEW_SUBSCRIPTIONS]: null,
  "dispatch-email": null,
  "sweep-sessions": null,
  "sweep-rate-limits": null,
};

/** Polls `read` until `done` says so, for up to `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

async function jobRows(app: TestApp, name: string) {
  const { rows } = await app.database.pool.query<{ state: string; retry_count: number }>(
    `select state::text, retry_count from ${JOB_SCHEMA}.job where name = $1`,
    [name],
  );
  return rows;
}

describe("renewals on two servers sharing one database", () => {
  let setup: TestApp;
  beforeAll(async () => {
    setup = await createTestApp();
  });
  afterAll(() => setup.close());

  it("charge each due subscription once: the schedule runs once, on one of them", async () => {
    const { db } = setup.database;
    const cookies = await actorCookies(db);
    const plans = await db
      .select()
      .from(products)
      .where(and(eq(products.type, "subscription"), eq(products.isActive, true)))
      .orderBy(products.id)
      .limit(2);
    for (const plan of plans) await withoutTrial(db, plan.id);
    await buyWithTestCard(setup.app, cookies.customerA, plans[0]!.id);
    await buyWithTestCard(setup.app, cookies.customerA, plans[1]!.id);
    await buyWithTestCard(setup.app, cookies.customerB, plans[0]!.id);
    const bought = await db.select().from(subscriptions);
    expect(bought).toHaveLength(3);
    // Their periods ended a minute ago: due on the real clock.
    await db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 60_000) });

    // Both servers schedule the renewals every minute, and both run workers.
    const servers = await startTwoServers({
      url: setup.database.url,
      jobs: {
        pollingIntervalSeconds: 0.5,
        cron: { ...NO_SCHEDULES, [RENEW_SUBSCRIPTIONS]: "* * * * *" },
      },
    });
    try {
      const renewalPayments = () =>
        db.select().from(payments).where(like(payments.cartKey, "renewal:%"));
      await until(renewalPayments, (rows) => rows.length >= bought.length);
      // A second run, had there been one, would have started by now.
      await until(
        () => jobRows(setup, RENEW_SUBSCRIPTIONS),
        (rows) => rows.every((row) => row.state === "completed"),
      );

      const charged = await renewalPayments();
      expect(charged.map((p) => p.cartKey.split(":")[1]).sort()).toEqual(
        bought.map((s) => String(s.id)).sort(),
      );
      const invoiced = await db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.paymentId,
            charged.map((p) => p.id),
          ),
        );
      expect(invoiced).toHaveLength(bought.length);
      const after = await db.select().from(subscriptions);
      for (const sub of after) expect(sub.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
      expect(await jobRows(setup, RENEW_SUBSCRIPTIONS)).toEqual([
        { state: "completed", retry_count: 0 },
      ]);
    } finally {
      await servers.close();
    }
  });
});

describe("a failed job", () => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp({
      env: { SMTP_URL: smtp.url },
      jobs: { pollingIntervalSeconds: 0.5, retryAtOnce: true, cron: NO_SCHEDULES },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const email = (key: string) => ({
    kind: "test",
    dedupeKey: key,
    to: "buyer@firm.example",
    ...composeMessage(`Message ${key}`, "Hello Pat,", [{ p: "A line." }]),
  });
  const outboxRow = async (key: string) =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, key)))[0]!;

  it("is tried again: an e-mail the mail server refused once is sent on the next try", async () => {
    smtp.refuseNext(1);
    await enqueueEmail(t.database.db, email("retry:1"));
    t.app.mailer.kick();
    const row = await until(
      () => outboxRow("retry:1"),
      (r) => r.status === "sent",
    );
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row.lastError).toBeNull();
    expect(smtp.received.map((m) => m.subject)).toContain("Message retry:1");
  });

  it("stays failed after its last try, and admins see it in the outbox and the jobs panel", async () => {
    smtp.refuseNext(5);
    await enqueueEmail(t.database.db, email("retry:2"));
    t.app.mailer.kick();
    const row = await until(
      () => outboxRow("retry:2"),
      (r) => r.status === "failed",
    );
    expect(row).toMatchObject({ status: "failed", attempts: 5 });
    expect(row.lastError).toMatch(/451/);

    const cookies = await actorCookies(t.database.db);
    const status = await until(
      async () =>
        (await t.app.inject({ url: "/api/admin/jobs", headers: { cookie: cookies.admin } })).json(),
      (body) => body.failures.length > 0,
    );
    expect(status.running).toBe(true);
    expect(status.failures[0]).toMatchObject({ queue: DELIVER_EMAIL, tries: 5 });
    expect(status.failures[0].error).toMatch(/451/);
    const deliver = status.queues.find((q: { name: string }) => q.name === DELIVER_EMAIL);
    expect(deliver).toMatchObject({ failed: 1, schedule: null });
    expect(
      status.queues.find((q: { name: string }) => q.name === RENEW_SUBSCRIPTIONS),
    ).toMatchObject({ schedule: null });

    const outbox = await t.app.inject({
      url: "/api/admin/outbox?status=failed",
      headers: { cookie: cookies.admin },
    });
    expect(outbox.json().items.map((m: { subject: string }) => m.subject)).toEqual([
      "Message retry:2",
    ]);
  });
});

describe("the job queues as a server runs them", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jobs: {} });
  });
  afterAll(() => t.close());

  it("retry e-mail four times with backoff from 30 s, and schedule each job", async () => {
    const { rows } = await t.database.pool.query(
      `select name, policy, retry_limit, retry_delay, retry_backoff from ${JOB_SCHEMA}.queue
       where name = $1`,
      [DELIVER_EMAIL],
    );
    expect(rows).toEqual([
      {
        name: DELIVER_EMAIL,
        policy: "standard",
        retry_limit: 4,
        retry_delay: 30,
        retry_backoff: true,
      },
    ]);
    const schedules = await t.database.pool.query<{ name: string; cron: string }>(
      `select name, cron from ${JOB_SCHEMA}.schedule order by name`,
    );
    expect(schedules.rows).toEqual([
      { name: "dispatch-email", cron: "* * * * *" },
      { name: RENEW_SUBSCRIPTIONS, cron: "*/5 * * * *" },
      { name: "sweep-idle-visitor-conversations", cron: "41 * * * *" },
      { name: "sweep-rate-limits", cron: "*/10 * * * *" },
      { name: "sweep-sessions", cron: "17 * * * *" },
    ]);
  });
});
