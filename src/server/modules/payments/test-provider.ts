import { createHash, randomBytes } from "node:crypto";
import type { PaymentProvider } from "./provider.js";

/**
 * PAYMENTS=test: no money moves. The card form posts to /api/payments/test/confirm, which decides
 * with Stripe's test card rules and then runs the same fulfilment as Stripe's webhook.
 */
export function testPaymentProvider(): PaymentProvider {
  return {
    name: "test",
    async createIntent({ paymentId }) {
      const providerRef = `test_pi_${paymentId}_${randomBytes(8).toString("hex")}`;
      return {
        providerRef,
        clientSecret: `${providerRef}_secret_${randomBytes(16).toString("base64url")}`,
      };
    },
    async retrieveStatus() {
      return "open";
    },
    async cancel() {},
    async refund({ idempotencyKey }) {
      // No money moved, so none moves back; the key names the refund, as Stripe's replay would.
      return {
        refundRef: `test_re_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`,
      };
    },
  };
}
