import { z } from "zod";

export const NUL_REFUSED = "must not contain a NUL character";

/**
 * Every piece of text the API accepts starts here: a string without NUL characters. PostgreSQL
 * text cannot hold one (it answered 500); a refinement on the raw string refuses it with a 400
 * before any trim, length or format rule runs. Chain the field's own rules after it.
 */
export function inputText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes("\u0000"), NUL_REFUSED);
}

/** A required field: trimmed, not empty, at most `max` characters; messages name the field. */
export function requiredText(field: string, max: number) {
  return inputText()
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);
}

/** A required field that reaches an e-mail's headers or an invoice's heading: one line only. */
export function oneLineText(field: string, max: number) {
  return requiredText(field, max).refine(
    (text) => !/[\r\n]/.test(text),
    `${field} must be a single line`,
  );
}
