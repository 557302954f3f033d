import { and, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { firmMembers, firms, orders, subscriptions } from "../../db/schema.js";

/**
 * Whose purchases a person sees and manages (decision 0251): what they bought for themselves,
 * and everything bought for a firm in which they are an owner or purchaser, whoever bought it.
 * A firm's members see none of it: their seats come through their assignments.
 */
function buyerFirms(userId: string) {
  return (db: DbOrTx) =>
    db
      .select({ firmId: firmMembers.firmId })
      .from(firmMembers)
      .where(
        and(eq(firmMembers.userId, userId), inArray(firmMembers.role, ["owner", "purchaser"])),
      );
}

/** The rows of `orders` or `subscriptions` this person may see. */
export function visibleTo(
  db: DbOrTx,
  table: typeof orders | typeof subscriptions,
  userId: string,
): SQL {
  return or(
    and(eq(table.userId, userId), isNull(table.firmId)),
    inArray(table.firmId, buyerFirms(userId)(db)),
  )!;
}

/** May this person manage a purchase owned by `row` (its buyer and firm)? */
export async function mayManage(
  db: DbOrTx,
  row: { userId: string; firmId: number | null },
  userId: string,
): Promise<boolean> {
  if (row.firmId === null) return row.userId === userId;
  const [member] = await db
    .select({ firmId: firmMembers.firmId })
    .from(firmMembers)
    .where(
      and(
        eq(firmMembers.userId, userId),
        inArray(firmMembers.role, ["owner", "purchaser"]),
        eq(firmMembers.firmId, row.firmId),
      ),
    );
  return Boolean(member);
}

/** The names of these firms, for labelling purchases. */
export async function firmNames(db: DbOrTx, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(inArray(firms.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}
