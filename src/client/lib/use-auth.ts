import { useQuery } from "@tanstack/react-query";
import type { User } from "@shared/contracts/auth";
import type { PageQuery } from "@shared/contracts/page-render";
import { getQueryFn } from "./api-client";
import { getQueryClient } from "./query-client";

/** GET /api/auth/user: every page's first query (the root route loads it). */
export const AUTH_USER_QUERY: PageQuery<User | null> = {
  url: "/api/auth/user",
  nullOn401: true,
  contract: () => import("@shared/contracts/auth").then((m) => m.userSchema),
};
export const AUTH_USER_KEY = [AUTH_USER_QUERY.url] as const;

/** The current user; a 401 means signed out, not an error. */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: false,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}

/** Who is signed in, as the browser's query cache knows it (route modules' client loaders). */
export function cachedUser(): User | null {
  return getQueryClient().getQueryData<User | null>(AUTH_USER_KEY) ?? null;
}
