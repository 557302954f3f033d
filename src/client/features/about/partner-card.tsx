import { useRef, useState } from "react";
import { useEarlyImageFailure } from "@client/lib/use-early-image-failure";
import ExternalLink from "lucide-react/icons/external-link";
import Globe from "lucide-react/icons/globe";
import type { RelatedSite } from "@shared/contracts/related-sites";
import { Badge } from "@client/components/ui/badge";
import { Card } from "@client/components/ui/card";
import { OptionalImage } from "./optional-image";

function hostnameOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The partner's banner; without one (or when it fails) the card simply starts with its name. */
function Banner({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEarlyImageFailure(image, () => setFailed(src), !src || failed === src);
  if (!src || failed === src) return null;
  return (
    <div className="aspect-[8/3] w-full border-b bg-secondary">
      <img
        ref={image}
        src={src}
        alt=""
        data-testid="partner-branded-image"
        className="size-full object-cover"
        width={640}
        height={240}
        onError={() => setFailed(src)}
      />
    </div>
  );
}

export function PartnerCard({ site }: { site: RelatedSite }) {
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="partner-card">
      <Banner src={site.brandedImageUrl} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start gap-3">
          <OptionalImage
            src={site.logoUrl ?? undefined}
            alt={`${site.name} logo`}
            data-testid="partner-logo"
            className="size-11 shrink-0 rounded-lg"
            width={44}
            height={44}
          />
          <div className="min-w-0">
            <Badge variant="secondary">{site.category}</Badge>
            <h3 className="mt-2 font-semibold leading-snug">{site.name}</h3>
          </div>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">{site.description}</p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <span className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <Globe className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{hostnameOf(site.siteUrl)}</span>
          </span>
          <a
            href={site.siteUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-accent hover:underline"
            aria-label={`Visit ${site.name} (opens in a new tab)`}
          >
            Visit <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </div>
      </div>
    </Card>
  );
}
