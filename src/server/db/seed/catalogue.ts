import type { ProductFacts } from "../../../shared/contracts/product-facts.js";
import type { OfferTerm, OfferUnit } from "../../../shared/offer.js";
import { deliveryOf } from "../../../shared/delivery.js";
import type { ProductCategory, ProductType } from "../../../shared/products.js";

/**
 * A product's facts as the catalogue writes them: the fact sheet plus its offer's unit
 * (pricingModel) and term (licenceTerm), which the seed stores as the product's offer
 * (decision 0194), not as facts.
 */
export type SeedFacts = ProductFacts & { pricingModel: OfferUnit; licenceTerm: OfferTerm };

export interface SeedProduct {
  /** Stable key: the seed inserts a product only when no row has this slug yet. */
  slug: string;
  name: string;
  description: string;
  /** Decimal string, per month for subscriptions. */
  price: string;
  category: ProductCategory;
  type: ProductType;
  /** A picture in public/images/products/, or null to show the category's fallback. */
  image: string | null;
  /**
   * A file in assets/downloads/ that the buyer receives after purchase. A licence-key product
   * without one delivers its installer package (see seedDownloadOf).
   */
  download?: string;
  /**
   * Files this product delivered in earlier releases of the catalogue: a row still pointing at
   * one of them is moved to `download` by the seed (its buyers keep their old file).
   */
  replaces?: string[];
  /** null shows the spec's default feature list. */
  features: string[] | null;
  /** The fact sheet (decision 0120) and offer: agrees with the description and the features. */
  facts: SeedFacts;
}

/** The package a licence-key product delivers until its vendor's installer is uploaded (decision 0195). */
export const installerPackageName = (slug: string) => `${slug}-installer.zip`;

/** The file in assets/downloads/ a catalogue product delivers, if any. */
export function seedDownloadOf(item: SeedProduct): string | undefined {
  if (item.download) return item.download;
  return deliveryOf(item) === "licence_key_installer" ? installerPackageName(item.slug) : undefined;
}

const img = (name: string) => `/images/products/${name}.svg`;

type FirmSizes = Exclude<SeedFacts["firmSizes"], "unknown">;
const ALL_SIZES: FirmSizes = ["sole_practitioner", "small_firm", "mid_size_firm", "large_firm"];
const SMALL_AND_UP: FirmSizes = ["small_firm", "mid_size_firm", "large_firm"];

/** What a product states on top of its kind's defaults; lists and objects merge field by field. */
type Own = Pick<SeedFacts, "services" | "notIncluded"> &
  Partial<Omit<SeedFacts, "limits" | "security" | "support">> & {
    limits?: Partial<ProductFacts["limits"]>;
    security?: Partial<ProductFacts["security"]>;
    support?: Partial<ProductFacts["support"]>;
  };

function sheet(base: SeedFacts, own: Own): SeedFacts {
  return {
    ...base,
    ...own,
    limits: { ...base.limits, ...own.limits },
    security: { ...base.security, ...own.security },
    support: { ...base.support, ...own.support },
  };
}

const FILE_SECURITY: ProductFacts["security"] = {
  mfa: "not_applicable",
  sso: "not_applicable",
  encryption: "not_applicable",
  auditTrail: "not_applicable",
  soc2: "not_applicable",
  wisp: "no",
};

/** A Countinghouse template file: bought once, used firm-wide, downloaded after purchase. */
function templateFile(format: "spreadsheet" | "document", own: Own): SeedFacts {
  return sheet(
    {
      vendor: "Countinghouse",
      pricingModel: "per_firm",
      licenceTerm: "perpetual",
      deployment: [format],
      forms: [],
      services: [],
      firmSizes: ALL_SIZES,
      integrations:
        format === "spreadsheet"
          ? ["Microsoft Excel", "Google Sheets"]
          : ["Microsoft 365", "Google Workspace"],
      limits: {
        users: "unlimited",
        clients: "unlimited",
        eFiles: "not_applicable",
        storageGb: "not_applicable",
      },
      security: FILE_SECURITY,
      support: {
        channels: ["email", "help_center"],
        hours: "business_hours",
        training: ["guides"],
      },
      trialDays: 0,
      delivery: "template_download",
      languages: ["en"],
      notIncluded: [],
    },
    own,
  );
}

/** A monthly cloud subscription, activated after purchase, with the FAQ's 14-day free trial. */
function cloudSubscription(vendor: string, own: Own): SeedFacts {
  return sheet(
    {
      vendor,
      pricingModel: "per_user",
      licenceTerm: "monthly",
      deployment: ["cloud"],
      forms: [],
      services: [],
      firmSizes: ALL_SIZES,
      integrations: [],
      limits: {
        users: "unlimited",
        clients: "unlimited",
        eFiles: "not_applicable",
        storageGb: "unknown",
      },
      security: {
        mfa: "yes",
        sso: "unknown",
        encryption: "yes",
        auditTrail: "unknown",
        soc2: "unknown",
        wisp: "unknown",
      },
      support: {
        channels: ["email", "chat", "help_center"],
        hours: "extended_season",
        training: ["onboarding_session", "videos", "guides"],
      },
      trialDays: 14,
      delivery: "saas_activation",
      languages: ["en"],
      notIncluded: [],
    },
    own,
  );
}

/** A Windows program bought once: a licence key and an installer download. */
function desktopProgram(vendor: string, own: Own): SeedFacts {
  return sheet(
    {
      vendor,
      pricingModel: "per_firm",
      licenceTerm: "perpetual",
      deployment: ["windows"],
      forms: [],
      services: [],
      firmSizes: ALL_SIZES,
      integrations: [],
      limits: {
        users: "unknown",
        clients: "unlimited",
        eFiles: "not_applicable",
        storageGb: "not_applicable",
      },
      security: {
        mfa: "unknown",
        sso: "no",
        encryption: "unknown",
        auditTrail: "unknown",
        soc2: "not_applicable",
        wisp: "unknown",
      },
      support: {
        channels: ["email", "phone", "help_center"],
        hours: "business_hours",
        training: ["videos", "guides"],
      },
      trialDays: 0,
      delivery: "licence_key_installer",
      languages: ["en"],
      notIncluded: [],
    },
    own,
  );
}

/** A Windows program licensed by the month: licence key and installer, 14-day trial. */
function desktopSubscription(vendor: string, own: Own): SeedFacts {
  return desktopProgram(vendor, {
    licenceTerm: "monthly",
    pricingModel: "per_user",
    trialDays: 14,
    ...own,
  });
}

/**
 * The demo catalogue. Vendors and product names are invented. The first six are the landing page's
 * featured products, so they show one of each kind of thing the store sells.
 */
export const CATALOGUE: SeedProduct[] = [
  {
    slug: "ledgerpoint-tax-suite-professional",
    name: "Ledgerpoint Tax Suite Professional",
    description:
      "A desktop tax preparation suite for firms that file individual, partnership, S corporation, C corporation and fiduciary returns. Diagnostics flag missing K-1 data and basis problems before you e-file, and prior-year returns roll forward in one step. Includes unlimited federal returns and e-file for all 50 states.",
    price: "1299.00",
    category: "software",
    type: "one-time",
    image: img("tax"),
    features: [
      "Forms 1040, 1065, 1120, 1120-S and 1041",
      "Unlimited federal returns and e-file",
      "All-state e-file included",
      "Return diagnostics before filing",
      "One-step prior-year rollover",
      "Client organizer export",
      "Multi-user network install",
    ],
    facts: desktopProgram("Ledgerpoint", {
      licenceTerm: "annual",
      forms: ["1040", "1065", "1120", "1120-S", "1041"],
      services: ["Tax Preparation"],
      firmSizes: SMALL_AND_UP,
      integrations: ["QuickBooks Online", "QuickBooks Desktop", "Microsoft Excel"],
      limits: { users: "unlimited", eFiles: "unlimited" },
      security: { mfa: "yes", encryption: "yes" },
      notIncluded: [
        "Forms 706 and 709 (estate and gift tax)",
        "Form 990 for exempt organisations",
        "Payroll forms (941, W-2)",
        "Access from a web browser",
      ],
    }),
  },
  {
    slug: "harborview-client-portal",
    name: "Harborview Client Portal",
    description:
      "A branded, secure portal where clients upload source documents, sign engagement letters and download finished returns. Automatic reminders chase missing documents so your staff does not have to. Every file is encrypted at rest and every access is logged for your records.",
    price: "79.00",
    category: "saas",
    type: "subscription",
    image: img("portal"),
    features: [
      "Branded client login",
      "Document requests with automatic reminders",
      "Built-in e-signature",
      "Encryption at rest and in transit",
      "Access log for every file",
      "Mobile upload from a phone camera",
    ],
    facts: cloudSubscription("Harborview", {
      services: ["Tax Preparation", "Bookkeeping", "Financial Planning"],
      integrations: [
        "Microsoft 365",
        "Google Workspace",
        "Ledgerpoint Tax Suite",
        "Tallystone Practice Manager",
      ],
      limits: { storageGb: 100 },
      security: { auditTrail: "yes", wisp: "yes" },
      languages: ["en", "es"],
      notIncluded: [
        "Tax return preparation",
        "Collecting fees from clients",
        "Practice management and billing",
      ],
    }),
  },
  {
    slug: "countinghouse-engagement-letter-pack",
    name: "Engagement Letter Pack for Tax & Accounting Firms",
    description:
      "Ready-to-edit engagement letters for individual tax preparation, business tax returns and monthly bookkeeping. Each letter spells out scope, client responsibilities, fees, records retention and the limits of the engagement. Fill in the bracketed fields and send.",
    price: "49.00",
    category: "templates",
    type: "one-time",
    image: img("letter"),
    download: "engagement-letter-pack.docx",
    replaces: ["engagement-letter-pack.md"],
    features: [
      "Individual income tax engagement letter",
      "Business tax return engagement letter",
      "Monthly bookkeeping engagement letter",
      "Scope and out-of-scope clauses",
      "Fee, billing and retainer terms",
      "Records retention and e-file consent language",
    ],
    facts: templateFile("document", {
      services: ["Tax Preparation", "Bookkeeping"],
      notIncluded: [
        "Sending for e-signature (use your own e-signature tool)",
        "Audit or review engagement letters",
        "Payroll engagement letters",
      ],
    }),
  },
  {
    slug: "tallystone-practice-manager",
    name: "Tallystone Practice Manager",
    description:
      "Workflow, deadlines, time tracking and billing for accounting practices in one place. Recurring jobs create themselves for every client and due date, and capacity views show who is overloaded before April does. Invoices draw straight from tracked time or fixed fees.",
    price: "59.00",
    category: "saas",
    type: "subscription",
    image: img("practice"),
    features: [
      "Recurring jobs per client and due date",
      "Staff capacity and workload views",
      "Time tracking with timers",
      "Fixed-fee and hourly invoicing",
      "Deadline calendar with extensions",
      "Client CRM and notes",
      "Email templates for status updates",
    ],
    facts: cloudSubscription("Tallystone", {
      services: [
        "Tax Preparation",
        "Bookkeeping",
        "Payroll Services",
        "Audit & Review",
        "CFO Services",
      ],
      firmSizes: SMALL_AND_UP,
      integrations: [
        "QuickBooks Online",
        "Xero",
        "Microsoft 365",
        "Google Workspace",
        "Harborview Client Portal",
        "Stripe",
      ],
      limits: { storageGb: "not_applicable" },
      security: { auditTrail: "yes" },
      notIncluded: [
        "Document storage (pair it with a document manager)",
        "Tax return preparation",
        "Running payroll",
      ],
    }),
  },
  {
    slug: "countinghouse-month-end-close-checklist",
    name: "Month-End Close Checklist",
    description:
      "A sixty-step month-end close checklist organised by day, owner and account area, from cut-off and bank reconciliations to accruals, review and sign-off. Open it in any spreadsheet, assign owners and track status as you close.",
    price: "29.00",
    category: "templates",
    type: "one-time",
    image: img("checklist"),
    download: "month-end-close-checklist.xlsx",
    replaces: ["month-end-close-checklist.csv"],
    features: [
      "60 close steps in order",
      "Day-of-close timeline (day -2 to day 5)",
      "Owner, reviewer and status columns",
      "Reconciliation and accrual sections",
      "Opens in Excel, Google Sheets or Numbers",
    ],
    facts: templateFile("spreadsheet", {
      services: ["Bookkeeping", "CFO Services"],
      notIncluded: ["Automatic reconciliations", "Task reminders or assignment by e-mail"],
    }),
  },
  {
    slug: "northgate-plan-studio",
    name: "Northgate Plan Studio",
    description:
      "Cash-flow based financial planning software for advisers who build retirement, education and insurance plans. Monte Carlo analysis and what-if scenarios update live while you sit with the client. Reports come out in plain language with your firm's branding.",
    price: "149.00",
    category: "saas",
    type: "subscription",
    image: img("planning"),
    features: [
      "Cash-flow based retirement plans",
      "Monte Carlo probability of success",
      "Live what-if scenarios in meetings",
      "Social Security claiming comparison",
      "Education and insurance needs modules",
      "Branded plain-language reports",
      "Client portal with plan snapshots",
      "Account aggregation",
    ],
    facts: cloudSubscription("Northgate", {
      services: ["Financial Planning"],
      integrations: ["Charles Schwab", "Fidelity", "Plaid"],
      limits: { storageGb: "not_applicable" },
      notIncluded: [
        "Investment management or trading",
        "Estate tax projections",
        "Tax return preparation",
      ],
    }),
  },
  {
    slug: "ledgerpoint-tax-suite-basic",
    name: "Ledgerpoint Tax Suite Basic",
    description:
      "The individual-return edition of Ledgerpoint for sole practitioners and seasonal preparers. It covers Form 1040 with every common schedule and includes 150 federal e-files. Upgrade to Professional at any time and keep your client data.",
    price: "499.00",
    category: "software",
    type: "one-time",
    image: img("tax"),
    features: [
      "Form 1040 with all common schedules",
      "150 federal e-files included",
      "State returns for individuals",
      "Prior-year rollover",
      "Upgrade path to Professional",
    ],
    facts: desktopProgram("Ledgerpoint", {
      licenceTerm: "annual",
      forms: ["1040"],
      services: ["Tax Preparation"],
      firmSizes: ["sole_practitioner", "small_firm"],
      integrations: ["Microsoft Excel"],
      limits: { users: 1, eFiles: 150 },
      security: { mfa: "yes", encryption: "yes" },
      notIncluded: [
        "Business returns (1065, 1120, 1120-S, 1041): upgrade to Professional",
        "More than 150 federal e-files",
        "Multi-user network install",
      ],
    }),
  },
  {
    slug: "brightfile-document-vault",
    name: "Brightfile Document Vault",
    description:
      "Cloud document management built around how accounting firms file: by client, year and engagement. Retention rules archive and purge files on schedule, and full-text search finds any scanned page. Drag-and-drop from email keeps workpapers out of inboxes.",
    price: "39.00",
    category: "saas",
    type: "subscription",
    image: img("portal"),
    features: [
      "Client, year and engagement folders",
      "Retention and purge schedules",
      "Full-text search of scanned documents",
      "Email drag-and-drop filing",
      "Version history",
    ],
    facts: cloudSubscription("Brightfile", {
      services: ["Tax Preparation", "Bookkeeping", "Audit & Review"],
      firmSizes: SMALL_AND_UP,
      integrations: ["Microsoft 365", "Google Workspace"],
      limits: { storageGb: 250 },
      security: { auditTrail: "yes", wisp: "yes" },
      notIncluded: ["A client-facing portal", "E-signature"],
    }),
  },
  {
    slug: "tickmark-bookkeeping-autopilot",
    name: "Tickmark Bookkeeping Autopilot",
    description:
      "Bank-feed bookkeeping automation that categorises transactions with rules you can read and audit. It matches receipts to transactions, flags duplicates and prepares reconciliations for review. Your team approves exceptions instead of keying every line.",
    price: "89.00",
    category: "saas",
    type: "subscription",
    image: img("bookkeeping"),
    features: [
      "Readable, auditable categorisation rules",
      "Receipt-to-transaction matching",
      "Duplicate and anomaly detection",
      "Reconciliations prepared for review",
      "Multi-client dashboard",
      "Exports to common ledgers",
    ],
    facts: cloudSubscription("Tickmark", {
      pricingModel: "per_firm",
      services: ["Bookkeeping"],
      integrations: ["QuickBooks Online", "Xero", "Plaid"],
      limits: { clients: 25, storageGb: "not_applicable" },
      security: { auditTrail: "yes" },
      notIncluded: ["Payroll", "Tax return preparation", "Paying bills"],
    }),
  },
  {
    slug: "copperline-payroll-cloud",
    name: "Copperline Payroll Cloud",
    description:
      "Payroll for the small businesses your firm serves, run by you or by the client. Copperline files federal and state payroll taxes, prints W-2s and 1099s, and handles direct deposit. An accountant dashboard shows every client's pay runs and filings in one list.",
    price: "69.00",
    category: "saas",
    type: "subscription",
    image: img("payroll"),
    features: [
      "Federal and state payroll tax filing",
      "Direct deposit",
      "W-2 and 1099 preparation",
      "Accountant multi-client dashboard",
      "Employee self-service pay stubs",
      "New-hire reporting",
    ],
    facts: cloudSubscription("Copperline", {
      pricingModel: "per_client",
      forms: ["940", "941", "W-2", "W-3", "1099-NEC"],
      services: ["Payroll Services"],
      integrations: ["QuickBooks Online", "Xero"],
      limits: { storageGb: "not_applicable" },
      languages: ["en", "es"],
      notIncluded: [
        "Benefits administration",
        "Time clock hardware",
        "Payroll outside the United States",
      ],
    }),
  },
  {
    slug: "copperline-payroll-desktop",
    name: "Copperline Payroll Desktop",
    description:
      "A one-year desktop payroll licence for firms that process payroll in-house for up to 50 client companies. Tax tables update automatically through the licence year. Prints checks on standard stock and exports journal entries to your ledger.",
    price: "349.00",
    category: "software",
    type: "one-time",
    image: img("payroll"),
    features: [
      "Up to 50 client companies",
      "Automatic tax table updates for the year",
      "Check printing on standard stock",
      "Quarterly 941 and state forms",
      "Journal entry export",
    ],
    facts: desktopProgram("Copperline", {
      licenceTerm: "annual",
      forms: ["940", "941", "W-2", "W-3"],
      services: ["Payroll Services"],
      firmSizes: ["sole_practitioner", "small_firm", "mid_size_firm"],
      integrations: ["QuickBooks Desktop", "QuickBooks Online"],
      limits: { clients: 50 },
      notIncluded: [
        "More than 50 client companies",
        "Direct deposit",
        "Tax table updates after the licence year",
      ],
    }),
  },
  {
    slug: "fieldstone-audit-workpapers",
    name: "Fieldstone Audit Workpapers",
    description:
      "Electronic workpapers for audits, reviews and compilations, with trial balance import, lead sheets and tickmarks. Review notes and sign-offs follow each workpaper, so partners see exactly what is open. Roll the file forward next year in minutes.",
    price: "119.00",
    category: "software",
    type: "subscription",
    image: img("audit"),
    features: [
      "Trial balance import and mapping",
      "Lead sheets and adjusting entries",
      "Tickmarks and cross-references",
      "Preparer and reviewer sign-offs",
      "Review notes that must be cleared",
      "Year-over-year roll forward",
    ],
    facts: desktopSubscription("Fieldstone", {
      services: ["Audit & Review"],
      firmSizes: ["sole_practitioner", "small_firm", "mid_size_firm"],
      integrations: ["QuickBooks Online", "QuickBooks Desktop", "Xero", "Microsoft Excel"],
      security: { auditTrail: "yes" },
      notIncluded: [
        "Statistical sampling",
        "Financial statement notes and disclosures",
        "Firm-wide methodology across offices",
      ],
    }),
  },
  {
    slug: "countinghouse-individual-tax-organizer",
    name: "Individual Tax Organizer",
    description:
      "A client-friendly tax organizer that collects everything you need for a Form 1040: household changes, income documents, deductions, credits and estimated payments. Clients answer yes/no questions first, so they only fill in the sections that apply.",
    price: "39.00",
    category: "templates",
    type: "one-time",
    image: img("letter"),
    download: "individual-tax-organizer.docx",
    replaces: ["individual-tax-organizer.md"],
    features: [
      "Yes/no questionnaire first",
      "Income document checklist",
      "Itemised deduction worksheets",
      "Dependent and credit information",
      "Estimated payment record",
    ],
    facts: templateFile("document", {
      forms: ["1040"],
      services: ["Tax Preparation"],
      notIncluded: ["Business returns", "An online questionnaire for clients"],
    }),
  },
  {
    slug: "countinghouse-business-tax-organizer",
    name: "Business Tax Organizer",
    description:
      "An organizer for partnership, S corporation and C corporation returns that gathers ownership changes, fixed asset additions, officer compensation, vehicle use and year-end balances. Hand it to the client's bookkeeper with the trial balance request and stop chasing answers in March.",
    price: "39.00",
    category: "templates",
    type: "one-time",
    image: img("letter"),
    download: "business-tax-organizer.docx",
    replaces: ["business-tax-organizer.md"],
    features: [
      "Entity and ownership changes",
      "Fixed asset additions and disposals",
      "Officer and owner compensation",
      "Vehicle and home office use",
      "Year-end balance confirmations",
    ],
    facts: templateFile("document", {
      forms: ["1065", "1120", "1120-S"],
      services: ["Tax Preparation", "Bookkeeping"],
      notIncluded: ["Individual returns", "Trust and estate returns (1041)"],
    }),
  },
  {
    slug: "countinghouse-client-onboarding-kit",
    name: "Client Onboarding Kit",
    description:
      "Everything you send a new client in the first two weeks: a welcome letter, an information request list, a prior-accountant authorisation and an internal onboarding checklist. Consistent onboarding means fewer missed documents and a faster first engagement.",
    price: "35.00",
    category: "templates",
    type: "one-time",
    image: img("checklist"),
    download: "client-onboarding-kit.docx",
    replaces: ["client-onboarding-kit.md"],
    features: [
      "Welcome letter",
      "New-client information request",
      "Prior-accountant records authorisation",
      "Internal onboarding checklist",
    ],
    facts: templateFile("document", {
      services: ["Tax Preparation", "Bookkeeping", "Business Consulting"],
      notIncluded: ["Engagement letters", "A client portal"],
    }),
  },
  {
    slug: "countinghouse-1099-vendor-workbook",
    name: "1099 Vendor Tracking Workbook",
    description:
      "A vendor workbook that tracks W-9 status, entity type, TIN verification and payments by box, so you know in January which vendors need a 1099-NEC or 1099-MISC. Columns follow the order you enter them into any e-file system.",
    price: "24.00",
    category: "templates",
    type: "one-time",
    image: img("spreadsheet"),
    download: "1099-vendor-tracking-workbook.xlsx",
    replaces: ["1099-vendor-tracking-workbook.csv"],
    features: [
      "W-9 received and TIN check columns",
      "Entity type screening",
      "Payments by 1099 box",
      "Filing threshold flags",
      "Ready for e-file entry",
    ],
    facts: templateFile("spreadsheet", {
      forms: ["1099-NEC", "1099-MISC"],
      services: ["Bookkeeping"],
      notIncluded: ["E-filing the 1099s", "TIN matching with the IRS"],
    }),
  },
  {
    slug: "countinghouse-year-end-payroll-checklist",
    name: "Year-End Payroll & W-2 Checklist",
    description:
      "A step-by-step year-end payroll checklist covering fringe benefits, third-party sick pay, reconciling Forms 941 to W-3, and state annual filings. Work through it in December and January to file W-2s on time and without corrections.",
    price: "25.00",
    category: "templates",
    type: "one-time",
    image: img("checklist"),
    download: "year-end-payroll-checklist.xlsx",
    replaces: ["year-end-payroll-checklist.csv"],
    features: [
      "December and January task lists",
      "Fringe benefit and taxable perk review",
      "941-to-W-3 reconciliation steps",
      "State annual reconciliation reminders",
    ],
    facts: templateFile("spreadsheet", {
      forms: ["941", "W-2", "W-3"],
      services: ["Payroll Services"],
      notIncluded: ["Payroll calculations", "State-specific forms"],
    }),
  },
  {
    slug: "countinghouse-13-week-cash-flow",
    name: "13-Week Cash Flow Forecast",
    description:
      "A rolling thirteen-week cash flow forecast with receipts, disbursements, financing and a minimum cash line. Formulas carry the ending balance forward week by week. Use it with clients who need to see a cash crunch coming before it arrives.",
    price: "45.00",
    category: "templates",
    type: "one-time",
    image: img("spreadsheet"),
    download: "13-week-cash-flow-forecast.xlsx",
    replaces: ["13-week-cash-flow-forecast.csv"],
    features: [
      "Thirteen weekly columns",
      "Receipts, disbursements and financing sections",
      "Balances carried forward by formula",
      "Minimum cash warning line",
    ],
    facts: templateFile("spreadsheet", {
      services: ["CFO Services", "Financial Analysis", "Business Consulting"],
      notIncluded: ["Import from a ledger", "Monthly or annual budgets"],
    }),
  },
  {
    slug: "countinghouse-fixed-asset-schedule",
    name: "Fixed Asset & Depreciation Schedule",
    description:
      "A fixed asset register with straight-line book depreciation and a column for tax method, so book and tax differences are visible per asset. Includes the MACRS half-year percentage table for 5- and 7-year property as a reference.",
    price: "39.00",
    category: "templates",
    type: "one-time",
    image: img("spreadsheet"),
    download: "fixed-asset-depreciation-schedule.xlsx",
    replaces: ["fixed-asset-depreciation-schedule.csv"],
    features: [
      "Asset register with placed-in-service dates",
      "Straight-line book depreciation formulas",
      "Tax method and life columns",
      "MACRS half-year reference table",
    ],
    facts: templateFile("spreadsheet", {
      services: ["Bookkeeping", "Tax Preparation"],
      notIncluded: [
        "Form 4562 preparation",
        "Section 179 and bonus depreciation calculations",
        "AMT and state depreciation books",
      ],
    }),
  },
  {
    slug: "countinghouse-chart-of-accounts",
    name: "Chart of Accounts for Professional Service Firms",
    description:
      "A numbered chart of accounts for consulting, legal, accounting and design firms, with work-in-progress, retainers and partner capital accounts already in place. Import it when you set up a new client ledger.",
    price: "19.00",
    category: "templates",
    type: "one-time",
    image: null,
    download: "chart-of-accounts-professional-services.xlsx",
    replaces: ["chart-of-accounts-professional-services.csv"],
    features: [
      "Over 100 numbered accounts",
      "Unbilled WIP and client retainers",
      "Partner capital and draws",
      "Tax line hints for each account",
    ],
    facts: templateFile("spreadsheet", {
      services: ["Bookkeeping", "QuickBooks Setup", "Business Formation"],
      integrations: ["Microsoft Excel", "Google Sheets", "QuickBooks Online", "Xero"],
      notIncluded: ["Charts for industries other than professional services", "Opening balances"],
    }),
  },
  {
    slug: "countinghouse-advisory-proposal",
    name: "Advisory Services Proposal Template",
    description:
      "A proposal template for selling monthly advisory and CFO services: the client's situation, three service tiers, deliverables, pricing and next steps. It is written to move a compliance client to a fixed-fee advisory relationship.",
    price: "59.00",
    category: "templates",
    type: "one-time",
    image: img("letter"),
    download: "advisory-services-proposal.docx",
    replaces: ["advisory-services-proposal.md"],
    features: [
      "Situation and goals section",
      "Three-tier service menu",
      "Deliverables and meeting cadence",
      "Fixed monthly fee table",
      "Acceptance and next steps",
    ],
    facts: templateFile("document", {
      services: ["CFO Services", "Business Consulting", "Financial Analysis"],
      notIncluded: ["An engagement letter for the advisory work", "A pricing calculator"],
    }),
  },
  {
    slug: "countinghouse-irs-notice-response-kit",
    name: "IRS Notice Response Kit",
    description:
      "Response letters and a triage checklist for the notices clients bring you most: proposed adjustments for unreported income, balance due notices and penalty abatement requests. Each letter is structured so the examiner finds your point in the first paragraph.",
    price: "45.00",
    category: "templates",
    type: "one-time",
    image: img("letter"),
    download: "irs-notice-response-kit.docx",
    replaces: ["irs-notice-response-kit.md"],
    features: [
      "Notice triage checklist",
      "Agree / partially agree / disagree letters",
      "First-time penalty abatement request",
      "Reasonable cause statement outline",
      "Client explanation letter",
    ],
    facts: templateFile("document", {
      services: ["IRS Representation", "Tax Preparation"],
      notIncluded: ["Form 2848 power of attorney", "Representation before the IRS on your behalf"],
    }),
  },
  {
    slug: "countinghouse-written-information-security-plan",
    name: "Written Information Security Plan (WISP) for Tax Practices",
    description:
      "A written information security plan tailored to small tax and accounting practices, covering risk assessment, access control, encryption, vendor oversight and incident response. Tax professionals who handle taxpayer data are expected to have one; this template gets yours written in an afternoon.",
    price: "99.00",
    category: "templates",
    type: "one-time",
    image: img("audit"),
    download: "written-information-security-plan.docx",
    replaces: ["written-information-security-plan.md"],
    features: [
      "Designated security coordinator section",
      "Risk assessment worksheet",
      "Access control and MFA policy",
      "Data retention and disposal rules",
      "Vendor oversight checklist",
      "Incident response plan",
      "Annual review log",
    ],
    facts: templateFile("document", {
      services: ["Tax Preparation", "Bookkeeping", "Payroll Services"],
      firmSizes: ["sole_practitioner", "small_firm", "mid_size_firm"],
      security: { wisp: "yes" },
      notIncluded: ["Security software or monitoring", "A review or test of your systems"],
    }),
  },
  {
    slug: "countinghouse-audit-planning-checklist",
    name: "Audit Planning & Risk Assessment Checklist",
    description:
      "A planning checklist for small-entity audits: acceptance and independence, understanding the entity, materiality, risk assessment by assertion and the planned response. Each step has a reference column for your workpaper index.",
    price: "59.00",
    category: "templates",
    type: "one-time",
    image: img("audit"),
    download: "audit-planning-checklist.xlsx",
    replaces: ["audit-planning-checklist.csv"],
    features: [
      "Acceptance and independence steps",
      "Materiality calculation prompts",
      "Risk assessment by assertion",
      "Fraud risk brainstorming",
      "Workpaper reference column",
    ],
    facts: templateFile("spreadsheet", {
      services: ["Audit & Review"],
      firmSizes: ["sole_practitioner", "small_firm", "mid_size_firm"],
      notIncluded: ["Sample size calculations", "Electronic workpapers"],
    }),
  },
  {
    slug: "countinghouse-tax-deadline-calendar-2025",
    name: "Federal Tax Deadline Calendar 2027",
    description:
      "Every federal filing and deposit deadline a small practice tracks in 2027, from January information returns to October extensions, with the form, who files it and the weekend-adjusted date. Sort and filter it in Excel or Google Sheets, and copy the dates into your practice calendar.",
    price: "19.00",
    category: "templates",
    type: "one-time",
    image: img("checklist"),
    download: "federal-tax-deadline-calendar-2027.xlsx",
    replaces: ["federal-tax-deadline-calendar-2027.csv", "federal-tax-deadline-calendar-2025.csv"],
    features: [
      "Weekend and holiday adjusted dates",
      "Individual, business and payroll deadlines",
      "Estimated tax due dates",
      "Extension deadlines",
    ],
    facts: templateFile("spreadsheet", {
      forms: [
        "1040",
        "1065",
        "1120",
        "1120-S",
        "1041",
        "990",
        "940",
        "941",
        "W-2",
        "W-3",
        "1099-NEC",
        "1099-MISC",
      ],
      services: ["Tax Preparation", "Payroll Services"],
      integrations: ["Microsoft Excel", "Google Sheets", "Microsoft 365", "Google Workspace"],
      notIncluded: ["State deadlines", "Automatic reminders"],
    }),
  },
  {
    slug: "countinghouse-financial-plan-report",
    name: "Client Financial Plan Report Template",
    description:
      "A financial plan report outline that turns your analysis into a document clients actually read. It walks through goals, net worth, cash flow, retirement readiness, risk management, and tax and estate observations, and ends with a prioritised action list.",
    price: "69.00",
    category: "templates",
    type: "one-time",
    image: img("planning"),
    download: "client-financial-plan-report.docx",
    replaces: ["client-financial-plan-report.md"],
    features: [
      "Goals and priorities summary",
      "Net worth and cash flow statements",
      "Retirement readiness section",
      "Insurance and risk review",
      "Prioritised action plan",
    ],
    facts: templateFile("document", {
      services: ["Financial Planning", "Estate Planning"],
      notIncluded: ["Calculations or projections (bring them from your planning software)"],
    }),
  },
  {
    slug: "countinghouse-estimated-tax-worksheet",
    name: "Quarterly Estimated Tax Worksheet",
    description:
      "A worksheet for projecting a client's quarterly estimated payments under the prior-year safe harbour and the current-year annualised approach. Enter the figures and the formulas show each installment and the amount still due.",
    price: "19.00",
    category: "templates",
    type: "one-time",
    image: img("spreadsheet"),
    download: "quarterly-estimated-tax-worksheet.xlsx",
    replaces: ["quarterly-estimated-tax-worksheet.csv"],
    features: [
      "Prior-year safe harbour method (100% or 110%)",
      "Current-year annualised installment method",
      "Four installments with their due dates",
      "Payments made and balance still due",
      "Opens in Excel, Google Sheets or Numbers",
    ],
    facts: templateFile("spreadsheet", {
      forms: ["1040"],
      services: ["Tax Preparation", "Financial Planning"],
      notIncluded: ["State estimated payments", "Corporate estimated tax"],
    }),
  },
  {
    slug: "countinghouse-template-library",
    name: "Countinghouse Template Library — All Access",
    description:
      "Every template in the Countinghouse library, plus new letters, checklists and workbooks as they are released each month. Ideal for firms that standardise their engagement paperwork across partners.",
    price: "29.00",
    category: "templates",
    type: "subscription",
    image: img("letter"),
    features: [
      "Every current template",
      "New templates each month",
      "Updated letters when rules change",
      "Firm-wide use licence",
    ],
    facts: templateFile("document", {
      licenceTerm: "monthly",
      deployment: ["document", "spreadsheet"],
      forms: ["1040", "1065", "1120", "1120-S", "941", "W-2", "W-3", "1099-NEC", "1099-MISC"],
      services: [
        "Tax Preparation",
        "Bookkeeping",
        "Payroll Services",
        "Audit & Review",
        "Financial Planning",
        "CFO Services",
        "IRS Representation",
      ],
      firmSizes: SMALL_AND_UP,
      integrations: ["Microsoft 365", "Google Workspace", "Microsoft Excel", "Google Sheets"],
      trialDays: 14,
      delivery: "saas_activation",
      notIncluded: ["Software or online services", "Templates customised by our team"],
    }),
  },
  {
    slug: "quillmark-letter-builder",
    name: "Quillmark Letter Builder",
    description:
      "Merge client data into engagement letters, organizers and year-end letters in bulk, then send them for signature. Templates live in one place, so a wording change reaches every letter the next time you generate them.",
    price: "35.00",
    category: "templates",
    type: "subscription",
    image: img("letter"),
    features: [
      "Bulk merge from your client list",
      "Shared template library",
      "E-signature handoff",
      "Letter status tracking",
      "Custom merge fields",
    ],
    facts: cloudSubscription("Quillmark", {
      services: ["Tax Preparation", "Bookkeeping"],
      integrations: ["Microsoft 365", "Google Workspace", "Microsoft Excel", "DocuSign"],
      limits: { storageGb: "not_applicable" },
      notIncluded: [
        "E-signature itself (it hands letters to your e-signature service)",
        "Ready-made letter wording",
      ],
    }),
  },
  {
    slug: "slateform-1099-w2-efile",
    name: "Slateform 1099 & W-2 E-File Desktop",
    description:
      "Prepare, print and e-file Forms 1099-NEC, 1099-MISC, 1099-INT and W-2 for all of your clients from one desktop program. Imports from spreadsheets and validates TINs and addresses before you submit.",
    price: "199.00",
    category: "software",
    type: "one-time",
    image: img("payroll"),
    features: [
      "1099-NEC, 1099-MISC, 1099-INT and W-2",
      "Spreadsheet import",
      "TIN and address validation",
      "Recipient copies by mail or PDF",
      "Unlimited payers",
    ],
    facts: desktopProgram("Slateform", {
      licenceTerm: "annual",
      forms: ["1099-NEC", "1099-MISC", "1099-INT", "W-2", "W-3"],
      services: ["Payroll Services", "Bookkeeping"],
      integrations: ["Microsoft Excel", "Google Sheets"],
      limits: { eFiles: "unknown" },
      notIncluded: ["Running payroll", "Forms 941 and 940", "Forms 1099-K and 1099-B"],
    }),
  },
  {
    slug: "tallystone-time-billing-desktop",
    name: "Tallystone Time & Billing Desktop",
    description:
      "A perpetual desktop licence for time entry, work-in-progress and invoicing, for firms that prefer their billing data on their own server. Realisation reports show which clients and services actually pay.",
    price: "449.00",
    category: "software",
    type: "one-time",
    image: img("practice"),
    features: [
      "Timesheets and expense entry",
      "Work-in-progress by client",
      "Invoice templates and statements",
      "Realisation and write-down reports",
      "Runs on your own server",
    ],
    facts: desktopProgram("Tallystone", {
      deployment: ["windows", "self_hosted"],
      services: ["Bookkeeping", "Tax Preparation", "CFO Services"],
      firmSizes: ["small_firm", "mid_size_firm"],
      integrations: ["QuickBooks Desktop", "Microsoft Excel"],
      notIncluded: [
        "Access from a browser or phone",
        "Workflow and deadline tracking",
        "Online card payments from clients",
      ],
    }),
  },
  {
    slug: "quarterline-fixed-asset-manager",
    name: "Quarterline Fixed Asset Manager",
    description:
      "Track fixed assets across book, federal tax, AMT and state depreciation methods side by side. Bonus depreciation, Section 179 and dispositions are handled per asset, and the projection report shows the next five years of expense.",
    price: "599.00",
    category: "software",
    type: "one-time",
    image: img("spreadsheet"),
    features: [
      "Book, tax, AMT and state books",
      "Section 179 and bonus depreciation",
      "Disposals and partial dispositions",
      "Five-year projection report",
      "Form 4562 detail",
    ],
    facts: desktopProgram("Quarterline", {
      forms: ["4562"],
      services: ["Tax Preparation", "Bookkeeping"],
      integrations: ["Microsoft Excel", "Ledgerpoint Tax Suite"],
      notIncluded: ["Asset tagging or barcode scanning", "Lease accounting (ASC 842)"],
    }),
  },
  {
    slug: "kestrel-trial-balance",
    name: "Kestrel Trial Balance & Financial Statements",
    description:
      "Import a client's trial balance, post adjusting entries and produce compiled or reviewed financial statements with notes. Statement layouts update as the balances change, so the last-minute entry does not mean retyping a page.",
    price: "749.00",
    category: "software",
    type: "one-time",
    image: img("bookkeeping"),
    features: [
      "Trial balance import from any ledger",
      "Adjusting and reclassifying entries",
      "Compiled and reviewed statement layouts",
      "Notes and disclosures library",
      "Comparative periods",
      "Export to PDF and Word",
    ],
    facts: desktopProgram("Kestrel", {
      services: ["Audit & Review", "Bookkeeping", "Financial Analysis"],
      integrations: [
        "QuickBooks Online",
        "QuickBooks Desktop",
        "Xero",
        "Sage Intacct",
        "Microsoft Excel",
        "Microsoft 365",
      ],
      notIncluded: ["Audit workpapers and sign-offs", "Tax returns"],
    }),
  },
  {
    slug: "northgate-retirement-income-planner",
    name: "Northgate Retirement Income Planner",
    description:
      "A desktop tool that compares withdrawal orders, Roth conversion ladders and Social Security claiming ages for retirees. It shows lifetime taxes and portfolio longevity for each strategy side by side.",
    price: "399.00",
    category: "software",
    type: "one-time",
    image: img("planning"),
    features: [
      "Withdrawal order comparison",
      "Roth conversion ladder modelling",
      "Social Security claiming ages",
      "Lifetime tax projection",
      "Required minimum distribution schedules",
    ],
    facts: desktopProgram("Northgate", {
      pricingModel: "per_user",
      services: ["Financial Planning"],
      notIncluded: ["Cash-flow financial plans", "Account aggregation", "Estate tax projections"],
    }),
  },
  {
    slug: "brightfile-scan-split",
    name: "Brightfile Scan & Split",
    description:
      "Scan a client's whole stack of documents at once and let Scan & Split separate, name and file each form. Bookmarked PDFs are ready to attach to your tax software or portal.",
    price: "149.00",
    category: "software",
    type: "one-time",
    image: img("portal"),
    features: [
      "Scans a whole client stack in one pass",
      "Separates each form automatically",
      "Names and files every document",
      "Bookmarked PDFs for your tax software or portal",
      "Works with any TWAIN scanner",
    ],
    facts: desktopProgram("Brightfile", {
      pricingModel: "per_user",
      services: ["Tax Preparation", "Bookkeeping"],
      integrations: [
        "Ledgerpoint Tax Suite",
        "Drake Tax",
        "Lacerte",
        "UltraTax CS",
        "Harborview Client Portal",
        "Brightfile Document Vault",
      ],
      limits: { users: 1 },
      notIncluded: ["Entering the figures into the tax return", "Cloud storage"],
    }),
  },
  {
    slug: "ledgerpoint-tax-research-library",
    name: "Ledgerpoint Tax Research Library",
    description:
      "Plain-language explanations of federal and state tax rules with links to the code, regulations and rulings behind them. Practice aids and checklists are updated as law changes, and alerts tell you which clients a change affects.",
    price: "89.00",
    category: "software",
    type: "subscription",
    image: img("tax"),
    features: [
      "Federal and state explanations",
      "Primary source links",
      "Practice aids and checklists",
      "Law change alerts",
      "Saved research folders",
    ],
    facts: cloudSubscription("Ledgerpoint", {
      services: ["Tax Preparation", "IRS Representation", "Business Consulting"],
      integrations: ["Ledgerpoint Tax Suite"],
      limits: { clients: "not_applicable", storageGb: "not_applicable" },
      notIncluded: ["Return preparation", "Answers from a tax professional"],
    }),
  },
  {
    slug: "sable-sales-tax-compliance",
    name: "Sable Sales Tax Compliance",
    description:
      "Tracks economic nexus thresholds by state, calculates sales tax on imported sales and prepares returns for filing. Built for accountants who handle sales tax for e-commerce clients selling across many states.",
    price: "99.00",
    category: "saas",
    type: "subscription",
    image: img("tax"),
    features: [
      "Economic nexus threshold tracking",
      "Rate lookup by address",
      "Return preparation by state",
      "Filing calendar per client",
      "Exemption certificate storage",
    ],
    facts: cloudSubscription("Sable", {
      pricingModel: "per_client",
      services: ["Tax Preparation", "Bookkeeping"],
      integrations: ["Shopify", "Amazon Seller Central", "Stripe", "QuickBooks Online", "Xero"],
      limits: { storageGb: "not_applicable" },
      notIncluded: [
        "Filing and paying the returns for you (it prepares them)",
        "Income tax",
        "VAT or GST outside the United States",
      ],
    }),
  },
  {
    slug: "harborview-esign",
    name: "Harborview e-Signature",
    description:
      "Legally binding electronic signatures for engagement letters, e-file authorisations and consent forms. Knowledge-based authentication is available for the forms that require it, and the signed PDF with its audit trail files itself.",
    price: "25.00",
    category: "saas",
    type: "subscription",
    image: img("letter"),
    features: [
      "Unlimited signature requests",
      "Knowledge-based authentication option",
      "Audit trail on every document",
      "Templates for recurring forms",
    ],
    facts: cloudSubscription("Harborview", {
      services: ["Tax Preparation", "Bookkeeping", "Financial Planning"],
      integrations: ["Harborview Client Portal", "Microsoft 365", "Google Workspace"],
      limits: { storageGb: "not_applicable" },
      security: { auditTrail: "yes" },
      notIncluded: ["Document storage beyond the signed copies", "Notarisation"],
    }),
  },
  {
    slug: "tickmark-receipt-capture",
    name: "Tickmark Receipt Capture",
    description:
      "Clients photograph receipts and bills, and Tickmark reads the vendor, date, amount and tax for you. Captured documents flow into your bookkeeping with the image attached for support.",
    price: "19.00",
    category: "saas",
    type: "subscription",
    image: img("bookkeeping"),
    features: [
      "Mobile and email capture",
      "Vendor, date, amount and tax extraction",
      "Image attached to each transaction",
      "Supplier rules",
    ],
    facts: cloudSubscription("Tickmark", {
      pricingModel: "per_client",
      services: ["Bookkeeping"],
      integrations: ["Tickmark Bookkeeping Autopilot", "QuickBooks Online", "Xero"],
      languages: ["en", "es"],
      notIncluded: ["Bank feeds and categorisation", "Mileage tracking"],
    }),
  },
  {
    slug: "larkspur-client-crm",
    name: "Larkspur CRM for Accounting Firms",
    description:
      "A CRM built for firms rather than sales teams: households, entities and their relationships, service history and renewal dates. Campaigns remind the right clients about estimated payments or year-end planning meetings.",
    price: "49.00",
    category: "saas",
    type: "subscription",
    image: img("practice"),
    features: [
      "Households, entities and relationships",
      "Service history per client",
      "Email campaigns by segment",
      "Renewal and meeting reminders",
      "Referral tracking",
    ],
    facts: cloudSubscription("Larkspur", {
      services: ["Financial Planning", "Tax Preparation", "Business Consulting"],
      integrations: ["Microsoft 365", "Google Workspace", "Zapier"],
      notIncluded: ["Time and billing", "Document storage"],
    }),
  },
  {
    slug: "northgate-portfolio-analytics",
    name: "Northgate Portfolio Analytics",
    description:
      "Performance reporting, allocation drift and fee analysis across every client account you advise on. Quarterly reports generate in bulk and arrive in clients' portals the morning after quarter-end.",
    price: "199.00",
    category: "saas",
    type: "subscription",
    image: img("planning"),
    features: [
      "Time-weighted and money-weighted returns",
      "Allocation drift alerts",
      "Fee analysis",
      "Bulk quarterly reports",
      "Benchmark comparison",
      "Household-level views",
    ],
    facts: cloudSubscription("Northgate", {
      pricingModel: "per_firm",
      services: ["Financial Planning"],
      firmSizes: SMALL_AND_UP,
      integrations: ["Charles Schwab", "Fidelity"],
      limits: { storageGb: "not_applicable" },
      notIncluded: [
        "Trading or rebalancing",
        "Financial statement analysis for businesses",
        "Billing advisory fees",
      ],
    }),
  },
  {
    slug: "trustwell-estate-planning-modeler",
    name: "Trustwell Estate Planning Modeler",
    description:
      "Model estate tax exposure and compare gifting, trust and charitable strategies with flowcharts clients understand. Projections show what each heir receives under each plan.",
    price: "899.00",
    category: "software",
    type: "one-time",
    image: img("planning"),
    features: [
      "Estate tax projections",
      "Gifting and trust strategy comparison",
      "Charitable giving scenarios",
      "Client-ready flowcharts",
      "Heir distribution summaries",
    ],
    facts: desktopProgram("Trustwell", {
      pricingModel: "per_user",
      services: ["Estate Planning", "Financial Planning"],
      notIncluded: ["Preparing Forms 706 and 709", "Drafting trust documents"],
    }),
  },
  {
    slug: "fieldstone-audit-sampling",
    name: "Fieldstone Audit Sampling Tool",
    description:
      "Select statistical and non-statistical samples for tests of details and controls, with documented sample sizes and random seeds. Results evaluation projects misstatements back to the population.",
    price: "249.00",
    category: "software",
    type: "one-time",
    image: img("audit"),
    features: [
      "Monetary unit and attribute sampling",
      "Documented random selection",
      "Sample size calculators",
      "Misstatement projection",
    ],
    facts: desktopProgram("Fieldstone", {
      pricingModel: "per_user",
      services: ["Audit & Review"],
      integrations: ["Microsoft Excel"],
      notIncluded: ["Workpapers", "Analytics over whole populations"],
    }),
  },
  {
    slug: "fieldstone-engagement-suite-enterprise",
    name: "Fieldstone Engagement Suite Enterprise",
    description:
      "The complete assurance toolkit for multi-office firms: workpapers, sampling, confirmations and financial statements on one network licence. Central templates keep every office on the same methodology, and quality reviewers see all open engagements.",
    price: "1500.00",
    category: "software",
    type: "one-time",
    image: img("audit"),
    features: [
      "Workpapers, sampling and statements",
      "Network licence for all offices",
      "Firm-wide methodology templates",
      "Quality review dashboard",
      "Confirmation tracking",
      "Priority implementation support",
    ],
    facts: desktopProgram("Fieldstone", {
      deployment: ["windows", "self_hosted"],
      services: ["Audit & Review"],
      firmSizes: ["mid_size_firm", "large_firm"],
      integrations: [
        "QuickBooks Online",
        "QuickBooks Desktop",
        "Xero",
        "Sage Intacct",
        "NetSuite",
        "Microsoft Excel",
        "Microsoft 365",
      ],
      limits: { users: "unlimited" },
      security: { auditTrail: "yes" },
      support: {
        hours: "extended_season",
        training: ["onboarding_session", "live_training", "videos", "guides"],
      },
      notIncluded: ["Tax return preparation", "Cloud hosting (it runs on your network)"],
    }),
  },
  {
    slug: "quarterline-payroll-compliance-monitor",
    name: "Quarterline Payroll Compliance Monitor",
    description:
      "Watches your payroll clients' deposits and filings against their schedules and tells you before a deposit is late. State registration and rate notices are tracked per client.",
    price: "45.00",
    category: "saas",
    type: "subscription",
    image: img("payroll"),
    features: [
      "Deposit schedule monitoring",
      "Late filing alerts",
      "State account and rate tracking",
      "Client compliance report",
    ],
    facts: cloudSubscription("Quarterline", {
      pricingModel: "per_client",
      forms: ["940", "941"],
      services: ["Payroll Services"],
      integrations: ["Gusto", "ADP", "QuickBooks Online"],
      limits: { storageGb: "not_applicable" },
      notIncluded: ["Running payroll", "Filing returns or making deposits for you"],
    }),
  },
  {
    slug: "harborview-portal-setup",
    name: "Harborview Portal Setup & Migration",
    description:
      "A one-time onboarding package: we configure your branded portal, import your client list and move existing documents from your old file share. Your staff gets two live training sessions before clients are invited.",
    price: "350.00",
    category: "saas",
    type: "one-time",
    image: img("portal"),
    features: [
      "Branding and domain configuration",
      "Client list import",
      "Document migration",
      "Two live staff training sessions",
    ],
    facts: sheet(cloudSubscription("Harborview", { services: [], notIncluded: [] }), {
      pricingModel: "per_firm",
      licenceTerm: "per_use",
      deployment: ["service"],
      services: ["Tax Preparation", "Bookkeeping"],
      integrations: ["Harborview Client Portal", "Microsoft 365", "Google Workspace"],
      limits: { users: "not_applicable", clients: "unlimited", storageGb: "not_applicable" },
      security: {
        mfa: "not_applicable",
        sso: "not_applicable",
        encryption: "yes",
        auditTrail: "not_applicable",
        soc2: "not_applicable",
        wisp: "not_applicable",
      },
      support: {
        channels: ["email", "phone"],
        hours: "business_hours",
        training: ["live_training"],
      },
      trialDays: 0,
      delivery: "service_booking",
      notIncluded: [
        "The Harborview Client Portal subscription itself",
        "More than two training sessions",
      ],
    }),
  },
  {
    slug: "tallystone-capacity-planner",
    name: "Tallystone Capacity Planner",
    description:
      "Plan the busy season before it starts: forecast hours by client and service, compare them with staff availability and move work to where there is room. Works on its own or alongside Tallystone Practice Manager.",
    price: "35.00",
    category: "saas",
    type: "subscription",
    image: img("practice"),
    features: [
      "Hours forecast by client and service",
      "Staff availability and time off",
      "Busy-season workload by week",
      "Drag-and-drop reassignment of work",
      "Works alone or with Tallystone Practice Manager",
    ],
    facts: cloudSubscription("Tallystone", {
      services: ["Tax Preparation", "Bookkeeping", "Audit & Review"],
      firmSizes: SMALL_AND_UP,
      integrations: ["Tallystone Practice Manager", "Microsoft Excel"],
      limits: { storageGb: "not_applicable" },
      notIncluded: ["Time tracking and billing", "Payroll or HR scheduling"],
    }),
  },
  {
    slug: "cedarline-fund-accounting",
    name: "Cedarline Nonprofit Fund Accounting",
    description:
      "Fund accounting for the nonprofits you serve: restricted and unrestricted funds, grants with their own budgets and functional expense allocation. Statements of activities come out in the format boards and auditors expect.",
    price: "79.00",
    category: "software",
    type: "subscription",
    image: img("bookkeeping"),
    features: [
      "Restricted and unrestricted funds",
      "Grant budgets and tracking",
      "Functional expense allocation",
      "Statement of activities",
      "Donor and pledge tracking",
    ],
    facts: desktopSubscription("Cedarline", {
      services: ["Bookkeeping", "CFO Services"],
      integrations: ["Microsoft Excel"],
      notIncluded: ["Form 990 preparation", "Payroll"],
    }),
  },
  {
    slug: "cedarline-form-990-preparer",
    name: "Cedarline Form 990 Preparer",
    description:
      "Prepare Forms 990, 990-EZ and 990-N with the schedules most small exempt organisations need. Balances import from Cedarline or a trial balance, and review checks catch the mismatches that draw questions.",
    price: "399.00",
    category: "software",
    type: "one-time",
    image: img("tax"),
    features: [
      "Forms 990, 990-EZ and 990-N",
      "Common schedules included",
      "Trial balance import",
      "Review checks before filing",
    ],
    facts: desktopProgram("Cedarline", {
      licenceTerm: "annual",
      forms: ["990", "990-EZ", "990-N"],
      services: ["Tax Preparation"],
      integrations: ["Cedarline Nonprofit Fund Accounting", "Microsoft Excel"],
      limits: { eFiles: "unknown" },
      notIncluded: [
        "Form 990-PF for private foundations",
        "Form 990-T",
        "State charity registrations",
      ],
    }),
  },
  {
    slug: "tidewater-budget-forecast",
    name: "Tidewater Budget & Forecast Cloud",
    description:
      "Driver-based budgeting and rolling forecasts for the clients you advise, with scenarios you can show side by side. Actuals sync from the ledger monthly so variance reports are ready for your advisory meeting.",
    price: "129.00",
    category: "saas",
    type: "subscription",
    image: img("planning"),
    features: [
      "Driver-based budgets",
      "Rolling forecasts",
      "Scenario comparison",
      "Monthly actuals sync",
      "Variance reports",
      "Client-ready dashboards",
    ],
    facts: cloudSubscription("Tidewater", {
      pricingModel: "per_client",
      services: ["CFO Services", "Financial Analysis", "Business Consulting"],
      integrations: ["QuickBooks Online", "Xero", "Sage Intacct", "NetSuite", "Microsoft Excel"],
      limits: { storageGb: "not_applicable" },
      notIncluded: ["Bookkeeping", "Consolidation of several entities"],
    }),
  },
  {
    slug: "tickmark-close-manager",
    name: "Tickmark Close Manager",
    description:
      "Run every client's month-end close from one board: tasks, reconciliations and review status by client and period. Recurring close checklists create themselves, and nothing closes until the reviewer signs off.",
    price: "59.00",
    category: "saas",
    type: "subscription",
    image: img("checklist"),
    features: [
      "Close board by client and period",
      "Recurring close checklists",
      "Reconciliation status tracking",
      "Reviewer sign-off required to close",
      "Client request lists",
    ],
    facts: cloudSubscription("Tickmark", {
      services: ["Bookkeeping", "CFO Services"],
      integrations: ["QuickBooks Online", "Xero", "Tickmark Bookkeeping Autopilot"],
      limits: { storageGb: "not_applicable" },
      security: { auditTrail: "yes" },
      notIncluded: ["Bank feeds and categorisation", "Financial statements"],
    }),
  },
  {
    slug: "sable-payroll-tax-tables",
    name: "Sable Multi-State Payroll Tax Tables",
    description:
      "Current federal, state and local withholding and unemployment tables delivered to your payroll system through a monthly update feed. Change notices explain what moved and which clients it affects.",
    price: "29.00",
    category: "software",
    type: "subscription",
    image: img("payroll"),
    features: [
      "Federal, state and local withholding tables",
      "State unemployment and disability rates",
      "Monthly update feed to your payroll system",
      "Plain-language change notices",
      "Affected clients listed with each change",
    ],
    facts: desktopSubscription("Sable", {
      pricingModel: "per_firm",
      services: ["Payroll Services"],
      integrations: ["QuickBooks Desktop"],
      notIncluded: ["Running payroll", "Filing payroll returns"],
    }),
  },
  {
    slug: "ledgerpoint-tax-planner",
    name: "Ledgerpoint Tax Planner",
    description:
      "Project this year's and next year's tax for individual clients and compare strategies such as entity elections, retirement contributions and timing of income. One-page summaries show the client the saving in dollars.",
    price: "65.00",
    category: "saas",
    type: "subscription",
    image: img("tax"),
    features: [
      "Two-year individual projections",
      "Strategy comparison",
      "Entity election analysis",
      "One-page client summaries",
      "Imports from Ledgerpoint returns",
    ],
    facts: cloudSubscription("Ledgerpoint", {
      forms: ["1040"],
      services: ["Tax Preparation", "Financial Planning"],
      integrations: ["Ledgerpoint Tax Suite"],
      limits: { storageGb: "not_applicable" },
      notIncluded: ["Projections for business entity returns", "Filing returns"],
    }),
  },
];
