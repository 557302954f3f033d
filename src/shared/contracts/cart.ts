import { z } from "zod";
import { MAX_CART_QUANTITY, MIN_CART_QUANTITY } from "../constants.js";
import { productSchema } from "./products.js";

/** Spec section 3: a cart line with its nested product. */
export const cartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.array(cartItemSchema);

/** Spec section 4: each add adds exactly one. */
export const addToCartBodySchema = z.object({
  productId: z
    .number({ error: "productId must be a number" })
    .int("productId must be a whole number")
    .positive("productId must be positive")
    .max(2_147_483_647, "productId is out of range"),
  quantity: z.literal(1, { error: "quantity must be 1: each add to cart adds one" }),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const updateCartItemBodySchema = z.object({
  quantity: z
    .number({ error: "quantity must be a number" })
    .int("quantity must be a whole number")
    .min(MIN_CART_QUANTITY, `quantity must be at least ${MIN_CART_QUANTITY}`)
    .max(MAX_CART_QUANTITY, `quantity must be at most ${MAX_CART_QUANTITY}`),
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;
