import type { MetaArgs, MetaDescriptor } from "react-router";
import { CATEGORY_FALLBACK_IMAGES } from "@shared/products";
import type { PageHandle } from "./page-handle";

export const SITE_NAME = "Countinghouse";
export const DEFAULT_TITLE = "Countinghouse — software for accounting professionals";
export const DEFAULT_DESCRIPTION =
  "Countinghouse: professional software, templates and SaaS for CPAs, tax preparers and financial planners, with an AI advisor that recommends what fits your practice.";
/** The picture a link preview shows for a page that has none of its own. */
const DEFAULT_IMAGE = CATEGORY_FALLBACK_IMAGES.software;

/** What a page says about itself in its `<head>` (its route module's `meta`). */
export interface PageHead {
  /** The whole title ("Products — Countinghouse"); the site's own when left out. */
  title?: string;
  description?: string;
  /** Not a page of its own (a 404): no canonical address, and not indexed. */
  notFound?: boolean;
  /** The page's one address when several lead to it (searches, a conversation's id). */
  canonicalPath?: string;
  /** A link preview's picture, from the site's root or absolute. */
  image?: string;
  /** Open Graph's type: "website" unless told. */
  type?: string;
  /** JSON-LD objects (schema.org). */
  structured?: object[];
}

/** The page's own title: "Products" becomes "Products — Countinghouse". */
export const titled = (name: string) => `${name} — ${SITE_NAME}`;

/** The public origin (PUBLIC_URL, else the request's), as the root route's loader gave it. */
export function originOf(matches: MetaArgs["matches"]): string {
  const root = matches.find((match) => match.id === "root")?.loaderData as
    | { origin?: string }
    | undefined;
  return root?.origin ?? "";
}

/**
 * Every `<head>` tag of one page: title, description, canonical URL, Open Graph and Twitter card
 * (absolute URLs), JSON-LD. A route module's `meta` calls it with what the page says about itself.
 * Search engines are asked not to index a page unless its route's handle says `indexed`
 * (page-handle.ts: sign-in, account and not-found pages are not).
 */
export function pageMeta(
  { matches, location }: Pick<MetaArgs, "matches" | "location">,
  head: PageHead,
): MetaDescriptor[] {
  const indexed = (matches.at(-1)?.handle as PageHandle | undefined)?.indexed && !head.notFound;
  const origin = originOf(matches);
  const title = head.title ?? DEFAULT_TITLE;
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, "") : "/";
  const canonical = `${origin}${head.canonicalPath ?? path}`;
  const image = new URL(head.image ?? DEFAULT_IMAGE, origin || "http://localhost").href;
  return [
    { title },
    { name: "description", content: description },
    ...(indexed ? [] : [{ name: "robots", content: "noindex" }]),
    ...(head.notFound ? [] : [{ tagName: "link", rel: "canonical", href: canonical }]),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: head.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(head.structured ?? []).map((value) => ({ "script:ld+json": value })),
  ];
}

/** Search engines show about 155 characters of a description. */
export function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}
