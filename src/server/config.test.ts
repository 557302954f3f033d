import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

describe("loadConfig", () => {
  it("with nothing set is the embedded demo", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      databaseUrl: undefined,
      testLogin: true,
      payments: { mode: "test" },
      oidc: {},
      ai: undefined,
      adminSiteUrl: "/admin",
      developerPortalUrl: "/api/docs",
    });
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it("names every bad key at once", () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "not a url",
        STRIPE_SECRET_KEY: "pk_test_123",
        TEST_LOGIN: "maybe",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const key of ["PORT", "DATABASE_URL", "STRIPE_SECRET_KEY", "TEST_LOGIN"])
      expect(message).toContain(key);
  });

  it("refuses half-configured providers and production without a session secret", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ AI_BASE_URL: "http://localhost:11434/v1" })).toThrow(
      /AI_API_KEY and AI_MODEL/,
    );
    expect(() => loadConfig({ PAYMENTS: "stripe" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("in production, OpenID Connect sign-in needs PUBLIC_URL (the redirect_uri is pinned)", () => {
    const env = {
      NODE_ENV: "production",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
    };
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL: required in production/);
    expect(loadConfig({ ...env, PUBLIC_URL: "https://shop.example" }).oidc.google).toBeDefined();
    // Development keeps following the request's own origin (localhost, any port).
    expect(loadConfig({ ...env, NODE_ENV: "development" }).oidc.google).toBeDefined();
  });

  it("HOST defaults to loopback; TRUST_PROXY_HOPS to one proxy", () => {
    const config = loadConfig({});
    expect(config.host).toBe("127.0.0.1");
    expect(config.trustProxyHops).toBe(1);
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "0" })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it("needs no session secret: session ids are random and stored hashed, nothing is signed (decision 0081)", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).not.toThrow();
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: "left over" })).not.toHaveProperty(
      "sessionSecret",
    );
  });

  it("in production turns test login and test payments off unless asked", () => {
    const config = loadConfig({ NODE_ENV: "production" });
    expect(config.testLogin).toBe(false);
    expect(config.payments.mode).toBe("none");
    expect(loadConfig({ NODE_ENV: "production", TEST_LOGIN: "on" }).testLogin).toBe(true);
  });

  it("turns Stripe on when both keys are set and OIDC per provider", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abc",
      MICROSOFT_CLIENT_ID: "id",
      MICROSOFT_CLIENT_SECRET: "secret",
      MICROSOFT_TENANT: "contoso.onmicrosoft.com",
      ADMIN_EMAILS: " Boss@Firm.example , ",
    });
    expect(config.payments.mode).toBe("stripe");
    expect(config.oidc.microsoft?.issuer).toBe(
      "https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0",
    );
    expect(config.oidc.google).toBeUndefined();
    expect(config.adminEmails).toEqual(["boss@firm.example"]);
  });
});
