import { lazy } from "react";
import type { LoaderFunctionArgs, MetaArgs } from "react-router";
import type { PageData } from "@shared/contracts/page-render";
import LandingPage from "@client/features/landing/landing-page";
import { FEATURED_PRODUCTS_QUERY } from "@client/features/landing/api/get-featured-products";
import { ORDERS_QUERY } from "@client/lib/orders/get-orders";
import { SUBSCRIPTIONS_QUERY } from "@client/lib/orders/get-subscriptions";
import { cachedUser, useAuth } from "@client/lib/use-auth";
import { queryData, startInBrowser } from "@client/lib/page-data";
import { PUBLIC_CONFIG_QUERY } from "@client/lib/use-public-config";
import type { PublicConfig } from "@shared/contracts/config";
import { organizationStructuredData } from "@shared/structured-data";
import type { StoreIdentity } from "@shared/store-identity";
import { DeferredSection } from "@client/components/hydration-mark";
import { originOf, pageMeta, SITE_NAME } from "@client/app/page-meta";
import { INDEXED } from "@client/app/page-handle";

// A member's home is its own chunk: a visitor's first view (the landing) does not carry it.
const HomePage = lazy(() => import("@client/features/home/home-page"));

/**
 * The landing's featured cards and the shop's identity (its Organization, decision 0260); a
 * member's stats and lists (decision 0191).
 */
const queries = (signedIn: boolean) =>
  signedIn ? [ORDERS_QUERY, SUBSCRIPTIONS_QUERY] : [FEATURED_PRODUCTS_QUERY, PUBLIC_CONFIG_QUERY];

export const loader = ({ context }: LoaderFunctionArgs) => context.load(queries(!!context.user));
export const clientLoader = () => startInBrowser(queries(!!cachedUser()));

export function meta(args: MetaArgs) {
  const page = args.loaderData as PageData | undefined;
  const landing = page?.queries.some((query) => query.url === FEATURED_PRODUCTS_QUERY.url);
  const store = queryData<PublicConfig>(page, PUBLIC_CONFIG_QUERY.url)?.store;
  const origin = originOf(args.matches);
  return pageMeta(args, { structured: landing ? landingStructuredData(origin, store) : [] });
}

/** The shop and its product search, for search engines (schema.org Organization and WebSite). */
function landingStructuredData(origin: string, store: StoreIdentity | undefined) {
  return [
    ...(store ? [organizationStructuredData(origin, store)] : []),
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: `${origin}/`,
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: `${origin}/products?search={search_term_string}`,
        },
        "query-input": "required name=search_term_string",
      },
    },
  ];
}

export const handle = INDEXED;

export default function Home() {
  const { user } = useAuth();
  if (!user) return <LandingPage />;
  return (
    <DeferredSection>
      <HomePage />
    </DeferredSection>
  );
}

export { PageErrorBoundary as ErrorBoundary } from "@client/app/page-error";
