import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's seventh held-out round: sixteen more new firms (none of the earlier rounds'),
 * four turns each, written blind: from the catalogue's sheets (src/server/db/seed/catalogue.ts),
 * the store's policy texts (legal pages, FAQ), `offer.ts` and the expectation checks only, without
 * reading the advisor's engine. Voices: a 25-person firm's IT lead, a seasonal tax shop owner typing
 * in fragments, an estate-planning paralegal, a franchise group's bookkeeper, a family office
 * controller, a client advisory partner, a solo preparer for contractors, a payroll bureau's
 * manager, a firm administrator, an EA answering IRS letters, and four conversations wholly in
 * Spanish as a US Latino tax shop writes ("taxes", "la renta", "cuánto sale", "pa' los 5").
 * Follow-ups by "it", "that one", "the first one you listed", "the cheaper one", "ese", "los dos",
 * short names, vendor + noun and typos; budgets monthly and yearly, caps and targets; corrections;
 * two questions to decline. Totals are worked out by hand from the seed: price x quantity (per
 * user or client; once for a per-firm price), x 12 for a monthly term in the first year, a yearly
 * licence's price for its year; each is written beside its turn. Scored once before any change
 * (docs/advisor.md); regression.test.ts plays it with the turns it missed listed.
 */

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const PORTAL = "Harborview Client Portal";
const ESIGN = "Harborview e-Signature";
const VAULT = "Brightfile Document Vault";
const LETTERS = "Engagement Letter Pack for Tax & Accounting Firms";
const QUILLMARK = "Quillmark Letter Builder";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const RECEIPTS = "Tickmark Receipt Capture";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const PAYROLL_MONITOR = "Quarterline Payroll Compliance Monitor";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const ESTATE = "Trustwell Estate Planning Modeler";
const SALES_TAX = "Sable Sales Tax Compliance";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const PRACTICE = "Tallystone Practice Manager";
const TIME_BILLING = "Tallystone Time & Billing Desktop";
const SLATEFORM = "Slateform 1099 & W-2 E-File Desktop";
const VENDOR_WORKBOOK = "1099 Vendor Tracking Workbook";
const IRS_KIT = "IRS Notice Response Kit";
const ASSET_MANAGER = "Quarterline Fixed Asset Manager";
const ASSET_SCHEDULE = "Fixed Asset & Depreciation Schedule";

export const SEVENTH_ROUND: NewFirm[] = [
  {
    id: "the IT lead of a twenty-five-person firm vetting a portal",
    turns: [
      {
        say: "I handle IT for a 25-person accounting firm. We need a secure place where clients upload their documents and sign engagement letters, and all 25 of us need our own login. There's no fixed budget yet; security is what I'm judged on. What would you put in front of me?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PORTAL] },
          remembers: { seats: 25 },
        },
      },
      {
        // Portal sheet: security.sso "unknown", security.soc2 "unknown" (not stated either way).
        say: "Two things my checklist asks about it: can we sign in through our own identity provider with single sign-on, and does it have a SOC 2 report?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PORTAL,
              about: /single sign-on|\bSSO\b/i,
              is: "unknown",
            },
            { product: PORTAL, about: /SOC ?2/i, is: "unknown" },
          ],
        },
      },
      {
        // $79 / user / month x 25 = $1,975 a month; x 12 = $23,700 the first year.
        say: "Fine. Price it out for the 25 logins: what's the monthly bill and what do we spend in the first twelve months?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PORTAL, quantity: 25 }],
        },
      },
      {
        // Do e-signature: the portal ("Built-in e-signature") and Harborview e-Signature. Say it is
        // not included: the vault ("E-signature"), the letter pack ("Sending for e-signature") and
        // Quillmark ("E-signature itself (it hands letters to your e-signature service)").
        say: "Besides that portal, which of your products actually do e-signatures themselves? I want to know where we'd be paying twice.",
        expect: {
          answers: ["coverage"],
          lists: {
            includes: [PORTAL, ESIGN],
            excludes: [VAULT, LETTERS, QUILLMARK],
          },
        },
      },
    ],
  },
  {
    id: "a seasonal tax shop owner typing in fragments",
    turns: [
      {
        // Ledgerpoint Basic: $499 / year, per firm, Form 1040, 150 federal e-files.
        say: "seasonal tax shop. just me doing returns, my niece runs the front desk jan-april. ~120 returns all 1040s. cant go over $700 a yr for software. what do u have",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_BASIC], withinBudget: true },
          remembers: { budget: { cents: 700_00, period: "year", hard: true } },
        },
      },
      {
        // Basic's sheet: not included "More than 150 federal e-files".
        say: "can basic efile more then 150? might hit 170 this yr if the new strip mall location works out",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_BASIC, about: /150|e-?file/i, is: "no" }],
        },
      },
      {
        // Pro: $1,299 / year per firm; Basic: $499 / year per firm. Basic is the cheaper, by $800.
        say: "pro vs basic wich one is cheaper for me and by how much",
        expect: {
          answers: ["cost"],
          cost: [
            { product: TAX_PRO, quantity: 1 },
            { product: TAX_BASIC, quantity: 1 },
          ],
          cheapest: TAX_BASIC,
        },
      },
      {
        // Basic is a one-time (yearly licence) product, not a subscription: no free trial; the
        // FAQ's 14-day trials are for most SaaS products.
        say: "any free trial on ledgerpint basic before i pay",
        expect: { policy: ["trials"] },
      },
    ],
  },
  {
    id: "a paralegal at a two-attorney estate planning practice",
    turns: [
      {
        say: "I'm the paralegal at an estate planning law practice with two attorneys. They'd like software to model a client's estate tax exposure and compare gifting, trust and charitable strategies, with diagrams the families can follow. Both attorneys would use it.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [ESTATE] },
          remembers: { seats: 2 },
        },
      },
      {
        // Trustwell's sheet: not included "Preparing Forms 706 and 709".
        say: "Would it also prepare the 706 and 709 returns, or does that stay with the CPA?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESTATE, about: /706|709/i, is: "no" }],
        },
      },
      {
        // The first recommended product for 2 users (Trustwell: $899 / user, one-time x 2 = $1,798).
        say: "What would the first one you listed come to for both attorneys?",
        expect: {
          answers: ["cost"],
          costOfRecommended: { positions: [0], quantity: 2 },
        },
      },
      {
        say: "Last one, and it's off topic: which probate courts in Ohio take electronically filed petitions now?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "the bookkeeper of a fourteen-location franchise group",
    turns: [
      {
        // Autopilot: $89 / month per firm, up to 25 clients.
        say: "I do the books for a franchise group: 14 locations, each one its own LLC with its own QuickBooks Online file. Three of us share the work. We'd like bank-feed automation that categorises transactions and gets reconciliations ready for review. Somewhere around $300 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [AUTOPILOT], withinBudget: true },
          remembers: {
            seats: 3,
            clients: 14,
            budget: { cents: 300_00, period: "month", hard: false },
          },
        },
      },
      {
        // Autopilot's sheet: not included "Paying bills".
        say: "Can the Tickmark one pay the vendors' bills too, or just book them?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: AUTOPILOT, about: /pay|bill/i, is: "no" }],
        },
      },
      {
        // Autopilot's limit: 25 clients; 30 locations (30 LLCs, 30 files) is more.
        say: "The owner wants to reach 30 locations in two years. Would that product still cover all 30?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: AUTOPILOT, about: /client/i, is: "no" }],
        },
      },
      {
        // $19 / client / month x 14 = $266 a month; x 12 = $3,192 the first year.
        say: "And the receipt app from the same company, for all 14 locations: what is that a month and for the year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: RECEIPTS, quantity: 14 }],
        },
      },
    ],
  },
  {
    id: "a single-family office controller with a yearly cap",
    turns: [
      {
        // Portfolio Analytics: $199 / month per firm = $2,388 a year.
        say: "I'm the controller at a single-family office. We follow about 40 accounts at Schwab and Fidelity for one family and report performance and allocation drift to the principals every quarter. Two of us would use the software, and we can't spend more than $6,000 a year on it.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PORTFOLIO], withinBudget: true },
          remembers: {
            seats: 2,
            budget: { cents: 6_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // Portfolio Analytics' sheet: not included "Trading or rebalancing".
        say: "Does Portfolio Analytics place the rebalancing trades for us, or does it only report?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTFOLIO, about: /trad|rebalanc/i, is: "no" }],
        },
      },
      {
        say: "Does that one pull positions from Fidelity directly?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PORTFOLIO, with: "Fidelity", is: "yes" }],
        },
      },
      {
        // Portfolio Analytics: $199 a month, $2,388 the first year. Plan Studio: $149 / user / month
        // x 2 = $298 a month, $3,576 the first year. Together $5,964 the first year (under $6,000).
        say: "If we add Plan Studio for the two of us, what would each cost per month and in year one, and what's the combined first-year figure?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PORTFOLIO, quantity: 1 },
            { product: PLAN, quantity: 2 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "a client advisory partner forecasting for eighteen clients",
    turns: [
      {
        // Tidewater: $129 / client / month x 18 = $2,322 a month.
        say: "I lead the client advisory practice at a regional firm. We build budgets and rolling forecasts and hold monthly variance meetings for 18 clients, most on QuickBooks Online and a few on NetSuite. Our budget is about $2,500 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FORECAST], withinBudget: true },
          remembers: {
            clients: 18,
            budget: { cents: 2_500_00, period: "month", hard: false },
          },
        },
      },
      {
        // Tidewater's sheet: not included "Consolidation of several entities".
        say: "A couple of these clients own three companies each. Can it roll the entities up into one consolidated forecast?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: FORECAST, about: /consolidat/i, is: "no" }],
        },
      },
      {
        // $129 x 18 = $2,322 a month; x 12 = $27,864 the first year.
        say: "What does Tidewater come to for the 18 clients, monthly and for the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: FORECAST, quantity: 18 }],
        },
      },
      {
        // $129 x 24 = $3,096 a month (above $2,500); x 12 = $37,152 the first year.
        say: "Correction: we're at 24 advisory clients now, not 18; six signed this month. Does it still fit the $2,500?",
        expect: {
          cost: [{ product: FORECAST, quantity: 24 }],
          fits: { product: FORECAST, fits: false },
          remembers: { clients: 24 },
        },
      },
    ],
  },
  {
    id: "a solo preparer whose clients are contractors and gig workers",
    turns: [
      {
        say: "One-person practice. Most of my clients are independent contractors and gig workers, and every January I also file the 1099-NECs for the subcontractors some of them pay, around 60 payers. I want desktop software that prints and e-files the 1099s and a few W-2s.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SLATEFORM] },
          remembers: { seats: 1 },
        },
      },
      {
        // Slateform's sheet: not included "Forms 1099-K and 1099-B".
        say: "Does Slateform do the 1099-K? Some of my delivery drivers get those from the apps.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SLATEFORM, about: /1099-K/i, is: "no" }],
        },
      },
      {
        // Slateform's sheet: limits.eFiles "unknown": the listing does not say.
        say: "How many e-files come with that licence? Is there a cap?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SLATEFORM, about: /e-?file/i, is: "unknown" }],
        },
      },
      {
        // The workbook: $24 per firm, perpetual: one-time, it does not renew.
        say: "And the 1099 vendor workbook, what's the price, and is that a one-time buy or does it renew every year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: VENDOR_WORKBOOK, quantity: 1 }],
        },
      },
    ],
  },
  {
    id: "the payroll manager of a bureau watching 120 employers",
    turns: [
      {
        say: "I manage payroll operations at a bureau that handles pay for about 120 small employers; think of a PEO without the co-employment. The clients run payroll in Gusto or ADP, and we watch their deposits and filings. Six of us on the team. What would warn us before a deposit is late?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_MONITOR] },
          remembers: { seats: 6, clients: 120 },
        },
      },
      {
        say: "Does the Quarterlin monitor connect to both Gusto and ADP?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: PAYROLL_MONITOR, with: "Gusto", is: "yes" },
            { product: PAYROLL_MONITOR, with: "ADP", is: "yes" },
          ],
        },
      },
      {
        // $45 / client / month x 120 = $5,400 a month; x 12 = $64,800 the first year.
        say: "What does it run for all 120 employers, per month and over the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PAYROLL_MONITOR, quantity: 120 }],
        },
      },
      {
        // The monitor's sheet: not included "Filing returns or making deposits for you".
        say: "If a deposit is about to be missed, will it make the deposit itself?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_MONITOR, about: /deposit/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "una oficina de taxes en Phoenix con cinco preparadores",
    spanish: true,
    turns: [
      {
        say: "Buenas. Tengo una oficina de taxes en Phoenix, somos 5 preparadores. Hacemos la renta de unas 600 familias, casi todo 1040, pero también como 30 negocios con 1120-S y partnerships. Necesitamos un programa de taxes que aguante todo eso. ¿Cuál me recomienda?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PRO] },
          remembers: { seats: 5 },
        },
      },
      {
        // Pro's sheet: not included "Payroll forms (941, W-2)".
        say: "¿Ese trae para hacer los W-2 y el 941 de los clientes que tienen empleados?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /941|W-2|payroll|nómina/i, is: "no" }],
        },
      },
      {
        // Per firm, one-year licence: $1,299 for the year, not x 5 ($6,495).
        say: "¿Y cuánto sale pa' los 5?",
        expect: {
          answers: ["cost"],
          cost: [{ product: TAX_PRO, quantity: 5 }],
          notAmounts: [6_495_00],
        },
      },
      {
        // Pro's sheet: not included "Access from a web browser".
        say: "¿Se puede usar desde el navegador o nomás instalado en la compu de la oficina?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /browser|navegador|web/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "tres en una oficina de Chicago que quiere un portal en español",
    spanish: true,
    turns: [
      {
        // Portal: $79 / user / month x 3 = $237 a month (under $300).
        say: "Somos 3 en la oficina. Queremos un portal donde los clientes suban sus W-2 y sus papeles desde el celular, y que venga en español porque casi toda la clientela habla español. No podemos pasar de $300 al mes.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PORTAL], withinBudget: true },
          remembers: {
            seats: 3,
            budget: { cents: 300_00, period: "month", hard: true },
          },
        },
      },
      {
        // Portal's sheet: languages en, es.
        say: "¿El portal sí viene en español pa' los clientes?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PORTAL,
              about: /language|idioma|español|spanish/i,
              is: "yes",
            },
          ],
        },
      },
      {
        // $79 x 3 = $237 a month; x 12 = $2,844 the first year.
        say: "¿Y cuánto sale al mes pa' los 3, y en todo el año?",
        expect: { answers: ["cost"], cost: [{ product: PORTAL, quantity: 3 }] },
      },
      {
        // Terms: a refund can be asked for within 30 days of the order.
        say: "Si lo pagamos y no nos gusta, ¿nos devuelven el dinero?",
        expect: { policy: ["refunds"] },
      },
    ],
  },
  {
    id: "un contador de Los Ángeles con vendedores de Amazon y Shopify",
    spanish: true,
    turns: [
      {
        say: "Le llevo los libros a 8 clientes que venden en Amazon y en Shopify a varios estados, y ya me andan preguntando por el sales tax. ¿Qué tienen para eso?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SALES_TAX] },
          remembers: { clients: 8 },
        },
      },
      {
        say: "¿Ese se conecta con Amazon Seller Central?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: SALES_TAX, with: "Amazon Seller Central", is: "yes" }],
        },
      },
      {
        // Sable's sheet: not included "Filing and paying the returns for you (it prepares them)".
        say: "¿Y presenta y paga las declaraciones por mí, o nomás las deja listas?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SALES_TAX, about: /fil|pay|pag|present/i, is: "no" }],
        },
      },
      {
        // $99 / client / month x 8 = $792 a month; x 12 = $9,504 the first year.
        say: "Ok, ¿cuánto sale pa' los 8 clientes, al mes y el primer año?",
        expect: {
          answers: ["cost"],
          cost: [{ product: SALES_TAX, quantity: 8 }],
        },
      },
    ],
  },
  {
    id: "una oficina de nómina en Miami que eran 20 y son 26",
    spanish: true,
    turns: [
      {
        // Payroll Cloud: $69 / client / month x 20 = $1,380 a month (about $1,500).
        say: "Procesamos la nómina de 20 negocios chiquitos, con depósito directo y los W-2 a fin de año. Queremos algo en la nube. El presupuesto es de unos $1,500 al mes.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_CLOUD], withinBudget: true },
          remembers: {
            clients: 20,
            budget: { cents: 1_500_00, period: "month", hard: false },
          },
        },
      },
      {
        // $69 x 26 = $1,794 a month; x 12 = $21,528 the first year.
        say: "Perdón, me equivoqué: son 26 negocios, no 20. ¿Cuánto sale entonces, al mes y el primer año?",
        expect: {
          cost: [{ product: PAYROLL_CLOUD, quantity: 26 }],
          remembers: { clients: 26 },
        },
      },
      {
        // Payroll Cloud's sheet: not included "Benefits administration".
        say: "¿Ese maneja los beneficios de los empleados, tipo el seguro médico?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_CLOUD, about: /benefit|beneficio/i, is: "no" }],
        },
      },
      {
        // Cloud: feature "Direct deposit". Desktop: not included "Direct deposit".
        say: "¿Y los dos Copperline, el de la nube y el de escritorio, hacen depósito directo?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PAYROLL_CLOUD,
              about: /direct deposit|depósito directo/i,
              is: "yes",
            },
            {
              product: PAYROLL_DESKTOP,
              about: /direct deposit|depósito directo/i,
              is: "no",
            },
          ],
        },
      },
    ],
  },
  {
    id: "a nine-person office that counted again and is fifteen",
    turns: [
      {
        // Practice Manager: $59 / user / month x 9 = $531 a month (under $700).
        say: "We're nine people at a tax and bookkeeping firm and we're drowning in spreadsheets. We need recurring jobs, a deadline calendar, time tracking and invoicing in one place. It has to stay under $700 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PRACTICE], withinBudget: true },
          remembers: {
            seats: 9,
            budget: { cents: 700_00, period: "month", hard: true },
          },
        },
      },
      {
        // $59 x 15 = $885 a month (above $700); x 12 = $10,620 the first year.
        say: "Sorry, I undercounted: with the seasonal preparers we're 15, not 9. Does Talleystone still fit the $700?",
        expect: {
          cost: [{ product: PRACTICE, quantity: 15 }],
          fits: { product: PRACTICE, fits: false },
          remembers: { seats: 15 },
        },
      },
      {
        // Practice Manager's sheet: not included "Document storage (pair it with a document manager)".
        say: "Does the practice manager keep our client documents too, or would we need something else for that?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PRACTICE, about: /document/i, is: "no" }],
        },
      },
      {
        // Portal's integrations list Tallystone Practice Manager; the vault's (Microsoft 365, Google
        // Workspace) do not.
        say: "Do the Harborview portal and the Brightfile vault connect to Tallystone?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: PORTAL, with: "Tallystone Practice Manager", is: "yes" },
            { product: VAULT, with: "Tallystone Practice Manager", is: "no" },
          ],
        },
      },
    ],
  },
  {
    id: "an enrolled agent who mostly answers IRS letters",
    turns: [
      {
        say: "I'm an EA working alone, and most of my work these days is answering IRS notices: CP2000s, balance-due letters, penalty abatement requests. Anything here that would speed up writing the responses?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [IRS_KIT] },
          remembers: { seats: 1 },
        },
      },
      {
        // The kit's sheet: not included "Form 2848 power of attorney".
        say: "Does the kit include a 2848 power of attorney?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: IRS_KIT, about: /2848|power of attorney/i, is: "no" }],
        },
      },
      {
        // $45 per firm, perpetual: paid once.
        say: "How much is it, and would I be paying for it again every year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: IRS_KIT, quantity: 1 }],
        },
      },
      {
        say: "Do you happen to know how long the hold is on the IRS Practitioner Priority Service line this week?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a firm administrator buying billing software for the office server",
    turns: [
      {
        // Time & Billing Desktop: $449 per firm, perpetual, Windows / self-hosted.
        say: "I'm the firm administrator at an 11-person CPA office. The partners want time and billing software that runs on our own server, not in the cloud, and whatever we buy has to come in under $600 in total, one time.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TIME_BILLING], withinBudget: true },
          remembers: { seats: 11 },
        },
      },
      {
        // Delivery: licence key and installer download.
        say: "How does it get to us after we pay: a download with a key, or do you ship something?",
        expect: { policy: ["delivery"] },
      },
      {
        // Time & Billing's sheet: not included "Access from a browser or phone".
        say: "Could the staff look up a client's time from their phones when they're out on site?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TIME_BILLING, about: /browser|phone/i, is: "no" }],
        },
      },
      {
        // Terms: licensed to your firm for the users / clients bought, not to be shared outside it;
        // support hours Mon-Fri 8-6 EST, Sat 9-2 EST.
        say: "Two store questions: what does the licence let us do if we open a second office, and what are your support hours if the install goes sideways?",
        expect: { policy: ["licences", "support_hours"] },
      },
    ],
  },
  {
    id: "a four-person firm with equipment-heavy trucking clients",
    turns: [
      {
        // Fixed Asset Manager: $599 per firm, perpetual (under about $1,000 a year). The $39
        // schedule's sheet leaves out "Section 179 and bonus depreciation calculations".
        say: "We're a four-person firm doing tax and books for trucking and construction companies with long equipment lists. We need to track fixed assets with book and tax depreciation side by side, including Section 179 and bonus. Around $1,000 a year for this.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [ASSET_MANAGER],
            excludes: [ASSET_SCHEDULE],
            withinBudget: true,
          },
          remembers: {
            seats: 4,
            budget: { cents: 1_000_00, period: "year", hard: false },
          },
        },
      },
      {
        // The manager's sheet: not included "Lease accounting (ASC 842)".
        say: "Does it handle leases under ASC 842? A few clients lease their trucks.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ASSET_MANAGER, about: /lease|842/i, is: "no" }],
        },
      },
      {
        say: "Does the Quarterline asset program feed into the Ledgerpoint tax suite?",
        expect: {
          answers: ["integration"],
          integrations: [
            {
              product: ASSET_MANAGER,
              with: "Ledgerpoint Tax Suite",
              is: "yes",
            },
          ],
        },
      },
      {
        // Manager $599 one-time vs schedule $39 one-time.
        say: "Put it side by side with the depreciation spreadsheet you sell. What does the cheaper one leave out?",
        expect: {
          answers: ["compare"],
          compares: [ASSET_MANAGER, ASSET_SCHEDULE],
        },
      },
    ],
  },
];
