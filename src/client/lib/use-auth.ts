import { useQuery } from "@tanstack/react-query";
import type { User } from "@shared/contracts/auth";
import { getQueryFn } from "./api-client";

export const AUTH_USER_KEY = ["/api/auth/user"] as const;

/** The current user; a 401 means signed out, not an error. */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn({ on401: "returnNull" }),
    retry: false,
  });
  return { user: data ?? null, isLoading, isAuthenticated: Boolean(data) };
}
