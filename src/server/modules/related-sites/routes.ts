import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { relatedSiteListSchema } from "../../../shared/contracts/related-sites.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { listRelatedSites } from "./related-sites-repository.js";

export async function relatedSitesRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db } = opts;
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/related-sites",
    {
      schema: {
        tags: ["related sites"],
        summary: "Partner sites shown in Our Network & Partners",
        response: { 200: relatedSiteListSchema },
      },
    },
    async () => listRelatedSites(db),
  );
}
