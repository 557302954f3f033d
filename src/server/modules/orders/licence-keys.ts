import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { licenceKeys } from "../../db/schema.js";

/** Crockford's base32 without I, L, O, U: a key read aloud over the phone survives. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** CH-XXXXX-XXXXX-XXXXX-XXXXX: 100 random bits. */
export function generateLicenceKey(): string {
  const bytes = randomBytes(20);
  const chars = Array.from(bytes, (b) => ALPHABET[b % 32]).join("");
  return `CH-${chars.match(/.{5}/g)!.join("-")}`;
}

/** One key per seat of an order line; issuing again for the same line and seat changes nothing. */
export async function issueLicenceKeys(
  tx: DbOrTx,
  orderId: number,
  line: { orderItemId: number; seats: number },
): Promise<void> {
  await tx
    .insert(licenceKeys)
    .values(
      Array.from({ length: line.seats }, (_, i) => ({
        key: generateLicenceKey(),
        orderId,
        orderItemId: line.orderItemId,
        seat: i + 1,
      })),
    )
    .onConflictDoNothing({ target: [licenceKeys.orderItemId, licenceKeys.seat] });
}

/** The keys of these order lines, seat by seat, keyed by order line. */
export async function licenceKeysOf(db: DbOrTx, orderItemIds: number[]) {
  const byItem = new Map<number, string[]>();
  if (orderItemIds.length === 0) return byItem;
  const rows = await db
    .select({ orderItemId: licenceKeys.orderItemId, key: licenceKeys.key })
    .from(licenceKeys)
    .where(inArray(licenceKeys.orderItemId, orderItemIds))
    .orderBy(asc(licenceKeys.orderItemId), asc(licenceKeys.seat));
  for (const row of rows)
    byItem.set(row.orderItemId, [...(byItem.get(row.orderItemId) ?? []), row.key]);
  return byItem;
}

export async function countLicenceKeys(db: DbOrTx, orderId: number): Promise<number> {
  return db.$count(licenceKeys, eq(licenceKeys.orderId, orderId));
}

/**
 * Seats change number when a subscription loses seats (decision 0251): each move swaps the keys
 * of two seats of a line, so a holder keeps their key (and its devices) on their new seat.
 */
export async function swapLicenceKeySeats(
  tx: DbOrTx,
  orderItemId: number,
  moves: ReadonlyArray<{ from: number; to: number }>,
) {
  const seatOf = (seat: number) =>
    and(eq(licenceKeys.orderItemId, orderItemId), eq(licenceKeys.seat, seat));
  for (const { from, to } of moves) {
    await tx.update(licenceKeys).set({ seat: -from }).where(seatOf(from));
    await tx.update(licenceKeys).set({ seat: from }).where(seatOf(to));
    await tx.update(licenceKeys).set({ seat: to }).where(seatOf(-from));
  }
}

/** The keys of seats above `count` go with their seats (and their activations with them). */
export async function dropLicenceKeysAbove(tx: DbOrTx, orderItemId: number, count: number) {
  await tx
    .delete(licenceKeys)
    .where(and(eq(licenceKeys.orderItemId, orderItemId), gt(licenceKeys.seat, count)));
}
