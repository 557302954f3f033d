import type { RefundBody } from "../../shared/contracts/admin-orders.js";
import { refundAmount } from "../../shared/refunds.js";
import type { Db, DbOrTx } from "../db/client.js";
import { badRequest, conflict, notFound } from "../lib/http-error.js";
import type { RefundDecisionBody } from "../../shared/contracts/refund-requests.js";
import type { Config } from "../config.js";
import type { RefundFlows } from "../modules/admin/index.js";
import {
  applyRefund,
  claimRefundDecision,
  finishRefundApproval,
  lockOrderForRefund,
  releaseRefundClaim,
  releaseRefundLines,
  reserveRefundLines,
} from "../modules/orders/index.js";
import {
  deletePendingRefund,
  findRefundByRequestKey,
  insertPendingRefund,
  lockPayment,
  markRefundDone,
  PENDING_REFUND,
  type PaymentProvider,
  type ProviderFor,
  refundProviders,
} from "../modules/payments/index.js";

export interface RefundOutcome {
  refundId: number;
  /** True when this request key had already made the refund: nothing new happened. */
  replayed: boolean;
}

interface RefundPlan {
  refundId: number;
  orderId: number;
  provider: PaymentProvider;
  providerRef: string;
  amountCents: number;
  ids: number[];
}

/**
 * Gives back the chosen lines of a paid order (all that are left when none are chosen) through
 * the provider that took the money, and records who did it and why (decision 0140). In three
 * steps, so that no connection, transaction or lock waits on the provider (decision 0203):
 * a short transaction records the refund as pending and reserves its lines (a second refund of
 * them is refused), the provider is asked outside any transaction under an idempotency key that
 * names the order and lines, and a second short transaction records the outcome. A repeated
 * request key answers its first refund, or finishes it when the first ask was cut short.
 * Refusals change nothing.
 */
export async function refundOrder(
  db: Db,
  providerFor: ProviderFor,
  input: RefundBody & { orderId: number; adminId: string; siteUrl?: string },
): Promise<RefundOutcome> {
  const plan = await db.transaction((tx) => planRefund(tx, providerFor, input));
  if ("replayed" in plan) return plan;
  let refundRef: string;
  try {
    ({ refundRef } = await plan.provider.refund({
      providerRef: plan.providerRef,
      amountCents: plan.amountCents,
      // What is refunded names the refund: a retry after a lost answer cannot refund twice.
      idempotencyKey: `countinghouse-refund-${plan.orderId}-${plan.ids.join("-")}`,
      metadata: {
        orderId: String(plan.orderId),
        itemIds: plan.ids.join(","),
        adminId: input.adminId,
      },
    }));
  } catch (error) {
    await db.transaction(async (tx) => {
      await releaseRefundLines(tx, plan.refundId);
      await deletePendingRefund(tx, plan.refundId);
    });
    const message = error instanceof Error ? error.message : String(error);
    // A 409, not a 5xx: the admin must read why (the error handler hides 5xx reasons).
    throw conflict(
      `The payment provider refused the refund: ${message}`,
      "refund_provider_refused",
    );
  }
  await db.transaction(async (tx) => {
    const order = await lockOrderForRefund(tx, plan.orderId);
    await markRefundDone(tx, plan.refundId, refundRef);
    await applyRefund(
      tx,
      order!,
      { id: plan.refundId, lines: splitAcrossLines(order!, plan.ids, plan.amountCents) },
      input.siteUrl,
    );
  });
  return { refundId: plan.refundId, replayed: false };
}

/** Step 1: every check, then the refund recorded as pending with its lines reserved. */
async function planRefund(
  tx: DbOrTx,
  providerFor: ProviderFor,
  input: RefundBody & { orderId: number; adminId: string },
): Promise<RefundPlan | RefundOutcome> {
  const order = await lockOrderForRefund(tx, input.orderId);
  if (!order) throw notFound("Order not found.", "order_not_found");
  const earlier = await findRefundByRequestKey(tx, input.requestKey);
  if (earlier && earlier.orderId !== order.id)
    throw conflict(
      "This refund request was already used for another order.",
      "refund_request_reused",
    );
  if (earlier && earlier.providerRef !== PENDING_REFUND)
    return { refundId: earlier.id, replayed: true };
  if (order.paymentId === null)
    throw conflict("This order has no payment to refund.", "refund_no_payment");
  const payment = await lockPayment(tx, order.paymentId);
  if (payment.status !== "succeeded" || !payment.providerRef)
    throw conflict(
      "This order's payment has not succeeded, so there is nothing to refund.",
      "refund_no_payment",
    );
  const provider = providerFor(payment.provider);
  if (!provider)
    throw conflict(
      `Refunds through ${payment.provider} are not available on this server (no Stripe key is set).`,
      "refund_unavailable",
    );
  if (earlier) {
    // The first ask was cut short (the server stopped while the provider answered): ask again
    // with the same key, which refunds nothing twice.
    const ids = order.lines.filter((line) => line.refundId === earlier.id).map((line) => line.id);
    return {
      refundId: earlier.id,
      orderId: order.id,
      provider,
      providerRef: payment.providerRef,
      amountCents: earlier.amountCents,
      ids,
    };
  }

  const open = order.lines.filter((line) => !line.refunded);
  let chosen = open;
  if (input.itemIds) {
    const ids = [...new Set(input.itemIds)];
    const byId = new Map(order.lines.map((line) => [line.id, line]));
    const stranger = ids.find((id) => !byId.has(id));
    if (stranger !== undefined)
      throw badRequest(
        `Line ${stranger} is not part of order #${order.id}.`,
        "refund_line_unknown",
      );
    const done = ids.map((id) => byId.get(id)!).filter((line) => line.refunded);
    if (done.length > 0)
      throw conflict(
        `Already refunded: ${done.map((line) => line.name).join(", ")}.`,
        "refund_already_refunded",
      );
    chosen = ids.map((id) => byId.get(id)!);
  }
  if (chosen.length === 0)
    throw conflict(
      "Everything on this order has already been refunded.",
      "refund_already_refunded",
    );

  const amountCents = refundAmount(
    order,
    chosen.map((line) => line.id),
  );
  const alreadyCents =
    order.totalCents -
    refundAmount(
      order,
      open.map((line) => line.id),
    );
  if (amountCents <= 0 || alreadyCents + amountCents > payment.amountCents)
    throw conflict("A refund cannot give back more than was paid.", "refund_too_large");

  const ids = chosen.map((line) => line.id).sort((a, b) => a - b);
  const refundId = await insertPendingRefund(tx, {
    orderId: order.id,
    paymentId: payment.id,
    amountCents,
    reason: input.reason,
    createdBy: input.adminId,
    provider: payment.provider,
    requestKey: input.requestKey,
  });
  await reserveRefundLines(tx, order.id, {
    id: refundId,
    lines: splitAcrossLines(order, ids, amountCents),
  });
  return {
    refundId,
    orderId: order.id,
    provider,
    providerRef: payment.providerRef,
    amountCents,
    ids,
  };
}

/** Each refunded line's share of the refund (the last one takes the rounding), for reports. */
function splitAcrossLines(
  order: Parameters<typeof refundAmount>[0],
  ids: number[],
  amountCents: number,
): Array<{ id: number; cents: number }> {
  const lines = ids.map((id) => order.lines.find((line) => line.id === id)!);
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  let left = amountCents;
  return lines.map((line, i) => {
    const cents =
      i === lines.length - 1
        ? left
        : subtotal === 0
          ? 0
          : Math.floor((amountCents * line.lineCents) / subtotal);
    left -= cents;
    return { id: line.id, cents };
  });
}

/** The refund's reason in the order's history: the request and the start of the customer's words. */
const REASON_SHOWN = 400;

/**
 * A customer's refund request answered (decision 0261): the decision is claimed on the request
 * (orders), an approval refunds the lines it asks for (refundOrder), and the request is finished
 * with its refund; a refund that fails releases the claim, so the request can be answered again.
 */
export async function answerRefundRequest(
  db: Db,
  providerFor: ProviderFor,
  input: { id: number; adminId: string; decision: RefundDecisionBody; siteUrl: string },
): Promise<void> {
  const { id, adminId, siteUrl } = input;
  const claim = await claimRefundDecision(db, id, adminId, input.decision, siteUrl);
  if (!claim.approve) return;
  let refundId: number;
  try {
    ({ refundId } = await refundOrder(db, providerFor, {
      orderId: claim.orderId,
      itemIds: claim.itemIds,
      reason: `Refund request #${id}: ${claim.reason}`.slice(0, REASON_SHOWN),
      // The request names its refund: approving again after a cut-short try refunds once.
      requestKey: `refund-request-${id}`,
      adminId,
      siteUrl,
    }));
  } catch (error) {
    await releaseRefundClaim(db, id);
    throw error;
  }
  await finishRefundApproval(db, id, refundId, siteUrl);
}

/** The back office's refunds on this server's database and payment providers (app.ts). */
export function refundFlows(db: Db, config: Config): RefundFlows {
  const providerFor = refundProviders(config);
  return {
    refundOrder: (input) => refundOrder(db, providerFor, input),
    answerRefundRequest: (input) => answerRefundRequest(db, providerFor, input),
  };
}
