import { useQuery } from "@tanstack/react-query";
import type { FreeResource } from "@shared/contracts/free-resources";

export const FREE_RESOURCES_KEY = ["/api/free-resources"] as const;

export function useFreeResources() {
  return useQuery<FreeResource[]>({ queryKey: FREE_RESOURCES_KEY });
}
