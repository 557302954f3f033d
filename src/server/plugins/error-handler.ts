import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { providerFailure } from "../lib/provider-errors.js";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  DATABASE_UNAVAILABLE_REPLY,
  isConnectionFailure,
  type DatabaseAvailability,
} from "../db/availability.js";
import { defaultErrorCode, errorBody, HttpError } from "../lib/http-error.js";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** "body.quantity: Too small: expected number to be >=1" — the field is always named. */
function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.slice(0, 3).map((issue) => {
    const zodPath = issue.params?.issue?.path;
    const field = zodPath?.length
      ? zodPath.map(String).join(".")
      : (issue.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
    const where = [error.validationContext, field].filter(Boolean).join(".");
    return `${where || "request"}: ${issue.params?.issue?.message ?? issue.message ?? "is invalid"}`;
  });
  return parts.length ? `Invalid request — ${parts.join("; ")}` : "Invalid request";
}

/**
 * One error shape for the whole API: `{ message, code }` (the codes: src/shared/error-codes.ts),
 * with a 5xx never telling its inner reason. Only an HttpError names its own code; any other error
 * (fastify's, a plugin's) gets its status's default, never its internal `code` property.
 */
export const errorHandler = fp(
  async (app: FastifyInstance, opts: { availability?: DatabaseAvailability }) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        return reply.code(400).send(errorBody(400, describeValidation(error), "validation_failed"));
      }
      const provider = providerFailure(error);
      if (provider) {
        // The provider's own words stay in the log; the shopper reads ours (decision 0203).
        request.log.warn(
          { statusCode: error.statusCode, reason: error.message.split("\n")[0] },
          "payment provider failed",
        );
        if (provider.statusCode === 503) reply.header("retry-after", "30");
        return reply
          .code(provider.statusCode)
          .send(errorBody(provider.statusCode, provider.message, provider.code));
      }
      if (isConnectionFailure(error)) {
        // PostgreSQL went away under this request: 503, and find out whether it is still away.
        opts.availability?.suspect();
        request.log.warn({ reason: error.message.split("\n")[0] }, "database unavailable");
        return reply.code(503).header("retry-after", "5").send(DATABASE_UNAVAILABLE_REPLY);
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      const code = error instanceof HttpError ? error.code : defaultErrorCode(status);
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply
          .code(status)
          .send({ message: "Something went wrong on our side. Please try again.", code });
      }
      if (status === 401 || status === 403) {
        // Who was refused what: the request id ties it to the request's own log lines.
        request.log.warn(
          { statusCode: status, method: request.method, route: request.routeOptions.url },
          "authorisation refused",
        );
      }
      if (status === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
      return reply.code(status).send({ message: error.message || "Request refused", code });
    });
  },
);
