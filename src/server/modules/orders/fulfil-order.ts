import { eq, inArray, sql } from "drizzle-orm";
import { centsToDecimal } from "../../../shared/money.js";
import type { DbOrTx } from "../../db/client.js";
import {
  orderItems,
  orders,
  products,
  subscriptions,
  type CartSnapshotLine,
} from "../../db/schema.js";
import { removeBoughtLines } from "../cart/cart-repository.js";

/** What fulfilment needs of a paid payment. */
export interface PaidPayment {
  id: number;
  userId: string;
  providerRef: string | null;
  subtotalCents: number;
  taxCents: number;
  amountCents: number;
  cart: CartSnapshotLine[];
}

/**
 * The fulfil-order workflow: a paid payment becomes an order with frozen lines, a subscription
 * per subscription product (active, renewing a month on), and the bought items leave the cart.
 * The caller holds the payment's row lock inside `tx`, so running it twice or at once for one
 * payment makes exactly one order. Returns the order id.
 */
export async function fulfilOrder(tx: DbOrTx, payment: PaidPayment): Promise<number> {
  const [existing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentId, payment.id));
  if (existing) return existing.id;

  const productIds = payment.cart.map((line) => line.productId);
  const current = await tx
    .select({ id: products.id, downloadUrl: products.downloadUrl })
    .from(products)
    .where(inArray(products.id, productIds));
  const downloadOf = new Map(current.map((p) => [p.id, p.downloadUrl]));

  const [order] = await tx
    .insert(orders)
    .values({
      userId: payment.userId,
      paymentId: payment.id,
      status: "completed",
      subtotal: centsToDecimal(payment.subtotalCents),
      tax: centsToDecimal(payment.taxCents),
      totalAmount: centsToDecimal(payment.amountCents),
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    payment.cart.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      name: line.name,
      unitPrice: centsToDecimal(line.unitPriceCents),
      quantity: line.quantity,
      type: line.type,
      downloadUrl: line.type === "one-time" ? (downloadOf.get(line.productId) ?? null) : null,
    })),
  );
  const subscribed = payment.cart.filter((line) => line.type === "subscription");
  if (subscribed.length > 0) {
    await tx.insert(subscriptions).values(
      subscribed.map((line) => ({
        userId: payment.userId,
        productId: line.productId,
        orderId: order!.id,
        status: "active",
        currentPeriodEnd: sql`now() + interval '1 month'`,
        providerRef: payment.providerRef,
      })),
    );
  }
  await removeBoughtLines(tx, payment.userId, payment.cart);
  return order!.id;
}
