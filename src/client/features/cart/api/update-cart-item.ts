import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cartItemSchema, type CartItem, type UpdateCartItemBody } from "@shared/contracts/cart";
import { toast } from "@client/lib/use-toast";
import { apiJson } from "@client/lib/api-client";
import { CART_KEY } from "@client/lib/cart/get-cart";

interface QuantityChange {
  id: number;
  quantity: number;
}

async function updateCartItem({ id, quantity }: QuantityChange): Promise<CartItem> {
  const body: UpdateCartItemBody = { quantity };
  return apiJson("PUT", `/api/cart/${id}`, cartItemSchema, body);
}

/** PUT /api/cart/{id}: the new quantity shows at once and is rolled back if the server refuses. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onMutate: async ({ id, quantity }) => {
      await queryClient.cancelQueries({ queryKey: CART_KEY });
      const previous = queryClient.getQueryData<CartItem[]>(CART_KEY);
      queryClient.setQueryData<CartItem[]>(CART_KEY, (items) =>
        items?.map((item) => (item.id === id ? { ...item, quantity } : item)),
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      queryClient.setQueryData(CART_KEY, context?.previous);
      toast({
        title: "Error",
        description: "Failed to update item quantity.",
        variant: "destructive",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
