/**
 * Writes the spreadsheet resources of the free resources library into public/resources.
 *   npx tsx scripts/resource-files/build.ts
 * The Markdown and text resources beside them are written by hand.
 */
import fs from "node:fs";
import path from "node:path";
import { toCsv, type Sheet } from "./csv.js";
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
fs.mkdirSync(folder, { recursive: true });
for (const [name, build] of Object.entries(SPREADSHEETS)) {
  const file = path.join(folder, name);
  fs.writeFileSync(file, toCsv(build()));
  console.log(`${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`);
}
