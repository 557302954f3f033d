export const TEST_USER_IDS = ["admin_test_123", "customer_test_456"] as const;

/** Why /login was reached after a failed sign-in: the query value and the sentence shown. */
export const SIGN_IN_ERRORS = {
  google_not_configured: "Sign-in with Google is not configured on this server.",
  microsoft_not_configured: "Sign-in with Microsoft is not configured on this server.",
  sign_in_failed: "Sign-in did not complete. Please try again.",
} as const;
export type SignInError = keyof typeof SIGN_IN_ERRORS;

/** Where sign-in goes when there is nowhere (safe) to return to. */
export const DEFAULT_RETURN_TO = "/";

const SAFE_ORIGIN = "https://countinghouse.invalid";

/**
 * The page to return to after signing in, or "/" (issue 14). Only a path on this site is kept:
 * one leading "/" (never "//", which browsers read as another host), no backslash (browsers turn
 * it into "/"), no control characters (browsers drop tabs and line breaks, so "/\t/evil" would
 * become "//evil"), no scheme, and not an API or sign-in address. Anything else is an open
 * redirect and falls back to "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000)
    return DEFAULT_RETURN_TO;
  if (!value.startsWith("/") || value.startsWith("//")) return DEFAULT_RETURN_TO;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(value, SAFE_ORIGIN);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== SAFE_ORIGIN) return DEFAULT_RETURN_TO;
  const path = url.pathname.toLowerCase();
  if (path === "/login" || path === "/test-login" || path === "/api" || path.startsWith("/api/"))
    return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * What a visitor was doing when they were asked to sign in (issue 47): adding a product to the
 * cart, or starting its free trial, for so many users, clients or returns. It travels beside
 * `returnTo` through every sign-in path as `then=add:12` or `then=trial:12x3`, and is carried out
 * once signed in (the add on the server; the trial by landing in its checkout).
 */
export type PendingAction = {
  kind: "add" | "trial";
  productId: number;
  quantity: number;
};

/** Most users, clients or returns one line holds (offer.ts MAX_OFFER_QUANTITY). */
const MAX_PENDING_QUANTITY = 500;

/** `then=` as it travels; null for anything that is not one of the two actions on a real id. */
export function parsePendingAction(value: unknown): PendingAction | null {
  if (typeof value !== "string") return null;
  const match = /^(add|trial):([1-9]\d{0,9})(?:x([1-9]\d{0,2}))?$/.exec(value);
  if (!match) return null;
  const productId = Number(match[2]);
  const quantity = Number(match[3] ?? 1);
  if (productId > 2_147_483_647 || quantity > MAX_PENDING_QUANTITY) return null;
  return { kind: match[1] as PendingAction["kind"], productId, quantity };
}

export function pendingActionParam(action: PendingAction): string {
  return `${action.kind}:${action.productId}${action.quantity > 1 ? `x${action.quantity}` : ""}`;
}

/** The checkout of one product on its own (decision 0262): where Start Free Trial leads. */
export function productCheckoutPath(productId: number, quantity = 1): string {
  return `/checkout?product=${productId}${quantity > 1 ? `&quantity=${quantity}` : ""}`;
}

/** `/checkout?product=12&quantity=3` read back; null for the cart's checkout or a bad value. */
export function productCheckoutOf(
  search: URLSearchParams,
): Pick<PendingAction, "productId" | "quantity"> | null {
  const product = search.get("product");
  const quantity = search.get("quantity") ?? "1";
  if (product === null) return null;
  const action = parsePendingAction(`trial:${product}x${quantity}`);
  return action ? { productId: action.productId, quantity: action.quantity } : null;
}

/**
 * The sign-in address that comes back to `returnTo` (plain /api/login for the home page), with
 * the pending action if there is one.
 */
export function signInPath(
  base: "/api/login" | "/login" | "/test-login" | `/api/auth/${string}`,
  returnTo: string,
  then?: PendingAction | null,
) {
  const query = new URLSearchParams();
  const safe = safeReturnTo(returnTo);
  if (safe !== DEFAULT_RETURN_TO) query.set("returnTo", safe);
  if (then) query.set("then", pendingActionParam(then));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * Where a person lands once signed in: a trial's checkout when they were starting one, otherwise
 * the page they came from (an add to cart has been done by then).
 */
export function landingAfterSignIn(returnTo: string, then: PendingAction | null): string {
  if (then?.kind === "trial") return productCheckoutPath(then.productId, then.quantity);
  return safeReturnTo(returnTo);
}
