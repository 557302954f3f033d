import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { actorCookies, routeKeys } from "./test-actors.js";

/**
 * Every API route against generated garbage: never a 5xx, every refusal a JSON `{ message }`, and
 * a refused request changes nothing in the database. Requests come from many addresses so the
 * rate limits do not hide the validation behind a 429.
 */

let t: TestApp;
const registered: RouteOptions[] = [];
let adminCookie: string;
let casesTried = 0;

/** The tables a request may change (sessions and rate-limit counters are bookkeeping). */
const DATA_TABLES = [
  "users",
  "identities",
  "products",
  "cart_items",
  "payments",
  "orders",
  "order_items",
  "subscriptions",
  "stripe_events",
  "free_resources",
  "related_sites",
  "conversations",
  "messages",
];

async function fingerprint(): Promise<string> {
  const parts = DATA_TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as f from ${table} x`,
  );
  const result = await t.database.db.execute(sql.raw(parts.join(" union all ")));
  return JSON.stringify(result.rows);
}

beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => registered.push(route) });
  adminCookie = (await actorCookies(t.database.db)).admin;
});
afterAll(() => t.close());

const FIELD_NAMES = [
  "productId",
  "quantity",
  "amount",
  "clientSecret",
  "cardNumber",
  "expiry",
  "cvc",
  "paymentIntent",
  "resourceId",
  "userId",
  "name",
  "description",
  "price",
  "category",
  "type",
  "imageUrl",
  "downloadUrl",
  "stripePriceId",
  "features",
  "isActive",
  "message",
  "initialMessage",
  "onboardingData",
  // GET /api/products search and paging
  "q",
  "limit",
  "cursor",
];
const POLLUTING_KEYS = ["__proto__", "constructor", "prototype"];

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, -0.01, 1e9, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "1",
    "-1",
    "1.5",
    "1e400",
    "customer_test_456",
    "admin_test_123",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "'; drop table products; --",
    "../../../../etc/passwd",
    "javascript:alert(1)",
    "//evil.example/x",
    "\u202e\ufeff\ud83d\ude00",
    "price_1AbC",
    "4242 4242 4242 4242",
  ),
  fc.integer({ min: 1000, max: 60_000 }).map((n) => "x".repeat(n)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileNumber,
  hostileString,
  fc.constantFrom(null, true, false, [], {}, [1], ["a"]),
  fc.anything({ maxDepth: 2, key: fc.oneof(fc.string(), fc.constantFrom(...POLLUTING_KEYS)) }),
);
const hostileKey = fc.oneof(
  fc.constantFrom(...FIELD_NAMES),
  fc.constantFrom(...POLLUTING_KEYS),
  fc.string({ maxLength: 20 }),
);
/** Mostly objects with the fields the API knows holding the wrong things, sometimes anything. */
const hostileBody: fc.Arbitrary<{ raw: string; type: string }> = fc.oneof(
  fc
    .dictionary(hostileKey, hostileValue, { maxKeys: 8 })
    .map((o) => ({ raw: JSON.stringify(o), type: "application/json" })),
  fc
    .tuple(fc.constantFrom(...POLLUTING_KEYS), fc.dictionary(fc.string(), hostileValue))
    .map(([key, inner]) => ({
      raw: `{"${key}":${JSON.stringify(inner)},"quantity":1,"productId":1}`,
      type: "application/json",
    })),
  fc
    .anything({ maxDepth: 2 })
    .map((v) => ({ raw: JSON.stringify(v) ?? "null", type: "application/json" })),
  fc.string({ maxLength: 60 }).map((s) => ({ raw: `{${s}`, type: "application/json" })),
  fc
    .tuple(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/xml",
        "multipart/form-data",
      ),
    )
    .map(([raw, type]) => ({ raw, type })),
);
const hostileSegment = fc
  .oneof(
    hostileString.filter((s) => s.length < 300),
    hostileNumber.map(String),
    // Well-formed ids too, so the body behind a valid path is reached as well.
    fc.uuid(),
    fc.integer({ min: 1, max: 40 }).map(String),
    fc.constantFrom("0", "-1", "1.5", "1e3", "0x10", "99999999999", "2147483648", "1 ", "%2e%2e"),
  )
  .map((s) => encodeURIComponent(s) || "%20");
const hostileQuery = fc
  .dictionary(
    hostileKey,
    hostileString.filter((s) => s.length < 500),
    { maxKeys: 4 },
  )
  .map((q) => new URLSearchParams(q).toString());

/**
 * Sent without a cookie: routes that end or replace the session, and the advisor, whose
 * per-session limit would otherwise answer 429 before the input is even read.
 */
const SESSIONLESS = (key: string) =>
  key === "POST /api/test-login" || key === "GET /api/logout" || key.includes(" /api/ai/");

interface HostileCase {
  segments: string[];
  query: string;
  body: { raw: string; type: string };
}

function urlFor(template: string, segments: string[], query: string): string {
  let i = 0;
  const path = template.replace(/:\w+\??/g, () => segments[i++ % segments.length]!);
  return query ? `${path}?${query}` : path;
}

const hasInput = (route: RouteOptions) => {
  const schema = route.schema as Record<string, unknown> | undefined;
  return Boolean(schema?.params || schema?.querystring || schema?.body);
};

describe("hostile input", () => {
  it("reaches every API route", () => {
    expect(routeKeys(registered).length).toBeGreaterThan(20);
  });

  it("never answers 5xx, always explains a refusal in JSON, and refuses without changing data", async () => {
    const keys = routeKeys(registered);
    const routeOf = (key: string) => registered.find((r) => routeKeys([r]).includes(key))!;
    const tally: Record<string, Record<number, number>> = {};
    let known = await fingerprint();
    const failures: string[] = [];
    for (const key of keys) {
      const [method, template] = key.split(" ") as [string, string];
      const route = routeOf(key);
      const runs = hasInput(route) ? 200 : 40;
      const arbitrary = fc.record({
        segments: fc.array(hostileSegment, { minLength: 1, maxLength: 2 }),
        query: hostileQuery,
        body: hostileBody,
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (c: HostileCase) => {
          casesTried++;
          // Rate-limit counters are bookkeeping: clearing them keeps every case reaching validation.
          await t.database.db.execute(sql`delete from rate_limits`);
          const before = known;
          const url = urlFor(template, c.segments, c.query);
          const sendsBody = method !== "GET" && method !== "DELETE";
          const res = await t.app.inject({
            method: method as "GET",
            url,
            remoteAddress: `10.9.${(casesTried >> 8) & 255}.${casesTried & 255}`,
            headers: {
              ...(SESSIONLESS(key) ? {} : { cookie: adminCookie }),
              ...(sendsBody ? { "content-type": c.body.type } : {}),
            },
            ...(sendsBody ? { payload: c.body.raw } : {}),
          });
          const where = `${method} ${url.slice(0, 200)} body=${c.body.raw.slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          known = await fingerprint();
          (tally[key] ??= {})[res.statusCode] = (tally[key]?.[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) failures.push(`5xx: ${where}`);
          if (res.statusCode >= 400) {
            expect(res.headers["content-type"], where).toMatch(/application\/json/);
            expect(typeof res.json().message, where).toBe("string");
            expect(known, `changed data: ${where}`).toBe(before);
          }
          expect(res.statusCode, where).toBeLessThan(500);
        }),
        { numRuns: runs, seed: 20261121 + keys.indexOf(key) },
      );
    }
    if (process.env.HOSTILE_TALLY) console.log(JSON.stringify(tally, null, 1));
    expect(failures).toEqual([]);
    expect(casesTried).toBeGreaterThan(200 * 10);
  }, 600_000);

  it("answers 413 with a message to a body over 100 KB on every route that takes one", async () => {
    const big = JSON.stringify({ productId: 1, quantity: 1, filler: "x".repeat(101 * 1024) });
    const writes = routeKeys(registered).filter((key) => /^(POST|PUT|PATCH) /.test(key));
    expect(writes.length).toBeGreaterThan(5);
    for (const key of writes) {
      const [method, template] = key.split(" ") as [string, string];
      const before = await fingerprint();
      const res = await t.app.inject({
        method: method as "POST",
        url: urlFor(template, ["1"], ""),
        headers: { cookie: adminCookie, "content-type": "application/json" },
        payload: big,
      });
      expect(res.statusCode, key).toBe(413);
      expect(typeof res.json().message, key).toBe("string");
      expect(await fingerprint(), key).toBe(before);
    }
  });
});
