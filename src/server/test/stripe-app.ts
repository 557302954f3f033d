import { createTestApp, testConfig, type TestApp } from "./helpers.js";
import { StripeFake } from "./stripe-fake.js";

/**
 * An app in Stripe mode whose Stripe is the wire-level fake (started first, stopped by `close`).
 * `deliverWebhooks` has the fake send its signed events to the app's webhook route, as Stripe does.
 */
export async function startStripeTestApp(
  opts: { webhookSecret?: string; deliverWebhooks?: boolean } = {},
): Promise<{ fake: StripeFake; t: TestApp; close: () => Promise<void> }> {
  const secret = opts.webhookSecret ?? "whsec_test_countinghouse";
  const fake = await new StripeFake().start();
  const t = await createTestApp({
    config: testConfig({
      STRIPE_SECRET_KEY: "sk_test_countinghouse",
      STRIPE_PUBLISHABLE_KEY: "pk_test_countinghouse",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_BASE: fake.url,
    }),
  });
  if (opts.deliverWebhooks) {
    fake.endpoint = {
      secret,
      deliver: async (payload, signature) =>
        (
          await t.app.inject({
            method: "POST",
            url: "/api/stripe/webhook",
            headers: { "content-type": "application/json", "stripe-signature": signature },
            payload,
          })
        ).statusCode,
    };
  }
  return {
    fake,
    t,
    close: async () => {
      await t.close();
      await fake.stop();
    },
  };
}
