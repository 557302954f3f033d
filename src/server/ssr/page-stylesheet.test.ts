import { describe, expect, it } from "vitest";
import { parseStylesheet, restById, stylesheetFor as subsetFor } from "./page-stylesheet.js";

const stylesheetFor = (...args: Parameters<typeof subsetFor>) => subsetFor(...args).css;

// The shape of Tailwind 4's minified output (layers, @property, media inside the utilities).
const CSS =
  "/*! tailwindcss v4 | MIT License */\n" +
  "@layer properties{@supports (((-webkit-hyphens:none))){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}" +
  "@layer theme{:root,:host{--color-accent:#0f766e;--color-unused:#fff;--font-sans:ui-sans-serif;--default-font-family:var(--font-sans);--spacing:.25rem}}" +
  "@layer base{*,:after{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}h1,h2{font-size:inherit}table{border-collapse:collapse}:-moz-focusring:where(:not(iframe)){outline:auto}::placeholder{opacity:1}}" +
  "@layer components;" +
  "@layer utilities{.mt-0\\.5{margin-top:calc(var(--spacing) * .5)}.mt-8{margin-top:calc(var(--spacing) * 8)}" +
  ".text-accent{color:var(--color-accent)}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}" +
  ".shadow-sm{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-shadow)}.blur{--tw-blur:blur(8px);filter:var(--tw-blur)}" +
  ".group:hover .group-hover\\:underline,.peer:checked~.peer-checked\\:underline{text-decoration:underline}" +
  "@media (width>=40rem){.sm\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.sm\\:hidden{display:none}}}" +
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
  '@property --tw-blur{syntax:"*";inherits:false}';

const sheet = () => parseStylesheet(CSS);

describe("a page's stylesheet", () => {
  it("keeps the utilities whose classes the page uses, in their media blocks, and drops the rest", () => {
    const css = stylesheetFor(
      sheet(),
      '<div class="mt-0.5 sm:grid-cols-2 [&amp;_svg]:size-4"><svg></svg></div>',
    );
    expect(css).toContain(".mt-0\\.5{margin-top:calc(var(--spacing) * .5)}");
    expect(css).toContain("@media (width>=40rem){.sm\\:grid-cols-2{");
    expect(css).toContain(".\\[\\&_svg\\]\\:size-4 svg{width:1rem}");
    expect(css).not.toContain(".mt-8");
    expect(css).not.toContain("sm\\:hidden");
    expect(css).not.toContain("text-accent");
    expect(css).not.toContain("tailwindcss"); // the licence comment
    // The layers keep their order, an empty one included.
    expect(css.indexOf("@layer theme")).toBeLessThan(css.indexOf("@layer base"));
    expect(css).toContain("@layer components;@layer utilities{");
  });

  it("keeps a rule naming several classes only when the page has all of them", () => {
    const one = stylesheetFor(sheet(), '<a class="group-hover:underline">x</a>');
    expect(one).not.toContain("group-hover");
    const both = stylesheetFor(
      sheet(),
      '<div class="group"><a class="group-hover:underline"></a></div>',
    );
    expect(both).toContain(".group:hover .group-hover\\:underline,.peer:checked");
  });

  it("keeps element rules for the elements the page has, and rules naming none", () => {
    const css = stylesheetFor(sheet(), "<main><h1>Title</h1></main>");
    expect(css).toContain("h1,h2{font-size:inherit}");
    expect(css).not.toContain("table{");
    expect(css).toContain("*,:after{box-sizing:border-box}");
    expect(css).toContain("::placeholder{opacity:1}");
    expect(css).toContain("html,:host{");
    // An element inside :not() is not one the rule needs.
    expect(css).toContain(":-moz-focusring:where(:not(iframe))");
  });

  it("keeps only the custom properties the kept rules read, with their @property rules", () => {
    const css = stylesheetFor(sheet(), '<p class="text-accent shadow-sm">x</p>');
    expect(css).toContain("--color-accent:#0f766e");
    expect(css).not.toContain("--color-unused");
    // Read through another property: --default-font-family reads --font-sans.
    expect(css).toContain("--font-sans:ui-sans-serif");
    expect(css).toContain("@property --tw-shadow{");
    expect(css).toContain("--tw-shadow:0 0 #0000"); // the older browsers' default
    expect(css).not.toContain("--tw-blur");
    expect(css).not.toContain("--spacing"); // no kept rule reads it
  });

  it("keeps what the page's style attributes read, and answers a repeated page from memory", () => {
    const s = sheet();
    const html = '<div style="color:var(--color-unused)"></div>';
    const css = stylesheetFor(s, html);
    expect(css).toContain("--color-unused:#fff");
    expect(stylesheetFor(s, html)).toBe(css);
    expect(s.made.size).toBe(1);
  });

  it("leaves the rest of the sheet, with nothing of the page's part, under an id of its content", () => {
    const s = sheet();
    const page = subsetFor(s, '<p class="text-accent shadow-sm sm:hidden">x</p>');
    const { rest } = page;
    expect(rest.id).toMatch(/^[\w-]{16}$/);
    expect(restById(s, rest.id)).toBe(rest.css);
    expect(restById(s, "AAAAAAAAAAAAAAAA")).toBeUndefined();
    // What the page left out, in the sheet's blocks and order.
    expect(rest.css).toContain("@layer utilities{.mt-0\\.5{");
    expect(rest.css).toContain("@media (width>=40rem){.sm\\:grid-cols-2{");
    expect(rest.css).toContain("--color-unused:#fff");
    expect(rest.css).toContain("table{border-collapse:collapse}");
    expect(rest.css).toContain("@property --tw-blur{");
    // Nothing of the page's part again: adding the rest restyles none of the page's elements.
    for (const kept of [
      ".text-accent{",
      ".shadow-sm{",
      "sm\\:hidden",
      "--color-accent:",
      "*,:after{",
    ]) {
      expect(rest.css).not.toContain(kept);
    }
    // Together they are the whole sheet: every rule of it is in one of the two.
    for (const rule of CSS.match(/[^{};]+\{[^{}]*\}/g)!) {
      const selector = rule.slice(0, rule.indexOf("{")).replace(/^.*\}/, "").trim();
      expect(page.css.includes(selector) || rest.css.includes(selector), selector).toBe(true);
    }
  });
});
