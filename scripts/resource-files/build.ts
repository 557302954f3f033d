/**
 * Writes the generated files of the free resources library into public/resources (the
 * spreadsheets as CSV and, from the Markdown documents in assets/resources, their PDFs), and the
 * generated files buyers download into assets/downloads (each licence-key product's installer
 * package, each template's Excel or Word file built from its CSV or Markdown source).
 *   npx tsx scripts/resource-files/build.ts      (also the first step of npm run build)
 * The output is deterministic: the committed files are what this writes (checked by
 * markdown-pdf.test.ts, installer-packages.test.ts and template-files.test.ts), so a server starts
 * without a build.
 */
import fs from "node:fs";
import path from "node:path";
import { toCsv } from "../../src/server/lib/csv.js";
import type { Sheet } from "./sheet.js";
import { CATALOGUE, installerPackageName } from "../../src/server/db/seed/catalogue.js";
import { deliveryOf } from "../../src/shared/delivery.js";
import { installerPackage } from "./installer-packages.js";
import { markdownToPdf } from "./markdown-pdf.js";
import { buildTemplateFiles } from "./template-files.js";
import {
  cashFlowForecast,
  clientProfitabilityCalculator,
  loanAmortizationSchedule,
  mileageLog,
  quarterlyEstimatedTaxWorksheet,
  utilizationTracker,
} from "./spreadsheets.js";

const SPREADSHEETS: Record<string, () => Sheet> = {
  "business-mileage-log.csv": mileageLog,
  "quarterly-estimated-tax-worksheet.csv": quarterlyEstimatedTaxWorksheet,
  "billable-hours-utilization-tracker.csv": utilizationTracker,
  "client-profitability-calculator.csv": clientProfitabilityCalculator,
  "thirteen-week-cash-flow-forecast.csv": cashFlowForecast,
  "loan-amortization-schedule.csv": loanAmortizationSchedule,
};

const folder = path.resolve(import.meta.dirname, "../../public/resources");
/** Where the files buyers download live (decision 0011). */
export const DOWNLOADS_FOLDER = path.resolve(import.meta.dirname, "../../assets/downloads");
/** The Markdown sources of the PDF documents. */
export const DOCUMENT_SOURCES = path.resolve(import.meta.dirname, "../../assets/resources");

/** Every PDF the library offers, by file name, built from its Markdown source. */
export async function buildDocuments(): Promise<Map<string, Uint8Array>> {
  const built = new Map<string, Uint8Array>();
  for (const source of fs
    .readdirSync(DOCUMENT_SOURCES)
    .filter((n) => n.endsWith(".md"))
    .sort()) {
    const markdown = fs.readFileSync(path.join(DOCUMENT_SOURCES, source), "utf8");
    built.set(source.replace(/\.md$/, ".pdf"), await markdownToPdf(markdown, source));
  }
  return built;
}

/** Every licence-key product's installer package, by file name (decision 0195). */
export function buildInstallerPackages(): Map<string, Uint8Array> {
  const built = new Map<string, Uint8Array>();
  for (const product of CATALOGUE) {
    if (product.download || deliveryOf(product) !== "licence_key_installer") continue;
    const name = installerPackageName(product.slug);
    built.set(name, installerPackage(product, name));
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();

async function main() {
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, build] of Object.entries(SPREADSHEETS)) {
    const file = path.join(folder, name);
    fs.writeFileSync(file, toCsv(build(), { keepFormulas: true }));
    console.log(`${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
  }
  const write = (file: string, bytes: Uint8Array) => {
    fs.writeFileSync(file, bytes);
    console.log(`${path.relative(process.cwd(), file)} (${bytes.length} bytes)`);
  };
  for (const [name, bytes] of await buildDocuments()) write(path.join(folder, name), bytes);
  for (const [name, bytes] of buildInstallerPackages())
    write(path.join(DOWNLOADS_FOLDER, name), bytes);
  for (const [name, bytes] of await buildTemplateFiles(DOWNLOADS_FOLDER))
    write(path.join(DOWNLOADS_FOLDER, name), bytes);
}
