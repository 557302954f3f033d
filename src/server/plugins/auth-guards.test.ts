import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { createTestDatabase, signInAs, testConfig } from "../test/helpers.js";
import { suiteLogger } from "../test/suite-log.js";
import type { Database } from "../db/client.js";
import { requireAdmin, requireUser } from "./auth-guards.js";

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    jobs: false,
    config: testConfig(),
    db: database.db,
    // Capture every log line at the most verbose level to check nothing secret is written.
    logger: suiteLogger("trace", (line) => logLines.push(line)),
  });
  app.get("/api/probe/user", { preHandler: requireUser }, async () => ({ ok: true }));
  app.get("/api/probe/admin", { preHandler: requireAdmin }, async () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("requireUser and requireAdmin", () => {
  it("answer 401 to visitors, 403 to customers on admin routes, and let the right people through", async () => {
    const customer = await signInAs(app, "customer_test_456");
    const admin = await signInAs(app, "admin_test_123");
    const status = async (url: string, cookie?: string) =>
      (await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} })).statusCode;
    expect(await status("/api/probe/user")).toBe(401);
    expect(await status("/api/probe/user", customer)).toBe(200);
    expect(await status("/api/probe/admin")).toBe(401);
    expect(await status("/api/probe/admin", customer)).toBe(403);
    expect(await status("/api/probe/admin", admin)).toBe(200);
    const forbidden = await app.inject({
      method: "GET",
      url: "/api/probe/admin",
      headers: { cookie: customer },
    });
    expect(forbidden.json()).toEqual({
      message: "You need admin privileges to do this.",
      code: "admin_required",
    });
  });

  it("never log the session cookie or an authorization header", async () => {
    const cookie = await signInAs(app, "customer_test_456");
    const secret = cookie.split("=")[1]!;
    await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie, authorization: "Bearer top-secret-token" },
    });
    await app.inject({ method: "GET", url: "/api/probe/admin", headers: { cookie } });
    expect(logLines.length).toBeGreaterThan(0);
    const all = logLines.join("\n");
    expect(all).not.toContain(secret);
    expect(all).not.toContain("top-secret-token");
  });
});
