import { createHash, randomBytes } from "node:crypto";
import type { CardCheck } from "../../../shared/test-cards.js";
import { DECLINE_MESSAGE } from "../../../shared/test-cards.js";
import type { PaymentProvider } from "./provider.js";

/**
 * A test card saved for renewals. The reference says how charges on it end (the 0341 card is
 * saved but declines every charge); it is made here, never taken from a request.
 */
export function testPaymentMethod(check: Extract<CardCheck, { ok: true }>) {
  const verdict = check.outcome === "succeeds" ? "ok" : "fail";
  return {
    paymentMethodRef: `test_pm_${verdict}_${randomBytes(8).toString("hex")}`,
    cardBrand: "Visa",
    cardLast4: check.last4,
  };
}

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
    async savedCardOf() {
      return null;
    },
    async retrievePayment() {
      return { status: "open", amountReceivedCents: 0, currency: "usd" };
    },
    async cancel() {},
    async chargeSaved({ paymentMethodRef, idempotencyKey }) {
      // Deterministic per key, as Stripe's idempotent replay would answer.
      const providerRef = `test_pi_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`;
      return paymentMethodRef.startsWith("test_pm_ok_")
        ? { status: "succeeded", providerRef }
        : { status: "declined", message: DECLINE_MESSAGE, providerRef };
    },
    async refund({ idempotencyKey }) {
      // No money moved, so none moves back; the key names the refund, as Stripe's replay would.
      return {
        refundRef: `test_re_${createHash("sha256").update(idempotencyKey).digest("hex").slice(0, 24)}`,
      };
    },
  };
}
