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
  succeed(id: string): FakeIntent {
    const intent = this.intents.get(id)!;
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    return intent;
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
      };
      this.intents.set(intentId, intent);
      if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, intentId);
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
