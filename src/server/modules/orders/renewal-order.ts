import { and, eq, sql } from "drizzle-orm";
import { centsToDecimal } from "../../../shared/money.js";
import type { DbOrTx } from "../../db/client.js";
import { orderItems, orders } from "../../db/schema.js";
import { boughtAsOf, productNameOf, type SubscriptionRow } from "./subscriptions-repository.js";

/**
 * A paid renewal becomes an order of its own with the next invoice number: one per subscription
 * and period (orders_subscription_period_idx), so a period is never invoiced twice.
 */
export async function recordRenewalOrder(
  tx: DbOrTx,
  subscription: SubscriptionRow,
  payment: {
    id: number;
    subtotalCents: number;
    taxCents: number;
    amountCents: number;
    cardBrand: string | null;
    cardLast4: string | null;
  },
  periodStart: Date,
  now: Date,
  /** The seat prorations this renewal charged or credited (decision 0251), before tax. */
  charge: { prorationAppliedCents: number } = { prorationAppliedCents: 0 },
): Promise<{ id: number; invoiceNumber: number | null }> {
  const [order] = await tx
    .insert(orders)
    .values({
      userId: subscription.userId,
      firmId: subscription.firmId,
      paymentId: payment.id,
      status: "completed",
      subtotal: centsToDecimal(payment.subtotalCents),
      tax: centsToDecimal(payment.taxCents),
      totalAmount: centsToDecimal(payment.amountCents),
      invoiceNumber: sql`nextval('invoice_number_seq')`,
      billing: subscription.billing,
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      subscriptionId: subscription.id,
      periodStart,
      createdAt: now,
    })
    .returning({ id: orders.id, invoiceNumber: orders.invoiceNumber });
  const bought = await boughtAsOf(tx, subscription);
  await tx.insert(orderItems).values({
    orderId: order!.id,
    productId: subscription.productId,
    name: await productNameOf(tx, subscription.productId),
    unitPrice: centsToDecimal(subscription.unitPriceCents ?? 0),
    quantity: subscription.quantity,
    type: bought.type,
    priceUnit: bought.offer.unit,
    priceTerm: bought.offer.term,
    delivery: null, // a renewal keeps what the first order delivered
  });
  if (charge.prorationAppliedCents !== 0)
    await tx.insert(orderItems).values({
      orderId: order!.id,
      productId: subscription.productId,
      name:
        charge.prorationAppliedCents > 0
          ? "Seats added during the last period (prorated)"
          : "Credit for seats removed during the last period (prorated)",
      unitPrice: centsToDecimal(charge.prorationAppliedCents),
      quantity: 1,
      type: bought.type,
      priceUnit: "per_firm",
      priceTerm: "per_use",
      delivery: null,
    });
  return order!;
}

/** The renewal order of one subscription's period, if it was invoiced already. */
export async function renewalOrderOf(
  tx: DbOrTx,
  subscriptionId: number,
  periodStart: Date,
): Promise<{ id: number } | undefined> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.periodStart, periodStart)));
  return order;
}
