import { z } from "zod";
import { pagingFields, searchField } from "./admin-orders.js";

/** The back office's firms (issue 46): members, seats bought and given out, devices. */
export const adminFirmsQuerySchema = z.strictObject({ q: searchField, ...pagingFields });
export type AdminFirmsQuery = z.infer<typeof adminFirmsQuerySchema>;

export const adminFirmSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  owners: z.array(z.object({ id: z.string(), name: z.string(), email: z.string().nullable() })),
  members: z.number().int(),
  /** Per-user seats of its purchases (running subscriptions count their current seats). */
  seats: z.number().int(),
  assigned: z.number().int(),
  /** Devices its licence keys are activated on now. */
  activations: z.number().int(),
  orders: z.number().int(),
});
export type AdminFirm = z.infer<typeof adminFirmSchema>;

export const adminFirmPageSchema = z.object({
  items: z.array(adminFirmSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFirmPage = z.infer<typeof adminFirmPageSchema>;
