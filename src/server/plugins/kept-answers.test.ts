import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedBody, keptAnswerOf } from "../lib/http-representation.js";
import { keptAnswers } from "./kept-answers.js";

const big = cachedBody(JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => i) }));
const small = cachedBody('{"ok":true}');

/**
 * As in the app: the hook right after the request edge, a later hook that every routed answer
 * passes (it would add a header), and the route that answers whatever the kept answers leave.
 */
const kept = keptAnswers();
const server = Fastify();
beforeAll(async () => {
  await big.encoded("br");
  kept.setCommonHeaders({ "x-frame-options": "SAMEORIGIN" });
  kept.add((request) => {
    if (request.url === "/big") return keptAnswerOf(request, big);
    if (request.url === "/small") return keptAnswerOf(request, small);
    return undefined;
  });
  server.addHook("onRequest", kept.hook);
  server.addHook("onRequest", (_request, reply, done) => {
    reply.header("x-routed", "yes");
    done();
  });
  let responses = 0;
  server.addHook("onResponse", (_request, _reply, done) => {
    responses += 1;
    done();
  });
  server.decorate("responses", () => responses);
  for (const url of ["/big", "/small", "/other"]) server.get(url, () => ({ routed: url }));
  await server.ready();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.inject({ method: "GET", url, headers });

describe("a kept answer", () => {
  it("is sent whole before the later hooks and the route, with the common headers", async () => {
    const before = kept.answered;
    const res = await get("/small");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"ok":true}');
    expect(res.headers["x-routed"]).toBeUndefined();
    expect(res.headers).toMatchObject({
      "x-frame-options": "SAMEORIGIN",
      "cache-control": "no-cache",
      etag: small.etag,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(small.body.byteLength),
    });
    // Too small to compress: the same whatever the client takes, so no Vary.
    expect(res.headers.vary).toBeUndefined();
    expect(kept.answered).toBe(before + 1);
  });

  it("comes in the coding the client takes once that coding is made, saying it varies", async () => {
    const br = await get("/big", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.rawPayload).toEqual(big.encodedNow("br"));
    expect(br.headers["x-routed"]).toBeUndefined();
    const plain = await get("/big");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.rawPayload).toEqual(big.body);
    // gzip is not made yet: the route answers (and makes it, in the app).
    const gzip = await get("/big", { "accept-encoding": "gzip" });
    expect(gzip.json()).toEqual({ routed: "/big" });
  });

  it("leaves the route a conditional request, another method and another address", async () => {
    const conditional = await get("/small", { "if-none-match": small.etag });
    expect(conditional.headers["x-routed"]).toBe("yes");
    expect((await server.inject({ method: "HEAD", url: "/small" })).headers["x-routed"]).toBe(
      "yes",
    );
    expect((await get("/other")).json()).toEqual({ routed: "/other" });
  });

  it("still runs the onResponse hooks (metrics count it)", async () => {
    const responses = (server as unknown as { responses: () => number }).responses;
    const before = responses();
    await get("/small");
    expect(responses()).toBe(before + 1);
  });
});
