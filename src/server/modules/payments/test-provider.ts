import { randomBytes } from "node:crypto";
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
  };
}
