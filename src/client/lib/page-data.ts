import { hashKey, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { LoadedQuery, PageData, PageQuery, QueryFailure } from "@shared/contracts/page-render";
import type { ErrorCode } from "@shared/error-codes";
import { ApiError, checkedQuery, getQueryFn } from "./api-client";
import { getQueryClient } from "./query-client";

/*
 * A page's data (docs/pages-and-rendering.md): a route module names the queries its page reads
 * on its first render. On the server its `loader` asks the API for them in-process
 * (`context.load`), so the page arrives whole; the root seeds the query cache from every route's
 * data, and the components' own queries (key = URL, spec section 7) find it there. In the browser
 * its `clientLoader` starts them as the move begins (`startInBrowser`): the page shows at once,
 * with its loading state (the spec's skeletons) until they arrive, and a query the cache already
 * holds is not asked again. A page whose head needs its data (a product's name in its title)
 * waits for it instead (`loadInBrowser`).
 */

/** The API's failure as it travels in a page's data, and back. */
export function failureOf(error: unknown): QueryFailure {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      message: error.message,
      serverMessage: error.serverMessage,
      code: error.code,
    };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

export function errorOf(failure: QueryFailure): Error {
  if (!failure.status) return new Error(failure.message);
  const text = failure.message.slice(`${failure.status}: `.length);
  return new ApiError(failure.status, text, failure.serverMessage, failure.code as ErrorCode);
}

function browserQueryFn(query: PageQuery) {
  if (query.nullOn401) return getQueryFn({ on401: "returnNull" });
  if (query.contract) return checkedQuery(query.contract);
  return getQueryFn({ on401: "throw" });
}

/** What the browser's cache holds for a query, as a loader returns it. */
function loadedFrom(client: QueryClient, query: PageQuery): LoadedQuery {
  const state = client.getQueryState([query.url]);
  const base = { url: query.url, infinite: query.infinite };
  if (state?.status === "error")
    return { ...base, at: state.errorUpdatedAt, error: failureOf(state.error) };
  return { ...base, at: state?.dataUpdatedAt ?? 0, data: state?.data };
}

/** The query's answer, from the cache or the API; a failure stays in the cache, shown by the page. */
function ensure(client: QueryClient, query: PageQuery): Promise<unknown> {
  const queryKey = [query.url];
  const queryFn = browserQueryFn(query);
  const loaded = query.infinite
    ? client.ensureInfiniteQueryData({
        queryKey,
        // The first page; the page's own hook knows how to ask for the next ones.
        queryFn: (context) => queryFn({ ...context, pageParam: undefined }),
        initialPageParam: null,
        getNextPageParam: () => undefined,
      })
    : client.ensureQueryData({ queryKey, queryFn });
  return loaded.catch(() => undefined);
}

/** A route module's `clientLoader`: starts the page's queries; the page shows them as they come. */
export function startInBrowser(queries: readonly PageQuery[]): PageData {
  const client = getQueryClient();
  for (const query of queries) void ensure(client, query);
  return { queries: [] };
}

/** A route module's `clientLoader` when the page's head needs its data: waits for the queries. */
export async function loadInBrowser(queries: readonly PageQuery[]): Promise<PageData> {
  const client = getQueryClient();
  await Promise.all(queries.map((query) => ensure(client, query)));
  return { queries: queries.map((query) => loadedFrom(client, query)) };
}

/** The loaded queries as TanStack Query's dehydrated state, to seed a query cache with. */
export function dehydratedStateOf(loaded: readonly LoadedQuery[]): DehydratedState {
  return {
    mutations: [],
    queries: loaded.map((query) => {
      const queryKey = [query.url];
      const failed = "error" in query;
      const error = failed ? errorOf(query.error) : null;
      return {
        queryKey,
        queryHash: hashKey(queryKey),
        dehydratedAt: query.at,
        ...(query.infinite ? { queryType: "infinite" } : {}),
        state: {
          data: failed ? undefined : query.data,
          dataUpdateCount: failed ? 0 : 1,
          dataUpdatedAt: failed ? 0 : query.at,
          error,
          errorUpdateCount: failed ? 1 : 0,
          errorUpdatedAt: failed ? query.at : 0,
          fetchFailureCount: failed ? 1 : 0,
          fetchFailureReason: error,
          fetchMeta: null,
          isInvalidated: false,
          status: failed ? "error" : "success",
          fetchStatus: "idle",
        },
      };
    }),
  };
}

/** Every query a set of loaders returned (the root's and the page's). */
export function queriesOf(loaderData: readonly unknown[]): LoadedQuery[] {
  return loaderData.flatMap((data) =>
    data && typeof data === "object" && "queries" in data && Array.isArray(data.queries)
      ? (data.queries as LoadedQuery[])
      : [],
  );
}

/** One query's data from a loader's answer (undefined when it failed or is not there). */
export function queryData<T>(data: PageData | undefined, url: string): T | undefined {
  const query = data?.queries.find((q) => q.url === url);
  return query && "data" in query ? (query.data as T) : undefined;
}

/** One query's failure from a loader's answer. */
export function queryFailure(data: PageData | undefined, url: string): QueryFailure | undefined {
  const query = data?.queries.find((q) => q.url === url);
  return query && "error" in query ? query.error : undefined;
}
