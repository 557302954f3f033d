import type { CatalogueProduct } from "../../modules/advisor/index.js";

type FixtureProduct = Omit<CatalogueProduct, "id"> & { slug: string; isActive?: boolean };

/**
 * A realistic catalogue for the advisor's tests (the real seed belongs to the catalogue module):
 * tax, payroll, bookkeeping, planning, practice management, templates and SaaS at prices from $49
 * one-time to $6,500 a month. The last product is inactive and must never be recommended.
 */
export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    slug: "taxflow-pro",
    name: "TaxFlow Pro",
    description:
      "Professional tax preparation software for small firms and sole practitioners. Prepare and e-file individual and business returns with built-in diagnostics.",
    price: "89.00",
    category: "software",
    type: "subscription",
    features: [
      "E-file 1040, 1120, 1120-S and 1065 returns",
      "Client organizer with secure document upload",
      "IRS diagnostics and error checks before filing",
      "Prior-year data rollover",
    ],
  },
  {
    slug: "taxflow-enterprise",
    name: "TaxFlow Enterprise",
    description:
      "High-volume tax production for large firms with multi-office review workflow and unlimited users.",
    price: "1250.00",
    category: "saas",
    type: "subscription",
    features: [
      "Multi-office return review and sign-off workflow",
      "Unlimited users with role-based permissions",
      "Bulk e-file of tax returns with status tracking",
      "API and single sign-on (SSO)",
    ],
  },
  {
    slug: "tax-organizer-templates",
    name: "Individual Tax Organizer Templates",
    description:
      "Ready-to-use client organizer questionnaires and engagement checklists for individual tax returns.",
    price: "49.00",
    category: "templates",
    type: "one-time",
    features: [
      "Fill-in client organizer for 1040 clients",
      "Missing-document checklist",
      "Editable Word and PDF formats",
    ],
  },
  {
    slug: "payrollpilot",
    name: "PayrollPilot",
    description: "Cloud payroll for accounting firms running payroll for client businesses.",
    price: "129.00",
    category: "saas",
    type: "subscription",
    features: [
      "Run payroll for unlimited client companies",
      "Direct deposit and printed paychecks",
      "Automatic 941, 940 and state payroll tax filings",
      "Year-end W-2 and 1099 processing",
    ],
  },
  {
    slug: "ledgerline-books",
    name: "LedgerLine Books",
    description:
      "Cloud bookkeeping for firms that keep the books for many clients, with bank feeds and automatic categorization.",
    price: "59.00",
    category: "saas",
    type: "subscription",
    features: [
      "Multi-client general ledger",
      "Bank feeds with automatic transaction categorization rules",
      "Monthly bank reconciliation",
      "Financial statements in one click",
    ],
  },
  {
    slug: "reconcileiq",
    name: "ReconcileIQ",
    description:
      "AI-powered bank and account reconciliation that matches thousands of transactions in minutes.",
    price: "199.00",
    category: "saas",
    type: "subscription",
    features: [
      "Automated transaction matching across bank, card and ledger",
      "Exception queue for unmatched items",
      "Reconciliation reports with audit trail",
    ],
  },
  {
    slug: "practicehub",
    name: "PracticeHub",
    description:
      "Practice management for growing accounting firms: workflow, deadlines, time tracking and billing in one place.",
    price: "349.00",
    category: "saas",
    type: "subscription",
    features: [
      "Recurring workflow templates and due date tracking",
      "Staff capacity planning and task assignment",
      "Time tracking, WIP and invoicing",
      "Client CRM with automated email reminders",
    ],
  },
  {
    slug: "clientvault-portal",
    name: "ClientVault Portal",
    description:
      "A secure, branded client portal for collecting documents and getting engagement letters signed.",
    price: "79.00",
    category: "saas",
    type: "subscription",
    features: [
      "Secure client portal with encrypted file sharing",
      "Automated document request reminders",
      "E-signature for engagement letters and 8879s",
      "Mobile app for clients to scan receipts",
    ],
  },
  {
    slug: "docusnap-ocr",
    name: "DocuSnap OCR",
    description:
      "Desktop document capture that reads receipts, bank statements and tax forms with OCR and exports them to your ledger.",
    price: "599.00",
    category: "software",
    type: "one-time",
    features: [
      "OCR data extraction from receipts, W-2s and 1099s",
      "Batch scanning of paper documents",
      "Export to general ledger and tax software",
    ],
  },
  {
    slug: "wealthpath-planner",
    name: "WealthPath Planner",
    description:
      "Financial planning software for advisers: goal-based plans, retirement projections and client-ready presentations.",
    price: "249.00",
    category: "saas",
    type: "subscription",
    features: [
      "Retirement and Social Security projections",
      "Monte Carlo simulations",
      "Investment portfolio and cash flow planning",
      "Interactive client presentations",
    ],
  },
  {
    slug: "estate-planning-toolkit",
    name: "Estate Planning Toolkit",
    description:
      "Templates and worksheets for estate planning engagements: trusts, wills, gifting and estate tax.",
    price: "299.00",
    category: "templates",
    type: "one-time",
    features: [
      "Trust and will intake questionnaires",
      "Form 706 and 709 preparation checklists",
      "Gifting strategy worksheets",
    ],
  },
  {
    slug: "auditready-workpapers",
    name: "AuditReady Workpapers",
    description:
      "Audit and review engagement software with electronic workpapers, risk assessment and sampling.",
    price: "449.00",
    category: "software",
    type: "subscription",
    features: [
      "Electronic workpapers with review notes and sign-offs",
      "Risk assessment and audit sampling tools",
      "Review engagement and compilation templates",
    ],
  },
  {
    slug: "cfo-dashboard",
    name: "CFO Dashboard",
    description:
      "KPI dashboards, cash flow forecasting and scenario planning for firms offering CFO and advisory services.",
    price: "299.00",
    category: "saas",
    type: "subscription",
    features: [
      "Real-time KPI dashboards from client ledgers",
      "13-week cash flow forecasting",
      "Scenario planning and budgeting",
      "Board-ready management reports",
    ],
  },
  {
    slug: "financial-statement-analysis-kit",
    name: "Financial Statement Analysis Kit",
    description:
      "Excel models for ratio analysis, industry benchmarking and trend analysis of client financial statements.",
    price: "129.00",
    category: "templates",
    type: "one-time",
    features: [
      "Ratio analysis and industry benchmark models",
      "Three-year trend and variance analysis",
      "Business valuation worksheet",
    ],
  },
  {
    slug: "irs-resolution-desk",
    name: "IRS Resolution Desk",
    description:
      "IRS representation software: pull transcripts, track notices and prepare resolution cases.",
    price: "159.00",
    category: "software",
    type: "subscription",
    features: [
      "IRS transcript download and analysis",
      "Notice tracking with response deadlines",
      "Penalty abatement and offer in compromise workflows",
      "Form 2848 preparation",
    ],
  },
  {
    slug: "entity-formation-templates",
    name: "Entity Formation Templates",
    description:
      "Templates for forming new businesses: LLC operating agreements, S-corp election checklists and formation guides.",
    price: "99.00",
    category: "templates",
    type: "one-time",
    features: [
      "LLC operating agreement templates",
      "S-corp election and EIN checklists",
      "State-by-state formation guide",
    ],
  },
  {
    slug: "quickbooks-setup-kit",
    name: "QuickBooks Setup Kit",
    description:
      "Industry chart of accounts templates and step-by-step checklists for QuickBooks setups and conversions.",
    price: "79.00",
    category: "templates",
    type: "one-time",
    features: [
      "Chart of accounts templates for 20 industries",
      "QuickBooks Online setup checklist",
      "Conversion and cleanup checklist",
    ],
  },
  {
    slug: "complianceguard",
    name: "ComplianceGuard",
    description:
      "Compliance management for accounting firms: regulatory updates, a written information security plan and audit trails.",
    price: "179.00",
    category: "saas",
    type: "subscription",
    features: [
      "Regulatory change alerts for tax and accounting rules",
      "WISP security plan builder",
      "Document retention policies and audit trail",
    ],
  },
  {
    slug: "teamsync-workflow",
    name: "TeamSync Workflow",
    description:
      "Team collaboration for small firms: shared task boards, review notes and in-app messaging.",
    price: "39.00",
    category: "saas",
    type: "subscription",
    features: [
      "Shared task boards for the whole team",
      "Review notes and sign-offs",
      "In-app team messaging",
    ],
  },
  {
    slug: "integration-bridge",
    name: "Integration Bridge",
    description:
      "Connects your tax, bookkeeping, payroll and practice tools so data flows without re-keying.",
    price: "149.00",
    category: "saas",
    type: "subscription",
    features: [
      "Prebuilt integrations with QuickBooks, Xero and major payroll tools",
      "Automated two-way sync of clients and transactions",
      "Open API and webhooks",
    ],
  },
  {
    slug: "enterprise-practice-suite",
    name: "Enterprise Practice Suite",
    description:
      "An all-in-one suite for large firms: tax, workflow, client portal, document management and analytics.",
    price: "6500.00",
    category: "saas",
    type: "subscription",
    features: [
      "Enterprise tax production and review",
      "Firm-wide workflow and capacity dashboards",
      "Branded client portal and document management",
      "Dedicated success manager and SSO",
    ],
  },
  {
    slug: "engagement-letter-templates",
    name: "Engagement Letter Templates",
    description:
      "Engagement letters and pricing guides for tax, bookkeeping and advisory services.",
    price: "59.00",
    category: "templates",
    type: "one-time",
    features: [
      "Engagement letters for 15 service types",
      "Value pricing worksheet",
      "Scope change addendum",
    ],
  },
  {
    slug: "legacy-tax-2019",
    name: "Legacy Tax 2019",
    description: "Discontinued tax preparation software for tax year 2019.",
    price: "19.00",
    category: "software",
    type: "one-time",
    features: ["Tax year 2019 returns"],
    isActive: false,
  },
];

/** The fixture as the engine sees it, with stable ids (the active products only). */
export const FIXTURE_CATALOGUE: CatalogueProduct[] = FIXTURE_PRODUCTS.map((p, i) => ({
  id: i + 1,
  name: p.name,
  description: p.description,
  price: p.price,
  category: p.category,
  type: p.type,
  features: p.features,
  isActive: p.isActive ?? true,
}))
  .filter((p) => p.isActive)
  .map(({ isActive: _active, ...product }) => product);
