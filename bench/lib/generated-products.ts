/**
 * A large made-up catalogue for the bench: names, descriptions, categories, types, prices and
 * features varied the way a real store's are, from a seeded generator (the same rows every run).
 */
import { UNKNOWN_FACTS, type ProductFacts } from "../../src/shared/contracts/product-facts.js";
import {
  DEPLOYMENTS,
  FACT_SERVICES,
  FIRM_SIZE_VALUES,
  INTEGRATIONS as FACT_INTEGRATIONS,
  TAX_FORMS,
} from "../../src/shared/product-facts.js";
import { OFFER_UNITS, type Offer } from "../../src/shared/offer.js";
import type { ProductCategory, ProductType } from "../../src/shared/products.js";

export interface GeneratedProduct {
  slug: string;
  name: string;
  description: string;
  price: string;
  category: ProductCategory;
  type: ProductType;
  features: string[] | null;
  /** A fact sheet with the facets filled in (decision 0120), so facets and counts have work. */
  facts: ProductFacts;
  offer: Offer;
  isActive: boolean;
}

/** mulberry32: small, fast and good enough to vary a catalogue. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const VENDORS = [
  "Ledgerline",
  "Brightfile",
  "Copperline",
  "Northgate",
  "Tickmark",
  "Harborview",
  "Quarterline",
  "Sable",
  "Trustwell",
  "Fieldstone",
  "Meridian",
  "Oakbridge",
  "Clearpath",
  "Keystone",
  "Bluewater",
  "Ironwood",
  "Silverleaf",
  "Granite",
  "Cedar Point",
  "Pinecrest",
  "Redfern",
  "Stonegate",
  "Larkspur",
  "Westbrook",
  "Ashford",
  "Kingsley",
  "Halcyon",
  "Beacon",
  "Evergreen",
  "Foxglove",
];

const SUBJECTS: Record<ProductCategory, string[]> = {
  software: [
    "Tax Preparation",
    "Payroll",
    "Fixed Asset",
    "Trial Balance",
    "Audit",
    "Bookkeeping",
    "1099 Filing",
    "Sales Tax",
    "Depreciation",
    "Practice Management",
    "Document Management",
    "Time & Billing",
    "Estate Planning",
    "Retirement Planning",
    "Financial Planning",
    "Consolidation",
    "Budgeting",
    "K-1 Import",
    "Write-Up",
    "Tax Research",
  ],
  saas: [
    "Client Portal",
    "E-Signature",
    "Receipt Capture",
    "Bank Feeds",
    "CRM",
    "Workflow",
    "Secure File Exchange",
    "Payments",
    "Scheduling",
    "Reconciliation",
    "Payroll",
    "Cash Flow",
    "Tax Planning",
    "Expense Management",
    "Bill Pay",
    "Advisory Dashboard",
  ],
  templates: [
    "Engagement Letter",
    "Tax Organizer",
    "Month-End Close",
    "Year-End Payroll",
    "Client Onboarding",
    "Cash Flow Forecast",
    "Budget",
    "Chart of Accounts",
    "WISP Security Plan",
    "Audit Program",
    "Fee Schedule",
    "Tax Planning Worksheet",
    "Estimated Tax",
    "Depreciation Schedule",
    "Board Report",
    "KPI Dashboard",
    "Invoice",
    "Advisory Proposal",
  ],
};

const KINDS: Record<ProductCategory, string[]> = {
  software: ["Suite", "Desktop", "Manager", "Studio", "Workstation", "Toolkit", "Engine"],
  saas: ["Cloud", "Online", "Hub", "Portal", "Connect", "Live", "360", "Sync"],
  templates: ["Template", "Checklist", "Workbook", "Pack", "Kit", "Worksheet", "Binder"],
};

const EDITIONS = [
  "",
  "",
  "",
  "Basic",
  "Standard",
  "Professional",
  "Enterprise",
  "2025",
  "Plus",
  "for Small Firms",
];

const AUDIENCES = [
  "sole practitioners",
  "small CPA firms",
  "mid-size accounting firms",
  "enrolled agents",
  "tax preparers",
  "financial planners",
  "bookkeepers",
  "payroll bureaus",
  "fractional CFOs",
  "audit teams",
  "wealth managers",
  "nonprofit accountants",
];

const BENEFITS = [
  "cuts manual data entry",
  "keeps client documents in one place",
  "flags missing information before filing",
  "reconciles bank feeds automatically",
  "tracks every filing deadline",
  "rolls prior-year data forward",
  "produces review-ready workpapers",
  "shows profitability by client",
  "automates recurring invoices",
  "keeps an audit trail of every change",
  "speeds up the month-end close",
  "lets clients sign engagement letters online",
  "projects cash flow twelve months out",
  "computes depreciation under MACRS and Section 179",
  "files 1099 and W-2 forms electronically",
  "tracks sales tax nexus across states",
  "models retirement income scenarios",
  "organizes K-1 data for partnership returns",
  "collects receipts from a phone",
  "schedules client meetings without email back-and-forth",
];

const FEATURES = [
  "Multi-state e-file",
  "Role-based access",
  "Two-factor sign-in",
  "QuickBooks Online integration",
  "Xero sync",
  "Excel export",
  "PDF reports",
  "Client portal",
  "Unlimited users",
  "Encrypted storage",
  "API access",
  "Mobile app",
  "Bulk import",
  "Custom fields",
  "Scheduled reminders",
  "IRS e-services support",
];

const INTEGRATIONS = [
  "QuickBooks Online",
  "Xero",
  "Sage Intacct",
  "Excel",
  "Google Drive",
  "Microsoft 365",
  "Stripe",
  "Gusto",
  "ADP",
];

/** Products numbered from `from` (their slugs), the same ones for the same numbers every run. */
export function generateProducts(from: number, count: number): GeneratedProduct[] {
  const products: GeneratedProduct[] = [];
  for (let n = from; n < from + count; n++) {
    const random = seededRandom(n * 2654435761);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const roll = random();
    const category: ProductCategory = roll < 0.4 ? "software" : roll < 0.7 ? "saas" : "templates";
    const type: ProductType =
      category === "saas" || (category === "software" && random() < 0.25)
        ? "subscription"
        : "one-time";
    const subject = pick(SUBJECTS[category]);
    const kind = pick(KINDS[category]);
    const name = [pick(VENDORS), subject, kind, pick(EDITIONS)].filter(Boolean).join(" ");
    const [first, second] = [pick(BENEFITS), pick(BENEFITS)];
    const sentences = [
      `${subject} ${kind.toLowerCase()} for ${pick(AUDIENCES)} that ${first}${second !== first ? ` and ${second}` : ""}.`,
      `Built for ${pick(AUDIENCES)}, it ${pick(BENEFITS)}.`,
      `Includes ${pick(FEATURES).toLowerCase()}, ${pick(FEATURES).toLowerCase()} and ${pick(FEATURES).toLowerCase()}.`,
    ];
    if (random() < 0.6) sentences.push(`Works with ${pick(INTEGRATIONS)}.`);
    const price =
      category === "software"
        ? 99 + Math.floor(random() * 2900)
        : category === "saas"
          ? 9 + Math.floor(random() * 390)
          : 9 + Math.floor(random() * 140);
    const features =
      random() < 0.2
        ? null
        : Array.from({ length: 3 + Math.floor(random() * 3) }, () => pick(FEATURES));
    /** 1 to `most` distinct values of a list, the earlier ones more often (as real catalogues). */
    const some = <T>(list: readonly T[], most: number): T[] => {
      const count = 1 + Math.floor(random() * most);
      return [
        ...new Set(
          Array.from({ length: count }, () => list[Math.floor(random() ** 2 * list.length)]!),
        ),
      ];
    };
    const facts: ProductFacts = {
      ...UNKNOWN_FACTS,
      vendor: name.split(" ")[0]!,
      deployment: some(DEPLOYMENTS, 2),
      forms: some(TAX_FORMS, 4),
      services: some(FACT_SERVICES, 3),
      firmSizes: some(FIRM_SIZE_VALUES, 3),
      integrations: some(FACT_INTEGRATIONS, 3),
    };
    products.push({
      slug: `bench-${n}`,
      name,
      description: sentences.join(" "),
      price: `${price}.${random() < 0.5 ? "00" : "99"}`,
      category,
      type,
      features: features ? [...new Set(features)] : null,
      facts,
      offer: {
        unit: pick(OFFER_UNITS),
        term: type === "subscription" ? "monthly" : random() < 0.3 ? "annual" : "perpetual",
      },
      // A few are off sale, as in a real catalogue: the search must skip them.
      isActive: random() >= 0.03,
    });
  }
  return products;
}

/** What shoppers type: common and rare words, two-word searches, half-typed words, names. */
export const SEARCHES = [
  "tax",
  "payroll",
  "quickbooks",
  "estate planning",
  "1099",
  "client portal",
  "audit",
  "workpapers",
  "reconcil",
  "depreciation",
  "bookkeeping",
  "cash flow",
  "engagement letter",
  "sales tax nexus",
  "retirement income",
  "budget template",
  "k-1",
  "month-end close",
  "e-signature",
  "practice management",
  "xero",
  "fixed asset",
  "w-2",
  "ledgerline",
  "copperline payroll",
  "small cpa firms",
  "invoice",
  "mobile app",
  "tax organizer",
  "crm",
  "secure file exchange",
  "fee schedule",
  "macrs",
  "section 179",
  "receipt",
  "onboard",
  "enterprise",
  "consolidation",
  "trial balance",
  "paperless",
];
