import { useMutation } from "@tanstack/react-query";
import { testCardPaymentResultSchema, type TestCardPaymentBody } from "@shared/contracts/payments";
import { apiJson } from "@client/lib/api-client";

/** POST /api/payments/test/confirm: test mode's stand-in for Stripe's confirmPayment. */
export function usePayWithTestCard() {
  return useMutation({
    mutationFn: (body: TestCardPaymentBody) =>
      apiJson("POST", "/api/payments/test/confirm", testCardPaymentResultSchema, body),
  });
}
