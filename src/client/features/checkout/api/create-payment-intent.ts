import { useMutation } from "@tanstack/react-query";
import { paymentIntentSchema } from "@shared/contracts/payments";
import { apiJson } from "@client/lib/api-client";

/** POST /api/create-payment-intent: the total including tax in dollars, checked by the server. */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (amount: number) =>
      apiJson("POST", "/api/create-payment-intent", paymentIntentSchema, { amount }),
  });
}
