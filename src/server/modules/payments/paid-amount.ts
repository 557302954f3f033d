/** Every payment this shop opens is in US dollars. */
export const PAYMENT_CURRENCY = "usd";

/** Stripe's largest single charge, $999,999.99: a larger checkout is refused before it opens. */
export const MAXIMUM_CHARGE_CENTS = 99_999_999;

/**
 * Whether what the provider received is this payment's money: the same currency and the same
 * amount. The webhook and the return from Stripe's page both ask this before fulfilling.
 */
export function paidAmountProblem(
  payment: { amountCents: number },
  paid: { amountReceivedCents: number; currency: string },
): "currency mismatch" | "amount mismatch" | undefined {
  if (paid.currency.toLowerCase() !== PAYMENT_CURRENCY) return "currency mismatch";
  if (paid.amountReceivedCents !== payment.amountCents) return "amount mismatch";
  return undefined;
}
