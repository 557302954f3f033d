import { randomUUID } from "node:crypto";
import type { Config } from "../../config.js";
import type { RemoteBilling } from "../orders/index.js";
import { stripeBilling } from "./stripe-billing.js";
import { stripeClient } from "./stripe-provider.js";

/**
 * In Stripe mode, a subscription's cancel, resume and seat changes reach Stripe Billing before
 * the shop records them (decisions 0094, 0251); in test mode there is nothing to reach.
 */
export function remoteBilling(config: Config): RemoteBilling | undefined {
  if (config.payments.mode !== "stripe") return undefined;
  const billing = stripeBilling(stripeClient(config));
  return {
    subscriptionChange: (id, change) =>
      change === "cancel now"
        ? billing.cancelNow(id)
        : billing.setCancelAtPeriodEnd(id, change === "cancel"),
    seatChange: (id, change) =>
      billing.changeSeats(id, { ...change, idempotencyKey: `countinghouse-seats-${randomUUID()}` }),
  };
}
