import { z } from "zod";
import { inputText } from "./text.js";

/**
 * The public licence API for the vendor's software (decision 0252), in Lemon Squeezy's License
 * API shape (license_key, instance_name, instance_id; activated / valid / deactivated, an error,
 * the key, the instance, meta) with Gumroad's rule that the caller names its product
 * (product_id): a key of another product is refused before any activation is used.
 */
const licenseKey = inputText()
  .trim()
  .min(1, "license_key is required")
  .max(100, "license_key must be at most 100 characters");
const productId = z
  .number({ error: "product_id must be a number" })
  .int("product_id must be a whole number")
  .min(1, "product_id must be at least 1")
  .max(2_147_483_647, "product_id is out of range");
const instanceId = inputText().uuid("instance_id is not an instance id");

export const activateBodySchema = z.object({
  license_key: licenseKey,
  instance_name: inputText()
    .trim()
    .min(1, "instance_name is required")
    .max(100, "instance_name must be at most 100 characters")
    .refine((text) => !/[\r\n]/.test(text), "instance_name must be a single line"),
  product_id: productId,
});
export const validateBodySchema = z.object({
  license_key: licenseKey,
  product_id: productId,
  instance_id: instanceId.optional(),
});
export const deactivateBodySchema = z.object({
  license_key: licenseKey,
  product_id: productId,
  instance_id: instanceId,
});

/**
 * inactive: valid, on no device yet; active: on one or more; expired: its subscription or
 * licence term ended; revoked: its purchase was refunded.
 */
export const LICENCE_STATUSES = ["inactive", "active", "expired", "revoked"] as const;

export const licenseKeyViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(LICENCE_STATUSES),
  key: z.string(),
  activation_limit: z.number().int(),
  activation_usage: z.number().int(),
  created_at: z.string(),
  /** When the term it belongs to ends (renewals move it), or null for a perpetual licence. */
  expires_at: z.string().nullable(),
});
export const instanceViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export const licenceMetaSchema = z.object({
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  order_id: z.number().int(),
  /** The firm that bought it, or null when a person bought it for themselves. */
  firm_name: z.string().nullable(),
});

export const activateResultSchema = z.object({
  activated: z.literal(true),
  error: z.null(),
  license_key: licenseKeyViewSchema,
  instance: instanceViewSchema,
  meta: licenceMetaSchema,
});
export const validateResultSchema = z.object({
  valid: z.boolean(),
  /** Why it is not valid (revoked, expired, not activated on this instance), or null. */
  error: z.string().nullable(),
  license_key: licenseKeyViewSchema,
  instance: instanceViewSchema.nullable(),
  meta: licenceMetaSchema,
});
export const deactivateResultSchema = z.object({
  deactivated: z.literal(true),
  error: z.null(),
  license_key: licenseKeyViewSchema,
  meta: licenceMetaSchema,
});
