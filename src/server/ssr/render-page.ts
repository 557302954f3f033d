import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { PageQuery, RenderPage } from "../../shared/contracts/page-render.js";
import { pageHints, pageQueries, PUBLIC_CONFIG } from "../plugins/page-hints.js";
import {
  improvingBody,
  preparedStart,
  sendCached,
  type CachedBody,
  type PreparedStart,
} from "../lib/http-representation.js";
import { notFound } from "../lib/http-error.js";
import { pageHead } from "./page-head.js";
import {
  parseStylesheet,
  restById,
  stylesheetFor,
  type PageStylesheet,
} from "./page-stylesheet.js";

/** Where the rest of the stylesheet after a page's part is served (decision 0163). */
const PAGE_STYLES_PATH = "/page-styles/";

export interface PageResponse {
  status: number;
  /** The template's start (up to the page's own head, with the rules the page uses), prepared once. */
  start: PreparedStart;
  /** The rest of the page: its head, markup, query state and the template's end. */
  rest: string;
  redirectTo?: string;
  /** A kept page: its bytes, ETag and compressed forms, made once per catalogue change. */
  kept?: CachedBody;
  /** Sent as brotli when the client takes it, not gzip after the prepared start. */
  brotli?: boolean;
}

/** Rendered pages kept for visitors without a session; the oldest go first. */
const PAGE_CACHE_ENTRIES = 500;
/** Template starts with one kind of page's rules, ready to send; the oldest go first. */
const PREPARED_STARTS_KEPT = 100;

/**
 * The built stylesheet in the page itself instead of a `<link>`: the page can paint as soon as its
 * HTML has arrived, without a second round trip first (the CSP allows inline styles, not scripts).
 * A stylesheet that cannot be read stays a link. The template's start is kept in two forms: with
 * the whole stylesheet (pages rendered per request, whose start is compressed once at boot), and
 * cut around it, for a kept page to carry only the rules its HTML uses (decision 0163).
 */
function inlineStylesheet(html: string, distDir: string) {
  const link = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(html);
  const cssPath = link ? path.join(distDir, link[1]!) : undefined;
  if (!link || !cssPath || !fs.existsSync(cssPath)) return { html, subset: undefined };
  const css = fs.readFileSync(cssPath, "utf8");
  const before = html.slice(0, link.index);
  const after = html.slice(link.index + link[0].length);
  const style = (text: string) => text.replace(/<\/style/gi, "<\\/style");
  return {
    html: `${before}<style>${style(css)}</style>${after}`,
    subset: {
      sheet: parseStylesheet(css),
      // The bootstrap (src/client/main.tsx) links the rest of the stylesheet (the whole one if
      // the rest is no longer known here) before the application runs.
      around: (part: PageStylesheet) =>
        `${before}<style data-stylesheet="/${link[1]}" data-rest="${PAGE_STYLES_PATH}${part.rest.id}.css">` +
        `${style(part.css)}</style>${after}`,
    },
  };
}

/**
 * index.html cut where a page's parts go: its own head, and the markup and data of #root (none
 * when the file has no empty #root to fill).
 */
function splitTemplate(indexHtml: string, distDir: string) {
  const withoutHead = (html: string) =>
    html
      .replace(/<title>[\s\S]*?<\/title>\s*/, "")
      .replace(/<meta\s+name="description"[\s\S]*?>\s*/, "");
  const { html: inlined, subset } = inlineStylesheet(indexHtml, distDir);
  const html = withoutHead(inlined);
  const headEnd = html.includes("</head>") ? html.indexOf("</head>") : 0;
  /** The rest of the stylesheet after a page's part, by its id, while it is remembered. */
  const restCss = (id: string) => (subset ? restById(subset.sheet, id) : undefined);
  /** The template's start with only the rules a page's HTML uses. */
  const startFor = subset
    ? (pageHtml: string) => {
        const start = withoutHead(subset.around(stylesheetFor(subset.sheet, pageHtml)));
        return start.slice(0, start.indexOf("</head>"));
      }
    : () => html.slice(0, headEnd);
  const root = /<div id="?root"?><\/div>/.exec(html);
  if (!root || root.index < headEnd) {
    return {
      start: html.slice(0, headEnd),
      startFor,
      restCss,
      middle: html.slice(headEnd),
      end: undefined,
    };
  }
  return {
    start: html.slice(0, headEnd),
    startFor,
    restCss,
    middle: html.slice(headEnd, root.index),
    end: html.slice(root.index + root[0].length),
  };
}

type InjectedResponse = Awaited<ReturnType<FastifyInstance["inject"]>>;

/**
 * An in-process answer as the client's query functions read a response (`ok`, `status`,
 * `statusText`, `headers`, `text()`, `json()`; src/client/lib/api-client.ts). Not undici's
 * Response: building one and reading its body through a web stream cost about 150 µs each,
 * twice per signed-in render (decision 0104).
 */
function inProcessResponse(res: InjectedResponse): Response {
  const text = res.statusCode === 204 ? "" : res.payload;
  const answer: Pick<Response, "ok" | "status" | "statusText" | "headers" | "text" | "json"> = {
    ok: res.statusCode >= 200 && res.statusCode < 300,
    status: res.statusCode,
    statusText: res.statusMessage,
    headers: new Headers({ "content-type": String(res.headers["content-type"] ?? "") }),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve().then(() => JSON.parse(text) as unknown),
  };
  return answer as Response;
}

/**
 * A page is kept only with data that changes with the catalogue (the change feed says when) or
 * never while the process runs (the deployment's public configuration).
 */
const onlyKeptData = (queries: readonly PageQuery[]) =>
  queries.every(({ url }) => url.startsWith("/api/products") || url === PUBLIC_CONFIG.url);

/**
 * Answers a page request with the page rendered on the server (docs/decisions/0100): the user and
 * the page's data are asked of this same server in-process (`inject`, with the visitor's cookie,
 * so every rule of the API applies), the client's tree renders with them, and the result goes
 * into index.html with the page's head, its chunk hints and the query cache as non-executable
 * JSON (the CSP forbids inline scripts). Pages for visitors without a session whose data is only
 * the catalogue are kept until the catalogue changes. Without a server build, or if rendering
 * fails, the page is index.html with an empty #root, for the browser to render.
 */
export function createPageRenderer(
  app: FastifyInstance,
  opts: {
    indexHtml: string;
    distDir: string;
    config: Config;
    render: RenderPage | undefined;
    hasSession: (request: FastifyRequest) => boolean;
    /** Whether the request's session cookie names a signed-in user (asked only with a cookie). */
    isSignedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  },
): (request: FastifyRequest, reply: FastifyReply) => Promise<PageResponse> {
  const template = splitTemplate(opts.indexHtml, opts.distDir);
  const start = preparedStart(template.start);
  /** Prepared starts with a page's own rules, by their text: a kind of page repeats its classes. */
  const starts = new Map<string, PreparedStart>();
  const preparedStartFor = (rest: string) => {
    const text = template.startFor(rest);
    let prepared = starts.get(text);
    if (!prepared) {
      if (starts.size >= PREPARED_STARTS_KEPT) starts.delete(starts.keys().next().value!);
      prepared = preparedStart(text);
      starts.set(text, prepared);
    }
    return prepared;
  };
  const hints = pageHints(opts.distDir);
  const publicOrigin = opts.config.publicUrl ? new URL(opts.config.publicUrl).origin : undefined;

  // The rest of the stylesheet after a page's part: named by its content, so cached for good.
  const rests = new Map<string, CachedBody>();
  app.get<{ Params: { file: string } }>(
    `${PAGE_STYLES_PATH}:file`,
    { config: { session: false } },
    async (request, reply) => {
      const id = /^([\w-]{16})\.css$/.exec(request.params.file)?.[1];
      const css = id ? template.restCss(id) : undefined;
      if (!id || css === undefined) throw notFound("Not found");
      let body = rests.get(id);
      if (!body) {
        if (rests.size >= PREPARED_STARTS_KEPT) rests.delete(rests.keys().next().value!);
        // Fetched after the first view, on a connection already open: its medium form (about
        // 6 KB of brotli) fits one window, so the highest effort (30 ms of CPU per stylesheet, one
        // per page shape) would buy no round trip (decisions 0179 and 0189).
        body = improvingBody(Buffer.from(css));
        rests.set(id, body);
      }
      return sendCached(request, reply, body, {
        contentType: "text/css; charset=utf-8",
        cacheControl: "public, max-age=31536000, immutable",
      });
    },
  );

  const cache = new Map<string, PageResponse>();
  app.changes.on("catalogue", () => cache.clear());

  const inProcessFetch = (request: FastifyRequest, reply: FastifyReply): typeof fetch => {
    const answers = new Map<string, Promise<InjectedResponse>>();
    const cookie = request.headers.cookie;
    return async (input) => {
      const url = String(input);
      let answer = answers.get(url);
      if (!answer) {
        answer = Promise.resolve(
          app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} }),
        );
        answers.set(url, answer);
        // A session whose expiry was extended sends its cookie again: pass it on to the browser.
        const setCookie = (await answer).headers["set-cookie"];
        if (setCookie) reply.header("set-cookie", setCookie);
      }
      return inProcessResponse(await answer);
    };
  };

  /** All of the page after the template's start. */
  const assemble = (head: string, root: string, state?: string) =>
    template.end === undefined
      ? head + template.middle
      : head +
        template.middle +
        `<div id="root">${root}</div>` +
        (state ? `<script type="application/json" id="query-state">${state}</script>` : "") +
        template.end;

  return async (request, reply) => {
    const url = request.url;
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const hasSession = opts.hasSession(request);
    // The page names its origin (canonical, Open Graph), so a host is part of the key.
    const key = `${origin} ${url}`;
    if (!hasSession && app.changes.live) {
      const cached = cache.get(key);
      if (cached) return cached;
    }

    // With a session cookie, who is signed in decides the route set (and so the data to fetch).
    // Asked of the session cache directly: the same answer as /api/auth/user (401 exactly when
    // the request has no user), without an in-process request for every visitor with a cookie.
    const signedIn = hasSession && (await opts.isSignedIn(request, reply));
    // A session with no user (a visitor's cart session, an expired or unknown cookie) sees what a
    // visitor sees: the same user (none), the same catalogue answers (those routes never read the
    // session), so the same kept page (decision 0104). Only a signed-in page is never kept.
    const cacheable = !signedIn && app.changes.live;
    if (hasSession && cacheable) {
      const cached = cache.get(key);
      if (cached) return cached;
    }
    const fetchApi = inProcessFetch(request, reply);
    const queries = pageQueries(url, signedIn);
    let page: PageResponse;
    try {
      if (!opts.render) throw new Error("no server build");
      const rendered = await opts.render({ url, fetch: fetchApi, queries });
      const head = pageHead({
        url,
        origin,
        status: rendered.status,
        signedIn,
        dataOf: rendered.dataOf,
      });
      const rest = assemble(
        head + hints(url, signedIn, rendered.status),
        rendered.html,
        rendered.state,
      );
      page = {
        status: rendered.status,
        redirectTo: rendered.redirectTo,
        start: preparedStartFor(rest),
        rest,
        // A visitor's first view in as few round trips as it can (decision 0163); a signed-in
        // page keeps the cheaper gzip after its prepared start (decision 0104).
        brotli: !signedIn,
      };
    } catch (err) {
      if (opts.render) request.log.error({ err }, "server rendering failed; the browser renders");
      const head = pageHead({ url, origin, status: 200, signedIn, dataOf: () => undefined });
      return { status: 200, start, rest: assemble(head + hints(url, signedIn, 200), "") };
    }
    if (cacheable && onlyKeptData(queries)) {
      if (cache.size >= PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      // Only the stylesheet's rules this page uses, and compressed hard (made once per catalogue
      // change): a first view that fits the first round trips of a new connection (decision 0163).
      page.kept = improvingBody(Buffer.concat([page.start.bytes, Buffer.from(page.rest)]));
      cache.set(key, page);
    }
    return page;
  };
}
