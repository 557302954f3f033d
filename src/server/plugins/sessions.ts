import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Config } from "../config.js";
import type { Db, DbOrTx } from "../db/client.js";
import { hashSessionId } from "../lib/session-id.js";
import { sessions, users } from "../db/schema.js";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../../shared/cookies.js";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const SESSION_TTL_MS = 30 * DAY_MS;

/**
 * How long a session lives (decision 0204): unused for `idleMs` it ends; used or not, it ends
 * `absoluteMs` after it began (for a signed-in one: after signing in). Admins' are short.
 */
export const SESSION_LIMITS = {
  visitor: { idleMs: SESSION_TTL_MS, absoluteMs: 90 * DAY_MS },
  customer: { idleMs: 7 * DAY_MS, absoluteMs: SESSION_TTL_MS },
  admin: { idleMs: HOUR_MS, absoluteMs: 12 * HOUR_MS },
} as const;

/** Refunds need a sign-in this recent (decision 0204): a forgotten admin tab cannot refund. */
export const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

export function sessionLimitsFor(user: { isAdmin: boolean } | null) {
  return user === null
    ? SESSION_LIMITS.visitor
    : user.isAdmin
      ? SESSION_LIMITS.admin
      : SESSION_LIMITS.customer;
}

/** The expiry a session used now gets: idle time ahead, never past its absolute end. */
export function nextExpiry(user: { isAdmin: boolean } | null, startedAt: Date, now = Date.now()) {
  const limits = sessionLimitsFor(user);
  return new Date(Math.min(now + limits.idleMs, startedAt.getTime() + limits.absoluteMs));
}
/**
 * A looked-up session is reused for this long in this process (decision 0050): a signed-in
 * request then costs no session query. Signing out here drops it at once; another process
 * may accept a signed-out cookie for at most this long.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

export type SessionUser = typeof users.$inferSelect;

export interface Session {
  /** sha256 of the cookie value: what the table stores. */
  key: string;
  userId: string | null;
  data: Record<string, unknown>;
  expiresAt: Date;
  /** When it began: for a signed-in session, when its user signed in. */
  startedAt: Date;
}

/** What a sign-in hook learns: the visitor session that ended and the signed-in one that replaced it. */
export interface SignInChange {
  previousKey: string;
  nextKey: string;
  userId: string;
}

/** Runs inside the sign-in transaction; a module moves what the visitor's session owned. */
export type SignInHook = (tx: DbOrTx, change: SignInChange) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** Modules register what follows a visitor into their signed-in session (the advisor does). */
    onSignIn(hook: SignInHook): void;
  }
  interface FastifyContextConfig {
    /** false: a public route that never reads the user, so no session lookup runs for it. */
    session?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
    user: SessionUser | null;
    /** The current session, made (for a visitor) if there is none yet. */
    ensureSession(reply: FastifyReply): Promise<Session>;
    /**
     * Looks the cookie's session up where the hook does not (outside /api/): a page learns who is
     * signed in without asking the API in-process (decision 0104). The same cache and rules.
     */
    lookUpSession(reply: FastifyReply): Promise<void>;
    /** Sign in: a new session id carrying the old session's data and what modules move over. */
    signIn(reply: FastifyReply, user: SessionUser): Promise<void>;
    signOut(reply: FastifyReply): Promise<void>;
    saveSessionData(data: Record<string, unknown>): Promise<void>;
    /** After the user's row changed: this request sees the new row, no cached session the old. */
    userChanged(user: SessionUser): void;
  }
}

// The hash lives in lib/session-id.ts, so the journeys and tools can use it without the server.
export { hashSessionId };

/**
 * In production, a session cookie that travels over HTTPS (PUBLIC_URL https, or a trusted proxy
 * saying so) is `__Host-` prefixed: Secure, this host only, path /. Without a request, the name
 * a PUBLIC_URL deployment uses.
 */
export function sessionCookieName(
  config: Config,
  secure = config.publicUrl?.startsWith("https://") ?? false,
): string {
  return config.env === "production" && secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Whether the request carries a session cookie under the name this request's cookie would have. */
export function hasSessionCookie(config: Config, request: FastifyRequest): boolean {
  return Boolean(request.cookies[sessionCookieName(config, isSecureRequest(config, request))]);
}

export function isSecureRequest(config: Config, request: FastifyRequest): boolean {
  if (config.publicUrl) return config.publicUrl.startsWith("https://");
  return request.protocol === "https";
}

export const sessionsPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
    const { db, config } = opts;
    const cookieNameFor = (request: FastifyRequest) =>
      sessionCookieName(config, isSecureRequest(config, request));

    interface CachedSession {
      session: Session;
      user: SessionUser | null;
      until: number;
    }
    const cache = new Map<string, CachedSession>();
    const remember = (session: Session, user: SessionUser | null) => {
      if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(session.key, { session, user, until: Date.now() + SESSION_CACHE_MS });
    };
    /**
     * Cookies that name no live session (expired, signed out elsewhere, or never issued), with
     * when to ask again: a browser keeps sending such a cookie on every request, and a page then
     * asks twice (the user, then its data). A key is sha256 of 32 random bytes made at insert, so
     * no unknown key can become a session while it is remembered here.
     */
    const unknownKeys = new Map<string, number>();
    const rememberUnknown = (key: string) => {
      if (unknownKeys.size >= SESSION_CACHE_MAX)
        unknownKeys.delete(unknownKeys.keys().next().value!);
      unknownKeys.set(key, Date.now() + SESSION_CACHE_MS);
    };
    const knownUnknown = (key: string) => {
      const until = unknownKeys.get(key);
      if (until === undefined) return false;
      if (until > Date.now()) return true;
      unknownKeys.delete(key);
      return false;
    };

    const signInHooks: SignInHook[] = [];
    app.decorate("onSignIn", (hook: SignInHook) => {
      signInHooks.push(hook);
    });

    app.decorateRequest("session", null);
    app.decorateRequest("user", null);

    const setCookie = (
      request: FastifyRequest,
      reply: FastifyReply,
      raw: string,
      expiresAt: Date,
    ) => {
      reply.setCookie(cookieNameFor(request), raw, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: isSecureRequest(config, request),
        maxAge: Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)),
      });
    };

    const createSession = async (
      executor: DbOrTx,
      request: FastifyRequest,
      reply: FastifyReply,
      user: SessionUser | null,
      data: Record<string, unknown>,
    ): Promise<Session> => {
      const raw = randomBytes(32).toString("base64url");
      const startedAt = new Date();
      const session: Session = {
        key: hashSessionId(raw),
        userId: user?.id ?? null,
        data,
        expiresAt: nextExpiry(user, startedAt),
        startedAt,
      };
      await executor.insert(sessions).values({
        id: session.key,
        userId: session.userId,
        data,
        expiresAt: session.expiresAt,
        createdAt: startedAt,
      });
      setCookie(request, reply, raw, session.expiresAt);
      return session;
    };

    app.decorateRequest(
      "ensureSession",
      async function (this: FastifyRequest, reply: FastifyReply) {
        this.session ??= await createSession(db, this, reply, null, {});
        return this.session;
      },
    );

    app.decorateRequest(
      "signIn",
      async function (this: FastifyRequest, reply: FastifyReply, user: SessionUser) {
        const previous = this.session;
        const { oidc: _flowState, ...data } = previous?.data ?? {};
        await db.transaction(async (tx) => {
          if (previous) {
            cache.delete(previous.key);
            await tx.delete(sessions).where(eq(sessions.id, previous.key));
          }
          const next = await createSession(tx, this, reply, user, data);
          if (previous) {
            const change = { previousKey: previous.key, nextKey: next.key, userId: user.id };
            for (const hook of signInHooks) await hook(tx, change);
          }
          this.session = next;
        });
        this.user = user;
      },
    );

    app.decorateRequest("signOut", async function (this: FastifyRequest, reply: FastifyReply) {
      if (this.session) {
        cache.delete(this.session.key);
        await db.delete(sessions).where(eq(sessions.id, this.session.key));
      }
      this.session = null;
      this.user = null;
      // A browser only accepts the expired __Host- cookie with the same flags it was set with.
      reply.clearCookie(cookieNameFor(this), {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: isSecureRequest(config, this),
      });
    });

    app.decorateRequest(
      "saveSessionData",
      async function (this: FastifyRequest, data: Record<string, unknown>) {
        if (!this.session) throw new Error("no session to save");
        this.session.data = data;
        cache.delete(this.session.key);
        await db.update(sessions).set({ data }).where(eq(sessions.id, this.session.key));
      },
    );

    app.decorateRequest("userChanged", function (this: FastifyRequest, user: SessionUser) {
      for (const [key, entry] of cache) if (entry.user?.id === user.id) cache.delete(key);
      this.user = user;
    });

    // The cheap checks run in a callback hook, so public and signed-out requests pay no promise.
    /** Sets the request's session and user from its cookie; a promise only when it must ask. */
    function resolveSession(request: FastifyRequest, reply: FastifyReply): Promise<void> | void {
      const raw = request.cookies[cookieNameFor(request)];
      if (!raw || raw.length > 100) return;
      const key = hashSessionId(raw);
      if (useCachedSession(request, key) || knownUnknown(key)) return;
      return loadSession(request, reply, raw, key);
    }

    app.addHook("onRequest", (request, reply, done) => {
      // No cookie, no session to look up: asked first, since `routeOptions` is built anew on
      // every read of it, which an anonymous catalogue read should not pay for.
      if (request.headers.cookie === undefined) return done();
      if (!request.url.startsWith("/api/")) return done();
      if (request.routeOptions.config.session === false) return done();
      const lookup = resolveSession(request, reply);
      if (!lookup) return done();
      lookup.then(() => done(), done);
    });

    app.decorateRequest(
      "lookUpSession",
      async function (this: FastifyRequest, reply: FastifyReply) {
        if (!this.session) await resolveSession(this, reply);
      },
    );

    function useCachedSession(request: FastifyRequest, key: string): boolean {
      const hit = cache.get(key);
      if (!hit || hit.until <= Date.now() || hit.session.expiresAt.getTime() <= Date.now()) {
        return false;
      }
      // A copy: a handler changing its request's session must not change the cached one.
      request.session = { ...hit.session };
      request.user = hit.user;
      return true;
    }

    async function loadSession(
      request: FastifyRequest,
      reply: FastifyReply,
      raw: string,
      key: string,
    ) {
      cache.delete(key);
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, key), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row) return rememberUnknown(key);
      const limits = sessionLimitsFor(row.user);
      const now = Date.now();
      // Past its absolute end (an admin's session that was made a customer's lifetime, say).
      if (row.session.createdAt.getTime() + limits.absoluteMs <= now) {
        await db.delete(sessions).where(eq(sessions.id, key));
        return rememberUnknown(key);
      }
      request.session = {
        key,
        userId: row.session.userId,
        data: row.session.data,
        expiresAt: row.session.expiresAt,
        startedAt: row.session.createdAt,
      };
      request.user = row.user;
      remember({ ...request.session }, row.user);
      // Used: the idle time starts again, written at most every quarter of it (a day at most),
      // so a busy shopper does not write on every request.
      const rollEvery = Math.min(DAY_MS, limits.idleMs / 4);
      const expiresAt = nextExpiry(row.user, row.session.createdAt, now);
      // A session made with a longer expiry than its user now gets (older rules) is brought in.
      const clamp = expiresAt.getTime() < row.session.expiresAt.getTime();
      if (clamp || expiresAt.getTime() - row.session.expiresAt.getTime() > rollEvery) {
        await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, key));
        request.session.expiresAt = expiresAt;
        remember({ ...request.session }, row.user);
        setCookie(request, reply, raw, expiresAt);
      }
    }

    app.jobs.define({
      name: "sweep-sessions",
      cron: "17 * * * *",
      policy: "stately",
      retries: 0,
      run: () => db.delete(sessions).where(lt(sessions.expiresAt, new Date())),
    });
  },
  { name: "sessions", dependencies: ["@fastify/cookie"] },
);
