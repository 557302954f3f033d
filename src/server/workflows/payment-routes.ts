import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, errorSchema } from "../../shared/contracts/common.js";
import { inputText } from "../../shared/contracts/text.js";
import { serialIdSchema } from "../../shared/contracts/common.js";
import { subscriptionSchema } from "../../shared/contracts/orders.js";
import {
  checkoutQuoteQuerySchema,
  checkoutQuoteSchema,
  testCardSchema,
  createPaymentIntentBodySchema,
  paymentIntentSchema,
  testCardPaymentBodySchema,
  testCardPaymentResultSchema,
} from "../../shared/contracts/payments.js";
import { saveBillingBodySchema, savedBillingSchema } from "../../shared/contracts/billing.js";
import { siteUrlFor, siteUrlOf, type Config } from "../config.js";
import type { Db } from "../db/client.js";
import { HttpError, notFound } from "../lib/http-error.js";
import { currentUser, requireUser } from "../plugins/auth-guards.js";
import { markCartChanged, cartBuyerOf } from "../modules/cart/index.js";
import {
  CART_CHECKOUT,
  type CheckoutScope,
  completePayment,
  finishStripeCardUpdate,
  openPayment,
  payWithTestCard,
  quoteCheckout,
  saveBillingDetails,
  savedCardFor,
  saveTestCardOnSubscription,
  startStripeCardUpdate,
} from "./checkout.js";
import { listSubscriptions } from "../modules/orders/index.js";
import { renewalJob, runRenewals } from "./renewal.js";
import {
  findPaymentByRef,
  lastBillingOf,
  paidAmountProblem,
  type PaymentProvider,
  stripeClient,
  stripePaymentProvider,
  testPaymentProvider,
} from "../modules/payments/index.js";
import { findFirm } from "../modules/firms/index.js";
import { stripeWebhookRoute } from "./stripe-webhook.js";
import { holdOrderSubscriptions } from "./stripe-billing-events.js";

/** The cart, or one product on its own for `quantity` users, clients or returns (1 by default). */
const checkoutScope = (productId?: number, quantity?: number): CheckoutScope =>
  productId === undefined ? CART_CHECKOUT : { kind: "product", productId, quantity: quantity ?? 1 };

export async function paymentsRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db, config } = opts;
  const stripe = config.payments.mode === "stripe" ? stripeClient(config) : undefined;
  const provider: PaymentProvider | undefined = stripe
    ? stripePaymentProvider(stripe)
    : config.payments.mode === "test"
      ? testPaymentProvider()
      : undefined;
  const requireProvider = () => {
    if (!provider)
      throw new HttpError(
        503,
        "Payments are not available on this server.",
        "payments_unavailable",
      );
    return provider;
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/create-payment-intent",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary:
          "Open a payment for the cart, or for one product on its own with productId (the amount is checked against the server's total)",
        body: createPaymentIntentBodySchema,
        response: {
          200: paymentIntentSchema,
          ...errorResponses(400, 401, 404, 409, 503),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => {
      const { amount, productId, quantity } = request.body;
      return openPayment(
        db,
        requireProvider(),
        currentUser(request).id,
        amount,
        checkoutScope(productId, quantity),
      );
    },
  );

  r.get(
    "/api/checkout/quote",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary:
          "What the cart (or, with productId, one product on its own) costs today and later: free trials cost $0.00 today and state their first charge",
        querystring: checkoutQuoteQuerySchema,
        response: {
          200: checkoutQuoteSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const { productId, quantity } = request.query;
      return quoteCheckout(db, currentUser(request).id, checkoutScope(productId, quantity));
    },
  );

  r.get(
    "/api/checkout/billing",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary:
          "The billing details to fill the form in with: the firm's when buying for a firm, else your last checkout's",
        response: { 200: savedBillingSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      // Buying for a firm (decision 0251): the firm's details; else the person's last ones.
      const userId = currentUser(request).id;
      const { firmId } = await cartBuyerOf(db, userId);
      const firm = firmId === null ? undefined : await findFirm(db, firmId);
      return { billing: firm?.billing ?? (await lastBillingOf(db, userId)) };
    },
  );

  r.put(
    "/api/checkout/billing",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary:
          "Who the invoice is made out to (name, firm, address, optional EIN), for the open payment",
        body: saveBillingBodySchema,
        response: {
          200: savedBillingSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request) => ({
      billing: await saveBillingDetails(
        db,
        currentUser(request).id,
        request.body.clientSecret,
        request.body.billing,
      ),
    }),
  );

  const subscriptionParams = z.object({ subscriptionId: serialIdSchema });
  /** The subscription as the dashboard shows it, after a change to it. */
  const ownSubscription = async (userId: string, id: number) => {
    const found = (await listSubscriptions(db, userId)).find((s) => s.id === id);
    if (!found) throw notFound("Subscription not found.", "subscription_not_found");
    return found;
  };

  r.post(
    "/api/subscriptions/:subscriptionId/card",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary:
          "Save a new card for a subscription's renewals (test mode's card form); a past_due one is charged with it at once",
        params: subscriptionParams,
        body: testCardSchema,
        response: {
          200: subscriptionSchema,
          ...errorResponses(400, 401, 402, 404, 409),
        },
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      if (provider?.name !== "test")
        throw notFound(
          "Updating a card here works with test payments only.",
          "card_update_unsupported",
        );
      const userId = currentUser(request).id;
      const id = request.params.subscriptionId;
      await saveTestCardOnSubscription(
        db,
        provider,
        userId,
        id,
        request.body,
        siteUrlFor(config, request),
      );
      app.mailer.kick();
      return ownSubscription(userId, id);
    },
  );

  r.post(
    "/api/subscriptions/:subscriptionId/card/setup",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary:
          "Stripe mode: open a SetupIntent to save a new card for a subscription (confirm it with Stripe, then call /card/confirm)",
        params: subscriptionParams,
        response: {
          200: paymentIntentSchema,
          ...errorResponses(401, 404, 409),
        },
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      if (provider?.name !== "stripe")
        throw notFound(
          "Updating a card this way works with Stripe payments only.",
          "card_update_unsupported",
        );
      return startStripeCardUpdate(
        db,
        provider,
        currentUser(request).id,
        request.params.subscriptionId,
      );
    },
  );

  r.post(
    "/api/subscriptions/:subscriptionId/card/confirm",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary:
          "Stripe mode: save the card a confirmed SetupIntent produced; a past_due subscription is charged with it at once",
        params: subscriptionParams,
        body: z.object({ setupIntent: inputText().min(1).max(200) }),
        response: {
          200: subscriptionSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request) => {
      if (provider?.name !== "stripe")
        throw notFound(
          "Updating a card this way works with Stripe payments only.",
          "card_update_unsupported",
        );
      const userId = currentUser(request).id;
      const id = request.params.subscriptionId;
      await finishStripeCardUpdate(
        db,
        provider,
        userId,
        id,
        request.body.setupIntent,
        siteUrlFor(config, request),
      );
      app.mailer.kick();
      return ownSubscription(userId, id);
    },
  );

  if (provider?.name === "test") {
    // Test mode only (PAYMENTS=test, which production refuses): the renewal job run at a chosen
    // date for the signed-in customer's own subscriptions, so journeys need no sleeping.
    r.post(
      "/api/test/run-renewals",
      {
        onRequest: requireUser,
        schema: {
          tags: ["payments"],
          summary: "Test mode: run the renewal job as if it were `at`, for your own subscriptions",
          body: z.object({ at: z.iso.datetime({ offset: true }) }),
          response: {
            200: z.record(z.string(), z.number().int()),
            ...errorResponses(400, 401),
          },
        },
        config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      },
      async (request) => {
        const counts = await runRenewals(
          { db, provider, siteUrl: siteUrlFor(config, request), now: new Date(request.body.at) },
          currentUser(request).id,
        );
        app.mailer.kick();
        return counts;
      },
    );
  }

  if (provider) {
    app.jobs.define(
      renewalJob({ db, provider, siteUrl: siteUrlOf(config) }, app.log, () => app.mailer.kick()),
    );
  }

  r.post(
    "/api/payments/test/confirm",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary: "Pay an open payment with a test card (PAYMENTS=test only)",
        body: testCardPaymentBodySchema,
        response: {
          200: testCardPaymentResultSchema,
          ...errorResponses(400, 401, 402, 404, 409),
        },
      },
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      if (provider?.name !== "test")
        throw notFound("Test payments are off on this server.", "payments_unavailable");
      const paid = await payWithTestCard(
        db,
        currentUser(request).id,
        request.body,
        siteUrlFor(config, request),
      );
      app.mailer.kick();
      markCartChanged(config, request, reply); // what was bought left the cart
      return paid;
    },
  );

  r.post(
    "/api/payments/refresh",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payments"],
        summary: "After Stripe's redirect: ask Stripe whether the payment succeeded and fulfil it",
        body: z.object({
          /** Stripe's redirect names a PaymentIntent (pi_…) or, for free trials, a SetupIntent (seti_…). */
          paymentIntent: inputText().min(1).max(200),
        }),
        response: {
          200: z.object({
            status: z.enum(["succeeded", "failed", "open", "canceled"]),
            orderId: z.number().int().nullable(),
          }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const payment = await findPaymentByRef(db, request.body.paymentIntent);
      if (!payment || payment.userId !== currentUser(request).id)
        throw notFound("Payment not found.", "payment_not_found");
      if (payment.status !== "succeeded") {
        const reported = await requireProvider().retrievePayment(payment.providerRef!);
        if (reported.status !== "succeeded") return { status: reported.status, orderId: null };
        // The same check as the webhook's: other money than this payment's fulfils nothing, and
        // the payment stays open for a person to look at.
        const problem = paidAmountProblem(payment, reported);
        if (problem) {
          request.log.error(
            { paymentId: payment.id, ...reported, expected: payment.amountCents },
            `payment not fulfilled: ${problem}`,
          );
          return { status: "open" as const, orderId: null };
        }
      }
      const status = "succeeded" as const;
      const card = await savedCardFor(requireProvider(), payment);
      const orderId = await db.transaction((tx) =>
        completePayment(tx, payment.id, siteUrlFor(config, request), card),
      );
      await holdOrderSubscriptions(db, requireProvider(), orderId, request.log);
      app.mailer.kick();
      markCartChanged(config, request, reply);
      return { status, orderId };
    },
  );

  if (stripe && provider) await app.register(stripeWebhookRoute, { db, config, stripe, provider });
}
