import { and, eq } from "drizzle-orm";
import { centsToDecimal } from "../../../shared/money.js";
import {
  prorate,
  quoteSeatChange,
  renewalTotals,
  splitTaxIncluded,
} from "../../../shared/offer.js";
import type { SeatChangeQuote } from "../../../shared/contracts/seats.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { orderItems, orders, subscriptions } from "../../db/schema.js";
import { conflict, HttpError } from "../../lib/http-error.js";
import { keepHoldersWithin } from "../seats/index.js";
import { dropLicenceKeysAbove, issueLicenceKeys, swapLicenceKeySeats } from "./licence-keys.js";
import {
  boughtAsOf,
  lockOwnSubscription,
  type SubscriptionRow,
} from "./subscriptions-repository.js";

/**
 * Adding or removing seats of a running per-user monthly subscription (decision 0251). The
 * change is priced by the one pricing function before it is made: the seats' difference for the
 * rest of the period is charged (or credited) with the next renewal. In Stripe mode Stripe
 * Billing's item changes price with Stripe's own proration (`remote`), and the same figure is
 * kept for the renewal's invoice.
 */

/** Stripe mode: the Stripe subscription's item now bills `amountCents` (the new period's total). */
export type RemoteSeatChange = (
  stripeSubscriptionId: string,
  change: { seats: number; amountCents: number; prorationDate: Date },
) => Promise<void>;

async function changeable(tx: DbOrTx, row: SubscriptionRow) {
  const bought = await boughtAsOf(tx, row);
  if (
    row.interval !== "month" ||
    bought.offer.unit !== "per_user" ||
    !["active", "trialing"].includes(row.status)
  )
    throw conflict(
      "Seats can be added or removed only on a running per-user monthly subscription.",
      "seat_change_unavailable",
    );
}

/**
 * The change priced: `shown` is this change's proration before tax, `next` the next charge with
 * it (tax included), `later` the charges after, and `kept` what the row keeps for the renewal job
 * (test mode). Stripe prorates the period's tax-included total itself, the same way, and puts it
 * on its next invoice (whose webhook reads Stripe's lines): nothing is kept here for it.
 */
function priced(row: SubscriptionRow, seats: number, now: Date, stripeFirstPeriod: boolean) {
  // A trial charges nothing yet: its seats change without proration.
  const at = row.status === "trialing" ? row.currentPeriodEnd : now;
  const period = {
    periodStart: row.currentPeriodStart ?? row.createdAt,
    periodEnd: row.currentPeriodEnd,
    now: at,
  };
  const quote = quoteSeatChange({
    unitPriceCents: row.unitPriceCents ?? 0,
    fromQuantity: row.quantity,
    toQuantity: seats,
    pendingProrationCents: row.prorationCents,
    ...period,
  });
  const later = quote.laterCharge.totalCents;
  if (!row.stripeSubscriptionId)
    return {
      shown: quote.prorationCents,
      next: quote.nextCharge.totalCents,
      later,
      kept: quote.prorationCents,
    };
  // Until Stripe's first invoice the Stripe subscription is in its trial (the first period was
  // paid at checkout), and Stripe prorates nothing in a trial.
  if (stripeFirstPeriod) return { shown: 0, next: later, later, kept: 0 };
  const current = renewalTotals({
    unitPriceCents: row.unitPriceCents ?? 0,
    quantity: row.quantity,
  });
  const stripe = prorate(later - current.totalCents, period);
  return { shown: splitTaxIncluded(stripe).subtotalCents, next: later + stripe, later, kept: 0 };
}

/** Stripe mode, before Stripe's first invoice of the subscription (no renewal order yet). */
async function stripeFirstPeriod(tx: DbOrTx, row: SubscriptionRow) {
  if (!row.stripeSubscriptionId) return false;
  return (await tx.$count(orders, eq(orders.subscriptionId, row.id))) === 0;
}

/** GET /api/subscriptions/{id}/seat-change: what the change would cost, nothing changed. */
export async function quoteSeats(
  db: Db,
  userId: string,
  subscriptionId: number,
  seats: number,
  now = new Date(),
): Promise<SeatChangeQuote> {
  return db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, userId, subscriptionId);
    await changeable(tx, row);
    const quote = priced(row, seats, now, await stripeFirstPeriod(tx, row));
    return {
      fromSeats: row.quantity,
      toSeats: seats,
      proration: centsToDecimal(quote.shown),
      nextCharge: { amount: centsToDecimal(quote.next), date: row.currentPeriodEnd.toISOString() },
      laterCharge: centsToDecimal(quote.later),
      billedBy: row.stripeSubscriptionId ? "stripe" : "test",
    };
  });
}

/** PUT /api/subscriptions/{id}/seats: the change, its keys and holders, and its proration. */
export async function changeSeats(
  db: Db,
  userId: string,
  subscriptionId: number,
  seats: number,
  remote?: RemoteSeatChange,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await lockOwnSubscription(tx, userId, subscriptionId);
    await changeable(tx, row);
    if (seats === row.quantity) return;
    const quote = priced(row, seats, now, await stripeFirstPeriod(tx, row));
    const [line] = row.orderId
      ? await tx
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.orderId, row.orderId), eq(orderItems.productId, row.productId)))
      : [];
    if (line && seats < row.quantity) {
      const moves = await keepHoldersWithin(tx, line.id, seats);
      await swapLicenceKeySeats(tx, line.id, moves);
      await dropLicenceKeysAbove(tx, line.id, seats);
    }
    if (line && seats > row.quantity && line.delivery === "licence_key_installer")
      await issueLicenceKeys(tx, line.orderId, { orderItemId: line.id, seats });
    await tx
      .update(subscriptions)
      .set({
        quantity: seats,
        prorationCents: row.prorationCents + quote.kept,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, row.id));
    if (remote && row.stripeSubscriptionId) {
      try {
        await remote(row.stripeSubscriptionId, {
          seats,
          amountCents: quote.later,
          prorationDate: now,
        });
      } catch {
        throw new HttpError(
          409,
          "The payment provider could not change the subscription's seats. Nothing was changed; try again.",
          "subscription_provider_failed",
        );
      }
    }
  });
}
