/**
 * The wizard's answer sets (spec section 3): the enumerations with the labels people read,
 * and the services, challenges and goals checklists. The checklist phrase is the stored value.
 */

export interface Option<Value extends string> {
  value: Value;
  label: string;
  /** One short line under the label. */
  hint?: string;
}

const values = <Value extends string>(options: readonly Option<Value>[]) =>
  options.map((o) => o.value) as [Value, ...Value[]];

export const BUSINESS_TYPE_OPTIONS = [
  {
    value: "sole_practitioner",
    label: "Sole Practitioner",
    hint: "Just you, maybe a seasonal helper",
  },
  { value: "small_firm", label: "Small Firm", hint: "2 to 10 people" },
  { value: "mid_size_firm", label: "Mid-size Firm", hint: "11 to 50 people" },
  { value: "large_firm", label: "Large Firm", hint: "More than 50 people" },
] as const satisfies readonly Option<string>[];

export const FIRM_SIZE_OPTIONS = [
  { value: "startup", label: "Just starting", hint: "Fewer than 50 clients" },
  { value: "growing", label: "Growing", hint: "50 to 200 clients" },
  { value: "established", label: "Established", hint: "200 to 500 clients" },
  { value: "enterprise", label: "Enterprise", hint: "More than 500 clients" },
] as const satisfies readonly Option<string>[];

export const BUDGET_OPTIONS = [
  { value: "under_500", label: "Under $500 per month" },
  { value: "500_1500", label: "$500 to $1,500 per month" },
  { value: "1500_5000", label: "$1,500 to $5,000 per month" },
  { value: "over_5000", label: "Over $5,000 per month" },
] as const satisfies readonly Option<string>[];

export const TECH_COMFORT_OPTIONS = [
  { value: "beginner", label: "Beginner", hint: "Keep it simple; I want guided set-up" },
  { value: "intermediate", label: "Intermediate", hint: "Comfortable with most business software" },
  { value: "advanced", label: "Advanced", hint: "I like integrations, automation and APIs" },
] as const satisfies readonly Option<string>[];

export const TIMEFRAME_OPTIONS = [
  { value: "immediate", label: "Immediately", hint: "Within the next 2 weeks" },
  { value: "soon", label: "Soon", hint: "In 1 to 3 months" },
  { value: "planning", label: "Planning ahead", hint: "In 3 to 6 months" },
  { value: "future", label: "Just exploring", hint: "More than 6 months away" },
] as const satisfies readonly Option<string>[];

export const BUSINESS_TYPES = values(BUSINESS_TYPE_OPTIONS);
export const FIRM_SIZES = values(FIRM_SIZE_OPTIONS);
export const BUDGETS = values(BUDGET_OPTIONS);
export const TECH_COMFORTS = values(TECH_COMFORT_OPTIONS);
export const TIMEFRAMES = values(TIMEFRAME_OPTIONS);

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type FirmSize = (typeof FIRM_SIZES)[number];
export type Budget = (typeof BUDGETS)[number];
export type TechComfort = (typeof TECH_COMFORTS)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];

/** Spec section 3: the 12 services, word for word. */
export const SERVICES = [
  "Tax Preparation",
  "Bookkeeping",
  "Payroll Services",
  "Financial Planning",
  "Business Consulting",
  "Audit & Review",
  "QuickBooks Setup",
  "IRS Representation",
  "Estate Planning",
  "Business Formation",
  "CFO Services",
  "Financial Analysis",
] as const;

/** In the order of spec section 3: data entry, communications, documents, reconciliation, reporting,
 * profitability, portal, compliance, seasonality, staff productivity, integrations, automation. */
export const CHALLENGES = [
  "Too much manual data entry",
  "Keeping up with client communication",
  "Collecting documents from clients",
  "Time-consuming bank and account reconciliation",
  "Producing financial reports takes too long",
  "Knowing which clients and jobs are profitable",
  "No secure client portal",
  "Keeping up with compliance and regulatory changes",
  "Seasonal workload peaks around tax deadlines",
  "Staff productivity and capacity",
  "Software that does not integrate",
  "Repetitive tasks that should be automated",
] as const;

/** In the order of spec section 3: efficiency, fewer errors, client satisfaction, scaling, reporting,
 * collaboration, automation, compliance, profitability, work-life balance, services, modernization. */
export const GOALS = [
  "Save time and work more efficiently",
  "Reduce errors",
  "Improve client satisfaction",
  "Scale the practice to more clients",
  "Get better reporting and insights",
  "Improve team collaboration",
  "Automate routine workflows",
  "Stay compliant and audit-ready",
  "Increase profitability",
  "Achieve a better work-life balance",
  "Expand the services we offer",
  "Modernize our technology",
] as const;

export type Service = (typeof SERVICES)[number];
export type Challenge = (typeof CHALLENGES)[number];
export type Goal = (typeof GOALS)[number];

const labels = <Value extends string>(options: readonly Option<Value>[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<Value, string>;

export const BUSINESS_TYPE_LABELS = labels<BusinessType>(BUSINESS_TYPE_OPTIONS);
export const FIRM_SIZE_LABELS = labels<FirmSize>(FIRM_SIZE_OPTIONS);
export const BUDGET_LABELS = labels<Budget>(BUDGET_OPTIONS);
export const TECH_COMFORT_LABELS = labels<TechComfort>(TECH_COMFORT_OPTIONS);
export const TIMEFRAME_LABELS = labels<Timeframe>(TIMEFRAME_OPTIONS);

/** The client-count hint of a firm size, e.g. "50 to 200 clients". */
export const FIRM_SIZE_HINTS = Object.fromEntries(
  FIRM_SIZE_OPTIONS.map((o) => [o.value, o.hint]),
) as Record<FirmSize, string>;

/** The top of each monthly budget band in whole dollars (over_5000 has none). */
export const BUDGET_MONTHLY_LIMIT_DOLLARS: Record<Budget, number | null> = {
  under_500: 500,
  "500_1500": 1500,
  "1500_5000": 5000,
  over_5000: null,
};
