import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  oidcProviderSchema,
  profileUpdateSchema,
  testLoginBodySchema,
  userSchema,
} from "../../../shared/contracts/auth.js";
import {
  parsePendingAction,
  pendingActionParam,
  safeReturnTo,
  signInPath,
  TEST_USER_IDS,
  type PendingAction,
  type SignInError,
} from "../../../shared/sign-in.js";
import { carryOutPendingAction } from "./pending-action.js";
import { errorResponses, errorSchema, okSchema } from "../../../shared/contracts/common.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { badRequest, errorBody, notFound, unauthorized } from "../../lib/http-error.js";
import { OidcProviders, type OidcFlowState } from "./oidc.js";
import {
  findUser,
  revokeUnlistedAdmins,
  updateUserNames,
  upsertIdentityUser,
} from "./users-repository.js";
import { currentUser, requireUser } from "../../plugins/auth-guards.js";

/** What a sign-out link followed from another site shows: a question, not a sign-out. */
const SIGN_OUT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out - Countinghouse</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem">
<h1>Sign out of Countinghouse?</h1>
<p>Another site sent you here. You are still signed in.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Stay signed in and go to Countinghouse</a></p>
</body>
</html>
`;

const toPublicUser = (user: z.infer<typeof userSchema>) => userSchema.parse(user);

function baseUrl(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export async function authRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; oidc?: OidcProviders },
) {
  const { db, config } = opts;
  const oidc = opts.oidc ?? new OidcProviders(config.oidc);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const revoked = await revokeUnlistedAdmins(db, config.adminEmails);
  if (revoked > 0) app.log.warn({ revoked }, "admin rights removed: address not in ADMIN_EMAILS");
  /** Back to the sign-in screen with why, keeping where the visitor was and what they were doing. */
  const toLogin = (error: SignInError, returnTo?: unknown, then?: PendingAction | null) => {
    const rest = signInPath("/login", safeReturnTo(returnTo), then).split("?")[1];
    return `/login?error=${error}${rest ? `&${rest}` : ""}`;
  };

  r.get(
    "/api/auth/user",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user",
        response: { 200: userSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      // Who is signed in, with their e-mail: no shared cache or browser disk keeps it.
      reply.header("cache-control", "private, no-store");
      // Signed out is this route's ordinary answer, not a refused request: no warning is logged.
      if (!request.user) return reply.code(401).send(errorBody(401, "Unauthorized"));
      return toPublicUser(request.user);
    },
  );

  // A page's loader: the user its handler looked up (nobody signed in asks the route, for its 401).
  app.pageReads.add("/api/auth/user", (request) =>
    request.user ? toPublicUser(request.user) : undefined,
  );

  r.patch(
    "/api/auth/user",
    {
      // onRequest: a visitor gets 401 before the body is parsed or validated.
      onRequest: requireUser,
      schema: {
        tags: ["auth"],
        summary: "Edit Profile: change the signed-in user's own first and last name",
        body: profileUpdateSchema,
        response: { 200: userSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const updated = await updateUserNames(db, currentUser(request).id, request.body);
      // The session's user was deleted between the guard and the write: signed out after all.
      if (!updated) throw unauthorized();
      request.userChanged(updated);
      return toPublicUser(updated);
    },
  );

  r.post(
    "/api/test-login",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign in as one of the two test accounts (off in production unless TEST_LOGIN=on)",
        body: testLoginBodySchema,
        response: {
          200: okSchema.extend({
            user: userSchema,
            redirectTo: z.string().describe("Where to go now: returnTo, or the trial's checkout"),
          }),
          ...errorResponses(400, 404),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      if (!config.testLogin)
        throw notFound("Test login is turned off on this server.", "test_login_disabled");
      const { userId } = request.body;
      const known = (TEST_USER_IDS as readonly string[]).includes(userId);
      const user = known ? await findUser(db, userId) : undefined;
      if (!user) {
        throw badRequest(
          `Unknown test account "${userId}". Use admin_test_123 or customer_test_456.`,
          "test_account_unknown",
        );
      }
      await request.signIn(reply, user);
      request.log.info({ userId: user.id }, "signed in with a test account");
      const redirectTo = await carryOutPendingAction(
        { db, config, request, reply },
        user.id,
        request.body.returnTo,
        parsePendingAction(request.body.then),
      );
      return { ok: true as const, user: toPublicUser(user), redirectTo };
    },
  );

  // A hostile or malformed returnTo or then is not an error: it falls back to "/" and nothing.
  const returnToQuery = z.object({
    returnTo: z.unknown().optional().describe("A page on this site to come back to after sign-in"),
    then: z
      .unknown()
      .optional()
      .describe(
        "What the visitor was doing: add:{productId} (added to the cart once signed in) or trial:{productId} (lands in its checkout); xN for N users, clients or returns",
      ),
  });

  r.get(
    "/api/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Go to the sign-in screen (with the page to come back to, if any)",
        querystring: returnToQuery,
      },
    },
    async (request, reply) =>
      reply.redirect(
        signInPath(
          "/login",
          safeReturnTo(request.query.returnTo),
          parsePendingAction(request.query.then),
        ),
      ),
  );

  r.get(
    "/api/logout",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Sign out and go home (a link from another site gets a page with a sign-out button instead)",
      },
    },
    async (request, reply) => {
      // The spec's sign-out is a GET, which any site can make a browser send: a link or image on
      // a foreign page must not sign people out. The browser says where the request came from.
      if (request.headers["sec-fetch-site"] === "cross-site") {
        return reply
          .code(200)
          .header("cache-control", "no-store")
          .type("text/html; charset=utf-8")
          .send(SIGN_OUT_PAGE);
      }
      await request.signOut(reply);
      return reply.redirect("/");
    },
  );

  r.post(
    "/api/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out (the button of the page a cross-site GET /api/logout shows)",
      },
    },
    async (request, reply) => {
      // The security plugin has already refused a cross-site POST: this one came from our page.
      await request.signOut(reply);
      return reply.redirect("/", 303);
    },
  );

  const providerParams = z.object({ provider: oidcProviderSchema });

  r.get(
    "/api/auth/:provider",
    {
      schema: {
        tags: ["auth"],
        summary: "Start OpenID Connect sign-in (code flow with PKCE)",
        params: providerParams,
        querystring: returnToQuery,
      },
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { returnTo } = request.query;
      const then = parsePendingAction(request.query.then);
      if (!oidc.isConfigured(provider))
        return reply.redirect(toLogin(`${provider}_not_configured`, returnTo, then));
      const redirectUri = `${baseUrl(config, request)}/api/auth/${provider}/callback`;
      let started: Awaited<ReturnType<OidcProviders["start"]>>;
      try {
        started = await oidc.start(
          provider,
          redirectUri,
          safeReturnTo(request.query.returnTo),
          then ? pendingActionParam(then) : undefined,
        );
      } catch (err) {
        request.log.error({ err, provider }, "identity provider unreachable");
        return reply.redirect(toLogin("sign_in_failed", returnTo, then));
      }
      const session = await request.ensureSession(reply);
      await request.saveSessionData({ ...session.data, oidc: started.flow });
      return reply.redirect(started.url.href);
    },
  );

  r.get(
    "/api/auth/:provider/callback",
    {
      schema: { tags: ["auth"], summary: "Finish OpenID Connect sign-in", params: providerParams },
    },
    async (request, reply) => {
      const flow = request.session?.data.oidc as OidcFlowState | undefined;
      const session = request.session;
      if (!flow || !session || flow.provider !== request.params.provider) {
        request.log.warn(
          { provider: request.params.provider },
          "sign-in callback without a started flow",
        );
        return reply.redirect(toLogin("sign_in_failed"));
      }
      // The flow is single-use: forget it before redeeming the code.
      const { oidc: _used, ...rest } = session.data;
      await request.saveSessionData(rest);
      try {
        const callbackUrl = new URL(request.url, flow.redirectUri);
        const identity = await oidc.finish(flow, callbackUrl);
        const user = await upsertIdentityUser(db, flow.provider, identity, config.adminEmails);
        await request.signIn(reply, user);
        request.log.info({ userId: user.id, provider: flow.provider }, "signed in");
        // Back to the page that sent the visitor to sign in (checked again on the way out), with
        // what they were doing carried out: the product added, or the trial's checkout.
        return reply.redirect(
          await carryOutPendingAction(
            { db, config, request, reply },
            user.id,
            flow.returnTo,
            parsePendingAction(flow.then),
          ),
        );
      } catch (err) {
        request.log.warn(
          { provider: flow.provider, reason: (err as Error).message },
          "sign-in refused",
        );
        return reply.redirect(
          toLogin("sign_in_failed", flow.returnTo, parsePendingAction(flow.then)),
        );
      }
    },
  );
}
