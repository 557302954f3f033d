/**
 * The fact sheet's vocabulary (decision 0120): every enumerated value a fact can take, with the
 * label people read. Free of zod so the product grid and page can use it without loading the
 * schemas (those live in contracts/product-facts.ts).
 *
 * "unknown" is a value of its own in every fact: the listing does not say. It is never the same
 * as "no" (a security answer), 0 (no trial) or an empty list (covers none).
 */
import { BUSINESS_TYPE_OPTIONS, SERVICES } from "./advisor/options.js";
import { OFFER_UNIT_LABELS, OFFER_UNITS, type OfferUnit } from "./offer.js";

export const UNKNOWN = "unknown" as const;
export type Unknown = typeof UNKNOWN;

/** Where it runs, or what it is when it is not a program. */
export const DEPLOYMENTS = [
  "cloud",
  "windows",
  "mac",
  "self_hosted",
  "spreadsheet",
  "document",
  "service",
] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];
export const DEPLOYMENT_LABELS: Record<Deployment, string> = {
  cloud: "Cloud (web browser)",
  windows: "Windows desktop",
  mac: "Mac desktop",
  self_hosted: "Self-hosted server",
  spreadsheet: "Spreadsheet file",
  document: "Document file",
  service: "Done-for-you service",
};

/** IRS forms and return types, by their form number. */
export const TAX_FORMS = [
  "1040",
  "1065",
  "1120",
  "1120-S",
  "1041",
  "990",
  "990-EZ",
  "990-N",
  "706",
  "709",
  "940",
  "941",
  "W-2",
  "W-3",
  "1099-NEC",
  "1099-MISC",
  "1099-INT",
  "4562",
] as const;
export type TaxForm = (typeof TAX_FORMS)[number];
/** "Form 1040", "Form W-2". */
export const taxFormLabel = (form: TaxForm) => `Form ${form}`;

/** The wizard's 12 services (spec section 3), word for word. */
export const FACT_SERVICES = SERVICES;
export type FactService = (typeof FACT_SERVICES)[number];

/** Firm sizes by headcount: the wizard's business types. */
export const FIRM_SIZE_VALUES = BUSINESS_TYPE_OPTIONS.map((o) => o.value) as [
  (typeof BUSINESS_TYPE_OPTIONS)[number]["value"],
  ...(typeof BUSINESS_TYPE_OPTIONS)[number]["value"][],
];
export type FactFirmSize = (typeof FIRM_SIZE_VALUES)[number];
export const FIRM_SIZE_FACT_LABELS = Object.fromEntries(
  BUSINESS_TYPE_OPTIONS.map((o) => [o.value, `${o.label} (${o.hint.toLowerCase()})`]),
) as Record<FactFirmSize, string>;

/** Other software a product exchanges data with, by the name people search for. */
export const INTEGRATIONS = [
  "QuickBooks Online",
  "QuickBooks Desktop",
  "Xero",
  "Sage Intacct",
  "NetSuite",
  "Microsoft 365",
  "Google Workspace",
  "Microsoft Excel",
  "Google Sheets",
  "Drake Tax",
  "Lacerte",
  "UltraTax CS",
  "ProConnect Tax",
  "Gusto",
  "ADP",
  "Shopify",
  "Amazon Seller Central",
  "Stripe",
  "Plaid",
  "Zapier",
  "DocuSign",
  "Charles Schwab",
  "Fidelity",
  "Ledgerpoint Tax Suite",
  "Harborview Client Portal",
  "Tallystone Practice Manager",
  "Brightfile Document Vault",
  "Tickmark Bookkeeping Autopilot",
  "Cedarline Nonprofit Fund Accounting",
] as const;
export type Integration = (typeof INTEGRATIONS)[number];

/** How the buyer receives what they paid for. */
export const DELIVERY_METHODS = [
  "licence_key_installer",
  "saas_activation",
  "template_download",
  "service_booking",
] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  licence_key_installer: "Licence key and installer download",
  saas_activation: "Online account activated after purchase",
  template_download: "File download after purchase",
  service_booking: "Booked service with our team",
};

export const LANGUAGES = ["en", "es", "fr", "zh", "ko", "vi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  zh: "Chinese",
  ko: "Korean",
  vi: "Vietnamese",
};

/** A security or compliance answer. "not_applicable": a file has no sign-in to protect. */
export const ANSWERS = ["yes", "no", "not_applicable"] as const;
export type Answer = (typeof ANSWERS)[number];
export const ANSWER_LABELS: Record<Answer | Unknown, string> = {
  yes: "Yes",
  no: "No",
  not_applicable: "Not applicable",
  unknown: "Not stated",
};

export const SECURITY_FACTS = ["mfa", "sso", "encryption", "auditTrail", "soc2", "wisp"] as const;
export type SecurityFact = (typeof SECURITY_FACTS)[number];
export const SECURITY_FACT_LABELS: Record<SecurityFact, string> = {
  mfa: "Multi-factor sign-in",
  sso: "Single sign-on (SAML or OpenID)",
  encryption: "Encryption at rest and in transit",
  auditTrail: "Audit trail of access and changes",
  soc2: "SOC 2 report available",
  wisp: "Helps meet the IRS WISP requirement",
};

/** Stated limits: a count, "unlimited", "not_applicable" or unknown. */
export const LIMIT_FACTS = ["users", "clients", "eFiles", "storageGb"] as const;
export type LimitFact = (typeof LIMIT_FACTS)[number];
export const LIMIT_FACT_LABELS: Record<LimitFact, string> = {
  users: "Users",
  clients: "Clients or client companies",
  eFiles: "E-files per year",
  storageGb: "Storage (GB)",
};

export const SUPPORT_CHANNELS = ["email", "phone", "chat", "help_center"] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];
export const SUPPORT_CHANNEL_LABELS: Record<SupportChannel, string> = {
  email: "E-mail",
  phone: "Phone",
  chat: "Live chat",
  help_center: "Help center",
};

export const SUPPORT_HOURS = ["business_hours", "extended_season", "24_7"] as const;
export type SupportHours = (typeof SUPPORT_HOURS)[number];
export const SUPPORT_HOURS_LABELS: Record<SupportHours, string> = {
  business_hours: "Business hours (Mon-Fri 8-6 EST)",
  extended_season: "Business hours, extended in tax season",
  "24_7": "24/7",
};

export const TRAINING_KINDS = [
  "onboarding_session",
  "live_training",
  "webinars",
  "videos",
  "guides",
] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];
export const TRAINING_LABELS: Record<TrainingKind, string> = {
  onboarding_session: "Onboarding session",
  live_training: "Live staff training",
  webinars: "Webinars",
  videos: "Video tutorials",
  guides: "Written guides",
};

/** The facets of /products and GET /api/products, in the order the screen shows them. */
export const FACETS = [
  "service",
  "pricingModel",
  "deployment",
  "integration",
  "form",
  "firmSize",
] as const;
export type Facet = (typeof FACETS)[number];
export const FACET_LABELS: Record<Facet, string> = {
  service: "Service",
  pricingModel: "Pricing",
  deployment: "Runs on",
  integration: "Integrates with",
  form: "Forms covered",
  firmSize: "Firm size",
};
/** Every value a facet filter accepts. */
export const FACET_VALUES: { [F in Facet]: readonly string[] } = {
  service: FACT_SERVICES,
  pricingModel: OFFER_UNITS,
  deployment: DEPLOYMENTS,
  integration: INTEGRATIONS,
  form: TAX_FORMS,
  firmSize: FIRM_SIZE_VALUES,
};

/** The label of one facet value, as the filter shows it. */
export function facetValueLabel(facet: Facet, value: string): string {
  switch (facet) {
    case "pricingModel":
      return OFFER_UNIT_LABELS[value as OfferUnit] ?? value;
    case "deployment":
      return DEPLOYMENT_LABELS[value as Deployment] ?? value;
    case "form":
      return taxFormLabel(value as TaxForm);
    case "firmSize":
      return FIRM_SIZE_FACT_LABELS[value as FactFirmSize] ?? value;
    default:
      return value;
  }
}

/** The orders /products and GET /api/products can sort by. */
export const PRODUCT_SORTS = ["relevance", "price_asc", "price_desc", "name"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  relevance: "Relevance",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  name: "Name",
};

/** The compare page's title: the server's head and the page, once opened in the browser. */
export const COMPARE_PAGE_TITLE = "Compare products — Countinghouse";

// How many products the compare view holds: in constants.ts, so the shell's compare tray and the
// cards' compare button do not pull the fact lists into every first view.
export { COMPARE_MAX } from "./constants.js";
