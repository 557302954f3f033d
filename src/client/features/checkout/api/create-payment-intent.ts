import { useMutation } from "@tanstack/react-query";
import { paymentIntentSchema, type CreatePaymentIntentBody } from "@shared/contracts/payments";
import { apiJson } from "@client/lib/api-client";

/**
 * POST /api/create-payment-intent: the total including tax in dollars, checked by the server;
 * with productId (and quantity) for that one product instead of the cart (decision 0262).
 */
export function useCreatePaymentIntent() {
  return useMutation({
    mutationFn: (body: CreatePaymentIntentBody) =>
      apiJson("POST", "/api/create-payment-intent", paymentIntentSchema, body),
  });
}
