import Handshake from "lucide-react/icons/handshake";
import { Card } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { useRelatedSites } from "./api/get-related-sites";
import { PartnerCard } from "./partner-card";
import { useScrollToHash } from "./use-scroll-to-hash";

export const PARTNERS_ID = "partners";

export function PartnersSection() {
  const { data: sites, isLoading, isError, refetch, isFetching } = useRelatedSites();
  useScrollToHash(PARTNERS_ID, !isLoading);

  return (
    <section id={PARTNERS_ID} aria-labelledby="partners-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="partners-heading" className="text-3xl font-bold tracking-tight">
          Our Network & Partners
        </h2>
        <p className="mt-3 text-muted-foreground">
          Professional bodies, software partners and data providers we work with to bring you
          trusted tools and information.
        </p>
      </div>
      <div className="mt-10">
        {isLoading ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Card key={i} className="space-y-3 p-6">
                <Skeleton className="h-5 w-28 rounded-full" />
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-12 w-full" />
              </Card>
            ))}
          </div>
        ) : isError ? (
          <LoadError what="our partners" onRetry={() => void refetch()} retrying={isFetching} />
        ) : sites && sites.length > 0 ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {sites.map((site) => (
              <PartnerCard key={site.id} site={site} />
            ))}
          </div>
        ) : (
          <div className="mx-auto flex max-w-lg flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center">
            <Handshake className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="mt-4 text-lg font-semibold">Network Coming Soon</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              We're building partnerships with professional bodies, software vendors and data
              providers. Check back soon.
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
