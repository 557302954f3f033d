import { describe, expect, it } from "vitest";
import { walkTheNames } from "./product-page-repository.js";

/** 100,000 products in 8,627 pages, as the catalogue bench's table. */
const table = { pages: 8627, rows: 100_000 };

describe("walkTheNames: a broad search's named products walked or read through the index", () => {
  it("walks when the named products are common in the table ('tax': its first matches within a few pages)", () => {
    expect(walkTheNames({ ...table, named: 300, lastPage: 120 }, 24)).toBe(true);
  });

  it("reads them through the index when the matches are rare, however many of them are named", () => {
    // "payroll copperline": 1,150 matches spread over the table, 170 of the first 1,001 named; the
    // walk read 12,647 rows for a page of 25.
    expect(walkTheNames({ ...table, named: 170, lastPage: 7500 }, 24)).toBe(false);
  });

  it("never walks for names none of the first matches has", () => {
    expect(walkTheNames({ ...table, named: 0, lastPage: 40 }, 24)).toBe(false);
  });

  it("without the table's size, walks only when the names are not rare among the matches", () => {
    expect(walkTheNames({ pages: 0, rows: 0, named: 19, lastPage: 3 }, 24)).toBe(false);
    expect(walkTheNames({ pages: 0, rows: 0, named: 20, lastPage: 3 }, 24)).toBe(true);
  });
});
