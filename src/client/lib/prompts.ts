import { toast } from "@client/lib/use-toast";
import { SIGN_IN_REDIRECT_DELAY_MS } from "@shared/constants";
import { signInPath } from "@shared/sign-in";

/**
 * Spec section 4: a Please Sign In toast, then the sign-in screen after one second. The page the
 * visitor was on goes along as returnTo, so signing in brings them back to it (issue 14).
 */
export function promptSignIn(description: string) {
  toast({ title: "Please Sign In", description, variant: "destructive" });
  const { pathname, search, hash } = window.location;
  return setTimeout(
    () => window.location.assign(signInPath("/api/login", `${pathname}${search}${hash}`)),
    SIGN_IN_REDIRECT_DELAY_MS,
  );
}

export const SIGN_IN_PROMPTS = {
  addToCart: "You need to be signed in to add items to cart.",
  cart: "You need to be signed in to view your cart.",
  checkout: "You need to be signed in to checkout.",
  dashboard: "You need to be signed in to view your dashboard.",
} as const;
