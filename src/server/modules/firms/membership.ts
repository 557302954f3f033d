import { and, eq } from "drizzle-orm";
import type { FirmRole } from "../../../shared/contracts/firms.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { firmMembers, firms } from "../../db/schema.js";
import { conflict, notFound } from "../../lib/http-error.js";
import { OWNERS, requireFirmRole, roleIn } from "./firms-repository.js";

/**
 * Changes to who is in a firm and with what role. Each runs in one transaction holding the
 * firm's row lock, so two owners leaving at once cannot leave the firm without one.
 */

async function lockFirm(tx: DbOrTx, firmId: number) {
  const [firm] = await tx
    .select({ id: firms.id })
    .from(firms)
    .where(eq(firms.id, firmId))
    .for("update");
  if (!firm) throw notFound("Firm not found.", "firm_not_found");
}

async function ownerCount(tx: DbOrTx, firmId: number) {
  return tx.$count(firmMembers, and(eq(firmMembers.firmId, firmId), eq(firmMembers.role, "owner")));
}

async function targetRole(tx: DbOrTx, firmId: number, userId: string): Promise<FirmRole> {
  const role = await roleIn(tx, firmId, userId);
  if (!role) throw notFound("That person is not a member of the firm.", "firm_member_not_found");
  return role;
}

const LAST_OWNER =
  "A firm needs an owner: make another member owner before the last owner steps down or leaves.";

/** An owner gives a member another role; the last owner cannot step down. */
export async function changeMemberRole(
  db: Db,
  firmId: number,
  actorId: string,
  memberId: string,
  role: FirmRole,
  /** Called in the transaction after the change (seat assignments follow the member). */
  after?: (tx: DbOrTx) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    await requireFirmRole(tx, firmId, actorId, OWNERS);
    const current = await targetRole(tx, firmId, memberId);
    if (current === "owner" && role !== "owner" && (await ownerCount(tx, firmId)) <= 1)
      throw conflict(LAST_OWNER, "firm_last_owner");
    await tx
      .update(firmMembers)
      .set({ role })
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, memberId)));
    await after?.(tx);
  });
}

/**
 * Someone leaves the firm: an owner removes a member, or a member removes themselves. The last
 * owner cannot leave. `released` runs in the same transaction (their seats become unassigned).
 */
export async function removeMember(
  db: Db,
  firmId: number,
  actorId: string,
  memberId: string,
  released?: (tx: DbOrTx) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    if (actorId !== memberId) await requireFirmRole(tx, firmId, actorId, OWNERS);
    const current =
      actorId === memberId
        ? await requireFirmRole(tx, firmId, actorId, ["owner", "purchaser", "member"])
        : await targetRole(tx, firmId, memberId);
    if (current === "owner" && (await ownerCount(tx, firmId)) <= 1)
      throw conflict(LAST_OWNER, "firm_last_owner");
    await tx
      .delete(firmMembers)
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, memberId)));
    await released?.(tx);
  });
}

/** The owner hands ownership to another member and becomes a purchaser. */
export async function transferOwnership(
  db: Db,
  firmId: number,
  actorId: string,
  newOwnerId: string,
) {
  await db.transaction(async (tx) => {
    await lockFirm(tx, firmId);
    await requireFirmRole(tx, firmId, actorId, OWNERS);
    if (newOwnerId === actorId) throw conflict("You already own this firm.", "conflict");
    await targetRole(tx, firmId, newOwnerId);
    await tx
      .update(firmMembers)
      .set({ role: "owner" })
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, newOwnerId)));
    await tx
      .update(firmMembers)
      .set({ role: "purchaser" })
      .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, actorId)));
  });
}
