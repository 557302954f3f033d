import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/contracts/config";
import type { PageQuery } from "@shared/contracts/page-render";

/** GET /api/config: what the deployment offers (sign-in providers, payments). */
export const PUBLIC_CONFIG_QUERY: PageQuery<PublicConfig> = {
  url: "/api/config",
  contract: () => import("@shared/contracts/config").then((m) => m.publicConfigSchema),
};

export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: [PUBLIC_CONFIG_QUERY.url] });
}
