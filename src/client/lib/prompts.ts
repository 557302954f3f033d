import { toast } from "@client/lib/use-toast";
import { SIGN_IN_REDIRECT_DELAY_MS } from "@shared/constants";
import { signInPath, type PendingAction } from "@shared/sign-in";

/**
 * Spec section 4: a Please Sign In toast, then the sign-in screen after one second. The page the
 * visitor was on goes along as returnTo, so signing in brings them back to it (issue 14).
 */
export function promptSignIn(description: string, then?: PendingAction) {
  toast({ title: "Please Sign In", description, variant: "destructive" });
  const { pathname, search, hash } = window.location;
  // What they were doing (add this product, start this trial) is done once they are signed in.
  return setTimeout(
    () => window.location.assign(signInPath("/api/login", `${pathname}${search}${hash}`, then)),
    SIGN_IN_REDIRECT_DELAY_MS,
  );
}

export const SIGN_IN_PROMPTS = {
  addToCart: "You need to be signed in to add items to cart.",
  trial:
    "You need to be signed in to start a free trial. Sign in and it starts where you left off.",
  cart: "You need to be signed in to view your cart.",
  checkout: "You need to be signed in to checkout.",
  dashboard: "You need to be signed in to view your dashboard.",
  firm: "You need to be signed in to see your firm or join one.",
} as const;
