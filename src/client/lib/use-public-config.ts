import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/contracts/config";

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: ["/api/config"] });
}
