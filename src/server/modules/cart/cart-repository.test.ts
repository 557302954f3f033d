import { and, eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dropConnections } from "../../db/client.js";
import { cartItems, products } from "../../db/schema.js";
import { createTestDatabase } from "../../test/helpers.js";
import { addToCart, setCartItemQuantity } from "./cart-repository.js";

/**
 * A cart change that answers with an error changed nothing. The soak found adds answered 503 yet
 * stored: the line was written, then the read of what was written failed because the app dropped
 * its connections to a database that seemed to stall (db/availability.ts). Here the connections
 * are dropped right when that read is sent.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const USER = "customer_test_456";
let productId: number;
/**
 * When set, the query whose text starts with `text`, after `skip` such queries have gone through,
 * ends every connection of the pool first (as the availability check does to a stalled database).
 */
let cut: { text: string; skip: number } | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  database.pool.on("connect", (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args) => {
      const first = args[0];
      const text = typeof first === "string" ? first : (first as { text?: string })?.text;
      if (cut && text?.startsWith(cut.text) && cut.skip-- === 0) {
        cut = undefined;
        dropConnections(database.pool);
      }
      return query(...args);
    };
  });
  const [product] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.priceUnit, "per_user")))
    .limit(1);
  productId = product!.id;
});
afterAll(() => database.close());
beforeEach(async () => {
  cut = undefined;
  await database.db.delete(cartItems).where(eq(cartItems.userId, USER));
});

async function storedQuantity(): Promise<number | undefined> {
  const [line] = await database.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, USER), eq(cartItems.productId, productId)));
  return line?.quantity;
}

/** The read of one cart line (cart-repository's selectItems), as drizzle sends it. */
const READ_LINE = 'select "cart_items"."id"';

describe("a cart change cut between its write and its read", () => {
  it("a failed add stores nothing", async () => {
    cut = { text: READ_LINE, skip: 0 };
    await expect(addToCart(database.db, USER, productId, 2)).rejects.toThrow();
    expect(cut).toBeUndefined(); // the cut happened
    expect(await storedQuantity()).toBeUndefined();
  });

  it("a failed add to an existing line leaves its quantity", async () => {
    expect(await addToCart(database.db, USER, productId, 3)).toMatchObject({ created: true });
    cut = { text: READ_LINE, skip: 0 };
    await expect(addToCart(database.db, USER, productId, 1)).rejects.toThrow();
    expect(cut).toBeUndefined();
    expect(await storedQuantity()).toBe(3);
  });

  it("a failed quantity change leaves the old quantity", async () => {
    const outcome = await addToCart(database.db, USER, productId, 3);
    if (!("added" in outcome)) throw new Error(`add refused: ${outcome.refused}`);
    // It reads the line, updates it, reads it again: the cut lands on the second read.
    cut = { text: READ_LINE, skip: 1 };
    await expect(setCartItemQuantity(database.db, USER, outcome.added.id, 7)).rejects.toThrow();
    expect(cut).toBeUndefined();
    expect(await storedQuantity()).toBe(3);
  });

  it("an add that is not cut stores and answers the line", async () => {
    const outcome = await addToCart(database.db, USER, productId, 2);
    expect(outcome).toMatchObject({ created: true, added: { quantity: 2 } });
    expect(await storedQuantity()).toBe(2);
  });
});
