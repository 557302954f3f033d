import { and, desc, eq, inArray } from "drizzle-orm";
import { formatMoney } from "../../../shared/money.js";
import { REFUND_WINDOW_DAYS, refundAmount, refundWindowEnd } from "../../../shared/refunds.js";
import type {
  RefundDecisionBody,
  RefundRequest,
  RefundRequestBody,
} from "../../../shared/contracts/refund-requests.js";
import type { DbOrTx } from "../../db/client.js";
import { orders, refundRequests, refunds, users } from "../../db/schema.js";
import { badRequest, conflict, notFound } from "../../lib/http-error.js";
import { composeMessage, enqueueEmail, isSendableAddress, longDate } from "../email/index.js";
import { lockOrderForRefund, type LockedOrder } from "./refund-lines.js";

/*
 * A customer's refund request (issue 47, decision 0261): asked from an order within
 * REFUND_WINDOW_DAYS, for the lines that cost something and are not refunded yet; it waits in the
 * admin's queue. Approving goes "open" -> "approving" (claimed, so a decline cannot cross it) ->
 * the refund through the provider -> "approved"; declining goes "open" -> "declined". Each
 * answer is e-mailed to the customer through the outbox, in the transaction that records it.
 */

type Row = typeof refundRequests.$inferSelect;

export const toRefundRequest = (row: Row): RefundRequest => ({
  id: row.id,
  orderId: row.orderId,
  status: row.status,
  reason: row.reason,
  itemIds: row.itemIds,
  answer: row.answer,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The lines a refund could still give money back for. */
const refundableLines = (order: LockedOrder) =>
  order.lines.filter((line) => !line.refunded && line.lineCents > 0);

/** Each order's latest request, by order id. */
export async function latestRefundRequests(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, RefundRequest>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(refundRequests)
    .where(inArray(refundRequests.orderId, [...orderIds]))
    .orderBy(desc(refundRequests.createdAt), desc(refundRequests.id));
  const latest = new Map<number, RefundRequest>();
  for (const row of rows)
    if (!latest.has(row.orderId)) latest.set(row.orderId, toRefundRequest(row));
  return latest;
}

/**
 * The customer's request for a refund of their own order. A request already waiting for the
 * order is answered again (a second click makes no second request): `created` says which.
 */
export async function requestRefund(
  db: DbOrTx,
  userId: string,
  orderId: number,
  body: RefundRequestBody,
  siteUrl: string,
  now: Date = new Date(),
): Promise<{ request: RefundRequest; created: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, orderId);
    if (!order || order.userId !== userId) throw notFound("Order not found.", "order_not_found");
    const [waiting] = await tx
      .select()
      .from(refundRequests)
      .where(
        and(
          eq(refundRequests.orderId, orderId),
          inArray(refundRequests.status, ["open", "approving"]),
        ),
      );
    if (waiting) return { request: toRefundRequest(waiting), created: false };
    const [placed] = await tx
      .select({ createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, orderId));
    const closes = refundWindowEnd(placed!.createdAt);
    if (now > closes)
      throw conflict(
        `Refunds can be asked for within ${REFUND_WINDOW_DAYS} days of the order; this one could be until ${longDate(closes)}. Write to us through the contact page if something is wrong.`,
        "refund_window_closed",
      );
    const open = refundableLines(order);
    let chosen = open;
    if (body.itemIds) {
      const ids = [...new Set(body.itemIds)];
      const stranger = ids.find((id) => !order.lines.some((line) => line.id === id));
      if (stranger !== undefined)
        throw badRequest(
          `Item ${stranger} is not part of order #${orderId}.`,
          "refund_line_unknown",
        );
      const done = ids.filter((id) => !open.some((line) => line.id === id));
      if (done.length > 0)
        throw conflict(
          `Nothing to refund for: ${done.map((id) => order.lines.find((l) => l.id === id)!.name).join(", ")} (already refunded, or free).`,
          "refund_already_refunded",
        );
      chosen = open.filter((line) => ids.includes(line.id));
    }
    if (chosen.length === 0)
      throw conflict(
        "Nothing on this order is left to refund: it was free (a trial) or has been refunded.",
        "refund_nothing_to_refund",
      );
    const [row] = await tx
      .insert(refundRequests)
      .values({
        orderId,
        userId,
        itemIds: chosen.map((line) => line.id),
        reason: body.reason,
        createdAt: now,
      })
      .returning();
    await tellCustomer(tx, order, {
      subject: `We received your refund request for order #${orderId}`,
      blocks: [
        {
          p: `Thank you for telling us. We will look at your request for a refund of ${formatMoney(refundAmount(order, row!.itemIds))} and answer by e-mail, usually within two business days.`,
        },
        { rows: chosen.map((line) => [line.name, formatMoney(line.lineCents)]) },
        { link: `${siteUrl}/dashboard?order=${orderId}`, label: "See your order" },
      ],
      kind: "refund-request-received",
      dedupeKey: `refund-request-received:${row!.id}`,
    });
    return { request: toRefundRequest(row!), created: true };
  });
}

/** The request with its row locked; 404 when there is none. */
async function lockRequest(tx: DbOrTx, id: number): Promise<Row> {
  const [row] = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
    .for("update");
  if (!row) throw notFound("Refund request not found.", "refund_request_not_found");
  return row;
}

const decided = (row: Row) =>
  conflict(
    `This refund request was already ${row.status === "declined" ? "declined" : "approved"}.`,
    "refund_request_decided",
  );

/**
 * The admin's first step. Declining records the answer and e-mails it. Approving claims the
 * request ("approving") so no decline can cross the refund; an approval cut short (the provider
 * refused, the process stopped) can be asked again and continues. Returns what to refund.
 */
export async function claimRefundDecision(
  db: DbOrTx,
  id: number,
  adminId: string,
  body: RefundDecisionBody,
  siteUrl: string,
  now: Date = new Date(),
): Promise<
  { approve: false } | { approve: true; orderId: number; itemIds: number[]; reason: string }
> {
  return db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.status === "approved" || row.status === "declined") throw decided(row);
    if (body.decision === "approve") {
      // A claim cut short is asked again with the same lines: its refund's key replays it.
      let itemIds = row.itemIds;
      if (row.status === "open") {
        const order = (await lockOrderForRefund(tx, row.orderId))!;
        itemIds = row.itemIds.filter((itemId) =>
          order.lines.some((line) => line.id === itemId && !line.refunded),
        );
        if (itemIds.length === 0)
          throw conflict(
            "Everything this request asks for has been refunded already. Decline it with a note saying so.",
            "refund_nothing_to_refund",
          );
      }
      await tx
        .update(refundRequests)
        .set({ status: "approving", answer: body.answer, decidedBy: adminId })
        .where(eq(refundRequests.id, id));
      return { approve: true, orderId: row.orderId, itemIds, reason: row.reason };
    }
    if (row.status === "approving")
      throw conflict(
        "This refund request is being approved; its refund is already under way.",
        "refund_request_decided",
      );
    await tx
      .update(refundRequests)
      .set({ status: "declined", answer: body.answer, decidedBy: adminId, decidedAt: now })
      .where(eq(refundRequests.id, id));
    const order = (await lockOrderForRefund(tx, row.orderId))!;
    await tellCustomer(tx, order, {
      subject: `Your refund request for order #${row.orderId}`,
      blocks: [
        { p: "We have looked at your refund request and cannot refund this order." },
        { p: body.answer },
        {
          p: "If you think we have it wrong, reply to this e-mail and a person will look again.",
        },
        { link: `${siteUrl}/dashboard?order=${row.orderId}`, label: "See your order" },
      ],
      kind: "refund-request-answered",
      dedupeKey: `refund-request-answered:${row.id}`,
    });
    return { approve: false };
  });
}

/** Undo a claim whose refund the provider refused: the request waits again. */
export async function releaseRefundClaim(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(refundRequests)
    .set({ status: "open", answer: null, decidedBy: null })
    .where(and(eq(refundRequests.id, id), eq(refundRequests.status, "approving")));
}

/** The admin's last step of an approval: the refund was made; record it and e-mail the answer. */
export async function finishRefundApproval(
  db: DbOrTx,
  id: number,
  refundId: number,
  siteUrl: string,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRequest(tx, id);
    if (row.status !== "approving") return;
    await tx
      .update(refundRequests)
      .set({ status: "approved", refundId, decidedAt: now })
      .where(eq(refundRequests.id, id));
    const order = (await lockOrderForRefund(tx, row.orderId))!;
    const [refund] = await tx
      .select({ cents: refunds.amountCents })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    await tellCustomer(tx, order, {
      subject: `Your refund request for order #${row.orderId} is approved`,
      blocks: [
        {
          p: `We have approved your refund request and refunded ${formatMoney(refund?.cents ?? 0)} to the card you paid with. A separate e-mail lists what was refunded.`,
        },
        { p: row.answer ?? "" },
        { link: `${siteUrl}/dashboard?order=${row.orderId}`, label: "See your order" },
      ],
      kind: "refund-request-answered",
      dedupeKey: `refund-request-answered:${row.id}`,
    });
  });
}

async function tellCustomer(
  tx: DbOrTx,
  order: LockedOrder,
  message: {
    subject: string;
    blocks: Parameters<typeof composeMessage>[2];
    kind: string;
    dedupeKey: string;
  },
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, order.userId));
  // No address (or one the outbox would refuse): the dashboard still shows the request's state.
  if (!user?.email || !isSendableAddress(user.email)) return;
  await enqueueEmail(tx, {
    kind: message.kind,
    dedupeKey: message.dedupeKey,
    to: user.email,
    ...composeMessage(
      message.subject,
      `Hello ${user.firstName ?? "there"},`,
      message.blocks.filter((block) => !("p" in block) || block.p !== ""),
    ),
  });
}
