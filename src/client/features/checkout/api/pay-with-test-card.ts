import { useMutation } from "@tanstack/react-query";
import type { TestCardPaymentBody } from "@shared/contracts/payments";
import { apiRequest } from "@client/lib/api-client";

/** POST /api/payments/test/confirm: test mode's stand-in for Stripe's confirmPayment. */
export function usePayWithTestCard() {
  return useMutation({
    mutationFn: async (body: TestCardPaymentBody): Promise<{ orderId: number }> =>
      (await apiRequest("POST", "/api/payments/test/confirm", body)).json(),
  });
}
