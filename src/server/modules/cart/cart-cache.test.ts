import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../db/client.js";
import { signInAs } from "../../test/helpers.js";
import { eventually, startTwoServers, type TwoServers } from "../../test/two-servers.js";

/** Two server processes on one database: two apps, each with its own pool and caches. */
let servers: TwoServers;
let one: FastifyInstance;
let two: FastifyInstance;
let customer: string;
let admin: string;

beforeAll(async () => {
  servers = await startTwoServers();
  ({ one, two } = servers);
  customer = await signInAs(one, "customer_test_456");
  admin = await signInAs(one, "admin_test_123");
});
afterAll(() => servers.close());

const cartOn = async (app: FastifyInstance) => {
  const res = await app.inject({ method: "GET", url: "/api/cart", headers: { cookie: customer } });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<{
    id: number;
    quantity: number;
    product: { id: number; price: string };
  }>;
};
const add = (app: FastifyInstance, productId: number) =>
  app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie: customer },
    payload: { productId, quantity: 1 },
  });
const quantityOf = (cart: Awaited<ReturnType<typeof cartOn>>, productId: number) =>
  cart.find((line) => line.product.id === productId)?.quantity ?? 0;
/** The seed's fourth product, Tallystone Practice Manager: priced per user, so adds add up. */
const PER_USER = 4;

describe("the cart and catalogue caches across two server processes", () => {
  it("a process's own write shows in its next read at once", async () => {
    expect(await cartOn(one)).toEqual([]); // now cached in process one
    expect((await add(one, PER_USER)).statusCode).toBe(201);
    expect(quantityOf(await cartOn(one), PER_USER)).toBe(1);
  });

  it("a write in the other process reaches a cached cart", async () => {
    expect(quantityOf(await cartOn(one), PER_USER)).toBe(1); // cached in one
    expect((await add(two, PER_USER)).statusCode).toBe(200);
    const seen = await eventually(
      () => cartOn(one),
      (cart) => quantityOf(cart, PER_USER) === 2,
    );
    expect(quantityOf(seen, PER_USER)).toBe(2);
    const line = seen.find((l) => l.product.id === PER_USER)!;
    const removed = await two.inject({
      method: "DELETE",
      url: `/api/cart/${line.id}`,
      headers: { cookie: customer },
    });
    expect(removed.statusCode).toBe(204);
    expect(
      await eventually(
        () => cartOn(one),
        (cart) => cart.length === 0,
      ),
    ).toEqual([]);
  });

  it("an admin's price change in one process reaches the other's catalogue and carts", async () => {
    expect((await add(one, 2)).statusCode).toBe(201);
    await cartOn(one);
    const before = (await one.inject({ method: "GET", url: "/api/products/2" })).json();
    // The admin contract is strict: the page's computed figures are not product fields.
    const { id: _id, priceUnit: _unit, firstYearCost: _firstYear, ...fields } = before;
    const body = { ...fields, price: "123.45" };
    const changed = await two.inject({
      method: "PUT",
      url: "/api/admin/products/2",
      headers: { cookie: admin },
      payload: body,
    });
    expect(changed.statusCode).toBe(200);
    const product = await eventually(
      async () => (await one.inject({ method: "GET", url: "/api/products/2" })).json(),
      (p: { price: string }) => p.price === "123.45",
    );
    expect(product.price).toBe("123.45");
    const cart = await eventually(
      () => cartOn(one),
      (c) => c[0]?.product.price === "123.45",
    );
    expect(cart[0]!.product.price).toBe("123.45");
  });

  it("while the change feed is down, reads go to the database; it comes back by itself", async () => {
    await cartOn(one);
    const control = connect(servers.url, 1);
    try {
      // Cut both processes' listening connections, as a database restart would. Only this
      // database's: other test files' apps listen on the same PostgreSQL at the same time.
      await control.pool.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE query LIKE 'LISTEN %' AND datname = current_database()`,
      );
      expect((await add(two, 2)).statusCode).toBe(200);
      // No notification can arrive now; the cache must not answer from its copy.
      expect(quantityOf(await cartOn(one), 2)).toBe(2);
      const listening = await eventually(
        async () =>
          (
            await control.pool.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE query LIKE 'LISTEN %' AND datname = current_database()`,
            )
          ).rows[0].n as number,
        (n) => n >= 2,
      );
      expect(listening).toBeGreaterThanOrEqual(2);
      expect((await add(two, 2)).statusCode).toBe(200);
      expect(
        quantityOf(
          await eventually(
            () => cartOn(one),
            (c) => quantityOf(c, 2) === 3,
          ),
          2,
        ),
      ).toBe(3);
    } finally {
      await control.close();
    }
  });
});
