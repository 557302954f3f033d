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

  it("reads a pipe table: header, rule, rows padded or cut to the header's width", () => {
    const blocks = parseMarkdown(
      [
        "How they compare:",
        "",
        "| | [A](/products/1) | **B** |",
        "|---|---|---|",
        "| Price | $89.00 per month | $499.00 one-time |",
        "| Forms | 1040 \\| 1065 |",
        "| Trial | 30-day | none | extra |",
        "",
        "[Open the full comparison](/compare?ids=1,2)",
      ].join("\n"),
    );
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "table", "paragraph"]);
    const table = blocks[1]!;
    if (table.type !== "table") throw new Error("not a table");
    expect(table.header).toEqual([
      [],
      [{ type: "link", href: "/products/1", children: [{ type: "text", text: "A" }] }],
      [{ type: "bold", children: [{ type: "text", text: "B" }] }],
    ]);
    expect(table.rows).toHaveLength(3);
    expect(table.rows.every((row) => row.length === 3)).toBe(true);
    expect(table.rows[1]).toEqual([
      [{ type: "text", text: "Forms" }],
      [{ type: "text", text: "1040 | 1065" }],
      [],
    ]);
    expect(table.rows[2]![2]).toEqual([{ type: "text", text: "none" }]);
    const link = blocks[2]!.type === "paragraph" ? blocks[2]!.lines[0]![0] : undefined;
    expect(link).toMatchObject({ type: "link", href: "/compare?ids=1,2" });
  });

  it("keeps pipes without a rule line, and cells with HTML or outside links, as text", () => {
    expect(parseMarkdown("| not | a table |")).toEqual([
      { type: "paragraph", lines: [[{ type: "text", text: "| not | a table |" }]] },
    ]);
    const [table] = parseMarkdown(
      "| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:void) |",
    );
    expect(table).toEqual({
      type: "table",
      header: [[{ type: "text", text: "a" }], [{ type: "text", text: "b" }]],
      rows: [
        [[{ type: "text", text: "<img src=x onerror=alert(1)>" }], [{ type: "text", text: "x" }]],
      ],
    });
  });
});
