import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's tenth held-out round: sixteen more new firms (none of the earlier rounds'),
 * four turns each, written blind: from the catalogue's sheets (src/server/db/seed/catalogue.ts),
 * the store's policy texts (terms, FAQ), `offer.ts` and the expectation checks only, without
 * reading the advisor's engine. It spreads over products earlier rounds asked little about (sales
 * tax for online sellers, fund accounting for associations' reserve funds, the multi-office audit
 * suite, the trial balance and statements program, portfolio reporting, the estate modeler,
 * driver-based forecasts, desktop payroll against cloud payroll, 1099 e-filing and the vendor
 * workbook, the capacity planner, desktop time and billing, e-signatures, receipt capture, the
 * practice manager with the deadline calendar). Voices: a chatty two-person shop whose clients sell
 * on Shopify and Amazon, a terse bookkeeper for condo and homeowners' associations, the IT manager
 * of a three-office audit firm, a solo CPA preparing contractors' bonding statements, typing fast
 * with typos and no capitals, an RIA that corrects its adviser count, an office manager forwarding
 * an estate partner's questions, a fractional CFO writing English as a second language, a
 * small-town office that corrects its budget, a one-person 1099 service in clipped phrases, an
 * operations manager planning the busy season, two partners who want their billing on their own
 * server, a storefront tax office tired of in-person 8879 signatures; and four conversations wholly
 * in Spanish: a Dominican bookkeeper in Lawrence without accents ("pa", "un relajo", "funda"),
 * three Colombian accountants in Houston in a formal "usted", a Spanish "asesoría" in Miami with
 * "vosotros" and "vale", and a Venezuelan preparer in Doral mixing accents and none ("1.500
 * dolares", "comparame"). Follow-ups by "it", "that one", "both", "the second one you listed", "the
 * cloud one", "fund one", short names ("Kestrel" typed "kestral", "Tidewater", "Slateform",
 * "Portfolio Analytics"), vendor + noun ("Fieldstone's workpaper subscription", "Copperline's cloud
 * payroll", "the Fieldstone suite"); budgets monthly, yearly and one-off, caps and targets
 * ("roughly ... if we can", "target is about", "tope", "hasta"); a correction of seats and of a
 * budget; "what if only N" counts; four questions to decline. Totals are worked out by hand from
 * the seed: price x quantity (per user or client; once for a per-firm price), x 12 for a monthly
 * term in the first year, a yearly licence's price for its year, a one-time price once; each is
 * written beside its turn. Scored once before any change (score below and
 * /work/team/probes/tenth-round-misses.txt); regression.test.ts plays it with the turns it missed
 * listed.
 *
 * First score, on main at fcf30f7 (2026-11-28 04:32 UTC, before any change for this round): 27 of
 * 64 turns pass. By check: every total correct 7/14; no claim the facts do not support 52/64;
 * answered or honestly declined 50/61; no repeated reply 64/64; insights equal the chat 64/64;
 * Spanish questions understood 8/16; headcounts and budgets understood 8/18; recommendations as
 * expected 9/17; every suggested follow-up answered 64/64.
 */

const SALES_TAX = "Sable Sales Tax Compliance";
const FUND = "Cedarline Nonprofit Fund Accounting";
const ENTERPRISE = "Fieldstone Engagement Suite Enterprise";
const WORKPAPERS = "Fieldstone Audit Workpapers";
const KESTREL = "Kestrel Trial Balance & Financial Statements";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const ESTATE = "Trustwell Estate Planning Modeler";
const PLAN_REPORT = "Client Financial Plan Report Template";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const SLATEFORM = "Slateform 1099 & W-2 E-File Desktop";
const VENDOR_WORKBOOK = "1099 Vendor Tracking Workbook";
const CAPACITY = "Tallystone Capacity Planner";
const BILLING = "Tallystone Time & Billing Desktop";
const ESIGN = "Harborview e-Signature";
const RECEIPTS = "Tickmark Receipt Capture";
const PRACTICE = "Tallystone Practice Manager";
const CALENDAR = "Federal Tax Deadline Calendar 2027";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const TAX_PRO = "Ledgerpoint Tax Suite Professional";

export const TENTH_ROUND: NewFirm[] = [
  {
    id: "a chatty two-person shop whose clients sell on Shopify and Amazon",
    turns: [
      {
        // Sable Sales Tax Compliance: $99 / client / month ("Economic nexus threshold tracking",
        // "Return preparation by state"); x 12 clients = $1,188 a month, under the $1,500 they
        // would like to keep to (a target: "roughly ... if we can").
        say: "Hi there! So we're a little two-person bookkeeping shop in Portland and almost all of our clients sell online: Shopify stores, a few on Amazon, one who also does craft fairs. Twelve of them right now. The sales tax side is eating us alive, every state has its own threshold and we're tracking it all in a spreadsheet (yikes). We'd like to keep it to roughly $1,500 a month if we can. What would you point us to?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SALES_TAX], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 12,
            budget: { cents: 1_500_00, period: "month", hard: false },
          },
        },
      },
      {
        // Sable Sales Tax Compliance's integrations: Shopify, Amazon Seller Central, Stripe,
        // QuickBooks Online, Xero.
        say: "Does it pull the orders straight from Amazon, or only from Shopify?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: SALES_TAX, with: "Amazon Seller Central", is: "yes" },
            { product: SALES_TAX, with: "Shopify", is: "yes" },
          ],
        },
      },
      {
        // The sheet: not included "Filing and paying the returns for you (it prepares them)".
        say: "ok and once it's worked out the numbers, does it actually send the returns and the money to the states for us? or is that still on us",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: SALES_TAX,
              about: /paying|for you|filing and/i,
              is: "no",
            },
          ],
        },
      },
      {
        // $99 x 8 clients = $792 a month; x 12 = $9,504 the first year.
        say: "What if we only put the 8 biggest sellers on it? What's that a month, and for the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: SALES_TAX, quantity: 8 }],
        },
      },
    ],
  },
  {
    id: "a terse bookkeeper for condo and homeowners' associations",
    turns: [
      {
        // Cedarline Nonprofit Fund Accounting: $79 / user / month ("Restricted and unrestricted
        // funds", "Grant budgets and tracking"); x 3 = $237 a month, x 12 = $2,844 the first year,
        // under the $4,000 a year cap.
        say: "Outsourced books for condo and HOA boards. Me + 2 staff, 25 associations. Need fund accounting, operating vs reserve funds kept apart, and statements the board can read. $4,000/yr max.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FUND], withinBudget: true },
          remembers: {
            seats: 3,
            clients: 25,
            budget: { cents: 4_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // Fund Accounting's sheet: not included "Payroll".
        say: "two associations pay a part-time super. payroll in it?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: FUND, about: /payroll/i, is: "no" }],
        },
      },
      {
        // $79 x 3 = $237 a month; x 12 = $2,844 the first year.
        say: "fund one. per seat? price for the 3 of us, first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: FUND, quantity: 3 }],
        },
      },
      {
        // Which return an association should file is tax advice, not in any listing or policy.
        say: "1120-H or 1120 for an HOA, which is better? board keeps asking.",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "the IT manager of a three-office audit firm",
    turns: [
      {
        // Fieldstone Engagement Suite Enterprise: $1,500 per firm, one-time ("Network licence for
        // all offices", "Firm-wide methodology templates"); Fieldstone Audit Workpapers is $119 per
        // user per month, the per-seat subscription they do not want.
        say: "I'm the IT manager at a regional CPA firm, three offices, 25 people on the audit side. The partners want every office on the same audit methodology and one set of templates. We run our own servers, and nobody here wants another per-seat subscription.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [ENTERPRISE], excludes: [WORKPAPERS] },
          remembers: { seats: 25 },
        },
      },
      {
        // The suite's sheet: not included "Cloud hosting (it runs on your network)".
        say: "Could the people in our satellite offices get to it in a browser, hosted by the vendor?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ENTERPRISE, about: /cloud/i, is: "no" }],
        },
      },
      {
        // The suite's integrations include NetSuite.
        say: "Does the Fieldstone suite talk to NetSuite? Two of our bigger audit clients run on it.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: ENTERPRISE, with: "NetSuite", is: "yes" }],
        },
      },
      {
        // Workpapers: $119 x 25 = $2,975 a month; x 12 = $35,700 the first year. The suite: $1,500
        // once for the firm (not x 25: $37,500).
        say: "For the partners' memo: put the suite next to Fieldstone's workpaper subscription for the 25 of us. What does each cost in the first year?",
        expect: {
          answers: ["compare"],
          compares: [ENTERPRISE, WORKPAPERS],
          cost: [
            { product: WORKPAPERS, quantity: 25 },
            { product: ENTERPRISE, quantity: 25 },
          ],
          notAmounts: [37_500_00],
        },
      },
    ],
  },
  {
    id: "a solo cpa doing bonding statements for contractors, typing fast",
    turns: [
      {
        // Kestrel Trial Balance & Financial Statements: $749 per firm, one-time ("Trial balance
        // import from any ledger", "Notes and disclosures library"), under the $1,000 one-off.
        say: "solo cpa here, i do reviewed financials for about 40 contractors so they can get bonded for jobs. need somthing to pull in the trial balance and spit out the statements with notes. one time purchase is fine, up to 1000 bucks",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [KESTREL], withinBudget: true },
          remembers: { seats: 1, clients: 40 },
        },
      },
      {
        // Kestrel's sheet: not included "Audit workpapers and sign-offs".
        say: "does kestral do the workpapers and signoffs too or just the statements",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: KESTREL, about: /workpaper|sign/i, is: "no" }],
        },
      },
      {
        // Kestrel's integrations include QuickBooks Desktop and Sage Intacct.
        say: "clients mostly on quickbooks desktop, couple on sage intacct. works w both?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: KESTREL, with: "QuickBooks Desktop", is: "yes" },
            { product: KESTREL, with: "Sage Intacct", is: "yes" },
          ],
        },
      },
      {
        // Kestrel is a perpetual licence ($749 once, kept), delivered as a licence key and
        // installer download.
        say: "is the 749 a yearly thing or do i own it. and do i get a download or what",
        expect: { policy: ["licences", "delivery"] },
      },
    ],
  },
  {
    id: "a fee-only RIA that miscounted its advisers",
    turns: [
      {
        // Northgate Plan Studio ($149 / user / month) and Northgate Portfolio Analytics ($199 per
        // firm per month, "Bulk quarterly reports"): $149 x 4 + $199 = $795 a month, under $1,200.
        say: "We're a fee-only RIA, four advisers, about 180 client households, mostly physicians. We need planning software and something for quarterly performance reports. We'd like to stay under $1,200 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PLAN, PORTFOLIO], withinBudget: true },
          remembers: {
            seats: 4,
            clients: 180,
            budget: { cents: 1_200_00, period: "month", hard: true },
          },
        },
      },
      {
        // Corrected to 3 seats: $149 x 3 + $199 = $646 a month, still under $1,200.
        say: "Sorry, three advisers, not four. One of us retires in January. Does that change what you'd suggest?",
        expect: {
          recommends: { includes: [PLAN, PORTFOLIO], withinBudget: true },
          remembers: { seats: 3 },
        },
      },
      {
        // Portfolio Analytics' sheet: not included "Trading or rebalancing".
        say: "Does Portfolio Analytics place the rebalancing trades too, or only report on them?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTFOLIO, about: /trad|rebalanc/i, is: "no" }],
        },
      },
      {
        // The second product of the current recommendation, for 3 advisers: Portfolio Analytics
        // $199 a month for the firm (not x 3: $597), x 12 = $2,388 the first year; or Plan Studio
        // $149 x 3 = $447 a month, x 12 = $5,364.
        say: "And the second one you listed, what's that for the three of us, monthly and for year one?",
        expect: {
          answers: ["cost"],
          costOfRecommended: { positions: [1], quantity: 3 },
          notAmounts: [597_00],
        },
      },
    ],
  },
  {
    id: "an office manager forwarding an estate partner's questions",
    turns: [
      {
        // Trustwell Estate Planning Modeler: $899 / user, one-time ("Estate tax projections",
        // "Gifting and trust strategy comparison"); x 2 = $1,798, under the $2,500 ceiling.
        say: 'Forwarding this from our partner Ruth, as she wrote it: "Two of us do estate and gift planning meetings with wealthy families. We want software that shows the estate tax under different gifting and trust plans. Something we buy once, not rent. Ceiling of $2,500 all in."',
        expect: {
          answers: ["recommend"],
          recommends: { includes: [ESTATE], withinBudget: true },
          remembers: { seats: 2 },
        },
      },
      {
        // The modeler's sheet: not included "Preparing Forms 706 and 709".
        say: 'Ruth asks: "Will it fill out the 706 and the 709 for us once we pick a plan?"',
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESTATE, about: /706|709/i, is: "no" }],
        },
      },
      {
        // The exemption amount for a year is tax law, not in any listing or policy.
        say: 'She also wants to know: "What is the estate tax exemption we should plan around for 2027?"',
        expect: { declines: true },
      },
      {
        // The modeler: $899 x 2 = $1,798 one-time. Client Financial Plan Report Template: $69 per
        // firm, one-time (not x 2: $138). Together $1,867.
        say: 'Her last one: "What do the two licences cost, and what is the total if we add the financial plan report template to hand clients?"',
        expect: {
          answers: ["cost"],
          cost: [
            { product: ESTATE, quantity: 2 },
            { product: PLAN_REPORT, quantity: 2 },
          ],
          together: true,
          notAmounts: [138_00],
        },
      },
    ],
  },
  {
    id: "a fractional CFO for startups writing English as a second language",
    turns: [
      {
        // Tidewater Budget & Forecast Cloud: $129 / client / month ("Driver-based budgets",
        // "Rolling forecasts", "Scenario comparison"); x 6 = $774 a month, under the $900 cap.
        say: "Hello, I am working as fractional CFO for startup companies, alone, 6 clients now. They use QuickBooks Online and two are on NetSuite. I need to make budgets and rolling forecasts for them and show scenarios in the board meeting. Maximum 900 dollars per month I can spend.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FORECAST], withinBudget: true },
          remembers: {
            seats: 1,
            clients: 6,
            budget: { cents: 900_00, period: "month", hard: true },
          },
        },
      },
      {
        // Tidewater's sheet: not included "Consolidation of several entities".
        say: "One client has three companies, the parent and two subsidiaries. The Tidewater can make one consolidated forecast for all three?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: FORECAST, about: /consolidat|entit/i, is: "no" }],
        },
      },
      {
        // Tidewater's integrations: QuickBooks Online, Xero, Sage Intacct, NetSuite, Excel.
        say: "It is connecting with NetSuite, yes? Or only with QuickBooks?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: FORECAST, with: "NetSuite", is: "yes" },
            { product: FORECAST, with: "QuickBooks Online", is: "yes" },
          ],
        },
      },
      {
        // $129 x 8 = $1,032 a month, above the $900 cap; x 12 = $12,384 the first year.
        say: "If I get 2 more clients next month, so 8, how much per month and for first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: FORECAST, quantity: 8 }],
          fits: { product: FORECAST, fits: false },
        },
      },
    ],
  },
  {
    id: "a small-town office taking payroll in-house that raised its budget",
    turns: [
      {
        // Copperline Payroll Desktop: $349 per firm, a one-year licence ("Up to 50 client
        // companies", Windows), under the $500 a year cap.
        say: "We're a four-person CPA office in a small Nebraska town. Main Street clients keep asking us to take over their payroll, about 35 small employers: a hardware store, two diners, a vet clinic and so on. We'd rather run it on our own Windows PCs. Up to $500 a year is fine.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_DESKTOP], withinBudget: true },
          remembers: {
            seats: 4,
            clients: 35,
            budget: { cents: 500_00, period: "year", hard: true },
          },
        },
      },
      {
        // Payroll Desktop's sheet: not included "Direct deposit".
        say: "Half of the employees want their pay sent straight into their bank accounts instead of paper checks. Can the Copperline desktop program do that?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PAYROLL_DESKTOP,
              about: /direct deposit|deposit/i,
              is: "no",
            },
          ],
        },
      },
      {
        // Payroll Cloud: $69 / client / month x 35 = $2,415 a month; x 12 = $28,980 the first
        // year. Payroll Desktop: $349 for its year, for the firm. The desktop one is cheaper.
        say: "What would Copperline's cloud payroll run us for all 35 clients, monthly and the first year, next to the desktop one?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PAYROLL_CLOUD, quantity: 35 },
            { product: PAYROLL_DESKTOP, quantity: 35 },
          ],
          cheapest: PAYROLL_DESKTOP,
        },
      },
      {
        // The budget corrected to a $3,000 a month cap: the cloud payroll's $2,415 a month fits.
        say: "Correction on the budget: the partners say we can go to $3,000 a month if it means no more check printing. Does the cloud one fit that?",
        expect: {
          remembers: {
            budget: { cents: 3_000_00, period: "month", hard: true },
          },
          fits: { product: PAYROLL_CLOUD, fits: true },
        },
      },
    ],
  },
  {
    id: "a one-person 1099 service for landlords, in clipped phrases",
    turns: [
      {
        // Slateform 1099 & W-2 E-File Desktop: $199 per firm, a yearly licence, Windows ("Unlimited
        // payers", 1099-NEC / 1099-MISC / 1099-INT).
        say: "1099 filing for landlords and property managers. 90 payers. Just me, January only. Desktop, no monthly fees.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SLATEFORM] },
          remembers: { seats: 1, clients: 90 },
        },
      },
      {
        // Slateform's sheet: not included "Forms 1099-K and 1099-B".
        say: "that one do 1099-K?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SLATEFORM, about: /1099-K/i, is: "no" }],
        },
      },
      {
        // 1099 Vendor Tracking Workbook: "W-9 received and TIN check columns".
        say: "something to track which vendors sent W-9s during the year?",
        expect: { lists: { includes: [VENDOR_WORKBOOK] } },
      },
      {
        // Slateform $199 (its year) + the workbook $24 (once) = $223 the first year.
        say: "Slateform plus the workbook. Total first year?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: SLATEFORM, quantity: 1 },
            { product: VENDOR_WORKBOOK, quantity: 1 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "an operations manager planning the busy season for fifteen people",
    turns: [
      {
        // Tallystone Capacity Planner: $35 / user / month ("Hours forecast by client and service",
        // "Staff availability and time off"); x 15 = $525 a month, near the $600 target.
        say: "I'm the operations manager at a 15-person tax and bookkeeping firm. Every March half the team is drowning and the other half is fine. We already have a time and billing system we like. What I need is to plan hours by client against staff availability before the season starts. Target is about $600 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CAPACITY], withinBudget: true },
          remembers: {
            seats: 15,
            budget: { cents: 600_00, period: "month", hard: false },
          },
        },
      },
      {
        // The planner's sheet: not included "Time tracking and billing".
        say: "Does the planner track time itself, or would we keep our current system for that?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: CAPACITY,
              about: /time track|tracking|billing/i,
              is: "no",
            },
          ],
        },
      },
      {
        // How long a return takes is not in any listing.
        say: "Roughly how many hours does a typical 1040 take, so I can put realistic numbers in?",
        expect: { declines: true },
      },
      {
        // $35 x 9 = $315 a month; x 12 = $3,780 the first year.
        say: "What if only the 9 preparers and reviewers get seats? Monthly and first year please.",
        expect: {
          answers: ["cost"],
          cost: [{ product: CAPACITY, quantity: 9 }],
        },
      },
    ],
  },
  {
    id: "two partners who want their billing on their own server",
    turns: [
      {
        // Tallystone Time & Billing Desktop: $449 per firm, perpetual ("Runs on your own server"),
        // under $600.
        say: "Two partners, five staff, seven of us. We bill by the hour and we want the billing data on our own server, not somebody's cloud. One purchase, under $600.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [BILLING], withinBudget: true },
          remembers: { seats: 7 },
        },
      },
      {
        // Time & Billing Desktop's sheet: not included "Online card payments from clients".
        say: "Can clients pay the invoices online with a card through it?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: BILLING, about: /card|online|payment/i, is: "no" }],
        },
      },
      {
        // Its integrations: QuickBooks Desktop, Microsoft Excel.
        say: "Works with QuickBooks Desktop?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: BILLING, with: "QuickBooks Desktop", is: "yes" }],
        },
      },
      {
        // A vendor's plans for its product are not in any listing.
        say: "Will Tallystone still support the desktop version five years from now?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a storefront tax office tired of in-person 8879 signatures",
    turns: [
      {
        // Harborview e-Signature: $25 / user / month ("Legally binding electronic signatures for
        // engagement letters, e-file authorisations"); x 6 = $150 a month, under $200.
        say: "Storefront tax office, 6 preparers in season, around 900 individual returns. Right now clients come back in person just to sign the 8879. We want e-signatures for those and for engagement letters. Keep it under $200 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [ESIGN], withinBudget: true },
          remembers: {
            seats: 6,
            budget: { cents: 200_00, period: "month", hard: true },
          },
        },
      },
      {
        // e-Signature's features: "Knowledge-based authentication option".
        say: "some of the e-file forms need that identity quiz thing before the client signs. is that in there?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESIGN, about: /knowledge|authent/i, is: "yes" }],
        },
      },
      {
        // e-Signature's sheet: not included "Notarisation".
        say: "Does it notarize too? People ask us for that now and then.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESIGN, about: /notar/i, is: "no" }],
        },
      },
      {
        // $25 x 6 = $150 a month; x 12 = $1,800 the first year. A 14-day free trial (FAQ).
        say: "OK, what's it come to for the 6 of us for a season... I mean for the first year? And is there a free trial first?",
        expect: {
          answers: ["cost"],
          cost: [{ product: ESIGN, quantity: 6 }],
          policy: ["trials"],
        },
      },
    ],
  },
  {
    id: "una tenedora de libros dominicana en Lawrence con veinte negocios",
    spanish: true,
    turns: [
      {
        // Tickmark Receipt Capture: $19 / client / month ("Mobile and email capture").
        say: "hola, tengo una oficinita en Lawrence, somos dos y le llevamos los libros a unos 20 negocios, bodegas, salones, un car wash. los clientes me traen los recibos en una funda y es un relajo. quiero algo pa que ellos mismos le tomen foto a los recibos con el celular. que me recomiendas?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RECEIPTS] },
          remembers: { seats: 2, clients: 20 },
        },
      },
      {
        // Receipt Capture's languages: English and Spanish.
        say: "y la app esa viene en espanol? la mayoria de mis clientes no lee ingles",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: RECEIPTS,
              about: /spanish|espa|idioma|language|\bes\b/i,
              is: "yes",
            },
          ],
        },
      },
      {
        // Receipt Capture's sheet: not included "Mileage tracking".
        say: "y sirve pa llevar las millas del carro tambien?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RECEIPTS, about: /mileage|milla|kil/i, is: "no" }],
        },
      },
      {
        // $19 x 20 = $380 a month; x 12 = $4,560 the first year.
        say: "cuanto me sale pa los 20 clientes al mes y el primer ano?",
        expect: {
          answers: ["cost"],
          cost: [{ product: RECEIPTS, quantity: 20 }],
        },
      },
    ],
  },
  {
    id: "tres contadoras colombianas en Houston que empiezan con nómina",
    spanish: true,
    turns: [
      {
        // Copperline Payroll Cloud: $69 / client / month ("Direct deposit", "W-2 and 1099
        // preparation", cloud).
        say: "Buenos días. Le escribo de una firma pequeña en Houston; somos tres contadoras colombianas y atendemos restaurantes y empresas de construcción. Queremos empezar a ofrecer nómina a 15 clientes, con depósito directo y los formularios W-2. ¿Qué nos recomienda? Preferimos algo en línea.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_CLOUD] },
          remembers: { seats: 3, clients: 15 },
        },
      },
      {
        // Payroll Cloud's sheet: not included "Benefits administration".
        say: "¿El sistema también administra los beneficios de los empleados, como el seguro médico?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_CLOUD, about: /benefit|benefici/i, is: "no" }],
        },
      },
      {
        // Payroll Cloud's sheet: not included "Payroll outside the United States".
        say: "Uno de los clientes tiene trabajadores en México. ¿Les puede pagar con este mismo sistema?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PAYROLL_CLOUD,
              about: /outside|united states|fuera|exterior/i,
              is: "no",
            },
          ],
        },
      },
      {
        // $69 x 15 = $1,035 a month; x 12 = $12,420 the first year. A 14-day free trial.
        say: "¿Cuánto sería al mes para los 15 clientes y cuánto el primer año? ¿Y hay período de prueba?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PAYROLL_CLOUD, quantity: 15 }],
          policy: ["trials"],
        },
      },
    ],
  },
  {
    id: "una asesoría fiscal de dos socios españoles en Miami",
    spanish: true,
    turns: [
      {
        // Tallystone Practice Manager: $59 / user / month ("Recurring jobs per client and due
        // date", "Deadline calendar with extensions", "Fixed-fee and hourly invoicing"); x 4 =
        // $236 a month, x 12 = $2,832 the first year, under the $3,000 cap ("tope").
        say: "Hola. Somos una asesoría fiscal pequeña en Miami, cuatro personas (dos socios españoles y dos empleados), con unos 150 clientes particulares y autónomos. Llevamos los plazos en un Excel y cada abril se nos escapa alguno. Queremos algo para repartir el trabajo, controlar los vencimientos y facturar las horas. Nuestro tope son 3.000 dólares el primer año.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PRACTICE], withinBudget: true },
          remembers: {
            seats: 4,
            clients: 150,
            budget: { cents: 3_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // Practice Manager's sheet: not included "Document storage (pair it with a document
        // manager)".
        say: "¿Y guarda también los documentos de los clientes, o eso va aparte?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PRACTICE, about: /document|storage|almacen/i, is: "no" }],
        },
      },
      {
        // Practice Manager: $59 x 4 = $236 a month; x 12 = $2,832. Federal Tax Deadline Calendar
        // 2027: $19 per firm, once (not x 4: $76). Together $2,851 the first year.
        say: "Vale. ¿Cuánto sale al mes para los cuatro y cuánto el primer año? Y si añadimos el calendario de vencimientos federales de 2027, ¿cuánto es todo junto?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PRACTICE, quantity: 4 },
            { product: CALENDAR, quantity: 4 },
          ],
          together: true,
          notAmounts: [76_00],
        },
      },
      {
        // Terms: a refund can be asked for within 30 days of the order.
        say: "¿Y si al final no nos convence, nos devolvéis el dinero?",
        expect: { policy: ["refunds"] },
      },
    ],
  },
  {
    id: "un preparador venezolano en Doral al que le llegan corporaciones",
    spanish: true,
    turns: [
      {
        // Ledgerpoint Tax Suite Professional: $1,299 per firm, a yearly licence (1040, 1065, 1120,
        // 1120-S, 1041), under the $1,500 a year cap; Basic leaves out business returns.
        say: "Buenas, soy preparador en Doral, trabajo solo en temporada con unos 200 clientes individuales, pero este año me están llegando dueños de LLC y corporaciones pequeñas. Necesito un programa de impuestos que aguante eso. Tengo hasta 1.500 dolares al año.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [TAX_PRO],
            excludes: [TAX_BASIC],
            withinBudget: true,
          },
          remembers: {
            seats: 1,
            clients: 200,
            budget: { cents: 1_500_00, period: "year", hard: true },
          },
        },
      },
      {
        // Basic's sheet: not included "Business returns (1065, 1120, 1120-S, 1041): upgrade to
        // Professional".
        say: "Y el Basic no me sirve pa las 1120-S aunque sean poquitas?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_BASIC, about: /1120-S|business/i, is: "no" }],
        },
      },
      {
        // Basic ($499 a year, 1040 only, 150 e-files) against Professional ($1,299 a year).
        say: "Comparame los dos, el Basic y el Professional, lado a lado",
        expect: { answers: ["compare"], compares: [TAX_BASIC, TAX_PRO] },
      },
      {
        // Professional's sheet: not included "Access from a web browser" (Windows only).
        say: "El Professional lo puedo abrir desde el navegador cuando estoy fuera de la oficina?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /browser|navegador|web/i, is: "no" }],
        },
      },
    ],
  },
];
