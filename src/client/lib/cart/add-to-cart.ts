import { useCallback } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddToCartBody, CartItem } from "@shared/contracts/cart";
import type { Product } from "@shared/contracts/products";
import { toast } from "@client/lib/use-toast";
import { apiJson, failureMessage, hasErrorCode, isUnauthorizedError } from "@client/lib/api-client";
import { promptSignIn, SIGN_IN_PROMPTS } from "@client/lib/prompts";
import { useAuth } from "@client/lib/use-auth";
import { CART_KEY } from "./get-cart";

interface Adding {
  product: Product;
  quantity: number;
}

async function addToCart({ product, quantity }: Adding): Promise<CartItem> {
  const body: AddToCartBody = { productId: product.id, quantity };
  // The contract (and zod) load on the first add, not with the landing page's cards.
  const { cartItemSchema } = await import("@shared/contracts/cart");
  return apiJson("POST", "/api/cart", cartItemSchema, body);
}

/**
 * POST /api/cart with the spec's messages: Added to Cart, Please Sign In (visitors, or a 401)
 * and the error toast. Each call adds one (the spec's add), or the users, clients or returns a
 * product page's picker chose. A refusal the buyer can act on (a per-firm licence already in the
 * cart, more than the most a line holds) says so in the server's words.
 */
export function useAddToCart() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: addToCart,
    onSuccess: (_item, { product }) => {
      toast({
        title: "Added to Cart",
        description: `${product.name} has been added to your cart.`,
      });
      return queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
    onError: (error, { product, quantity }) => {
      if (isUnauthorizedError(error)) {
        promptSignIn(SIGN_IN_PROMPTS.addToCart, { kind: "add", productId: product.id, quantity });
        return;
      }
      const why = hasErrorCode(error, "cart_licence_already_added", "cart_quantity_max")
        ? failureMessage(error, "")
        : "";
      toast({
        title: "Error",
        description: why || "Failed to add item to cart. Please try again.",
        variant: "destructive",
      });
    },
  });
  const { mutate } = mutation;
  // The same function from render to render: a grid's cards are memoised on it.
  const add = useCallback(
    (product: Product, quantity = 1) => {
      if (!user) {
        promptSignIn(SIGN_IN_PROMPTS.addToCart, { kind: "add", productId: product.id, quantity });
        return;
      }
      mutate({ product, quantity });
    },
    [user, mutate],
  );
  return {
    add,
    /** The product being added right now, if any. */
    pendingProductId: mutation.isPending ? mutation.variables?.product.id : undefined,
  };
}
