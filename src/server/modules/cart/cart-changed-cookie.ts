import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import { isSecureRequest } from "../../plugins/sessions.js";
import { CART_CHANGED_COOKIE, CART_CHANGED_MAX_AGE_S } from "../../../shared/cookies.js";

/**
 * When this browser last changed its cart (ms since the epoch), so that the next cart read — on
 * whichever server process the load balancer picks — never answers from a copy older than that
 * change (decision 0063). Not a secret: a forged value only makes the sender's own reads skip
 * the cache.
 */
const COOKIE = CART_CHANGED_COOKIE;
/** Past this, the change notification has long reached every process. */
const MAX_AGE_S = CART_CHANGED_MAX_AGE_S;

export function markCartChanged(config: Config, request: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(COOKIE, String(Date.now()), {
    path: "/api/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureRequest(config, request),
    maxAge: MAX_AGE_S,
  });
}

export function cartChangedAt(request: FastifyRequest): number {
  const value = Number(request.cookies[COOKIE]);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}
