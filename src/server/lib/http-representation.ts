/**
 * How a JSON resource (or a server-rendered page) travels over HTTP: a weak ETag and
 * If-None-Match (RFC 9110), the encoding the client accepts, and bodies compressed once and kept.
 * Routes that answer cached JSON use this module instead of @fastify/compress (they set
 * `compress: false`); so do the pages, which @fastify/compress never reaches (not-found handler).
 */
import { createHash, type Hash } from "node:crypto";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import {
  brotliCompress,
  constants as zlib,
  crc32,
  createGunzip,
  deflateRaw,
  deflateRawSync,
  gzip,
} from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type BodyEncoding = "br" | "gzip";

/** How hard to compress: once for a long-lived body, or quickly for one request. */
export type CompressionEffort = "max" | "medium" | "quick";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateRawAsync = promisify(deflateRaw);

const BROTLI_QUALITY: Record<CompressionEffort, number> = { max: 11, medium: 6, quick: 4 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { max: 9, medium: 9, quick: 6 };

/** Below this size compressing costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

/** The one set of compressors: off the event loop, in the libuv thread pool. */
export function compressBody(
  body: Buffer,
  encoding: BodyEncoding,
  effort: CompressionEffort,
): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] } })
    : gzipAsync(body, { level: GZIP_LEVEL[effort] });
}

/**
 * The unchanging start of bodies made per request (a page's template up to its own head, with the
 * inlined stylesheet: two thirds of the page), deflated once at the highest level. A body made
 * for one request then costs compressing only its own part (decision 0104).
 */
export interface PreparedStart {
  bytes: Buffer;
  /** Raw deflate of `bytes`, flushed to a byte boundary and not final: more blocks may follow. */
  deflated: Buffer;
  crc: number;
}

export function preparedStart(text: string): PreparedStart {
  const bytes = Buffer.from(text);
  return {
    bytes,
    deflated: deflateRawSync(bytes, { level: 9, finishFlush: zlib.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
  };
}

/** gzip header (RFC 1952): deflate, no flags, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * One gzip member of `start` then `rest`: the start's deflate blocks made once, the rest's
 * compressed now as blocks of their own, and the trailer's CRC-32 and length over the whole.
 * The rest does not refer back into the start: giving deflate the start's last 32 KiB as a
 * dictionary saved 3% of the rest's bytes and doubled the work done on the event loop.
 */
export async function gzipAfterStart(
  start: PreparedStart,
  rest: Buffer,
  effort: CompressionEffort,
): Promise<Buffer> {
  // Before deflating, and never over an empty buffer: Node 20's crc32 answers 0 for an empty
  // buffer once zlib has used it, whatever the starting value.
  const crc = rest.length ? crc32(rest, start.crc) : start.crc;
  const deflatedRest = await deflateRawAsync(rest, { level: GZIP_LEVEL[effort] });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((start.bytes.length + rest.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, start.deflated, deflatedRest, trailer]);
}

/** A response body serialised once, with its ETag and its compressed forms made on first use. */
export interface CachedBody {
  /** The JSON as bytes, so no request pays for encoding the string again. */
  body: Buffer;
  etag: string;
  encoded(encoding: BodyEncoding): Promise<Buffer>;
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
  return {
    body,
    etag: weakEtag(createHash("sha256").update(body)),
    encoded(encoding) {
      let bytes = compressed.get(encoding);
      if (!bytes) {
        bytes = compressBody(body, encoding, effort);
        compressed.set(encoding, bytes);
      }
      return bytes;
    },
  };
}

/**
 * A file of the build with the compressed forms the build wrote beside it (`.br`, `.gz`); a form
 * the build did not write is made once when first asked for.
 */
export function precompressedBody(
  body: Buffer,
  forms: Partial<Record<BodyEncoding, Buffer>>,
): CachedBody {
  const made = cachedBody(body);
  return {
    body,
    etag: made.etag,
    encoded: (encoding) => {
      const written = forms[encoding];
      return written ? Promise.resolve(written) : made.encoded(encoding);
    },
  };
}

/**
 * The body bytes a new connection's first window carries: 10 segments of 1460 bytes, less room for
 * the response's headers (about 950 bytes on a page; decision 0163).
 */
export const FIRST_WINDOW_BODY_BYTES = 14_600 - 1_000;

/**
 * A kept body answered compressed at medium effort at first and, where that buys a round trip, at
 * the highest effort once that is ready (made in the thread pool, not delaying the first answers):
 * brotli's highest quality takes a page's first view under the first round trip of a new
 * connection (about 1.5 KB less than quality 6 on /products; decision 0163). It costs about 100 ms
 * of CPU on a page, so a page whose medium form already fits the first window keeps it (decision
 * 0179); gzip's medium level is already its highest. Both forms are the same representation (the
 * same weak ETag).
 */
export function improvingBody(body: Buffer): CachedBody {
  const first = cachedBody(body, "medium");
  const best = new Map<BodyEncoding, Buffer>();
  const started = new Set<BodyEncoding>();
  return {
    body,
    etag: first.etag,
    encoded(encoding) {
      const ready = best.get(encoding);
      if (ready) return Promise.resolve(ready);
      const quick = first.encoded(encoding);
      if (encoding === "br" && !started.has(encoding)) {
        started.add(encoding);
        void quick
          .then((medium) =>
            medium.length > FIRST_WINDOW_BODY_BYTES
              ? compressBody(body, encoding, "max").then((bytes) => best.set(encoding, bytes))
              : undefined,
          )
          .catch(() => undefined); // the medium form goes on serving
      }
      return quick;
    },
  };
}

/** RFC 9110: If-None-Match holds "*" or a list of tags, compared weakly for GET. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const target = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === target);
}

/** The codings the client accepts (q > 0), lowercased. */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name!.trim());
  }
  return accepted;
}

/** The best encoding the client accepts (q > 0), brotli before gzip; undefined for none. */
export function acceptedEncoding(header: string | undefined): BodyEncoding | undefined {
  if (!header) return undefined;
  const accepted = acceptedEncodings(header);
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** Adds to Vary without dropping what the route already said varies (e.g. the cookie). */
function addVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader("vary");
  reply.header("vary", current ? `${String(current)}, ${name}` : name);
}

/** Sends bytes in the encoding the client accepts, compressing with `compress` when worth it. */
async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  compress: (encoding: BodyEncoding) => Promise<Buffer>,
  contentType: string,
) {
  reply.type(contentType);
  if (body.byteLength < COMPRESS_FROM_BYTES) return reply.send(body);
  addVary(reply, "accept-encoding");
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(body);
  return reply.header("content-encoding", encoding).send(await compress(encoding));
}

/** A body made for this request only, compressed quickly. */
export function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  contentType: string,
) {
  const body = Buffer.from(text);
  return sendEncoded(
    request,
    reply,
    body,
    (encoding) => compressBody(body, encoding, "quick"),
    contentType,
  );
}

/**
 * A body made for this request after a prepared start. gzip is chosen even when brotli is also
 * accepted: the start is already compressed, so only the request's own part is (a quarter of the
 * work of brotli over the whole at quality 4; decision 0104). With `brotliFirst` brotli goes
 * first (a visitor's first view: about 15% fewer bytes, one round trip less on /free-resources;
 * decision 0163).
 */
export function sendAfterStart(
  request: FastifyRequest,
  reply: FastifyReply,
  start: PreparedStart,
  rest: string,
  contentType: string,
  brotliFirst = false,
) {
  const restBytes = Buffer.from(rest);
  const whole = () => Buffer.concat([start.bytes, restBytes]);
  reply.type(contentType);
  if (start.bytes.length + restBytes.length < COMPRESS_FROM_BYTES) return reply.send(whole());
  addVary(reply, "accept-encoding");
  const accepted = acceptedEncodings(request.headers["accept-encoding"]);
  if (brotliFirst && accepted.has("br")) {
    return compressBody(whole(), "br", "quick").then((body) =>
      reply.header("content-encoding", "br").send(body),
    );
  }
  if (accepted.has("gzip") || accepted.has("*")) {
    return gzipAfterStart(start, restBytes, "quick").then((body) =>
      reply.header("content-encoding", "gzip").send(body),
    );
  }
  if (accepted.has("br")) {
    return compressBody(whole(), "br", "quick").then((body) =>
      reply.header("content-encoding", "br").send(body),
    );
  }
  return reply.send(whole());
}

/** JSON made for this request only, compressed quickly. */
export function sendJson(request: FastifyRequest, reply: FastifyReply, json: string) {
  return sendText(request, reply, json, JSON_TYPE);
}

/**
 * A cached body (JSON unless told) with its ETag, or 304 when the client has it already. A body
 * that is not the resource itself (a not-found page) goes without a validator: `etag: false`.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody | GzippedBody,
  options: { contentType?: string; etag?: boolean; cacheControl?: string } = {},
) {
  const contentType = options.contentType ?? JSON_TYPE;
  reply.header("cache-control", options.cacheControl ?? "no-cache");
  if (options.etag !== false) {
    reply.header("etag", cached.etag);
    if (matchesIfNoneMatch(request.headers["if-none-match"], cached.etag)) {
      return reply.code(304).send();
    }
  }
  if ("gzipped" in cached) {
    reply.type(contentType);
    addVary(reply, "accept-encoding");
    const accepted = acceptedEncodings(request.headers["accept-encoding"]);
    if (accepted.has("gzip") || accepted.has("*")) {
      return reply.header("content-encoding", "gzip").send(cached.gzipped);
    }
    return reply.send(Readable.from([cached.gzipped]).pipe(createGunzip()));
  }
  return sendEncoded(
    request,
    reply,
    cached.body,
    (encoding) => cached.encoded(encoding),
    contentType,
  );
}
