import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { Product } from "@shared/contracts/products";
import { productCheckoutPath } from "@shared/sign-in";
import { promptSignIn, SIGN_IN_PROMPTS } from "@client/lib/prompts";
import { useAuth } from "@client/lib/use-auth";

/**
 * Start Free Trial (decision 0262): straight to the checkout of that one product, for the users,
 * clients or returns picked; the cart is left as it is. A visitor is asked to sign in first and,
 * signed in by any path, lands in that checkout (issue 47).
 */
export function useStartTrial() {
  const { user } = useAuth();
  const navigate = useNavigate();
  // The same function from render to render: a grid's cards are memoised on it.
  return useCallback(
    (product: Pick<Product, "id">, quantity = 1) => {
      if (!user) {
        promptSignIn(SIGN_IN_PROMPTS.trial, { kind: "trial", productId: product.id, quantity });
        return;
      }
      navigate(productCheckoutPath(product.id, quantity));
    },
    [user, navigate],
  );
}
