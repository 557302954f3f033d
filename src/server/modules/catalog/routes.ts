import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  errorSchema,
  idParamsSchema,
  notModifiedSchema,
} from "../../../shared/contracts/common.js";
import { productListSchema, productSchema } from "../../../shared/contracts/products.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { loadCatalogue, type BodyEncoding, type CachedBody } from "./catalogue-cache.js";

/** Below this size compressing costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

/** RFC 9110: If-None-Match holds "*" or a list of tags, compared weakly for GET. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const target = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === target);
}

/** The best encoding the client accepts (q > 0), brotli before gzip; undefined for none. */
function acceptedEncoding(header: string | undefined): BodyEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name!.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/**
 * Sends pre-serialised JSON (already shaped by the response schema), compressed once per
 * catalogue change rather than per request, or a 304.
 */
async function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header("etag", cached.etag).header("cache-control", "no-cache");
  if (matchesIfNoneMatch(request.headers["if-none-match"], cached.etag)) {
    return reply.code(304).send();
  }
  reply.type("application/json; charset=utf-8");
  if (cached.body.byteLength < COMPRESS_FROM_BYTES) return reply.send(cached.body);
  reply.header("vary", "accept-encoding");
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(cached.body);
  const bytes = await cached.encoded(encoding);
  return reply.header("content-encoding", encoding).send(bytes);
}

export async function catalogRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/products",
    {
      config: { session: false },
      // sendCached compresses once per catalogue change; @fastify/compress need not look.
      compress: false,
      schema: {
        tags: ["catalog"],
        summary: "The active products, in a stable order",
        response: { 200: productListSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => sendCached(request, reply, (await loadCatalogue(db)).list),
  );

  r.get(
    "/api/products/:id",
    {
      config: { session: false },
      // sendCached compresses once per catalogue change; @fastify/compress need not look.
      compress: false,
      schema: {
        tags: ["catalog"],
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
      const cached = (await loadCatalogue(db)).byId.get(request.params.id);
      if (!cached) throw notFound("Product not found");
      return sendCached(request, reply, cached);
    },
  );
}
