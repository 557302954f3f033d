import { createHmac, randomBytes } from "node:crypto";
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

export interface FakeProduct {
  id: string;
  object: "product";
  name: string;
  active: true;
  metadata: Record<string, string>;
  created: number;
}

export interface FakeSubscription {
  id: string;
  object: "subscription";
  customer: string;
  status: "trialing" | "active" | "past_due" | "canceled";
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  trial_start: number | null;
  trial_end: number | null;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: Array<{
      id: string;
      object: "subscription_item";
      quantity: number;
      current_period_start: number;
      current_period_end: number;
      price: {
        id: string;
        object: "price";
        currency: string;
        product: string;
        unit_amount: number;
        recurring: { interval: string; interval_count: number };
      };
    }>;
  };
  livemode: false;
  created: number;
}

export interface FakeInvoice {
  id: string;
  object: "invoice";
  customer: string;
  status: "draft" | "open" | "paid" | "void";
  billing_reason: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  period_start: number;
  period_end: number;
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  lines: {
    object: "list";
    data: Array<{
      id: string;
      object: "line_item";
      amount: number;
      currency: string;
      quantity: number;
      period: { start: number; end: number };
    }>;
  };
  livemode: false;
  created: number;
}

export interface FakeEvent {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  created: number;
  data: { object: unknown };
}

/** Where the fake sends its signed webhooks, as Stripe would to the endpoint's URL. */
export interface FakeWebhookEndpoint {
  secret: string;
  /** Delivers the raw body and its Stripe-Signature header; answers the HTTP status. */
  deliver: (payload: string, signature: string) => Promise<number>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  /** A GET's parameters (the SDK sends them in the query string). */
  query: URLSearchParams;
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
  readonly products = new Map<string, FakeProduct>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly invoices = new Map<string, FakeInvoice>();
  /**
   * Proration invoice items Stripe made for a subscription's item changes, waiting for its next
   * invoice (GET /v1/invoiceitems?pending=true lists them), by subscription.
   */
  readonly pendingInvoiceItems = new Map<
    string,
    Array<{
      id: string;
      object: "invoiceitem";
      amount: number;
      proration: true;
      description: string;
    }>
  >();
  /** Which PaymentIntent paid each invoice. */
  readonly invoicePayments = new Map<string, string>();
  /** Every event the fake sent, in order (tests replay them). */
  readonly events: FakeEvent[] = [];
  /** Set it to receive webhooks; without one, events are only recorded. */
  endpoint?: FakeWebhookEndpoint;
  private readonly deliveries = new Set<Promise<unknown>>();
  /** Stripe's test payment methods: pm_card_visa pays; pm_card_chargeCustomerFail saves but declines charges. */
  readonly paymentMethods = new Map<string, FakePaymentMethod>([
    ["pm_card_visa", card("pm_card_visa", "visa", "4242")],
    ["pm_card_chargeCustomerFail", card("pm_card_chargeCustomerFail", "visa", "0341")],
  ]);
  readonly requests: RecordedRequest[] = [];
  /** Every answer waits this long first: a slow Stripe (the soak's slow-provider phase). */
  delayMs = 0;
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
    code?: string,
  ) {
    this.send(res, status, { error: { type, message, ...(code ? { code } : {}) } });
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

  /** Stripe's 404 for an id it does not know. */
  private missing(res: http.ServerResponse, what: string, id: string) {
    this.error(res, 404, `No such ${what}: '${id}'`, "invalid_request_error", "resource_missing");
  }

  /** POST /v1/products (an id of the caller's own is allowed once) and GET /v1/products/:id. */
  private product(res: http.ServerResponse, record: RecordedRequest, id: string | undefined) {
    if (record.method === "GET" && id) {
      const found = this.products.get(id);
      if (!found) return this.missing(res, "product", id);
      return this.send(res, 200, found);
    }
    if (record.method !== "POST" || id)
      return this.error(res, 404, `Unrecognized request URL (${record.method}: ${record.path}).`);
    const replay = record.idempotencyKey && this.idempotent.get(record.idempotencyKey);
    if (replay) return this.send(res, 200, this.products.get(replay));
    const name = record.form.get("name");
    if (!name) return this.error(res, 400, "Missing required param: name.");
    const productId = record.form.get("id") ?? `prod_${randomBytes(7).toString("hex")}`;
    if (this.products.has(productId))
      return this.error(
        res,
        400,
        `Product already exists.`,
        "invalid_request_error",
        "resource_already_exists",
      );
    const created: FakeProduct = {
      id: productId,
      object: "product",
      name,
      active: true,
      metadata: metadataOf(record.form),
      created: now(),
    };
    this.products.set(productId, created);
    if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, productId);
    return this.send(res, 200, created);
  }

  /**
   * POST /v1/subscriptions (one item with inline price_data, a default card, a trial_end),
   * GET/POST /v1/subscriptions/:id (cancel_at_period_end, default_payment_method) and
   * DELETE /v1/subscriptions/:id (cancel now).
   */
  private subscription(res: http.ServerResponse, record: RecordedRequest, id: string | undefined) {
    if (id) {
      const sub = this.subscriptions.get(id);
      if (!sub) return this.missing(res, "subscription", id);
      if (record.method === "GET") return this.send(res, 200, sub);
      if (sub.status === "canceled")
        return this.error(
          res,
          400,
          "A canceled subscription can only update its cancellation_details and metadata.",
        );
      if (record.method === "DELETE") {
        sub.status = "canceled";
        sub.canceled_at = sub.ended_at = now();
        this.emit("customer.subscription.deleted", sub);
        return this.send(res, 200, sub);
      }
      if (record.method !== "POST")
        return this.error(res, 404, `Unrecognized request URL (${record.method}: ${record.path}).`);
      const cancel = record.form.get("cancel_at_period_end");
      if (cancel !== null) {
        sub.cancel_at_period_end = cancel === "true";
        sub.canceled_at = sub.cancel_at_period_end ? now() : null;
      }
      const pm = record.form.get("default_payment_method");
      if (pm !== null) {
        if (!this.paymentMethods.has(pm))
          return this.error(res, 400, `No such PaymentMethod: '${pm}'`);
        sub.default_payment_method = pm;
      }
      this.emit("customer.subscription.updated", sub);
      return this.send(res, 200, sub);
    }
    if (record.method !== "POST")
      return this.error(res, 404, `Unrecognized request URL (${record.method}: ${record.path}).`);
    const replay = record.idempotencyKey && this.idempotent.get(record.idempotencyKey);
    if (replay) return this.send(res, 200, this.subscriptions.get(replay));
    const form = record.form;
    const customer = form.get("customer") ?? "";
    if (!this.customers.has(customer))
      return this.error(res, 400, `No such customer: '${customer}'`);
    const pm = form.get("default_payment_method");
    if (pm && !this.paymentMethods.has(pm))
      return this.error(res, 400, `No such PaymentMethod: '${pm}'`);
    const product = form.get("items[0][price_data][product]") ?? "";
    if (!this.products.has(product)) return this.error(res, 400, `No such product: '${product}'`);
    const amount = Number(form.get("items[0][price_data][unit_amount]"));
    const interval = form.get("items[0][price_data][recurring][interval]");
    const currency = form.get("items[0][price_data][currency]");
    if (!Number.isInteger(amount) || amount < 0 || !interval || !currency)
      return this.error(
        res,
        400,
        "items[0][price_data] needs currency, unit_amount and recurring[interval].",
      );
    if (!["day", "week", "month", "year"].includes(interval))
      return this.error(
        res,
        400,
        `Invalid recurring[interval]: must be one of day, week, month, or year`,
      );
    const trialEnd = form.get("trial_end") ? Number(form.get("trial_end")) : null;
    const start = now();
    if (trialEnd !== null && trialEnd <= start)
      return this.error(
        res,
        400,
        "Invalid timestamp: must be an integer Unix timestamp in the future.",
      );
    if (trialEnd === null)
      return this.error(
        res,
        400,
        "This fake only creates subscriptions with a trial_end (the shop's way).",
      );
    const subId = `sub_${randomBytes(12).toString("hex")}`;
    const sub: FakeSubscription = {
      id: subId,
      object: "subscription",
      customer,
      status: "trialing",
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      default_payment_method: pm,
      latest_invoice: null,
      trial_start: start,
      trial_end: trialEnd,
      metadata: metadataOf(form),
      items: {
        object: "list",
        data: [
          {
            id: `si_${randomBytes(8).toString("hex")}`,
            object: "subscription_item",
            quantity: Number(form.get("items[0][quantity]") ?? 1),
            current_period_start: start,
            current_period_end: trialEnd,
            price: {
              id: `price_${randomBytes(8).toString("hex")}`,
              object: "price",
              currency,
              product,
              unit_amount: amount,
              recurring: { interval, interval_count: 1 },
            },
          },
        ],
      },
      livemode: false,
      created: start,
    };
    this.subscriptions.set(subId, sub);
    if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, subId);
    this.emit("customer.subscription.created", sub);
    return this.send(res, 200, sub);
  }

  /**
   * GET and POST /v1/subscription_items/:id: another price (inline `price_data`) or `quantity`
   * for a subscription's item. With `proration_behavior` create_prorations (Stripe's default)
   * the difference for the rest of the current period, to the second, becomes a pending invoice
   * item on the next invoice; `none` makes none; a trialing subscription is not prorated.
   */
  private subscriptionItem(res: http.ServerResponse, record: RecordedRequest, id: string) {
    const sub = [...this.subscriptions.values()].find((s) => s.items.data.some((i) => i.id === id));
    const item = sub?.items.data.find((i) => i.id === id);
    if (!sub || !item) return this.missing(res, "subscription_item", id);
    const view = () => ({ ...structuredClone(item), subscription: sub.id, metadata: {} });
    if (record.method === "GET") return this.send(res, 200, view());
    if (record.method !== "POST")
      return this.error(res, 404, `Unrecognized request URL (${record.method}: ${record.path}).`);
    const replay = record.idempotencyKey && this.idempotent.get(record.idempotencyKey);
    if (replay) return this.send(res, 200, view());
    if (sub.status === "canceled")
      return this.error(
        res,
        400,
        "A canceled subscription can only update its cancellation_details and metadata.",
      );
    const form = record.form;
    const behaviour = form.get("proration_behavior") ?? "create_prorations";
    if (!["create_prorations", "none", "always_invoice"].includes(behaviour))
      return this.error(
        res,
        400,
        "Invalid proration_behavior: must be one of always_invoice, create_prorations, or none",
      );
    if (behaviour === "always_invoice")
      return this.error(res, 400, "This fake does not invoice prorations at once.");
    const quantityText = form.get("quantity");
    const quantity = quantityText === null ? item.quantity : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 0)
      return this.error(res, 400, `Invalid integer: ${quantityText}`);
    let price = item.price;
    if (form.get("price_data[unit_amount]") !== null) {
      const product = form.get("price_data[product]") ?? "";
      if (!this.products.has(product)) return this.error(res, 400, `No such product: '${product}'`);
      const amount = Number(form.get("price_data[unit_amount]"));
      const interval = form.get("price_data[recurring][interval]");
      const currency = form.get("price_data[currency]");
      if (!Number.isInteger(amount) || amount < 0 || !interval || !currency)
        return this.error(
          res,
          400,
          "price_data needs currency, product, unit_amount and recurring[interval].",
        );
      if (interval !== item.price.recurring.interval)
        return this.error(res, 400, "This fake keeps the billing interval of an item.");
      price = {
        id: `price_${randomBytes(8).toString("hex")}`,
        object: "price",
        currency,
        product,
        unit_amount: amount,
        recurring: { interval, interval_count: 1 },
      };
    }
    const at = Number(form.get("proration_date") ?? now());
    const { current_period_start: start, current_period_end: end } = item;
    const difference = price.unit_amount * quantity - item.price.unit_amount * item.quantity;
    if (behaviour === "create_prorations" && sub.status !== "trialing" && difference !== 0) {
      const left = Math.min(Math.max(end - at, 0), end - start);
      const amount = Math.round((difference * left) / Math.max(end - start, 1));
      if (amount !== 0)
        this.pendingInvoiceItems.set(sub.id, [
          ...(this.pendingInvoiceItems.get(sub.id) ?? []),
          {
            id: `ii_${randomBytes(8).toString("hex")}`,
            object: "invoiceitem",
            amount,
            proration: true,
            description:
              amount > 0 ? "Remaining time on the new price" : "Unused time on the old price",
          },
        ]);
    }
    item.price = price;
    item.quantity = quantity;
    if (record.idempotencyKey) this.idempotent.set(record.idempotencyKey, id);
    this.emit("customer.subscription.updated", sub);
    return this.send(res, 200, view());
  }

  /** GET /v1/invoices/:id and POST /v1/invoices/:id/pay (with payment_method, or the default). */
  private invoice(res: http.ServerResponse, record: RecordedRequest, id: string, action?: string) {
    const invoice = this.invoices.get(id);
    if (!invoice) return this.missing(res, "invoice", id);
    if (record.method === "GET" && !action) {
      // expand[]=payments: the invoice's payments, each naming the PaymentIntent that paid it.
      const expand = [...record.query].filter(([k]) => k.startsWith("expand[")).map(([, v]) => v);
      if (!expand.includes("payments")) return this.send(res, 200, invoice);
      const paidBy = this.invoicePayments.get(invoice.id);
      return this.send(res, 200, {
        ...invoice,
        payments: {
          object: "list",
          has_more: false,
          data: paidBy
            ? [
                {
                  id: `inpay_${invoice.id}`,
                  object: "invoice_payment",
                  amount_paid: invoice.amount_paid,
                  amount_requested: invoice.amount_due,
                  currency: invoice.currency,
                  invoice: invoice.id,
                  is_default: true,
                  status: "paid",
                  payment: { type: "payment_intent", payment_intent: paidBy },
                },
              ]
            : [],
        },
      });
    }
    if (record.method !== "POST" || action !== "pay")
      return this.error(res, 404, `Unrecognized request URL (${record.method}: ${record.path}).`);
    if (invoice.status !== "open") return this.error(res, 400, "Invoice is already paid");
    const sub = this.subscriptions.get(invoice.parent.subscription_details.subscription)!;
    const pm = record.form.get("payment_method") ?? sub.default_payment_method;
    if (this.collect(invoice, sub, pm) === "declined")
      return this.send(res, 402, {
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        },
      });
    return this.send(res, 200, invoice);
  }

  /** Charges an open invoice with the card: Stripe's outcome, its subscription's status and events. */
  private collect(invoice: FakeInvoice, sub: FakeSubscription, pm: string | null) {
    invoice.attempt_count += 1;
    if (!pm || pm === "pm_card_chargeCustomerFail" || !this.paymentMethods.has(pm)) {
      sub.status = "past_due";
      this.emit("invoice.payment_failed", invoice);
      this.emit("customer.subscription.updated", sub);
      return "declined" as const;
    }
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    // Stripe Billing collects through a PaymentIntent of its own, which a refund names.
    const intentId = `pi_${randomBytes(12).toString("hex")}`;
    this.intents.set(intentId, {
      id: intentId,
      object: "payment_intent",
      amount: invoice.amount_due,
      amount_received: invoice.amount_due,
      currency: invoice.currency,
      status: "succeeded",
      client_secret: `${intentId}_secret_${randomBytes(12).toString("hex")}`,
      metadata: {},
      description: `Subscription ${sub.id}`,
      livemode: false,
      created: now(),
      last_payment_error: null,
      customer: sub.customer,
      payment_method: pm,
      setup_future_usage: null,
    });
    this.invoicePayments.set(invoice.id, intentId);
    invoice.amount_remaining = 0;
    const line = invoice.lines.data[0]!;
    const item = sub.items.data[0]!;
    item.current_period_start = line.period.start;
    item.current_period_end = line.period.end;
    sub.status = "active";
    this.emit("invoice.paid", invoice);
    this.emit("customer.subscription.updated", sub);
    return "paid" as const;
  }

  /**
   * Stripe's test clock, for one subscription: time reaches the end of its current period. A
   * subscription set to cancel then ends; otherwise its next invoice (billing_reason
   * subscription_cycle, for the next month or year, by its price's interval) is made and charged to its default card, and the
   * signed events go out. Resolves once every webhook was delivered.
   */
  async advance(subscriptionId: string): Promise<FakeInvoice | null> {
    const sub = this.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`No such subscription: ${subscriptionId}`);
    const item = sub.items.data[0]!;
    const start = item.current_period_end;
    if (sub.cancel_at_period_end) {
      sub.status = "canceled";
      sub.ended_at = start;
      this.emit("customer.subscription.deleted", sub);
      await this.settle();
      return null;
    }
    const end = addMonthsUnix(start, item.price.recurring.interval === "year" ? 12 : 1);
    const prorations = this.pendingInvoiceItems.get(sub.id) ?? [];
    this.pendingInvoiceItems.delete(sub.id);
    const amount =
      item.price.unit_amount * item.quantity + prorations.reduce((sum, p) => sum + p.amount, 0);
    const invoiceId = `in_${randomBytes(12).toString("hex")}`;
    const invoice: FakeInvoice = {
      id: invoiceId,
      object: "invoice",
      customer: sub.customer,
      status: "open",
      billing_reason: "subscription_cycle",
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      attempt_count: 0,
      // Stripe dates a cycle invoice by the period just ended; its line names the period billed.
      period_start: item.current_period_start,
      period_end: start,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
      },
      lines: {
        object: "list",
        data: [
          {
            id: `il_${randomBytes(8).toString("hex")}`,
            object: "line_item",
            amount: item.price.unit_amount * item.quantity,
            currency: item.price.currency,
            quantity: item.quantity,
            period: { start, end },
          },
          ...prorations.map((p) => ({
            id: `il_${randomBytes(8).toString("hex")}`,
            object: "line_item" as const,
            amount: p.amount,
            currency: item.price.currency,
            quantity: 1,
            period: { start: item.current_period_start, end: start },
            description: p.description,
            parent: {
              type: "subscription_item_details",
              subscription_item_details: {
                invoice_item: p.id,
                proration: true,
                subscription: sub.id,
                subscription_item: item.id,
              },
            },
          })),
        ],
      },
      livemode: false,
      created: now(),
    };
    this.invoices.set(invoiceId, invoice);
    sub.latest_invoice = invoiceId;
    if (sub.trial_end && sub.status === "trialing") sub.trial_end = start;
    this.collect(invoice, sub, sub.default_payment_method);
    await this.settle();
    return invoice;
  }

  /** Three days before a trial ends Stripe sends customer.subscription.trial_will_end. */
  async trialWillEnd(subscriptionId: string): Promise<void> {
    this.emit("customer.subscription.trial_will_end", this.subscriptions.get(subscriptionId)!);
    await this.settle();
  }

  /** Sends (or re-sends) an event to the endpoint, signed as Stripe signs: t=…,v1=HMAC-SHA256. */
  async deliver(event: FakeEvent): Promise<number> {
    if (!this.endpoint) return 0;
    const payload = JSON.stringify(event);
    const t = now();
    const v1 = createHmac("sha256", this.endpoint.secret).update(`${t}.${payload}`).digest("hex");
    return this.endpoint.deliver(payload, `t=${t},v1=${v1}`);
  }

  /** Resolves when every webhook sent so far has been answered. */
  async settle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  /**
   * Records an event with a snapshot of the object and delivers it after the current request has
   * been answered, as Stripe does (never inside the API call that caused it).
   */
  private emit(type: string, object: unknown) {
    const event: FakeEvent = {
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      type,
      api_version: "2026-10-28.endive",
      created: now(),
      data: { object: structuredClone(object) },
    };
    this.events.push(event);
    if (!this.endpoint) return;
    const delivery: Promise<unknown> = new Promise((resolve) => setImmediate(resolve))
      .then(() => this.deliver(event))
      .catch(() => undefined)
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? "/", this.url);
    const record: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      form: new URLSearchParams(raw),
      query: url.searchParams,
      idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      authorization: req.headers.authorization,
    };
    this.requests.push(record);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
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
    const product = /^\/v1\/products(?:\/([^/]+))?$/.exec(url.pathname);
    if (product) return this.product(res, record, product[1]);
    const item = /^\/v1\/subscription_items\/([^/]+)$/.exec(url.pathname);
    if (item) return this.subscriptionItem(res, record, item[1]!);
    const sub = /^\/v1\/subscriptions(?:\/([^/]+))?$/.exec(url.pathname);
    if (sub) return this.subscription(res, record, sub[1]);
    const inv = /^\/v1\/invoices\/([^/]+)(?:\/(pay))?$/.exec(url.pathname);
    if (inv) return this.invoice(res, record, inv[1]!, inv[2]);
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

const now = () => Math.floor(Date.now() / 1000);

/** The same day `months` on (the month's last day when it has fewer), as Stripe bills. */
function addMonthsUnix(seconds: number, months: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  const next = new Date(d);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return Math.floor(next.getTime() / 1000);
}
