import { z } from "zod";

/**
 * What the advisor remembers about one conversation after each turn (stored with it, decision
 * 0132): the constraints it understood, the products it showed, the ones the firm turned down and
 * its current recommendation, which the insights panel shows as is.
 */
export const conversationStateSchema = z.object({
  version: z.literal(1),
  language: z.enum(["en", "es"]),
  budget: z
    .object({
      limitCents: z.number().int().nullable(),
      floorCents: z.number().int().nullable(),
      hard: z.boolean(),
      period: z.enum(["month", "year"]),
      label: z.string(),
    })
    .nullable(),
  headcount: z.number().int().positive().nullable(),
  /** 1 (solo) to 4 (large firm). */
  scale: z.number().nullable(),
  /** Capabilities the firm needs most, biggest first. */
  needs: z.array(z.string()),
  /** Capabilities the firm said it does not want. */
  excluded: z.array(z.string()),
  /** Product ids named so far, in the order first shown. */
  shown: z.array(z.number().int()),
  /** Product ids the firm turned down ("not Copperline", "too expensive"). */
  rejected: z.array(z.number().int()),
  /** The current recommendation, best first: what the insights panel shows. */
  recommendation: z.array(z.number().int()),
  /** The relevance of each recommended product when it was recommended, by id. */
  relevance: z.record(z.string(), z.number().int()),
});

export type ConversationState = z.infer<typeof conversationStateSchema>;
