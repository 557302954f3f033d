import type { Expectation } from "./scenarios.js";

/**
 * The regression set's fourth held-out round: new firms, not new wordings of the old ones. Each
 * conversation is written once, in one voice, with its own expectations (facts and numbers, as in
 * scenarios.ts): follow-ups by "it", "both", "the cheaper one"; corrections; budgets and headcounts
 * in ordinary words; integration questions; Spanish conversations. Written from the catalogue's
 * sheets before the engine was run on them, and scored once before any change (docs/advisor.md).
 */
export interface NewFirm {
  id: string;
  /** The conversation is held in Spanish: every reply must be in Spanish. */
  spanish?: boolean;
  turns: Array<{ say: string; expect: Expectation }>;
}

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const TAX_PLANNER = "Ledgerpoint Tax Planner";
const PORTAL = "Harborview Client Portal";
const ESIGN = "Harborview e-Signature";
const VAULT = "Brightfile Document Vault";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const RECEIPTS = "Tickmark Receipt Capture";
const CLOSE = "Tickmark Close Manager";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const PAYROLL_MONITOR = "Quarterline Payroll Compliance Monitor";
const WORKPAPERS = "Fieldstone Audit Workpapers";
const AUDIT_ENT = "Fieldstone Engagement Suite Enterprise";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const ESTATE = "Trustwell Estate Planning Modeler";
const SALES_TAX = "Sable Sales Tax Compliance";
const FUND = "Cedarline Nonprofit Fund Accounting";
const F990 = "Cedarline Form 990 Preparer";
const PRACTICE = "Tallystone Practice Manager";
const CRM = "Larkspur CRM for Accounting Firms";
const KESTREL = "Kestrel Trial Balance & Financial Statements";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const SLATEFORM = "Slateform 1099 & W-2 E-File Desktop";

export const FOURTH_ROUND: NewFirm[] = [
  {
    id: "seven bookkeepers on Xero with a ceiling",
    turns: [
      {
        say: "There are seven of us doing the monthly books for about 30 small businesses, all of them on Xero. We can't go above $900 a month. What do you suggest?",
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true, excludes: [AUTOPILOT] },
          remembers: {
            seats: 7,
            clients: 30,
            budget: { cents: 900_00, period: "month", hard: true },
          },
        },
      },
      {
        say: "Does Tickmark's receipt app work with Xero?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: RECEIPTS, with: "Xero", is: "yes" }],
        },
      },
      {
        say: "What would it cost for all 30 clients?",
        expect: { answers: ["cost"], cost: [{ product: RECEIPTS, quantity: 30 }] },
      },
      {
        say: "Add Close Manager for the seven of us. What do both come to, monthly and for the year?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: RECEIPTS, quantity: 30 },
            { product: CLOSE, quantity: 7 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "two partners in Miami, in Spanish",
    spanish: true,
    turns: [
      {
        say: "Somos un despacho de dos socios en Miami; preparamos declaraciones 1040 y de sociedades (1065 y 1120-S). ¿Qué programa de impuestos nos recomiendan?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PRO], excludes: [TAX_BASIC] },
          remembers: { seats: 2 },
        },
      },
      {
        say: "¿Ledgerpoint Professional funciona en Mac?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /mac/i, is: "no" }],
        },
      },
      {
        say: "¿Cuánto cuesta el primer año?",
        expect: {
          answers: ["cost"],
          cost: [{ product: TAX_PRO, quantity: 2 }],
          notAmounts: [2 * 1299_00],
        },
      },
      {
        say: "¿Y el portal de Harborview para los dos, cuánto al mes?",
        expect: { answers: ["cost"], cost: [{ product: PORTAL, quantity: 2 }] },
      },
    ],
  },
  {
    id: "a payroll bureau on ADP that miscounted",
    turns: [
      {
        say: "We process payroll for 60 employers, most of them on ADP. Anything that keeps an eye on their deposit deadlines?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [PAYROLL_MONITOR] },
          remembers: { clients: 60 },
        },
      },
      {
        say: "Does it connect with ADP?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PAYROLL_MONITOR, with: "ADP", is: "yes" }],
        },
      },
      {
        say: "Sorry, I counted wrong: it's 80 employers, not 60. What's the monthly cost then?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PAYROLL_MONITOR, quantity: 80 }],
          remembers: { clients: 80 },
        },
      },
      {
        say: "Could the Copperline desktop edition handle all 80?",
        expect: {
          answers: ["capability"],
          states: [{ product: PAYROLL_DESKTOP, about: /client/i, value: "50" }],
        },
      },
    ],
  },
  {
    id: "a one-woman practice for small charities",
    turns: [
      {
        say: "I'm a one-woman shop working for small charities. I need fund accounting and something to prepare their 990s.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FUND, F990] },
          remembers: { seats: 1 },
        },
      },
      {
        say: "What do both come to in the first year?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: FUND, quantity: 1 },
            { product: F990, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        say: "Can the 990 one do a 990-T?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: F990, about: /990-T/i, is: "no" }],
        },
      },
      {
        say: "Which of the two is cheaper over a year?",
        expect: { answers: ["cost"], cheapest: F990 },
      },
    ],
  },
  {
    id: "three advisers with Schwab accounts, in Spanish",
    spanish: true,
    turns: [
      {
        say: "Somos una firma de asesoría financiera con 3 asesores y nuestros clientes tienen sus cuentas en Schwab. ¿Qué software se conecta con Schwab?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [PLAN, PORTFOLIO] },
          remembers: { seats: 3 },
        },
      },
      {
        say: "¿Cuánto costarían los dos al mes para los 3 asesores?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PLAN, quantity: 3 },
            { product: PORTFOLIO, quantity: 3 },
          ],
          together: true,
        },
      },
      {
        say: "¿Cuál sale más barato?",
        expect: { answers: ["cost"], cheapest: PORTFOLIO },
      },
      {
        say: "¿Plan Studio hace proyecciones del impuesto sucesorio?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PLAN, about: /estate/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "nine auditors on QuickBooks Desktop files",
    turns: [
      {
        say: "audit firm, nine staff, we need workpapers that can pull in quickbooks desktop files",
        expect: {
          answers: ["recommend"],
          recommends: { oneOf: [WORKPAPERS, AUDIT_ENT] },
          remembers: { seats: 9 },
        },
      },
      {
        say: "how much a month is your first pick for the 9 of us",
        expect: { answers: ["cost"], costOfRecommended: { positions: [0], quantity: 9 } },
      },
      {
        say: "compare the fieldstone workpapers with the enterprise suite",
        expect: { answers: ["compare"], compares: [WORKPAPERS, AUDIT_ENT] },
      },
      {
        say: "does the workpapers one have sampling built in",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: WORKPAPERS, about: /sampling/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a four-preparer office on a yearly figure, then a firmer one",
    turns: [
      {
        say: "Small tax office, 4 preparers, individual returns only. We'd like to stay around $2,000 for the year.",
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: { seats: 4, budget: { cents: 2000_00, period: "year", hard: false } },
        },
      },
      {
        say: "Actually the partners say $1,500 a year and not a penny more.",
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: { budget: { cents: 1500_00, period: "year", hard: true } },
        },
      },
      {
        say: "How many users does Ledgerpoint Basic allow?",
        expect: {
          answers: ["capability"],
          states: [{ product: TAX_BASIC, about: /user/i, value: "1" }],
        },
      },
      {
        say: "What about Ledgerpoint's tax planner for the 4 of us, per month?",
        expect: { answers: ["cost"], cost: [{ product: TAX_PLANNER, quantity: 4 }] },
      },
    ],
  },
  {
    id: "a fractional CFO firm asking what connects to what",
    turns: [
      {
        say: "Which of your products work with NetSuite?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [AUDIT_ENT, FORECAST], excludes: [KESTREL] },
        },
      },
      {
        say: "Sage Intacct?",
        expect: { answers: ["coverage"], lists: { includes: [KESTREL, AUDIT_ENT, FORECAST] } },
      },
      {
        say: "Does the Tidewater one connect to Xero as well?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: FORECAST, with: "Xero", is: "yes" }],
        },
      },
      {
        say: "How much is it a month for 5 client companies?",
        expect: { answers: ["cost"], cost: [{ product: FORECAST, quantity: 5 }] },
      },
    ],
  },
  {
    id: "a dozen Shopify stores, in Spanish",
    spanish: true,
    turns: [
      {
        say: "Llevamos la contabilidad de una docena de tiendas de Shopify y el impuesto sobre las ventas nos trae de cabeza. ¿Qué nos ofrecen?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SALES_TAX] },
          remembers: { clients: 12 },
        },
      },
      {
        say: "¿Cuánto sería al mes para las 12 tiendas?",
        expect: { answers: ["cost"], cost: [{ product: SALES_TAX, quantity: 12 }] },
      },
      {
        say: "¿Lo presenta y lo paga por nosotros?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SALES_TAX, about: /fil|pay/i, is: "no" }],
        },
      },
      {
        say: "¿Se conecta con Amazon Seller Central?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: SALES_TAX, with: "Amazon Seller Central", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "ten people choosing between a practice manager and a CRM",
    turns: [
      {
        say: "We're a ten-person firm and I'm torn between Tallystone Practice Manager and the Larkspur CRM. Can you put them side by side?",
        expect: { answers: ["compare"], compares: [PRACTICE, CRM], remembers: { seats: 10 } },
      },
      {
        say: "Which one works out cheaper for the ten of us?",
        expect: { answers: ["cost"], cheapest: CRM },
      },
      {
        say: "Does the cheaper one do time and billing?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CRM, about: /time|billing/i, is: "no" }],
        },
      },
      {
        say: "And does Tallystone hook up to Stripe?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PRACTICE, with: "Stripe", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "a buyer asking about the store",
    turns: [
      {
        say: "If we buy a template and it turns out to be the wrong one, can we get our money back?",
        expect: { answers: ["policy"], policy: ["refunds"] },
      },
      {
        say: "When can I reach one of your people?",
        expect: { answers: ["policy"], policy: ["support_hours"] },
      },
      {
        say: "Do the subscriptions start with a free period?",
        expect: { answers: ["policy"], policy: ["trials"] },
      },
    ],
  },
  {
    id: "questions outside the listings, from a new firm",
    turns: [
      {
        say: "Can you recommend a good bookkeeper near Columbus, Ohio?",
        expect: { declines: true },
      },
      {
        say: "What will the IRS mileage rate be next year?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "two estate planners",
    turns: [
      {
        say: "Estate planning practice, two planners. We need estate tax projections for clients.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [ESTATE], excludes: [PLAN] },
          remembers: { seats: 2 },
        },
      },
      {
        say: "Price of the Trustwell one for both of us?",
        expect: { answers: ["cost"], cost: [{ product: ESTATE, quantity: 2 }] },
      },
      {
        say: "Is it a one-time purchase or does it renew every year?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESTATE, about: /licen|term|one-time|renew|perpetual/i, is: "yes" }],
        },
      },
      {
        say: "Does it prepare Form 706?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESTATE, about: /706/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a document vault for six, then nine, in Spanish",
    spanish: true,
    turns: [
      {
        say: "¿Cuánto cuesta Brightfile Document Vault para 6 usuarios?",
        expect: { answers: ["cost"], cost: [{ product: VAULT, quantity: 6 }] },
      },
      {
        say: "Perdón, somos 9, no 6.",
        expect: {
          answers: ["cost"],
          cost: [{ product: VAULT, quantity: 9 }],
          remembers: { seats: 9 },
        },
      },
      {
        say: "¿Tiene firma electrónica?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: VAULT, about: /sign/i, is: "no" }],
        },
      },
      {
        say: "¿Y cuál de sus productos sí tiene firma electrónica?",
        expect: { answers: ["coverage"], lists: { includes: [ESIGN], excludes: [VAULT] } },
      },
    ],
  },
  {
    id: "1099 season for forty clients, typed fast",
    turns: [
      {
        say: "need to efile 1099-NEC for ~40 clinets, wat do u have",
        expect: { recommends: { oneOf: [SLATEFORM] }, remembers: { clients: 40 } },
      },
      {
        say: "does slateform do 1099-K",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SLATEFORM, about: /1099-K/i, is: "no" }],
        },
      },
      {
        say: "ok price for it?",
        expect: {
          answers: ["cost"],
          cost: [{ product: SLATEFORM, quantity: 1 }],
          notAmounts: [40 * 199_00],
        },
      },
    ],
  },
  {
    id: "an all-Mac office of three",
    turns: [
      {
        say: "We're an all-Mac office of three. Can we use Kestrel Trial Balance?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: KESTREL, about: /mac/i, is: "no" }],
          remembers: { seats: 3 },
        },
      },
      {
        say: "Do you have anything for compiled financial statements that runs in a browser?",
        expect: { answers: ["coverage"], lists: { excludes: [KESTREL, CLOSE] } },
      },
    ],
  },
];
