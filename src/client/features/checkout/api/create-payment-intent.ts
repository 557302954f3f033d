import { useMutation } from "@tanstack/react-query";
import type { PaymentIntent } from "@shared/contracts/payments";
import { apiRequest } from "@client/lib/api-client";

/** POST /api/create-payment-intent: the total including tax in dollars, checked by the server. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: async (amount: number): Promise<PaymentIntent> =>
      (await apiRequest("POST", "/api/create-payment-intent", { amount })).json(),
  });
}
