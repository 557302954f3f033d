export const TEST_USER_IDS = ["admin_test_123", "customer_test_456"] as const;

/** Why /login was reached after a failed sign-in: the query value and the sentence shown. */
export const SIGN_IN_ERRORS = {
  google_not_configured: "Sign-in with Google is not configured on this server.",
  microsoft_not_configured: "Sign-in with Microsoft is not configured on this server.",
  sign_in_failed: "Sign-in did not complete. Please try again.",
} as const;
export type SignInError = keyof typeof SIGN_IN_ERRORS;
