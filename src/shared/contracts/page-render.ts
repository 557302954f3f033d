/**
 * The contract between the server and the pages (React Router route modules in src/client/routes,
 * run by the server's page handler, docs/pages-and-rendering.md): what a loader or an action is
 * given in its `context`, and what a page's data looks like on its way to the browser.
 */

/** The cookie the browser's IANA time zone travels in (src/client/lib/local-date.tsx). */
export const TIME_ZONE_COOKIE = "ch_tz";

/** Anything that checks an answer's shape: a shared zod contract. */
export interface AnswerContract<T> {
  parse(data: unknown): T;
}

/**
 * A query a page reads on its first render. Its TanStack Query key is `[url]` (spec section 7),
 * so the loader's data and the browser's cache are the same entry.
 */
export interface PageQuery<T = unknown> {
  url: string;
  /** The shared contract the answer is checked against (loaded on first use in the browser). */
  contract?: () => Promise<AnswerContract<T>>;
  /** The first page of an infinite query (the /products grid); cursors are the hook's business. */
  infinite?: boolean;
  /** A 401 answer means "nobody", not a failure (the current user). */
  nullOn401?: boolean;
}

/** A failed query as it travels: the status and texts of the client's ApiError. */
export interface QueryFailure {
  status: number;
  /** The spec's message: status, colon and space, then the response text. */
  message: string;
  /** The server's own `{ message }`, when it sent one. */
  serverMessage?: string;
  /** The server's `code` (shared/error-codes.ts), when it sent one. */
  code?: string;
}

/** One query's answer as a loader returns it; `at` is when it was answered (epoch ms). */
export type LoadedQuery = { url: string; at: number; infinite?: boolean } & (
  | { data: unknown }
  | { error: QueryFailure }
);

/** What a page's loader returns, besides anything of its own. */
export interface PageData {
  queries: LoadedQuery[];
}

/** A state-changing API call made by a form's action, as the API answered it. */
export interface ApiAnswer {
  status: number;
  /** The answer's JSON (undefined when the body was empty or not JSON). */
  body: unknown;
}

/** What the server gives every loader and action of a page request (React Router's context). */
export type PageContext = {
  /** The signed-in user, from the request's session cookie (null for visitors). */
  user: { id: string; isAdmin: boolean } | null;
  /** The address people use: PUBLIC_URL, else the request's own origin. */
  origin: string;
  /** The person's IANA time zone (their browser's, carried in a cookie), else "UTC". */
  timeZone: string;
  /** The nonce of this response's Content-Security-Policy, for the page's inline scripts. */
  nonce: string;
  /** Asks this server's API for the queries in-process, with the request's cookie. */
  load(queries: readonly PageQuery[]): Promise<PageData>;
  /** A JSON call to this server's API in-process, with the request's cookie (form actions). */
  send(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    url: string,
    body?: unknown,
  ): Promise<ApiAnswer>;
};
