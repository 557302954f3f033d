import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { asc, eq } from "drizzle-orm";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { products } from "../../db/schema.js";
import { errorBody } from "../../lib/http-error.js";
import { indexedPaths, type PageBuild } from "../../pages/page-build.js";

/** Paths robots are asked to keep out of: the account, the checkout, the back office, the API. */
const DISALLOWED = [
  "/cart",
  "/checkout",
  "/dashboard",
  "/firm",
  "/admin",
  "/product-management",
  "/api/",
];

/** A sitemap file may hold at most 50,000 URLs; past that /sitemap.xml becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * robots.txt and sitemap.xml: the public pages and every active product with the date it last
 * changed. The list is read once and kept until the catalogue change feed says it changed, so
 * an admin's edit is in the next sitemap (docs/decisions/0101).
 */
export async function seoRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; pages: PageBuild },
) {
  const { db, config } = opts;
  const originOf = (request: FastifyRequest) =>
    config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;

  let entries: Promise<SitemapEntry[]> | undefined;
  app.changes.on("catalogue", () => (entries = undefined));
  const loadEntries = async (): Promise<SitemapEntry[]> => {
    const rows = await db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    const pages = await opts.pages();
    return [
      ...(pages ? indexedPaths(pages) : []).map((path) => ({ path })),
      ...rows.map((row) => ({
        path: `/products/${row.id}`,
        lastmod: row.updatedAt.toISOString(),
      })),
    ];
  };
  const sitemapEntries = () => {
    if (!app.changes.live) return loadEntries();
    entries ??= loadEntries();
    entries.catch(() => (entries = undefined));
    return entries;
  };

  app.get(
    "/robots.txt",
    { config: { session: false }, schema: { hide: true } },
    async (request, reply) => {
      const lines = [
        "User-agent: *",
        ...DISALLOWED.map((path) => `Disallow: ${path}`),
        "",
        `Sitemap: ${originOf(request)}/sitemap.xml`,
        "",
      ];
      return reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(lines.join("\n"));
    },
  );

  const urlset = (origin: string, list: SitemapEntry[]) =>
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    list
      .map(
        ({ path, lastmod }) =>
          `<url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
      )
      .join("\n") +
    "\n</urlset>\n";
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=300")
      .send(xml);

  app.get(
    "/sitemap.xml",
    { config: { session: false }, schema: { hide: true } },
    async (request, reply) => {
      const origin = originOf(request);
      const list = await sitemapEntries();
      if (list.length <= SITEMAP_MAX_URLS) return sendXml(reply, urlset(origin, list));
      const parts = Math.ceil(list.length / SITEMAP_MAX_URLS);
      const index =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        Array.from(
          { length: parts },
          (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
        ).join("\n") +
        "\n</sitemapindex>\n";
      return sendXml(reply, index);
    },
  );

  app.get<{ Params: { part: string } }>(
    "/sitemap-:part(^\\d+).xml",
    { config: { session: false }, schema: { hide: true } },
    async (request, reply) => {
      const part = /^[1-9]\d{0,4}$/.test(request.params.part) ? Number(request.params.part) : 0;
      const list = await sitemapEntries();
      const slice = list.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS);
      if (part === 0 || list.length <= SITEMAP_MAX_URLS || slice.length === 0) {
        return reply.code(404).send(errorBody(404, "Not found"));
      }
      return sendXml(reply, urlset(originOf(request), slice));
    },
  );
}
