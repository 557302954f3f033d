import type { Product } from "../../shared/contracts/products.js";
import { CATEGORY_FALLBACK_IMAGES, CATEGORY_LABELS } from "../../shared/products.js";
import { PRIVACY, SECURITY, TERMS } from "../../shared/legal-documents.js";
import { COMPARE_PAGE_TITLE } from "../../shared/product-facts.js";
import { productFiltersFrom } from "../../shared/product-search.js";
import { productIdOf } from "../plugins/page-hints.js";

export const SITE_NAME = "Countinghouse";
const DEFAULT_TITLE = "Countinghouse — software for accounting professionals";
const DEFAULT_DESCRIPTION =
  "Countinghouse: professional software, templates and SaaS for CPAs, tax preparers and financial planners, with an AI advisor that recommends what fits your practice.";
/** The picture a link preview shows for a page that has none of its own. */
const DEFAULT_IMAGE = CATEGORY_FALLBACK_IMAGES.software;

interface PageInfo {
  title: string;
  description: string;
  /** Search engines are asked not to index it (sign-in, account and not-found pages). */
  private?: boolean;
}

/** The public pages' own title and description; also the sitemap's static part. */
export const PUBLIC_PAGES: Readonly<Record<string, PageInfo>> = {
  "/": { title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION },
  "/products": {
    title: "Products — Countinghouse",
    description:
      "Tax, accounting and practice-management software, templates and SaaS for CPAs, tax preparers and financial planners, with prices and features side by side.",
  },
  "/free-resources": {
    title: "Free Resources — Countinghouse",
    description:
      "Free templates, guides, calculators and checklists for accounting practices: engagement letters, close checklists, cash-flow forecasts and more.",
  },
  "/product-wizard": {
    title: "AI Software Consultation — Countinghouse",
    description:
      "Answer five questions about your practice and get software recommendations from our catalogue, with the reasons behind each one.",
  },
  "/chat": {
    title: "Chat with the AI Advisor — Countinghouse",
    description:
      "Ask our AI advisor about features, pricing and how accounting products work together.",
  },
  "/demo": {
    title: "Demo — Countinghouse",
    description:
      "Watch the AI advisor at work and estimate the return on new software for your firm with the ROI calculator.",
  },
  "/about": {
    title: "About — Countinghouse",
    description:
      "Who we are: a marketplace and advisory service for the software accounting professionals run their practices on.",
  },
  "/contact": {
    title: "Contact — Countinghouse",
    description:
      "Talk to our team about software for your practice, volume pricing or a product you would like us to carry.",
  },
  ...Object.fromEntries(
    [PRIVACY, TERMS, SECURITY].map(({ path, title, summary }) => [
      path,
      { title: `${title} — ${SITE_NAME}`, description: summary },
    ]),
  ),
};

const PRIVATE_PAGE: PageInfo = {
  title: DEFAULT_TITLE,
  description: DEFAULT_DESCRIPTION,
  private: true,
};
const PRIVATE_TITLES: Readonly<Record<string, string>> = {
  "/login": "Sign In — Countinghouse",
  "/test-login": "Test Sign In — Countinghouse",
  "/compare": COMPARE_PAGE_TITLE,
};

const escapeHtml = (value: string) =>
  value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text closes the element. */
const jsonLd = (value: object) =>
  `<script type="application/ld+json">${JSON.stringify(value).replaceAll("<", "\\u003c")}</script>`;

/** Search engines show about 155 characters of a description. */
function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}

function productHead(product: Product, origin: string, url: string) {
  const image = new URL(product.imageUrl || CATEGORY_FALLBACK_IMAGES[product.category], origin)
    .href;
  const structured = [
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.description,
      image,
      sku: String(product.id),
      category: CATEGORY_LABELS[product.category],
      brand: { "@type": "Brand", name: SITE_NAME },
      offers: {
        "@type": "Offer",
        url,
        price: product.price,
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
      },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Products", item: `${origin}/products` },
        { "@type": "ListItem", position: 3, name: product.name, item: url },
      ],
    },
  ];
  return {
    info: { title: `${product.name} — ${SITE_NAME}`, description: summary(product.description) },
    image,
    type: "product",
    structured,
  };
}

function landingStructuredData(origin: string) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
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

/**
 * The `<head>` tags of one rendered page: title, description, canonical URL, Open Graph and
 * Twitter card (absolute URLs), and JSON-LD (Product, Offer and BreadcrumbList on a product page;
 * Organization and WebSite with a search action on the landing).
 */
export function pageHead(options: {
  /** Path and search of the request. */
  url: string;
  /** The public origin (PUBLIC_URL, else the request's). */
  origin: string;
  status: number;
  signedIn: boolean;
  /** The data a rendered page fetched, by API URL. */
  dataOf: (url: string) => unknown;
}): string {
  const { origin, status } = options;
  const [rawPath = "/", search = ""] = options.url.split("?", 2);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, "") : rawPath;
  let canonicalPath = path;
  let info: PageInfo = PUBLIC_PAGES[path] ??
    PUBLIC_PAGES[path.replace(/\/[^/]*$/, "")] ?? {
      ...PRIVATE_PAGE,
      title: PRIVATE_TITLES[path] ?? DEFAULT_TITLE,
    };
  let image = DEFAULT_IMAGE;
  let type = "website";
  let structured: object[] = [];

  const productId = productIdOf(path);
  const product = productId ? (options.dataOf(`/api/products/${productId}`) as Product) : undefined;
  if (status === 404) {
    info = {
      title: `404 Page Not Found — ${SITE_NAME}`,
      description: DEFAULT_DESCRIPTION,
      private: true,
    };
    if (path.startsWith("/products/")) info.title = `Product Not Found — ${SITE_NAME}`;
  } else if (product) {
    const head = productHead(product, origin, `${origin}${path}`);
    ({ info, image, type, structured } = head);
  } else if (path === "/" && !options.signedIn) {
    structured = landingStructuredData(origin);
  } else if (path === "/products") {
    const { search: words, category } = productFiltersFrom(new URLSearchParams(search));
    const label = category === "all" ? "" : `${CATEGORY_LABELS[category]} `;
    if (words || label) info = { ...info, title: `${label}Products — ${SITE_NAME}` };
    // One canonical list per category; searches are not pages of their own.
    if (label) canonicalPath = `/products?category=${category}`;
  } else if (path === "/chat" || path.startsWith("/chat/")) {
    canonicalPath = "/chat";
  }

  const canonical = `${origin}${canonicalPath}`;
  const imageUrl = new URL(image, origin).href;
  const title = escapeHtml(info.title);
  const description = escapeHtml(info.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    info.private ? `<meta name="robots" content="noindex">` : "",
    status === 404 ? "" : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${type}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(imageUrl)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${escapeHtml(imageUrl)}">`,
    ...structured.map(jsonLd),
  ].join("");
}
