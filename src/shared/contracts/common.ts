import { z } from "zod";
import { ERROR_CODE_LIST, ERROR_CODES } from "../error-codes.js";

/**
 * Every error the API sends: a message for people and a stable code for programs. Registered as
 * the OpenAPI document's `Error` component, whose `code` enum lists every code with its meaning.
 */
export const errorSchema = z
  .object({
    message: z.string().describe("For people: what went wrong and what to do"),
    code: z.enum(ERROR_CODE_LIST).describe(
      "For programs: a stable name of the situation. " +
        Object.entries(ERROR_CODES)
          .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
          .join(" "),
    ),
  })
  .meta({ id: "Error" });

export const okSchema = z.object({ ok: z.literal(true) });

/** The largest id a PostgreSQL serial column holds. */
const MAX_SERIAL_ID = 2_147_483_647;

/** A numeric id in a path: digits only, within the serial range (anything else is a 400, never a 500). */
export const serialIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "must be a positive whole number")
  .transform(Number)
  .refine((id) => id <= MAX_SERIAL_ID, "is out of range");

export const idParamsSchema = z.object({ id: serialIdSchema });

/** A 304 has no body; the schema only documents it. */
export const notModifiedSchema = z.null().describe("Not Modified: your cached copy is current");

/** A route's error answers, all `{ message, code }`: `...errorResponses(400, 401, 404)`. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof errorSchema } {
  return Object.fromEntries(codes.map((code) => [code, errorSchema])) as {
    [Code in Codes[number]]: typeof errorSchema;
  };
}
