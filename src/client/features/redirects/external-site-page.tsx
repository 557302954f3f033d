import ExternalLink from "lucide-react/icons/external-link";
import { Button } from "@client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { usePublicConfig } from "@client/lib/use-public-config";

/** /admin-redirect and /developers-redirect: the feature lives on another site, opened in a new tab. */
export function ExternalSitePage({ kind }: { kind: "admin" | "developers" }) {
  const { data: config } = usePublicConfig();
  const admin = kind === "admin";
  const url = admin
    ? (config?.adminSiteUrl ?? "/admin")
    : (config?.developerPortalUrl ?? "/api/docs");
  const title = admin ? "Admin Portal" : "Developer Portal";
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle asHeading="h1">{title}</CardTitle>
          <CardDescription>
            {admin
              ? "Admin features live on a separate admin site."
              : "Developer features live on a separate developer portal."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {admin ? "Open Admin Site" : "Open Developer Portal"}
              <ExternalLink aria-hidden="true" />
            </a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export function AdminRedirectPage() {
  return <ExternalSitePage kind="admin" />;
}

export function DevelopersRedirectPage() {
  return <ExternalSitePage kind="developers" />;
}
