import { and, desc, eq, exists, inArray, isNull, or } from "drizzle-orm";
import { centsToDecimal, parseCents } from "../../../shared/money.js";
import { periodCharge } from "../../../shared/offer.js";
import { LIVE_STATUSES } from "../../../shared/subscriptions.js";
import type { Order, Subscription } from "../../../shared/contracts/orders.js";
import type { DbOrTx } from "../../db/client.js";
import { orderItems, orders, products, seatAssignments, subscriptions } from "../../db/schema.js";
import { resolveDownload, type DownloadFile, type DownloadFolders } from "../../lib/downloads.js";
import { productColumns, toProduct } from "../products/index.js";
import { licenceKeysOf } from "./licence-keys.js";
import { firmNames, visibleTo } from "./purchase-scope.js";
import { latestRefundRequests } from "./refund-requests.js";
import { refundWindowEnd } from "../../../shared/refunds.js";

/**
 * The orders the user sees (or only `orderId` of them): their own, and their firms' where they
 * buy (purchase-scope.ts); newest first, each with its frozen lines; a line's file is looked up
 * in `downloads`.
 */
export async function listOrders(
  db: DbOrTx,
  userId: string,
  downloads: DownloadFolders,
  orderId?: number,
): Promise<Order[]> {
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      and(
        visibleTo(db, orders, userId),
        orderId === undefined ? undefined : eq(orders.id, orderId),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (orderRows.length === 0) return [];
  return withItems(db, orderRows, downloads, userId);
}

async function withItems(
  db: DbOrTx,
  orderRows: (typeof orders.$inferSelect)[],
  downloads: DownloadFolders,
  /** Who is looking: only the buyer of an order can ask for its refund (a firm's members see it). */
  viewerId: string,
): Promise<Order[]> {
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        orderRows.map((o) => o.id),
      ),
    )
    .orderBy(orderItems.id);
  const keys = await licenceKeysOf(
    db,
    itemRows.map((item) => item.id),
  );
  const terms = await db
    .select({
      orderId: subscriptions.orderId,
      productId: subscriptions.productId,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      endedAt: subscriptions.endedAt,
      trialEndsAt: subscriptions.trialEndsAt,
      unitPriceCents: subscriptions.unitPriceCents,
      quantity: subscriptions.quantity,
    })
    .from(subscriptions)
    .where(
      inArray(
        subscriptions.orderId,
        orderRows.map((o) => o.id),
      ),
    );
  const termOf = (item: (typeof itemRows)[number]) =>
    terms.find((t) => t.orderId === item.orderId && t.productId === item.productId);
  /** A line that started a free trial: when it ends and what the first charge will be. */
  const trialOf = (item: (typeof itemRows)[number]) => {
    const term = termOf(item);
    if (!term?.trialEndsAt) return null;
    return {
      endsAt: term.trialEndsAt.toISOString(),
      firstChargeAmount: centsToDecimal(
        periodCharge({ unitPriceCents: term.unitPriceCents ?? 0, quantity: term.quantity })
          .totalCents,
      ),
    };
  };
  /** Until when the term a line started runs: its subscription's period, or when it ended. */
  const validUntil = (item: (typeof itemRows)[number]) => {
    const term = termOf(item);
    if (!term) return null;
    const live = LIVE_STATUSES.includes(term.status);
    return (live ? term.currentPeriodEnd : (term.endedAt ?? term.currentPeriodEnd)).toISOString();
  };
  const files = new Map(
    await Promise.all(
      itemRows
        .filter((item) => item.downloadUrl !== null && item.refundId === null)
        .map(
          async (item) => [item.id, await resolveDownload(item.downloadUrl, downloads)] as const,
        ),
    ),
  );
  const names = await firmNames(
    db,
    orderRows.map((o) => o.firmId),
  );
  const requests = await latestRefundRequests(
    db,
    orderRows.map((o) => o.id),
  );
  const refundable = (orderId: number) =>
    itemRows.some(
      (item) =>
        item.orderId === orderId && item.refundId === null && parseCents(item.unitPrice) > 0,
    );
  return orderRows.map((order) => ({
    id: order.id,
    firm: order.firmId === null ? null : { id: order.firmId, name: names.get(order.firmId) ?? "" },
    createdAt: order.createdAt.toISOString(),
    subtotal: order.subtotal,
    tax: order.tax,
    totalAmount: order.totalAmount,
    status: order.status,
    invoiceNumber: order.invoiceNumber,
    refundedAmount: centsToDecimal(
      itemRows
        .filter((item) => item.orderId === order.id)
        .reduce((sum, item) => sum + item.refundedCents, 0),
    ),
    items: itemRows
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        id: item.id,
        productId: item.productId,
        name: item.name,
        unitPrice: item.unitPrice,
        quantity: item.quantity,
        type: item.type,
        offer: { unit: item.priceUnit, term: item.priceTerm },
        validUntil: validUntil(item),
        trial: trialOf(item),
        downloadable: item.downloadUrl !== null && item.refundId === null,
        delivery: item.delivery,
        licenceKeys: item.refundId === null ? (keys.get(item.id) ?? []) : [],
        file: fileOf(files.get(item.id)),
        refunded: item.refundId !== null,
        refundedAmount: centsToDecimal(item.refundedCents),
      })),
    refund: {
      windowEndsAt:
        order.userId === viewerId && refundable(order.id)
          ? refundWindowEnd(order.createdAt).toISOString()
          : null,
      request: requests.get(order.id) ?? null,
    },
  }));
}

const fileOf = (file: DownloadFile | null | undefined) =>
  file ? { name: file.fileName, size: file.size, sha256: file.sha256 } : null;

/** One of the user's own orders with its lines; undefined for anyone else's. */
export async function findOwnOrder(
  db: DbOrTx,
  userId: string,
  orderId: number,
  downloads: DownloadFolders,
): Promise<Order | undefined> {
  return (await listOrders(db, userId, downloads, orderId))[0];
}

/** The user's subscriptions, newest first, with the product subscribed to (on sale or not). */
export async function listSubscriptions(db: DbOrTx, userId: string): Promise<Subscription[]> {
  const rows = await db
    .select({ subscription: subscriptions, product: productColumns })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(visibleTo(db, subscriptions, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  const names = await firmNames(
    db,
    rows.map((row) => row.subscription.firmId),
  );
  return rows.map(({ subscription: s, product }) => {
    const unitPriceCents = s.unitPriceCents ?? parseCents(product.price);
    return {
      id: s.id,
      firm: s.firmId === null ? null : { id: s.firmId, name: names.get(s.firmId) ?? "" },
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd.toISOString(),
      product: toProduct(product),
      interval: s.interval,
      trialEndsAt: s.trialEndsAt?.toISOString() ?? null,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      endedAt: s.endedAt?.toISOString() ?? null,
      // The next charge: the period, with the seat changes' prorations (decision 0251).
      renewalAmount: centsToDecimal(
        periodCharge({ unitPriceCents, quantity: s.quantity }, s.prorationCents).totalCents,
      ),
      unitPrice: centsToDecimal(unitPriceCents),
      quantity: s.quantity,
      card: s.cardLast4 ? { brand: s.cardBrand ?? "Card", last4: s.cardLast4 } : null,
      renewalFailure: s.renewalFailure,
    };
  });
}

/** One line of one of the user's own orders; undefined for anyone else's. */
export async function findOwnOrderItem(
  db: DbOrTx,
  userId: string,
  orderId: number,
  itemId: number,
) {
  const [row] = await db
    .select({ downloadUrl: orderItems.downloadUrl })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.id, itemId),
        eq(orders.id, orderId),
        // The firm's buyers, and the member a seat of this line was given to (decision 0251).
        or(
          visibleTo(db, orders, userId),
          exists(
            db
              .select({ seat: seatAssignments.seat })
              .from(seatAssignments)
              .where(
                and(
                  eq(seatAssignments.orderItemId, orderItems.id),
                  eq(seatAssignments.userId, userId),
                ),
              ),
          ),
        ),
        isNull(orderItems.refundId), // a refunded line's file is no longer the buyer's
      ),
    );
  return row;
}

/** The invoice facts of one of the user's own orders: who it is billed to and the card that paid. */
export async function invoiceFactsOf(db: DbOrTx, userId: string, orderId: number) {
  const [row] = await db
    .select({ billing: orders.billing, cardBrand: orders.cardBrand, cardLast4: orders.cardLast4 })
    .from(orders)
    .where(and(eq(orders.id, orderId), visibleTo(db, orders, userId)));
  return row;
}
