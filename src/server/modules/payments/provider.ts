import type { StripeBilling } from "./stripe-billing.js";

/** What checkout needs from a payment provider; Stripe in production, an offline one in test mode. */
export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Stripe mode: Stripe Billing renews subscriptions (decision 0094). Test mode has none. */
  readonly billing?: StripeBilling;
  /** Opens a payment for the amount; the same idempotency key never opens two. */
  createIntent(input: {
    amountCents: number;
    userId: string;
    paymentId: number;
    idempotencyKey: string;
    /** Keep the card for a subscription's renewals (with amountCents 0: only save it). */
    saveCard?: boolean;
  }): Promise<{ providerRef: string; clientSecret: string }>;
  /**
   * Charges a saved card without the customer present (a renewal). The same idempotency key
   * never charges twice: a retry after a crash gets the first outcome back.
   */
  chargeSaved(input: {
    paymentMethodRef: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<SavedCardCharge>;
  /**
   * The card a completed payment (or, for $0.00, a saved-card setup) used, kept for renewals.
   * Null when the provider has none to report (test mode records it at its own confirm step).
   */
  savedCardOf(providerRef: string): Promise<SavedCard | null>;
  /**
   * Stripe mode: a SetupIntent on the customer a subscription's card belongs to, so its owner can
   * save a new card (decision 0092). Test mode has its own card form and no such method.
   */
  startCardSetup?(input: {
    paymentMethodRef: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ providerRef: string; clientSecret: string }>;
  /** Stripe mode: where a card-update SetupIntent stands, whose it is, and the card it saved. */
  cardSetupOf?(providerRef: string): Promise<{
    status: "succeeded" | "failed" | "open" | "canceled";
    metadata: Record<string, string>;
    card: SavedCard | null;
  }>;
  /** The provider's view of a payment: has the money arrived, how much, in which currency? */
  retrievePayment(providerRef: string): Promise<ProviderPayment>;
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

export interface ProviderPayment {
  status: "succeeded" | "failed" | "open" | "canceled";
  /** What the provider received, in cents (a card saved for a free trial receives 0). */
  amountReceivedCents: number;
  currency: string;
}

export type SavedCardCharge =
  | { status: "succeeded"; providerRef: string }
  | { status: "declined"; message: string; providerRef: string | null };

export interface SavedCard {
  paymentMethodRef: string;
  cardBrand: string;
  cardLast4: string;
}
