import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { MySeat, SeatKey, SeatLine } from "../../../shared/contracts/seats.js";
import type { DbOrTx } from "../../db/client.js";
import {
  firms,
  orderItems,
  orders,
  seatAssignments,
  subscriptions,
  users,
} from "../../db/schema.js";
import { conflict, notFound } from "../../lib/http-error.js";
import { BUYERS, displayName, requireFirmRole, roleIn } from "../firms/index.js";
import { deactivateSeatKey, keysOfLines } from "../licences/index.js";

/**
 * Seats of a firm's per-user purchases and who holds them (decision 0251). A line's seats are
 * numbered 1 to its count: the running subscription's quantity, else the line's quantity. The
 * key of seat N is the line's licence key N.
 */

const lineColumns = {
  orderId: orders.id,
  orderItemId: orderItems.id,
  productId: orderItems.productId,
  name: orderItems.name,
  quantity: orderItems.quantity,
  priceUnit: orderItems.priceUnit,
  priceTerm: orderItems.priceTerm,
  delivery: orderItems.delivery,
  downloadUrl: orderItems.downloadUrl,
  subscriptionId: subscriptions.id,
  subscriptionQuantity: subscriptions.quantity,
  firmId: orders.firmId,
};

function linesQuery(db: DbOrTx) {
  return db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.orderId, orders.id), eq(subscriptions.productId, orderItems.productId)),
    );
}

type LineRow = Awaited<ReturnType<ReturnType<typeof linesQuery>["execute"]>>[number];

/** A firm's per-user lines that hand out seats: bought for it, not refunded, not a renewal. */
const seatLines = (firmId: number) =>
  and(
    eq(orders.firmId, firmId),
    isNull(orders.subscriptionId),
    eq(orderItems.priceUnit, "per_user"),
    isNull(orderItems.refundId),
  );

const seatCountOf = (line: LineRow) => line.subscriptionQuantity ?? line.quantity;

/** A key as the API shows it (without its row id). */
const seatKey = (key: (SeatKey & { id: number }) | undefined): SeatKey | null =>
  key
    ? {
        key: key.key,
        status: key.status,
        activationLimit: key.activationLimit,
        activations: key.activations,
      }
    : null;

/** Every seat line of the firm with its seats, holders and keys, oldest purchase first. */
export async function seatLinesOf(db: DbOrTx, firmId: number): Promise<SeatLine[]> {
  const lines = await linesQuery(db)
    .where(seatLines(firmId))
    .orderBy(asc(orders.createdAt), asc(orderItems.id));
  const ids = lines.map((l) => l.orderItemId);
  const held =
    ids.length === 0
      ? []
      : await db
          .select({
            orderItemId: seatAssignments.orderItemId,
            seat: seatAssignments.seat,
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(seatAssignments)
          .innerJoin(users, eq(users.id, seatAssignments.userId))
          .where(inArray(seatAssignments.orderItemId, ids));
  const keys = await keysOfLines(db, ids);
  return lines.map((line) => {
    const count = seatCountOf(line);
    const seats = Array.from({ length: count }, (_, i) => {
      const seat = i + 1;
      const holder = held.find((h) => h.orderItemId === line.orderItemId && h.seat === seat);
      return {
        seat,
        holder: holder
          ? { userId: holder.userId, name: displayName(holder), email: holder.email }
          : null,
        licenceKey: seatKey(keys.get(`${line.orderItemId}:${seat}`)),
      };
    });
    return {
      orderId: line.orderId,
      orderItemId: line.orderItemId,
      productId: line.productId,
      name: line.name,
      offer: { unit: line.priceUnit, term: line.priceTerm },
      subscriptionId: line.subscriptionId,
      seatCount: count,
      unassigned: seats.filter((s) => !s.holder).length,
      seats,
    };
  });
}

/**
 * A buyer gives seat `seat` of a line to a member (or takes it back with null). The seat's key
 * keeps its number; its devices are signed out when it changes hands.
 */
export async function assignSeat(
  tx: DbOrTx,
  firmId: number,
  actorId: string,
  orderItemId: number,
  seat: number,
  userId: string | null,
  now = new Date(),
) {
  await requireFirmRole(tx, firmId, actorId, BUYERS);
  const [line] = await linesQuery(tx)
    .where(and(seatLines(firmId), eq(orderItems.id, orderItemId)))
    .for("update", { of: orderItems });
  if (!line || seat > seatCountOf(line))
    throw notFound("No such seat in this firm's purchases.", "seat_not_found");
  const [current] = await tx
    .select()
    .from(seatAssignments)
    .where(and(eq(seatAssignments.orderItemId, orderItemId), eq(seatAssignments.seat, seat)));
  if (current?.userId === userId) return;
  if (userId !== null && !(await roleIn(tx, firmId, userId)))
    throw notFound("That person is not a member of the firm.", "firm_member_not_found");
  if (current) {
    await tx
      .delete(seatAssignments)
      .where(and(eq(seatAssignments.orderItemId, orderItemId), eq(seatAssignments.seat, seat)));
    await deactivateSeatKey(tx, orderItemId, seat, now);
  }
  if (userId === null) return;
  const placed = await tx
    .insert(seatAssignments)
    .values({ orderItemId, seat, firmId, userId, assignedBy: actorId, assignedAt: now })
    .onConflictDoNothing()
    .returning({ seat: seatAssignments.seat });
  if (placed.length === 0)
    throw conflict(
      "That person already holds a seat of this product: one seat per person.",
      "seat_already_held",
    );
}

/** Someone left the firm: their seats are free again, their devices signed out. */
export async function releaseSeatsOf(tx: DbOrTx, firmId: number, userId: string, now = new Date()) {
  const released = await tx
    .delete(seatAssignments)
    .where(and(eq(seatAssignments.firmId, firmId), eq(seatAssignments.userId, userId)))
    .returning();
  for (const row of released) await deactivateSeatKey(tx, row.orderItemId, row.seat, now);
}

/**
 * Seats above `count` go when a subscription loses seats: their holders move to free seats
 * at or below it, in seat order, or the change is refused when too many are held.
 */
export async function keepHoldersWithin(tx: DbOrTx, orderItemId: number, count: number) {
  const held = await tx
    .select()
    .from(seatAssignments)
    .where(eq(seatAssignments.orderItemId, orderItemId))
    .orderBy(asc(seatAssignments.seat));
  if (held.length > count)
    throw conflict(
      `${held.length} seats are given to people: take back ${held.length - count} before going down to ${count}.`,
      "seats_assigned",
    );
  const taken = new Set(held.filter((h) => h.seat <= count).map((h) => h.seat));
  const moves: Array<{ from: number; to: number }> = [];
  let free = 1;
  for (const holder of held.filter((h) => h.seat > count)) {
    while (taken.has(free)) free++;
    taken.add(free);
    moves.push({ from: holder.seat, to: free });
    await tx
      .update(seatAssignments)
      .set({ seat: free })
      .where(
        and(eq(seatAssignments.orderItemId, orderItemId), eq(seatAssignments.seat, holder.seat)),
      );
  }
  return moves;
}

/** The seats the signed-in person holds, in every firm, with their keys. */
export async function mySeats(db: DbOrTx, userId: string): Promise<MySeat[]> {
  const rows = await db
    .select({
      ...lineColumns,
      seat: seatAssignments.seat,
      firmId: firms.id,
      firmName: firms.name,
      refundId: orderItems.refundId,
    })
    .from(seatAssignments)
    .innerJoin(firms, eq(firms.id, seatAssignments.firmId))
    .innerJoin(orderItems, eq(orderItems.id, seatAssignments.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.orderId, orders.id), eq(subscriptions.productId, orderItems.productId)),
    )
    .where(eq(seatAssignments.userId, userId))
    .orderBy(asc(firms.name), asc(orderItems.name), asc(orderItems.id));
  const keys = await keysOfLines(
    db,
    rows.map((r) => r.orderItemId),
  );
  return rows.map((row) => {
    return {
      firm: { id: row.firmId, name: row.firmName },
      orderId: row.orderId,
      orderItemId: row.orderItemId,
      seat: row.seat,
      name: row.name,
      offer: { unit: row.priceUnit, term: row.priceTerm },
      delivery: row.delivery,
      downloadable: row.downloadUrl !== null && row.refundId === null,
      licenceKey: seatKey(keys.get(`${row.orderItemId}:${row.seat}`)),
    };
  });
}
