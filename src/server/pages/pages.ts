import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { createRequestHandler, type RequestHandler, type ServerBuild } from "react-router";
import type { Config } from "../config.js";
import { errorBody } from "../lib/http-error.js";
import {
  acceptedEncoding,
  COMPRESS_FROM_BYTES,
  compressRendered,
} from "../lib/http-representation.js";
import { TIME_ZONE_COOKIE } from "../../shared/contracts/page-render.js";
import { createPageContext, type ServerPageContext } from "./page-context.js";
import { keepPage, keptPages, sendKept } from "./kept-pages.js";
import type { PageBuild } from "./page-build.js";

/** The API and the health checks: never a page. */
const SERVER_PATHS = /^\/(api|healthz|readyz)(\/|$|\?)/;
/** A path whose last segment has an extension asks for a file, never for a page. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;
/** The bodies a page's form sends. */
const FORM_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
/** React Router's own requests: a route's data or action (`.data`) and the route manifest. */
const ROUTER_REQUEST = /(\.data$|^\/__manifest$)/;

/** Hashed assets never change; other public files may, so they are cached for an hour. */
function cacheControlFor(file: string): string {
  if (file.split(path.sep).join("/").includes("/assets/"))
    return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/**
 * The build's files, with the compressed forms it wrote beside them: each folder (/assets/,
 * /images/, /resources/) as one route that looks its file up on disk, and the few files at the
 * top (the icon) as routes of their own. A route per file costs hundreds of milliseconds of each
 * server's start (the tests start one per file).
 */
async function serveFiles(app: FastifyInstance, root: string) {
  const entries = fs.readdirSync(root, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith("."));
  const common = {
    index: false as const,
    preCompressed: true,
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, file: string) =>
      reply.header("cache-control", cacheControlFor(file)),
  };
  for (const [i, folder] of folders.entries()) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(root, folder.name),
      prefix: `/${folder.name}/`,
      wildcard: true,
      decorateReply: i === 0,
    });
  }
  await app.register(fastifyStatic, {
    ...common,
    root,
    prefix: "/",
    wildcard: false,
    globIgnore: [".*/**", ...folders.map((folder) => `${folder.name}/**`)],
    decorateReply: folders.length === 0,
  });
}

/** The IANA zone the browser's cookie names, if this engine knows it (anyone can edit it). */
function timeZoneOf(request: FastifyRequest): string {
  const zone = request.cookies[TIME_ZONE_COOKIE];
  if (!zone || zone.length > 64) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/** The CSP the security plugin set, with more sources allowed to run scripts. */
function allowScripts(reply: FastifyReply, sources: string[]) {
  const csp = reply.getHeader("content-security-policy");
  if (typeof csp !== "string") return; // development: Vite's scripts, no CSP
  reply.header(
    "content-security-policy",
    csp.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${sources.join(" ")}`),
  );
}

/** The request as the Fetch API's Request, which React Router's handler takes. */
function fetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody && request.body ? new Uint8Array(request.body as Buffer) : undefined,
  });
}

/**
 * A page is kept for every visitor when nothing in it depends on who asks: a visitor's page whose
 * data is only the catalogue (the change feed says when it changes), the deployment's public
 * configuration, and "nobody is signed in". Pages with other data (resources, partners, a
 * conversation) are rendered per request.
 */
const keptData = (url: string) =>
  url.startsWith("/api/products") || url === "/api/config" || url === "/api/auth/user";

/**
 * The pages (docs/pages-and-rendering.md): React Router in framework mode, inside this server.
 * Every path that is not the API or a file is a page request, answered by React Router's request
 * handler with the server build's route modules; their loaders and actions reach the API
 * in-process. The browser's files are served from the build, hashed assets cached for a year.
 */
export async function pages(
  app: FastifyInstance,
  opts: {
    /** The browser's files (dist/pages/client); none in development, where Vite serves them. */
    root?: string;
    config: Config;
    build: PageBuild;
    /** Development: the build changes with the sources, so it is asked for on every request. */
    dev?: boolean;
    hasSession: (request: FastifyRequest) => boolean;
  },
) {
  const publicOrigin = opts.config.publicUrl ? new URL(opts.config.publicUrl).origin : undefined;
  if (opts.root && fs.existsSync(opts.root)) await serveFiles(app, opts.root);
  // The server build is imported with the first page asked for, not at start: most of the test
  // suite's servers answer only the API.
  let handler: Promise<RequestHandler | undefined> | undefined;
  const pageHandler = () =>
    (handler ??= opts.dev
      ? Promise.resolve(
          createRequestHandler(() => opts.build() as Promise<ServerBuild>, "development"),
        )
      : opts.build().then((built) => built && createRequestHandler(built, "production")));

  const kept = keptPages();
  app.changes.on("catalogue", () => kept.clear());

  // Forms post to their page (a page's `action`): React Router reads the body itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?", 1)[0]!;
    // A missing image or download must fail as one, not arrive as the HTML page.
    if (
      SERVER_PATHS.test(request.url) ||
      (FILE_PATH.test(pathname) && !ROUTER_REQUEST.test(pathname))
    ) {
      return reply.code(404).send(errorBody(404, "Not found"));
    }
    // A page's form posts its fields; any other body is refused before React Router reads it.
    if (request.method === "POST" && !FORM_BODY.test(request.headers["content-type"] ?? "")) {
      return reply
        .code(415)
        .send(
          errorBody(
            415,
            "A page takes a form's fields (application/x-www-form-urlencoded or multipart/form-data).",
            "unsupported_media_type",
          ),
        );
    }
    const handle = await pageHandler();
    if (!handle) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The pages are not built yet: run npm run build.");
    }
    const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
    const withSession = opts.hasSession(request);
    if (withSession) await request.lookUpSession(reply);
    const user = request.user;
    // The page names its origin (canonical, Open Graph), so a host is part of the key.
    const key = `${origin} ${request.url}`;
    const keepable =
      !user && request.method === "GET" && !ROUTER_REQUEST.test(pathname) && app.changes.live;
    const ready = keepable ? kept.get(key) : undefined;
    if (ready) {
      allowScripts(reply, ready.scriptHashes);
      return sendKept(request, reply, ready, withSession);
    }

    const nonce = randomBytes(16).toString("base64");
    const context: ServerPageContext = createPageContext(app, request, reply, {
      user: user && { id: user.id, isAdmin: user.isAdmin },
      origin,
      timeZone: timeZoneOf(request),
      nonce,
    });
    const response = await handle(fetchRequest(request, origin), context);
    for (const [name, value] of response.headers) reply.header(name, value);
    reply.code(response.status);
    const body = Buffer.from(await response.arrayBuffer());
    const html = response.headers.get("content-type")?.startsWith("text/html") ?? false;
    if (!html) {
      // A route's data (`.data`) or an action's answer: the root's data is the user and their cart.
      if (withSession) reply.header("cache-control", "private, no-store");
      return reply.send(body);
    }

    if (
      keepable &&
      (response.status === 200 || response.status === 404) &&
      !reply.hasHeader("set-cookie") &&
      [...context.readUrls].every(keptData)
    ) {
      const page = keepPage(response.status, response.headers.get("content-type")!, body);
      kept.keep(key, page);
      allowScripts(reply, page.scriptHashes);
      return sendKept(request, reply, page, withSession);
    }
    allowScripts(reply, [`'nonce-${nonce}'`]);
    reply.header("vary", "cookie, accept-encoding");
    // A signed-in page embeds its user's orders and licence keys: never stored (decision 0201).
    reply.header("cache-control", withSession ? "private, no-store" : "no-cache");
    // Compressed whole in the thread pool (not on the event loop, not as a stream through
    // @fastify/compress's Transform: docs/performance.md); @fastify/compress leaves it as it is.
    const encoding = body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(request) : undefined;
    if (!encoding) return reply.send(body);
    return reply.header("content-encoding", encoding).send(await compressRendered(body, encoding));
  };

  app.route({ method: ["GET", "POST"], url: "/*", handler: answer });
  app.route({ method: ["GET", "POST"], url: "/", handler: answer });
}
