import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.js";
import type { Database } from "../db/client.js";
import { hashSessionId } from "../plugins/sessions.js";
import { addMessages } from "../modules/advisor/conversations-repository.js";
import { addToCart, cartTotalDollars, pickProducts } from "../test/shopping.js";
import { createTestDatabase, cookieHeader, testConfig } from "../test/helpers.js";
import { recordSecret, recordSessionCookies, suiteLogger } from "../test/suite-log.js";

/**
 * Runs representative requests at trace level and reads every log line: the events that matter
 * are there with a request id, and no secret ever is.
 */

const SECRETS = {
  stripeKey: "sk_test_logsecret_4f1c2a",
  webhookSecret: "whsec_logsecret_9e8d7c",
  aiKey: "ai-key-logsecret-5b6a",
};
const CARD = "4242 4242 4242 4242";
/** Chat text a failed insert carried: drizzle's error message used to list it (finding 8). */
const CHAT_TEXT = "my client's SSN is in the attached return";
const MISSING_CONVERSATION = "0b5e7f0c-6b1e-4d36-9a52-2f1c9d1e7a11";

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  [key: string]: unknown;
}

const lines: string[] = [];
let app: FastifyInstance;
let database: Database;
const cookiesSeen: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({
    LOG_LEVEL: "trace",
    PAYMENTS: "test",
    STRIPE_WEBHOOK_SECRET: SECRETS.webhookSecret,
    AI_API_KEY: SECRETS.aiKey,
    AI_BASE_URL: "http://127.0.0.1:9/v1",
    AI_MODEL: "test-model",
  });
  app = await buildApp({
    jobs: false,
    config,
    db: database.db,
    logger: suiteLogger("trace", (line) => lines.push(...line.split("\n").filter(Boolean))),
  });
  app.get("/api/test-only/boom", async () => {
    throw new Error("database said no");
  });
  // A real failing query through a repository: the conversation does not exist (foreign key).
  app.get("/api/test-only/failed-query", async () => {
    await addMessages(database.db, MISSING_CONVERSATION, [{ role: "user", content: CHAT_TEXT }]);
  });
  await app.ready();
  await run();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function run() {
  const signIn = await app.inject({
    method: "POST",
    url: "/api/test-login",
    payload: { userId: "customer_test_456" },
  });
  const cookie = cookieHeader(signIn.headers["set-cookie"]);
  cookiesSeen.push(cookie.split("=")[1]!);
  recordSessionCookies(cookie);
  recordSecret("secret-oidc-code");
  const picked = await pickProducts(database.db);
  await addToCart(app, cookie, picked.download.id);
  const amount = await cartTotalDollars(app, cookie);
  const intent = await app.inject({
    method: "POST",
    url: "/api/create-payment-intent",
    headers: { cookie },
    payload: { amount },
  });
  const clientSecret = intent.json().clientSecret as string;
  cookiesSeen.push(clientSecret);
  recordSecret(clientSecret);
  await app.inject({
    method: "POST",
    url: "/api/payments/test/confirm",
    headers: { cookie },
    payload: { clientSecret, cardNumber: CARD, expiry: "12/39", cvc: "123" },
  });
  await app.inject({ url: "/api/cart" }); // 401
  await app.inject({ url: "/api/admin/products", headers: { cookie } }); // 403
  await app.inject({
    url: "/api/auth/google/callback?code=secret-oidc-code&state=forged",
    headers: { cookie, authorization: `Bearer ${SECRETS.aiKey}` },
  });
  await app.inject({ url: "/api/test-only/boom", headers: { cookie } });
  recordSecret(CHAT_TEXT);
  recordSecret(MISSING_CONVERSATION);
  await app.inject({ url: "/api/test-only/failed-query", headers: { cookie } });
  await app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie, origin: "https://evil.example" },
    payload: { productId: picked.download.id, quantity: 1 },
  });
}

const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);

describe("the logs of a run of representative requests", () => {
  it("were captured at trace level", () => {
    expect(parsed().filter((l) => l.msg === "incoming request").length).toBeGreaterThan(5);
  });

  it("never contain a cookie, session id, client secret, card number, API key or webhook secret", () => {
    const text = lines.join("\n");
    for (const value of cookiesSeen) {
      expect(text).not.toContain(value);
      expect(text).not.toContain(hashSessionId(value));
    }
    expect(text).not.toContain(CARD);
    expect(text).not.toContain(CARD.replaceAll(" ", ""));
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(text).not.toContain("secret-oidc-code");
  });

  it("log a failed query's SQL but not its parameters or PostgreSQL's row detail", () => {
    const failed = parsed().filter(
      (l) => l.msg === "request failed" && JSON.stringify(l).includes("insert into"),
    );
    expect(failed).toHaveLength(1);
    const text = JSON.stringify(failed[0]);
    expect(text).toContain("params: [redacted]");
    expect(text).not.toContain(CHAT_TEXT);
    expect(text).not.toContain(MISSING_CONVERSATION);
  });

  it("record sign-ins, refused authorisations and server errors with a request id", () => {
    const logs = parsed();
    const find = (pattern: RegExp) => logs.filter((l) => pattern.test(l.msg ?? ""));
    for (const [what, pattern] of [
      ["sign-in", /signed in/],
      ["refused authorisation", /authori[sz]ation refused/],
      ["server error", /request failed/],
    ] as const) {
      const found = find(pattern);
      expect(found.length, what).toBeGreaterThan(0);
      for (const line of found) expect(line.reqId, what).toMatch(/.+/);
    }
    const refused = find(/authori[sz]ation refused/).map((l) => l.statusCode);
    expect(refused).toEqual(expect.arrayContaining([401, 403]));
    expect(find(/cross-site request/).map((l) => l.origin)).toEqual(["https://evil.example"]);
  });
});

describe("a bad webhook signature", () => {
  it("is logged with a request id and without the secret", async () => {
    const stream: string[] = [];
    const db = await createTestDatabase();
    const stripeApp = await buildApp({
      jobs: false,
      config: testConfig({
        STRIPE_SECRET_KEY: SECRETS.stripeKey,
        STRIPE_PUBLISHABLE_KEY: "pk_test_logs",
        STRIPE_WEBHOOK_SECRET: SECRETS.webhookSecret,
      }),
      db: db.db,
      logger: suiteLogger("trace", (line) => stream.push(line)),
    });
    try {
      await stripeApp.ready();
      const payload = JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded" });
      const signer = new Stripe("sk_test_signer");
      const res = await stripeApp.inject({
        method: "POST",
        url: "/api/stripe/webhook",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signer.webhooks.generateTestHeaderString({
            payload,
            secret: "whsec_someone_else",
          }),
        },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const logs = stream
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as LogLine);
      const refused = logs.filter((l) => /bad signature/.test(l.msg ?? ""));
      expect(refused).toHaveLength(1);
      expect(refused[0]!.reqId).toMatch(/.+/);
      const text = stream.join("");
      expect(text).not.toContain(SECRETS.webhookSecret);
      expect(text).not.toContain(SECRETS.stripeKey);
    } finally {
      await stripeApp.close();
      await db.close();
    }
  });
});
