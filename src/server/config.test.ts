import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { CONFIG_KEYS, ConfigError, loadConfig } from "./config.js";
import { DEMO_STORE_IDENTITY } from "../shared/store-identity.js";

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

describe("the shop's identity (decision 0260)", () => {
  it("is the demo's with nothing set, one configuration for every place that names the company", () => {
    const { store } = loadConfig({});
    expect(store).toEqual(DEMO_STORE_IDENTITY);
    expect(store.taxId).not.toMatch(/00-0000000/);
  });

  it("takes each part from its variable; hours are separated by semicolons", () => {
    const { store } = loadConfig({
      SELLER_NAME: "Abacus & Quill LLC",
      SELLER_ADDRESS: "1 Main St, Hartford, CT 06103, USA",
      SELLER_TAX_ID: "EIN 06-1234567",
      SELLER_JURISDICTION: "the State of Connecticut, USA",
      SUPPORT_EMAIL: " help@abacus.example ",
      SUPPORT_PHONE: "(860) 555-0100",
      SUPPORT_HOURS: "Mon-Thu 9-5 ET; ; Fri 9-1 ET",
    });
    expect(store).toEqual({
      legalName: "Abacus & Quill LLC",
      address: "1 Main St, Hartford, CT 06103, USA",
      taxId: "EIN 06-1234567",
      jurisdiction: "the State of Connecticut, USA",
      supportEmail: "help@abacus.example",
      supportPhone: "(860) 555-0100",
      supportHours: ["Mon-Thu 9-5 ET", "Fri 9-1 ET"],
    });
  });

  it("refuses a line break (e-mail headers and invoices print it) and a support address that is not one", () => {
    expect(() => loadConfig({ SELLER_NAME: "Evil\r\nBcc: x@y.example" })).toThrow(
      /SELLER_NAME: must be one line/,
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: "support" })).toThrow(
      /SUPPORT_EMAIL: must be an e-mail address/,
    );
  });

  it("in production a live Stripe key needs the seller's own name, address and tax ID on its invoices", () => {
    const live = {
      NODE_ENV: "production",
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_PUBLISHABLE_KEY: "pk_live_abc",
    };
    expect(() => loadConfig(live)).toThrow(/SELLER_TAX_ID: set your own/);
    expect(
      loadConfig({
        ...live,
        SELLER_NAME: "Abacus & Quill LLC",
        SELLER_ADDRESS: "1 Main St, Hartford, CT 06103, USA",
        SELLER_TAX_ID: "EIN 06-1234567",
      }).store.legalName,
    ).toBe("Abacus & Quill LLC");
  });
});

describe("the README", () => {
  it("documents every configuration variable in its table", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"));
    const rows = table.split("\n").filter((line) => line.startsWith("|"));
    const documented = new Set(
      rows.flatMap((row) => [...row.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    const missing = CONFIG_KEYS.filter((key) => !documented.has(key));
    expect(missing, "add these to the README's configuration table").toEqual([]);
  });
});
