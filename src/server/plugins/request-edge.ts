import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import type { Config } from "../config.js";
import { hostName } from "../lib/hosts.js";
import { NUL_REFUSED } from "../../shared/contracts/text.js";

const ADMITTED_HOSTS_KEPT = 64;

/**
 * The first thing every request meets (decision 0200): a `Host` that is not a host name is a 400,
 * and a name this server does not answer for is a 421. A page whose name was rebound to
 * 127.0.0.1 (DNS rebinding) sends its own name, so it never reaches a route or a session.
 * A request without `Host` (HTTP/1.0) names nothing to rebind and goes on.
 */
export function hostAllowList(config: Config) {
  // Host headers already let through, so a request with one of them does not parse it again;
  // bounded, as a client can send any number of different ones (ports, letter case).
  const admitted = new Set<string>();
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const header = request.headers.host;
    if (header === undefined || admitted.has(header)) return done();
    const name = hostName(header);
    if (name === undefined) {
      reply.code(400).send({ message: "The Host header is not a host name.", code: "bad_host" });
      return;
    }
    if (config.allowedHosts.has(name)) {
      if (admitted.size < ADMITTED_HOSTS_KEPT) admitted.add(header);
      return done();
    }
    request.log.warn({ statusCode: 421, host: header.slice(0, 100) }, "refused: unknown host");
    reply.code(421).send({
      message: "This server does not answer for that host name.",
      code: "unknown_host",
    });
  };
}

/** A NUL written into the address percent-encoded (a raw one is refused by Node's parser). */
const ENCODED_NUL = /%00/i;

/** Where in the address the NUL is: a query field by name, else the path. */
function placeOfNul(url: string): string {
  const at = url.indexOf("?");
  if (at >= 0) {
    for (const [key, value] of new URLSearchParams(url.slice(at + 1)))
      if (`${key}${value}`.includes("\u0000")) return `querystring.${key.slice(0, 50)}`;
  }
  return "path";
}

/**
 * PostgreSQL text cannot hold a NUL, so one in a path segment or a query field would reach a
 * query and fail there (500): refused for every route at once, before any route runs, naming the
 * field as a validation error does. Bodies are checked field by field by the shared `inputText`.
 */
export function refuseNulInAddress(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  if (!ENCODED_NUL.test(request.url) && !request.url.includes("\u0000")) return done();
  reply.code(400).send({
    message: `Invalid request — ${placeOfNul(request.url)}: ${NUL_REFUSED}`,
    code: "nul_character",
  });
}
