import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  acceptedEncoding,
  compressOnce,
  matchesIfNoneMatch,
  weakEtag,
  type BodyEncoding,
} from "../lib/http-representation.js";

/** Pages kept at once; the oldest goes first. */
const KEPT_PAGES = 500;

/**
 * A page kept for every visitor: the same bytes for all, with a validator and the inline scripts
 * it carries named by their hashes in its CSP, and compressed once as hard as brotli goes (a
 * visitor's first view then fits the first round trips of a new connection). Until that is done
 * (a few tens of milliseconds of a pool thread), @fastify/compress compresses it as it is sent.
 */
export interface KeptPage {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  /** The CSP's `script-src` additions: the hashes of the page's inline scripts. */
  scriptHashes: string[];
  /** The body compressed as hard as the coding goes, once that is made. */
  compressed(encoding: BodyEncoding): Buffer | undefined;
}

/**
 * The hashes of a page's inline scripts (not JSON-LD, which never runs). A kept page is one
 * response sent to many people, and a nonce must be new for each response: the CSP names the
 * scripts it allows by their content instead.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes))
      continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

export function keepPage(status: number, contentType: string, body: Buffer): KeptPage {
  const best = new Map<BodyEncoding, Buffer>();
  for (const encoding of ["br", "gzip"] as const) {
    compressOnce(body, encoding).then(
      (bytes) => best.set(encoding, bytes),
      () => undefined, // @fastify/compress goes on compressing it as it is sent
    );
  }
  return {
    status,
    contentType,
    body,
    etag: weakEtag(createHash("sha256").update(body)),
    scriptHashes: inlineScriptHashes(body.toString("utf8")),
    compressed: (encoding) => best.get(encoding),
  };
}

/**
 * Sends a kept page: 304 when the browser has it, else in the best encoding it takes. A request
 * with a session cookie is never stored (decision 0201), even when its page is the visitor's.
 */
export function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  withSession: boolean,
) {
  reply
    .header("vary", "cookie, accept-encoding")
    .header("cache-control", withSession ? "private, no-store" : "no-cache");
  // A 404 page is not the resource itself: no validator.
  if (page.status === 200) {
    reply.header("etag", page.etag);
    if (matchesIfNoneMatch(request.headers["if-none-match"], page.etag)) {
      return reply.code(304).send();
    }
  }
  reply.code(page.status).type(page.contentType);
  const encoding = acceptedEncoding(request);
  const compressed = encoding && page.compressed(encoding);
  if (compressed) return reply.header("content-encoding", encoding).send(compressed);
  return reply.send(page.body);
}

/** Kept pages by origin and address, until the catalogue changes. */
export function keptPages() {
  const pages = new Map<string, KeptPage>();
  return {
    get: (key: string) => pages.get(key),
    keep(key: string, page: KeptPage) {
      if (pages.size >= KEPT_PAGES) pages.delete(pages.keys().next().value!);
      pages.set(key, page);
    },
    clear: () => pages.clear(),
  };
}
