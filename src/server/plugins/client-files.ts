import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { pageHints } from "./page-hints.js";

/** Hashed assets never change; other public files may, so they are cached for an hour. */
function cacheControlFor(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

const SERVER_PATHS = /^\/(api|healthz|readyz)(\/|$|\?)/;
/** A path whose last segment has an extension asks for a file, never for a client route. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/**
 * The built client: hashed assets cached for a year, index.html always revalidated (a deploy is
 * seen at once), and every other path answered with index.html so the client shows its own 404.
 * In development Vite serves the client through its middleware instead.
 */
export async function clientFiles(
  app: FastifyInstance,
  opts: { root: string; hasSession: (request: FastifyRequest) => boolean },
) {
  const indexFile = path.join(opts.root, "index.html");
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : undefined;
  const hints = pageHints(opts.root);
  const headEnd = indexHtml?.indexOf("</head>") ?? -1;
  const withHints = (html: string, request: FastifyRequest) =>
    headEnd < 0
      ? html
      : html.slice(0, headEnd) + hints(request.url, opts.hasSession(request)) + html.slice(headEnd);
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: "/",
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlFor(filePath)),
    });
  }
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml === undefined) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The client is not built yet: run npm run build.");
    }
    return reply
      .header("cache-control", "no-cache")
      .header("vary", "cookie")
      .type("text/html; charset=utf-8")
      .send(withHints(indexHtml, request));
  };
  app.setNotFoundHandler(async (request, reply) => {
    // A missing image or download must fail as one, not arrive as the HTML page.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !SERVER_PATHS.test(request.url) &&
      !FILE_PATH.test(request.url.split("?")[0]!);
    if (!isPage) return reply.code(404).send({ message: "Not found" });
    return sendIndex(request, reply);
  });
}
