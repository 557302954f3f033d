import type { SignInPrompt } from "./redirect-notice";

/**
 * What a route module says about its page beyond its own exports (its `handle`), read by the
 * page's head, the route groups and the server's sitemap.
 */
export interface PageHandle {
  /** Search engines may index the page: it is in sitemap.xml and its head asks nothing else. */
  indexed?: boolean;
  /** A page of the signed-in group: what a visitor is told before being sent to sign in. */
  signInPrompt?: SignInPrompt;
}

/** The handle of a public page that search engines should find. */
export const INDEXED: PageHandle = { indexed: true };
