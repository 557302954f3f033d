import { useQuery } from "@tanstack/react-query";
import type { FreeResource } from "@shared/contracts/free-resources";

export const FREE_RESOURCES_KEY = ["/api/free-resources"] as const;

export function useFreeResources() {
  // Unchecked on purpose: a first-view page keeps zod out (decision 0083).
  return useQuery<FreeResource[]>({ queryKey: FREE_RESOURCES_KEY });
}
