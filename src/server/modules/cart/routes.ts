import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { MAX_OFFER_QUANTITY } from "../../../shared/offer.js";
import {
  addToCartBodySchema,
  cartItemSchema,
  cartSchema,
  updateCartItemBodySchema,
} from "../../../shared/contracts/cart.js";
import { errorResponses, errorSchema, idParamsSchema } from "../../../shared/contracts/common.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { badRequest, conflict, notFound } from "../../lib/http-error.js";
import { currentUser, requireUser } from "../../plugins/auth-guards.js";
import { buyerSchema, setBuyerBodySchema } from "../../../shared/contracts/firms.js";
import type { CartCache } from "./cart-cache.js";
import { cartBuyerOf, setCartBuyer } from "./cart-buyer.js";
import { cartChangedAt, markCartChanged } from "./cart-changed-cookie.js";
import {
  addToCart,
  listCart,
  removeCartItem,
  setCartItemQuantity,
  type AddRefusal,
} from "./cart-repository.js";

function refusal(outcome: AddRefusal) {
  switch (outcome.refused) {
    case "unknown-product":
      return notFound("Product not found", "product_not_found");
    case "inactive-product":
      return conflict("This product is no longer available.", "product_unavailable");
    case "already-in-cart":
      return conflict(
        "This product is already in your cart: one licence covers the whole firm.",
        "cart_licence_already_added",
      );
    case "quantity-limit":
      return conflict(
        `That would be more than ${MAX_OFFER_QUANTITY} of this product in one cart; contact sales for more.`,
        "cart_quantity_max",
      );
    case "bad-quantity":
      return badRequest(outcome.message, "cart_quantity_invalid");
  }
}

const itemNotFound = () => notFound("Cart item not found", "cart_item_not_found");

/**
 * Adds per signed-in user per minute: far above a person clicking (each add is one), low enough
 * that a script cannot churn the table. Kept in PostgreSQL like every limit, so it holds across
 * server processes.
 */
export const ADD_TO_CART_RATE_LIMIT = {
  max: 120,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) => `cart-add:${request.user?.id ?? request.ip}`,
} as const;

export async function cartRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; carts: CartCache },
) {
  const { db, config, carts } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // onRequest: a visitor gets 401 before their body is even parsed or validated.
  const signedIn = { onRequest: requireUser };
  /** After a write that changed the cart (a refused one changed nothing and says nothing). */
  const changed = (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    carts.evict(userId);
    markCartChanged(config, request, reply);
  };

  const readCart = (request: FastifyRequest) => {
    const userId = currentUser(request).id;
    return carts.read(userId, () => listCart(db, userId), cartChangedAt(request));
  };

  r.get(
    "/api/cart",
    {
      ...signedIn,
      schema: {
        tags: ["cart"],
        summary: "The signed-in user's cart: items with their product",
        response: { 200: cartSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readCart(request);
    },
  );
  // A page's loader (the root's, on every signed-in page); a visitor asks the route, for its 401.
  app.pageReads.add("/api/cart", (request) => (request.user ? readCart(request) : undefined));

  r.post(
    "/api/cart",
    {
      ...signedIn,
      schema: {
        tags: ["cart"],
        summary:
          "Add one of a product (an existing line goes up by one), or more users, clients or returns of a per-unit offer",
        body: addToCartBodySchema,
        response: {
          200: cartItemSchema.describe("The line already existed: its quantity went up by one"),
          201: cartItemSchema.describe("A new line with quantity 1"),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
      config: { rateLimit: ADD_TO_CART_RATE_LIMIT },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { productId, quantity } = request.body;
      const outcome = await addToCart(db, userId, productId, quantity);
      if ("refused" in outcome) throw refusal(outcome);
      changed(request, reply, userId);
      return reply.code(outcome.created ? 201 : 200).send(outcome.added);
    },
  );

  r.put(
    "/api/cart/:id",
    {
      ...signedIn,
      schema: {
        tags: ["cart"],
        summary: `Set the quantity of one of your cart items (1 to ${MAX_OFFER_QUANTITY}; a per-firm product stays at 1)`,
        params: idParamsSchema,
        body: updateCartItemBodySchema,
        response: { 200: cartItemSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const outcome = await setCartItemQuantity(
        db,
        userId,
        request.params.id,
        request.body.quantity,
      );
      if ("refused" in outcome)
        throw outcome.refused === "not-found"
          ? itemNotFound()
          : badRequest(outcome.message, "cart_quantity_invalid");
      changed(request, reply, userId);
      return outcome.item;
    },
  );

  r.delete(
    "/api/cart/:id",
    {
      ...signedIn,
      schema: {
        tags: ["cart"],
        summary: "Remove one of your cart items",
        params: idParamsSchema,
        response: {
          204: z.null().describe("Removed"),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const removed = await removeCartItem(db, userId, request.params.id);
      if (!removed) throw itemNotFound();
      changed(request, reply, userId);
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/cart/buyer",
    {
      ...signedIn,
      schema: {
        tags: ["cart"],
        summary:
          "Who the cart is bought for: yourself (firmId null) or a firm you buy for, and the firms you may choose",
        response: { 200: buyerSchema, 401: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return cartBuyerOf(db, currentUser(request).id);
    },
  );

  r.put(
    "/api/cart/buyer",
    {
      ...signedIn,
      schema: {
        tags: ["cart"],
        summary:
          "Buy for yourself (firmId null) or for a firm you are an owner or purchaser of: checkout then charges and invoices it",
        body: setBuyerBodySchema,
        response: {
          200: buyerSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const buyer = await setCartBuyer(db, userId, request.body.firmId);
      changed(request, reply, userId);
      return buyer;
    },
  );
}
