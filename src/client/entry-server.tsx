import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Router } from "wouter";
import { App } from "./app/app";
import { RenderOutcomeContext, type RenderOutcome } from "./components/page-status";
import { Providers } from "./app/providers";
import { getQueryFn } from "./lib/api-client";
import { createQueryClient } from "./lib/query-client";
import { serializeQueryState } from "./lib/query-state";
import { AUTH_USER_KEY } from "./lib/use-auth";
import type { RenderPage } from "@shared/contracts/page-render";

/**
 * Renders one page on the server (docs/decisions/0100): the signed-in user and the page's
 * queries are fetched first through `fetch` (the server answers it in-process), then the whole
 * tree is rendered, waiting for every lazy page chunk, with the URL's path and search.
 */
export const renderPage: RenderPage = async (options) => {
  const queryClient = createQueryClient();
  const queryFn = getQueryFn<unknown>({ on401: "throw", fetch: options.fetch });
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: AUTH_USER_KEY,
      queryFn: getQueryFn({ on401: "returnNull", fetch: options.fetch }),
    }),
    ...options.queries.map(({ url, infinite }) =>
      infinite
        ? queryClient.prefetchInfiniteQuery({
            queryKey: [url],
            // The first page: the grid's own query function adds a cursor only after it.
            queryFn: (context) => queryFn({ ...context, pageParam: undefined }),
            initialPageParam: null,
          })
        : queryClient.prefetchQuery({ queryKey: [url], queryFn }),
    ),
  ]);

  const outcome: RenderOutcome = {};
  const ssrContext: { redirectTo?: string } = {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderOutcomeContext value={outcome}>
        <Router ssrPath={options.url} ssrContext={ssrContext}>
          <Providers client={queryClient}>
            <App />
          </Providers>
        </Router>
      </RenderOutcomeContext>
    </StrictMode>,
    // Every Suspense boundary inline, in order: an outlined one would need React's inline
    // scripts to move it into place, which the CSP forbids (and a page without JavaScript lacks).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  // Bytes, decoded as a stream: a character may be split between two chunks.
  const decoder = new TextDecoder();
  let html = "";
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  return {
    html,
    status: outcome.status ?? 200,
    redirectTo: ssrContext.redirectTo,
    state: serializeQueryState(queryClient),
    dataOf: (url) => queryClient.getQueryData([url]),
  };
};
