import Fastify, { type FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { Config } from "../config.js";
import { errorBody } from "../lib/http-error.js";
import { hostName } from "../lib/hosts.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyInstance {
    /** The headers every answer carries (helmet's, captured once). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/**
 * Whether an Origin is this server's own: PUBLIC_URL's when set; else a name on the allow-list
 * (decision 0200) at the address the request was sent to. The request's Host alone never
 * vouches for an origin: a rebound name sends its own Host too.
 */
function isOwnOrigin(config: Config, origin: string, protocol: string, host: string | undefined) {
  if (config.publicUrl) return origin === new URL(config.publicUrl).origin;
  if (!host || origin !== `${protocol}://${host}`) return false;
  const name = hostName(host);
  return name !== undefined && config.allowedHosts.has(name);
}

/**
 * The headers helmet sends, captured once: helmet rebuilds its CSP string on every request
 * (it allows per-request nonces, which this app does not use), which cost more than a tenth of
 * a catalogue request. The values are the same for every response.
 */
async function staticSecurityHeaders(options: FastifyHelmetOptions) {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get("/", async () => "");
  const response = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const captured: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (["content-type", "content-length", "date", "connection"].includes(name)) continue;
    if (typeof value === "string") captured[name] = value;
  }
  return captured;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; dev: boolean }) => {
    const { config, dev } = opts;
    const headers = await staticSecurityHeaders({
      // Vite's dev server injects inline scripts for hot reload; the built client has none.
      contentSecurityPolicy: dev
        ? false
        : {
            useDefaults: false,
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'", "https://js.stripe.com"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:", "https:"],
              fontSrc: ["'self'", "data:"],
              connectSrc: ["'self'", "https://api.stripe.com"],
              frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              frameAncestors: ["'none'"],
              ...(config.publicUrl?.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
            },
          },
      crossOriginEmbedderPolicy: false,
      // No address leaves for another site; on this one, a form posted from a page says which
      // origin it came from (with no-referrer browsers send `Origin: null`, and the check below
      // would refuse the shop's own forms).
      referrerPolicy: { policy: "same-origin" },
      strictTransportSecurity: config.publicUrl?.startsWith("https://") ? undefined : false,
    });
    app.decorate("securityHeaders", headers);
    app.addHook("onRequest", (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // Cookies ride along on cross-site form posts; a state-changing request must come from our own pages.
    // A callback hook, not an async one: most requests are reads and leave at once, without a
    // promise per request (measurable on GET /api/products).
    app.addHook("onRequest", (request, reply, done) => {
      if (SAFE_METHODS.has(request.method)) return done();
      const origin = request.headers.origin;
      const foreign =
        request.headers["sec-fetch-site"] === "cross-site" ||
        (origin !== undefined &&
          !isOwnOrigin(config, origin, request.protocol, request.headers.host));
      if (!foreign) return done();
      request.log.warn(
        { statusCode: 403, method: request.method, url: request.url.split("?")[0], origin },
        "authorisation refused: cross-site request",
      );
      reply
        .code(403)
        .send(errorBody(403, "Cross-site requests are not allowed.", "cross_site_request"));
    });
  },
);
