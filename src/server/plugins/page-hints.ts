import type { PageQuery } from "../../shared/contracts/page-render.js";
import { DEMO_TRIAL_PRODUCTS_URL } from "../../shared/constants.js";
import {
  compareIdsFrom,
  comparisonUrl,
  FEATURED_PRODUCTS_URL,
  productFacetsUrl,
  productFiltersFrom,
  productPagesUrl,
} from "../../shared/product-search.js";
import { readViteManifest } from "../lib/vite-manifest.js";

type PageQueries = (path: string, query: URLSearchParams, signedIn: boolean) => PageQuery[];

/**
 * The signed-in user's orders and subscriptions (lib/orders/get-orders.ts and get-subscriptions.ts),
 * which the home page's stats and lists and the dashboard read on their first render: in the HTML,
 * those pages arrive with their numbers instead of skeletons (decision 0191).
 */
const ORDERS_AND_SUBSCRIPTIONS: PageQuery[] = [
  { url: "/api/orders" },
  { url: "/api/subscriptions" },
];

/**
 * What the deployment offers (lib/use-public-config.ts): the sign-in page's buttons, the
 * checkout's and the subscriptions' payment forms. In the HTML, the sign-in page shows its
 * buttons instead of skeletons, with JavaScript or without.
 */
export const PUBLIC_CONFIG: PageQuery = { url: "/api/config" };

/**
 * The page module each client route renders first (src/client/app/routes.tsx and app.tsx), as
 * [path, signed-out page, signed-in page, the queries the page reads on its first render]. The
 * server fetches those queries before rendering the page (docs/decisions/0100); a route missing
 * here renders with its data loading in the browser and loses its chunk's head start.
 */
export const ROUTE_PAGES: ReadonlyArray<readonly [RegExp, string, string, PageQueries?]> = [
  [
    /^\/$/,
    "features/landing/landing-page.tsx",
    "features/home/home-page.tsx",
    // The landing's cards (features/landing/api/get-featured-products.ts); a signed-in user's home
    // shows their orders and subscriptions.
    (_path, _query, signedIn) =>
      signedIn ? ORDERS_AND_SUBSCRIPTIONS : [{ url: FEATURED_PRODUCTS_URL }],
  ],
  [
    /^\/products\/?$/,
    "features/products/products-page.tsx",
    "features/products/products-page.tsx",
    // The grid's first page and the filter panel's counts, under the keys the page builds
    // (features/products/api/get-product-pages.ts and get-product-facets.ts).
    (_path, query) => {
      const filters = productFiltersFrom(query);
      return [
        { url: productPagesUrl(filters), infinite: true },
        { url: productFacetsUrl(filters) },
      ];
    },
  ],
  [
    /^\/products\/[^/]+\/?$/,
    "features/products/product-detail-page.tsx",
    "features/products/product-detail-page.tsx",
    // The same URL the page's query asks for (features/products/api/get-product.ts).
    (path) => {
      const url = productApiUrl(path);
      return url ? [{ url }] : [];
    },
  ],
  [
    /^\/compare\/?$/,
    ...both("features/products/compare-page.tsx"),
    // The products of the shared link, under the key the page builds (api/get-comparison.ts).
    (_path, query) => {
      const ids = compareIdsFrom(query);
      return ids.length ? [{ url: comparisonUrl(ids) }] : [];
    },
  ],
  [/^\/cart\/?$/, "", "features/cart/cart-page.tsx"],
  [
    /^\/checkout\/?$/,
    "",
    "features/checkout/checkout-page.tsx",
    (_path, _query, signedIn) => (signedIn ? [PUBLIC_CONFIG] : []),
  ],
  [
    /^\/dashboard\/?$/,
    "",
    "features/dashboard/dashboard-page.tsx",
    (_path, _query, signedIn) => (signedIn ? [...ORDERS_AND_SUBSCRIPTIONS, PUBLIC_CONFIG] : []),
  ],
  [
    /^\/free-resources\/?$/,
    ...both("features/resources/free-resources-page.tsx"),
    () => [{ url: "/api/free-resources" }],
  ],
  [/^\/product-wizard\/?$/, ...both("features/wizard/product-wizard-page.tsx")],
  [/^\/chat(\/[^/]*)?\/?$/, ...both("features/chat/chat-page.tsx")],
  [
    /^\/demo\/?$/,
    ...both("features/demo/demo-page.tsx"),
    // The SaaS page the Start Free Trial link is built from (features/demo/demo-page.tsx), so the
    // link leads to a trial in the HTML itself, before any script has run.
    () => [{ url: DEMO_TRIAL_PRODUCTS_URL }],
  ],
  [/^\/about\/?$/, ...both("features/about/about-page.tsx"), () => [{ url: "/api/related-sites" }]],
  [/^\/contact\/?$/, ...both("features/contact/contact-page.tsx")],
  [
    /^\/login\/?$/,
    "features/auth/login-page.tsx",
    "",
    (_path, _query, signedIn) => (signedIn ? [] : [PUBLIC_CONFIG]),
  ],
  [/^\/test-login\/?$/, ...both("features/auth/test-login-page.tsx")],
  [/^\/(privacy|terms|security)\/?$/, ...both("features/legal/legal-pages.tsx")],
];

const NOT_FOUND_PAGE = "features/not-found/not-found-page.tsx";

/** The product id of a /products/{id} path, when it is one the client would ask for. */
export function productIdOf(urlPath: string): number | undefined {
  const id = /^\/products\/([1-9]\d{0,8})\/?$/.exec(urlPath)?.[1];
  return id ? Number(id) : undefined;
}

function productApiUrl(urlPath: string): string | undefined {
  const id = productIdOf(urlPath);
  return id ? `/api/products/${id}` : undefined;
}

function both(page: string): [string, string] {
  return [page, page];
}

export function routeOf(urlPath: string) {
  return ROUTE_PAGES.find(([pattern]) => pattern.test(urlPath));
}

/**
 * What every signed-in page reads beyond its own: the header's cart badge (lib/cart/get-cart.ts).
 * In the HTML, the badge shows the count at once and the browser does not ask for it again
 * (decision 0190).
 */
const SIGNED_IN_QUERIES: PageQuery[] = [{ url: "/api/cart" }];

/** The queries a page reads on its first render, fetched by the server before it renders. */
export function pageQueries(url: string, signedIn: boolean): PageQuery[] {
  const [urlPath = "/", search = ""] = url.split("?", 2);
  const own = routeOf(urlPath)?.[3]?.(urlPath, new URLSearchParams(search), signedIn) ?? [];
  return signedIn ? [...own, ...SIGNED_IN_QUERIES] : own;
}

/** The id of the non-executable JSON list of the chunks a page's first view runs (client main.tsx). */
export const PAGE_CHUNKS_ID = "page-chunks";

/**
 * The chunks the page's first view runs beyond the entry: the application the entry starts and
 * the route's lazy page chunk, with their static imports, as a JSON list the entry reads once the
 * page has painted, to fetch them all at once (no waterfall of discoveries). They are not
 * announced as modulepreload links: those would start downloading while the HTML is still
 * arriving, sharing its bandwidth and delaying the first paint of a page that needs no script to
 * be read (docs/decisions/0103). The page's data needs no hint: it arrives in the HTML.
 */
export function pageHints(
  distDir: string,
): (url: string, signedIn: boolean, status: number) => string {
  const { entry, filesOf, firstViewOf } = readViteManifest(distDir);
  const alreadyLoaded = filesOf(entry);
  const byPage = new Map<string, string>();
  const hintsFor = (page: string) => {
    let hints = byPage.get(page);
    if (hints === undefined) {
      const files = [...firstViewOf(page || undefined)]
        .filter((file) => !alreadyLoaded.has(file) && file.endsWith(".js"))
        .map((file) => `/${file}`);
      hints = `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(files)}</script>`;
      byPage.set(page, hints);
    }
    return hints;
  };

  return (url, signedIn, status) => {
    const route = routeOf(url.split("?", 1)[0] || "/");
    const page = route ? route[signedIn ? 2 : 1] : status === 404 ? NOT_FOUND_PAGE : "";
    return hintsFor(page);
  };
}
