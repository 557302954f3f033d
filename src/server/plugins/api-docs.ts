import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import { FAVICON_SVG, LOGO_SVG, THEME_CSS } from "./api-docs-theme.js";
import { sessionCookieName } from "./sessions.js";

export const OPENAPI_PATH = "/api/openapi.json";
export const API_REFERENCE_PATH = "/api/docs";

/** The OpenAPI security requirement of a route that needs the session cookie. */
export const SESSION_SECURITY = [{ session: [] }];

/**
 * The developer portal: an OpenAPI 3.1 document generated from the route schemas (the same zod
 * schemas that validate requests) at /api/openapi.json, and Swagger UI at /api/docs. Register it
 * before the route modules: it learns the routes as they are added. Swagger UI loads only its own
 * script files, so it runs under the site's Content Security Policy (docs/decisions/0041).
 */
export const apiDocs = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Countinghouse API",
        version: "1.0.0",
        description:
          "The store's HTTP API: catalogue, cart, checkout, orders, free resources, the advisor and " +
          "catalogue management. Requests are authenticated by the session cookie set at sign-in; " +
          "every error answers `{ message, code }` (the `Error` schema lists the codes). State-changing requests must come from this site. " +
          "[Back to the store](/)",
      },
      ...(opts.config.publicUrl ? { servers: [{ url: opts.config.publicUrl }] } : {}),
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: sessionCookieName(opts.config) },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas registered with an id (the shared `Error`) become components the routes refer to.
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: { deepLinking: true, docExpansion: "list", tryItOutEnabled: false },
    logo: { type: "image/svg+xml", content: Buffer.from(LOGO_SVG) },
    theme: {
      title: "Countinghouse API reference",
      css: [{ filename: "countinghouse.css", content: THEME_CSS }],
      favicon: [
        {
          filename: "favicon.svg",
          rel: "icon",
          sizes: "any",
          type: "image/svg+xml",
          content: Buffer.from(FAVICON_SVG),
        },
      ],
    },
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(app.swagger()),
  );
});
