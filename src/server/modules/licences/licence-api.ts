import { and, count, eq, isNull } from "drizzle-orm";
import { activationLimit } from "../../../shared/offer.js";
import type { DbOrTx, Db } from "../../db/client.js";
import { firms, licenceActivations, licenceKeys, seatAssignments } from "../../db/schema.js";
import { roleIn } from "../firms/index.js";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http-error.js";
import { findKey, statusOf, type KeyRow } from "./licence-state.js";

/**
 * The licence API (decision 0252): activate a key on a device (an instance), validate it,
 * deactivate it. The key must be a key of the product the caller names before anything else
 * is read or used; a refunded (revoked) or ended (expired) key activates nothing.
 */

const REVOKED = "This licence key was revoked: its purchase was refunded.";
const EXPIRED =
  "This licence key has expired: the subscription or licence term it belongs to has ended.";

async function keyOfProduct(db: DbOrTx, key: string, productId: number, lock = false) {
  const row = await findKey(db, key);
  if (!row) throw notFound("No such licence key.", "licence_not_found");
  if (row.productId !== productId)
    throw badRequest(
      "This licence key is not a key of the product named in the request.",
      "licence_product_mismatch",
    );
  if (lock)
    await db
      .select({ id: licenceKeys.id })
      .from(licenceKeys)
      .where(eq(licenceKeys.id, row.id))
      .for("update");
  return row;
}

async function usage(db: DbOrTx, keyId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(licenceActivations)
    .where(
      and(eq(licenceActivations.licenceKeyId, keyId), isNull(licenceActivations.deactivatedAt)),
    );
  return row?.n ?? 0;
}

async function keyView(db: DbOrTx, row: KeyRow) {
  const used = await usage(db, row.id);
  const state = statusOf(row);
  const [created] = await db
    .select({ createdAt: licenceKeys.createdAt })
    .from(licenceKeys)
    .where(eq(licenceKeys.id, row.id));
  const [firm] = row.firmId
    ? await db.select({ name: firms.name }).from(firms).where(eq(firms.id, row.firmId))
    : [];
  return {
    license_key: {
      id: row.id,
      status: state === "active" ? (used > 0 ? "active" : "inactive") : state,
      key: row.key,
      activation_limit: activationLimit(row.priceUnit),
      activation_usage: used,
      created_at: created!.createdAt.toISOString(),
      expires_at: row.validUntil?.toISOString() ?? null,
    } as const,
    meta: {
      product_id: row.productId,
      product_name: row.productName,
      order_id: row.orderId,
      firm_name: firm?.name ?? null,
    },
  };
}

const instanceView = (a: typeof licenceActivations.$inferSelect) => ({
  id: a.id,
  name: a.instanceName,
  created_at: a.createdAt.toISOString(),
});

function refuseUnusable(row: KeyRow) {
  const state = statusOf(row);
  if (state === "revoked") throw forbidden(REVOKED, "licence_revoked");
  if (state === "expired") throw forbidden(EXPIRED, "licence_expired");
}

export async function activate(
  db: Db,
  input: { license_key: string; instance_name: string; product_id: number },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await keyOfProduct(tx, input.license_key, input.product_id, true);
    refuseUnusable(row);
    const limit = activationLimit(row.priceUnit);
    if ((await usage(tx, row.id)) >= limit)
      throw conflict(
        `This licence key is active on ${limit} ${limit === 1 ? "device" : "devices"}, its limit. Deactivate one (in the software, or from the Countinghouse dashboard) first.`,
        "licence_activation_limit",
      );
    const [instance] = await tx
      .insert(licenceActivations)
      .values({ licenceKeyId: row.id, instanceName: input.instance_name, createdAt: now })
      .returning();
    return {
      activated: true as const,
      error: null,
      instance: instanceView(instance!),
      ...(await keyView(tx, row)),
    };
  });
}

export async function validate(
  db: Db,
  input: { license_key: string; product_id: number; instance_id?: string },
) {
  const row = await keyOfProduct(db, input.license_key, input.product_id);
  const view = await keyView(db, row);
  const [instance] = input.instance_id
    ? await db
        .select()
        .from(licenceActivations)
        .where(
          and(
            eq(licenceActivations.id, input.instance_id),
            eq(licenceActivations.licenceKeyId, row.id),
            isNull(licenceActivations.deactivatedAt),
          ),
        )
    : [];
  const state = statusOf(row);
  const error =
    state === "revoked"
      ? REVOKED
      : state === "expired"
        ? EXPIRED
        : input.instance_id && !instance
          ? "This licence key is not activated on that instance."
          : null;
  return {
    valid: error === null,
    error,
    instance: instance ? instanceView(instance) : null,
    ...view,
  };
}

export async function deactivate(
  db: Db,
  input: { license_key: string; product_id: number; instance_id: string },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await keyOfProduct(tx, input.license_key, input.product_id, true);
    const ended = await tx
      .update(licenceActivations)
      .set({ deactivatedAt: now })
      .where(
        and(
          eq(licenceActivations.id, input.instance_id),
          eq(licenceActivations.licenceKeyId, row.id),
          isNull(licenceActivations.deactivatedAt),
        ),
      )
      .returning({ id: licenceActivations.id });
    if (ended.length === 0)
      throw notFound(
        "This licence key is not activated on that instance.",
        "licence_instance_not_found",
      );
    return { deactivated: true as const, error: null, ...(await keyView(tx, row)) };
  });
}

/**
 * From the dashboard: a device taken off a key by the person holding its seat, the firm's
 * owners and purchasers, or the person who bought it for themselves. Anyone else finds nothing.
 */
export async function deactivateFromDashboard(
  db: Db,
  userId: string,
  activationId: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ activation: licenceActivations, keyId: licenceKeys.id, key: licenceKeys.key })
      .from(licenceActivations)
      .innerJoin(licenceKeys, eq(licenceKeys.id, licenceActivations.licenceKeyId))
      .where(
        and(eq(licenceActivations.id, activationId), isNull(licenceActivations.deactivatedAt)),
      );
    const row = found ? await findKey(tx, found.key) : undefined;
    if (!found || !row || !(await mayManageKey(tx, row, userId)))
      throw notFound("No such device on your licence keys.", "licence_instance_not_found");
    await tx
      .update(licenceActivations)
      .set({ deactivatedAt: now })
      .where(eq(licenceActivations.id, activationId));
  });
}

async function mayManageKey(tx: DbOrTx, row: KeyRow, userId: string) {
  if (row.firmId === null) return row.userId === userId;
  const role = await roleIn(tx, row.firmId, userId);
  if (role === "owner" || role === "purchaser") return true;
  const [held] = await tx
    .select({ seat: seatAssignments.seat })
    .from(seatAssignments)
    .where(
      and(
        eq(seatAssignments.orderItemId, row.orderItemId),
        eq(seatAssignments.seat, row.seat),
        eq(seatAssignments.userId, userId),
      ),
    );
  return Boolean(held);
}
