import { productFiltersFrom, productPagesUrl } from "../../shared/product-search.js";
import { readViteManifest } from "../lib/vite-manifest.js";

/**
 * The page module each client route renders first (src/client/app/routes.tsx and app.tsx), as
 * [path, signed-out page, signed-in page, the API call the page makes first]. A route missing
 * here only loses its head start.
 */
export const ROUTE_PAGES: ReadonlyArray<
  readonly [RegExp, string, string, ((path: string, query: URLSearchParams) => string | undefined)?]
> = [
  [/^\/$/, "features/landing/landing-page.tsx", "features/home/home-page.tsx"],
  [
    /^\/products\/?$/,
    "features/products/products-page.tsx",
    "features/products/products-page.tsx",
    (_path, query) => productPagesUrl(productFiltersFrom(query)),
  ],
  [
    /^\/products\/[^/]+\/?$/,
    "features/products/product-detail-page.tsx",
    "features/products/product-detail-page.tsx",
    // The same URL the page's query asks for (features/products/api/get-product.ts).
    productApiUrl,
  ],
  [/^\/cart\/?$/, "", "features/cart/cart-page.tsx"],
  [/^\/checkout\/?$/, "", "features/checkout/checkout-page.tsx"],
  [/^\/dashboard\/?$/, "", "features/dashboard/dashboard-page.tsx"],
  [/^\/free-resources\/?$/, ...both("features/resources/free-resources-page.tsx")],
  [/^\/product-wizard\/?$/, ...both("features/wizard/product-wizard-page.tsx")],
  [/^\/chat(\/[^/]*)?\/?$/, ...both("features/chat/chat-page.tsx")],
  [/^\/demo\/?$/, ...both("features/demo/demo-page.tsx")],
  [/^\/about\/?$/, ...both("features/about/about-page.tsx")],
  [/^\/contact\/?$/, ...both("features/contact/contact-page.tsx")],
  [/^\/login\/?$/, "features/auth/login-page.tsx", ""],
];

function productApiUrl(urlPath: string): string | undefined {
  const id = /^\/products\/(\d{1,9})\/?$/.exec(urlPath)?.[1];
  return id ? `/api/products/${id}` : undefined;
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function both(page: string): [string, string] {
  return [page, page];
}

/**
 * What index.html should announce for a path so the browser fetches it in parallel with the
 * entry script, instead of discovering it only after the script has run: the route's lazy page
 * chunk with its own imports (modulepreload), and the signed-in user the app asks for first.
 * Without them a first view waits for three round trips in a row (script, user, page chunk).
 */
export function pageHints(distDir: string): (url: string, hasSession: boolean) => string {
  const { entry, filesOf } = readViteManifest(distDir);
  const alreadyLoaded = filesOf(entry);

  // The URL may carry the shopper's search words (percent-encoded); escape it as an attribute.
  const fetchHint = (url: string) =>
    `<link rel="preload" href="${escapeAttribute(url)}" as="fetch" crossorigin="use-credentials">`;
  const userHint = fetchHint("/api/auth/user");
  const byPage = new Map<string, string>();
  const hintsFor = (page: string) => {
    let hints = byPage.get(page);
    if (hints === undefined) {
      hints = [...filesOf(page || undefined)]
        .filter((file) => !alreadyLoaded.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join("");
      byPage.set(page, hints);
    }
    return hints;
  };

  return (url, hasSession) => {
    const [urlPath = "/", search = ""] = url.split("?", 2);
    const route = ROUTE_PAGES.find(([pattern]) => pattern.test(urlPath));
    const page = route ? route[hasSession ? 2 : 1] : "";
    const data = route?.[3]?.(urlPath, new URLSearchParams(search));
    return userHint + (data ? fetchHint(data) : "") + hintsFor(page);
  };
}
