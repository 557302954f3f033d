import { z } from "zod";

/** Every error the API sends. */
export const errorSchema = z.object({ message: z.string() });

export const okSchema = z.object({ ok: z.literal(true) });
