import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OAuth2Server } from "oauth2-mock-server";
import { eq, sql } from "drizzle-orm";
import { identities, products, users } from "../../db/schema.js";
import { buildApp } from "../../app.js";
import { suiteLogger } from "../../test/suite-log.js";
import { cookieHeader, createTestApp, testConfig, type TestApp } from "../../test/helpers.js";

/** A real OpenID Connect provider on loopback, standing in for Google. */
let provider: OAuth2Server;
let t: TestApp;
let claims: Record<string, unknown>;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  provider.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    if (token.payload.nonce !== undefined || token.payload.aud === "countinghouse-web")
      Object.assign(token.payload, claims);
  });
  const config = testConfig({
    GOOGLE_CLIENT_ID: "countinghouse-web",
    GOOGLE_CLIENT_SECRET: "test-secret",
    GOOGLE_ISSUER: provider.issuer.url!,
    ADMIN_EMAILS: "owner@firm.example",
    PUBLIC_URL: "http://shop.test",
  });
  t = await createTestApp({ config });
});

afterAll(async () => {
  await t.close();
  await provider.stop();
});

beforeEach(() => {
  claims = {
    sub: "google-subject-1",
    email: "Jordan.Lee@firm.example",
    email_verified: true,
    given_name: "Jordan",
    family_name: "Lee",
  };
});

/** Starts the flow; returns the visitor cookie and the provider's redirect back to us. */
async function startFlow(query = "") {
  const start = await t.app.inject({ method: "GET", url: `/api/auth/google${query}` });
  expect(start.statusCode).toBe(302);
  const cookie = cookieHeader(start.headers["set-cookie"]);
  const authorizeUrl = new URL(String(start.headers.location));
  expect(authorizeUrl.origin).toBe(new URL(provider.issuer.url!).origin);
  expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorizeUrl.searchParams.get("state")).toBeTruthy();
  expect(authorizeUrl.searchParams.get("nonce")).toBeTruthy();
  expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(
    "http://shop.test/api/auth/google/callback",
  );
  const authorize = await fetch(authorizeUrl, { redirect: "manual" });
  const callback = new URL(String(authorize.headers.get("location")));
  return { cookie, callback };
}

function callbackPath(callback: URL) {
  return `${callback.pathname}${callback.search}`;
}

async function currentUser(cookie: string) {
  return t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
}

describe("OpenID Connect sign-in", () => {
  it("comes back to the page the visitor was on (returnTo carried through the flow)", async () => {
    const login = await t.app.inject({ method: "GET", url: "/api/login?returnTo=%2Fcheckout" });
    expect(login.headers.location).toBe("/login?returnTo=%2Fcheckout");
    const { cookie, callback } = await startFlow("?returnTo=%2Fproducts%2F7%3Ftab%3Dfacts");
    // The page is kept in the server's session, never sent to the provider.
    expect(callback.href).not.toContain("products");
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/products/7?tab=facts");
    expect((await currentUser(cookieHeader(res.headers["set-cookie"]))).statusCode).toBe(200);
  });

  it("carries what the visitor was doing through the provider: a trial lands in its checkout, an add is in the cart", async () => {
    const [trial] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.type, "subscription"))
      .limit(1);
    const [download] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.priceUnit, "per_user"))
      .limit(1);
    const login = await t.app.inject({
      method: "GET",
      url: `/api/login?returnTo=%2Fproducts%2F${trial!.id}&then=trial:${trial!.id}`,
    });
    expect(login.headers.location).toBe(
      `/login?returnTo=%2Fproducts%2F${trial!.id}&then=trial%3A${trial!.id}`,
    );
    const started = await startFlow(`?returnTo=%2Fproducts%2F${trial!.id}&then=trial:${trial!.id}`);
    // Neither the page nor the action goes to the provider: both wait in the server's session.
    expect(started.callback.href).not.toContain("trial");
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(started.callback),
      headers: { cookie: started.cookie },
    });
    expect(res.headers.location).toBe(`/checkout?product=${trial!.id}`);

    const adding = await startFlow(`?returnTo=%2Fproducts&then=add:${download!.id}x3`);
    const added = await t.app.inject({
      method: "GET",
      url: callbackPath(adding.callback),
      headers: { cookie: adding.cookie },
    });
    expect(added.headers.location).toBe("/products");
    const cart = await t.app.inject({
      url: "/api/cart",
      headers: { cookie: cookieHeader(added.headers["set-cookie"]) },
    });
    expect(cart.json()).toEqual([
      expect.objectContaining({
        quantity: 3,
        product: expect.objectContaining({ id: download!.id }),
      }),
    ]);
    // A made-up action is no action: the visitor simply returns.
    const odd = await startFlow("?returnTo=%2Fabout&then=delete:1");
    const back = await t.app.inject({
      method: "GET",
      url: callbackPath(odd.callback),
      headers: { cookie: odd.cookie },
    });
    expect(back.headers.location).toBe("/about");
  });

  it("refuses open redirects: a hostile returnTo signs in and goes home", async () => {
    const hostile = [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/%09/evil.example",
      "javascript:alert(1)",
      "/api/logout",
    ];
    for (const value of hostile) {
      const query = `?returnTo=${value.startsWith("/%") ? value : encodeURIComponent(value)}`;
      const login = await t.app.inject({ method: "GET", url: `/api/login${query}` });
      expect(login.headers.location, value).toBe("/login");
      const { cookie, callback } = await startFlow(query);
      const res = await t.app.inject({
        method: "GET",
        url: callbackPath(callback),
        headers: { cookie },
      });
      expect(res.headers.location, value).toBe("/");
    }
    // Repeated or empty values are not errors either.
    const twice = await t.app.inject({ method: "GET", url: "/api/login?returnTo=/a&returnTo=/b" });
    expect(twice.headers.location).toBe("/login");
  });

  it("a flow whose stored returnTo was tampered with still goes home", async () => {
    const { cookie, callback } = await startFlow("?returnTo=%2Fcart");
    // Even a bad value in the session (say, from an older server) is checked on the way out.
    await t.database.db.execute(
      sql`update sessions set data = jsonb_set(data, '{oidc,returnTo}', '"//evil.example"')`,
    );
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(res.headers.location).toBe("/");
  });

  it("a good login creates the user and identity, rotates the session and goes home", async () => {
    const { cookie, callback } = await startFlow();
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/");
    const signedIn = cookieHeader(res.headers["set-cookie"]);
    expect(signedIn).not.toBe(cookie);
    const me = await currentUser(signedIn);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: "jordan.lee@firm.example",
      firstName: "Jordan",
      lastName: "Lee",
      isAdmin: false,
    });
    const [link] = await t.database.db
      .select()
      .from(identities)
      .where(eq(identities.subject, "google-subject-1"));
    expect(link?.provider).toBe("google");
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it("a second login with the same subject finds the same user and keeps the name on it", async () => {
    const first = await startFlow();
    await t.app.inject({
      method: "GET",
      url: callbackPath(first.callback),
      headers: { cookie: first.cookie },
    });
    claims.given_name = "Jordy";
    const second = await startFlow();
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(second.callback),
      headers: { cookie: second.cookie },
    });
    const me = await currentUser(cookieHeader(res.headers["set-cookie"]));
    // The name on the account wins: the user may have changed it with Edit Profile.
    expect(me.json().firstName).toBe("Jordan");
    const rows = await t.database.db
      .select()
      .from(identities)
      .where(eq(identities.subject, "google-subject-1"));
    expect(rows).toHaveLength(1);
  });

  it("a verified email in ADMIN_EMAILS makes an admin", async () => {
    claims = { ...claims, sub: "google-owner", email: "owner@firm.example" };
    const { cookie, callback } = await startFlow();
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    const me = await currentUser(cookieHeader(res.headers["set-cookie"]));
    expect(me.json().isAdmin).toBe(true);
  });

  it("an unverified email in ADMIN_EMAILS does not make an admin", async () => {
    claims = {
      ...claims,
      sub: "google-pretender",
      email: "owner@firm.example",
      email_verified: false,
    };
    const { cookie, callback } = await startFlow();
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    const me = await currentUser(cookieHeader(res.headers["set-cookie"]));
    expect(me.json().isAdmin).toBe(false);
  });

  it("refuses a wrong state", async () => {
    const { cookie, callback } = await startFlow();
    callback.searchParams.set("state", "forged-state");
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(res.headers.location).toBe("/login?error=sign_in_failed");
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it("refuses a callback from a browser that never started the flow (no verifier)", async () => {
    const { callback } = await startFlow();
    const res = await t.app.inject({ method: "GET", url: callbackPath(callback) });
    expect(res.headers.location).toBe("/login?error=sign_in_failed");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a replayed code", async () => {
    const { cookie, callback } = await startFlow();
    const first = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(first.headers.location).toBe("/");
    const replay = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(replay.headers.location).toBe("/login?error=sign_in_failed");
    const replayWithNewSession = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie: cookieHeader(first.headers["set-cookie"]) },
    });
    expect(replayWithNewSession.headers.location).toBe("/login?error=sign_in_failed");
  });

  it("refuses an ID token with the wrong nonce", async () => {
    claims = {
      ...claims,
      sub: "google-nonce",
      email: "nonce@firm.example",
      nonce: "not-the-nonce-we-sent",
    };
    const { cookie, callback } = await startFlow();
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(res.headers.location).toBe("/login?error=sign_in_failed");
    expect(
      await t.database.db.select().from(users).where(eq(users.email, "nonce@firm.example")),
    ).toHaveLength(0);
  });

  it("refuses a code redeemed with another flow's verifier (PKCE)", async () => {
    const a = await startFlow();
    const b = await startFlow();
    // Browser A comes back with browser B's code: state differs, and so would the verifier.
    const forged = new URL(b.callback);
    forged.searchParams.set("state", a.callback.searchParams.get("state")!);
    const res = await t.app.inject({
      method: "GET",
      url: callbackPath(forged),
      headers: { cookie: a.cookie },
    });
    expect(res.headers.location).toBe("/login?error=sign_in_failed");
  });
});

describe("admin rights from Microsoft sign-in (decision 0110)", () => {
  let ms: TestApp;
  beforeAll(async () => {
    ms = await createTestApp({
      config: testConfig({
        MICROSOFT_CLIENT_ID: "countinghouse-ms",
        MICROSOFT_CLIENT_SECRET: "test-secret",
        MICROSOFT_ISSUER: provider.issuer.url!,
        ADMIN_EMAILS: "owner@firm.example",
        PUBLIC_URL: "http://shop.test",
      }),
    });
  });
  afterAll(() => ms.close());

  async function signInWithMicrosoft(app: TestApp["app"]) {
    const start = await app.inject({ method: "GET", url: "/api/auth/microsoft" });
    const cookie = cookieHeader(start.headers["set-cookie"]);
    const authorize = await fetch(String(start.headers.location), { redirect: "manual" });
    const callback = new URL(String(authorize.headers.get("location")));
    const res = await app.inject({
      method: "GET",
      url: callbackPath(callback),
      headers: { cookie },
    });
    expect(res.headers.location).toBe("/");
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: cookieHeader(res.headers["set-cookie"]) },
    });
    return me.json() as { email: string | null; isAdmin: boolean };
  }

  it("an admin address in `email` without xms_edov is a customer (any tenant can type it)", async () => {
    claims = { sub: "ms-unverified", email: "owner@firm.example", given_name: "Mallory" };
    expect(await signInWithMicrosoft(ms.app)).toMatchObject({ isAdmin: false });
  });

  it("an admin address only in preferred_username is a customer", async () => {
    claims = { sub: "ms-username", preferred_username: "owner@firm.example", xms_edov: true };
    expect(await signInWithMicrosoft(ms.app)).toMatchObject({ isAdmin: false });
  });

  it("an admin address in `email` with xms_edov true is an admin", async () => {
    claims = { sub: "ms-owner", email: "Owner@Firm.example", xms_edov: true };
    expect(await signInWithMicrosoft(ms.app)).toMatchObject({
      email: "owner@firm.example",
      isAdmin: true,
    });
  });

  it("an address taken out of ADMIN_EMAILS loses admin rights at the next start and sign-in", async () => {
    claims = { sub: "ms-former", email: "former@firm.example", xms_edov: true };
    const listed = await buildApp({
      jobs: false,
      config: testConfig({
        MICROSOFT_CLIENT_ID: "countinghouse-ms",
        MICROSOFT_CLIENT_SECRET: "test-secret",
        MICROSOFT_ISSUER: provider.issuer.url!,
        ADMIN_EMAILS: "owner@firm.example, former@firm.example",
        PUBLIC_URL: "http://shop.test",
      }),
      db: ms.database.db,
      logger: suiteLogger(),
    });
    await listed.ready();
    try {
      expect(await signInWithMicrosoft(listed)).toMatchObject({ isAdmin: true });
    } finally {
      await listed.close();
    }
    // The next start (ADMIN_EMAILS without former@) takes the right away before anyone signs in.
    const restarted = await buildApp({
      jobs: false,
      config: ms.config,
      db: ms.database.db,
      logger: suiteLogger(),
    });
    await restarted.ready();
    try {
      const [former] = await ms.database.db
        .select()
        .from(users)
        .where(eq(users.email, "former@firm.example"));
      expect(former?.isAdmin).toBe(false);
      // The test admin has no provider identity and keeps its right.
      const [testAdmin] = await ms.database.db
        .select()
        .from(users)
        .where(eq(users.id, "admin_test_123"));
      expect(testAdmin?.isAdmin).toBe(true);
      expect(await signInWithMicrosoft(restarted)).toMatchObject({ isAdmin: false });
    } finally {
      await restarted.close();
    }
  });
});
