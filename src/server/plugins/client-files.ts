import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import fastifyStatic from "@fastify/static";

const SERVER_PATHS = /^\/(api|healthz|readyz)(\/|$|\?)/;
/** A path whose last segment has an extension asks for a file, never for a client route. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;

/**
 * The built client: hashed assets cached for a year, index.html never cached,
 * and every other path answered with index.html so the client shows its own 404.
 * In development Vite serves the client through its middleware instead.
 */
export async function clientFiles(
  app: FastifyInstance,
  opts: { root: string; publicRoot: string },
) {
  const indexFile = path.join(opts.root, "index.html");
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      prefix: "/",
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }
  const sendIndex = (reply: FastifyReply) => {
    if (!hasBuild)
      return reply
        .code(503)
        .type("text/plain")
        .send("The client is not built yet: run npm run build.");
    return reply
      .header("cache-control", "no-cache")
      .type("text/html")
      .sendFile("index.html", opts.root);
  };
  app.setNotFoundHandler(async (request, reply) => {
    if (SERVER_PATHS.test(request.url)) return reply.code(404).send({ message: "Not found" });
    if (request.method !== "GET" && request.method !== "HEAD")
      return reply.code(404).send({ message: "Not found" });
    // A missing image or download must fail as one, not arrive as the HTML page.
    if (FILE_PATH.test(request.url.split("?")[0]!))
      return reply.code(404).send({ message: "Not found" });
    return sendIndex(reply);
  });
}
