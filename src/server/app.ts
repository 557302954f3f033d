import path from "node:path";
import type { ServerBuild } from "react-router";
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import { productImageServeRoutes, adminRoutes } from "./modules/admin/index.js";
import { advisorRoutes, sweepIdleVisitorConversations } from "./modules/advisor/index.js";
import { authRoutes, type OidcProviders } from "./modules/auth/index.js";
import { cartRoutes, createCartCache } from "./modules/cart/index.js";
import { openListingDb, productsRoutes, createProductsCache } from "./modules/products/index.js";
import { ordersRoutes } from "./modules/orders/index.js";
import { firmsRoutes } from "./modules/firms/index.js";
import { seatsRoutes, releaseSeatsOf } from "./modules/seats/index.js";
import { licencesRoutes } from "./modules/licences/index.js";
import { remoteBilling } from "./modules/payments/index.js";
import { paymentsRoutes } from "./workflows/payment-routes.js";
import { refundFlows } from "./workflows/refund.js";
import { resourceRoutes } from "./modules/resources/index.js";
import { relatedSitesRoutes } from "./modules/related-sites/index.js";
import { seoRoutes } from "./modules/seo/index.js";
import { systemRoutes } from "./modules/system/index.js";
import { apiDocs } from "./plugins/api-docs.js";
import { pages } from "./pages/pages.js";
import { createPageReads } from "./plugins/page-reads.js";
import { builtPages } from "./pages/page-build.js";
import { errorHandler } from "./plugins/error-handler.js";
import { postgresRateLimitStore, sweepRateLimits } from "./plugins/rate-limit-store.js";
import { securityPlugin } from "./plugins/security.js";
import { keptAnswers } from "./plugins/kept-answers.js";
import { hostAllowList, refuseNulInAddress } from "./plugins/request-edge.js";
import { listenForChanges, type ChangeFeed } from "./db/change-feed.js";
import { DATABASE_UNAVAILABLE_REPLY, watchAvailability } from "./db/availability.js";
import { hasSessionCookie, sessionsPlugin } from "./plugins/sessions.js";
import { createMailer, type Mailer, emailAdminRoutes } from "./modules/email/index.js";
import { contactRoutes } from "./modules/contact/index.js";
import { projectRoot } from "./lib/project-root.js";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./jobs/job-queue.js";
import { jobsAdminRoutes } from "./jobs/routes.js";
import { metricsPlugin } from "./plugins/metrics.js";
import { errorBody } from "./lib/http-error.js";
import { RequestLines, requestLogger } from "./lib/request-logger.js";

/** The API and the health checks: what answers 503 while the database is away. */
const SERVER_PATHS = /^\/(api|healthz|readyz)(\/|$|\?)/;

export interface AppDeps {
  config: Config;
  db: Db;
  /** Vite's dev middleware is mounted by main.ts in development; tests and production use the build. */
  dev?: boolean;
  /** In development, the pages' server build as Vite makes it (main.ts). */
  devPages?: () => Promise<ServerBuild>;
  clientRoot?: string;
  logger?: FastifyServerOptions["logger"];
  oidc?: OidcProviders;
  /** Told about every route as it is registered (the OpenAPI coverage test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * The background jobs (pg-boss): on unless `false` (the tests' apps, which run a job's work by
   * hand); options change how often workers poll and when schedules run.
   */
  jobs?: JobQueueOptions | false;
}

/** What a logged error may say: drizzle's "Failed query" message carries every bound value. */
function redactedMessage(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, "\nparams: [redacted]");
}

/**
 * A logged error without the values a query was given (session-id hashes, chat text): the SQL
 * text stays, the parameters and PostgreSQL's row `detail` ("Key (id)=(...)") do not.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > 3) return err;
  const source = err as Error & Record<string, unknown>;
  const out: Record<string, unknown> = { type: err.name, message: redactedMessage(err.message) };
  if (err.stack) out.stack = err.stack.replace(err.message, out.message as string);
  for (const [key, value] of Object.entries(source)) {
    if (key === "params" || key === "parameters") out[key] = "[redacted]";
    else if (key === "detail" || key === "where") out[key] = value ? "[redacted]" : value;
    else if (key === "cause") continue;
    else if (typeof value !== "function") out[key] = value;
  }
  if (source.cause !== undefined) out.cause = serializeError(source.cause, depth + 1);
  return out;
}

/** Never let secrets reach a log line: cookies, authorization headers, OIDC codes, query values. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        // @fastify/multipart traces the parser's options, the request's headers among them.
        "busboyOptions.headers.cookie",
        "busboyOptions.headers.authorization",
      ],
      censor: "[redacted]",
    },
    serializers: {
      err: (err: Error) => serializeError(err) as { type: string; message: string; stack: string },
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split("?")[0],
      }),
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Writes announced on this database; tests that write directly call `changes.sync()`. */
    changes: ChangeFeed;
    /** Delivers the e-mail outbox; tests call `mailer.deliverPending()` to flush it. */
    mailer: Mailer;
    /** The background jobs: modules define theirs while the app is built; they start when it is ready. */
    jobs: JobQueue;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clientRoot = deps.clientRoot ?? path.join(projectRoot, "dist/pages/client");
  const pageBuild = deps.devPages ?? builtPages(clientRoot);
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config.logLevel),
    // Each request's logger is made on its first line, not before every request (lib/request-logger).
    childLoggerFactory: requestLogger,
    // Its two request lines are not made while info is off (lib/request-logger).
    logController: new RequestLines((): FastifyBaseLogger => app.log),
    // A hop count, never `true`: with `true` fastify takes the leftmost X-Forwarded-For entry,
    // which the client writes, and every per-address rate limit could be dodged.
    trustProxy: config.trustProxy ? (_address, hop) => hop < config.trustProxyHops : false,
    bodyLimit: 100 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    requestIdHeader: false,
    // A client trickling its headers or body gets 408 and is closed once REQUEST_TIMEOUT_MS has
    // passed (Node checks every second here, not every 30 s), instead of holding a socket forever.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      connectionsCheckingInterval: 1000,
    },
    // Errors the router raises before any route runs (an id past maxParamLength, a malformed
    // percent-escape) get the API's one error shape too, not fastify's { error, code, ... }.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      const raw = reply as unknown as FastifyReply;
      void raw
        .code(tooLong ? 414 : 400)
        .send(
          tooLong
            ? errorBody(414, "The address is too long.")
            : errorBody(400, "Invalid request address."),
        );
    },
  });
  if (deps.onRoute) app.addHook("onRoute", deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Before anything else: only the names this server answers for (DNS rebinding, decision 0200).
  app.addHook("onRequest", hostAllowList(config));
  app.addHook("onRequest", refuseNulInAddress);
  // While PostgreSQL is away every API request answers 503 at once, and it is probed until it is
  // back (decision 0111); pages still render their shell, whose API calls then tell the reason.
  const availability = watchAvailability(db.$client, app.log);
  app.addHook("onClose", async () => availability.close());
  await app.register(errorHandler, { availability });
  const jobs = createJobQueue(db.$client, app.log, {
    enabled: deps.jobs !== false,
    ...(deps.jobs || {}),
  });
  app.decorate("jobs", jobs);
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  await app.register(metricsPlugin, { config, pool: db.$client, jobs });
  // A callback hook: every request passes here, and most leave at once without a promise.
  app.addHook("onRequest", (request, reply, done) => {
    if (availability.available || !SERVER_PATHS.test(request.url)) return done();
    reply.code(503).header("retry-after", "5").send(DATABASE_UNAVAILABLE_REPLY);
  });
  // Held products and the like, answered whole before the hooks they do not need (decision 0255).
  const kept = keptAnswers();
  app.decorate("keptAnswers", kept);
  app.addHook("onRequest", kept.hook);
  await app.register(securityPlugin, { config, dev: Boolean(deps.dev) });
  kept.setCommonHeaders(app.securityHeaders);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(db),
    // Admit a request when the limit store cannot answer rather than failing the shop.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(sessionsPlugin, { db, config });
  // Writes announced by any process on this database reach this one's caches (decision 0071).
  const changes = await listenForChanges(db.$client, app.log);
  app.decorate("changes", changes);
  app.addHook("onClose", () => changes.close());
  jobs.define({
    name: "sweep-rate-limits",
    cron: "*/10 * * * *",
    policy: "stately",
    retries: 0,
    run: () => sweepRateLimits(db),
  });
  // Visitors' conversations idle for 30 days go (decision 0204); hourly is plenty.
  jobs.define({
    name: "sweep-idle-visitor-conversations",
    cron: "41 * * * *",
    policy: "stately",
    retries: 0,
    run: async () => {
      const deleted = await sweepIdleVisitorConversations(db);
      if (deleted > 0) app.log.info({ deleted }, "idle visitor conversations swept");
    },
  });

  const mailer = createMailer({ db, config, log: app.log, jobs });
  app.decorate("mailer", mailer);
  app.addHook("onClose", () => mailer.close());

  // Before the route modules, which give the pages' loaders their reads.
  app.decorate("pageReads", createPageReads());

  // Before the route modules: the OpenAPI document is built from the routes as they are added.
  await app.register(apiDocs, { config });
  await app.register(systemRoutes, { db, config });
  await app.register(authRoutes, { db, config, oidc: deps.oidc });
  const products = createProductsCache(db, changes);
  // The catalogue's listings, searches and facets (decision 0230).
  const listing = openListingDb(db, changes);
  app.addHook("onClose", () => listing.close());
  await app.register(productsRoutes, { db, config, products, listing });
  await app.register(cartRoutes, { db, config, carts: createCartCache(changes) });
  await app.register(ordersRoutes, { db, config, remote: remoteBilling(config) });
  await app.register(firmsRoutes, { db, config, releaseSeats: releaseSeatsOf });
  await app.register(seatsRoutes, { db });
  await app.register(licencesRoutes, { db });
  await app.register(paymentsRoutes, { db, config });
  await app.register(resourceRoutes, { db, config });
  await app.register(relatedSitesRoutes, { db, config });
  await app.register(adminRoutes, {
    db,
    config,
    products,
    listing,
    refunds: refundFlows(db, config),
  });
  await app.register(productImageServeRoutes, { config });
  await app.register(advisorRoutes, { db, config, products });
  await app.register(emailAdminRoutes, { db });
  await app.register(contactRoutes, { db });
  await app.register(jobsAdminRoutes);
  await app.register(seoRoutes, { db, config, pages: pageBuild });

  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(404).send(errorBody(404, "Not found")),
  );
  await app.register(pages, {
    root: deps.dev ? undefined : clientRoot,
    config,
    build: pageBuild,
    dev: deps.dev,
    hasSession: (request) => hasSessionCookie(config, request),
  });
  return app;
}
