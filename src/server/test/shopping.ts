import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.js";
import { products } from "../db/schema.js";
import { cartTotals, centsToDecimal, parseCents } from "../../shared/money.js";

/** A downloadable one-time product and a subscription product from the seed catalogue. */
export async function pickProducts(db: Db) {
  const [download] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.type, "one-time"),
        isNotNull(products.downloadUrl),
        eq(products.isActive, true),
      ),
    )
    .limit(1);
  const [subscription] = await db
    .select()
    .from(products)
    .where(and(eq(products.type, "subscription"), eq(products.isActive, true)))
    .limit(1);
  return { download: download!, subscription: subscription! };
}

export async function addToCart(app: FastifyInstance, cookie: string, productId: number) {
  const res = await app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie },
    payload: { productId, quantity: 1 },
  });
  if (res.statusCode >= 300) throw new Error(`add to cart failed: ${res.statusCode} ${res.body}`);
}

/** The total the browser would send: subtotal + 8% tax of the current cart, in dollars. */
export async function cartTotalDollars(app: FastifyInstance, cookie: string): Promise<number> {
  const cart = (
    await app.inject({ method: "GET", url: "/api/cart", headers: { cookie } })
  ).json() as Array<{
    quantity: number;
    product: { price: string };
  }>;
  const totals = cartTotals(
    cart.map((i) => ({ unitPriceCents: parseCents(i.product.price), quantity: i.quantity })),
  );
  return Number(centsToDecimal(totals.totalCents));
}
