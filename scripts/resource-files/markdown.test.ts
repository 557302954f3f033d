import { describe, expect, it } from "vitest";
import { REPLACEMENTS } from "./markdown-pdf.js";
import { parseBlocks, parseInline } from "./markdown.js";

describe("the Markdown the documents use", () => {
  it("reads check lists, numbered items, notes, tables and continued lines", () => {
    const blocks = parseBlocks(
      [
        "# Title",
        "",
        "Intro line one",
        "continues here.",
        "",
        "- [ ] Tick this",
        "      and this",
        "1. First",
        "> A note",
        "> on two lines",
        "",
        "| A | B |",
        "| - | - |",
        "| 1 | ✓ |",
        "---",
      ].join("\n"),
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 1, text: "Title" },
      {
        kind: "paragraph",
        text: "Intro line one continues here.",
        lines: ["Intro line one", "continues here."],
      },
      { kind: "item", marker: "check", text: "Tick this and this", depth: 0 },
      { kind: "item", marker: "1.", text: "First", depth: 0 },
      { kind: "note", text: "A note on two lines" },
      {
        kind: "table",
        rows: [
          ["A", "B"],
          ["1", "✓"],
        ],
      },
      { kind: "rule" },
    ]);
  });

  it("keeps blanks to fill in and reads bold and italic", () => {
    expect(parseInline("**Client:** ______ _italic_ → done ☐ Yes", REPLACEMENTS)).toEqual([
      { text: "Client:", bold: true },
      { text: " ______ " },
      { text: "italic", italic: true },
      { text: " -> done " },
      { text: "", symbol: "box" },
      { text: " Yes" },
    ]);
  });
});
