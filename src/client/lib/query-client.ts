import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Spec section 7: data never goes stale, no refetching on its own, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one query client, which route modules' client loaders fill before a page renders;
 * on the server, a new one for each render (a request's data never reaches another's page).
 */
export function getQueryClient(): QueryClient {
  if (typeof document === "undefined") return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
