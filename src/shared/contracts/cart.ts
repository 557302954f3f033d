import { z } from "zod";
import { MIN_CART_QUANTITY } from "../constants.js";
import { MAX_OFFER_QUANTITY } from "../offer.js";
import { productSchema } from "./products.js";

/** Spec section 3: a cart line with its nested product. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.array(cartItemSchema);

const quantitySchema = z
  .number({ error: "quantity must be a number" })
  .int("quantity must be a whole number")
  .min(MIN_CART_QUANTITY, `quantity must be at least ${MIN_CART_QUANTITY}`)
  .max(MAX_OFFER_QUANTITY, `quantity must be at most ${MAX_OFFER_QUANTITY}`);

/**
 * Spec section 4: each add adds one; a product priced per user, client or return may add more at
 * once (the product page's quantity picker, decision 0194). A per-firm product is bought once.
 */
export const addToCartBodySchema = z.object({
  productId: z
    .number({ error: "productId must be a number" })
    .int("productId must be a whole number")
    .positive("productId must be positive")
    .max(2_147_483_647, "productId is out of range"),
  quantity: quantitySchema.meta({
    description: `How many to add: 1 (the spec's add), or up to ${MAX_OFFER_QUANTITY} users, clients or returns of a per-unit offer`,
  }),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const updateCartItemBodySchema = z.object({
  quantity: quantitySchema.meta({
    description: `1 to ${MAX_OFFER_QUANTITY} users, clients or returns; a per-firm product stays at 1`,
  }),
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;
