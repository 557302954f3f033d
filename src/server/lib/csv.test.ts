import { describe, expect, it } from "vitest";
import { parseCsv } from "../test/parse-csv.js";
import { toCsv } from "./csv.js";

describe("the CSV writer", () => {
  it("quotes what must be quoted, ends every row with CRLF, and reads back as written", () => {
    const rows = [
      ["name", "note", "amount"],
      ["Okafor, Ruth", 'said "hello"', "49.99"],
      ["line\nbreak", "carriage\rreturn", null],
      ["", 12, -3.5],
    ];
    const text = toCsv(rows);
    expect(text).toBe(
      'name,note,amount\r\n"Okafor, Ruth","said ""hello""",49.99\r\n' +
        '"line\nbreak","carriage\rreturn",\r\n,12,-3.5\r\n',
    );
    expect(parseCsv(text)).toEqual(rows.map((row) => row.map((cell) => String(cell ?? ""))));
  });

  it("keeps a customer's text from running as a formula, but not an amount", () => {
    const text = toCsv([["=HYPERLINK(1)", "+1", "@SUM", "\tx", "-10.00", "-5", "-x"]]);
    expect(parseCsv(text)[0]).toEqual([
      "'=HYPERLINK(1)",
      "'+1",
      "'@SUM",
      "'\tx",
      "-10.00",
      "-5",
      "'-x",
    ]);
  });

  it("keeps the formulas of the shop's own spreadsheet templates when asked", () => {
    expect(toCsv([["=SUM(A1:A3)", "=B1*2"]], { keepFormulas: true })).toBe("=SUM(A1:A3),=B1*2\r\n");
  });
});
