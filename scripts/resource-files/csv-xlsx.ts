/**
 * Turns a spreadsheet template's CSV into an Excel workbook (.xlsx) with ExcelJS (decision 0196).
 * Every cell stays where the CSV has it, so the formulas' references still point at the right
 * cells; what the CSV could not say is added: formulas are formulas, numbers are numbers, ISO dates
 * are dates (and so is a formula adding days to one), the header row is bold, filtered and frozen,
 * columns are as wide as their contents, and Excel recalculates everything when the file opens.
 * Reproducible: the workbook's dates and each zip entry's time are fixed (see rezip).
 */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { rezip } from "./zip.js";

/** How a template's table sits in its CSV. */
export interface SheetLayout {
  /** The sheet's tab name (at most 31 characters; Excel's limit). */
  name: string;
  /** The row of column names (1-based); rows above it are a title and settings. */
  headerRow: number;
  /** A list to filter and sort (a checklist, a register), not a worksheet with totals. */
  filter: boolean;
  /**
   * How numbers show, by range ("E6:F36" or one cell, "B12"), later ranges over earlier ones:
   * amounts with thousands separators and cents, rates as percentages. Empty cells in a range get
   * the format too, so what the user types there shows the same way; dates keep theirs.
   */
  formats?: [range: string, format: NumberFormat][];
}

/** Money as accountants read it (1,234.50), and a rate (110%). */
export const MONEY = "#,##0.00";
export const PERCENT = "0%";
export type NumberFormat = typeof MONEY | typeof PERCENT;

const FIXED_TIME = new Date(Date.UTC(2026, 0, 1));
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
/** "=B6+7": a cell plus a number of days. */
const DAYS_AFTER = /^=\$?([A-Z]{1,3})\$?(\d+)\+\d+$/;
const DATE_FORMAT = "yyyy-mm-dd";
const HEAD_FILL = "FFDCE6F0";
const FONT = { name: "Calibri", size: 11 };
const WIDTH = { min: 8, max: 70 };
/** Points per line of 11-point Calibri, and its average letters per unit of column width. */
const LINE_HEIGHT = 15;
const CHARS_PER_WIDTH = 1.15;
/** A row that heads a section of a worksheet: "INPUTS", "SAFE HARBOUR", "Totals". */
const SECTION = /^([A-Z][A-Z &/-]+|Totals?)$/;

type Value = string | number | Date | { formula: string } | null;

/** What a CSV cell means in a workbook. */
export function cellValue(text: string): Value {
  if (text === "") return null;
  if (text.startsWith("=")) return { formula: text.slice(1) };
  if (NUMBER.test(text)) return Number(text);
  const date = ISO_DATE.exec(text);
  if (date) return new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
  return text;
}

/** The 1-based index of a column's letters: A is 1, AA is 27. */
const columnIndex = (letters: string) =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/** The cells of a range in A1 notation, as 1-based [row, column] pairs. */
export function cellsOf(range: string): [row: number, column: number][] {
  const m = /^([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?$/.exec(range);
  if (!m) throw new Error(`Not a range: ${range}`);
  const [top, bottom] = [Number(m[2]), Number(m[4] ?? m[2])];
  const [left, right] = [columnIndex(m[1]!), columnIndex(m[3] ?? m[1]!)];
  const cells: [number, number][] = [];
  for (let row = top; row <= bottom; row++)
    for (let column = left; column <= right; column++) cells.push([row, column]);
  return cells;
}

/** Whether a CSV cell shows a date: an ISO date, or days added to a cell that shows one. */
function showsDate(rows: string[][], row: number, column: number, seen = 0): boolean {
  const text = rows[row]?.[column] ?? "";
  if (ISO_DATE.test(text)) return true;
  const days = DAYS_AFTER.exec(text);
  if (!days || seen > 400) return false;
  const target = columnIndex(days[1]!) - 1;
  return showsDate(rows, Number(days[2]) - 1, target, seen + 1);
}

/** A number as MONEY shows it: 48,000.00. */
const asMoney = (n: number) =>
  n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function widthOf(value: Value, text: string, format: NumberFormat | undefined): number {
  if (value instanceof Date) return 12;
  if (value && typeof value === "object") return 14;
  if (typeof value === "number" && format === MONEY) return asMoney(value).length + 2;
  return text.length + 2;
}

export async function csvToXlsx(csv: string, layout: SheetLayout): Promise<Uint8Array> {
  const rows = parse(csv, { relax_column_count: true }) as string[][];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Countinghouse";
  workbook.lastModifiedBy = "Countinghouse";
  workbook.created = FIXED_TIME;
  workbook.modified = FIXED_TIME;
  workbook.title = layout.name;
  workbook.calcProperties.fullCalcOnLoad = true;
  const sheet = workbook.addWorksheet(layout.name.slice(0, 31), {
    views: [{ state: "frozen", ySplit: layout.headerRow }],
    // Printed across the page's width, landscape, with the column names on every page.
    pageSetup: {
      orientation: "landscape",
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${layout.headerRow}:${layout.headerRow}`,
    },
  });
  const columns = Math.max(...rows.map((row) => row.length));
  const widths = Array<number>(columns).fill(WIDTH.min);
  const formats = new Map<string, NumberFormat>();
  for (const [range, format] of layout.formats ?? [])
    for (const [row, column] of cellsOf(range))
      if (!showsDate(rows, row - 1, column - 1)) formats.set(`${row},${column}`, format);

  rows.forEach((cells, r) => {
    const row = sheet.getRow(r + 1);
    const filled = cells.filter(Boolean).length;
    cells.forEach((text, c) => {
      const value = cellValue(text);
      if (value === null) return;
      const cell = row.getCell(c + 1);
      cell.value = value;
      if (showsDate(rows, r, c)) cell.numFmt = DATE_FORMAT;
      // Column names wrap, so a long one does not widen its column; a line of instructions in
      // column A runs across the empty cells to its right.
      if (r + 1 === layout.headerRow)
        widths[c] = Math.max(widths[c]!, Math.min(text.length + 2, 24));
      else if (r + 1 > layout.headerRow && filled > 1)
        widths[c] = Math.max(widths[c]!, widthOf(value, text, formats.get(`${r + 1},${c + 1}`)));
      // A setting above the table ("Report date (year-end)", then its value) shows its name whole.
      else if (c === 0 && filled > 1) widths[0] = Math.max(widths[0]!, text.length + 2);
    });
    if (SECTION.test(cells[0] ?? "")) row.font = { ...FONT, bold: true };
    if (r + 1 === layout.headerRow) {
      row.font = { ...FONT, bold: true };
      row.alignment = { vertical: "top", wrapText: true };
      for (let c = 1; c <= cells.length; c++)
        row.getCell(c).fill = { type: "pattern", pattern: "solid", fgColor: { argb: HEAD_FILL } };
    }
  });
  if (layout.headerRow > 1) sheet.getRow(1).font = { ...FONT, bold: true, size: 14 };
  const wraps = widths.map((width) => width > WIDTH.max);
  widths.forEach((width, c) => (sheet.getColumn(c + 1).width = Math.min(width, WIDTH.max)));
  // A row of wrapped text is as tall as its longest cell: spreadsheet programs keep a row's
  // height as written, so it is written for the lines it needs.
  rows.forEach((cells, r) => {
    if (r + 1 < layout.headerRow) return;
    const lines = Math.max(
      1,
      ...cells.map((text, c) =>
        (wraps[c] || r + 1 === layout.headerRow) && !text.startsWith("=")
          ? Math.ceil(text.length / ((Math.min(widths[c]!, WIDTH.max) - 2) * CHARS_PER_WIDTH))
          : 1,
      ),
    );
    if (lines > 1) sheet.getRow(r + 1).height = LINE_HEIGHT * lines;
    // Long text wraps within its column instead of running under the next one, and a row's
    // other cells line up with its first line.
    cells.forEach((text, c) => {
      if (text !== "" && r + 1 > layout.headerRow)
        sheet.getCell(r + 1, c + 1).alignment = { vertical: "top", wrapText: wraps[c] };
    });
  });
  for (const [at, format] of formats) {
    const [row, column] = at.split(",").map(Number);
    sheet.getCell(row!, column!).numFmt = format;
  }
  if (layout.filter)
    sheet.autoFilter = {
      from: { row: layout.headerRow, column: 1 },
      to: { row: layout.headerRow, column: rows[layout.headerRow - 1]!.length },
    };
  const written = new Uint8Array(await workbook.xlsx.writeBuffer());
  return rezip(written);
}
