import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/helpers.js";
import { ROUTE_PAGES } from "./page-hints.js";

let t: TestApp;
let clientRoot: string;

/** A manifest shaped like Vite's: an entry with one static import, two pages sharing a chunk. */
const manifest = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_shell-s1.js"] },
  "_shell-s1.js": { file: "assets/shell-s1.js" },
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

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("index.html announces what the first view needs", () => {
  it("a visitor's / preloads the landing page and its chunks, not what the entry already loads", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(["/assets/landing-l1.js", "/assets/card-c1.js"]);
    expect(res.body).toContain(
      '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
    );
    // The hints stay inside <head>, before the page's own markup.
    expect(res.body.indexOf("landing-l1")).toBeLessThan(res.body.indexOf("</head>"));
    expect(res.headers.vary).toMatch(/cookie/i);
  });

  it("with a session cookie / preloads the signed-in home page instead", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", cookies: { ch_session: "x" } });
    expect(preloads(res.body)).toEqual(["/assets/home-h1.js"]);
  });

  it("a product page also preloads its product, the same URL the page asks for", async () => {
    const res = await t.app.inject({ method: "GET", url: "/products/42" });
    expect(res.body).toContain(
      '<link rel="preload" href="/api/products/42" as="fetch" crossorigin="use-credentials">',
    );
    const odd = await t.app.inject({ method: "GET", url: "/products/%3Cscript%3E" });
    expect(odd.body).not.toContain("/api/products/%3C");
    expect(odd.body).not.toContain("<script>");
  });

  it("a route the table does not know still gets the user hint, and no page chunk", async () => {
    const res = await t.app.inject({ method: "GET", url: "/no-such-page?x=1" });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual([]);
    expect(res.body).toContain('href="/api/auth/user"');
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
});
