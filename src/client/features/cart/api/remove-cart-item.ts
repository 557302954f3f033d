import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@client/lib/use-toast";
import { apiRequest } from "@client/lib/api-client";
import { CART_KEY } from "@client/lib/cart/get-cart";

async function removeCartItem(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/cart/${id}`);
}

/** DELETE /api/cart/{id} with the Item Removed toast. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: () => {
      toast({ title: "Item Removed", description: "Item has been removed from your cart." });
      return queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
    onError: () =>
      toast({
        title: "Error",
        description: "Failed to remove item from cart.",
        variant: "destructive",
      }),
  });
}
