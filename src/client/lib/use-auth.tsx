import { createContext, useContext, useMemo, type ReactNode } from "react";
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

interface Auth {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * The page's one subscription to the current user (the root's Layout holds it): the header, the
 * cart and the buttons that act for the user all read it through `useAuth`, instead of each
 * holding a query observer of its own (built again for every server render).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: false,
  });
  const auth = useMemo(
    () => ({ user: data ?? null, isLoading, isAuthenticated: Boolean(data) }),
    [data, isLoading],
  );
  return <AuthContext value={auth}>{children}</AuthContext>;
}

/** The current user; a 401 means signed out, not an error. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth is read inside AuthProvider (the root's Layout)");
  return auth;
}

/** Who is signed in, as the browser's query cache knows it (route modules' client loaders). */
export function cachedUser(): User | null {
  return getQueryClient().getQueryData<User | null>(AUTH_USER_KEY) ?? null;
}
