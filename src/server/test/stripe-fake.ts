import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  livemode: false;
  created: number;
  last_payment_error: null | { message: string };
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
}

export interface FakeSetupIntent {
  id: string;
  object: "setup_intent";
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
  last_setup_error: null | { message: string };
}

export interface FakePaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "succeeded";
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/**
 * Stripe's REST API as the stripe SDK speaks it (form-encoded bodies, Bearer keys, Idempotency-Key,
 * JSON objects and error envelopes), for the few PaymentIntent calls the shop makes. It stands in
 * for Stripe's servers only; our code talks to it through the real SDK.
 */
export class StripeFake {
  readonly intents = new Map<string, FakeIntent>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly setupIntents = new Map<string, FakeSetupIntent>();
  readonly customers = new Set<string>();
  /** Stripe's test payment methods: pm_card_visa pays; pm_card_chargeCustomerFail saves but declines charges. */
  readonly paymentMethods = new Map<string, FakePaymentMethod>([
    ["pm_card_visa", card("pm_card_visa", "visa", "4242")],
    ["pm_card_chargeCustomerFail", card("pm_card_chargeCustomerFail", "visa", "0341")],
  ]);
  readonly requests: RecordedRequest[] = [];
  private readonly idempotent = new Map<string, string>();
  private server?: http.Server;
  url = "";

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** What Stripe does when the customer's card goes through. */
  succeed(id: string, paymentMethod = "pm_card_visa"): FakeIntent {
    const intent = this.intents.get(id)!;
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.payment_method = paymentMethod;
    return intent;
  }

  /** What Stripe does when the customer confirms a SetupIntent with a card: it is saved. */
  succeedSetup(id: string, paymentMethod = "pm_card_visa"): FakeSetupIntent {
    const setup = this.setupIntents.get(id)!;
    setup.status = "succeeded";
    setup.payment_method = paymentMethod;
    return setup;
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": `req_${randomBytes(6).toString("hex")}`,
    });
    res.end(JSON.stringify(body));
  }

  private error(
    res: http.ServerResponse,
    status: number,
    message: string,
    type = "invalid_request_error",
  ) {
    this.send(res, status, { error: { type, message } });
  }

  /** POST /v1/refunds: part or all of a succeeded PaymentIntent, never more than it received. */
  private refund(res: http.ServerResponse, record: RecordedRequest) {
    const replay = record.idempotencyKey && this.idempotent.get(record.idempotencyKey);
    if (replay) return this.send(res, 200, this.refunds.get(replay));
    const intentId = record.form.get("payment_intent") ?? "";
    const intent = this.intents.get(intentId);
    if (!intent) return this.error(res, 404, `No such payment_intent: '${intentId}'`);
    if (intent.status !== "succeeded")
      return this.error(
        res,
        400,
        `PaymentIntent ${intentId} does not have a successful charge to refund.`,
      );
    const given = [...this.refunds.values()]
      .filter((r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(record.form.get("amount") ?? intent.amount_received - given);
    if (!Number.isInteger(amount) || amount < 1)
      return this.error(res, 400, "Invalid positive integer");
    if (given + amount > intent.amount_received)
      return this.error(
        res,
        400,
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount_received - given) / 100).toFixed(2)})`,
      );
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString("hex")}`,
      object: "refund",
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: "succeeded",
      reason: record.form.get("reason"),
      metadata: metadataOf(record.form),
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, refund.id);
    return this.send(res, 200, refund);
  }

  /** POST /v1/setup_intents (save a card without charging) and GET /v1/setup_intents/:id. */
  private setupIntent(res: http.ServerResponse, record: RecordedRequest, id: string | undefined) {
    if (record.method === "GET" && id) {
      const setup = this.setupIntents.get(id);
      if (!setup) return this.error(res, 404, `No such setupintent: '${id}'`);
      return this.send(res, 200, setup);
    }
    if (record.method !== "POST" || id)
      return this.error(res, 404, `Unrecognized request URL (${record.method}: ${record.path}).`);
    const replay = record.idempotencyKey && this.idempotent.get(record.idempotencyKey);
    if (replay) return this.send(res, 200, this.setupIntents.get(replay));
    const customer = record.form.get("customer");
    if (customer && !this.customers.has(customer))
      return this.error(res, 400, `No such customer: '${customer}'`);
    const setupId = `seti_${randomBytes(12).toString("hex")}`;
    const setup: FakeSetupIntent = {
      id: setupId,
      object: "setup_intent",
      status: "requires_payment_method",
      client_secret: `${setupId}_secret_${randomBytes(12).toString("hex")}`,
      customer,
      payment_method: null,
      usage: record.form.get("usage") ?? "off_session",
      metadata: metadataOf(record.form),
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      last_setup_error: null,
    };
    this.setupIntents.set(setupId, setup);
    if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, setupId);
    return this.send(res, 200, setup);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", this.url);
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      form: new URLSearchParams(raw),
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      authorization: req.headers.authorization,
    };
    this.requests.push(record);
    if (!/^Bearer sk_test_\w+/.test(record.authorization ?? "")) {
      return this.error(res, 401, "Invalid API Key provided.", "authentication_error");
    }
    if (url.pathname === "/v1/refunds" && record.method === "POST") return this.refund(res, record);
    if (url.pathname === "/v1/customers" && record.method === "POST") {
      const replay = record.idempotencyKey && this.idempotent.get(record.idempotencyKey);
      const id = replay || `cus_${randomBytes(8).toString("hex")}`;
      this.customers.add(id);
      if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, id);
      return this.send(res, 200, { id, object: "customer", metadata: metadataOf(record.form) });
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)$/.exec(url.pathname);
    if (pm && record.method === "GET") {
      const method = this.paymentMethods.get(pm[1]!);
      if (!method) return this.error(res, 404, `No such PaymentMethod: '${pm[1]}'`);
      return this.send(res, 200, method);
    }
    const seti = /^\/v1\/setup_intents(?:\/([^/]+))?$/.exec(url.pathname);
    if (seti) return this.setupIntent(res, record, seti[1]);
    const match = /^\/v1\/payment_intents(?:\/([^/]+))?(?:\/(cancel))?$/.exec(url.pathname);
    if (!match)
      return this.error(res, 404, `Unrecognized request URL (${record.method}: ${url.pathname}).`);
    const [, id, action] = match;

    if (record.method === "POST" && !id) {
      const replay = record.idempotencyKey && this.idempotent.get(record.idempotencyKey);
      if (replay) return this.send(res, 200, this.intents.get(replay));
      const amount = Number(record.form.get("amount"));
      if (!Number.isInteger(amount) || amount < 50)
        return this.error(res, 400, "Amount must be at least $0.50 usd");
      const intentId = `pi_${randomBytes(12).toString("hex")}`;
      const metadata = metadataOf(record.form);
      const customer = record.form.get("customer");
      if (customer && !this.customers.has(customer))
        return this.error(res, 400, `No such customer: '${customer}'`);
      const paymentMethod = record.form.get("payment_method");
      const intent: FakeIntent = {
        id: intentId,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency: record.form.get("currency") ?? "usd",
        status: "requires_payment_method",
        client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
        metadata,
        description: record.form.get("description"),
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        last_payment_error: null,
        customer,
        payment_method: paymentMethod,
        setup_future_usage: record.form.get("setup_future_usage"),
      };
      this.intents.set(intentId, intent);
      if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, intentId);
      if (record.form.get("confirm") === "true" && paymentMethod) {
        // An off-session charge of a saved card: it pays, or Stripe answers 402 card_error.
        if (paymentMethod === "pm_card_chargeCustomerFail") {
          intent.status = "requires_payment_method";
          intent.last_payment_error = { message: "Your card was declined." };
          return this.send(res, 402, {
            error: {
              type: "card_error",
              code: "card_declined",
              decline_code: "generic_decline",
              message: "Your card was declined.",
              payment_intent: intent,
            },
          });
        }
        if (!this.paymentMethods.has(paymentMethod))
          return this.error(res, 400, `No such PaymentMethod: '${paymentMethod}'`);
        this.succeed(intentId, paymentMethod);
      }
      return this.send(res, 200, intent);
    }
    const intent = id ? this.intents.get(id) : undefined;
    if (!intent) return this.error(res, 404, `No such payment_intent: '${id}'`);
    if (record.method === "GET" && !action) return this.send(res, 200, intent);
    if (record.method === "POST" && action === "cancel") {
      if (intent.status === "succeeded")
        return this.error(
          res,
          400,
          "You cannot cancel this PaymentIntent because it has a status of succeeded.",
        );
      intent.status = "canceled";
      return this.send(res, 200, intent);
    }
    return this.error(res, 404, `Unrecognized request URL (${record.method}: ${url.pathname}).`);
  }
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]!] = value;
  }
  return metadata;
}

function card(id: string, brand: string, last4: string): FakePaymentMethod {
  return {
    id,
    object: "payment_method",
    type: "card",
    customer: null,
    card: { brand, last4, exp_month: 12, exp_year: 2039 },
  };
}
