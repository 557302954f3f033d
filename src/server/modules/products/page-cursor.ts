import { z } from "zod";
import { badRequest } from "../../lib/http-error.js";

/**
 * Where the next page starts: the last product sent, by id alone when the list is in id order,
 * by its search score, price or name and id otherwise. Opaque to clients (base64url JSON) so the
 * keyset can change without breaking them; any value is safe, since it only ever becomes a bound
 * parameter.
 */
export type PageCursor =
  | { id: number }
  | { score: number; id: number }
  | { price: string; id: number }
  | { name: string; id: number };

/** Which keyset a listing pages by: its order. */
export type CursorMode = "id" | "score" | "price" | "name";

const MAX_SERIAL_ID = 2_147_483_647;
const id = z.number().int().min(0).max(MAX_SERIAL_ID);
const shapes = {
  id: z.strictObject({ id }),
  score: z.strictObject({ s: z.number().finite(), id }),
  price: z.strictObject({ p: z.string().regex(/^\d{1,8}\.\d{2}$/), id }),
  name: z.strictObject({ n: z.string().max(200), id }),
};

export function encodeCursor(cursor: PageCursor): string {
  const json =
    "score" in cursor
      ? { s: cursor.score, id: cursor.id }
      : "price" in cursor
        ? { p: cursor.price, id: cursor.id }
        : "name" in cursor
          ? { n: cursor.name, id: cursor.id }
          : { id: cursor.id };
  return Buffer.from(JSON.stringify(json)).toString("base64url");
}

/** The cursor as sent; a 400 when it is not one this order of listing made. */
export function decodeCursor(text: string, mode: CursorMode): PageCursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  const parsed = shapes[mode].safeParse(json);
  if (!parsed.success) throw invalidCursor();
  const data = parsed.data as { id: number; s?: number; p?: string; n?: string };
  if (mode === "score") return { score: data.s!, id: data.id };
  if (mode === "price") return { price: data.p!, id: data.id };
  if (mode === "name") return { name: data.n!, id: data.id };
  return { id: data.id };
}

const invalidCursor = () =>
  badRequest(
    "Invalid request — querystring.cursor: is not a cursor from a previous page of this search",
    "page_cursor_invalid",
  );
