import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { MAX_OFFER_QUANTITY, quantityProblem } from "../../../shared/offer.js";
import type { CartItem } from "../../../shared/contracts/cart.js";
import type { DbOrTx } from "../../db/client.js";
import { cartItems, products } from "../../db/schema.js";
import { productColumns, toProduct } from "../products/index.js";

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

export type AddRefusal =
  | { refused: "unknown-product" | "inactive-product" | "already-in-cart" | "quantity-limit" }
  | { refused: "bad-quantity"; message: string };
export type AddOutcome = { added: CartItem; created: boolean } | AddRefusal;

/** The most of one product a line may hold, by its offer's unit (per firm: one licence). */
const lineMaximum = sql`CASE p.price_unit WHEN 'per_firm' THEN 1 ELSE ${MAX_OFFER_QUANTITY} END`;

/**
 * Adds `quantity` of a product in a single statement: concurrent adds each land (the row lock of
 * ON CONFLICT DO UPDATE serialises them), a product that is not on sale is never inserted, and a
 * line never holds more than its offer allows (decision 0194). The write and the read of the line
 * it wrote are one transaction: an add that fails answers an error and adds nothing.
 */
export function addToCart(
  db: DbOrTx,
  userId: string,
  productId: number,
  quantity = 1,
): Promise<AddOutcome> {
  return db.transaction((tx) => addInTransaction(tx, userId, productId, quantity));
}

async function addInTransaction(
  db: DbOrTx,
  userId: string,
  productId: number,
  quantity: number,
): Promise<AddOutcome> {
  const result = await db.execute<{ id: number; inserted: boolean }>(sql`
    INSERT INTO cart_items AS line (user_id, product_id, quantity)
    SELECT ${userId}, p.id, ${quantity} FROM products p
      WHERE p.id = ${productId} AND p.is_active AND ${quantity} <= ${lineMaximum}
    ON CONFLICT (user_id, product_id)
      DO UPDATE SET quantity = line.quantity + excluded.quantity
      WHERE line.quantity + excluded.quantity <=
        (SELECT ${lineMaximum} FROM products p WHERE p.id = excluded.product_id)
    RETURNING id, (xmax = 0) AS inserted
  `);
  const row = result.rows[0];
  if (row) {
    const added = await findCartItem(db, userId, row.id);
    if (added) return { added, created: row.inserted };
  }
  const [product] = await db
    .select({ isActive: products.isActive, unit: products.priceUnit })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return { refused: "unknown-product" };
  if (!product.isActive) return { refused: "inactive-product" };
  const problem = quantityProblem(product.unit, quantity);
  if (problem) return { refused: "bad-quantity", message: problem };
  return { refused: product.unit === "per_firm" ? "already-in-cart" : "quantity-limit" };
}

export type SetQuantityOutcome =
  | { item: CartItem }
  | { refused: "not-found" }
  | { refused: "bad-quantity"; message: string };

/**
 * Sets the quantity of the user's own line on sale, within what its offer allows; the update and
 * its reads are one transaction, so a change that fails answers an error and changes nothing.
 */
export function setCartItemQuantity(
  db: DbOrTx,
  userId: string,
  itemId: number,
  quantity: number,
): Promise<SetQuantityOutcome> {
  return db.transaction((tx) => setQuantityInTransaction(tx, userId, itemId, quantity));
}

async function setQuantityInTransaction(
  db: DbOrTx,
  userId: string,
  itemId: number,
  quantity: number,
): Promise<SetQuantityOutcome> {
  const item = await findCartItem(db, userId, itemId);
  if (!item) return { refused: "not-found" };
  const problem = quantityProblem(item.product.offer.unit, quantity);
  if (problem) return { refused: "bad-quantity", message: problem };
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
  const changed = updated.length ? await findCartItem(db, userId, itemId) : undefined;
  return changed ? { item: changed } : { refused: "not-found" };
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
