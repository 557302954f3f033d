import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { MAX_CART_QUANTITY } from "../../../shared/constants.js";
import type { CartItem } from "../../../shared/contracts/cart.js";
import type { DbOrTx } from "../../db/client.js";
import { cartItems, products } from "../../db/schema.js";
import { productColumns, toProduct } from "../products/products-repository.js";

/** Only products still on sale show in a cart (a deactivated product's line stays, hidden). */
const onSale = eq(products.isActive, true);

async function selectItems(db: DbOrTx, userId: string, itemId?: number): Promise<CartItem[]> {
  const rows = await db
    .select({ id: cartItems.id, quantity: cartItems.quantity, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(
      and(
        eq(cartItems.userId, userId),
        onSale,
        itemId === undefined ? undefined : eq(cartItems.id, itemId),
      ),
    )
    .orderBy(asc(cartItems.id));
  return rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    product: toProduct(row.product),
  }));
}

/**
 * The cart read, built once per database handle as a named prepared statement: building the
 * query with drizzle cost about a sixth of a signed-in GET /api/cart under load.
 */
function prepareListCart(db: DbOrTx) {
  return db
    .select({ id: cartItems.id, quantity: cartItems.quantity, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, sql.placeholder("userId")), onSale))
    .orderBy(asc(cartItems.id))
    .prepare("list_cart");
}
const preparedListCart = new WeakMap<DbOrTx, ReturnType<typeof prepareListCart>>();

export async function listCart(db: DbOrTx, userId: string): Promise<CartItem[]> {
  let query = preparedListCart.get(db);
  if (!query) {
    query = prepareListCart(db);
    preparedListCart.set(db, query);
  }
  const rows = await query.execute({ userId });
  return rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    product: toProduct(row.product),
  }));
}

export async function findCartItem(
  db: DbOrTx,
  userId: string,
  itemId: number,
): Promise<CartItem | undefined> {
  return (await selectItems(db, userId, itemId))[0];
}

export type AddOutcome =
  | { added: CartItem; created: boolean }
  | { refused: "unknown-product" | "inactive-product" | "quantity-limit" };

/**
 * Adds one of a product in a single statement: concurrent adds each land (the row lock of
 * ON CONFLICT DO UPDATE serialises them), and a product that is not on sale is never inserted.
 */
export async function addOneToCart(
  db: DbOrTx,
  userId: string,
  productId: number,
): Promise<AddOutcome> {
  const result = await db.execute<{ id: number; inserted: boolean }>(sql`
    INSERT INTO cart_items (user_id, product_id, quantity)
    SELECT ${userId}, p.id, 1 FROM products p WHERE p.id = ${productId} AND p.is_active
    ON CONFLICT (user_id, product_id)
      DO UPDATE SET quantity = cart_items.quantity + 1
      WHERE cart_items.quantity < ${MAX_CART_QUANTITY}
    RETURNING id, (xmax = 0) AS inserted
  `);
  const row = result.rows[0];
  if (row) {
    const added = await findCartItem(db, userId, row.id);
    if (added) return { added, created: row.inserted };
  }
  const [product] = await db
    .select({ isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return { refused: "unknown-product" };
  if (!product.isActive) return { refused: "inactive-product" };
  return { refused: "quantity-limit" };
}

/** Sets the quantity of the user's own line; undefined when there is no such line on sale. */
export async function setCartItemQuantity(
  db: DbOrTx,
  userId: string,
  itemId: number,
  quantity: number,
): Promise<CartItem | undefined> {
  const updated = await db
    .update(cartItems)
    .set({ quantity })
    .where(
      and(
        eq(cartItems.id, itemId),
        eq(cartItems.userId, userId),
        sql`${cartItems.productId} IN (SELECT id FROM products WHERE is_active)`,
      ),
    )
    .returning({ id: cartItems.id });
  return updated.length ? findCartItem(db, userId, itemId) : undefined;
}

/** Removes the user's own line; false when there is none. */
export async function removeCartItem(db: DbOrTx, userId: string, itemId: number): Promise<boolean> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

/**
 * The bought quantities leave the cart. Subtracted, not the whole line deleted: an add that
 * raced the payment (another tab, another server) was not paid for and stays.
 */
export async function removeBoughtLines(
  tx: DbOrTx,
  userId: string,
  bought: readonly { productId: number; quantity: number }[],
) {
  for (const line of bought) {
    const ofLine = and(eq(cartItems.userId, userId), eq(cartItems.productId, line.productId));
    await tx.delete(cartItems).where(and(ofLine, lte(cartItems.quantity, line.quantity)));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
      .where(and(ofLine, gt(cartItems.quantity, line.quantity)));
  }
}
