import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import {
  FIRM_ROLE_LABELS,
  FIRM_ROLE_DESCRIPTIONS,
  INVITATION_DAYS,
  type FirmRole,
  type InvitationPreview,
} from "../../../shared/contracts/firms.js";
import { addDays } from "../../../shared/subscriptions.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { firmInvitations, firmMembers, firms, users } from "../../db/schema.js";
import { hashSessionId as sha256 } from "../../lib/session-id.js";
import { conflict, HttpError, notFound } from "../../lib/http-error.js";
import { composeMessage, longDate, enqueueEmail } from "../email/index.js";
import { displayName, OWNERS, requireFirmRole } from "./firms-repository.js";

/**
 * E-mailed invitations (decision 0250): a random 256-bit token in the link, only its hash
 * stored; valid INVITATION_DAYS days; accepted once, by whoever signs in with the link (the
 * accepted one names them to the owners); withdrawn by an owner. Inviting the same address again
 * withdraws the earlier link.
 */

export const invitationPath = (token: string) => `/firm?invitation=${token}`;

export async function inviteMember(
  db: Db,
  firmId: number,
  inviterId: string,
  invite: { email: string; role: Exclude<FirmRole, "owner"> },
  siteUrl: string,
  now = new Date(),
) {
  const token = randomBytes(32).toString("base64url");
  const invitation = await db.transaction(async (tx) => {
    await requireFirmRole(tx, firmId, inviterId, OWNERS);
    const [already] = await tx
      .select({ userId: firmMembers.userId })
      .from(firmMembers)
      .innerJoin(users, eq(users.id, firmMembers.userId))
      .where(and(eq(firmMembers.firmId, firmId), eq(users.email, invite.email)));
    if (already)
      throw conflict(`${invite.email} is already a member of the firm.`, "firm_member_exists");
    await tx
      .update(firmInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(firmInvitations.firmId, firmId),
          eq(firmInvitations.email, invite.email),
          isNull(firmInvitations.acceptedAt),
          isNull(firmInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(firmInvitations)
      .values({
        firmId,
        email: invite.email,
        role: invite.role,
        tokenHash: sha256(token),
        invitedBy: inviterId,
        expiresAt: addDays(now, INVITATION_DAYS),
        createdAt: now,
      })
      .returning();
    const [firm] = await tx.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
    const [inviter] = await tx.select().from(users).where(eq(users.id, inviterId));
    await enqueueEmail(tx, {
      kind: "firm-invitation",
      dedupeKey: `firm-invitation:${row!.id}`,
      to: invite.email,
      ...composeMessage(
        `${displayName(inviter!)} invited you to ${firm!.name} on Countinghouse`,
        "Hello,",
        [
          {
            p: `${displayName(inviter!)} invited you to join ${firm!.name} on Countinghouse as ${FIRM_ROLE_LABELS[invite.role].toLowerCase()}: ${FIRM_ROLE_DESCRIPTIONS[invite.role].toLowerCase()}.`,
          },
          { link: `${siteUrl}${invitationPath(token)}`, label: `Join ${firm!.name}` },
          {
            p: `The link works once, until ${longDate(row!.expiresAt)}. If you did not expect this invitation, ignore this e-mail.`,
          },
        ],
      ),
    });
    return row!;
  });
  return { invitation, token };
}

/** The invitation a token names, or a refusal that says why it cannot be used. */
async function usableInvitation(tx: DbOrTx, token: string, now: Date, lock = false) {
  const query = tx
    .select()
    .from(firmInvitations)
    .where(eq(firmInvitations.tokenHash, sha256(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || row.revokedAt)
    throw notFound(
      "This invitation link is not valid: it may have been withdrawn. Ask the firm's owner for a new one.",
      "invitation_not_found",
    );
  if (row.acceptedAt)
    throw conflict(
      "This invitation was already accepted. Each invitation link works once.",
      "invitation_used",
    );
  if (row.expiresAt <= now)
    throw new HttpError(
      410,
      "This invitation has expired. Ask the firm's owner for a new one.",
      "invitation_expired",
    );
  return row;
}

export async function previewInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const row = await usableInvitation(db, token, now);
  const [firm] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, row.firmId));
  const [inviter] = row.invitedBy
    ? await db.select().from(users).where(eq(users.id, row.invitedBy))
    : [];
  return {
    firmName: firm!.name,
    role: row.role,
    invitedBy: inviter ? displayName(inviter) : "The firm's owner",
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The signed-in person joins the firm with the invitation's role; the link is then used up. */
export async function acceptInvitation(db: Db, token: string, userId: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const row = await usableInvitation(tx, token, now, true);
    const joined = await tx
      .insert(firmMembers)
      .values({ firmId: row.firmId, userId, role: row.role, joinedAt: now })
      .onConflictDoNothing()
      .returning({ userId: firmMembers.userId });
    if (joined.length === 0)
      throw conflict("You are already a member of this firm.", "firm_member_exists");
    await tx
      .update(firmInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(eq(firmInvitations.id, row.id));
    return { firmId: row.firmId };
  });
}

export async function withdrawInvitation(
  db: Db,
  firmId: number,
  actorId: string,
  invitationId: number,
  now = new Date(),
) {
  await requireFirmRole(db, firmId, actorId, OWNERS);
  const withdrawn = await db
    .update(firmInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(firmInvitations.id, invitationId),
        eq(firmInvitations.firmId, firmId),
        isNull(firmInvitations.acceptedAt),
        isNull(firmInvitations.revokedAt),
      ),
    )
    .returning({ id: firmInvitations.id });
  if (withdrawn.length === 0) throw notFound("No such pending invitation.", "invitation_not_found");
}
