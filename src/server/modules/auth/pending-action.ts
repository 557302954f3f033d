import type { FastifyReply, FastifyRequest } from "fastify";
import { landingAfterSignIn, type PendingAction } from "../../../shared/sign-in.js";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { addToCart, markCartChanged } from "../cart/index.js";

/**
 * The last step of every sign-in (issue 47): what the visitor was doing when asked to sign in is
 * done, and the answer is where to go now. An add to cart is made here, once (a product no longer
 * on sale, or a per-firm licence already in the cart, is simply not added: the page they return
 * to says what it is); a trial lands in its checkout, which checks it like any other.
 */
export async function carryOutPendingAction(
  ctx: { db: Db; config: Config; request: FastifyRequest; reply: FastifyReply },
  userId: string,
  returnTo: unknown,
  then: PendingAction | null,
): Promise<string> {
  if (then?.kind === "add") {
    const outcome = await addToCart(ctx.db, userId, then.productId, then.quantity);
    if ("added" in outcome) markCartChanged(ctx.config, ctx.request, ctx.reply);
    else ctx.request.log.info({ userId, ...then, refused: outcome.refused }, "pending add refused");
  }
  return landingAfterSignIn(typeof returnTo === "string" ? returnTo : "/", then);
}
