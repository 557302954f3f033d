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
