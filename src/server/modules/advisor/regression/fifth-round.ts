import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's fifth held-out round: sixteen more new firms (none of the fourth round's),
 * written blind: from the catalogue's sheets (src/server/db/seed/catalogue.ts), the pricing
 * function (src/shared/offer.ts), the issue and the expectation checks only, without reading the
 * advisor's engine. Each conversation is in one voice (terse, chatty, typed fast, run-on, four
 * wholly in Spanish), with follow-ups by "it", "that one", "both", "the second one", "the cheaper
 * one", short names, corrections, negation, budgets and headcounts in ordinary words, and a few
 * questions the listings cannot answer. Expectations are facts and numbers only: totals are the
 * seed's price x quantity (per user, client or return; once for a per-firm price) x 12 for a
 * monthly term in the first year. Scored by `npx tsx scripts/advisor-score.ts`, first before any
 * change (docs/advisor.md); regression.test.ts runs it, with the turns still missed listed.
 */

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const PORTAL = "Harborview Client Portal";
const VAULT = "Brightfile Document Vault";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const RECEIPTS = "Tickmark Receipt Capture";
const CLOSE = "Tickmark Close Manager";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const PAYROLL_MONITOR = "Quarterline Payroll Compliance Monitor";
const WORKPAPERS = "Fieldstone Audit Workpapers";
const SAMPLING = "Fieldstone Audit Sampling Tool";
const AUDIT_ENT = "Fieldstone Engagement Suite Enterprise";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const RETIREMENT = "Northgate Retirement Income Planner";
const ESTATE = "Trustwell Estate Planning Modeler";
const SALES_TAX = "Sable Sales Tax Compliance";
const FUND = "Cedarline Nonprofit Fund Accounting";
const F990 = "Cedarline Form 990 Preparer";
const PRACTICE = "Tallystone Practice Manager";
const CAPACITY = "Tallystone Capacity Planner";
const CRM = "Larkspur CRM for Accounting Firms";
const KESTREL = "Kestrel Trial Balance & Financial Statements";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const WISP = "Written Information Security Plan (WISP) for Tax Practices";

export const FIFTH_ROUND: NewFirm[] = [
  {
    id: "a sole EA with four hundred returns",
    turns: [
      {
        // Basic: 1040 only and 150 federal e-files; the 1120-S and 400 returns need Professional.
        say: "EA, just me. ~400 returns a season, mostly 1040s but a handful of 1120-S. which tax software",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PRO], excludes: [TAX_BASIC] },
          remembers: { seats: 1 },
        },
      },
      {
        say: "how many efiles come with basic",
        expect: {
          answers: ["capability"],
          states: [{ product: TAX_BASIC, about: /e-?fil/i, value: "150" }],
        },
      },
      {
        say: "does anything here do K-1s?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [TAX_PRO], excludes: [TAX_BASIC] },
        },
      },
      {
        // $1,299 for the firm, a one-year licence.
        say: "k. pro price, and do i pay that every yr",
        expect: { answers: ["cost"], cost: [{ product: TAX_PRO, quantity: 1 }] },
      },
      {
        say: "does it talk to quickbooks desktop",
        expect: {
          answers: ["integration"],
          integrations: [{ product: TAX_PRO, with: "QuickBooks Desktop", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "a 25-person CPA firm with an audit practice in two offices",
    turns: [
      {
        say: "Hello! We're a 25-person CPA firm with two offices. About a third of our hours are audits and reviews, the rest is tax. We'd like audit software both offices can share, with one methodology across the firm. What would you suggest?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [AUDIT_ENT] },
          remembers: { seats: 25 },
        },
      },
      {
        say: "How does that stack up against Fieldstone's regular workpapers product?",
        expect: { answers: ["compare"], compares: [AUDIT_ENT, WORKPAPERS] },
      },
      {
        // $119 / user / month x 25 = $2,975 a month, $35,700 the first year.
        say: "What would the workpapers come to for all 25 of us, per month and for the first year?",
        expect: { answers: ["cost"], cost: [{ product: WORKPAPERS, quantity: 25 }] },
      },
      {
        // Enterprise: $1,500 once for the firm, against $35,700.
        say: "So which of the two is cheaper for us over the first year?",
        expect: { answers: ["cost"], cheapest: AUDIT_ENT },
      },
      {
        say: "Does the cheaper one work with NetSuite? A few of our audit clients run on it.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: AUDIT_ENT, with: "NetSuite", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "a two-person family office",
    turns: [
      {
        // Estate tax projections: only Trustwell (Plan Studio and the Retirement Income Planner
        // list them as not included); performance reporting on Schwab: Portfolio Analytics.
        say: "I run a family office, it's me and one associate so two of us, we look after about a dozen families and what I need is estate tax projections for them plus performance reporting across their Schwab accounts, what should we be looking at",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [ESTATE, PORTFOLIO] },
          remembers: { seats: 2, clients: 12 },
        },
      },
      {
        say: "Wouldn't Plan Studio cover the estate projections as well?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PLAN, about: /estate/i, is: "no" }],
        },
      },
      {
        say: "What does the second one you suggested come to for the two of us, monthly and first year?",
        expect: { answers: ["cost"], costOfRecommended: { positions: [1], quantity: 2 } },
      },
      {
        say: "And does Northgate's retirement planner link to Schwab too?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: RETIREMENT, with: "Charles Schwab", is: "no" }],
        },
      },
    ],
  },
  {
    id: "a nonprofit bookkeeping shop with eighteen clients",
    turns: [
      {
        say: "we do the books for 18 nonprofits, 3 bookkeepers here. need fund accounting w/ grant tracking, what do u recomend",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FUND] },
          remembers: { seats: 3, clients: 18 },
        },
      },
      {
        // $79 / user / month x 3 = $237 a month, $2,844 the first year.
        say: "cost for the 3 of us monthly + first yr?",
        expect: { answers: ["cost"], cost: [{ product: FUND, quantity: 3 }] },
      },
      {
        say: "does the 990 thing handle a 990-PF? one of them is a private foundation",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: F990, about: /990-PF/i, is: "no" }],
        },
      },
      {
        // No sheet lists them; the 990 Preparer's says not included.
        say: "does anything here do state charity registrations",
        expect: { answers: ["coverage"], lists: { empty: true } },
      },
    ],
  },
  {
    id: "a payroll bureau with two hundred client companies",
    turns: [
      {
        // The desktop edition stops at 50 client companies and has no direct deposit.
        say: "Payroll bureau. 200 client companies. Need to run payroll with direct deposit. Options?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_CLOUD], excludes: [PAYROLL_DESKTOP] },
          remembers: { clients: 200 },
        },
      },
      {
        // $69 / client / month x 200 = $13,800 a month, $165,600 the first year.
        say: "Copperline Cloud for all 200, per month and year one?",
        expect: { answers: ["cost"], cost: [{ product: PAYROLL_CLOUD, quantity: 200 }] },
      },
      {
        say: "it do benefits admin?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_CLOUD, about: /benefit/i, is: "no" }],
        },
      },
      {
        // Monitor: $45 x 200 = $9,000 a month, $108,000; both: $273,600 the first year.
        say: "Add the Quarterline monitor for the same 200. Both together, first year?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PAYROLL_CLOUD, quantity: 200 },
            { product: PAYROLL_MONITOR, quantity: 200 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "an e-commerce bookkeeper with a couple dozen sellers",
    turns: [
      {
        say: "Hi! I'm a bookkeeper for online sellers, a couple dozen clients, mostly on Shopify and a few selling on Amazon too. Sales tax across all these states is a nightmare. What would you recommend?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SALES_TAX] },
          remembers: { clients: 24 },
        },
      },
      {
        say: "Does that one pull the sales straight from Amazon?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: SALES_TAX, with: "Amazon Seller Central", is: "yes" }],
        },
      },
      {
        // $99 / client / month x 24 = $2,376 a month, $28,512 the first year.
        say: "What would it cost for all 24 of them, per month and for the first year?",
        expect: { answers: ["cost"], cost: [{ product: SALES_TAX, quantity: 24 }] },
      },
      {
        // One price for the firm ($89 a month), up to 25 clients: not 24 x $89.
        say: "And Autopilot, what would that be for my 24?",
        expect: {
          answers: ["cost"],
          cost: [{ product: AUTOPILOT, quantity: 1 }],
          notAmounts: [24 * 89_00],
        },
      },
      {
        say: "My clients also have piles of receipts. Does Tickmark's receipt app connect to Shopify?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: RECEIPTS, with: "Shopify", is: "no" }],
        },
      },
    ],
  },
  {
    id: "a firm moving off its office server to the cloud",
    turns: [
      {
        say: "We're a five-person firm getting off our office server this year. Billing runs on Tallystone Time & Billing Desktop today. What's the cloud option for practice management and billing?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PRACTICE] },
          remembers: { seats: 5 },
        },
      },
      {
        say: "Does Practice Manager connect to QuickBooks? Sorry, not QuickBooks, we use Xero.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PRACTICE, with: "Xero", is: "yes" }],
        },
      },
      {
        // $59 / user / month x 5 = $295 a month, $3,540 the first year.
        say: "cost for the 5 of us per month and for the year?",
        expect: { answers: ["cost"], cost: [{ product: PRACTICE, quantity: 5 }] },
      },
      {
        // x 8 = $472 a month, $5,664 the first year.
        say: "Actually we're 8, not 5, I forgot the seasonal staff. Can you redo that?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PRACTICE, quantity: 8 }],
          remembers: { seats: 8 },
        },
      },
      {
        say: "Which of your cloud products would hold our documents, since Practice Manager doesn't?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [VAULT], excludes: [PRACTICE, CRM] },
        },
      },
    ],
  },
  {
    id: "a firm checking security before it buys",
    turns: [
      {
        say: "Our cyber insurance renewal asks for a written information security plan. Do you sell anything for that?",
        expect: { answers: ["coverage"], lists: { includes: [WISP] } },
      },
      {
        // The portal's sheet does not say (soc2: unknown).
        say: "Is Harborview's client portal SOC 2 audited?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTAL, about: /soc/i, is: "unknown" }],
        },
      },
      {
        say: "Does it have two-factor login?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTAL, about: /factor|mfa|2fa/i, is: "yes" }],
        },
      },
      {
        // A desktop program's sheet does not say (mfa: unknown).
        say: "what about Kestrel, the trial balance program, 2FA?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: KESTREL, about: /factor|mfa|2fa/i, is: "unknown" }],
        },
      },
    ],
  },
  {
    id: "a buyer reading the fine print",
    turns: [
      {
        say: "How do I actually receive desktop software once I've paid?",
        expect: { answers: ["policy"], policy: ["delivery"] },
      },
      {
        say: "If the program turns out not to suit us, do we get our money back?",
        expect: { answers: ["policy"], policy: ["refunds"] },
      },
      {
        say: "are you guys open saturdays",
        expect: { answers: ["policy"], policy: ["support_hours"] },
      },
      {
        say: "Do the licences run out after a while, or are they ours to keep?",
        expect: { answers: ["policy"], policy: ["licences"] },
      },
    ],
  },
  {
    id: "doce personas en una oficina de impuestos de Houston",
    spanish: true,
    turns: [
      {
        say: "Hola, somos doce personas en una oficina de impuestos en Houston. Queremos un portal seguro para que los clientes nos suban sus documentos y firmen la carta compromiso. ¿Qué nos recomiendan?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PORTAL] },
          remembers: { seats: 12 },
        },
      },
      {
        say: "¿Ese portal se integra con Ledgerpoint? Es el programa de impuestos que usamos.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PORTAL, with: "Ledgerpoint Tax Suite", is: "yes" }],
        },
      },
      {
        // $79 / user / month x 12 = $948 a month, $11,376 the first year.
        say: "¿Y cuánto nos saldría al mes para las doce personas? ¿Y el primer año completo?",
        expect: { answers: ["cost"], cost: [{ product: PORTAL, quantity: 12 }] },
      },
      {
        say: "Muchos de nuestros clientes solo hablan español. ¿El portal viene en español?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTAL, about: /language|idioma|spanish|español/i, is: "yes" }],
        },
      },
    ],
  },
  {
    id: "una contadora sola con la nómina de 35 negocios",
    spanish: true,
    turns: [
      {
        say: "Buenas tardes. Trabajo sola y llevo la nómina de unos 35 negocitos. ¿Me conviene Copperline en la nube o la de escritorio? ¿Me las compara?",
        expect: {
          answers: ["compare"],
          compares: [PAYROLL_CLOUD, PAYROLL_DESKTOP],
          remembers: { seats: 1, clients: 35 },
        },
      },
      {
        // Cloud: $69 x 35 x 12 = $28,980; desktop: $349 for the year (up to 50 companies).
        say: "¿Cuál me sale más barata el primer año con mis 35 clientes?",
        expect: { answers: ["cost"], cheapest: PAYROLL_DESKTOP },
      },
      {
        say: "¿Y la más barata hace depósito directo? Mis clientes me lo piden mucho.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_DESKTOP, about: /deposit|depósito/i, is: "no" }],
        },
      },
      {
        say: "¿Me pueden pasar el contacto de otra contadora que ya use Copperline?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "dos auditores que buscan muestreo estadístico",
    spanish: true,
    turns: [
      {
        say: "Somos un despacho chico de auditoría, dos auditores. Nos hace falta una herramienta de muestreo estadístico para las pruebas de detalle. ¿Tienen algo así?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [SAMPLING], excludes: [WORKPAPERS] },
          remembers: { seats: 2 },
        },
      },
      {
        // $249 / user, one-time x 2 = $498.
        say: "¿Cuánto sería para los dos? ¿Se paga una sola vez?",
        expect: { answers: ["cost"], cost: [{ product: SAMPLING, quantity: 2 }] },
      },
      {
        say: "¿Y trae papeles de trabajo, o eso se compra aparte?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SAMPLING, about: /workpaper|papeles/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "una planificadora financiera independiente con tope mensual",
    spanish: true,
    turns: [
      {
        say: "Soy planificadora financiera independiente, trabajo sola, y no puedo gastar más de 300 dólares al mes en software. Necesito algo para armar planes de jubilación con Monte Carlo. ¿Qué me recomiendan?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PLAN], withinBudget: true },
          remembers: { seats: 1, budget: { cents: 300_00, period: "month", hard: true } },
        },
      },
      {
        say: "¿Plan Studio se conecta con Fidelity? Ahí tienen sus cuentas casi todos mis clientes.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PLAN, with: "Fidelity", is: "yes" }],
        },
      },
      {
        say: "¿Y me sirve para comprar y vender las inversiones de mis clientes?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PLAN, about: /invest|trad/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "forty people with about fifteen grand a year",
    turns: [
      {
        // Practice Manager ($28,320), the CRM ($23,520) and the Capacity Planner ($16,800) for 40
        // users are all above it.
        say: "Forty people, mostly tax with some bookkeeping. We've set aside around fifteen grand a year for practice management software. Ideas?",
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: { seats: 40, budget: { cents: 15000_00, period: "year", hard: false } },
        },
      },
      {
        // $59 x 40 = $2,360 a month, $28,320 the first year.
        say: "What would Tallystone Practice Manager run us for all forty in the first year? Does that fit?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PRACTICE, quantity: 40 }],
          fits: { product: PRACTICE, fits: false },
        },
      },
      {
        say: "Does Tallystone's capacity planner do time tracking?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CAPACITY, about: /time/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a four-person CFO shop under two thousand a month",
    turns: [
      {
        // Tidewater for 15 clients ($1,935) and Close Manager for 4 ($236) do not both fit.
        say: "cfo svcs shop, 4 of us, ~15 clients. budget has to stay under 2k/mo total. need client forecasting and a month end close tool, wat fits",
        expect: {
          answers: ["recommend"],
          recommends: { withinBudget: true },
          remembers: {
            seats: 4,
            clients: 15,
            budget: { cents: 2000_00, period: "month", hard: true },
          },
        },
      },
      {
        // $129 / client / month x 15 = $1,935 a month, $23,220 the first year.
        say: "how much is tidewater for the 15",
        expect: { answers: ["cost"], cost: [{ product: FORECAST, quantity: 15 }] },
      },
      {
        // Close Manager: $59 x 4 = $236 a month, $2,832; both: $26,052 the first year.
        say: "and close mgr for the 4 of us. both together per month and yr one?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: FORECAST, quantity: 15 },
            { product: CLOSE, quantity: 4 },
          ],
          together: true,
        },
      },
      {
        say: "does tidewater consolidate multiple entities",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: FORECAST, about: /consolidat/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "questions the listings cannot answer",
    turns: [
      {
        say: "Do you price-match if I find Ledgerpoint cheaper somewhere else?",
        expect: { declines: true },
      },
      {
        say: "Which of these do most Texas CPA firms use?",
        expect: { declines: true },
      },
      {
        say: "When is Ledgerpoint's 2027 version coming out?",
        expect: { declines: true },
      },
    ],
  },
];
