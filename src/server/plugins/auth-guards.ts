import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../lib/http-error.js";
import { RECENT_SIGN_IN_MS, type SessionUser } from "./sessions.js";

/** preHandler: 401 unless signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** preHandler: 401 signed out, 403 signed in without admin rights. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin)
    throw forbidden("You need admin privileges to do this.", "admin_required");
}

/** The signed-in user in a handler that runs behind requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Whether the request's session was signed in within RECENT_SIGN_IN_MS (decision 0204). */
export function signedInRecently(request: FastifyRequest, now = Date.now()): boolean {
  const started = request.session?.startedAt;
  return started !== undefined && now - started.getTime() < RECENT_SIGN_IN_MS;
}
