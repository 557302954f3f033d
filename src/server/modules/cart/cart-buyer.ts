import { and, asc, eq, inArray } from "drizzle-orm";
import type { Buyer } from "../../../shared/contracts/firms.js";
import type { DbOrTx } from "../../db/client.js";
import { cartBuyers, firmMembers, firms } from "../../db/schema.js";
import { BUYERS, requireFirmRole } from "../firms/index.js";

/**
 * The cart's "Buying for" (decision 0251): the person themselves, or a firm they are an owner or
 * purchaser of. Checkout prices and fulfils the cart for whoever this says.
 */

/** The firms this person may buy for. */
async function buyerChoices(db: DbOrTx, userId: string) {
  return db
    .select({ firmId: firms.id, name: firms.name })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .where(and(eq(firmMembers.userId, userId), inArray(firmMembers.role, [...BUYERS])))
    .orderBy(asc(firms.name), asc(firms.id));
}

export async function cartBuyerOf(db: DbOrTx, userId: string): Promise<Buyer> {
  const [row] = await db.select().from(cartBuyers).where(eq(cartBuyers.userId, userId));
  const choices = await buyerChoices(db, userId);
  // A role taken away since: the cart is the person's own again.
  const firmId = row && choices.some((c) => c.firmId === row.firmId) ? row.firmId : null;
  return { firmId, choices };
}

/** The firm the cart is bought for, checked again now (null: the person themselves). */
export async function buyingFor(db: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await db.select().from(cartBuyers).where(eq(cartBuyers.userId, userId));
  if (!row) return null;
  await requireFirmRole(db, row.firmId, userId, BUYERS);
  return row.firmId;
}

export async function setCartBuyer(db: DbOrTx, userId: string, firmId: number | null) {
  if (firmId === null) {
    await db.delete(cartBuyers).where(eq(cartBuyers.userId, userId));
  } else {
    await requireFirmRole(db, firmId, userId, BUYERS);
    await db
      .insert(cartBuyers)
      .values({ userId, firmId })
      .onConflictDoUpdate({ target: cartBuyers.userId, set: { firmId, updatedAt: new Date() } });
  }
  return cartBuyerOf(db, userId);
}
