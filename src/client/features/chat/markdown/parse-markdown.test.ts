import { describe, expect, it } from "vitest";
import { isSitePath, parseInline, parseMarkdown } from "./parse-markdown";

describe("parseInline", () => {
  it("reads bold, links inside bold, and plain text", () => {
    expect(parseInline("Try **[TaxFlow Pro](/products/1)** for $89.00.")).toEqual([
      { type: "text", text: "Try " },
      {
        type: "bold",
        children: [
          { type: "link", href: "/products/1", children: [{ type: "text", text: "TaxFlow Pro" }] },
        ],
      },
      { type: "text", text: " for $89.00." },
    ]);
  });

  it("keeps links to other sites, scripts and protocol-relative URLs as plain text", () => {
    for (const href of [
      "https://evil.example",
      "javascript:alert(1)",
      "//evil.example/x",
      "data:text/html,hi",
    ]) {
      const nodes = parseInline(`[click](${href})`);
      expect(nodes.every((n) => n.type === "text")).toBe(true);
      expect(nodes[0]).toEqual({ type: "text", text: "click" });
    }
  });

  it("leaves HTML as text to be escaped by React, never markup", () => {
    expect(parseInline("<img src=x onerror=alert(1)>")).toEqual([
      { type: "text", text: "<img src=x onerror=alert(1)>" },
    ]);
  });

  it("accepts only this site's paths", () => {
    expect(isSitePath("/products/12")).toBe(true);
    expect(isSitePath("/free-resources")).toBe(true);
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("/\\evil")).toBe(false);
  });
});

describe("parseMarkdown", () => {
  it("splits paragraphs, bullet lists and numbered lists", () => {
    const blocks = parseMarkdown(
      "Here is what fits:\n\n1. **One**: first\n2. Two\n\n- a\n- b\n\nAsk me anything.",
    );
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "list", "list", "paragraph"]);
    expect(blocks[1]).toMatchObject({ ordered: true, start: 1 });
    expect(blocks[1]!.type === "list" && blocks[1]!.items).toHaveLength(2);
    expect(blocks[2]).toMatchObject({ ordered: false });
  });

  it("keeps the lines of one paragraph together", () => {
    const [block] = parseMarkdown("line one\nline two");
    expect(block).toEqual({
      type: "paragraph",
      lines: [[{ type: "text", text: "line one" }], [{ type: "text", text: "line two" }]],
    });
  });
});
