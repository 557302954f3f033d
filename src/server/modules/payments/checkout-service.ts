import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.js";
import type { CartSnapshotLine } from "../../db/schema.js";
import { badRequest, conflict, HttpError, notFound } from "../../lib/http-error.js";
import { cartTotals, formatMoney, parseCents } from "../../../shared/money.js";
import { checkTestCard, DECLINE_MESSAGE } from "../../../shared/test-cards.js";
import type { TestCardPaymentBody } from "../../../shared/contracts/payments.js";
import { listCart } from "../cart/cart-repository.js";
import type { PaymentProvider } from "./provider.js";
import {
  cancelOpenPayment,
  cartKeyOf,
  findOpenPayments,
  findUserPaymentBySecret,
  insertPayment,
  lockPayment,
  markPaymentSucceeded,
  updatePayment,
  type Payment,
} from "./payments-repository.js";
import { fulfilOrder } from "../orders/fulfil-order.js";

/**
 * A paid payment becomes its order (the orders module's workflow) and is marked succeeded.
 * `payment` must be locked in `tx` (lockPayment): once or at once, it makes exactly one order.
 */
export async function completeLockedPayment(
  tx: DbOrTx,
  payment: Payment,
  siteUrl?: string,
): Promise<number> {
  const orderId = await fulfilOrder(tx, payment, siteUrl);
  await markPaymentSucceeded(tx, payment.id);
  return orderId;
}

/** Locks the payment and completes it: the webhook's and Stripe return's way in. */
export async function completePayment(
  tx: DbOrTx,
  paymentId: number,
  siteUrl?: string,
): Promise<number> {
  return completeLockedPayment(tx, await lockPayment(tx, paymentId), siteUrl);
}

/** Stripe refuses charges under 50 cents; nothing in the catalogue costs less, but a cart could. */
const MINIMUM_CHARGE_CENTS = 50;

/** The user's cart as frozen lines and totals: what a payment is for. */
async function snapshotCart(db: DbOrTx, userId: string) {
  const items = await listCart(db, userId);
  const lines: CartSnapshotLine[] = items.map((item) => ({
    productId: item.product.id,
    name: item.product.name,
    unitPriceCents: parseCents(item.product.price),
    quantity: item.quantity,
    type: item.product.type,
  }));
  return { lines, totals: cartTotals(lines), cartKey: cartKeyOf(lines) };
}

/**
 * Step 1 of checkout: price the cart on the server, check the client's amount against it, and open
 * a payment (or hand back the open one for the same cart, so reloading /checkout charges nothing twice).
 */
export async function openPayment(
  db: Db,
  provider: PaymentProvider,
  userId: string,
  clientAmount: number,
) {
  const { lines, totals, cartKey } = await snapshotCart(db, userId);
  if (lines.length === 0) throw badRequest("Your cart is empty.");
  if (Math.round(clientAmount * 100) !== totals.totalCents) {
    throw conflict(
      `The amount does not match your cart: its total is ${formatMoney(totals.totalCents)}. Reload the checkout to pay the current total.`,
    );
  }
  if (totals.totalCents < MINIMUM_CHARGE_CENTS)
    throw badRequest("The total is too small to charge.");

  return db.transaction(async (tx) => {
    // One checkout at a time per user: a double-clicked or reloaded page waits here and reuses.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}`}))`);
    const open = await findOpenPayments(tx, userId, provider.name);
    const reusable = open.find((p) => p.cartKey === cartKey && p.clientSecret);
    if (reusable) return { clientSecret: reusable.clientSecret! };
    for (const stale of open) {
      // Only while still open: a click in another tab may be paying it at this very moment.
      const canceled = await cancelOpenPayment(tx, stale.id);
      if (canceled && stale.providerRef) await provider.cancel(stale.providerRef);
    }
    const payment = await insertPayment(tx, {
      provider: provider.name,
      userId,
      amountCents: totals.totalCents,
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      cart: lines,
      cartKey,
    });
    const intent = await provider.createIntent({
      amountCents: totals.totalCents,
      userId,
      paymentId: payment.id,
      idempotencyKey: `countinghouse-payment-${payment.id}`,
    });
    await updatePayment(tx, payment.id, {
      providerRef: intent.providerRef,
      clientSecret: intent.clientSecret,
    });
    return { clientSecret: intent.clientSecret };
  });
}

/**
 * Test mode's "card network": decides with Stripe's test cards and, on success, runs the same
 * fulfilment as Stripe's webhook. The decision is taken holding the payment's row lock, so
 * clicks racing each other (two tabs, two servers) queue up: the first pays, the others see it
 * paid and answer with the same order. A refusal is written first and thrown after the commit.
 */
export async function payWithTestCard(
  db: Db,
  userId: string,
  body: TestCardPaymentBody,
  siteUrl?: string,
) {
  const found = await findUserPaymentBySecret(db, userId, body.clientSecret);
  if (!found || found.provider !== "test")
    throw notFound("Payment not found. Reload the checkout and try again.");
  const outcome = await db.transaction(async (tx): Promise<{ orderId: number } | HttpError> => {
    const payment = await lockPayment(tx, found.id);
    if (payment.status === "succeeded")
      return { orderId: await completeLockedPayment(tx, payment, siteUrl) };
    if (payment.status !== "open")
      return conflict("This payment is no longer open. Reload the checkout and try again.");
    const check = checkTestCard(body);
    if (!check.ok) return badRequest(check.message);
    const { cartKey } = await snapshotCart(tx, userId);
    if (cartKey !== payment.cartKey) {
      await updatePayment(tx, payment.id, { status: "canceled" });
      return conflict(
        "Your cart changed after checkout started. Review the new total and pay again.",
      );
    }
    if (check.outcome === "declined") {
      // Like a Stripe PaymentIntent, a declined attempt leaves the payment open for another card.
      await updatePayment(tx, payment.id, { failureMessage: DECLINE_MESSAGE });
      return new HttpError(402, DECLINE_MESSAGE);
    }
    return { orderId: await completeLockedPayment(tx, payment, siteUrl) };
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}
