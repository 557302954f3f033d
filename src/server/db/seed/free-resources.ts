import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { ResourceCategory } from "../../../shared/resource-categories.js";
import { formatFileSize } from "../../../shared/file-size.js";
import { projectRoot } from "../../lib/project-root.js";
import type { DbOrTx } from "../client.js";
import { freeResources } from "../schema.js";

/** The folder the client build publishes at the site root (vite.config.ts publicDir). */
export const PUBLIC_FOLDER = path.join(projectRoot, "public");

export interface FreeResourceSeed {
  slug: string;
  title: string;
  description: string;
  category: ResourceCategory;
  tags: string[];
  /** A file in public/resources; served at /resources/<file>. */
  file: string;
  /** The name the browser saves the download under. */
  fileName: string;
}

export const FREE_RESOURCES: FreeResourceSeed[] = [
  {
    slug: "tax-season-engagement-letter",
    title: "Tax Season Engagement Letter",
    description:
      "An engagement letter for individual returns that sets scope, client responsibilities, the information deadline, fees and e-file terms before work starts.",
    category: "templates",
    tags: ["Engagement Letters", "Individual Tax", "Risk Management", "Tax Season"],
    file: "tax-season-engagement-letter.pdf",
    fileName: "Tax-Season-Engagement-Letter.pdf",
  },
  {
    slug: "bookkeeping-engagement-letter",
    title: "Monthly Bookkeeping Engagement Letter",
    description:
      "Terms for recurring bookkeeping: monthly scope, optional payroll and sales tax, client duties, fees billed in advance, access and termination.",
    category: "templates",
    tags: ["Engagement Letters", "Bookkeeping", "Recurring Services"],
    file: "bookkeeping-engagement-letter.pdf",
    fileName: "Bookkeeping-Engagement-Letter.pdf",
  },
  {
    slug: "client-email-templates",
    title: "Client Communication Email Templates",
    description:
      "Ten ready-to-send emails: welcome, document requests and reminders, extension filed, return ready, accepted, estimated payments, invoices and notices.",
    category: "templates",
    tags: ["Client Communication", "Email", "Tax Season", "Practice Management"],
    file: "client-email-templates.txt",
    fileName: "Client-Email-Templates.txt",
  },
  {
    slug: "fixed-fee-services-proposal",
    title: "Fixed-Fee Services Proposal",
    description:
      "A one-page proposal with three priced options, written around the client's goals, that makes the decision 'which' rather than 'whether'.",
    category: "templates",
    tags: ["Pricing", "Proposals", "Advisory", "Sales"],
    file: "services-proposal-template.pdf",
    fileName: "Fixed-Fee-Services-Proposal.pdf",
  },
  {
    slug: "thirteen-week-cash-flow-forecast",
    title: "13-Week Cash Flow Forecast",
    description:
      "A rolling weekly cash forecast with receipts, disbursements, closing cash and the shortfall against a minimum balance, with formulas built in.",
    category: "templates",
    tags: ["Cash Flow", "Forecasting", "Advisory", "CFO Services", "Spreadsheet"],
    file: "thirteen-week-cash-flow-forecast.csv",
    fileName: "13-Week-Cash-Flow-Forecast.csv",
  },
  {
    slug: "choosing-practice-management-software",
    title: "Choosing Practice Management Software",
    description:
      "A buyer's guide in six steps: requirements you can test, product categories, security questions, structured trials and an off-season rollout, with a demo scoring sheet.",
    category: "guides",
    tags: ["Software Selection", "Practice Management", "Technology", "Buying Guide"],
    file: "choosing-practice-management-software.pdf",
    fileName: "Choosing-Practice-Management-Software.pdf",
  },
  {
    slug: "value-pricing-guide",
    title: "From Hourly Billing to Value Pricing",
    description:
      "How to move a firm to fixed fees over a year: client profitability, scoping, pricing from value, the client conversation and the measures to track.",
    category: "guides",
    tags: ["Pricing", "Profitability", "Practice Growth"],
    file: "value-pricing-guide.pdf",
    fileName: "Value-Pricing-Guide.pdf",
  },
  {
    slug: "data-security-guide",
    title: "Protecting Client Data: Security Guide for Small Firms",
    description:
      "The FTC Safeguards Rule and IRS Publication 4557 in plain words, ten controls that stop most incidents, a WISP outline and the first 24 hours after a breach.",
    category: "guides",
    tags: ["Security", "Compliance", "WISP", "Cybersecurity", "IRS Publication 4557"],
    file: "data-security-guide-small-firms.pdf",
    fileName: "Client-Data-Security-Guide.pdf",
  },
  {
    slug: "year-end-tax-planning-guide",
    title: "Year-End Tax Planning Meetings",
    description:
      "A meeting guide for small business owners: preparation, a one-hour agenda, the planning questions on timing, investments, owner pay and payments, and follow-up.",
    category: "guides",
    tags: ["Tax Planning", "Small Business", "Year-End", "Advisory"],
    file: "year-end-tax-planning-guide.pdf",
    fileName: "Year-End-Tax-Planning-Guide.pdf",
  },
  {
    slug: "cloud-accounting-migration-guide",
    title: "Moving a Client to Cloud Accounting",
    description:
      "Step-by-step conversion from desktop to a cloud ledger: what to move, the conversion date, cleaning the file, setup, proving the balances and handing over.",
    category: "guides",
    tags: ["Cloud Accounting", "Data Migration", "Bookkeeping", "QuickBooks", "Xero"],
    file: "cloud-accounting-migration-guide.pdf",
    fileName: "Cloud-Accounting-Migration-Guide.pdf",
  },
  {
    slug: "business-mileage-log",
    title: "Business Mileage Log",
    description:
      "A trip-by-trip mileage log that works out business miles and the deduction at the IRS standard rate, with totals and recordkeeping notes.",
    category: "tools",
    tags: ["Mileage", "Deductions", "Vehicles", "Recordkeeping", "Spreadsheet"],
    file: "business-mileage-log.csv",
    fileName: "Business-Mileage-Log.csv",
  },
  {
    slug: "quarterly-estimated-tax-worksheet",
    title: "Quarterly Estimated Tax Worksheet",
    description:
      "Works out self-employment tax, the safe-harbor required annual payment (90% / 100% / 110%) and each quarterly installment, with a payment log.",
    category: "tools",
    tags: ["Estimated Taxes", "Safe Harbor", "Self-Employed", "Individual Tax", "Spreadsheet"],
    file: "quarterly-estimated-tax-worksheet.csv",
    fileName: "Quarterly-Estimated-Tax-Worksheet.csv",
  },
  {
    slug: "billable-hours-utilization-tracker",
    title: "Billable Hours & Utilization Tracker",
    description:
      "Weekly hours per person with utilization against target by role and the standard value of billable time, so capacity problems show early.",
    category: "tools",
    tags: ["Time Tracking", "Utilization", "Capacity", "Staff Management", "Spreadsheet"],
    file: "billable-hours-utilization-tracker.csv",
    fileName: "Billable-Hours-Utilization-Tracker.csv",
  },
  {
    slug: "client-profitability-calculator",
    title: "Client Profitability Calculator",
    description:
      "Realization, effective hourly rate and contribution for every client from a year of fees and time, flagged against your target rate.",
    category: "tools",
    tags: ["Profitability", "Pricing", "Client Management", "Spreadsheet"],
    file: "client-profitability-calculator.csv",
    fileName: "Client-Profitability-Calculator.csv",
  },
  {
    slug: "loan-amortization-schedule",
    title: "Loan Amortization Schedule",
    description:
      "Monthly payment, interest and principal for fixed-rate loans of up to 30 years, for splitting loan payments in the books or comparing offers.",
    category: "tools",
    tags: ["Loans", "Amortization", "Financial Planning", "Spreadsheet"],
    file: "loan-amortization-schedule.csv",
    fileName: "Loan-Amortization-Schedule.csv",
  },
  {
    slug: "new-client-intake-checklist",
    title: "New Client Intake Checklist",
    description:
      "From first call to first deliverable: acceptance and conflict checks, engagement, IRS authorizations, the documents to collect and setup in your systems.",
    category: "checklists",
    tags: ["Client Onboarding", "Intake", "Engagement", "Risk Management"],
    file: "new-client-intake-checklist.pdf",
    fileName: "New-Client-Intake-Checklist.pdf",
  },
  {
    slug: "month-end-close-checklist",
    title: "Month-End Close Checklist",
    description:
      "A ten-day close for small businesses: record, reconcile, adjust, review and report, with an open-items log and quarter- and year-end additions.",
    category: "checklists",
    tags: ["Month-End Close", "Bookkeeping", "Reconciliation", "Reporting"],
    file: "month-end-close-checklist.pdf",
    fileName: "Month-End-Close-Checklist.pdf",
  },
  {
    slug: "individual-tax-document-checklist",
    title: "Individual Tax Return Document Checklist",
    description:
      "The client-facing list of what to bring: income forms, self-employment and rental records, deductions and credits, payments made and the standard questions.",
    category: "checklists",
    tags: ["Tax Season", "Individual Tax", "Client Documents", "Organizers"],
    file: "individual-tax-document-checklist.pdf",
    fileName: "Individual-Tax-Document-Checklist.pdf",
  },
  {
    slug: "year-end-payroll-1099-checklist",
    title: "Year-End Payroll, W-2 and 1099 Checklist",
    description:
      "November to January: fringe benefits, wage reconciliations, W-9s, W-2 and 1099 deadlines, Forms 940 and 941, and the follow-up after filing.",
    category: "checklists",
    tags: ["Payroll", "1099", "W-2", "Year-End", "Compliance"],
    file: "year-end-payroll-1099-checklist.pdf",
    fileName: "Year-End-Payroll-1099-Checklist.pdf",
  },
  {
    slug: "irs-notice-response-checklist",
    title: "IRS Notice Response Checklist",
    description:
      "Handle a client's IRS notice from intake to closing: deadlines, Form 2848 or 8821, transcripts, choosing the response, sending it and following up.",
    category: "checklists",
    tags: ["IRS Notices", "Representation", "Tax Resolution", "Form 2848"],
    file: "irs-notice-response-checklist.pdf",
    fileName: "IRS-Notice-Response-Checklist.pdf",
  },
];

export const resourceUrl = (file: string) => `/resources/${file}`;

/** The true size of a resource file, read when the seed runs; a missing file stops the boot. */
export function resourceFileSize(file: string): string {
  const stat = fs.statSync(path.join(PUBLIC_FOLDER, "resources", file));
  return formatFileSize(stat.size);
}

/**
 * Inserts missing resources by slug. An existing row keeps its text and download count; only its
 * file size is refreshed when it still points at the same file, because the size is a fact of the
 * file rather than an editorial choice, and a row still offering a Markdown file now published
 * as a PDF moves to the PDF.
 */
export async function seedFreeResources(db: DbOrTx): Promise<void> {
  const rows = FREE_RESOURCES.map(({ file, ...resource }) => ({
    ...resource,
    fileUrl: resourceUrl(file),
    fileSize: resourceFileSize(file),
  }));
  await db
    .insert(freeResources)
    .values(rows)
    .onConflictDoUpdate({
      target: freeResources.slug,
      set: {
        fileSize: sql`excluded.file_size`,
        fileUrl: sql`excluded.file_url`,
        fileName: sql`excluded.file_name`,
      },
      // The same file, or the Markdown file its PDF replaced (decision 0153): a library seeded
      // before the PDFs must not keep offering files that are gone.
      setWhere: sql`${freeResources.fileUrl} in (excluded.file_url, regexp_replace(excluded.file_url, '[.]pdf$', '.md'))`,
    });
}
