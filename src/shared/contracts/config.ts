import { z } from "zod";

/** What the browser learns about this deployment at run time (GET /api/config). */
export const publicConfigSchema = z.object({
  signIn: z.object({ google: z.boolean(), microsoft: z.boolean(), testLogin: z.boolean() }),
  payments: z.object({
    mode: z.enum(["stripe", "test", "none"]),
    stripePublishableKey: z.string().nullable(),
  }),
  adminSiteUrl: z.string(),
  developerPortalUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
