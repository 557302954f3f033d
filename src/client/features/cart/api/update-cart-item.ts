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

const UPDATE_CART_ITEM_KEY = ["cart", "update-item"] as const;

/**
 * PUT /api/cart/{id}: the new quantity shows at once and is rolled back if the server refuses.
 * Changes go to the server one after another (one scope), in the order they were made: three quick
 * presses sent side by side could arrive out of order and leave the cart at a quantity the screen
 * no longer shows. The cart is read again once the last change has settled, not after each one,
 * so an answer to an earlier change never overwrites a later one on screen.
 */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: UPDATE_CART_ITEM_KEY,
    scope: { id: UPDATE_CART_ITEM_KEY.join(":") },
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
    onSettled: () => {
      // This change still counts as pending here: 1 means no later one is waiting.
      if (queryClient.isMutating({ mutationKey: UPDATE_CART_ITEM_KEY }) === 1)
        return queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
}
