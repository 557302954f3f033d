import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { editDistance, typosAllowed } from "./edit-distance.js";
import {
  catalogueSynonyms,
  normalizeSearchText,
  parseSynonyms,
  searchTerms,
  searchWords,
  SYNONYMS_FILE,
} from "./search-terms.js";

describe("typed text as words", () => {
  it("lowercases, drops accents and joins form codes as the database does", () => {
    expect(normalizeSearchText("Nómina W-2 K-1 1099-NEC 990-EZ e-File")).toBe(
      "nomina w2 k1 1099nec 990ez e-file",
    );
    expect(searchWords("  Month-end, O'Brien & 1099-MISC: tax:* | !")).toEqual([
      "month-end",
      "o",
      "brien",
      "1099misc",
      "tax",
    ]);
    expect(searchWords("%&|!:*()<->''")).toEqual([]);
  });
});

describe("the synonym file format (Solr's)", () => {
  it("makes the phrases of a line equivalent, and one-way with =>", () => {
    const synonyms = parseSynonyms(`
      # a comment
      qbo, QuickBooks Online   # after a rule too
      nómina => payroll, pay runs
    `);
    expect(synonyms.groups.get("qbo")).toEqual([["quickbooks", "online"]]);
    expect(synonyms.groups.get("quickbooks online")).toEqual([["qbo"]]);
    expect(synonyms.groups.get("nomina")).toEqual([["payroll"], ["pay", "runs"]]);
    expect(synonyms.groups.has("payroll")).toBe(false);
    expect(synonyms.longest).toBe(2);
  });

  it("makes a one-way rule's phrases find what the phrases they stand for find", () => {
    const synonyms = parseSynonyms("payroll, paychecks\nnómina => payroll");
    expect(synonyms.groups.get("nomina")).toEqual([["payroll"], ["paychecks"]]);
    expect(synonyms.groups.get("payroll")).toEqual([["paychecks"]]);
  });

  it("merges the lines a phrase is on", () => {
    const synonyms = parseSynonyms("990, form 990\nnonprofit, 990");
    expect(synonyms.groups.get("990")).toEqual([["form", "990"], ["nonprofit"]]);
  });

  it.each([
    ["lonely", "needs two phrases or more"],
    ["a => ", 'one "=>" with phrases on both sides'],
    ["a => b => c", 'one "=>" with phrases on both sides'],
    ["%%, b", "needs two phrases or more"],
  ])("refuses %j, naming the line", (line, message) => {
    expect(() => parseSynonyms(`ok, fine\n${line}`)).toThrow(`line 2: ${message}`);
  });

  it("reads the repository's file", () => {
    expect(fs.existsSync(SYNONYMS_FILE)).toBe(true);
    const synonyms = catalogueSynonyms();
    expect(synonyms.groups.get("efile")).toEqual(expect.arrayContaining([["e-file"]]));
    expect(synonyms.groups.get("qbo")).toEqual([["quickbooks", "online"]]);
  });
});

describe("terms", () => {
  const synonyms = parseSynonyms("qbo, quickbooks online\nsales tax, nexus\nw-2, wage statement");

  it("takes the longest phrase the file knows at each place", () => {
    expect(searchTerms("QuickBooks Online sales tax software", synonyms)).toEqual([
      { words: ["quickbooks", "online"], synonyms: [["qbo"]] },
      { words: ["sales", "tax"], synonyms: [["nexus"]] },
      { words: ["software"], synonyms: [] },
    ]);
  });

  it("matches a code however it is written, and counts a repeated term once", () => {
    expect(searchTerms("W2 w-2 W-2", synonyms)).toEqual([
      { words: ["w2"], synonyms: [["wage", "statement"]] },
    ]);
  });
});

describe("typos", () => {
  it("counts edits, a swap of neighbours as one", () => {
    expect(editDistance("ledgerpiont", "ledgerpoint")).toBe(1);
    expect(editDistance("bookeeping", "bookkeeping")).toBe(1);
    expect(editDistance("quikbooks", "quickbooks")).toBe(1);
    expect(editDistance("payroll", "payroll")).toBe(0);
    expect(editDistance("quillfennothing", "quillfen")).toBe(7);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("allows more of them in longer words, none in the shortest", () => {
    expect(["ab", "crm", "audit", "payroll"].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });
});
