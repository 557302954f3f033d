import type { FastifyReply, FastifyRequest } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { createPageContext } from "./page-context.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = { headers: {}, ip: "127.0.0.1" } as unknown as FastifyRequest;
const reply = { header: () => reply } as unknown as FastifyReply;
const page = { user: null, origin: "http://localhost", timeZone: "UTC", nonce: "n" };

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
