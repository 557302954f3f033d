import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedBody, sendCached, sendCachedNow } from "./http-representation.js";

const json = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Template pack ${i}`, price: "49.00" })),
);
const cached = cachedBody(json);
const small = cachedBody('{"ok":true}');

/** As in the app: @fastify/compress on every route, and routes that send cached bodies. */
const server = Fastify();
beforeAll(async () => {
  await server.register(compress, { global: true, threshold: 1024 });
  server.get("/list", (request, reply) => sendCached(request, reply, cached));
  server.get("/small", (request, reply) => sendCached(request, reply, small));
  server.get("/now", (request, reply) => {
    const body = cachedBody(json);
    if (!sendCachedNow(request, reply, body)) return reply.code(202).send("not yet");
    // The coding made, the same body is answered at once: nothing is awaited.
  });
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.inject({ method: "GET", url, headers });

describe("a cached body", () => {
  it("travels in the best coding the client takes, compressed once and not again by @fastify/compress", async () => {
    const br = await get("/list", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    expect(br.rawPayload).toEqual(await cached.encoded("br"));
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    for (const accept of ["gzip", "gzip, deflate", "br;q=0, gzip"]) {
      const gzip = await get("/list", { "accept-encoding": accept });
      expect(gzip.headers["content-encoding"], accept).toBe("gzip");
      expect(gunzipSync(gzip.rawPayload).toString(), accept).toBe(json);
    }
    for (const accept of [undefined, "identity", "gzip;q=0, br;q=0"]) {
      const plain = await get("/list", accept ? { "accept-encoding": accept } : {});
      expect(plain.headers["content-encoding"], accept).toBeUndefined();
      expect(plain.body, accept).toBe(json);
    }
    const tiny = await get("/small", { "accept-encoding": "br" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body).toBe('{"ok":true}');
  });

  it("carries its weak ETag, and answers 304 to it, to a list holding it, and to *", async () => {
    const first = await get("/list");
    expect(first.headers.etag).toBe(cached.etag);
    expect(cached.etag).toMatch(/^W\/"[\w-]{27}"$/);
    for (const header of [cached.etag, cached.etag.slice(2), `"other", ${cached.etag}`, "*"]) {
      const again = await get("/list", { "if-none-match": header });
      expect(again.statusCode, header).toBe(304);
      expect(again.rawPayload.length, header).toBe(0);
    }
    expect((await get("/list", { "if-none-match": 'W/"other"' })).statusCode).toBe(200);
  });
});

describe("a cached body answered at once", () => {
  it("is sent without a promise when the client takes it plain or its coding is made, else left unsent", async () => {
    const plain = await get("/now");
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(json);
    expect(plain.headers.etag).toMatch(/^W\//);
    // A fresh body has no coding made yet: nothing is sent, the caller goes the long way.
    expect((await get("/now", { "accept-encoding": "br" })).statusCode).toBe(202);

    const body = cachedBody(json);
    await body.encoded("br");
    expect(body.encodedNow("br")).toEqual(await body.encoded("br"));
    expect(body.encodedNow("gzip")).toBeUndefined();
    const at = Fastify();
    at.get("/", (request, reply) => {
      expect(sendCachedNow(request, reply, body)).toBe(true);
    });
    const br = await at.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    await at.close();
  });
});
