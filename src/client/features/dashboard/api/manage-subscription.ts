import { useMutation, useQueryClient } from "@tanstack/react-query";
import { subscriptionSchema } from "@shared/contracts/orders";
import type { TestCard } from "@shared/contracts/payments";
import { apiJson } from "@client/lib/api-client";
import { ORDERS_KEY } from "@client/lib/orders/get-orders";
import { SUBSCRIPTIONS_KEY } from "@client/lib/orders/get-subscriptions";

type Action =
  | { subscriptionId: number; action: "cancel" | "resume" }
  | { subscriptionId: number; action: "card"; card: TestCard };

/**
 * POST /api/subscriptions/{id}/cancel | resume | card: cancel at period end, undo it, or save a
 * new card (a past_due subscription is charged with it at once, so orders change too).
 */
export function useManageSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Action) =>
      apiJson(
        "POST",
        `/api/subscriptions/${input.subscriptionId}/${input.action}`,
        subscriptionSchema,
        input.action === "card" ? input.card : {},
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
