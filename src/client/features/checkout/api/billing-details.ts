import { useMutation, useQuery } from "@tanstack/react-query";
import { savedBillingSchema, type SaveBillingBody } from "@shared/contracts/billing";
import { apiJson, checkedQuery } from "@client/lib/api-client";

export const SAVED_BILLING_KEY = "/api/checkout/billing";

/** GET /api/checkout/billing: the details of the last checkout, to fill the form in again. */
export function useSavedBilling() {
  return useQuery({
    queryKey: [SAVED_BILLING_KEY],
    queryFn: checkedQuery(savedBillingSchema),
  });
}

/** PUT /api/checkout/billing: who the invoice is made out to, kept on the open payment. */
export function useSaveBilling() {
  return useMutation({
    mutationFn: (body: SaveBillingBody) =>
      apiJson("PUT", "/api/checkout/billing", savedBillingSchema, body),
  });
}
