import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { BROWSER_RECORDS } from "../../shared/cookies.js";
import { PRIVACY } from "../../shared/legal-documents.js";
import { DEMO_STORE_IDENTITY } from "../../shared/store-identity.js";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { pickProducts } from "../test/shopping.js";

/**
 * The privacy policy lists the cookies the shop sets (issue 47: it counted one where there were
 * two). A visitor and a customer go through everything that sets a cookie, over plain HTTP and
 * behind HTTPS in production; every cookie they receive must be one the policy names.
 */

const listed = new Set(BROWSER_RECORDS.flatMap((record) => record.names));
const namesOf = (response: LightMyRequestResponse) => response.cookies.map((cookie) => cookie.name);

async function cookiesOfAVisit(t: TestApp, headers: Record<string, string> = {}) {
  const seen = new Set<string>();
  const send = async (method: "GET" | "POST", url: string, cookie = "", payload?: object) => {
    const response = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });
    for (const name of namesOf(response)) seen.add(name);
    return response;
  };
  // A visitor talking to the advisor gets a session of their own.
  await send("POST", "/api/ai/start-conversation", "", { initialMessage: "Tax software?" });
  const login = await send("POST", "/api/test-login", "", { userId: "customer_test_456" });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const { download } = await pickProducts(t.database.db);
  await send("POST", "/api/cart", cookie, { productId: download.id, quantity: 1 });
  await send("GET", "/api/cart", cookie);
  await send("GET", "/api/logout", cookie);
  return seen;
}

describe("the cookies the shop sets are the ones the privacy policy lists", () => {
  let plain: TestApp;
  let secure: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    secure = await createTestApp({
      env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example", TEST_LOGIN: "on" },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await secure?.close();
  });

  it("over HTTP in development and behind HTTPS in production", async () => {
    const seen = new Set([
      ...(await cookiesOfAVisit(plain)),
      ...(await cookiesOfAVisit(secure, { host: "shop.example" })),
    ]);
    // The visit did set cookies: the session (both names) and the cart's change mark.
    expect([...seen].sort()).toEqual(["__Host-ch_session", "ch_cart_changed", "ch_session"]);
    for (const name of seen) expect(listed, `${name} is set but not in the policy`).toContain(name);
  });

  it("the policy's cookie section names each one, counts them right and is no template", () => {
    const text = JSON.stringify(PRIVACY.sections(DEMO_STORE_IDENTITY));
    for (const name of listed) expect(text).toContain(name);
    expect(text).toContain("We set two cookies");
    expect(text).not.toMatch(/not yet reviewed|template that/i);
  });
});
