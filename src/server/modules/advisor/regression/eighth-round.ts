import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's eighth held-out round: sixteen more new firms (none of the earlier rounds'),
 * four turns each, written blind: from the catalogue's sheets (src/server/db/seed/catalogue.ts),
 * the store's policy texts (terms, FAQ), `offer.ts` and the expectation checks only, without
 * reading the advisor's engine. Voices: a managing partner's executive assistant preparing
 * something for the partners, a terse audit senior manager, a husband-and-wife team keeping farms'
 * books (typed fast), a tax partner wanting research and projections, two retirement-focused CFPs
 * who would rather own than rent, a three-person office whose cyber insurer wants a WISP, a
 * front-desk scanning question from an UltraTax office, an outsourced close team, a 30-person
 * firm's CRM search, a one-man turnaround consultant, an in-house payroll department on
 * QuickBooks Desktop, four partners tired of buying templates one at a time; and four
 * conversations wholly in Spanish: a Paterson bookkeeper for bodegas ("pa'", "un relajo"), a
 * formal Orlando "despacho", four accountants in Queens preparing statements for banks, and an
 * Albuquerque bookkeeper for churches typing without accents. Follow-ups by "it", "that one",
 * "the second one you suggested", "the cheaper one", "both", "la de la 990", short names
 * ("autopilot", "Larkspur", "Kestrel"), vendor + noun ("the Sable feed", "Northgate's cloud
 * planner", "el Capacity Planner de la misma marca") and typos; budgets monthly and yearly, caps
 * and targets, a one-off sum; corrections of seats and of a budget; three questions to decline.
 * Totals are worked out by hand from the seed: price x quantity (per user or client; once for a
 * per-firm price), x 12 for a monthly term in the first year, a yearly licence's price for its
 * year, a one-time price once; each is written beside its turn. Scored once before any change
 * (docs/advisor.md); regression.test.ts plays it with the turns it missed listed.
 */

const VAULT = "Brightfile Document Vault";
const ESIGN = "Harborview e-Signature";
const WORKPAPERS = "Fieldstone Audit Workpapers";
const SAMPLING = "Fieldstone Audit Sampling Tool";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const RECEIPTS = "Tickmark Receipt Capture";
const RESEARCH = "Ledgerpoint Tax Research Library";
const TAX_PLANNER = "Ledgerpoint Tax Planner";
const RETIREMENT = "Northgate Retirement Income Planner";
const PLAN = "Northgate Plan Studio";
const WISP = "Written Information Security Plan (WISP) for Tax Practices";
const SCAN = "Brightfile Scan & Split";
const CLOSE = "Tickmark Close Manager";
const CLOSE_CHECKLIST = "Month-End Close Checklist";
const CRM = "Larkspur CRM for Accounting Firms";
const CASH_FLOW = "13-Week Cash Flow Forecast";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const PAYROLL_TABLES = "Sable Multi-State Payroll Tax Tables";
const LIBRARY = "Countinghouse Template Library — All Access";
const LETTERS = "Engagement Letter Pack for Tax & Accounting Firms";
const PRACTICE = "Tallystone Practice Manager";
const CAPACITY = "Tallystone Capacity Planner";
const KESTREL = "Kestrel Trial Balance & Financial Statements";
const FUND = "Cedarline Nonprofit Fund Accounting";
const F990 = "Cedarline Form 990 Preparer";

export const EIGHTH_ROUND: NewFirm[] = [
  {
    id: "a managing partner's assistant with something for the partners",
    turns: [
      {
        // The vault's features: "Client, year and engagement folders", "Retention and purge
        // schedules". $39 / user / month x 18 = $702 a month (under $1,500).
        say: "I'm the executive assistant to our managing partner at an 18-person CPA firm. She's asked me to find (1) somewhere to file client documents by client and year, with retention rules so old files purge on schedule, and (2) a way to get engagement letters e-signed. The partners said to keep the whole thing under $1,500 a month. What should I be looking at?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [VAULT], withinBudget: true },
          remembers: {
            seats: 18,
            budget: { cents: 1_500_00, period: "month", hard: true },
          },
        },
      },
      {
        // The vault's sheet: not included "E-signature".
        say: "Does the vault do the e-signatures itself, or would we need Harborview e-Signature alongside it?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: VAULT, about: /e-?signature/i, is: "no" }],
        },
      },
      {
        // Vault: $39 x 18 = $702 a month; x 12 = $8,424 the first year.
        // e-Signature: $25 / user / month x 18 = $450 a month; x 12 = $5,400 the first year.
        // Together: $8,424 + $5,400 = $13,824 the first year ($1,152 a month).
        say: "Price both for all 18 of us: per month, for the first year, and the two together.",
        expect: {
          answers: ["cost"],
          cost: [
            { product: VAULT, quantity: 18 },
            { product: ESIGN, quantity: 18 },
          ],
          together: true,
        },
      },
      {
        say: "Great. Can you lay the two side by side for me? I need something I can forward to the partners before Thursday's meeting.",
        expect: { answers: ["compare"], compares: [VAULT, ESIGN] },
      },
    ],
  },
  {
    id: "a terse audit senior manager with a department of six",
    turns: [
      {
        // Workpapers' sheet leaves out "Statistical sampling"; the sampling tool does it.
        say: "Audit senior manager. Department of 6. Small nonprofit and HOA audits. Need electronic workpapers with reviewer sign-offs, plus statistical sampling. Recommendations?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [WORKPAPERS, SAMPLING] },
          remembers: { seats: 6 },
        },
      },
      {
        // Workpapers' sheet: not included "Statistical sampling".
        say: "Workpapers: sampling built in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: WORKPAPERS, about: /sampl/i, is: "no" }],
        },
      },
      {
        // Sampling Tool: $249 / user, one-time (perpetual) x 6 = $1,494, paid once.
        say: "Sampling tool, 6 seats. Total?",
        expect: { answers: ["cost"], cost: [{ product: SAMPLING, quantity: 6 }] },
      },
      {
        // Workpapers' deployment: Windows only.
        say: "Does the workpapers product run on Macs? Half the team is on MacBooks.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: WORKPAPERS, about: /mac/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a husband and wife keeping the books of family farms",
    turns: [
      {
        // Autopilot: $89 / month per firm (under about $100), up to 25 clients (24 fit).
        say: "me and my husband do the books for 24 clients, mostly family farms and a couple feed stores, everybody on quickbooks online. looking for the bank feed automation so we arent keying every transacton. budget around $100 a month",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [AUTOPILOT], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 24,
            budget: { cents: 100_00, period: "month", hard: false },
          },
        },
      },
      {
        // Autopilot's sheet: not included "Payroll".
        say: "does autopilot do payrol for the farm hands too",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: AUTOPILOT, about: /payroll/i, is: "no" }],
        },
      },
      {
        // Per firm: $89 a month, x 12 = $1,068 the first year; not x 24 ($2,136) or x 2 ($178).
        say: "whats autopilot run us for the first year",
        expect: {
          answers: ["cost"],
          cost: [{ product: AUTOPILOT, quantity: 1 }],
          notAmounts: [2_136_00, 178_00],
        },
      },
      {
        // Autopilot $89 a month ($1,068 the first year) + Receipt Capture $19 / client / month x 24 =
        // $456 a month ($5,472 the first year): $545 a month, under the new $600 cap; together
        // $1,068 + $5,472 = $6,540 the first year.
        say: "ok we talked it over, we can go up to $600 a month now but not a penny more. autopilot plus the reciept app for all 24 clients, does that fit?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: AUTOPILOT, quantity: 1 },
            { product: RECEIPTS, quantity: 24 },
          ],
          together: true,
          fits: { product: RECEIPTS, fits: true },
          remembers: { budget: { cents: 600_00, period: "month", hard: true } },
        },
      },
    ],
  },
  {
    id: "a tax partner wanting research and year-end projections for seven",
    turns: [
      {
        // Research Library $89 / user / month x 7 = $623; Tax Planner $65 / user / month x 7 = $455;
        // together $1,078 a month (within about $1,100).
        say: "Seven of us at the firm, all of us prepare returns. We want two things: a tax research service we can cite in client memos, and a tool to project individual clients' taxes for year-end planning meetings. We're thinking about $1,100 a month, give or take.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RESEARCH, TAX_PLANNER], withinBudget: true },
          remembers: {
            seats: 7,
            budget: { cents: 1_100_00, period: "month", hard: false },
          },
        },
      },
      {
        // The second product of the recommendation, for 7 users: the Tax Planner would be $455 a month
        // ($5,460 the first year); the Research Library $623 a month ($7,476 the first year).
        say: "What would the second one you suggested cost the seven of us, per month and over the first year?",
        expect: {
          answers: ["cost"],
          costOfRecommended: { positions: [1], quantity: 7 },
        },
      },
      {
        // Research Library's sheet: not included "Answers from a tax professional". Tax Planner's:
        // not included "Projections for business entity returns".
        say: "Two quick ones. Does the research library come with answers from an actual tax professional when we're stuck? And can the Tax Planner project an S corporation's own 1120-S, or is it individuals only?",
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: RESEARCH, about: /answer|professional/i, is: "no" },
            { product: TAX_PLANNER, about: /business|entit|1120/i, is: "no" },
          ],
        },
      },
      {
        // 5 users. Research: $89 x 5 = $445 a month, $5,340 the first year. Planner: $65 x 5 = $325
        // a month, $3,900 the first year. Together $9,240 the first year ($770 a month).
        say: "Correction: two of the seven are admin staff and won't touch either product, so it's five users. What do both come to for five, monthly and first year, and together?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: RESEARCH, quantity: 5 },
            { product: TAX_PLANNER, quantity: 5 },
          ],
          together: true,
          remembers: { seats: 5 },
        },
      },
    ],
  },
  {
    id: "two retirement-focused CFPs who would rather own than rent",
    turns: [
      {
        // Retirement Income Planner: $399 / user, perpetual, x 2 = $798 once (under $1,000). Plan
        // Studio is a monthly subscription ($298 a month for two, $3,576 a year: over).
        say: "We're two CFPs and nearly all our clients are retirees. We need to compare withdrawal orders, Roth conversion ladders and Social Security claiming ages. We'd rather own the software than rent it, and we'd like to keep it under $1,000 all in.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RETIREMENT], excludes: [PLAN], withinBudget: true },
          remembers: { seats: 2 },
        },
      },
      {
        // Retirement Income Planner's sheet: not included "Account aggregation".
        say: "Can it aggregate their held-away accounts, or would we key the balances in by hand?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RETIREMENT, about: /aggregat/i, is: "no" }],
        },
      },
      {
        // Plan Studio: $149 / user / month x 2 = $298 a month, $3,576 the first year. Retirement
        // Income Planner: $399 x 2 = $798 once. The retirement planner is cheaper.
        say: "For comparison, what would Northgate's cloud planner cost the two of us in the first year, next to the retirement planner? Which comes out cheaper?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PLAN, quantity: 2 },
            { product: RETIREMENT, quantity: 2 },
          ],
          cheapest: RETIREMENT,
        },
      },
      {
        // Terms, Refunds: ask within 30 days of the order, from the order on the dashboard.
        say: "If we buy the retirement planner and it doesn't suit us, can we get our money back?",
        expect: { answers: ["policy"], policy: ["refunds"] },
      },
    ],
  },
  {
    id: "a three-person office whose cyber insurer wants a written plan",
    turns: [
      {
        // WISP template: $99 per firm, one-time (under $150).
        say: "Our cyber insurance renewal is asking whether we have a written information security plan. We're a three-person tax office and we don't. Do you have anything for that? I'd rather not spend over $150.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [WISP], withinBudget: true },
          remembers: { seats: 3 },
        },
      },
      {
        // WISP's sheet: not included "Security software or monitoring", "A review or test of your
        // systems".
        say: "Does that come with security software or some kind of scan of our systems, or is it just the document?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: WISP, about: /software|monitor|review|test|scan/i, is: "no" }],
        },
      },
      {
        // Per firm, one-time: $99 once for the office, not x 3 ($297). Delivery: a template
        // download after purchase.
        say: "How much is it for the three of us, is it priced per person? And how do we receive it after paying?",
        expect: {
          answers: ["cost", "policy"],
          cost: [{ product: WISP, quantity: 3 }],
          notAmounts: [297_00],
          policy: ["delivery"],
        },
      },
      {
        say: "If the IRS or our insurer ever examines us, will they accept a plan written from your template?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "an UltraTax office whose front desk scans shoeboxes",
    turns: [
      {
        say: "Hi! We're a five-preparer office on UltraTax, and every February clients still drop off shoeboxes of paper. I'd love something where the front desk feeds a whole stack through the scanner and it comes out split into separate, named PDFs for each form. Two people at the front desk would do all the scanning.",
        expect: { answers: ["recommend"], recommends: { includes: [SCAN] } },
      },
      {
        // Scan & Split's integrations: Ledgerpoint Tax Suite, Drake Tax, Lacerte, UltraTax CS, ...
        say: "Does Scan & Split actually work with UltraTax, or only with Ledgerpoint?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: SCAN, with: "UltraTax CS", is: "yes" },
            { product: SCAN, with: "Ledgerpoint Tax Suite", is: "yes" },
          ],
        },
      },
      {
        // $149 / user, perpetual (one user per licence) x 2 = $298, paid once.
        say: "What would it be for the two front-desk people? Is that once or every year?",
        expect: { answers: ["cost"], cost: [{ product: SCAN, quantity: 2 }] },
      },
      {
        // Scan & Split's sheet: not included "Entering the figures into the tax return".
        say: "Last thing: will it key the W-2 and 1099 amounts into the return for us, or does someone still type them in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SCAN, about: /enter|figure/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "an outsourced close team of four with a hard stop",
    turns: [
      {
        // Close Manager: $59 / user / month x 4 = $236 a month (under $300).
        say: "Our outsourced accounting team is four accountants closing the books for 16 clients every month. We want a close board with reviewer sign-off, so nothing closes until it has been reviewed. $300 a month, hard stop.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CLOSE], withinBudget: true },
          remembers: {
            seats: 4,
            clients: 16,
            budget: { cents: 300_00, period: "month", hard: true },
          },
        },
      },
      {
        // Close Manager's sheet: not included "Financial statements".
        say: "Does Close Manager produce the financial statements at the end, or is that another product?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CLOSE, about: /financial statement/i, is: "no" }],
        },
      },
      {
        // Close Manager $236 a month ($2,832 the first year) vs the checklist $29 once.
        say: "Put it next to the month-end close checklist spreadsheet you sell. What's the real difference?",
        expect: { answers: ["compare"], compares: [CLOSE, CLOSE_CHECKLIST] },
      },
      {
        // The cheaper one is the checklist ($29 once); its sheet: not included "Task reminders or
        // assignment by e-mail".
        say: "The cheaper one: can it send task reminders by email to whoever owns a step?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CLOSE_CHECKLIST, about: /remind|e-?mail|assign/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a thirty-person tax and planning firm choosing a CRM",
    turns: [
      {
        // Larkspur: $49 / user / month x 30 = $1,470 a month; x 12 = $17,640 the first year (under
        // $20,000).
        say: "We're a 30-person tax and planning firm. We keep losing track of which households are due for year-end planning meetings and estimated-payment reminders. We need a CRM that understands households and entities and can send campaign emails. No more than $20,000 for the year.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CRM], withinBudget: true },
          remembers: {
            seats: 30,
            budget: { cents: 20_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // Larkspur's sheet: not included "Time and billing".
        say: "Does Larkspur handle time and billing too, so we could drop our billing system?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CRM, about: /time|billing/i, is: "no" }],
        },
      },
      {
        // Larkspur's integrations: Microsoft 365, Google Workspace, Zapier.
        say: "Does that one plug into Zapier and Microsoft 365?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: CRM, with: "Zapier", is: "yes" },
            { product: CRM, with: "Microsoft 365", is: "yes" },
          ],
        },
      },
      {
        // 22 users: $49 x 22 = $1,078 a month; x 12 = $12,936 the first year.
        say: "Correction: only 22 of the 30 would need a login. What's the yearly figure then, and the monthly?",
        expect: {
          answers: ["cost"],
          cost: [{ product: CRM, quantity: 22 }],
          remembers: { seats: 22 },
        },
      },
    ],
  },
  {
    id: "a one-man turnaround consultant with three clients in a squeeze",
    turns: [
      {
        // 13-Week Cash Flow Forecast: $45 per firm, one-time template.
        say: "One-man shop. I do turnaround work, three clients right now, all in a cash squeeze, and their lenders want a 13-week cash flow every Monday. I don't need a subscription; a good template will do.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CASH_FLOW] },
          remembers: { seats: 1, clients: 3 },
        },
      },
      {
        // The forecast's sheet: not included "Import from a ledger".
        say: "Can it pull actuals straight from the client's ledger, or do I type them in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CASH_FLOW, about: /import|ledger/i, is: "no" }],
        },
      },
      {
        say: "Side question: what's a fair fee to charge a client for weekly 13-week cash flow updates?",
        expect: { declines: true },
      },
      {
        // Tidewater: $129 / client / month x 3 = $387 a month; x 12 = $4,644 the first year.
        say: "And Tidewater's forecasting, for the 3 clients, what's that per month and for the first year?",
        expect: { answers: ["cost"], cost: [{ product: FORECAST, quantity: 3 }] },
      },
    ],
  },
  {
    id: "an in-house payroll department on QuickBooks Desktop in nine states",
    turns: [
      {
        say: "We run payroll in-house for 40 client companies on QuickBooks Desktop, across nine states, and keeping the state and local withholding tables current is killing us. Is there a feed for that?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_TABLES] },
          remembers: { clients: 40 },
        },
      },
      {
        // Tax Tables' integrations: QuickBooks Desktop only.
        say: "Does the Sable feed work with QuickBooks Online as well, or only Desktop? A few clients are moving over.",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: PAYROLL_TABLES, with: "QuickBooks Online", is: "no" },
            { product: PAYROLL_TABLES, with: "QuickBooks Desktop", is: "yes" },
          ],
        },
      },
      {
        // Per firm: $29 a month, x 12 = $348 the first year; not x 40 ($1,160 a month, $13,920 a year).
        say: "Is it priced per client? What would we pay for all 40 over a year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PAYROLL_TABLES, quantity: 40 }],
          notAmounts: [1_160_00, 13_920_00],
        },
      },
      {
        // Tax Tables' sheet: not included "Filing payroll returns".
        say: "Does it file the state withholding returns too?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_TABLES, about: /fil/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "four partners tired of buying templates one at a time",
    turns: [
      {
        // Template Library — All Access: $29 / month per firm (under $50).
        say: "Small firm, four partners. We keep buying templates here one at a time: engagement letters, organizers, the deadline calendar. Is there a subscription that gets us all of them? Fifty bucks a month, tops.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [LIBRARY], withinBudget: true },
          remembers: {
            seats: 4,
            budget: { cents: 50_00, period: "month", hard: true },
          },
        },
      },
      {
        // The library's sheet: 14-day trial; terms: subscriptions can be cancelled at any time from
        // the dashboard, a trial cancelled before the first charge costs nothing.
        say: "Is there a free trial on the all-access one, and can we cancel whenever we like?",
        expect: { policy: ["trials"] },
      },
      {
        // The library's sheet: not included "Templates customised by our team".
        say: "Does the library include having your team customise the letters with our firm's wording?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: LIBRARY, about: /custom/i, is: "no" }],
        },
      },
      {
        // Library, per firm: $29 a month, $348 the first year (not x 4: $116 a month, $1,392 a
        // year). Engagement Letter Pack, per firm: $49 once (not x 4: $196). The pack is cheaper.
        say: "Over a year, what does the all-access one cost the four of us, versus just buying the engagement letter pack once? Which is cheaper?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: LIBRARY, quantity: 4 },
            { product: LETTERS, quantity: 4 },
          ],
          cheapest: LETTERS,
          notAmounts: [116_00, 1_392_00, 196_00],
        },
      },
    ],
  },
  {
    id: "un negocito de bookkeeping en Paterson con quince clientes",
    spanish: true,
    turns: [
      {
        // Receipt Capture: photographed receipts read for you; languages en, es; $19 / client / month.
        say: "Hola, tengo un negocito de bookkeeping en Paterson. Somos dos y tenemos 15 clientes: bodegas, salones de belleza y un par de restaurantes. Los dueños me mandan los recibos en foto por WhatsApp y es un relajo. ¿Hay algo pa' que ellos mismos le tomen la foto al recibo y se lea solo? Que venga en español, que los dueños casi no hablan inglés.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RECEIPTS] },
          remembers: { seats: 2, clients: 15 },
        },
      },
      {
        // Receipt Capture's integrations: Tickmark Bookkeeping Autopilot, QuickBooks Online, Xero.
        say: "¿Y eso se conecta con QuickBooks Online? Ahí llevo a todos.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: RECEIPTS, with: "QuickBooks Online", is: "yes" }],
        },
      },
      {
        // $19 x 15 = $285 a month; x 12 = $3,420 the first year.
        say: "¿Cuánto me sale al mes con los 15 clientes, y cuánto en el primer año?",
        expect: { answers: ["cost"], cost: [{ product: RECEIPTS, quantity: 15 }] },
      },
      {
        // Receipt Capture's sheet: not included "Mileage tracking".
        say: "Una más: ¿también lleva las millas que manejan los dueños pa' la deducción?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RECEIPTS, about: /mileage|milla/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "un despacho de ocho en Orlando que resultó de diez",
    spanish: true,
    turns: [
      {
        // Practice Manager: $59 / user / month x 8 = $472 a month (under $500).
        say: "Buenas tardes. Somos un despacho de 8 personas en Orlando, hacemos contabilidad e impuestos. Llevamos los vencimientos en Excel y ya se nos han pasado fechas. Buscamos algo para controlar fechas límite, trabajos recurrentes y facturar las horas. El tope es de $500 mensuales.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PRACTICE], withinBudget: true },
          remembers: {
            seats: 8,
            budget: { cents: 500_00, period: "month", hard: true },
          },
        },
      },
      {
        // Practice Manager's integrations include Stripe.
        say: "¿Ese se integra con Stripe para cobrarles a los clientes?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PRACTICE, with: "Stripe", is: "yes" }],
        },
      },
      {
        // $59 x 10 = $590 a month (above $500); x 12 = $7,080 the first year.
        say: "Corrección: contando a las dos asistentes de medio tiempo somos 10, no 8. ¿Todavía entramos en los $500?",
        expect: {
          cost: [{ product: PRACTICE, quantity: 10 }],
          fits: { product: PRACTICE, fits: false },
          remembers: { seats: 10 },
        },
      },
      {
        // Capacity Planner: $35 / user / month x 10 = $350 a month; x 12 = $4,200 the first year.
        say: "¿Y el Capacity Planner de la misma marca, cuánto sería al mes para los 10?",
        expect: { answers: ["cost"], cost: [{ product: CAPACITY, quantity: 10 }] },
      },
    ],
  },
  {
    id: "cuatro contadores en Queens con estados financieros para el banco",
    spanish: true,
    turns: [
      {
        // Kestrel: $749 per firm, perpetual (one payment, under $1,000).
        say: "Buenas tardes. Somos 4 contadores en Queens y preparamos estados financieros compilados y revisados para unos 25 negocios que los necesitan para el banco. Queremos importar la balanza de comprobación y que salgan los estados con sus notas. Preferimos pagar una licencia una sola vez y no una mensualidad; tenemos hasta $1,000.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [KESTREL], withinBudget: true },
          remembers: { seats: 4, clients: 25 },
        },
      },
      {
        // Kestrel's sheet: not included "Audit workpapers and sign-offs".
        say: "¿Kestrel sirve también para los papeles de trabajo de auditoría, con las firmas del revisor?",
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: KESTREL, about: /workpaper|sign-?off|papeles|firma|audit/i, is: "no" },
          ],
        },
      },
      {
        say: "Pregunta aparte: ¿ustedes saben qué exigen los bancos aquí en Nueva York, un estado revisado o basta con uno compilado?",
        expect: { declines: true },
      },
      {
        // Per firm, perpetual: $749 once for the firm, not x 4 ($2,996); no yearly renewal.
        say: "¿Y la licencia es para siempre o hay que renovarla cada año? ¿Cuánto pagaríamos los cuatro?",
        expect: {
          answers: ["cost"],
          cost: [{ product: KESTREL, quantity: 4 }],
          notAmounts: [2_996_00],
        },
      },
    ],
  },
  {
    id: "una contadora de iglesias en Albuquerque con una asistente",
    spanish: true,
    turns: [
      {
        // Fund Accounting (restricted funds, grants) and the 990 Preparer (Forms 990, 990-EZ, 990-N).
        say: "hola, aqui en Albuquerque llevo la contabilidad de 8 organizaciones sin fines de lucro, casi todas iglesias. somos yo y una asistente. necesitamos contabilidad por fondos (donaciones restringidas, subvenciones) y algo pa preparar la 990. que me recomiendan?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FUND, F990] },
          remembers: { seats: 2, clients: 8 },
        },
      },
      {
        // The 990 Preparer's sheet: not included "Form 990-PF for private foundations".
        say: "la de la 990 hace tambien la 990-PF? una de ellas es fundacion privada",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: F990, about: /990-PF/i, is: "no" }],
        },
      },
      {
        // Fund Accounting: $79 / user / month x 2 = $158 a month, $1,896 the first year. 990
        // Preparer: $399 per firm, a one-year licence: $399 for its year (not x 2: $798).
        // Together $1,896 + $399 = $2,295 the first year.
        say: "cuanto salen las dos para nosotras dos en el primer año?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: FUND, quantity: 2 },
            { product: F990, quantity: 2 },
          ],
          together: true,
          notAmounts: [798_00],
        },
      },
      {
        // Fund Accounting's deployment: Windows only.
        say: "y la de fondos funciona en Mac? yo tengo una macbook",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: FUND, about: /mac/i, is: "no" }],
        },
      },
    ],
  },
];
