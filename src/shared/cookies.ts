/**
 * Every cookie this shop sets and everything it keeps in the browser's storage, with what the
 * privacy policy says about each (decision 0260). The server and the client take the names from
 * here, and a test compares the cookies a real visit receives with this list, so the policy
 * cannot fall behind the code.
 */

/** The session cookie: `__Host-` prefixed in production over HTTPS (decision 0064). */
export const SESSION_COOKIE = "ch_session";
export const SECURE_SESSION_COOKIE = "__Host-ch_session";
/** When this browser last changed its cart, so every server shows the fresh cart (decision 0063). */
export const CART_CHANGED_COOKIE = "ch_cart_changed";
export const CART_CHANGED_MAX_AGE_S = 60;

/** The compare tray's products and whether it is folded (localStorage). */
export const COMPARE_STORAGE_KEY = "countinghouse.compare";
export const COMPARE_TRAY_STORAGE_KEY = "countinghouse.compare-tray";
/** The product wizard's unfinished answers (sessionStorage: gone when the tab closes). */
export const WIZARD_DRAFT_STORAGE_KEY = "countinghouse:wizard-draft";

export interface BrowserRecord {
  names: string[];
  kind: "Cookie" | "Local storage" | "Session storage";
  purpose: string;
  lasts: string;
}

/** What the privacy policy lists, in the order it lists them. */
export const BROWSER_RECORDS: BrowserRecord[] = [
  {
    names: [SESSION_COOKIE, SECURE_SESSION_COOKIE],
    kind: "Cookie",
    purpose:
      "Keeps you signed in, and keeps a visitor's advisor conversation theirs. A random identifier; we store only its hash. HttpOnly and SameSite=Lax, Secure over HTTPS.",
    lasts: "30 days after your last visit, or until you sign out",
  },
  {
    names: [CART_CHANGED_COOKIE],
    kind: "Cookie",
    purpose:
      "Set for a minute after you change your cart, so the next page shows the cart as you left it. Holds only the time of the change; sent only to our API.",
    lasts: `${CART_CHANGED_MAX_AGE_S} seconds`,
  },
  {
    names: [COMPARE_STORAGE_KEY, COMPARE_TRAY_STORAGE_KEY],
    kind: "Local storage",
    purpose:
      "The products you picked to compare, and whether the compare bar is folded. Never sent to us.",
    lasts: "Until you clear the list or your browser's site data",
  },
  {
    names: [WIZARD_DRAFT_STORAGE_KEY],
    kind: "Session storage",
    purpose:
      "The product wizard's answers while you fill it in, so a reload does not lose them. Never sent to us until you finish.",
    lasts: "Until you close the tab",
  },
];
