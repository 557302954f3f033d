import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  createTestApp,
  signInAs,
  testConfig,
  type TestApp,
} from "../test/helpers.js";
import { DEMO_STORE_IDENTITY } from "../../shared/store-identity.js";

let t: TestApp;
let clientRoot: string;

beforeAll(async () => {
  clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ch-client-"));
  fs.writeFileSync(path.join(clientRoot, "index.html"), "<!doctype html><div id=root></div>");
  fs.mkdirSync(path.join(clientRoot, "assets"));
  fs.writeFileSync(path.join(clientRoot, "assets", "app-abc123.js"), "console.log(1)");
  t = await createTestApp({ clientRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientRoot, { recursive: true, force: true });
});

describe("security and routing", () => {
  it("refuses a state-changing request from a foreign Origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      headers: { origin: "https://evil.example", host: "localhost:5000" },
      payload: { userId: "customer_test_456" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Cross-site/);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a cross-site fetch even without an Origin header", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { userId: "customer_test_456" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("accepts the same origin", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      headers: { origin: "http://localhost:5000", host: "localhost:5000" },
      payload: { userId: "customer_test_456" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("sends a CSP and security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain("unsafe-inline' https://js");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // Other sites learn nothing; this site's own forms arrive with their real Origin.
    expect(res.headers["referrer-policy"]).toBe("same-origin");
  });

  it("answers unknown API paths and missing files with 404 JSON, never with a page", async () => {
    for (const url of ["/api/no-such-thing", "/assets/gone-abc123.js", "/images/missing.png"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: "Not found", code: "not_found" });
    }
    // Other paths are pages (src/server/pages/pages.test.ts renders them with the real build).
    const page = await t.app.inject({ method: "GET", url: "/some/client/route" });
    expect(page.headers["content-type"]).not.toMatch(/json/);
  });

  it("caches hashed assets for a year", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers malformed JSON and oversized bodies with 4xx JSON", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe("string");
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      payload: { userId: "x".repeat(200 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json().message).toBe("string");
  });

  it("reports health and readiness", async () => {
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({
      status: "ok",
    });
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).json()).toEqual({
      status: "ready",
    });
  });

  it("tells the browser what is configured, and nothing secret", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/config" });
    expect(res.json()).toEqual({
      signIn: { google: false, microsoft: false, testLogin: true },
      payments: { mode: "test", stripePublishableKey: null },
      adminSiteUrl: "/admin",
      developerPortalUrl: "/api/docs",
      // Who runs the shop, as the contact and legal pages print it (decision 0260).
      store: DEMO_STORE_IDENTITY,
    });
  });
});

describe("cookies behind HTTPS", () => {
  it("marks the session cookie Secure when PUBLIC_URL is https", async () => {
    const https = await createTestApp({
      config: testConfig({ PUBLIC_URL: "https://shop.example", TEST_LOGIN: "on" }),
    });
    try {
      const res = await https.app.inject({
        method: "POST",
        url: "/api/test-login",
        payload: { userId: "customer_test_456" },
      });
      expect(String(res.headers["set-cookie"])).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
  });

  it("uses the __Host- prefix in production over HTTPS", async () => {
    const prod = await createTestApp({
      config: testConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://shop.example",
        TEST_LOGIN: "on",
        LOG_LEVEL: "silent",
      }),
    });
    try {
      const cookie = await signInAs(prod.app, "customer_test_456");
      expect(cookie).toMatch(/^__Host-ch_session=/);
    } finally {
      await prod.close();
    }
  });
});

describe("cookies and origins behind a TLS-terminating proxy", () => {
  const production = {
    NODE_ENV: "production",
    TEST_LOGIN: "on",
    PAYMENTS: "none",
  };
  /** The name the proxy forwards; test login on by hand (a proxied start is not local). */
  const proxy = { ALLOWED_HOSTS: "shop.example", TEST_LOGIN: "on" };
  const signIn = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({
      method: "POST",
      url: "/api/test-login",
      headers,
      payload: { userId: "customer_test_456" },
    });
  const setCookie = (res: { headers: Record<string, unknown> }) =>
    String(res.headers["set-cookie"]);
  const proxied = { host: "shop.example", "x-forwarded-proto": "https" };

  it("marks the cookie Secure, HttpOnly and SameSite=Lax when a trusted proxy says https", async () => {
    const app = await createTestApp({ config: testConfig({ ...proxy, TRUST_PROXY: "on" }) });
    try {
      const cookie = setCookie(await signIn(app, proxied));
      expect(cookie).toMatch(/^ch_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      // Over plain http the same server does not promise Secure.
      expect(setCookie(await signIn(app, { host: "shop.example" }))).not.toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it("ignores the proxy header when the proxy is not trusted", async () => {
    const app = await createTestApp({ config: testConfig({ ...proxy, TRUST_PROXY: "off" }) });
    try {
      expect(setCookie(await signIn(app, proxied))).not.toMatch(/; Secure/);
    } finally {
      await app.close();
    }
  });

  it("uses __Host- in production behind a trusted https proxy, and that cookie signs the next request in and out", async () => {
    const app = await createTestApp({
      config: testConfig({ ...production, ...proxy, TRUST_PROXY: "on" }),
    });
    try {
      const res = await signIn(app, proxied);
      const cookie = setCookie(res);
      expect(cookie).toMatch(
        /^__Host-ch_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      );
      const header = cookieHeader(res.headers["set-cookie"]);
      const me = await app.app.inject({
        url: "/api/auth/user",
        headers: { ...proxied, cookie: header },
      });
      expect(me.statusCode).toBe(200);
      const out = await app.app.inject({
        url: "/api/logout",
        headers: { ...proxied, cookie: header },
      });
      expect(String(out.headers["set-cookie"])).toMatch(/^__Host-ch_session=;.*Path=\/;.*Secure/);
      const after = await app.app.inject({
        url: "/api/auth/user",
        headers: { ...proxied, cookie: header },
      });
      expect(after.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it("behind a trusted https proxy, refuses a foreign or downgraded Origin and accepts its own", async () => {
    const app = await createTestApp({ config: testConfig({ ...proxy, TRUST_PROXY: "on" }) });
    try {
      const from = (origin: string) => signIn(app, { ...proxied, origin });
      expect((await from("https://shop.example")).statusCode).toBe(200);
      for (const foreign of [
        "https://evil.example",
        "http://shop.example",
        "https://shop.example.evil.example",
      ]) {
        const res = await from(foreign);
        expect(res.statusCode, foreign).toBe(403);
        expect(res.json().message).toMatch(/Cross-site/);
        expect(res.headers["set-cookie"], foreign).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it("with PUBLIC_URL https, judges Origin against it whatever Host the proxy forwards", async () => {
    const app = await createTestApp({
      config: testConfig({
        PUBLIC_URL: "https://shop.example",
        ALLOWED_HOSTS: "10.0.0.5",
        TEST_LOGIN: "on",
      }),
    });
    try {
      const from = (origin: string) => signIn(app, { host: "10.0.0.5:5000", origin });
      expect((await from("https://shop.example")).statusCode).toBe(200);
      expect((await from("http://10.0.0.5:5000")).statusCode).toBe(403);
      expect((await from("https://evil.example")).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
