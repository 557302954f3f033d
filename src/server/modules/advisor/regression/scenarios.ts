import type { OnboardingData } from "../../../../shared/advisor/onboarding.js";

/**
 * The advisor's regression set (issue 43): conversations as new firms hold them, on the seeded
 * catalogue, each turn written four ways: short, chatty, with typos, and in Spanish. A scenario is
 * played once per style. Half of the (scenario, style) runs are for tuning, the other half is held
 * out (`heldOut`); docs/advisor.md reports the two scores apart.
 *
 * Expectations are about facts and numbers, never wording: which tool answered, the totals for N
 * seats or clients (checked against an independent calculation in run-scenario.ts), yes / no /
 * not stated per the fact sheet, what is remembered, and what is recommended. Every turn is also
 * checked for claims its citations do not support, repeated replies and insights that differ from
 * the chat.
 *
 * The phrasings were written from the catalogue's facts and this scenario list before the engine
 * that answers them existed.
 */

export const STYLES = ["short", "chatty", "typos", "es"] as const;
export type Style = (typeof STYLES)[number];

export type Verdict = "yes" | "no" | "unknown";

export interface Expectation {
  /** Kinds of answer the reply must contain, the first one first. */
  answers?: Array<
    | "cost"
    | "facts"
    | "capability"
    | "integration"
    | "coverage"
    | "compare"
    | "overlap"
    | "cheaper"
    | "policy"
    | "recommend"
    | "decline"
    | "ack"
    | "memo"
    | "misfits"
  >;
  /** Costs for these products at these quantities (of the product's own unit). */
  cost?: Array<{ product: string; quantity: number }>;
  /** Costs of the current recommendation's products at these positions (0 = first). */
  costOfRecommended?: { positions: number[] | "all"; quantity: number };
  /** The reply gives the lines' total as well (monthly and first year). */
  together?: boolean;
  /** Amounts (in cents) that must not appear: the per-user price multiplied for a per-firm one. */
  notAmounts?: number[];
  /** What the reply must say, as a fact answer: product, what about, and yes / no / not stated. */
  verdicts?: Array<{ product: string; about: RegExp; is: Verdict }>;
  integrations?: Array<{ product: string; with: string; is: Verdict }>;
  /** A stated fact: its value must be what the reply gives (a limit, a count). */
  states?: Array<{ product: string; about: RegExp; value: string }>;
  /** A list of products doing something: those that must be in it and those that must not. */
  lists?: { includes?: string[]; excludes?: string[]; empty?: boolean };
  compares?: string[];
  policy?: Array<"refunds" | "trials" | "support_hours" | "delivery" | "licences">;
  recommends?: {
    includes?: string[];
    oneOf?: string[];
    excludes?: string[];
    /** Every recommended product, at the firm's seats or clients, fits the budget. */
    withinBudget?: boolean;
    /** The product the previous turn's recommendation had at this position is gone. */
    drops?: number;
  };
  declines?: boolean;
  remembers?: {
    seats?: number;
    clients?: number;
    budget?: { cents: number; period: "month" | "year"; hard: boolean };
  };
  /** Of the products in question, this one costs least for the firm. */
  cheapest?: string;
  /** Whether a product fits the budget the firm gave. */
  fits?: { product: string; fits: boolean };
  /** Every product listed costs less than this one. */
  cheaperThan?: string;
}

export interface ScenarioTurn {
  say: Record<Style, string>;
  expect: Expectation;
}

export interface Scenario {
  id: string;
  wizard?: OnboardingData;
  wizardExpect?: Expectation;
  turns: ScenarioTurn[];
}

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const PORTAL = "Harborview Client Portal";
const ESIGN = "Harborview e-Signature";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const PAYROLL_MONITOR = "Quarterline Payroll Compliance Monitor";
const PAYROLL_TABLES = "Sable Multi-State Payroll Tax Tables";
const W2_CHECKLIST = "Year-End Payroll & W-2 Checklist";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const RECEIPTS = "Tickmark Receipt Capture";
const CLOSE = "Tickmark Close Manager";
const WORKPAPERS = "Fieldstone Audit Workpapers";
const SAMPLING = "Fieldstone Audit Sampling Tool";
const AUDIT_ENT = "Fieldstone Engagement Suite Enterprise";
const AUDIT_CHECKLIST = "Audit Planning & Risk Assessment Checklist";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const RETIREMENT = "Northgate Retirement Income Planner";
const SALES_TAX = "Sable Sales Tax Compliance";
const FUND = "Cedarline Nonprofit Fund Accounting";
const F990 = "Cedarline Form 990 Preparer";
const PRACTICE = "Tallystone Practice Manager";
const VAULT = "Brightfile Document Vault";
const KESTREL = "Kestrel Trial Balance & Financial Statements";
const LETTERS = "Engagement Letter Pack for Tax & Accounting Firms";
const QUILLMARK = "Quillmark Letter Builder";

const PAYROLL_PRODUCTS = [PAYROLL_CLOUD, PAYROLL_DESKTOP, PAYROLL_MONITOR, PAYROLL_TABLES];

export const SCENARIOS: Scenario[] = [
  {
    id: "payroll bureau with 140 client companies",
    turns: [
      {
        say: {
          short: "payroll software for a bureau with 140 client companies",
          chatty:
            "Hi there, we're a small bureau and we run payroll for about 140 client businesses. What would you suggest?",
          typos: "we do payrol for 140 clinets, what do u have",
          es: "Hacemos la nómina de 140 empresas clientes. ¿Qué nos recomiendan?",
        },
        expect: {
          answers: ["recommend"],
          recommends: { oneOf: [PAYROLL_CLOUD, PAYROLL_MONITOR], excludes: [PAYROLL_DESKTOP] },
          remembers: { clients: 140 },
        },
      },
      {
        say: {
          short: "Payroll Cloud for all 140 — monthly?",
          chatty:
            "OK, and what would Payroll Cloud actually cost us each month with all 140 clients on it?",
          typos: "how much is payroll cloud for the 140 clents per month",
          es: "¿Cuánto costaría Payroll Cloud al mes con los 140 clientes?",
        },
        expect: { answers: ["cost"], cost: [{ product: PAYROLL_CLOUD, quantity: 140 }] },
      },
      {
        say: {
          short: "Does it integrate with Gusto?",
          chatty: "A few of our clients already use Gusto — does Payroll Cloud connect to it?",
          typos: "does it work w/ gusto",
          es: "¿Se integra con Gusto?",
        },
        expect: {
          answers: ["integration"],
          integrations: [{ product: PAYROLL_CLOUD, with: "Gusto", is: "no" }],
        },
      },
      {
        say: {
          short: "the desktop one — how many clients can it take?",
          chatty: "Out of curiosity, what's the client limit on the Copperline desktop version?",
          typos: "copperline desktop max number of clients?",
          es: "¿Y la versión de escritorio de Copperline, cuántos clientes admite?",
        },
        expect: {
          answers: ["capability"],
          states: [{ product: PAYROLL_DESKTOP, about: /client/i, value: "50" }],
        },
      },
    ],
  },
  {
    id: "tax firm with twelve preparers and a portal",
    turns: [
      {
        say: {
          short: "12 preparers. 1040s and business returns. Need a client portal too.",
          chatty:
            "We're a CPA firm with twelve preparers doing individual and business returns, and clients keep emailing us documents — we need a portal as well. Ideas?",
          typos: "12 prepares, indivdual + busines returns, also want a client portl",
          es: "Somos 12 preparadores, hacemos declaraciones individuales y de empresas, y necesitamos también un portal para clientes.",
        },
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PRO, PORTAL], excludes: [TAX_BASIC] },
          remembers: { seats: 12 },
        },
      },
      {
        say: {
          short: "Total for both for 12 users, first year?",
          chatty:
            "Can you add up what those two would cost us in the first year, with all twelve of us using them?",
          typos: "wats the first year total for both w/ 12 seats",
          es: "¿Cuánto sería el total del primer año de los dos para 12 usuarios?",
        },
        expect: {
          answers: ["cost"],
          cost: [
            { product: TAX_PRO, quantity: 12 },
            { product: PORTAL, quantity: 12 },
          ],
          together: true,
          notAmounts: [1299_00 * 12],
        },
      },
      {
        say: {
          short: "Is Ledgerpoint Pro a one-time purchase?",
          chatty:
            "Just to be sure: with Ledgerpoint Professional, do we pay once and own it forever?",
          typos: "ledgerpoint pro - pay once and keep it?",
          es: "¿Ledgerpoint Professional es un pago único para siempre?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /licen|term|one-time|renew/i, is: "no" }],
        },
      },
      {
        say: {
          short: "Does the portal do e-signatures?",
          chatty:
            "Another thing, can clients sign their engagement letters inside the Harborview portal?",
          typos: "can clients e-sign in harborview portal",
          es: "¿Los clientes pueden firmar electrónicamente en el portal de Harborview?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTAL, about: /sign/i, is: "yes" }],
        },
      },
    ],
  },
  {
    id: "Autopilot by its short name",
    turns: [
      {
        say: {
          short: "Does Autopilot work with Xero?",
          chatty:
            "Quick one — we keep books for a bunch of clients on Xero. Does the Tickmark Autopilot thing connect to it?",
          typos: "autopilot + xero integration?",
          es: "¿Autopilot funciona con Xero?",
        },
        expect: {
          answers: ["integration"],
          integrations: [{ product: AUTOPILOT, with: "Xero", is: "yes" }],
        },
      },
      {
        say: {
          short: "QuickBooks Desktop?",
          chatty: "What about clients still on QuickBooks Desktop — would it work for them?",
          typos: "and quickbooks desktp?",
          es: "¿Y con QuickBooks Desktop?",
        },
        expect: {
          answers: ["integration"],
          integrations: [{ product: AUTOPILOT, with: "QuickBooks Desktop", is: "no" }],
        },
      },
      {
        say: {
          short: "price for 25 clients",
          chatty: "We have 25 client companies right now — what would Autopilot run us per month?",
          typos: "how much w/ 25 clinets",
          es: "¿Cuánto cuesta para 25 clientes?",
        },
        expect: {
          answers: ["cost"],
          cost: [{ product: AUTOPILOT, quantity: 25 }],
          notAmounts: [89_00 * 25],
          remembers: { clients: 25 },
        },
      },
      {
        say: {
          short: "we'll grow to 40 clients next year, still ok?",
          chatty:
            "We're expecting to be at around 40 clients next year. Will Autopilot still cover us?",
          typos: "ok at 40 clients?",
          es: "El año que viene tendremos unos 40 clientes, ¿sigue sirviendo?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: AUTOPILOT, about: /client/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "RIA with four advisors on Plan Studio",
    turns: [
      {
        say: {
          short: "Plan Studio for 4 advisors — monthly cost?",
          chatty:
            "We're an RIA with four advisors. How much would Northgate Plan Studio be per month for all of us?",
          typos: "plan studo for 4 advisers per month?",
          es: "¿Cuánto cuesta Plan Studio al mes para 4 asesores?",
        },
        expect: {
          answers: ["cost"],
          cost: [{ product: PLAN, quantity: 4 }],
          remembers: { seats: 4 },
        },
      },
      {
        say: {
          short: "Estate tax projections?",
          chatty: "Does it handle estate tax projections? A lot of our clients ask about that.",
          typos: "does it do estate tax projecitons",
          es: "¿Hace proyecciones del impuesto sucesorio?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PLAN, about: /estate/i, is: "no" }],
        },
      },
      {
        say: {
          short: "compare with Portfolio Analytics",
          chatty: "How does it stack up against Northgate Portfolio Analytics?",
          typos: "plan studio vs portfolio analytcs",
          es: "Compáralo con Portfolio Analytics.",
        },
        expect: {
          answers: ["compare"],
          compares: [PLAN, PORTFOLIO],
          cost: [
            { product: PLAN, quantity: 4 },
            { product: PORTFOLIO, quantity: 4 },
          ],
        },
      },
      {
        say: {
          short: "cheaper one for 4 of us?",
          chatty: "Which of the two works out cheaper for the four of us?",
          typos: "which is cheapr for 4",
          es: "¿Cuál sale más barato para los 4?",
        },
        expect: { answers: ["cost"], cheapest: PORTFOLIO },
      },
    ],
  },
  {
    id: "nonprofit returns on the 990 Preparer",
    turns: [
      {
        say: {
          short: "Does the 990 Preparer do 990-PF?",
          chatty:
            "We prepare returns for a few private foundations. Can the Cedarline 990 Preparer handle Form 990-PF?",
          typos: "990 preparer file 990pf?",
          es: "¿El 990 Preparer hace el formulario 990-PF?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: F990, about: /990-PF/i, is: "no" }],
        },
      },
      {
        say: {
          short: "990-EZ?",
          chatty: "And the smaller ones, the 990-EZ returns?",
          typos: "wat about 990 ez",
          es: "¿Y el 990-EZ?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: F990, about: /990-EZ/i, is: "yes" }],
        },
      },
      {
        say: {
          short: "Price of it plus the fund accounting for 3 users, first year",
          chatty:
            "If we bought the 990 Preparer and Cedarline's fund accounting for three users, what's the first-year bill?",
          typos: "first yr cost 990 preparer + fund accounting 3 users",
          es: "¿Cuánto es el primer año del 990 Preparer más la contabilidad de fondos para 3 usuarios?",
        },
        expect: {
          answers: ["cost"],
          cost: [
            { product: F990, quantity: 3 },
            { product: FUND, quantity: 3 },
          ],
          together: true,
          notAmounts: [399_00 * 3],
        },
      },
    ],
  },
  {
    id: "solo bookkeeper with a hard cap, then a lower one",
    turns: [
      {
        say: {
          short: "Solo bookkeeper, hard cap $100/month. Recommendations?",
          chatty:
            "I'm a one-person bookkeeping practice and I really can't go over $100 a month on software. What would you recommend?",
          typos: "solo bookeeper, max 100 a month, what do u recomend",
          es: "Soy contable independiente y tengo un tope de 100 dólares al mes. ¿Qué me recomiendan?",
        },
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: { seats: 1, budget: { cents: 100_00, period: "month", hard: true } },
        },
      },
      {
        say: {
          short: "Actually make that $60 max.",
          chatty: "Sorry, I went over my numbers again — it has to stay under $60 a month.",
          typos: "actualy 60 max",
          es: "Perdón, mejor un máximo de 60 dólares al mes.",
        },
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: { budget: { cents: 60_00, period: "month", hard: true } },
        },
      },
      {
        say: {
          short: "Does Autopilot fit that?",
          chatty: "Would Tickmark Autopilot fit in that?",
          typos: "does autopliot fit in 60",
          es: "¿Autopilot entra en ese presupuesto?",
        },
        expect: {
          answers: ["cost"],
          cost: [{ product: AUTOPILOT, quantity: 1 }],
          fits: { product: AUTOPILOT, fits: false },
        },
      },
    ],
  },
  {
    id: "six-person tax practice with a yearly target",
    turns: [
      {
        say: {
          short: "6 staff, tax prep + workflow tracking, about $5k a year",
          chatty:
            "We're a six-person tax practice. We'd like something to track jobs and deadlines, and we're thinking roughly five thousand dollars a year in total.",
          typos: "6 ppl tax office, need workflow/deadline tracking, around 5k/yr",
          es: "Somos 6 en un despacho de impuestos, queremos controlar trabajos y plazos, unos 5.000 dólares al año.",
        },
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PRACTICE] },
          remembers: { seats: 6, budget: { cents: 5000_00, period: "year", hard: false } },
        },
      },
      {
        say: {
          short: "Cost of Tallystone for the 6 of us per year?",
          chatty: "What does Tallystone Practice Manager come to over a year for six users?",
          typos: "tallystone pm yearly for 6",
          es: "¿Cuánto cuesta Tallystone Practice Manager al año para 6 usuarios?",
        },
        expect: { answers: ["cost"], cost: [{ product: PRACTICE, quantity: 6 }] },
      },
      {
        say: {
          short: "Does it store documents?",
          chatty: "Can we keep client documents in Tallystone too, or is that separate?",
          typos: "does tallystone store docs",
          es: "¿Tallystone guarda documentos?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PRACTICE, about: /document/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "what works with Gusto and ADP",
    turns: [
      {
        say: {
          short: "Which products integrate with Gusto?",
          chatty:
            "Our clients run payroll in Gusto. Is there anything in your store that hooks into it?",
          typos: "anything that works with gusto",
          es: "¿Qué productos se integran con Gusto?",
        },
        expect: { answers: ["coverage"], lists: { includes: [PAYROLL_MONITOR] } },
      },
      {
        say: {
          short: "And ADP?",
          chatty: "Same question for ADP, a couple of clients are on that.",
          typos: "what abt adp",
          es: "¿Y con ADP?",
        },
        expect: { answers: ["coverage"], lists: { includes: [PAYROLL_MONITOR] } },
      },
      {
        say: {
          short: "Price for 12 clients?",
          chatty: "What would the Quarterline monitor cost for twelve clients?",
          typos: "quarterline monitor 12 clients cost",
          es: "¿Cuánto cuesta el monitor de Quarterline para 12 clientes?",
        },
        expect: { answers: ["cost"], cost: [{ product: PAYROLL_MONITOR, quantity: 12 }] },
      },
    ],
  },
  {
    id: "do I need both a practice manager and a document vault",
    turns: [
      {
        say: {
          short: "Do I need both Tallystone Practice Manager and Brightfile Document Vault?",
          chatty:
            "I'm looking at Tallystone Practice Manager and the Brightfile Document Vault — do they overlap, or would we actually need both?",
          typos: "tallystone practice mgr and brightfile vault, need both??",
          es: "¿Necesito Tallystone Practice Manager y Brightfile Document Vault, o con uno basta?",
        },
        expect: { answers: ["overlap"], compares: [PRACTICE, VAULT] },
      },
      {
        say: {
          short: "Cost of both for 8 users?",
          chatty: "Okay. For eight people, what would the two together cost each month?",
          typos: "both for 8 users monthly",
          es: "¿Cuánto cuestan los dos al mes para 8 usuarios?",
        },
        expect: {
          answers: ["cost"],
          cost: [
            { product: PRACTICE, quantity: 8 },
            { product: VAULT, quantity: 8 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "the first two, then not the second",
    turns: [
      {
        say: {
          short: "Small firm, 5 people, bookkeeping and payroll for clients, budget $600/month",
          chatty:
            "Hi! We're a five-person firm doing bookkeeping and some payroll for small businesses. We can spend up to about $600 a month. What fits?",
          typos: "5 person firm, bookkeping + payrol, budget 600/mo",
          es: "Somos una firma de 5 personas, hacemos contabilidad y nómina para pequeñas empresas, con un presupuesto de 600 dólares al mes.",
        },
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: { seats: 5, budget: { cents: 600_00, period: "month", hard: false } },
        },
      },
      {
        say: {
          short: "first two for 5 users?",
          chatty: "What would the first two you listed cost for the five of us?",
          typos: "cost of the frist two for 5 users",
          es: "¿Cuánto cuestan los dos primeros para 5 usuarios?",
        },
        expect: { answers: ["cost"], costOfRecommended: { positions: [0, 1], quantity: 5 } },
      },
      {
        say: {
          short: "not the second one. something else?",
          chatty: "I'd rather skip the second one — what else could do that job?",
          typos: "drop the 2nd one, what else",
          es: "El segundo no me convence, ¿qué otra opción hay?",
        },
        expect: { answers: ["recommend"], recommends: { drops: 1, withinBudget: true } },
      },
    ],
  },
  {
    id: "store policies",
    turns: [
      {
        say: {
          short: "Refund policy?",
          chatty: "If we buy something and it doesn't work for us, can we get our money back?",
          typos: "can i get a refund",
          es: "¿Puedo pedir un reembolso?",
        },
        expect: { answers: ["policy"], policy: ["refunds"] },
      },
      {
        say: {
          short: "Free trials?",
          chatty: "Do your products come with a free trial so we can test before paying?",
          typos: "free trail?",
          es: "¿Tienen prueba gratis?",
        },
        expect: { answers: ["policy"], policy: ["trials"] },
      },
      {
        say: {
          short: "Support hours?",
          chatty: "When can we reach your support people? We work some Saturdays in tax season.",
          typos: "wat r ur support hours",
          es: "¿En qué horario atiende el soporte?",
        },
        expect: { answers: ["policy"], policy: ["support_hours"] },
      },
      {
        say: {
          short: "How do I get the software after buying?",
          chatty:
            "Once we pay, how do we actually receive what we bought — download, key, something else?",
          typos: "how do i get it after i pay",
          es: "Después de pagar, ¿cómo recibo el producto?",
        },
        expect: { answers: ["policy"], policy: ["delivery"] },
      },
    ],
  },
  {
    id: "questions the listings cannot answer",
    turns: [
      {
        say: {
          short: "Can you file my state return?",
          chatty: "Could you just prepare and file our client's California return for us?",
          typos: "can u file a state return for me",
          es: "¿Pueden presentar una declaración estatal por mí?",
        },
        expect: { answers: ["decline"], declines: true },
      },
      {
        say: {
          short: "What's the weather in Boston?",
          chatty: "Unrelated, but do you know if it's going to rain in Boston tomorrow?",
          typos: "whats the wether in boston",
          es: "¿Qué tiempo hace en Boston?",
        },
        expect: { answers: ["decline"], declines: true },
      },
      {
        say: {
          short: "Is Ledgerpoint better than TurboTax?",
          chatty: "Honestly, is Ledgerpoint any better than TurboTax?",
          typos: "ledgerpoint vs turbotax which better",
          es: "¿Ledgerpoint es mejor que TurboTax?",
        },
        expect: { answers: ["decline"], declines: true },
      },
    ],
  },
  {
    id: "a Mac office asking about tax software",
    turns: [
      {
        say: {
          short: "Does Ledgerpoint Basic run on a Mac?",
          chatty: "All our machines are Macs. Will Ledgerpoint Tax Suite Basic run on them?",
          typos: "ledgerpoint basic on mac?",
          es: "¿Ledgerpoint Tax Suite Basic funciona en Mac?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_BASIC, about: /mac/i, is: "no" }],
        },
      },
      {
        say: {
          short: "Any tax prep that runs in a browser?",
          chatty:
            "Is there any tax preparation software you sell that we could use from a web browser instead?",
          typos: "tax prep in browser?",
          es: "¿Hay algún programa de preparación de impuestos que funcione en el navegador?",
        },
        expect: { answers: ["coverage"], lists: { excludes: [TAX_PRO, TAX_BASIC] } },
      },
    ],
  },
  {
    id: "single sign-on, MFA, SOC 2 and the WISP",
    turns: [
      {
        say: {
          short: "Which products support SSO?",
          chatty: "Our IT person insists on single sign-on. Which of your tools support SSO?",
          typos: "wich tools have sso",
          es: "¿Qué productos tienen inicio de sesión único (SSO)?",
        },
        expect: { answers: ["coverage"], lists: { empty: true } },
      },
      {
        say: {
          short: "Harborview portal: MFA and SOC 2?",
          chatty:
            "For the Harborview Client Portal specifically — does it have multi-factor login, and is there a SOC 2 report?",
          typos: "harborview mfa + soc2?",
          es: "¿El portal de Harborview tiene autenticación multifactor e informe SOC 2?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: PORTAL, about: /multi-factor|mfa/i, is: "yes" },
            { product: PORTAL, about: /soc 2/i, is: "unknown" },
          ],
        },
      },
      {
        say: {
          short: "Does it help with the WISP requirement?",
          chatty: "And would it help us meet the IRS WISP requirement?",
          typos: "wisp requirment?",
          es: "¿Ayuda con el requisito WISP del IRS?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTAL, about: /wisp/i, is: "yes" }],
        },
      },
    ],
  },
  {
    id: "sales tax for online sellers",
    turns: [
      {
        say: {
          short: "Sales tax for Shopify sellers",
          chatty:
            "We do the books for several Shopify and Amazon sellers and sales tax is becoming a nightmare. Anything for that?",
          typos: "sales tax shopify clients",
          es: "Llevamos la contabilidad de vendedores de Shopify y el impuesto sobre las ventas es un problema. ¿Qué tienen?",
        },
        expect: { answers: ["recommend"], recommends: { includes: [SALES_TAX] } },
      },
      {
        say: {
          short: "For 8 clients?",
          chatty: "How much would that be if we put eight clients on it?",
          typos: "8 clients how much",
          es: "¿Cuánto sería para 8 clientes?",
        },
        expect: { answers: ["cost"], cost: [{ product: SALES_TAX, quantity: 8 }] },
      },
      {
        say: {
          short: "Does it file and pay the returns?",
          chatty:
            "Will it actually file and pay the sales tax returns for us, or just prepare them?",
          typos: "does it file & pay for us",
          es: "¿Presenta y paga las declaraciones por nosotros?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SALES_TAX, about: /fil|pay/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a twenty-person audit shop",
    turns: [
      {
        say: {
          short: "Fieldstone Workpapers for 20 staff, monthly?",
          chatty:
            "We're a 20-person audit shop. What would Fieldstone Audit Workpapers cost per month for everyone?",
          typos: "fieldstone workpapers 20 users monthly",
          es: "¿Cuánto cuesta Fieldstone Audit Workpapers al mes para 20 personas?",
        },
        expect: { answers: ["cost"], cost: [{ product: WORKPAPERS, quantity: 20 }] },
      },
      {
        say: {
          short: "Statistical sampling?",
          chatty: "Does it do statistical sampling?",
          typos: "does it do sampling",
          es: "¿Hace muestreo estadístico?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: WORKPAPERS, about: /sampling/i, is: "no" }],
        },
      },
      {
        say: {
          short: "Sampling tool for 5 seats?",
          chatty: "Then what would the Fieldstone sampling tool cost for five of us?",
          typos: "sampling tool 5 seats price",
          es: "¿Y la herramienta de muestreo de Fieldstone para 5 usuarios?",
        },
        expect: { answers: ["cost"], cost: [{ product: SAMPLING, quantity: 5 }] },
      },
    ],
  },
  {
    id: "trials of one product and another",
    turns: [
      {
        say: {
          short: "Free trial of Kestrel?",
          chatty: "Can we trial the Kestrel trial balance software before buying?",
          typos: "kestrel free trail?",
          es: "¿Kestrel tiene prueba gratuita?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: KESTREL, about: /trial/i, is: "no" }],
        },
      },
      {
        say: {
          short: "Close Manager?",
          chatty: "What about Tickmark Close Manager, is there a trial for that one?",
          typos: "close manger trial?",
          es: "¿Y Close Manager?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CLOSE, about: /trial/i, is: "yes" }],
        },
      },
      {
        say: {
          short: "what do I pay today for Close Manager, 3 users?",
          chatty:
            "If I start Close Manager for three users today, what gets charged now and what later?",
          typos: "close manager 3 users due today",
          es: "Si empiezo Close Manager hoy con 3 usuarios, ¿cuánto pago hoy y cuánto después?",
        },
        expect: { answers: ["cost"], cost: [{ product: CLOSE, quantity: 3 }] },
      },
    ],
  },
  {
    id: "a product by its vendor and a noun",
    turns: [
      {
        say: {
          short: "Northgate's retirement tool — price?",
          chatty: "What does the Northgate retirement planning software cost?",
          typos: "northgate retirment planner price",
          es: "¿Cuánto cuesta el planificador de jubilación de Northgate?",
        },
        expect: { answers: ["cost"], cost: [{ product: RETIREMENT, quantity: 1 }] },
      },
      {
        say: {
          short: "for 3 planners?",
          chatty: "And if three of our planners need it?",
          typos: "for 3 planers",
          es: "¿Y para 3 planificadores?",
        },
        expect: { answers: ["cost"], cost: [{ product: RETIREMENT, quantity: 3 }] },
      },
      {
        say: {
          short: "Does it do cash-flow plans?",
          chatty: "Can it build full cash-flow financial plans?",
          typos: "cash flow plans?",
          es: "¿Hace planes financieros de flujo de caja?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RETIREMENT, about: /cash/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "the wizard, then the headcount",
    wizard: {
      businessType: "small_firm",
      firmSize: "growing",
      services: ["Tax Preparation", "Bookkeeping"],
      currentChallenges: ["Collecting documents from clients"],
      goals: ["Save time and work more efficiently"],
      budget: "under_500",
      techComfort: "intermediate",
      timeframe: "soon",
    },
    wizardExpect: { answers: ["recommend"], recommends: { withinBudget: true } },
    turns: [
      {
        say: {
          short: "We're 4 people.",
          chatty: "Forgot to say — there are four of us in the office.",
          typos: "we r 4 ppl",
          es: "Somos 4 personas.",
        },
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: { seats: 4 },
        },
      },
      {
        say: {
          short: "Total monthly for those?",
          chatty: "What do your picks add up to per month for the four of us?",
          typos: "monthly total of ur picks",
          es: "¿Cuánto suman al mes sus recomendaciones?",
        },
        expect: {
          answers: ["cost"],
          costOfRecommended: { positions: "all", quantity: 4 },
          together: true,
        },
      },
    ],
  },
  {
    id: "seats corrected from ten to eight",
    turns: [
      {
        say: {
          short: "Harborview portal for 10 users?",
          chatty: "How much is the Harborview Client Portal for ten users?",
          typos: "harborveiw portal 10 users",
          es: "¿Cuánto cuesta el portal de Harborview para 10 usuarios?",
        },
        expect: { answers: ["cost"], cost: [{ product: PORTAL, quantity: 10 }] },
      },
      {
        say: {
          short: "sorry, 8 users",
          chatty: "Sorry, I miscounted — it's eight users, not ten.",
          typos: "oops 8 not 10",
          es: "Perdón, son 8 usuarios, no 10.",
        },
        expect: {
          answers: ["cost"],
          cost: [{ product: PORTAL, quantity: 8 }],
          remembers: { seats: 8 },
        },
      },
      {
        say: {
          short: "and the e-signature add-on for them?",
          chatty: "And Harborview's e-signature product for those eight?",
          typos: "harborview esign for the 8",
          es: "¿Y el de firma electrónica de Harborview para esos 8?",
        },
        expect: { answers: ["cost"], cost: [{ product: ESIGN, quantity: 8 }] },
      },
    ],
  },
  {
    id: "a firm licence and what it leaves out",
    turns: [
      {
        say: {
          short: "Can 3 of us use the engagement letter pack?",
          chatty: "If we buy the engagement letter pack, can all three people in the firm use it?",
          typos: "engagment letter pack for 3 ppl ok?",
          es: "¿Podemos usar el paquete de cartas de encargo entre 3 personas?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: LETTERS, about: /user|licen|firm/i, is: "yes" }],
          notAmounts: [49_00 * 3],
        },
      },
      {
        say: {
          short: "Does it include e-signature?",
          chatty: "Can we send the letters for e-signature straight from it?",
          typos: "esign included?",
          es: "¿Incluye firma electrónica?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: LETTERS, about: /sign/i, is: "no" }],
        },
      },
      {
        say: {
          short: "what can send them for signature then?",
          chatty: "So which of your products could send them out for signature?",
          typos: "what does e-signing then",
          es: "¿Entonces qué producto sirve para firmarlas electrónicamente?",
        },
        expect: {
          answers: ["coverage"],
          lists: { includes: [ESIGN], excludes: [LETTERS, QUILLMARK] },
        },
      },
    ],
  },
  {
    id: "something cheaper than the enterprise audit suite",
    turns: [
      {
        say: {
          short: "Something cheaper than Fieldstone Engagement Suite Enterprise for audits?",
          chatty:
            "The Fieldstone Enterprise suite is way beyond us. Anything cheaper for audit work?",
          typos: "cheaper than fieldstone enterprise for audit",
          es: "¿Hay algo más barato que Fieldstone Engagement Suite Enterprise para auditoría?",
        },
        expect: {
          answers: ["cheaper"],
          cheaperThan: AUDIT_ENT,
          lists: { includes: [WORKPAPERS], excludes: [AUDIT_ENT] },
        },
      },
      {
        say: {
          short: "Fieldstone Workpapers vs the Audit Planning checklist?",
          chatty:
            "How do Fieldstone Audit Workpapers and the Audit Planning & Risk Assessment Checklist compare?",
          typos: "workpapers vs audit planing checklist",
          es: "Compara Fieldstone Audit Workpapers con el Audit Planning & Risk Assessment Checklist.",
        },
        expect: { answers: ["compare"], compares: [WORKPAPERS, AUDIT_CHECKLIST] },
      },
    ],
  },
  {
    id: "two questions in one message",
    turns: [
      {
        say: {
          short:
            "How much is Receipt Capture for 15 clients and does it work with QuickBooks Online?",
          chatty:
            "Two things about Tickmark Receipt Capture: what would 15 clients cost, and does it connect to QuickBooks Online?",
          typos: "receipt capture 15 clients price + qbo?",
          es: "Sobre Tickmark Receipt Capture: ¿cuánto cuesta para 15 clientes y funciona con QuickBooks Online?",
        },
        expect: {
          answers: ["cost", "integration"],
          cost: [{ product: RECEIPTS, quantity: 15 }],
          integrations: [{ product: RECEIPTS, with: "QuickBooks Online", is: "yes" }],
        },
      },
      {
        say: {
          short: "Does it do bank feeds?",
          chatty: "Does it also pull in bank feeds and categorise them?",
          typos: "bank feeds?",
          es: "¿También importa los movimientos bancarios?",
        },
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RECEIPTS, about: /bank/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a tax practice that does no payroll",
    turns: [
      {
        say: {
          short: "Tax firm, 3 people, no payroll please",
          chatty:
            "We're a three-person tax practice. We don't do payroll at all, so please leave that out. What would you suggest?",
          typos: "3 person tax firm, we dont do payroll",
          es: "Somos un despacho de impuestos de 3 personas. No hacemos nómina. ¿Qué nos sugieren?",
        },
        expect: {
          answers: ["recommend"],
          recommends: { excludes: [...PAYROLL_PRODUCTS, W2_CHECKLIST] },
          remembers: { seats: 3 },
        },
      },
      {
        say: {
          short: "thanks!",
          chatty: "Thanks, that's really helpful.",
          typos: "thx",
          es: "¡Gracias!",
        },
        expect: { answers: ["ack"] },
      },
    ],
  },
];

/**
 * Whether a (scenario, style) run is held out: for the scenario at `index`, two of the four
 * styles, rotating, so every style is held out in half of the scenarios.
 */
export function heldOut(index: number, style: Style): boolean {
  const at = STYLES.indexOf(style);
  return at === index % 4 || at === (index + 1) % 4;
}
