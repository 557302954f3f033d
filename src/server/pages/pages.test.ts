import { createHash, randomBytes } from "node:crypto";
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
import { DEMO_STORE_IDENTITY } from "../../shared/store-identity.js";
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

/** Two renders of one page for one person differ only in the nonce and when data was read. */
const sameRender = (html: string) => html.replace(/nonce="[^"]*"/g, "").replace(/\d{13}/g, "");

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/**
 * The loaders' data a page carries for hydration, as React Router writes it into the page (its
 * turbo-stream chunks, `raw` still escaped for a script): the text, and whether it holds a value.
 */
function pageData(html: string) {
  const chunks = [
    ...html.matchAll(
      /window\.__reactRouterContext\.streamController\.enqueue\((".*?")\);<\/script>/g,
    ),
  ].map((m) => m[1]!);
  const raw = chunks.join("");
  const text = chunks.map((chunk) => JSON.parse(chunk) as string).join("");
  /** A loaded query's URL and, when given, a value its data holds (as JSON text). */
  const has = (url: string, value?: unknown) =>
    text.includes(JSON.stringify(url)) &&
    (value === undefined || text.includes(JSON.stringify(value)));
  return { raw, text, has };
}

/** The attributes of every <script> the browser would execute inline. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map((m) => ({ attrs: m[1]!, content: m[2]! }))
    .filter(({ attrs }) => !/\bsrc=/.test(attrs) && !/type="application\/(ld\+)?json"/.test(attrs));

/** The sources the CSP allows to run scripts. */
const scriptSources = (headers: Record<string, unknown>) =>
  (/script-src ([^;]*)/.exec(String(headers["content-security-policy"]))?.[1] ?? "").split(" ");

beforeAll(async () => {
  ensureBuild();
  // An https PUBLIC_URL is a deployment: test login is asked for (decision 0200).
  t = await createTestApp({ env: { PUBLIC_URL, TEST_LOGIN: "on" } });
  admin = await signInAs(t.app, "admin_test_123");
  product = await saveProduct("POST", "/api/admin/products", body());
  // The first page asked for imports the pages' server build (pages.ts): seconds of its own on a
  // loaded machine, which belong to no test below.
  expect((await get("/a-page-to-load-the-server-build")).statusCode).toBe(404);
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
    const data = pageData(res.body);
    expect(data.raw).not.toContain("<with>");
    expect(data.has("/api/auth/user")).toBe(true);
    expect(data.has(`/api/products/${product.id}`, product.name)).toBe(true);
  });

  it("has its head: title, description, canonical, Open Graph, Twitter and JSON-LD with absolute URLs", async () => {
    const html = (await get(`/products/${product.id}`)).body;
    const url = `${PUBLIC_URL}/products/${product.id}`;
    expect(html).toContain(`<title>${product.name} — Countinghouse</title>`);
    expect(html).toMatch(/<meta name="description" content="Bank &amp; card reconciliation/);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:type" content="product"/>`);
    expect(html).toContain(`<meta property="og:url" content="${url}"/>`);
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/images/products/checklist.svg"/>`,
    );
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    expect(html).not.toContain('name="robots"');
    // One title and one description: the page's own, not the site's as well.
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

  it("links the build's one stylesheet, cached for good", async () => {
    const html = (await get(`/products/${product.id}`)).body;
    const href = /<link[^>]*rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const css = await t.app.inject({
      method: "GET",
      url: href!,
      headers: { "accept-encoding": "br" },
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.headers["content-encoding"]).toBe("br");
    expect(css.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
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

  it("a signed-in page is rendered per request for its user, compressed, and kept by no cache", async () => {
    const url = `/products/${product.id}`;
    const customer = await signInAs(t.app, "customer_test_456");
    const plain = await get(url, customer);
    expect(plain.body).toContain(`>${product.name}</h1>`);
    expect(plain.headers["cache-control"]).toBe("private, no-store");
    expect(plain.headers.etag).toBeUndefined();
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url,
        headers: { "accept-encoding": accept, cookie: customer },
      });
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers.etag, accept).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/cookie/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/);
      const body =
        encoding === "br"
          ? brotliDecompressSync(res.rawPayload).toString()
          : encoding === "gzip"
            ? gunzipSync(res.rawPayload).toString()
            : res.body;
      expect(sameRender(body), accept).toBe(sameRender(plain.body));
      if (encoding) expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
    }
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
    // Signed in first: the page is theirs (their user in its data, no Sign In link)...
    const theirs = await get(url, customer);
    expect(pageData(theirs.body).has("/api/auth/user", me.email)).toBe(true);
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
    expect(pageData((await get(url, customer)).body).has("/api/auth/user", me.email)).toBe(true);
  });

  it("runs only the page's own inline scripts: a new nonce per rendered page, their hashes on a kept one", async () => {
    // Rendered for its request: every inline script carries the nonce the CSP names.
    for (const path of ["/free-resources", "/about"]) {
      const [first, second] = [await get(path), await get(path)];
      const sources = scriptSources(first.headers);
      const nonce = sources.find((source) => source.startsWith("'nonce-"));
      expect(nonce, path).toBeDefined();
      expect(sources, path).toEqual(["'self'", "https://js.stripe.com", nonce]);
      const scripts = inlineScripts(first.body);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const { attrs } of scripts)
        expect(attrs, path).toContain(`nonce="${nonce!.slice(7, -1)}"`);
      expect(scriptSources(second.headers), path).not.toContain(nonce);
    }
    // A kept page is one response for many people: its scripts are named by their hashes, and
    // the policy is the same each time it is sent (a 304 included).
    for (const path of ["/", "/products", `/products/${product.id}`, "/nope"]) {
      await get(path);
      const kept = await get(path);
      const sources = scriptSources(kept.headers);
      expect(
        sources.filter((source) => source.startsWith("'nonce-")),
        path,
      ).toEqual([]);
      for (const { content } of inlineScripts(kept.body)) {
        const hash = `'sha256-${createHash("sha256").update(content).digest("base64")}'`;
        expect(sources, path).toContain(hash);
      }
      if (kept.statusCode === 200) {
        const notModified = await t.app.inject({
          method: "GET",
          url: path,
          headers: { "if-none-match": String(kept.headers.etag) },
        });
        expect(notModified.statusCode, path).toBe(304);
        expect(notModified.headers["content-security-policy"], path).toBe(
          kept.headers["content-security-policy"],
        );
      }
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
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain("404 Page Not Found");
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it("a post to a page that is not a form's fields is a 415 saying so, not a server error", async () => {
    for (const [url, headers, payload] of [
      ["/contact", {}, undefined],
      ["/contact.data", { "content-type": "application/json" }, '{"firstName":"Dana"}'],
      ["/cart", { "content-type": "text/plain" }, "productId=1"],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url, headers, payload });
      expect(res.statusCode, url).toBe(415);
      expect(res.json(), url).toEqual({
        message:
          "A page takes a form's fields (application/x-www-form-urlencoded or multipart/form-data).",
        code: "unsupported_media_type",
      });
    }
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
    const { name } = (await get(`/api/products/${product.id}`)).json<Product>();
    expect(pageData(html).has("/api/cart", name)).toBe(true);
  });

  it("signed in, the home page and the dashboard arrive with the user's orders and subscriptions", async () => {
    const customer = await signInAs(t.app, "customer_test_456");
    const [home, dashboard] = await Promise.all(
      ["/", "/dashboard"].map(async (path) => (await get(path, customer)).body),
    );
    for (const html of [home!, dashboard!]) {
      expect(pageData(html).has("/api/orders")).toBe(true);
      expect(pageData(html).has("/api/subscriptions")).toBe(true);
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
    const { items } = (await get("/api/products?limit=6")).json<{ items: Product[] }>();
    expect(items).toHaveLength(6);
    expect(pageData(html).has("/api/products?limit=6", items[5]!.name)).toBe(true);
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
    expect(pageData(res.body).has("/api/config")).toBe(true);
    expect(res.body).not.toContain("animate-pulse");
    expect(res.body.includes("Continue with Google")).toBe(config.signIn.google);
    expect(res.body.includes("Continue with Microsoft")).toBe(config.signIn.microsoft);
    expect(res.body.includes('data-testid="no-sign-in-provider"')).toBe(
      !config.signIn.google && !config.signIn.microsoft,
    );
    // Kept: the next visitor gets the same bytes, with a validator.
    const again = await get("/login");
    expect(again.body).toBe(res.body);
    expect(String(again.headers.etag)).toMatch(/^W\//);
  });
});

describe("the legal pages", () => {
  it("are public pages with their own title, indexed and in the sitemap", async () => {
    const sitemap = (await get("/sitemap.xml")).body;
    for (const document of [PRIVACY, TERMS, SECURITY]) {
      const html = (await get(document.path)).body;
      expect(html).toContain(`<title>${document.title} — Countinghouse</title>`);
      expect(html).toContain(
        `<meta name="description" content="${document.summary.replaceAll("'", "&#x27;")}"/>`,
      );
      expect(html).toContain(`>${document.title}</h1>`);
      expect(html).not.toContain('name="robots"');
      expect(sitemap).toContain(`<loc>${PUBLIC_URL}${document.path}</loc>`);
      // Written with the configured identity in the HTML itself (decision 0260), no template notice.
      expect(html).toContain(DEMO_STORE_IDENTITY.supportEmail);
      expect(html).not.toMatch(/not yet reviewed/i);
    }
  });
});

describe("a shared comparison", () => {
  it("arrives with its table and title, not indexed", async () => {
    const [a, b] = ((await get("/api/products?limit=2")).json() as { items: Product[] }).items;
    const api = `/api/products/compare?ids=${a!.id},${b!.id}`;
    const html = (await get(`/compare?ids=${a!.id},${b!.id},${a!.id}`)).body;
    expect(pageData(html).has(api, a!.name)).toBe(true);
    expect(html).toContain("<title>Compare products — Countinghouse</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain("<table");
    for (const { id } of [a!, b!])
      expect(html).toMatch(new RegExp(`<a [^>]*href="/products/${id}"`));
    expect(html).not.toContain("animate-pulse");
  });
});

describe("the catalogue", () => {
  it("/products arrives with its filter panel's counts, the ones GET /api/products/facets answers", async () => {
    const html = (await get("/products?category=software&sort=price_asc")).body;
    const facets = (await get("/api/products/facets?category=software")).json<ProductFacets>();
    expect(pageData(html).has("/api/products/facets?category=software")).toBe(true);
    const { facets: counts } = facets;
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
    for (const path of ["/cart", "/checkout", "/dashboard", "/firm", "/admin", "/api/"]) {
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
