import type { FastifyInstance } from "fastify";
import type Stripe from "stripe";
import { z } from "zod";
import { siteUrlOf, type Config } from "../config.js";
import type { Db } from "../db/client.js";
import { errorBody, HttpError } from "../lib/http-error.js";
import {
  completePayment,
  saveCardInTransaction,
  savedCardFor,
  verifiedCardUpdate,
} from "./checkout.js";
import {
  applyBillingEvent,
  BILLING_EVENTS,
  holdOrderSubscriptions,
  parseBillingEvent,
} from "./stripe-billing-events.js";
import {
  type PaymentProvider,
  findPaymentByRef,
  markPaymentFailed,
  PAYMENT_CURRENCY,
  paidAmountProblem,
  recordStripeEvent,
} from "../modules/payments/index.js";

/** The events that move a payment; any other type is recorded and ignored. */
const INTENT_EVENTS = new Set(["payment_intent.succeeded", "payment_intent.payment_failed"]);
/** A free-trial-only checkout saves the card with a SetupIntent (decision 0091). */
const SETUP_EVENTS = new Set(["setup_intent.succeeded", "setup_intent.setup_failed"]);

const eventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The fields of a PaymentIntent this code reads. */
const paymentIntentSchema = z.object({
  id: z.string().min(1).max(255),
  amount: z.number().int().min(0),
  amount_received: z.number().int().min(0).optional(),
  currency: z.string().min(1).max(10).optional(),
  last_payment_error: z.object({ message: z.string().max(2000).optional() }).nullish(),
});

/** The fields of a SetupIntent this code reads. */
const setupIntentSchema = z.object({
  id: z.string().min(1).max(255),
  /** A card update's SetupIntent carries its subscription (decision 0092). */
  metadata: z.record(z.string(), z.string()).nullish(),
  last_setup_error: z.object({ message: z.string().max(2000).optional() }).nullish(),
});

/**
 * Stripe's default: a signature older than five minutes is a replay. The SDK only checks the past;
 * a signature dated further ahead than this is refused too (a clock-skewed or forged timestamp).
 */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` of a Stripe-Signature header, in seconds, or undefined. */
function signedAt(signature: string): number | undefined {
  const match = /(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(signature);
  return match ? Number(match[1]) : undefined;
}

/**
 * POST /api/stripe/webhook. The signature is checked on the raw bytes, each event id is handled
 * once, and the event's effect commits in the same transaction as its id, so a failure lets
 * Stripe's retry do the work again.
 */
export async function stripeWebhookRoute(
  app: FastifyInstance,
  opts: { db: Db; config: Config; stripe: Stripe; provider: PaymentProvider },
) {
  const { db, config, stripe, provider } = opts;
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/api/stripe/webhook",
    { schema: { tags: ["payments"], summary: "Stripe events (signed)", hide: false } },
    async (request, reply) => {
      const secret = config.payments.webhookSecret;
      if (!secret)
        return reply
          .code(404)
          .send(
            errorBody(
              404,
              "Webhooks are not configured on this server.",
              "webhooks_not_configured",
            ),
          );
      const signature = request.headers["stripe-signature"];
      let event: Stripe.Event;
      try {
        if (typeof signature !== "string" || !Buffer.isBuffer(request.body))
          throw new Error("missing signature or body");
        const at = signedAt(signature);
        if (at !== undefined && at - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS)
          throw new Error("signature timestamp is in the future");
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          secret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (err) {
        request.log.warn(
          { reason: (err as Error).message },
          "stripe webhook refused: bad signature",
        );
        return reply
          .code(400)
          .send(errorBody(400, "Invalid webhook signature.", "webhook_signature_invalid"));
      }

      // The signature proves Stripe sent it, not that it has the shape this code reads.
      const shaped = eventSchema.safeParse(event);
      const intentShaped =
        shaped.success && INTENT_EVENTS.has(shaped.data.type)
          ? paymentIntentSchema.safeParse(shaped.data.data.object)
          : undefined;
      const setupShaped =
        shaped.success && SETUP_EVENTS.has(shaped.data.type)
          ? setupIntentSchema.safeParse(shaped.data.data.object)
          : undefined;
      const billingShaped =
        shaped.success && BILLING_EVENTS.has(shaped.data.type)
          ? parseBillingEvent(shaped.data.type, shaped.data.data.object)
          : undefined;
      if (
        !shaped.success ||
        intentShaped?.success === false ||
        setupShaped?.success === false ||
        billingShaped?.ok === false
      ) {
        request.log.warn(
          {
            issue:
              (shaped.error ?? intentShaped?.error ?? setupShaped?.error)?.issues[0]?.path.join(
                ".",
              ) ?? (billingShaped?.ok === false ? billingShaped.issue : undefined),
          },
          "stripe webhook refused: malformed event",
        );
        return reply
          .code(400)
          .send(errorBody(400, "Malformed webhook event.", "webhook_event_malformed"));
      }
      const { id: eventId, type } = shaped.data;
      // The saved card is asked of Stripe before the transaction (a network call); a replayed
      // event asks again and changes nothing (its id is recorded below).
      const objectId = intentShaped?.data?.id ?? setupShaped?.data?.id;
      const succeeded = type === "payment_intent.succeeded" || type === "setup_intent.succeeded";
      const known = objectId && succeeded ? await findPaymentByRef(db, objectId) : undefined;
      const card = known ? await savedCardFor(provider, known) : null;
      // A card update's SetupIntent (decision 0092) is asked of Stripe too, like /card/confirm.
      const cardUpdate =
        type === "setup_intent.succeeded" &&
        setupShaped?.data?.metadata?.purpose === "card_update" &&
        !known
          ? await verifiedCardUpdate(provider, setupShaped.data.id).catch((err: unknown) => {
              if (err instanceof HttpError) return null;
              throw err;
            })
          : undefined;
      const ctx = { db, provider, siteUrl: siteUrlOf(config), now: new Date() };
      let orderId: number | undefined;

      const outcome = await db.transaction(async (tx) => {
        if (!(await recordStripeEvent(tx, eventId, type))) return "duplicate";
        if (billingShaped?.ok) return applyBillingEvent(tx, ctx, billingShaped.event);
        if (cardUpdate !== undefined) {
          if (!cardUpdate) return "card update refused";
          try {
            await saveCardInTransaction(tx, ctx, cardUpdate.userId, cardUpdate.subscriptionId, {
              method: cardUpdate.card,
              sameCustomer: true,
            });
            return "card updated";
          } catch (err) {
            if (err instanceof HttpError) return "card update refused";
            throw err;
          }
        }
        if (setupShaped?.success) {
          const setup = setupShaped.data;
          const payment = await findPaymentByRef(tx, setup.id);
          if (!payment) return "unknown payment";
          if (type === "setup_intent.setup_failed") {
            await markPaymentFailed(
              tx,
              payment.id,
              setup.last_setup_error?.message ?? "The card could not be saved.",
            );
            return "failed";
          }
          const problem = paidAmountProblem(payment, {
            amountReceivedCents: 0,
            currency: PAYMENT_CURRENCY,
          });
          if (problem) return problem;
          orderId = await completePayment(tx, payment.id, siteUrlOf(config), card);
          return "fulfilled";
        }
        if (!intentShaped?.success) return "ignored";
        const intent = intentShaped.data;
        const payment = await findPaymentByRef(tx, intent.id);
        if (!payment) return "unknown payment";
        if (type === "payment_intent.payment_failed") {
          // An older attempt's failure delivered after the success (Stripe does not promise
          // order): the paid payment, its order and any renewal it recorded stay as they are.
          if (payment.status === "succeeded") return "stale";
          await markPaymentFailed(
            tx,
            payment.id,
            intent.last_payment_error?.message ?? "The payment failed.",
          );
          return "failed";
        }
        const paid = {
          amountReceivedCents: intent.amount_received || intent.amount,
          currency: intent.currency ?? PAYMENT_CURRENCY,
        };
        const problem = paidAmountProblem(payment, paid);
        if (problem) {
          request.log.error(
            { paymentId: payment.id, ...paid, expected: payment.amountCents },
            `payment not fulfilled: ${problem}`,
          );
          return problem;
        }
        orderId = await completePayment(tx, payment.id, siteUrlOf(config), card);
        request.log.info({ paymentId: payment.id, orderId }, "payment fulfilled");
        return "fulfilled";
      });
      // Stripe Billing takes over the order's subscriptions once the order is committed.
      if (orderId !== undefined) await holdOrderSubscriptions(db, provider, orderId, request.log);
      app.mailer.kick();
      return { received: true, outcome };
    },
  );
}
