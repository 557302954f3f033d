import type { NewFirm } from "./fourth-round.js";

/**
 * The lead's probes of session 6: six conversations he typed in his own words, each turn with
 * what the seed's sheets (src/server/db/seed/catalogue.ts) say is right. Totals worked out by
 * hand: price x quantity (per user or client; once for a per-firm price), x 12 for a monthly
 * term in the first year, a yearly licence's price for its year. regression.test.ts plays them
 * with the turns still missed listed.
 */

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const PRACTICE = "Tallystone Practice Manager";
const TIME_BILLING = "Tallystone Time & Billing Desktop";
const ASSET_SCHEDULE = "Fixed Asset & Depreciation Schedule";
const ESTIMATES = "Quarterly Estimated Tax Worksheet";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const PAYROLL_MONITOR = "Quarterline Payroll Compliance Monitor";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const CLOSE_MANAGER = "Tickmark Close Manager";
const RECEIPTS = "Tickmark Receipt Capture";

export const LEAD_PROBES_S6: NewFirm[] = [
  {
    id: "lead s6 H: an owner and three seasonal preparers, under two grand a year",
    turns: [
      {
        // "Rather not go over" is a cap. Pro: $1,299 a year for the firm.
        say: "hi — small shop, me + 3 seasonal folks. mostly 1040s, a handful of S corps. need to e-file. we'd rather not go over two grand a year",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PRO], withinBudget: true },
          remembers: { seats: 4, budget: { cents: 2000_00, period: "year", hard: false } },
        },
      },
      {
        // Basic: "Business returns (1065, 1120, 1120-S, 1041): upgrade to Professional".
        say: "would the basic one do the S corps?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_BASIC, about: /1120-S/, is: "no" }],
        },
      },
      {
        say: "ok so what's the damage for the pro one for all four of us",
        expect: { answers: ["cost"], cost: [{ product: TAX_PRO, quantity: 4 }] },
      },
      {
        say: "and if we bail after a month do we get money back?",
        expect: { answers: ["policy"], policy: ["refunds"] },
      },
    ],
  },
  {
    id: "lead s6 I: a twelve-person CPA firm tracking time and billing, about 300 a month",
    turns: [
      {
        // Practice Manager: $59 x 12 = $708 a month (above the ~$300 target); Time & Billing
        // Desktop: $449 once.
        say: "We're a 12-person CPA firm. Looking for something to track time and bill clients, ideally cloud. Budget's roughly 300 a month all in.",
        expect: {
          answers: ["recommend"],
          recommends: { oneOf: [PRACTICE, TIME_BILLING] },
          remembers: { seats: 12, budget: { cents: 300_00, period: "month", hard: false } },
        },
      },
      {
        // Practice Manager: QuickBooks Online, Xero, … not QuickBooks Desktop.
        say: "does that hook into quickbooks desktop at all?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PRACTICE, with: "QuickBooks Desktop", is: "no" }],
        },
      },
      {
        // Time & Billing Desktop, $449 once, against Practice Manager's $8,496 first year.
        say: "what's the cheapest option you've got that does time tracking, even if it's not cloud?",
        expect: { cost: [{ product: TIME_BILLING, quantity: 1 }] },
      },
      {
        say: "how do those two stack up against each other",
        expect: { answers: ["compare"], compares: [PRACTICE, TIME_BILLING] },
      },
      {
        say: "ok email me a summary",
        expect: { answers: ["memo"] },
      },
    ],
  },
  {
    id: "lead s6 J: a solo EA with rentals after a cheap depreciation schedule",
    turns: [
      {
        say: "Solo EA here. I do maybe 300 returns a season, mostly individuals, some rental properties. Want something cheap for the depreciation schedules on the rentals.",
        expect: { remembers: { seats: 1 } },
      },
      {
        // A perpetual licence: $39 once.
        say: "is that a one time thing or do I keep paying",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ASSET_SCHEDULE, about: /licence term/, is: "yes" }],
        },
      },
      {
        // Not included: "Section 179 and bonus depreciation calculations".
        say: "can it do bonus depreciation?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ASSET_SCHEDULE, about: /bonus/, is: "no" }],
        },
      },
      {
        // The worksheet: quarterly estimated payments, "Payments made and balance still due".
        say: "cool. and is there anything for tracking my clients' estimated tax payments?",
        expect: { answers: ["coverage"], lists: { includes: [ESTIMATES] } },
      },
    ],
  },
  {
    id: "lead s6 L: a family office of three, up to 6k for the year",
    turns: [
      {
        // Plan Studio: $149 x 3 = $447 a month, $5,364 the first year.
        say: "Family office, 3 of us. We want planning software with Monte Carlo and something to look at portfolio performance. Can spend up to 6k for the year.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PLAN] },
          remembers: { seats: 3, budget: { cents: 6000_00, period: "year", hard: false } },
        },
      },
      {
        // Both: $5,364 + Portfolio Analytics $199 a month ($2,388) = $7,752 the first year.
        say: "what would both come to per year for the three of us?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PLAN, quantity: 3 },
            { product: PORTFOLIO, quantity: 1 },
          ],
          together: true,
          fits: { product: PLAN, fits: false },
        },
      },
      {
        say: "drop the portfolio one. just planning for 3",
        expect: {
          // Plan Studio alone: $5,364 the first year, within the $6,000.
          answers: ["recommend"],
          recommends: { includes: [PLAN], excludes: [PORTFOLIO], withinBudget: true },
        },
      },
      {
        // $149 x 4 = $596 a month, $7,152 the first year: above the $6,000.
        say: "actually it's 4 of us now, our new analyst starts monday",
        expect: {
          remembers: { seats: 4 },
          cost: [{ product: PLAN, quantity: 4 }],
          fits: { product: PLAN, fits: false },
        },
      },
      {
        say: "does plan studio connect to schwab or any custodian?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PLAN, with: "Charles Schwab", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "lead s6 M: a payroll bureau of five for sixty small businesses",
    turns: [
      {
        // Payroll Cloud: $69 x 60 = $4,140 a month, $49,680 the first year. Payroll Desktop's
        // sheet caps clients at 50 and lists "Direct deposit" as not included.
        say: "we run payroll for about 60 small businesses, 5 staff on our side. need direct deposit and quarterly 941s. what do you have",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_CLOUD], excludes: [PAYROLL_DESKTOP] },
          remembers: { seats: 5, clients: 60 },
        },
      },
      {
        // Priced per client: the 60 businesses count, the 5 staff do not.
        say: "is that priced per business or per staff member?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_CLOUD, about: /per client/, is: "yes" }],
          cost: [{ product: PAYROLL_CLOUD, quantity: 60 }],
        },
      },
      {
        say: "what's the yearly number then",
        expect: { answers: ["cost"], cost: [{ product: PAYROLL_CLOUD, quantity: 60 }] },
      },
      {
        // Its features: "Employee self-service pay stubs".
        say: "can our clients log in and see their own paystubs?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_CLOUD, about: /self-service|pay stub/i, is: "yes" }],
        },
      },
      {
        // Payroll Desktop: not included "Direct deposit", clients capped at 50; the Compliance
        // Monitor: not included "Running payroll".
        say: "Which of your products would NOT work for us and why",
        expect: {
          answers: ["misfits"],
          verdicts: [
            { product: PAYROLL_DESKTOP, about: /direct deposit/i, is: "no" },
            { product: PAYROLL_DESKTOP, about: /clients/i, is: "no" },
            { product: PAYROLL_MONITOR, about: /running payroll/i, is: "no" },
          ],
        },
      },
    ],
  },
  {
    id: "lead s6 N: a two-person practice automating categorisation for thirty clients on Xero",
    turns: [
      {
        // Autopilot categorises ("Readable, auditable categorisation rules") but its sheet caps
        // clients at 25; Close Manager and Receipt Capture list "Bank feeds and categorisation"
        // as not included. Nothing is recommended.
        say: "We're a 2-person bookkeeping practice with 30 clients, all on Xero. We want to automate categorising transactions, under $150/month.",
        expect: {
          answers: ["recommend"],
          recommends: { excludes: [CLOSE_MANAGER, RECEIPTS, AUTOPILOT] },
          remembers: {
            seats: 2,
            clients: 30,
            budget: { cents: 150_00, period: "month", hard: false },
          },
        },
      },
      {
        // Autopilot: $89 a month for the firm, $1,068 the first year.
        say: "what would autopilot run us then?",
        expect: { answers: ["cost"], cost: [{ product: AUTOPILOT, quantity: 1 }] },
      },
      {
        say: "does it work with xero?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: AUTOPILOT, with: "Xero", is: "yes" }],
        },
      },
    ],
  },
];
