import { z } from "zod";
import { DELIVERY_METHODS } from "../product-facts.js";
import { MAX_OFFER_QUANTITY } from "../offer.js";
import { offerSchema } from "./products.js";
import { inputText } from "./text.js";

/**
 * Seats of a firm's per-user purchases and who holds them (decision 0251), and the devices a
 * licence key is activated on (decision 0252).
 */

export const activationSchema = z.object({
  id: z.string(),
  instanceName: z.string(),
  createdAt: z.string(),
});
export type Activation = z.infer<typeof activationSchema>;

/** A licence key as its holder and the firm's buyers see it. */
export const seatKeySchema = z.object({
  key: z.string(),
  /** active | revoked (refunded) | expired (its term ended or was cancelled). */
  status: z.enum(["active", "revoked", "expired"]),
  activationLimit: z.number().int(),
  activations: z.array(activationSchema),
});
export type SeatKey = z.infer<typeof seatKeySchema>;

export const seatSchema = z.object({
  seat: z.number().int(),
  holder: z
    .object({ userId: z.string(), name: z.string(), email: z.string().nullable() })
    .nullable(),
  licenceKey: seatKeySchema.nullable(),
});
export type Seat = z.infer<typeof seatSchema>;

/** One per-user line bought for the firm, seat by seat. */
export const seatLineSchema = z.object({
  orderId: z.number().int(),
  orderItemId: z.number().int(),
  productId: z.number().int().nullable(),
  name: z.string(),
  offer: offerSchema,
  /** The subscription that runs it (seats can then be added or removed), if any. */
  subscriptionId: z.number().int().nullable(),
  seatCount: z.number().int(),
  unassigned: z.number().int(),
  seats: z.array(seatSchema),
});
export type SeatLine = z.infer<typeof seatLineSchema>;
export const seatLinesSchema = z.array(seatLineSchema);

export const assignSeatBodySchema = z.object({
  /** The member to give the seat to; null takes it back. */
  userId: inputText()
    .regex(/^[A-Za-z0-9_-]{1,128}$/, "is not a user id")
    .nullable(),
});

/** A seat held by the signed-in person: the product, its key and download. */
export const mySeatSchema = z.object({
  firm: z.object({ id: z.number().int(), name: z.string() }),
  orderId: z.number().int(),
  orderItemId: z.number().int(),
  seat: z.number().int(),
  name: z.string(),
  offer: offerSchema,
  delivery: z.enum(DELIVERY_METHODS).nullable(),
  downloadable: z.boolean(),
  licenceKey: seatKeySchema.nullable(),
});
export type MySeat = z.infer<typeof mySeatSchema>;
export const mySeatsSchema = z.array(mySeatSchema);

export const seatCountSchema = z.coerce
  .number({ error: "seats must be a number" })
  .int("seats must be a whole number")
  .min(1, "seats must be at least 1")
  .max(MAX_OFFER_QUANTITY, `seats must be at most ${MAX_OFFER_QUANTITY}`);

export const seatChangeQuerySchema = z.object({ seats: seatCountSchema });
export const seatChangeBodySchema = z.object({ seats: seatCountSchema });

/** A seat change priced before it is made (GET /api/subscriptions/{id}/seat-change). */
export const seatChangeQuoteSchema = z.object({
  fromSeats: z.number().int(),
  toSeats: z.number().int(),
  /** This change prorated for the rest of the period, before tax: charged if positive, credited if negative. */
  proration: z.string(),
  /** The next renewal with every proration so far, tax included, and its date. */
  nextCharge: z.object({ amount: z.string(), date: z.string() }),
  /** Each renewal after that, tax included. */
  laterCharge: z.string(),
  /** "stripe": Stripe prorates to the second and puts it on the next invoice. */
  billedBy: z.enum(["test", "stripe"]),
});
export type SeatChangeQuote = z.infer<typeof seatChangeQuoteSchema>;
