/**
 * How the catalogue's cached JSON travels over HTTP (decisions 0012, 0160, 0215): serialised once
 * per catalogue change with a weak ETag, and compressed once per change, so a read of a cached
 * body costs neither serialising nor compressing. Everything made per request is compressed by
 * @fastify/compress and validated by @fastify/etag (app.ts, the products routes); this module
 * sets `content-encoding` on the bodies it sends already compressed, which @fastify/compress then
 * leaves as they are.
 */
import { createHash, type Hash } from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, createGunzip, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

export type BodyEncoding = "br" | "gzip";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compressing costs more than it saves (the threshold @fastify/compress has). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * How hard a body compressed once is compressed: as hard as each coding goes, or brotli at 6 for
 * bodies there are many of (a browse page per filter and sort).
 */
export type CompressionEffort = "max" | "medium";

/** A body compressed once and sent many times, off the event loop (the libuv thread pool). */
export function compressOnce(
  body: Buffer,
  encoding: BodyEncoding,
  effort: CompressionEffort = "max",
): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: effort === "max" ? zlib.BROTLI_MAX_QUALITY : 6,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/**
 * A page rendered for one request, compressed whole in one call in the thread pool, at the
 * quality @fastify/compress would use (brotli 4, gzip's default): the same bytes the plugin's
 * stream writes, for about half its CPU (a 40 KB signed-in page: no stream of chunks through a
 * Transform, and brotli told the size up front; docs/performance.md).
 */
export function compressRendered(body: Buffer, encoding: BodyEncoding): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 4,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body);
}

/** A response body serialised once, with its ETag and its compressed forms made on first use. */
export interface CachedBody {
  /** The JSON as bytes, so no request pays for encoding the string again. */
  body: Buffer;
  etag: string;
  encoded(encoding: BodyEncoding): Promise<Buffer>;
  /** The compressed form once it has been made, else undefined. */
  encodedNow(encoding: BodyEncoding): Buffer | undefined;
}

/**
 * A large body held only gzip-compressed (the plain list of a large catalogue, decision 0160):
 * sent as it is to clients that take gzip, decompressed as it streams out to the others.
 */
export interface GzippedBody {
  gzipped: Buffer;
  etag: string;
}

/** Weak: the same JSON may travel compressed or not, and both are the same representation. */
export function weakEtag(hashOfBody: Hash): string {
  return `W/"${hashOfBody.digest("base64url").slice(0, 27)}"`;
}

export function cachedBody(json: string | Buffer, effort: CompressionEffort = "max"): CachedBody {
  const body = typeof json === "string" ? Buffer.from(json) : json;
  const compressed = new Map<BodyEncoding, Promise<Buffer>>();
  const made = new Map<BodyEncoding, Buffer>();
  return {
    body,
    etag: weakEtag(createHash("sha256").update(body)),
    encoded(encoding) {
      let bytes = compressed.get(encoding);
      if (!bytes) {
        bytes = compressOnce(body, encoding, effort);
        bytes.then(
          (done) => made.set(encoding, done),
          () => compressed.delete(encoding),
        );
        compressed.set(encoding, bytes);
      }
      return bytes;
    },
    encodedNow: (encoding) => made.get(encoding),
  };
}

/**
 * RFC 9110: If-None-Match holds "*" or a list of tags, compared weakly for GET. @fastify/etag
 * compares the header with one tag only; a cached body is answered by the list.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const target = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === target);
}

/** The best coding the client accepts (q > 0) of those offered, brotli first; else undefined. */
export function acceptedEncoding(
  request: FastifyRequest,
  offered: readonly BodyEncoding[] = ["br", "gzip"],
): BodyEncoding | undefined {
  const header = request.headers["accept-encoding"];
  if (!header) return undefined;
  const chosen = negotiate(header, offered as BodyEncoding[]);
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

/** Adds to Vary without dropping what the route already said varies (e.g. the cookie). */
export function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader("vary");
  reply.header("vary", current ? `${String(current)}, ${name}` : name);
}

const JSON_TYPE = "application/json; charset=utf-8";

/** JSON made for this request: @fastify/compress compresses it (and, where registered, @fastify/etag tags it). */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type(JSON_TYPE).send(json);
}

/**
 * A cached body (JSON unless told) with its ETag, or 304 when the client has it already, in the
 * coding the client takes (already compressed, so @fastify/compress leaves it). Answered at once,
 * without a promise, unless that coding is still being made: a cached read is the catalogue's
 * busiest request, and each promise costs it (more when async hooks are on, decision 0253).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody | GzippedBody,
  options: { contentType?: string; cacheControl?: string } = {},
): FastifyReply | Promise<FastifyReply> {
  reply.header("cache-control", options.cacheControl ?? "no-cache");
  reply.header("etag", cached.etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], cached.etag)) {
    return reply.code(304).send();
  }
  reply.type(options.contentType ?? JSON_TYPE);
  if ("gzipped" in cached) {
    addVary(reply, "accept-encoding");
    if (acceptedEncoding(request, ["gzip"])) {
      return reply.header("content-encoding", "gzip").send(cached.gzipped);
    }
    return reply.send(Readable.from([cached.gzipped]).pipe(createGunzip()));
  }
  if (cached.body.byteLength < COMPRESS_FROM_BYTES) return reply.send(cached.body);
  addVary(reply, "accept-encoding");
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(cached.body);
  reply.header("content-encoding", encoding);
  const made = cached.encodedNow(encoding);
  if (made) return reply.send(made);
  return cached.encoded(encoding).then((bytes) => reply.send(bytes));
}

/**
 * An answer kept whole for a public, cacheable read (plugins/kept-answers.ts): the bytes to send
 * and what their headers say, made once per catalogue change and coding, never per request.
 */
export interface KeptAnswer {
  /** The body as sent: the JSON, or its compressed form. */
  bytes: Buffer;
  etag: string;
  /** The coding of `bytes`, when compressed. */
  encoding?: BodyEncoding;
  /** Whether the answer depends on Accept-Encoding (a body large enough to be compressed). */
  variesByEncoding: boolean;
}

/**
 * A cached body as `sendCached` would send it, kept whole: in the coding the client takes, or
 * undefined when that coding is still being made or the client may have it already (a 304).
 */
export function keptAnswerOf(request: FastifyRequest, cached: CachedBody): KeptAnswer | undefined {
  if (request.headers["if-none-match"] !== undefined) return undefined;
  const { body, etag } = cached;
  if (body.byteLength < COMPRESS_FROM_BYTES) return { bytes: body, etag, variesByEncoding: false };
  const encoding = acceptedEncoding(request);
  if (!encoding) return { bytes: body, etag, variesByEncoding: true };
  const made = cached.encodedNow(encoding);
  return made && { bytes: made, etag, encoding, variesByEncoding: true };
}

/**
 * `sendCached` when it can answer at once (the body, or its coding the client takes, is made
 * already): true once answered; false, with nothing sent, when a coding must be made first.
 */
export function sendCachedNow(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  options: { contentType?: string; cacheControl?: string } = {},
): boolean {
  if (cached.body.byteLength >= COMPRESS_FROM_BYTES) {
    const encoding = acceptedEncoding(request);
    if (encoding && !cached.encodedNow(encoding)) return false;
  }
  void sendCached(request, reply, cached, options);
  return true;
}
