import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signInAs, type TestApp } from "../test/helpers.js";
import { PRODUCT_PAGE_SIZE } from "../../shared/products.js";
import { pageQueries, ROUTE_PAGES } from "./page-hints.js";

let t: TestApp;
let clientRoot: string;

/**
 * A manifest shaped like Vite's: an entry that imports nothing and starts the application, two
 * entries of its own sharing a chunk (decision 0166), two pages sharing a chunk, a stylesheet.
 */
const manifest = {
  "index.html": {
    file: "assets/index-e1.js",
    src: "index.html",
    isEntry: true,
    css: ["assets/index-e1.css"],
  },
  "react-dom-client.ts": {
    file: "assets/react-dom-r1.js",
    src: "react-dom-client.ts",
    isEntry: true,
    imports: ["_framework-f1.js"],
  },
  "start.tsx": {
    file: "assets/start-a1.js",
    src: "start.tsx",
    isEntry: true,
    imports: ["_framework-f1.js", "_shell-s1.js"],
  },
  "_shell-s1.js": { file: "assets/shell-s1.js" },
  "_framework-f1.js": { file: "assets/framework-f1.js" },
  "_card-c1.js": { file: "assets/card-c1.js", imports: ["_shell-s1.js"] },
  "features/landing/landing-page.tsx": {
    file: "assets/landing-l1.js",
    imports: ["_card-c1.js", "_shell-s1.js"],
  },
  "features/home/home-page.tsx": { file: "assets/home-h1.js", imports: ["_shell-s1.js"] },
};

beforeAll(async () => {
  clientRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ch-hints-"));
  fs.writeFileSync(
    path.join(clientRoot, "index.html"),
    '<!doctype html><html><head><script type="module" src="/assets/index-e1.js"></script></head><body><div id=root></div></body></html>',
  );
  fs.mkdirSync(path.join(clientRoot, ".vite"));
  fs.writeFileSync(path.join(clientRoot, ".vite/manifest.json"), JSON.stringify(manifest));
  t = await createTestApp({ clientRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientRoot, { recursive: true, force: true });
});

/** The chunks the page lists for its entry to fetch once it has painted (decision 0103). */
const preloads = (html: string) => {
  const list = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : undefined;
};
const APP = [
  "/assets/react-dom-r1.js",
  "/assets/framework-f1.js",
  "/assets/start-a1.js",
  "/assets/shell-s1.js",
];

describe("index.html announces what the first view needs", () => {
  it("a visitor's / lists the application and the landing page's chunks, each once, not the entry itself", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([...APP, "/assets/landing-l1.js", "/assets/card-c1.js"]);
    // Nothing is fetched while the HTML arrives but the entry and what it imports.
    expect(res.body).not.toContain('rel="modulepreload"');
    // The page's data arrives in the rendered HTML (decision 0100): no fetch is announced.
    expect(res.body).not.toContain('as="fetch"');
    // The hints stay inside <head>, before the page's own markup.
    expect(res.body.indexOf("landing-l1")).toBeLessThan(res.body.indexOf("</head>"));
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("signed in, / lists the home page instead; an unknown session cookie changes nothing", async () => {
    const cookie = await signInAs(t.app, "customer_test_456");
    const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie } });
    expect(preloads(res.body)).toEqual([...APP, "/assets/home-h1.js"]);
    const stale = await t.app.inject({ method: "GET", url: "/", cookies: { ch_session: "x" } });
    expect(preloads(stale.body)).toEqual([...APP, "/assets/landing-l1.js", "/assets/card-c1.js"]);
  });

  it("a route the table does not know gets the application but no page chunk", async () => {
    const res = await t.app.inject({ method: "GET", url: "/no-such-page?x=1" });
    expect(preloads(res.body)).toEqual(APP);
  });
});

describe("the queries the server fetches before rendering a page", () => {
  it("a product page asks for its product, the same URL the page asks for", () => {
    expect(pageQueries("/products/42", false)).toEqual([{ url: "/api/products/42" }]);
    expect(pageQueries("/products/%3Cscript%3E", false)).toEqual([]);
  });

  it("/products asks for the grid's first page and the filters' counts, built as the page builds them", () => {
    expect(pageQueries("/products", false)).toEqual([
      { url: `/api/products?limit=${PRODUCT_PAGE_SIZE}`, infinite: true },
      { url: "/api/products/facets" },
    ]);
    expect(
      pageQueries("/products?search=%22tax%22%20%3Cb%3E&category=saas&sort=price_asc", true),
    ).toEqual([
      {
        url: `/api/products?q=%22tax%22+%3Cb%3E&category=saas&sort=price_asc&limit=${PRODUCT_PAGE_SIZE}`,
        infinite: true,
      },
      // The sort does not change the counts.
      { url: "/api/products/facets?q=%22tax%22+%3Cb%3E&category=saas" },
      { url: "/api/cart" },
    ]);
  });

  it("the landing asks for its six cards; the signed-in home page and the dashboard for the user's orders and subscriptions", () => {
    expect(pageQueries("/", false)).toEqual([{ url: "/api/products?limit=6" }]);
    expect(pageQueries("/", true)).toEqual([
      { url: "/api/orders" },
      { url: "/api/subscriptions" },
      { url: "/api/cart" },
    ]);
    // The subscriptions' card forms read the deployment's payment settings.
    for (const url of ["/dashboard", "/dashboard?tab=subscriptions"])
      expect(pageQueries(url, true)).toEqual([
        { url: "/api/orders" },
        { url: "/api/subscriptions" },
        { url: "/api/config" },
        { url: "/api/cart" },
      ]);
    expect(pageQueries("/dashboard", false)).toEqual([]);
  });

  it("the sign-in page and the checkout ask for the deployment's configuration: its sign-in buttons and payments", () => {
    expect(pageQueries("/login?returnTo=%2Fcart", false)).toEqual([{ url: "/api/config" }]);
    expect(pageQueries("/checkout", true)).toEqual([{ url: "/api/config" }, { url: "/api/cart" }]);
    // Signed in, /login is a redirect home; signed out, /checkout asks the visitor to sign in.
    expect(pageQueries("/login", true)).toEqual([{ url: "/api/cart" }]);
    expect(pageQueries("/checkout", false)).toEqual([]);
  });

  it("every signed-in page asks for the cart its header's badge shows; a visitor's never does", () => {
    for (const url of ["/", "/products/42", "/about", "/dashboard", "/no/such/page"]) {
      expect(pageQueries(url, true)).toContainEqual({ url: "/api/cart" });
      expect(pageQueries(url, false)).not.toContainEqual({ url: "/api/cart" });
    }
  });

  it("a shared comparison asks for its products, as the compare page reads its link", () => {
    expect(pageQueries("/compare?ids=7,1,7,abc,53,9", false)).toEqual([
      { url: "/api/products/compare?ids=7,1,53" },
    ]);
    expect(pageQueries("/compare", false)).toEqual([]);
    expect(pageQueries("/compare?ids=0,-1", false)).toEqual([]);
  });

  it("the demo asks for the SaaS page its Start Free Trial link opens", () => {
    expect(pageQueries("/demo", false)).toEqual([{ url: "/api/products?category=saas" }]);
  });
});

describe("the route table", () => {
  it("names only page modules the client's route list lazily imports", () => {
    const routes = fs.readFileSync(path.resolve("src/client/app/routes.tsx"), "utf8");
    const pages = new Set(ROUTE_PAGES.flatMap(([, signedOut, signedIn]) => [signedOut, signedIn]));
    pages.delete("");
    for (const page of pages) {
      expect(routes, page).toContain(`import("@client/${page.replace(/\.tsx$/, "")}")`);
    }
  });

  it("names every page a visitor or a customer opens, so each arrives with its chunk listed", () => {
    const routes = fs.readFileSync(path.resolve("src/client/app/routes.tsx"), "utf8");
    const lazy = new Set([...routes.matchAll(/import\("@client\/([^"]+)"\)/g)].map((m) => m[1]!));
    const named = new Set(ROUTE_PAGES.flatMap(([, signedOut, signedIn]) => [signedOut, signedIn]));
    const unnamed = [...lazy].filter((page) => !named.has(`${page}.tsx`));
    // The back office is an admin's (the table knows signed in or out, not the role), the
    // external sites' notices move on by themselves, and the 404 page has its own constant.
    expect(unnamed.sort()).toEqual([
      "features/admin/admin-page",
      "features/not-found/not-found-page",
      "features/redirects/external-site-page",
    ]);
  });
});
