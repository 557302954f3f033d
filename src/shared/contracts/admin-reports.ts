import { z } from "zod";

/** A calendar day in UTC, written as YYYY-MM-DD: the unit of every admin date filter. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The days a filter may name: PostgreSQL has no year 0000 (it answered 500), and a range's end
 * plus a day must still be a four-digit year.
 */
export const FIRST_DAY = "1970-01-01";
export const LAST_DAY = "2999-12-31";

function daySchema(label: string) {
  return z
    .string()
    .regex(DAY, `${label} must be a date such as 2026-11-23`)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, `${label} must be a real calendar date such as 2026-11-23`)
    .refine(
      (text) => text >= FIRST_DAY && text <= LAST_DAY,
      `${label} must be between ${FIRST_DAY} and ${LAST_DAY}`,
    )
    .meta({ description: "A day in UTC, YYYY-MM-DD" });
}

/** The longest range any report or export covers: ten years of days. */
export const MAX_RANGE_DAYS = 3660;

export const dateRangeFields = {
  from: daySchema("from").optional(),
  to: daySchema("to").optional(),
};

/** Checks from <= to and the length; both ends are inclusive days. */
export function checkRange(
  value: { from?: string; to?: string },
  ctx: { addIssue: (issue: { code: "custom"; message: string; path: string[] }) => void },
) {
  if (!value.from || !value.to) return;
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days < 0)
    ctx.addIssue({ code: "custom", message: "from must be on or before to", path: ["to"] });
  else if (days >= MAX_RANGE_DAYS)
    ctx.addIssue({
      code: "custom",
      message: `A range can cover at most ${MAX_RANGE_DAYS} days`,
      path: ["to"],
    });
}

export const dateRangeQuerySchema = z.strictObject(dateRangeFields).superRefine(checkRange);

export const REPORT_INTERVALS = ["day", "week", "month"] as const;
export const reportIntervalSchema = z.enum(REPORT_INTERVALS, {
  error: "interval must be day, week or month",
});
export type ReportInterval = z.infer<typeof reportIntervalSchema>;

export const analyticsQuerySchema = z
  .strictObject({ ...dateRangeFields, interval: reportIntervalSchema.default("day") })
  .superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const revenuePointSchema = z.object({
  /** The first day of the period (YYYY-MM-DD, UTC; weeks start on Monday). */
  period: z.string(),
  orders: z.number().int(),
  gross: z.string(),
  refunds: z.string(),
  net: z.string(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: reportIntervalSchema,
  totals: z.object({
    orders: z.number().int(),
    /** Everything customers paid (tax included) for orders placed in the range. */
    gross: z.string(),
    tax: z.string(),
    /** Money given back by refunds made in the range. */
    refunds: z.string(),
    refundCount: z.number().int(),
    net: z.string(),
    averageOrderValue: z.string(),
  }),
  /** As of now, not of the range; free trials running (not cancelled) are counted apart. */
  subscriptions: z.object({
    active: z.number().int(),
    trialing: z.number().int(),
    mrr: z.string(),
  }),
  series: z.array(revenuePointSchema),
  topProducts: z.array(
    z.object({
      productId: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.string(),
    }),
  ),
  advisor: z.object({
    conversations: z.number().int(),
    /** Conversations of a signed-in customer who ordered within ADVISOR_PURCHASE_WINDOW_DAYS. */
    ledToPurchase: z.number().int(),
  }),
  /** Free trials started in the range, and how many of them have since been paid for. */
  trials: z.object({ started: z.number().int(), converted: z.number().int() }),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** An advisor conversation counts as leading to a purchase when its owner orders within this. */
export const ADVISOR_PURCHASE_WINDOW_DAYS = 30;

/** The range a report covers when none is given: the last 30 days, today included. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
