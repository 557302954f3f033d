import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";
import { wizard } from "../../../test/advisor/engine-support.js";

/**
 * The advisor's regression set (issue 18): multi-turn conversations as accountants hold them, on
 * the seeded catalogue. Each turn may name the products one of which must be in the current
 * recommendation (the top 3), what the reply must say and the claims it must never make. Every
 * turn is also checked for a bare "Yes.", raw links, e-mail addresses, a repeated reply, budgets
 * (nothing above a known budget) and insights equal to the chat (run-scenario.ts).
 */

export interface ScenarioTurn {
  user: string;
  /** At least one of these is in the current recommendation after this turn. */
  top3?: string[];
  notInTop3?: string[];
  says?: RegExp[];
  neverSays?: RegExp[];
  spanish?: boolean;
  /** Nothing in the catalogue fits the budget for this job, so above it is allowed. */
  overBudgetOk?: boolean;
  /**
   * The reply is a comparison table of exactly these products, in this order, linking to the
   * compare view with exactly them.
   */
  comparesExactly?: string[];
  /** The reply answers a question; the recommendation stands from an earlier turn. */
  recommendationMayBeEarlier?: boolean;
}

export interface Scenario {
  id: string;
  wizard?: OnboardingData;
  /** Expectations for the wizard's first answer. */
  wizardExpect?: Omit<ScenarioTurn, "user">;
  turns: ScenarioTurn[];
}

const w = wizard;

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const PORTAL = "Harborview Client Portal";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const BOOKS = "Tickmark Bookkeeping Autopilot";
const AUDIT = "Fieldstone Audit Workpapers";
const AUDIT_ENT = "Fieldstone Engagement Suite Enterprise";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const ESTATE = "Trustwell Estate Planning Modeler";
const SALES_TAX = "Sable Sales Tax Compliance";
const FUND = "Cedarline Nonprofit Fund Accounting";
const F990 = "Cedarline Form 990 Preparer";
const WISP = "Written Information Security Plan (WISP) for Tax Practices";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const CASH13 = "13-Week Cash Flow Forecast";
const SLATEFORM = "Slateform 1099 & W-2 E-File Desktop";
const PRACTICE = "Tallystone Practice Manager";
const IRS_KIT = "IRS Notice Response Kit";

const NO_FALSE_YES = /^(Yes|Sí)\b/;

export const SCENARIOS: Scenario[] = [
  {
    id: "solo-preparer-wizard",
    wizard: w({
      businessType: "sole_practitioner",
      firmSize: "startup",
      budget: "under_500",
      specificNeeds: "About 150 individual returns a season.",
    }),
    wizardExpect: { top3: [TAX_BASIC, PORTAL] },
    turns: [
      {
        user: "how much is the first one for the first year?",
        says: [/first year/i],
        recommendationMayBeEarlier: true,
      },
      { user: "anything cheaper?", says: [/cost less|lowest-priced/] },
    ],
  },
  {
    id: "706-709-false-yes",
    turns: [
      {
        user: "We are a 6-person tax practice doing individual and estate returns.",
        top3: [TAX_PRO, TAX_BASIC, ESTATE],
      },
      {
        user: "Does Ledgerpoint Tax Suite Professional do Forms 706 and 709?",
        says: [/^No\b/, /1041/],
        neverSays: [NO_FALSE_YES],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "capability-yes-quotes-the-listing",
    turns: [
      { user: "I need tax software for 1040s and partnership returns", top3: [TAX_PRO, TAX_BASIC] },
      {
        user: "Does Ledgerpoint Tax Suite Professional file Form 1065?",
        says: [/^Yes: the fact sheet .* Form 1065/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "facts-answer-follow-ups",
    turns: [
      { user: "We need a secure client portal", top3: [PORTAL] },
      {
        user: "Does Harborview Client Portal prepare tax returns?",
        says: [/^No: the fact sheet/, /Tax return preparation/],
        recommendationMayBeEarlier: true,
      },
      {
        user: "does it have MFA?",
        says: [/^Yes: the fact sheet for \*\*\[Harborview Client Portal/],
        recommendationMayBeEarlier: true,
      },
      {
        user: "Does Ledgerpoint Tax Suite Professional integrate with QuickBooks Online?",
        says: [/^Yes: the fact sheet/],
        neverSays: [/We don't sell/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "capability-unknown-points-to-sales",
    turns: [
      { user: "We need a secure client portal for 40 clients", top3: [PORTAL] },
      {
        user: "Does Harborview Client Portal support SSO?",
        says: [/doesn't say/, /Contact Sales/],
        neverSays: [NO_FALSE_YES],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "budget-hard-cap-50",
    turns: [
      {
        user: "I need help collecting documents from clients. Hard cap $50 a month.",
        says: [/\$50\.00 a month in total, as a hard cap/],
        top3: ["Brightfile Document Vault", "Tickmark Receipt Capture", "Harborview e-Signature"],
        notInTop3: [PORTAL],
      },
    ],
  },
  {
    id: "budget-in-specific-needs",
    wizard: w({
      services: ["Bookkeeping"],
      budget: "1500_5000",
      specificNeeds: "We can only spend $100 a month on software.",
    }),
    wizardExpect: { top3: [BOOKS, "Tickmark Close Manager", "Tickmark Receipt Capture"] },
    turns: [],
  },
  {
    id: "product-name-is-not-a-budget",
    turns: [
      {
        user: "Tell me about the 13-Week Cash Flow Forecast",
        says: [/13-Week Cash Flow Forecast/],
      },
      {
        user: "We are a fractional CFO practice, 3 of us",
        top3: [FORECAST, CASH13, "Advisory Services Proposal Template"],
        neverSays: [/\$13\.00/],
      },
    ],
  },
  {
    id: "over-5000-is-a-floor",
    turns: [
      {
        user: "We're a 120-person audit firm, budget over $5,000 a month. We need audit workpapers.",
        says: [/floor, not a cap/],
        top3: [AUDIT, AUDIT_ENT],
      },
    ],
  },
  {
    id: "one-time-not-spread",
    turns: [
      {
        user: "Tax software for a small firm, budget $500 a month",
        top3: [TAX_BASIC],
        notInTop3: [TAX_PRO],
        neverSays: [/a month over a year/],
      },
    ],
  },
  {
    id: "300-a-month-in-chat",
    wizard: w({ services: ["Payroll Services"], budget: "1500_5000" }),
    wizardExpect: { top3: [PAYROLL_CLOUD, PAYROLL_DESKTOP] },
    turns: [
      {
        user: "Actually our budget is $300 a month",
        says: [/\$300\.00 a month/],
        top3: [PAYROLL_CLOUD],
      },
    ],
  },
  {
    id: "correction-small-firm",
    wizard: w({
      businessType: "large_firm",
      firmSize: "enterprise",
      services: ["Audit & Review"],
      budget: "over_5000",
    }),
    wizardExpect: { top3: [AUDIT, AUDIT_ENT] },
    turns: [
      {
        user: "Sorry, not a large firm, just 3 of us",
        says: [/team of 3/],
        top3: [AUDIT, "Audit Planning & Risk Assessment Checklist"],
      },
    ],
  },
  {
    id: "negated-payroll",
    turns: [
      {
        user: "Small bookkeeping firm, 4 staff. We don't do payroll. Budget $200 a month.",
        top3: [BOOKS],
        notInTop3: [PAYROLL_CLOUD, PAYROLL_DESKTOP],
        says: [/left out payroll/],
      },
    ],
  },
  {
    id: "top-two-together",
    wizard: w({ services: ["Tax Preparation", "Bookkeeping"], budget: "500_1500" }),
    wizardExpect: { top3: [TAX_PRO, TAX_BASIC, BOOKS] },
    turns: [
      {
        user: "What would the top two cost together in the first year?",
        says: [/Together/, /first year/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "per-seat-for-3-staff",
    turns: [
      { user: "We need payroll software for our clients", top3: [PAYROLL_CLOUD] },
      {
        user: "What would it cost for 3 staff?",
        says: [/For 3 staff/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "per-user-or-per-firm",
    turns: [
      { user: "We want practice management software for our firm of 8", top3: [PRACTICE] },
      {
        user: "Is it priced per user or per firm?",
        says: [/per user|per firm|users/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "do-i-need-both",
    wizard: w({
      services: ["Tax Preparation"],
      currentChallenges: ["No secure client portal"],
      budget: "500_1500",
    }),
    wizardExpect: { top3: [TAX_PRO, TAX_BASIC, PORTAL] },
    turns: [
      {
        user: "Do I need both?",
        says: [/different jobs|only one|overlap/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "basic-vs-professional",
    turns: [
      { user: "tax preparation software for a growing firm", top3: [TAX_PRO, TAX_BASIC] },
      {
        user: "Should I upgrade from Ledgerpoint Tax Suite Basic to Professional?",
        says: [/step up/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "migration-question",
    turns: [
      { user: "We need a client portal", top3: [PORTAL] },
      {
        user: "How do we migrate our clients to it?",
        says: [/Harborview Portal Setup & Migration|listing says/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "gusto-not-sold",
    turns: [{ user: "Do you sell Gusto?", says: [/We don't sell Gusto/, /Copperline Payroll/] }],
  },
  {
    id: "avalara-or-sable",
    turns: [
      {
        user: "Avalara or Sable?",
        says: [/We don't sell Avalara/, /Sable Sales Tax Compliance/],
        neverSays: [/not in our catalogue/],
      },
    ],
  },
  {
    id: "store-refunds",
    turns: [
      {
        user: "What is your refund policy?",
        says: [/contact our team/i],
        neverSays: [/30-day money-back/i],
      },
    ],
  },
  {
    id: "store-trial",
    turns: [
      { user: "We need a client portal", top3: [PORTAL] },
      {
        user: "Is there a free trial?",
        says: [/Start Free Trial/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "store-downloads",
    turns: [{ user: "Where do I download what I bought?", says: [/Orders & Downloads/] }],
  },
  {
    id: "off-topic",
    turns: [{ user: "What's the weather in Boston?", says: [/outside what I can help with/] }],
  },
  {
    id: "gibberish",
    turns: [{ user: "asdf qwer zxcv", says: [/not sure I understood/] }],
  },
  {
    id: "contradictory-brief",
    turns: [{ user: "I'm a sole practitioner with 40 staff", says: [/Which is right/] }],
  },
  {
    id: "no-repeat",
    turns: [
      { user: "payroll software please", top3: [PAYROLL_CLOUD] },
      { user: "payroll software please", top3: [PAYROLL_CLOUD], recommendationMayBeEarlier: true },
      { user: "payroll software please", top3: [PAYROLL_CLOUD], recommendationMayBeEarlier: true },
    ],
  },
  {
    id: "spanish-nomina",
    turns: [
      {
        user: "Hola, necesito un programa de nómina para mis clientes. Somos 3.",
        spanish: true,
        top3: [PAYROLL_CLOUD, PAYROLL_DESKTOP],
      },
      { user: "¿Hay algo más barato?", spanish: true, recommendationMayBeEarlier: true },
    ],
  },
  {
    id: "spanish-impuestos",
    turns: [
      {
        user: "Busco software de impuestos, presupuesto de 500 dólares al mes",
        spanish: true,
        top3: [TAX_BASIC],
        notInTop3: [TAX_PRO],
      },
    ],
  },
  {
    id: "nonprofit-wizard",
    wizard: w({
      services: ["Audit & Review"],
      specificNeeds: "Form 990s, fund accounting for nonprofits",
      budget: "500_1500",
    }),
    wizardExpect: { top3: [F990, FUND] },
    turns: [],
  },
  {
    id: "nonprofit-chat",
    turns: [
      { user: "We prepare Form 990s for nonprofits and need fund accounting", top3: [F990, FUND] },
    ],
  },
  {
    id: "payroll-bureau",
    wizard: w({
      businessType: "mid_size_firm",
      firmSize: "established",
      services: ["Payroll Services"],
      budget: "500_1500",
      specificNeeds: "We run payroll for 40 client companies in several states.",
    }),
    wizardExpect: {
      top3: [PAYROLL_CLOUD, PAYROLL_DESKTOP, "Sable Multi-State Payroll Tax Tables"],
    },
    turns: [],
  },
  {
    id: "1099-w2-filing",
    turns: [
      {
        user: "We need to e-file 1099s and W-2s for our clients",
        top3: [SLATEFORM],
        notInTop3: [TAX_PRO],
      },
    ],
  },
  {
    id: "ria",
    wizard: w({
      businessType: "small_firm",
      services: ["Financial Planning"],
      goals: ["Get better reporting and insights"],
      specificNeeds:
        "We're an RIA; we need investment performance reporting for client portfolios.",
      budget: "500_1500",
    }),
    wizardExpect: { top3: [PORTFOLIO, PLAN] },
    turns: [],
  },
  {
    id: "fractional-cfo",
    wizard: w({
      businessType: "sole_practitioner",
      services: ["CFO Services"],
      budget: "under_500",
      specificNeeds: "Fractional CFO for startups: forecasts and board packs.",
    }),
    wizardExpect: { top3: [FORECAST, CASH13] },
    turns: [],
  },
  {
    id: "sales-tax",
    turns: [
      {
        user: "Our clients sell online in many states and we file their sales tax returns",
        top3: [SALES_TAX],
      },
    ],
  },
  {
    id: "wisp",
    turns: [
      {
        user: "We need a WISP, the written information security plan the IRS requires of tax practices",
        top3: [WISP],
      },
    ],
  },
  {
    id: "estate",
    wizard: w({
      businessType: "sole_practitioner",
      services: ["Estate Planning"],
      budget: "500_1500",
    }),
    wizardExpect: { top3: [ESTATE] },
    turns: [],
  },
  {
    id: "formation",
    turns: [
      {
        user: "I help clients form LLCs and S corps; what do you have?",
        says: [/don't carry a product dedicated to business formation/],
        top3: ["Ledgerpoint Tax Planner", "Business Tax Organizer", "Client Onboarding Kit"],
      },
    ],
  },
  {
    id: "irs-representation",
    wizard: w({ services: ["IRS Representation"], budget: "under_500" }),
    wizardExpect: { top3: [IRS_KIT] },
    turns: [],
  },
  {
    id: "large-audit-firm",
    wizard: w({
      businessType: "large_firm",
      firmSize: "enterprise",
      services: ["Audit & Review"],
      budget: "over_5000",
      specificNeeds: "120 staff across three offices",
    }),
    wizardExpect: { top3: [AUDIT_ENT, AUDIT] },
    turns: [],
  },
  {
    id: "bookkeeping-reconciliation",
    wizard: w({
      services: ["Bookkeeping"],
      currentChallenges: ["Time-consuming bank and account reconciliation"],
      budget: "under_500",
    }),
    wizardExpect: { top3: [BOOKS, "Tickmark Close Manager"] },
    turns: [{ user: "compare the top two", says: [/compare/i], recommendationMayBeEarlier: true }],
  },
  {
    id: "vague-brief",
    turns: [
      { user: "I need something for my firm", says: [/\?/] },
      {
        user: "mostly tax returns, about 200 clients, budget $150 a month",
        top3: [
          "Ledgerpoint Tax Planner",
          "Individual Tax Organizer",
          "Business Tax Organizer",
          "Ledgerpoint Tax Research Library",
        ],
      },
    ],
  },
  {
    id: "reject-a-product",
    turns: [
      { user: "We need payroll for our clients", top3: [PAYROLL_CLOUD] },
      {
        user: "not Copperline Payroll Cloud, we already tried it. What else?",
        notInTop3: [PAYROLL_CLOUD],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "tax-preparer-recognised",
    turns: [
      {
        user: "I'm a tax preparer with 2 seasonal staff",
        top3: [TAX_PRO, TAX_BASIC, "Individual Tax Organizer"],
      },
    ],
  },
  {
    id: "investment-performance-not-statements",
    turns: [
      {
        user: "We need investment performance reporting for our advisory clients",
        top3: [PORTFOLIO],
        notInTop3: ["Kestrel Trial Balance & Financial Statements"],
      },
    ],
  },
  {
    id: "migration-not-quickbooks",
    turns: [
      {
        user: "We need to migrate our client documents to a new portal",
        top3: [PORTAL, "Harborview Portal Setup & Migration"],
      },
    ],
  },
  {
    id: "compare-top-two-as-a-table",
    turns: [
      {
        user: "We run payroll for 12 small business clients, budget $300 a month",
        top3: [PAYROLL_CLOUD],
      },
      {
        user: "compare the top two",
        comparesExactly: [PAYROLL_CLOUD, "Quarterline Payroll Compliance Monitor"],
        says: [/\| Price \| \$69\.00 \/ client \/ month \|/, /\*\*My pick for you:\*\*/],
        recommendationMayBeEarlier: true,
      },
      {
        user: "and what does the first one cost for a year?",
        says: [/\$828\.00/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "compare-editions-by-name",
    wizard: w({ businessType: "small_firm", firmSize: "established", budget: "over_5000" }),
    wizardExpect: { top3: [TAX_PRO] },
    turns: [
      {
        user: "compare Ledgerpoint Tax Suite Basic and Ledgerpoint Tax Suite Professional",
        comparesExactly: [TAX_BASIC, TAX_PRO],
        says: [
          /\| Forms covered \| Form 1040 \| Form 1040, Form 1065, Form 1120/,
          /\| First-year cost \| \$499\.00 \| \$1,299\.00 \|/,
        ],
        neverSays: [/a month over a year/, /Form 706/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "compare-all-three-after-the-wizard",
    wizard: w({
      services: ["Bookkeeping"],
      currentChallenges: ["Time-consuming bank and account reconciliation"],
      budget: "under_500",
    }),
    wizardExpect: { top3: [BOOKS] },
    turns: [
      {
        user: "can you compare all three?",
        comparesExactly: ["@recommendation"],
        says: [/\| Fit for your firm( \| \d+%){2,3} \|/],
        neverSays: [/\b100%/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "compare-one-named-with-the-pick",
    turns: [
      { user: "We need a secure client portal, we are 4 people", top3: [PORTAL] },
      {
        user: "how does Harborview e-Signature compare?",
        comparesExactly: ["Harborview e-Signature", PORTAL],
        recommendationMayBeEarlier: true,
      },
    ],
  },
  {
    id: "compare-outside-vendors-no-table-of-theirs",
    turns: [
      {
        user: "compare Drake Tax and UltraTax for me",
        says: [/We don't sell Drake or UltraTax/],
        neverSays: [/^\| \|/m, /\/compare\?ids=/],
        recommendationMayBeEarlier: true,
      },
    ],
  },
];
