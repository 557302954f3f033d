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
