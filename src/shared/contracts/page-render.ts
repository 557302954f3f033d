/**
 * The contract between the server and the client's server renderer (src/client/entry-server.tsx,
 * built by `vite build --ssr`; docs/decisions/0100).
 */

/** A query a page reads on its first render, fetched before rendering (the grid's is a first page). */
export interface PageQuery {
  url: string;
  infinite?: boolean;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** 404 when the page rendered a not-found screen, else 200. */
  status: number;
  /** Where a route sent the visitor instead (a wouter `<Redirect>`), if anywhere. */
  redirectTo?: string;
  /** The query cache as JSON for `<script type="application/json">`. */
  state: string;
  /** A fetched query's data (undefined when it failed). */
  dataOf(url: string): unknown;
}

export type RenderPage = (options: {
  /** Path and search, as the request had them. */
  url: string;
  /** Answers the API in-process, as the browser's fetch would (with the visitor's cookie). */
  fetch: typeof fetch;
  queries: readonly PageQuery[];
}) => Promise<RenderedPage>;
