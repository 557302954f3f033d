import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { BillingDetails } from "../../../shared/contracts/billing.js";
import { canPurchase, type Firm, type FirmRole } from "../../../shared/contracts/firms.js";
import type { DbOrTx } from "../../db/client.js";
import { firmInvitations, firmMembers, firms, users } from "../../db/schema.js";
import { forbidden, notFound } from "../../lib/http-error.js";

export interface FirmDetails {
  name: string;
  billing: Omit<BillingDetails, "firm">;
}

/** The invoices' addressee: the firm's billing details under the firm's name. */
export const billingOfFirm = (details: FirmDetails): BillingDetails => ({
  ...details.billing,
  firm: details.name,
});

/** Makes a firm with `userId` as its owner; returns its id. */
export async function createFirm(tx: DbOrTx, userId: string, details: FirmDetails) {
  const [firm] = await tx
    .insert(firms)
    .values({ name: details.name, billing: billingOfFirm(details), createdBy: userId })
    .returning({ id: firms.id });
  await tx.insert(firmMembers).values({ firmId: firm!.id, userId, role: "owner" });
  return firm!.id;
}

export async function updateFirmDetails(tx: DbOrTx, firmId: number, details: FirmDetails) {
  await tx
    .update(firms)
    .set({ name: details.name, billing: billingOfFirm(details), updatedAt: new Date() })
    .where(eq(firms.id, firmId));
}

/** The firms this person belongs to, with their role and head count, by name. */
export async function listFirmsOf(db: DbOrTx, userId: string) {
  const heads = db
    .select({ firmId: firmMembers.firmId, n: count().as("n") })
    .from(firmMembers)
    .groupBy(firmMembers.firmId)
    .as("heads");
  return db
    .select({ id: firms.id, name: firms.name, role: firmMembers.role, memberCount: heads.n })
    .from(firmMembers)
    .innerJoin(firms, eq(firms.id, firmMembers.firmId))
    .innerJoin(heads, eq(heads.firmId, firms.id))
    .where(eq(firmMembers.userId, userId))
    .orderBy(asc(firms.name), asc(firms.id));
}

/** This person's role in the firm, or undefined when they are not in it. */
export async function roleIn(
  db: DbOrTx,
  firmId: number,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<FirmRole | undefined> {
  const query = db
    .select({ role: firmMembers.role })
    .from(firmMembers)
    .where(and(eq(firmMembers.firmId, firmId), eq(firmMembers.userId, userId)));
  const [row] = options.lock ? await query.for("update") : await query;
  return row?.role;
}

/**
 * The caller's role in the firm when it is one of `allowed`. Someone outside the firm learns
 * nothing of it (404, as for a firm that does not exist); a member without the role gets 403.
 */
export async function requireFirmRole(
  db: DbOrTx,
  firmId: number,
  userId: string,
  allowed: readonly FirmRole[],
): Promise<FirmRole> {
  const role = await roleIn(db, firmId, userId);
  if (!role) throw notFound("Firm not found.", "firm_not_found");
  if (!allowed.includes(role))
    throw forbidden(
      allowed.includes("purchaser")
        ? "Only the firm's owners and purchasers can do this."
        : "Only the firm's owners can do this.",
      "firm_role_required",
    );
  return role;
}

export const ANY_ROLE: readonly FirmRole[] = ["owner", "purchaser", "member"];
export const BUYERS: readonly FirmRole[] = ["owner", "purchaser"];
export const OWNERS: readonly FirmRole[] = ["owner"];

const displayName = (u: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}) => [u.firstName, u.lastName].filter(Boolean).join(" ") || u.email || "Unnamed member";

export async function membersOf(db: DbOrTx, firmId: number) {
  const rows = await db
    .select({
      userId: firmMembers.userId,
      role: firmMembers.role,
      joinedAt: firmMembers.joinedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(firmMembers)
    .innerJoin(users, eq(users.id, firmMembers.userId))
    .where(eq(firmMembers.firmId, firmId))
    .orderBy(
      sql`case ${firmMembers.role} when 'owner' then 0 when 'purchaser' then 1 else 2 end`,
      asc(firmMembers.joinedAt),
      asc(firmMembers.userId),
    );
  return rows.map((row) => ({
    userId: row.userId,
    name: displayName(row),
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt.toISOString(),
  }));
}

/** Invitations still waiting for an answer (not accepted, withdrawn or expired). */
export async function pendingInvitations(db: DbOrTx, firmId: number, now = new Date()) {
  const rows = await db
    .select()
    .from(firmInvitations)
    .where(
      and(
        eq(firmInvitations.firmId, firmId),
        isNull(firmInvitations.acceptedAt),
        isNull(firmInvitations.revokedAt),
        gt(firmInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(firmInvitations.createdAt), asc(firmInvitations.id));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function findFirm(db: DbOrTx, firmId: number) {
  const [firm] = await db.select().from(firms).where(eq(firms.id, firmId));
  return firm;
}

/** The firm as `role` sees it: billing for buyers, pending invitations for owners. */
export async function firmView(db: DbOrTx, firmId: number, role: FirmRole): Promise<Firm> {
  const firm = await findFirm(db, firmId);
  if (!firm) throw notFound("Firm not found.", "firm_not_found");
  return {
    id: firm.id,
    name: firm.name,
    role,
    billing: canPurchase(role) ? firm.billing : null,
    members: await membersOf(db, firmId),
    invitations: role === "owner" ? await pendingInvitations(db, firmId) : null,
  };
}

export { displayName };
