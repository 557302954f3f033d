import { z } from "zod";
import { badRequest } from "../../lib/http-error.js";

/**
 * Where the next page starts: the last product sent, by id alone when the list is in id order, or
 * by its search score and id when it is ranked. Opaque to clients (base64url JSON) so the keyset
 * can change without breaking them; any value is safe, since it only ever becomes a bound parameter.
 */
export type PageCursor = { id: number } | { score: number; id: number };

const MAX_SERIAL_ID = 2_147_483_647;
const id = z.number().int().min(0).max(MAX_SERIAL_ID);
const byId = z.strictObject({ id });
const byScore = z.strictObject({ s: z.number().finite(), id });

export function encodeCursor(cursor: PageCursor): string {
  const json = "score" in cursor ? { s: cursor.score, id: cursor.id } : { id: cursor.id };
  return Buffer.from(JSON.stringify(json)).toString("base64url");
}

/** The cursor as sent; a 400 when it is not one this mode of listing made. */
export function decodeCursor(text: string, ranked: boolean): PageCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (ranked) {
    const parsed = byScore.safeParse(json);
    if (!parsed.success) throw invalidCursor();
    return { score: parsed.data.s, id: parsed.data.id };
  }
  const parsed = byId.safeParse(json);
  if (!parsed.success) throw invalidCursor();
  return parsed.data;
}

const invalidCursor = () =>
  badRequest(
    "Invalid request — querystring.cursor: is not a cursor from a previous page of this search",
  );
