import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, testConfig, type TestApp } from "../test/helpers.js";

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
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("answers unknown API paths with 404 JSON and other paths with the client", async () => {
    const api = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    const page = await t.app.inject({ method: "GET", url: "/some/client/route" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
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
    });
  });
});

describe("cookies behind HTTPS", () => {
  it("marks the session cookie Secure when PUBLIC_URL is https", async () => {
    const https = await createTestApp({
      config: testConfig({ PUBLIC_URL: "https://shop.example" }),
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
        SESSION_SECRET: "s".repeat(40),
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
