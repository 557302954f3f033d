import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../test/helpers.js";
import { createPageContext } from "./page-context.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = { headers: {}, ip: "127.0.0.1" } as unknown as FastifyRequest;
const reply = { header: () => reply } as unknown as FastifyReply;
const page = { user: null, origin: "http://localhost", timeZone: "UTC", nonce: "n" };

it("answers a signed-in page's user, cart and product from their modules, as the API answers them, and asks the API for the rest", async () => {
  const cookie = await signInAs(t.app, "customer_test_456");
  const [listed] = (await t.app.inject({ method: "GET", url: "/api/products?limit=1" })).json<{
    items: { id: number }[];
  }>().items;
  const added = await t.app.inject({
    method: "POST",
    url: "/api/cart",
    headers: { cookie },
    payload: { productId: listed!.id, quantity: 1 },
  });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const user = (
    await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } })
  ).json();
  const signedIn = {
    headers: { cookie },
    cookies: {},
    ip: "127.0.0.1",
    user,
  } as unknown as FastifyRequest;
  const queries = [
    { url: "/api/auth/user", nullOn401: true },
    { url: "/api/cart" },
    { url: `/api/products/${listed!.id}` },
  ];
  // What the API answers, each asked over a whole in-process request.
  const api = await Promise.all(
    queries.map(async ({ url }) =>
      (await t.app.inject({ method: "GET", url, headers: { cookie } })).json(),
    ),
  );
  expect(api[1]).toHaveLength(1);

  const inject = vi.spyOn(t.app, "inject");
  try {
    const loaded = await createPageContext(t.app, signedIn, reply, page).load(queries);
    expect(loaded.queries.map((query) => ("data" in query ? query.data : query))).toEqual(api);
    expect(inject).not.toHaveBeenCalled();

    // Nobody signed in, an id that is not one, no such product: the route's own answers.
    const visitor = await createPageContext(t.app, request, reply, page).load([
      ...queries.slice(0, 2),
      { url: "/api/products/abc" },
      { url: "/api/products/999999" },
    ]);
    expect(visitor.queries).toMatchObject([
      { data: null },
      { error: { status: 401 } },
      { error: { status: 400 } },
      { error: { status: 404, code: "product_not_found" } },
    ]);
    expect(inject).toHaveBeenCalledTimes(4);
  } finally {
    inject.mockRestore();
  }
});

it("reads the API in-process, and answers 503 (not a thrown error, a 500) once the server is shutting down", async () => {
  const context = createPageContext(t.app, request, reply, page);
  const before = await context.load([{ url: "/api/config" }]);
  expect(before.queries[0]).toHaveProperty("data");
  expect(before.queries[0]).not.toHaveProperty("error");

  await t.app.close();
  const during = createPageContext(t.app, request, reply, page);
  const { queries } = await during.load([{ url: "/api/config" }]);
  expect(queries[0]).toMatchObject({ error: { status: 503, code: "service_unavailable" } });
  await expect(during.send("POST", "/api/cart", { productId: 1 })).resolves.toMatchObject({
    status: 503,
    body: { code: "service_unavailable" },
  });
});
