import type { RefundBody } from "../../../shared/contracts/admin-orders.js";
import type { RefundDecisionBody } from "../../../shared/contracts/refund-requests.js";

/**
 * What the back office's refunds run through: money goes back through the payments module and
 * the order's lines through the orders module, in order, which is a workflow's job
 * (src/server/workflows/refund.ts). app.ts hands it in; admin never imports a workflow.
 */
export interface RefundFlows {
  /** Gives back the chosen lines of a paid order (all that are left when none are chosen). */
  refundOrder(
    input: RefundBody & { orderId: number; adminId: string; siteUrl?: string },
  ): Promise<{ refundId: number; replayed: boolean }>;
  /** Approves a customer's refund request (and refunds what it asks for), or declines it. */
  answerRefundRequest(input: {
    id: number;
    adminId: string;
    decision: RefundDecisionBody;
    siteUrl: string;
  }): Promise<void>;
}
