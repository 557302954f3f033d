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

/** The sign-in address that comes back to `returnTo` (plain /api/login for the home page). */
export function signInPath(
  base: "/api/login" | "/login" | `/api/auth/${string}`,
  returnTo: string,
) {
  const safe = safeReturnTo(returnTo);
  return safe === DEFAULT_RETURN_TO ? base : `${base}?returnTo=${encodeURIComponent(safe)}`;
}
