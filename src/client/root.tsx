import "./styles.css";
import { useMemo, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import type { PageData } from "@shared/contracts/page-render";
import { AUTH_USER_QUERY, AuthProvider } from "@client/lib/use-auth";
import { CART_QUERY, CartProvider } from "@client/lib/cart/get-cart";
import { getQueryClient } from "@client/lib/query-client";
import { dehydratedStateOf, queriesOf } from "@client/lib/page-data";
import { LazyToaster } from "@client/components/ui/lazy-toaster";
import { SiteFrame } from "@client/app/layout/site-frame";
import { TimeZoneProvider } from "@client/lib/local-date";
import { PageErrorBoundary } from "@client/app/page-error";
import { pageMeta } from "@client/app/page-meta";
import { useNonce } from "@client/app/nonce";

/*
 * The root route (docs/pages-and-rendering.md): the document, the header and footer every page
 * shares, the signed-in user and their cart (in every page's HTML, decisions 0190 and 0191), and
 * the error screen that keeps the header and footer when a page cannot be shown.
 */

export interface RootData extends PageData {
  /** The address people use, for canonical and Open Graph URLs. */
  origin: string;
  /** The zone the server wrote dates in (the browser's, when its cookie said so). */
  timeZone: string;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const { queries } = await context.load(
    context.user ? [AUTH_USER_QUERY, CART_QUERY] : [AUTH_USER_QUERY],
  );
  return { queries, origin: context.origin, timeZone: context.timeZone };
}

/**
 * After the first view the user and the cart live in the browser's query cache, which the
 * header reads and a change to the cart updates: the root never asks the server again (signing
 * in and out are page loads).
 */
export const shouldRevalidate = () => false;

export const meta: MetaFunction = (args) => pageMeta(args, {});

export function Layout({ children }: { children: ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  const root = useRouteLoaderData<RootData>("root");
  const matches = useMatches();
  // Every route's data seeds the query cache before the page's components read it.
  const state = useMemo(
    () => dehydratedStateOf(queriesOf(matches.map((match) => match.loaderData))),
    [matches],
  );
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13315c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={state}>
            <AuthProvider>
              <CartProvider>
                <TimeZoneProvider serverZone={root?.timeZone ?? "UTC"}>
                  <SiteFrame>{children}</SiteFrame>
                  <LazyToaster />
                </TimeZoneProvider>
              </CartProvider>
            </AuthProvider>
          </HydrationBoundary>
        </QueryClientProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export { PageErrorBoundary as ErrorBoundary };
