import { z } from "zod";
import type { StoreIdentity } from "../store-identity.js";

/** What the browser learns about this deployment at run time (GET /api/config). */
export const publicConfigSchema = z.object({
  signIn: z.object({ google: z.boolean(), microsoft: z.boolean(), testLogin: z.boolean() }),
  payments: z.object({
    mode: z.enum(["stripe", "test", "none"]),
    stripePublishableKey: z.string().nullable(),
  }),
  adminSiteUrl: z.string(),
  developerPortalUrl: z.string(),
  /** Who runs the shop (decision 0260): the contact page, the legal pages and structured data. */
  store: z.object({
    legalName: z.string(),
    address: z.string(),
    taxId: z.string(),
    supportEmail: z.string(),
    supportPhone: z.string(),
    supportHours: z.array(z.string()),
    jurisdiction: z.string(),
  }) satisfies z.ZodType<StoreIdentity>,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
