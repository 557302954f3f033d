import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Pages kept at once; the oldest goes first. */
const KEPT_PAGES = 500;

/**
 * A page kept for every visitor: the same bytes for all, with a validator and the inline scripts
 * it carries named by their hashes in its CSP, and compressed once as hard as brotli goes (a
 * visitor's first view then fits the first round trips of a new connection, decision 0163). Until
 * that is done (a few tens of milliseconds of a pool thread), it is compressed quickly as sent.
 */
export interface KeptPage {
  status: number;
  contentType: string;
  body: Buffer;
  etag: string;
  /** The CSP's `script-src` additions: the hashes of the page's inline scripts. */
  scriptHashes: string[];
  /** The body in an encoding: the kept form once made, else one made quickly now. */
  encoded(encoding: "br" | "gzip"): Promise<Buffer>;
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

const QUALITY = { best: { br: zlib.BROTLI_MAX_QUALITY, gzip: 9 }, quick: { br: 4, gzip: 6 } };

function compress(body: Buffer, encoding: "br" | "gzip", effort: keyof typeof QUALITY) {
  return encoding === "br"
    ? brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: QUALITY[effort].br,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: QUALITY[effort].gzip });
}

export function keepPage(status: number, contentType: string, body: Buffer): KeptPage {
  const best = new Map<"br" | "gzip", Buffer>();
  for (const encoding of ["br", "gzip"] as const) {
    compress(body, encoding, "best").then(
      (bytes) => best.set(encoding, bytes),
      () => undefined, // the quick form goes on serving
    );
  }
  return {
    status,
    contentType,
    body,
    etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    scriptHashes: inlineScriptHashes(body.toString("utf8")),
    encoded: (encoding) => {
      const ready = best.get(encoding);
      return ready ? Promise.resolve(ready) : compress(body, encoding, "quick");
    },
  };
}

/** RFC 9110: If-None-Match holds "*" or a list of tags, compared weakly for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Sends a kept page: 304 when the browser has it, else in the best encoding it takes. A request
 * with a session cookie is never stored (decision 0201), even when its page is the visitor's.
 */
export async function sendKept(
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
    if (matches(request.headers["if-none-match"], page.etag)) return reply.code(304).send();
  }
  reply.code(page.status).type(page.contentType);
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  if (encoding !== "br" && encoding !== "gzip") return reply.send(page.body);
  return reply.header("content-encoding", encoding).send(await page.encoded(encoding));
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
