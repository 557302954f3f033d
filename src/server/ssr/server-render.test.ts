import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminProductInput } from "../../shared/contracts/admin-products.js";
import {
  productSchema,
  type Product,
  type ProductFacets,
} from "../../shared/contracts/products.js";
import type { PublicConfig } from "../../shared/contracts/config.js";
import { PRIVACY, SECURITY, TERMS } from "../../shared/legal-documents.js";
import { FACET_LABELS, FACETS } from "../../shared/product-facts.js";
import { UNKNOWN_FACTS } from "../../shared/contracts/product-facts.js";
import { formatPrice } from "../../shared/money.js";
import { ensureBuild } from "../../../scripts/ensure-build.js";
import { sessions } from "../db/schema.js";
import { hashSessionId, SESSION_LIMITS } from "../plugins/sessions.js";
import { createTestApp, signInAs, type TestApp } from "../test/helpers.js";

const PUBLIC_URL = "https://shop.example.com";
let t: TestApp;
let admin: string;
let product: Product;

const body = (overrides: Partial<AdminProductInput> = {}): AdminProductInput => ({
  name: "Rendered Reconciliation Kit",
  description: "Bank & card reconciliation templates <with> tie-outs, for a month-end close.",
  price: "1249.50",
  category: "templates",
  type: "one-time",
  imageUrl: "/images/products/checklist.svg",
  downloadUrl: null,
  stripePriceId: null,
  features: ["Tie-out schedules", "Reviewer sign-off"],
  facts: { ...UNKNOWN_FACTS, vendor: "Ledgerline & Sons", trialDays: 14 },
  isActive: true,
  ...overrides,
});

async function saveProduct(method: "POST" | "PUT", url: string, payload: AdminProductInput) {
  const res = await t.app.inject({ method, url, headers: { cookie: admin }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  await t.app.changes.sync();
  return productSchema.parse(res.json());
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** The page's dehydrated queries as sent (`raw`, still escaped for HTML) and parsed. */
function queryState(html: string) {
  const raw = /<script type="application\/json" id="query-state">(.*?)<\/script>/.exec(html)![1]!;
  const { queries } = JSON.parse(raw) as {
    queries: { queryKey: string[]; state: { data: unknown } }[];
  };
  return {
    raw,
    queries,
    dataOf: (key: string) => queries.find((q) => q.queryKey[0] === key)?.state.data,
  };
}

/** Every <script> opening tag that the browser would execute inline (none may exist). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs));

beforeAll(async () => {
  ensureBuild();
  // An https PUBLIC_URL is a deployment: test login is asked for (decision 0200).
  t = await createTestApp({ env: { PUBLIC_URL, TEST_LOGIN: "on" } });
  admin = await signInAs(t.app, "admin_test_123");
  product = await saveProduct("POST", "/api/admin/products", body());
}, 180_000);
afterAll(() => t?.close());

describe("a product page arrives rendered", () => {
  it("has the name, price, description, features and facts in the HTML, and its data for hydration", async () => {
    const res = await get(`/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain(`>${product.name}</h1>`);
    expect(res.body).toContain(formatPrice(product.price));
    expect(res.body).toContain("Bank &amp; card reconciliation templates &lt;with&gt; tie-outs");
    expect(res.body).toContain("Tie-out schedules");
    // The facts block ("At a glance"): the vendor and the trial from the fact sheet.
    expect(res.body).toContain(">At a glance</h2>");
    expect(res.body).toMatch(/<dt[^>]*>Vendor<\/dt><dd[^>]*>Ledgerline &amp; Sons<\/dd>/);
    expect(res.body).toMatch(/<dt[^>]*>Free trial<\/dt><dd[^>]*>14-day free trial<\/dd>/);
    const state = queryState(res.body);
    expect(state.raw).not.toContain("<with>");
    const keys = state.queries.map((q) => q.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(["/api/auth/user", `/api/products/${product.id}`]));
  });

  it("has its head: title, description, canonical, Open Graph, Twitter and JSON-LD with absolute URLs", async () => {
    const html = (await get(`/products/${product.id}`)).body;
    const url = `${PUBLIC_URL}/products/${product.id}`;
    expect(html).toContain(`<title>${product.name} — Countinghouse</title>`);
    expect(html).toMatch(/<meta name="description" content="Bank &amp; card reconciliation/);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(html).toContain(`<meta property="og:type" content="product">`);
    expect(html).toContain(`<meta property="og:url" content="${url}">`);
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/images/products/checklist.svg">`,
    );
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(html).not.toContain('name="robots"');
    // One title and one description: index.html's own are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);

    const [item, breadcrumbs] = structuredData(html);
    expect(item).toMatchObject({
      "@type": "Product",
      name: product.name,
      sku: String(product.id),
      image: `${PUBLIC_URL}/images/products/checklist.svg`,
      offers: {
        "@type": "Offer",
        price: "1249.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        url,
      },
    });
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, item: `${PUBLIC_URL}/` },
        { position: 2, item: `${PUBLIC_URL}/products` },
        { position: 3, name: product.name, item: url },
      ],
    });
  });

  it("carries the rules its HTML uses, not the whole stylesheet, which the bootstrap links", async () => {
    for (const url of [`/products/${product.id}`, "/products", "/free-resources", "/nowhere"]) {
      const html = (await get(url)).body;
      const style =
        /<style data-stylesheet="\/(assets\/index-[\w-]+\.css)" data-rest="([^"]+)">([^<]*)<\/style>/.exec(
          html,
        );
      expect(style, url).not.toBeNull();
      const whole = fs.readFileSync(path.join("dist/client", style![1]!), "utf8");
      const inlined = style![3]!;
      // The rest of the stylesheet, for the bootstrap to add: cached for good, named by content.
      const rest = await get(style![2]!);
      expect(rest.statusCode, url).toBe(200);
      expect(rest.headers["content-type"]).toMatch(/^text\/css/);
      expect(rest.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(inlined.length + rest.body.length, url).toBeGreaterThan(whole.length * 0.9);
      // The stylesheet is in the page: it paints without a second round trip.
      expect(html, url).not.toMatch(/<link rel="stylesheet"/);
      expect(inlined.length, url).toBeLessThan(whole.length * 0.6);
      // Every plain class of the page that the whole stylesheet styles is styled here too.
      const classes = new Set(
        [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)),
      );
      for (const name of classes) {
        if (!/^[a-z][a-z\d-]*$/.test(name) || !whole.includes(`.${name}{`)) continue;
        expect(inlined, `${url}: .${name}`).toContain(`.${name}{`);
      }
      expect(inlined, url).toContain("--color-primary:");
    }
    expect((await get("/page-styles/AAAAAAAAAAAAAAAA.css")).statusCode).toBe(404);
  });

  it("a visitor's page rendered per request is brotli when accepted", async () => {
    const plain = await get("/free-resources");
    const res = await t.app.inject({
      method: "GET",
      url: "/free-resources",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.etag).toBeUndefined(); // not kept: the download counts change
    const sameRender = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, "");
    expect(sameRender(brotliDecompressSync(res.rawPayload).toString())).toBe(
      sameRender(plain.body),
    );
  });

  it("travels compressed, and a kept page answers 304 to its ETag", async () => {
    const url = `/products/${product.id}`;
    const plain = await get(url);
    for (const [accept, encoding] of [
      ["gzip", "gzip"],
      ["br, gzip", "br"],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": accept },
      });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/cookie/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/);
      const decoded =
        encoding === "br" ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(decoded.toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await t.app.inject({ method: "GET", url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    // A missing product's page is not the resource: no validator, and still compressed.
    const missing = await t.app.inject({
      method: "GET",
      url: "/products/999999",
      headers: { "accept-encoding": "gzip" },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers["content-encoding"]).toBe("gzip");
  });

  it("a signed-in page is rendered per request and gzipped after its prepared start, whole", async () => {
    const url = `/products/${product.id}`;
    const customer = await signInAs(t.app, "customer_test_456");
    // Rendered per request: only the query state's times differ between two renders.
    const sameRender = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, "");
    const plain = await get(url, customer);
    expect(plain.body).toContain(`>${product.name}</h1>`);
    expect(plain.body).toMatch(/<style data-stylesheet="[^"]+" data-rest="[^"]+">[^<]*\.flex\{/);
    // gzip even when brotli is accepted too: only the request's own part is compressed now.
    for (const accept of ["br, gzip", "gzip", "gzip;q=0.5, br"]) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": accept, cookie: customer },
      });
      expect(res.headers["content-encoding"], accept).toBe("gzip");
      expect(res.headers.etag, accept).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/cookie/);
      expect(sameRender(gunzipSync(res.rawPayload).toString()), accept).toBe(
        sameRender(plain.body),
      );
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
    }
    const brOnly = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "br", cookie: customer },
    });
    expect(brOnly.headers["content-encoding"]).toBe("br");
    expect(sameRender(brotliDecompressSync(brOnly.rawPayload).toString())).toBe(
      sameRender(plain.body),
    );
    const identity = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity", cookie: customer },
    });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(sameRender(identity.body)).toBe(sameRender(plain.body));
  });

  it("a page extends a session near its end and sends the cookie again, as the API does", async () => {
    await signInAs(t.app, "customer_test_456");
    const raw = randomBytes(32).toString("base64url");
    // A day left: more than a day since the last extension, so this request extends it.
    await t.database.db.insert(sessions).values({
      id: hashSessionId(raw),
      userId: "customer_test_456",
      data: {},
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    const res = await get(`/products/${product.id}`, `ch_session=${raw}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(">Sign In<");
    expect(String(res.headers["set-cookie"])).toContain(`ch_session=${raw};`);
    const [row] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, hashSessionId(raw)));
    // A customer's session is extended by its idle time (decision 0204).
    const idle = SESSION_LIMITS.customer.idleMs;
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + idle - 60_000);
  });

  it("a session without a user gets the visitor's kept page; a signed-in page is never kept", async () => {
    const url = `/products/${product.id}`;
    const customer = await signInAs(t.app, "customer_test_456");
    const me = (await get("/api/auth/user", customer)).json<{ email: string }>();
    // Signed in first: the page is theirs (their user in the state, no Sign In link)...
    const theirs = await get(url, customer);
    expect(theirs.body).toContain(JSON.stringify(me.email));
    expect(theirs.body).not.toContain(">Sign In<");
    // ...and none of it reaches a visitor, with or without a cookie naming no session.
    const visitor = await get(url);
    expect(visitor.body).toContain(">Sign In<");
    expect(visitor.body).not.toContain(me.email);
    for (const cookie of ["ch_session=no-such-session", "ch_session=another-unknown; theme=dark"]) {
      const res = await get(url, cookie);
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(visitor.body);
      // The kept page: the same validator as the visitor's.
      expect(res.headers.etag, cookie).toBe(visitor.headers.etag);
    }
    // A page first rendered for an unknown cookie is the visitor's too (kept, then served).
    await saveProduct("PUT", `/api/admin/products/${product.id}`, body({ name: product.name }));
    const first = await get(url, "ch_session=first-after-change");
    expect(first.body).toContain(">Sign In<");
    const after = await get(url);
    expect(after.body).toBe(first.body);
    expect(after.headers.etag).toBe(first.headers.etag);
    // The signed-in page still follows its user after visitors were served.
    expect((await get(url, customer)).body).toContain(JSON.stringify(me.email));
  });

  it("keeps the strict CSP: no inline executable script, the same policy header", async () => {
    for (const path of ["/", "/products", `/products/${product.id}`, "/free-resources", "/nope"]) {
      const res = await get(path);
      expect(inlineScripts(res.body), path).toEqual([]);
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]));
      expect(scriptSrc?.[1], path).toBe("'self' https://js.stripe.com");
    }
  });

  it("shows an admin's edit on the next request (the kept page is dropped)", async () => {
    expect((await get(`/products/${product.id}`)).body).toContain(product.name);
    const renamed = await saveProduct(
      "PUT",
      `/api/admin/products/${product.id}`,
      body({ name: "Renamed Reconciliation Kit" }),
    );
    const html = (await get(`/products/${product.id}`)).body;
    expect(html).toContain(`>${renamed.name}</h1>`);
    expect(html).not.toContain(">Rendered Reconciliation Kit</h1>");
  });
});

describe("real status codes", () => {
  it("an unknown path is a 404 with the spec's not-found page, not indexed", async () => {
    const res = await get("/no-such-page?x=1");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("404 Page Not Found");
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it("a missing product, a malformed id and a deactivated product are 404 with Product Not Found", async () => {
    const hidden = await saveProduct("POST", "/api/admin/products", body({ name: "Hidden Kit" }));
    await saveProduct("PUT", `/api/admin/products/${hidden.id}`, body({ isActive: false }));
    for (const path of ["/products/999999999", "/products/abc", `/products/${hidden.id}`]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain("Product Not Found");
      expect(res.body, path).toContain("Back to Products");
    }
  });

  it("signed in, /login is a real redirect home, and / is the home page", async () => {
    const customer = await signInAs(t.app, "customer_test_456");
    const login = await get("/login", customer);
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe("/");
    const home = await get("/", customer);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain("Welcome back");
    expect(structuredData(home.body)).toEqual([]);
  });

  it("signed in, the header's cart badge has its count in the HTML, and the cart its data", async () => {
    const customer = await signInAs(t.app, "customer_test_456");
    const added = await t.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: { cookie: customer },
      payload: { productId: product.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(201);
    const html = (await get("/about", customer)).body;
    expect(html).toContain('aria-label="Open cart (1 item)"');
    expect(queryState(html).dataOf("/api/cart")).toEqual([
      expect.objectContaining({
        quantity: 1,
        product: expect.objectContaining({ id: product.id }),
      }),
    ]);
  });

  it("signed in, the home page and the dashboard arrive with the user's orders and subscriptions", async () => {
    const customer = await signInAs(t.app, "customer_test_456");
    const [home, dashboard] = await Promise.all(
      ["/", "/dashboard"].map(async (path) => (await get(path, customer)).body),
    );
    for (const html of [home!, dashboard!]) {
      expect(queryState(html).dataOf("/api/orders")).toEqual([]);
      expect(queryState(html).dataOf("/api/subscriptions")).toEqual([]);
      // The lists' empty states, not their loading skeletons.
      expect(html).not.toContain("animate-pulse");
    }
    expect(home).toContain("No orders yet.");
    expect(home).toContain("No active subscriptions.");
  });
});

describe("the landing", () => {
  it("renders six featured products from GET /api/products?limit=6, and Organization and WebSite JSON-LD", async () => {
    const html = (await get("/")).body;
    const items = (queryState(html).dataOf("/api/products?limit=6") as { items: Product[] }).items;
    expect(items).toHaveLength(6);
    for (const item of items) expect(html).toContain(item.name.replaceAll("&", "&amp;"));
    const [organization, website] = structuredData(html);
    expect(organization).toMatchObject({ "@type": "Organization", url: `${PUBLIC_URL}/` });
    expect(website).toMatchObject({
      "@type": "WebSite",
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${PUBLIC_URL}/products?search={search_term_string}` },
      },
    });
  });
});

describe("the sign-in page", () => {
  it("arrives with the sign-in choices the deployment offers, not skeletons, and is kept for visitors", async () => {
    const res = await get("/login");
    const config = (await get("/api/config")).json() as PublicConfig;
    expect(queryState(res.body).dataOf("/api/config")).toEqual(config);
    expect(res.body).not.toContain("animate-pulse");
    expect(res.body.includes("Continue with Google")).toBe(config.signIn.google);
    expect(res.body.includes("Continue with Microsoft")).toBe(config.signIn.microsoft);
    expect(res.body.includes('data-testid="no-sign-in-provider"')).toBe(
      !config.signIn.google && !config.signIn.microsoft,
    );
    expect(String(res.headers.etag)).toMatch(/^W\//);
  });
});

describe("the legal pages", () => {
  it("are public pages with their own title, indexed and in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const document of [PRIVACY, TERMS, SECURITY]) {
      const html = (await get(document.path)).body;
      expect(html).toContain(`<title>${document.title} — Countinghouse</title>`);
      expect(html).toContain(`<meta name="description" content="${document.summary}">`);
      expect(html).toContain(`>${document.title}</h1>`);
      expect(html).not.toContain('name="robots"');
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}${document.path}</loc>`);
    }
  });
});

describe("a shared comparison", () => {
  it("arrives with its table and title, not indexed", async () => {
    const [a, b] = ((await get("/api/products?limit=2")).json() as { items: Product[] }).items;
    const api = `/api/products/compare?ids=${a!.id},${b!.id}`;
    const html = (await get(`/compare?ids=${a!.id},${b!.id},${a!.id}`)).body;
    expect(queryState(html).dataOf(api)).toEqual((await get(api)).json());
    expect(html).toContain("<title>Compare products — Countinghouse</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<table");
    for (const { id } of [a!, b!]) expect(html).toContain(`<a href="/products/${id}"`);
    expect(html).not.toContain("animate-pulse");
  });
});

describe("the catalogue", () => {
  it("/products arrives with its filter panel's counts, the ones GET /api/products/facets answers", async () => {
    const html = (await get("/products?category=software&sort=price_asc")).body;
    const facets = queryState(html).dataOf("/api/products/facets?category=software");
    expect(facets).toEqual((await get("/api/products/facets?category=software")).json());
    const { facets: counts } = facets as ProductFacets;
    const shown = FACETS.filter((facet) => counts[facet].some(({ count }) => count !== 0));
    expect(shown.length).toBeGreaterThan(0);
    for (const facet of shown) expect(html).toContain(`>${FACET_LABELS[facet]}</legend>`);
    expect(html).toContain('type="checkbox"');
  });
});

describe("the demo", () => {
  it("links Start Free Trial to a SaaS subscription's page in its HTML, before any script runs", async () => {
    const saas = (await get("/api/products?category=saas")).json() as { items: Product[] };
    const trial = saas.items.find((item) => item.type === "subscription");
    expect(trial).toBeDefined();
    const html = (await get("/demo")).body;
    expect(html).toMatch(
      new RegExp(`<a [^>]*href="/products/${trial!.id}"[^>]*>[^<]*Start Free Trial`),
    );
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt is text that keeps robots out of the account, checkout, back office and API", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    for (const path of ["/cart", "/checkout", "/dashboard", "/admin", "/api/"]) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("sitemap.xml lists the public pages and active products with lastmod, and follows edits", async () => {
    const before = await get("/sitemap.xml");
    expect(before.statusCode).toBe(200);
    expect(before.headers["content-type"]).toMatch(/^application\/xml/);
    for (const path of ["/", "/products", "/free-resources", "/about", "/contact", "/demo"]) {
      expect(before.body).toContain(`<loc>${PUBLIC_URL}${path}</loc>`);
    }
    expect(before.body).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC_URL}/products/${product.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`,
      ),
    );
    const added = await saveProduct("POST", "/api/admin/products", body({ name: "Sitemap Kit" }));
    expect((await get("/sitemap.xml")).body).toContain(`/products/${added.id}</loc>`);
    await saveProduct("PUT", `/api/admin/products/${added.id}`, body({ isActive: false }));
    expect((await get("/sitemap.xml")).body).not.toContain(`/products/${added.id}</loc>`);
    expect((await get("/sitemap-1.xml")).statusCode).toBe(404);
  });
});
