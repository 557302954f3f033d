import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  downloadBodySchema,
  downloadResponseSchema,
  freeResourceListSchema,
} from "../../../shared/contracts/free-resources.js";
import { errorResponses } from "../../../shared/contracts/common.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { notFound } from "../../lib/http-error.js";
import { listFreeResources, recordDownload } from "./resources-repository.js";

/** One client may count this many downloads per window; enough for anyone taking the whole library. */
export const DOWNLOAD_RATE_LIMIT = { max: 30, timeWindow: "10 minutes" } as const;

export async function resourceRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/free-resources",
    {
      schema: {
        tags: ["free resources"],
        summary: "Every free resource with its file and download count",
        response: { 200: freeResourceListSchema },
      },
    },
    async () => listFreeResources(db),
  );

  r.post(
    "/api/free-resources/download",
    {
      schema: {
        tags: ["free resources"],
        summary: "Count a download of a free resource (the browser then fetches fileUrl itself)",
        body: downloadBodySchema,
        response: {
          200: downloadResponseSchema,
          ...errorResponses(400, 404, 429),
        },
      },
      config: { rateLimit: DOWNLOAD_RATE_LIMIT },
    },
    async (request) => {
      const counted = await recordDownload(db, request.body.resourceId);
      if (!counted) throw notFound("Resource not found", "resource_not_found");
      return counted;
    },
  );
}
