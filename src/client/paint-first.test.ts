import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first";

const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/framework-B.js" nonce="n1"/>',
  '<link rel="stylesheet" href="/assets/root-C.css"/>',
  "</head><body><main>Hello</main>",
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root-D.js";</script>',
  "</body></html>",
].join("");

describe("paintFirst", () => {
  it("holds the module script and its preloads until a script of the page runs them", () => {
    const html = paintFirst(page, "n1");
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* type="module"/);
    expect(html).toContain(
      '<script nonce="n1" type="text/x-after-paint" async="">import * as route0 from "/assets/root-D.js";</script>',
    );
    // The stylesheet and the classic scripts are left as they are.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-C.css"/>');
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext = {};</script>');
    const starter = /<script nonce="n1" data-modules="([^"]*)">([^<]*)<\/script><\/body>/.exec(
      html,
    );
    expect(starter?.[1]).toBe("/assets/entry.client-A.js /assets/framework-B.js");
    expect(starter?.[2]).toContain("requestAnimationFrame");
  });

  it("writes the same starter on every page (one CSP hash for all kept pages)", () => {
    const starterOf = (html: string) => /data-modules="[^"]*">([^<]*)<\/script>/.exec(html)?.[1];
    const other = page.replaceAll("framework-B", "framework-E").replaceAll("n1", "n2");
    expect(starterOf(paintFirst(other, "n2"))).toBe(starterOf(paintFirst(page, "n1")));
  });

  it("leaves a page without a module script (a resource's answer) alone", () => {
    const plain = "<!DOCTYPE html><html><body><p>Plain</p></body></html>";
    expect(paintFirst(plain, "n1")).toBe(plain);
  });
});
