import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { activationLimit } from "../../../shared/offer.js";
import type { SeatKey } from "../../../shared/contracts/seats.js";
import type { DbOrTx } from "../../db/client.js";
import {
  licenceActivations,
  licenceKeys,
  orderItems,
  orders,
  products,
  subscriptions,
} from "../../db/schema.js";

/**
 * What a licence key is now (decision 0252): revoked when its line was refunded, expired when
 * the subscription or annual licence it belongs to has ended (cancelled or unpaid), else
 * active; with its activation limit (from the offer it was bought under) and its devices.
 */
export type KeyStatus = SeatKey["status"];

const keyColumns = {
  id: licenceKeys.id,
  key: licenceKeys.key,
  seat: licenceKeys.seat,
  revokedAt: licenceKeys.revokedAt,
  orderId: licenceKeys.orderId,
  orderItemId: licenceKeys.orderItemId,
  productId: orderItems.productId,
  productName: orderItems.name,
  priceUnit: orderItems.priceUnit,
  userId: orders.userId,
  firmId: orders.firmId,
  subscriptionStatus: subscriptions.status,
  validUntil: subscriptions.currentPeriodEnd,
  productSlug: products.slug,
};

function keysQuery(db: DbOrTx) {
  return db
    .select(keyColumns)
    .from(licenceKeys)
    .innerJoin(orderItems, eq(orderItems.id, licenceKeys.orderItemId))
    .innerJoin(orders, eq(orders.id, licenceKeys.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.orderId, orders.id), eq(subscriptions.productId, orderItems.productId)),
    );
}

export type KeyRow = Awaited<ReturnType<ReturnType<typeof keysQuery>["execute"]>>[number];

export function statusOf(row: Pick<KeyRow, "revokedAt" | "subscriptionStatus">): KeyStatus {
  if (row.revokedAt) return "revoked";
  if (row.subscriptionStatus === "canceled") return "expired";
  return "active";
}

/** One key by its text (the licence API's look-up), or undefined. */
export async function findKey(db: DbOrTx, key: string): Promise<KeyRow | undefined> {
  const [row] = await keysQuery(db).where(eq(licenceKeys.key, key));
  return row;
}

/** Keys of these order lines, with their state and live activations, by line and seat. */
export async function keysOfLines(db: DbOrTx, orderItemIds: number[]) {
  const byLineSeat = new Map<string, SeatKey & { id: number }>();
  if (orderItemIds.length === 0) return byLineSeat;
  const rows = await keysQuery(db)
    .where(inArray(licenceKeys.orderItemId, orderItemIds))
    .orderBy(asc(licenceKeys.orderItemId), asc(licenceKeys.seat));
  const activations = await liveActivations(
    db,
    rows.map((r) => r.id),
  );
  for (const row of rows)
    byLineSeat.set(`${row.orderItemId}:${row.seat}`, {
      id: row.id,
      key: row.key,
      status: statusOf(row),
      activationLimit: activationLimit(row.priceUnit),
      activations: activations.get(row.id) ?? [],
    });
  return byLineSeat;
}

/** The devices each key is activated on now, oldest first. */
export async function liveActivations(db: DbOrTx, keyIds: number[]) {
  const byKey = new Map<number, SeatKey["activations"]>();
  if (keyIds.length === 0) return byKey;
  const rows = await db
    .select()
    .from(licenceActivations)
    .where(
      and(
        inArray(licenceActivations.licenceKeyId, keyIds),
        isNull(licenceActivations.deactivatedAt),
      ),
    )
    .orderBy(asc(licenceActivations.createdAt), asc(licenceActivations.id));
  for (const row of rows)
    byKey.set(row.licenceKeyId, [
      ...(byKey.get(row.licenceKeyId) ?? []),
      { id: row.id, instanceName: row.instanceName, createdAt: row.createdAt.toISOString() },
    ]);
  return byKey;
}

/** Ends every live activation of the key of this line's seat (the seat changed hands). */
export async function deactivateSeatKey(tx: DbOrTx, orderItemId: number, seat: number, now: Date) {
  const keyIds = tx
    .select({ id: licenceKeys.id })
    .from(licenceKeys)
    .where(and(eq(licenceKeys.orderItemId, orderItemId), eq(licenceKeys.seat, seat)));
  await tx
    .update(licenceActivations)
    .set({ deactivatedAt: now })
    .where(
      and(
        inArray(licenceActivations.licenceKeyId, keyIds),
        isNull(licenceActivations.deactivatedAt),
      ),
    );
}
