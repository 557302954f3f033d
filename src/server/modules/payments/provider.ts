/** What checkout needs from a payment provider; Stripe in production, an offline one in test mode. */
export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Opens a payment for the amount; the same idempotency key never opens two. */
  createIntent(input: {
    amountCents: number;
    userId: string;
    paymentId: number;
    idempotencyKey: string;
  }): Promise<{ providerRef: string; clientSecret: string }>;
  /** The provider's view of a payment: has the money arrived? */
  retrieveStatus(providerRef: string): Promise<"succeeded" | "failed" | "open" | "canceled">;
  /** Gives up an open payment that will not be used (the cart changed). Best effort. */
  cancel(providerRef: string): Promise<void>;
  /**
   * Gives back part or all of a succeeded payment. The same idempotency key never refunds twice
   * (a retry after a lost answer gets the first refund back). Returns the provider's refund id.
   */
  refund(input: {
    providerRef: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ refundRef: string }>;
}
