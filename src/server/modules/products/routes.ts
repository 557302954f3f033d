import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, createGunzip, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorSchema,
  idParamsSchema,
  notModifiedSchema,
} from "../../../shared/contracts/common.js";
import {
  productListSchema,
  productPageSchema,
  productQuerySchema,
  productSchema,
  type ProductPage,
} from "../../../shared/contracts/products.js";
import { PRODUCT_PAGE_SIZE } from "../../../shared/products.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import {
  cachedPage,
  loadCatalogueList,
  loadProduct,
  loadSearchIndex,
  type BodyEncoding,
  type CachedBody,
  type CompressedBody,
} from "./products-cache.js";
import { decodeCursor, encodeCursor } from "./page-cursor.js";
import { findProductPage } from "./product-page-repository.js";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compressing costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

/** RFC 9110: If-None-Match holds "*" or a list of tags, compared weakly for GET. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const target = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === target);
}

/** Whether the client takes gzip (q > 0, or "*"). */
function acceptsGzip(header: string | undefined): boolean {
  return acceptedEncodings(header).some((name) => name === "gzip" || name === "*");
}

/** The codings the client accepts (q > 0), lowercased. */
function acceptedEncodings(header: string | undefined): string[] {
  if (!header) return [];
  const accepted: string[] = [];
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.push(name!.trim());
  }
  return accepted;
}

/** The best encoding the client accepts (q > 0), brotli before gzip; undefined for none. */
function acceptedEncoding(header: string | undefined): BodyEncoding | undefined {
  const accepted = new Set(acceptedEncodings(header));
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** Per-request compression of a page: quick levels, unlike the cached catalogue's maximum. */
const compressPage: Record<BodyEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** JSON compressed as the client accepts when it is worth it (the route opts out of @fastify/compress). */
async function sendJson(request: FastifyRequest, reply: FastifyReply, json: string) {
  const body = Buffer.from(json);
  reply.type("application/json; charset=utf-8");
  if (body.byteLength < COMPRESS_FROM_BYTES) return reply.send(body);
  reply.header("vary", "accept-encoding");
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(body);
  return reply.header("content-encoding", encoding).send(await compressPage[encoding](body));
}

/**
 * Sends pre-serialised JSON (already shaped by the response schema), compressed once per
 * catalogue change rather than per request, or a 304.
 */
async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody | CompressedBody,
) {
  reply.header("etag", cached.etag).header("cache-control", "no-cache");
  if (matchesIfNoneMatch(request.headers["if-none-match"], cached.etag)) {
    return reply.code(304).send();
  }
  reply.type("application/json; charset=utf-8");
  if ("gzipped" in cached) {
    // The large list is held only as gzip: sent as it is, or decompressed as it streams out.
    reply.header("vary", "accept-encoding");
    if (acceptsGzip(request.headers["accept-encoding"])) {
      return reply.header("content-encoding", "gzip").send(cached.gzipped);
    }
    return reply.send(Readable.from([cached.gzipped]).pipe(createGunzip()));
  }
  if (cached.body.byteLength < COMPRESS_FROM_BYTES) return reply.send(cached.body);
  reply.header("vary", "accept-encoding");
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(cached.body);
  const bytes = await cached.encoded(encoding);
  return reply.header("content-encoding", encoding).send(bytes);
}

export async function productsRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products",
    {
      config: { session: false },
      // sendCached compresses once per catalogue change; @fastify/compress need not look.
      compress: false,
      schema: {
        tags: ["products"],
        summary: "The active products, in a stable order; or one page of a search",
        description:
          "Without a query parameter: every active product, in the order they were added (an array, with an ETag). " +
          "With any of q, category, limit or cursor: one page `{ items, nextCursor, total }` of the active products " +
          "that match, ranked by relevance when q is given (name matches first), else in the plain list's order. " +
          "Pass nextCursor back as cursor, with the same q and category, for the next page; it is null on the last.",
        querystring: productQuerySchema,
        response: {
          200: z.union([productListSchema, productPageSchema]),
          304: notModifiedSchema,
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { q, category, limit, cursor } = request.query;
      const paged = [q, category, limit, cursor].some((value) => value !== undefined);
      if (!paged) return sendCached(request, reply, await loadCatalogueList(db));
      const search = (q ?? "").trim();
      const pageRequest = {
        search,
        category,
        limit: limit ?? PRODUCT_PAGE_SIZE,
        after: cursor === undefined ? undefined : decodeCursor(cursor, search !== ""),
      };
      // Built field by field from typed rows: already the contract's shape, no parse needed.
      const pageJson = async () => {
        const page = await findProductPage(db, pageRequest, () => loadSearchIndex(db));
        const body: ProductPage = {
          items: page.items,
          nextCursor: page.next ? encodeCursor(page.next) : null,
          total: page.total,
        };
        return JSON.stringify(body);
      };
      if (search) return sendJson(request, reply, await pageJson());
      const key = JSON.stringify([category, pageRequest.limit, pageRequest.after]);
      return sendCached(request, reply, await cachedPage(db, key, pageJson));
    },
  );

  r.get(
    "/api/products/:id",
    {
      config: { session: false },
      // sendCached compresses once per catalogue change; @fastify/compress need not look.
      compress: false,
      schema: {
        tags: ["products"],
        summary: "One active product",
        params: idParamsSchema,
        response: {
          200: productSchema,
          304: notModifiedSchema,
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const cached = await loadProduct(db, request.params.id);
      if (!cached) throw notFound("Product not found");
      return sendCached(request, reply, cached);
    },
  );
}
