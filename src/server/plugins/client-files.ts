import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import type { Config } from "../config.js";
import type { RenderPage } from "../../shared/contracts/page-render.js";
import {
  precompressedBody,
  sendAfterStart,
  sendCached,
  type CachedBody,
} from "../lib/http-representation.js";
import { createPageRenderer } from "../ssr/render-page.js";
import { errorBody } from "../lib/http-error.js";

const HTML_TYPE = "text/html; charset=utf-8";

/** Hashed assets never change; other public files may, so they are cached for an hour. */
function cacheControlFor(file: string): string {
  if (file.split(path.sep).join("/").includes("/assets/"))
    return "public, max-age=31536000, immutable";
  return "public, max-age=3600";
}

/**
 * Folders of the build answered from memory: their files do not change while the server runs,
 * and a journey's page asks for about ten of them. Sent from disk, each cost a stat per
 * compressed form, an open, a read and a close.
 */
const KEPT_FOLDERS = ["assets", "images"];
const KEPT_TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

interface KeptFile {
  /** From the build's root, with forward slashes: its URL path without the leading slash. */
  name: string;
  contentType: string;
  body: CachedBody;
}

/**
 * The kept folders' files of a known type, each with the compressed forms the build wrote
 * beside it (`.br`, `.gz`). Files of other types stay with @fastify/static.
 */
function readKeptFiles(root: string): KeptFile[] {
  const files: KeptFile[] = [];
  for (const folder of KEPT_FOLDERS) {
    for (const file of filesIn(path.join(root, folder))) {
      const contentType = KEPT_TYPES[path.extname(file)];
      if (!contentType) continue;
      const form = (suffix: string) =>
        fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined;
      files.push({
        name: path.relative(root, file).split(path.sep).join("/"),
        contentType,
        body: precompressedBody(fs.readFileSync(file), { br: form(".br"), gzip: form(".gz") }),
      });
    }
  }
  return files;
}

/** Every file under a folder (none if it does not exist), as paths. */
function filesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((entry) => path.join(dir, entry))
    .filter((file) => fs.statSync(file).isFile());
}

interface KeptBuild {
  files: KeptFile[];
  /** @fastify/static's `globIgnore`. */
  ignored: string[];
}

/**
 * One reading per build and process: the test suite builds an app per file (53 of them), each of
 * which read and hashed the same 230 files again (decision 0182). A new build (a new index.html)
 * is read afresh.
 */
const keptByBuild = new Map<string, KeptBuild>();
function keptBuild(root: string): KeptBuild {
  const key = `${root}:${fs.statSync(path.join(root, "index.html")).mtimeMs}`;
  let build = keptByBuild.get(key);
  if (!build) {
    const files = readKeptFiles(root);
    build = { files, ignored: leftToKeptRoutes(root, files) };
    keptByBuild.set(key, build);
  }
  return build;
}

/**
 * What @fastify/static must leave to the kept files' routes: a kept folder as one pattern when it
 * holds nothing else (its glob then skips the folder; a list of every name cost about 25 ms of CPU
 * per app), otherwise each kept file and its compressed forms.
 */
function leftToKeptRoutes(root: string, kept: KeptFile[]): string[] {
  const names = new Set(kept.flatMap(({ name }) => [name, `${name}.br`, `${name}.gz`]));
  return KEPT_FOLDERS.flatMap((folder) => {
    const inFolder = filesIn(path.join(root, folder)).map((file) =>
      path.relative(root, file).split(path.sep).join("/"),
    );
    return inFolder.every((name) => names.has(name))
      ? [`${folder}/**`]
      : inFolder.filter((name) => names.has(name));
  });
}

const SERVER_PATHS = /^\/(api|healthz|readyz)(\/|$|\?)/;
/** A path whose last segment has an extension asks for a file, never for a client route. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/** The server renderer built by `vite build --ssr` beside the client build, if there is one. */
async function loadRenderer(clientRoot: string): Promise<RenderPage | undefined> {
  const entry = path.join(clientRoot, "../server/entry-server.js");
  if (!fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/**
 * The built client: hashed assets cached for a year, and every other path answered with the page
 * rendered on the server (docs/decisions/0100) with its real status (404 for an unknown path or
 * a missing product). Without a server build, index.html as it is, for the client to render.
 * In development Vite serves the client through its middleware instead.
 */
export async function clientFiles(
  app: FastifyInstance,
  opts: {
    root: string;
    config: Config;
    hasSession: (request: FastifyRequest) => boolean;
    isSignedIn: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  },
) {
  const indexFile = path.join(opts.root, "index.html");
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : undefined;
  if (indexHtml) {
    const kept = keptBuild(opts.root);
    for (const file of kept.files) {
      const headers = {
        contentType: file.contentType,
        cacheControl: cacheControlFor(`/${file.name}`),
      };
      // Not part of the API's reference; compressed by sendCached, not @fastify/compress.
      app.get(`/${file.name}`, { compress: false, schema: { hide: true } }, (request, reply) =>
        sendCached(request, reply, file.body, headers),
      );
    }
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: "/",
      index: false,
      wildcard: false,
      globIgnore: kept.ignored,
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlFor(filePath)),
    });
  }
  const renderer =
    indexHtml === undefined
      ? undefined
      : createPageRenderer(app, {
          indexHtml,
          distDir: opts.root,
          config: opts.config,
          render: await loadRenderer(opts.root),
          hasSession: opts.hasSession,
          isSignedIn: opts.isSignedIn,
        });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (renderer === undefined) {
      return reply
        .code(503)
        .type("text/plain")
        .send("The client is not built yet: run npm run build.");
    }
    const page = await renderer(request, reply);
    // A signed-in page embeds its user's orders and licence keys: never stored (decision 0201).
    reply
      .header("cache-control", opts.hasSession(request) ? "private, no-store" : "no-cache")
      .header("vary", "cookie");
    if (page.redirectTo) return reply.redirect(page.redirectTo, 302);
    // Compressed here: @fastify/compress does not reach the not-found handler.
    reply.code(page.status);
    if (page.kept) {
      return sendCached(request, reply, page.kept, {
        contentType: HTML_TYPE,
        etag: page.status === 200,
      });
    }
    return sendAfterStart(request, reply, page.start, page.rest, HTML_TYPE, page.brotli);
  };
  app.setNotFoundHandler(async (request, reply) => {
    // A missing image or download must fail as one, not arrive as the HTML page.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !SERVER_PATHS.test(request.url) &&
      !FILE_PATH.test(request.url.split("?")[0]!);
    if (!isPage) return reply.code(404).send(errorBody(404, "Not found"));
    return sendPage(request, reply);
  });
}
