/**
 * The template products' files (decision 0196): each spreadsheet template's .xlsx built from its
 * CSV, each document template's .docx from its Markdown, written beside their sources in
 * assets/downloads. The sources stay there: buyers from before the Office files still download
 * them (their order lines name them, decision 0011).
 */
import fs from "node:fs";
import path from "node:path";
import { CATALOGUE } from "../../src/server/db/seed/catalogue.js";
import { csvToXlsx, MONEY, PERCENT, type SheetLayout } from "./csv-xlsx.js";
import { markdownToDocx } from "./markdown-docx.js";

/** How each spreadsheet's table sits in its CSV; a list gets a filter, a worksheet does not. */
export const SHEET_LAYOUTS: Record<string, SheetLayout> = {
  "1099-vendor-tracking-workbook.csv": {
    name: "1099 Vendors",
    headerRow: 5,
    filter: false,
    formats: [
      ["B2", MONEY],
      ["H6:L46", MONEY],
    ],
  },
  "13-week-cash-flow-forecast.csv": {
    name: "13-Week Cash Flow",
    headerRow: 5,
    filter: false,
    formats: [
      ["B3", MONEY],
      ["B7:O28", MONEY],
    ],
  },
  "audit-planning-checklist.csv": { name: "Audit Planning", headerRow: 1, filter: true },
  "chart-of-accounts-professional-services.csv": {
    name: "Chart of Accounts",
    headerRow: 1,
    filter: true,
  },
  "federal-tax-deadline-calendar-2027.csv": { name: "2027 Deadlines", headerRow: 1, filter: true },
  "fixed-asset-depreciation-schedule.csv": {
    name: "Fixed Assets",
    headerRow: 5,
    filter: false,
    formats: [
      ["E6:F36", MONEY],
      ["H6:J36", MONEY],
      ["L6:L36", MONEY],
    ],
  },
  "month-end-close-checklist.csv": { name: "Month-End Close", headerRow: 1, filter: true },
  "quarterly-estimated-tax-worksheet.csv": {
    name: "Estimated Tax",
    headerRow: 4,
    filter: false,
    formats: [
      ["B5:B16", MONEY],
      ["B12", PERCENT],
      ["C20:D24", MONEY],
      ["F20:F24", MONEY],
    ],
  },
  "year-end-payroll-checklist.csv": { name: "Year-End Payroll", headerRow: 1, filter: true },
};

/** The source an Office file is built from: x.xlsx from x.csv, x.docx from x.md. */
export function sourceOf(download: string): string | null {
  if (download.endsWith(".xlsx")) return download.replace(/\.xlsx$/, ".csv");
  if (download.endsWith(".docx")) return download.replace(/\.docx$/, ".md");
  return null;
}

/** Every template product's Office file, by file name, built from its source in `folder`. */
export async function buildTemplateFiles(folder: string): Promise<Map<string, Uint8Array>> {
  const built = new Map<string, Uint8Array>();
  for (const product of CATALOGUE) {
    const source = product.download && sourceOf(product.download);
    if (!source) continue;
    const text = fs.readFileSync(path.join(folder, source), "utf8");
    if (source.endsWith(".csv")) {
      const layout = SHEET_LAYOUTS[source];
      if (!layout) throw new Error(`${source}: no sheet layout in SHEET_LAYOUTS`);
      built.set(product.download!, await csvToXlsx(text, layout));
    } else built.set(product.download!, await markdownToDocx(text, source));
  }
  return built;
}
