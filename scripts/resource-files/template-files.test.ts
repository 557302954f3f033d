import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE } from "../../src/server/db/seed/catalogue.js";
import { DOWNLOADS_FOLDER } from "./build.js";
import { parseBlocks, parseInline } from "./markdown.js";
import { unzip } from "./zip.js";
import { buildTemplateFiles, SHEET_LAYOUTS, sourceOf } from "./template-files.js";

const templates = CATALOGUE.filter((p) => p.category === "templates" && p.type === "one-time");
const spreadsheets = templates.filter((p) => p.download!.endsWith(".xlsx"));
const documents = templates.filter((p) => p.download!.endsWith(".docx"));
const source = (download: string) =>
  fs.readFileSync(path.join(DOWNLOADS_FOLDER, sourceOf(download)!), "utf8");

let built: Map<string, Uint8Array>;
beforeAll(async () => {
  built = await buildTemplateFiles(DOWNLOADS_FOLDER);
}, 120_000);

describe("the template products' files", () => {
  it("are Excel workbooks for the spreadsheet templates and Word documents for the others, as the build writes them", () => {
    for (const product of templates) {
      const kind = product.facts.deployment;
      expect(kind, product.slug).toEqual([
        product.download!.endsWith(".xlsx") ? "spreadsheet" : "document",
      ]);
    }
    expect(spreadsheets.length).toBeGreaterThanOrEqual(8);
    expect(documents.length).toBeGreaterThanOrEqual(8);
    expect([...built.keys()].sort()).toEqual(templates.map((p) => p.download).sort());
    for (const [name, bytes] of built) {
      const committed = fs.readFileSync(path.join(DOWNLOADS_FOLDER, name));
      expect(Buffer.from(bytes).equals(committed), `${name} is stale: run the resource build`).toBe(
        true,
      );
    }
  });

  it("hold every cell of the spreadsheet's source: text, numbers, dates and formulas, in place", async () => {
    for (const product of spreadsheets) {
      const rows = parse(source(product.download!), { relax_column_count: true }) as string[][];
      const layout = SHEET_LAYOUTS[sourceOf(product.download!)!]!;
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(built.get(product.download!)!) as never);
      expect(workbook.worksheets.map((s) => s.name)).toEqual([layout.name]);
      const sheet = workbook.worksheets[0]!;
      let cells = 0;
      rows.forEach((row, r) =>
        row.forEach((text, c) => {
          const cell = sheet.getCell(r + 1, c + 1);
          const where = `${product.download} ${cell.address}`;
          if (text === "") return expect(cell.value, where).toBeNull();
          cells++;
          if (text.startsWith("=")) expect(cell.formula, where).toBe(text.slice(1));
          else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
            expect(cell.value, where).toBeInstanceOf(Date);
            expect((cell.value as Date).toISOString().slice(0, 10), where).toBe(text);
            expect(cell.numFmt, where).toBe("yyyy-mm-dd");
          } else if (/^-?\d+(\.\d+)?$/.test(text)) expect(cell.value, where).toBe(Number(text));
          else expect(cell.value, where).toBe(text);
        }),
      );
      let written = 0;
      sheet.eachRow((row) => row.eachCell(() => written++));
      expect(written, product.download).toBe(cells);
      const header = sheet.getRow(layout.headerRow);
      expect(header.getCell(1).font?.bold, product.download).toBe(true);
      expect(sheet.views[0], product.download).toMatchObject({
        state: "frozen",
        ySplit: layout.headerRow,
      });
      expect(Boolean(sheet.autoFilter), product.download).toBe(layout.filter);
    }
  });

  it("compute what the CSV computed: a week's date is the week before's plus 7, shown as a date", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(built.get("13-week-cash-flow-forecast.xlsx")!) as never);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell("C6").formula).toBe("B6+7");
    expect(sheet.getCell("C6").numFmt).toBe("yyyy-mm-dd");
    // No values are stored for the formulas: Excel computes them all when the file opens.
    const workbookXml = new TextDecoder().decode(
      unzip(built.get("13-week-cash-flow-forecast.xlsx")!)["xl/workbook.xml"],
    );
    expect(workbookXml).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/);
  });

  it("show amounts with cents and rates as percentages, in the cells the user fills in too", async () => {
    const sheetOf = async (name: string) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(built.get(name)!) as never);
      return workbook.worksheets[0]!;
    };
    const assets = await sheetOf("fixed-asset-depreciation-schedule.xlsx");
    // Cost typed, depreciation computed, the totals, and an empty row waiting for an asset.
    for (const address of ["E6", "I6", "J36", "E20", "L20"])
      expect(assets.getCell(address).numFmt, address).toBe("#,##0.00");
    expect(assets.getCell("E20").value).toBeNull();
    expect(assets.getCell("D6").numFmt).toBe("yyyy-mm-dd");
    expect(assets.getCell("G6").numFmt).toBeUndefined(); // a life in years is not money
    const estimates = await sheetOf("quarterly-estimated-tax-worksheet.xlsx");
    expect(estimates.getCell("B12").numFmt).toBe("0%");
    expect(estimates.getCell("B13").numFmt).toBe("#,##0.00");
    expect(estimates.getCell("B20").numFmt).toBe("yyyy-mm-dd");
    // A column is wide enough for the largest amount it shows ("48,000.00").
    expect(assets.getColumn("E").width).toBeGreaterThanOrEqual("48,000.00".length + 2);
  });

  it("hold every heading, paragraph, list item, note and table cell of the document's source, in order", async () => {
    for (const product of documents) {
      const buffer = Buffer.from(built.get(product.download!)!);
      const { value: text } = await mammoth.extractRawText({ buffer });
      // Compared without whitespace: a kept line break reads as nothing in the raw text.
      const flat = text.replace(/\s+/g, "");
      const plain = (markdown: string) =>
        parseInline(markdown)
          .map((r) => (r.symbol === "box" ? "☐" : r.symbol === "tick" ? "✓" : r.text))
          .join("")
          .replace(/\s+/g, "");
      let at = 0;
      for (const block of parseBlocks(source(product.download!))) {
        const parts =
          block.kind === "table"
            ? block.rows.flat().filter(Boolean)
            : block.kind === "rule"
              ? []
              : [block.text];
        for (const part of parts.map(plain)) {
          const found = flat.indexOf(part, at);
          expect(found, `${product.download}: "${part.slice(0, 60)}"`).toBeGreaterThanOrEqual(at);
          at = found + part.length;
        }
      }
      const { value: html } = await mammoth.convertToHtml({ buffer });
      const headings = parseBlocks(source(product.download!)).filter((b) => b.kind === "heading");
      expect(html.match(/<h[1-3]>/g)?.length, product.download).toBe(headings.length);
    }
  });
});
