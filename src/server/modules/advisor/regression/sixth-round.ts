import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's sixth held-out round: sixteen more new firms (none of the fourth or fifth
 * round's), four turns each, written blind: from the catalogue's sheets
 * (src/server/db/seed/catalogue.ts), the store's policy texts and the expectation checks only,
 * without reading the advisor's engine. Voices: a 60-person firm's operations manager, a solo EA
 * typing fast, a practice manager, a nonprofit's only bookkeeper, a fee-only planner, a payroll
 * bureau, four conversations wholly in Spanish. Follow-ups by "it", "that", "both", "the second
 * one you suggested", "the cheaper one", "ese", "los dos"; products by short name, vendor + noun
 * and typo; headcounts and budgets in ordinary words (a monthly target, a monthly ceiling, a
 * yearly cap, a one-off sum); corrections; questions to decline. Totals are worked out by hand
 * from the seed: price x quantity (per user or client; once for a per-firm price), x 12 for a
 * monthly term in the first year; each is written beside its turn. Scored once before any change
 * (docs/advisor.md); regression.test.ts plays it with the turns it missed listed.
 */

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const TAX_PLANNER = "Ledgerpoint Tax Planner";
const RESEARCH = "Ledgerpoint Tax Research Library";
const PORTAL = "Harborview Client Portal";
const ESIGN = "Harborview e-Signature";
const VAULT = "Brightfile Document Vault";
const SCAN = "Brightfile Scan & Split";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const RECEIPTS = "Tickmark Receipt Capture";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const PAYROLL_DESKTOP = "Copperline Payroll Desktop";
const PAYROLL_TABLES = "Sable Multi-State Payroll Tax Tables";
const PLAN = "Northgate Plan Studio";
const PORTFOLIO = "Northgate Portfolio Analytics";
const RETIREMENT = "Northgate Retirement Income Planner";
const FUND = "Cedarline Nonprofit Fund Accounting";
const PRACTICE = "Tallystone Practice Manager";
const CAPACITY = "Tallystone Capacity Planner";
const KESTREL = "Kestrel Trial Balance & Financial Statements";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const CASH_FLOW = "13-Week Cash Flow Forecast";
const SLATEFORM = "Slateform 1099 & W-2 E-File Desktop";
const VENDOR_WORKBOOK = "1099 Vendor Tracking Workbook";
const BUSINESS_ORGANIZER = "Business Tax Organizer";
const QUILLMARK = "Quillmark Letter Builder";
const LETTERS = "Engagement Letter Pack for Tax & Accounting Firms";

export const SIXTH_ROUND: NewFirm[] = [
  {
    id: "the operations manager of a sixty-person CPA firm",
    turns: [
      {
        say: "I manage operations at a CPA firm of 60 people, and every one of them, from first-year staff to the partners, would need a login. We want a tax research service that explains the rules, links to the code and warns us when the law changes. What would you recommend?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RESEARCH] },
          remembers: { seats: 60 },
        },
      },
      {
        // $89 / user / month x 60 = $5,340 a month; x 12 = $64,080 the first year.
        say: "What does that run for 60 logins? I need the monthly figure and what we'd spend in year one.",
        expect: {
          answers: ["cost"],
          cost: [{ product: RESEARCH, quantity: 60 }],
        },
      },
      {
        say: "Does it plug into Ledgerpoint's tax suite? That's what our preparers work in.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: RESEARCH, with: "Ledgerpoint Tax Suite", is: "yes" }],
        },
      },
      {
        // Not included: "Answers from a tax professional".
        say: "If a senior gets stuck, can they put a question to an actual tax professional through it, like a hotline?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RESEARCH, about: /answer|professional/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a solo enrolled agent typing between appointments",
    turns: [
      {
        say: "solo EA. want to show my individual clients what they'll owe this yr vs next yr under diff strategies. what u got",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PLANNER] },
          remembers: { seats: 1 },
        },
      },
      {
        // Not included: "Filing returns".
        say: "does the planer file the returns too or only project",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PLANNER, about: /fil/i, is: "no" }],
        },
      },
      {
        // $65 / user / month x 1 = $65 a month; $780 the first year.
        say: "whats it cost me, month + whole yr",
        expect: {
          answers: ["cost"],
          cost: [{ product: TAX_PLANNER, quantity: 1 }],
        },
      },
      {
        // Slateform's forms include 1099-NEC; the vendor workbook's sheet says "E-filing the
        // 1099s" is not included.
        say: "also gotta efile 1099-NECs for a few biz clients in jan. anything for that?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [SLATEFORM], excludes: [VENDOR_WORKBOOK] },
        },
      },
    ],
  },
  {
    id: "una oficina de nómina de cuatro en El Paso",
    spanish: true,
    turns: [
      {
        // The desktop edition has no direct deposit (not included).
        say: "Tenemos una oficina de nómina en El Paso; somos cuatro y atendemos a 45 empresas. Buscamos un sistema de nómina en la nube que haga depósito directo. ¿Qué nos sugieren?",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [PAYROLL_CLOUD],
            excludes: [PAYROLL_DESKTOP],
          },
          remembers: { seats: 4, clients: 45 },
        },
      },
      {
        // Forms: 1099-NEC; feature "W-2 and 1099 preparation".
        say: "¿Ese prepara también los 1099-NEC de los contratistas?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_CLOUD, about: /1099/i, is: "yes" }],
        },
      },
      {
        // $69 / client / month x 45 = $3,105 a month; x 12 = $37,260 the first year.
        say: "¿Cuánto pagaríamos al mes por las 45 empresas? ¿Y en todo el primer año?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PAYROLL_CLOUD, quantity: 45 }],
        },
      },
      {
        say: "Varias empresas llevan su contabilidad en Xero. ¿Se puede conectar con Xero?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PAYROLL_CLOUD, with: "Xero", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "un despacho de siete que resultó de once, con firmas electrónicas",
    spanish: true,
    turns: [
      {
        // The vault, Quillmark and the letter pack list e-signature as not included.
        say: "Somos 7 en el despacho y cada semana mandamos cartas compromiso y autorizaciones 8879 a firmar. ¿Qué tienen para firma electrónica?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [ESIGN], excludes: [VAULT, QUILLMARK, LETTERS] },
          remembers: { seats: 7 },
        },
      },
      {
        say: "Compáreme los dos de Harborview: el de firma y el portal.",
        expect: { answers: ["compare"], compares: [ESIGN, PORTAL] },
      },
      {
        // $25 / user / month x 7 = $175 a month; x 12 = $2,100 the first year.
        say: "¿Cuánto sale el de firma para los 7, al mes?",
        expect: { answers: ["cost"], cost: [{ product: ESIGN, quantity: 7 }] },
      },
      {
        // e-Signature: $25 x 11 = $275 a month, $3,300; portal: $79 x 11 = $869 a month,
        // $10,428; together $13,728 the first year.
        say: "Perdón, me equivoqué: somos 11, no 7. ¿Cuánto serían los dos para los 11, al mes y el primer año?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: ESIGN, quantity: 11 },
            { product: PORTAL, quantity: 11 },
          ],
          together: true,
          remembers: { seats: 11 },
        },
      },
    ],
  },
  {
    id: "the only bookkeeper at a regional food bank",
    turns: [
      {
        say: "I'm the only bookkeeper at a regional food bank, a 501(c)(3). Our board wants statements by restricted fund and better reporting on each grant against its budget. What would you point me to?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FUND] },
          remembers: { seats: 1 },
        },
      },
      {
        // Not included: "Payroll".
        say: "Would Cedarline's fund accounting also run our payroll? There are about 30 on staff.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: FUND, about: /payroll/i, is: "no" }],
        },
      },
      {
        say: "And the second one you suggested, what would that come to for just me, monthly and over the first year?",
        expect: {
          answers: ["cost"],
          costOfRecommended: { positions: [1], quantity: 1 },
        },
      },
      {
        // Deployment: Windows only.
        say: "I work from home two days a week. Can I get into the fund accounting one from a web browser?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: FUND,
              about: /browser|web|cloud|deploy|windows|online/i,
              is: "no",
            },
          ],
        },
      },
    ],
  },
  {
    id: "a fee-only planner with a yearly cap",
    turns: [
      {
        // Roth conversion ladders: the retirement planner ($399 once, per user); with Plan Studio
        // for 1 user ($1,788 the first year) both come to $2,187, under the cap.
        say: "Fee-only planner, one-person shop. I can put up to $2,500 a year toward software, and not a dollar over. Most of my work is Roth conversion and Social Security timing for people about to retire.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RETIREMENT], withinBudget: true },
          remembers: {
            seats: 1,
            budget: { cents: 2500_00, period: "year", hard: true },
          },
        },
      },
      {
        say: "Put the retirement planner next to Plan Studio for me.",
        expect: { answers: ["compare"], compares: [RETIREMENT, PLAN] },
      },
      {
        // $399 once against $149 x 12 = $1,788.
        say: "Which of the two is the cheaper one in year one?",
        expect: { answers: ["cost"], cheapest: RETIREMENT },
      },
      {
        // Not included: "Account aggregation".
        say: "Does the cheaper one pull in my clients' accounts automatically, or do I type balances in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RETIREMENT, about: /aggregat|account/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "three bookkeepers on QuickBooks Online aiming at three hundred a month",
    turns: [
      {
        // Autopilot: $89 a month for the firm (up to 25 clients).
        say: "Hi there! Three of us run a little bookkeeping practice with about twenty clients, all of them on QuickBooks Online. We'd love to stop keying bank transactions by hand. We're hoping to keep software to roughly $300 a month. Any suggestions?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [AUTOPILOT], withinBudget: true },
          remembers: {
            seats: 3,
            clients: 20,
            budget: { cents: 300_00, period: "month", hard: false },
          },
        },
      },
      {
        say: "Does Autopilot hook into QBO directly?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: AUTOPILOT, with: "QuickBooks Online", is: "yes" }],
        },
      },
      {
        // $19 / client / month x 20 = $380 a month; x 12 = $4,560 the first year.
        say: "And the receipt app from the same company, what would that be for our 20 clients?",
        expect: {
          answers: ["cost"],
          cost: [{ product: RECEIPTS, quantity: 20 }],
        },
      },
      {
        // Autopilot $89 a month, $1,068; receipts $380, $4,560; together $5,628 the first year.
        say: "Both of them together, monthly and for the first year?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: AUTOPILOT, quantity: 1 },
            { product: RECEIPTS, quantity: 20 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "a compilation and review shop with a one-off thousand dollars",
    turns: [
      {
        say: "Our firm does compilations and reviews for around 80 small businesses; there are 6 of us on staff. We need to produce financial statements, notes included, straight from a trial balance. What do you recommend?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [KESTREL] },
          remembers: { seats: 6, clients: 80 },
        },
      },
      {
        say: "Does Kestrel take trial balances out of Sage Intacct?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: KESTREL, with: "Sage Intacct", is: "yes" }],
        },
      },
      {
        // $749 once for the firm: within $1,000; not 6 x $749 = $4,494.
        say: "We have $1,000 set aside for this, one-off. Is it a one-time purchase, and does it fit for all six of us?",
        expect: {
          answers: ["cost"],
          cost: [{ product: KESTREL, quantity: 1 }],
          fits: { product: KESTREL, fits: true },
          notAmounts: [6 * 749_00],
        },
      },
      {
        // Not included: "Audit workpapers and sign-offs".
        say: "Can it handle the audit side too, workpapers and sign-offs?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: KESTREL, about: /workpaper|sign-?off/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a three-preparer office on Drake with paper stacks",
    turns: [
      {
        say: "we use drake for returns, need somthing to scan client paper stacks and split them into seperate pdfs. 3 preparers",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SCAN] },
          remembers: { seats: 3 },
        },
      },
      {
        say: "does scan n split work w drake",
        expect: {
          answers: ["integration"],
          integrations: [{ product: SCAN, with: "Drake Tax", is: "yes" }],
        },
      },
      {
        // $149 / user, one-time x 3 = $447.
        say: "cost for 3 licences?",
        expect: { answers: ["cost"], cost: [{ product: SCAN, quantity: 3 }] },
      },
      {
        // Not included: "Entering the figures into the tax return".
        say: "does it key the numbers into the return for us or no",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SCAN, about: /figure|enter|key/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "una preparadora de Laredo que lee la letra pequeña",
    spanish: true,
    turns: [
      {
        say: "Si compro el programa de Kestrel y a las dos semanas veo que no es lo que necesito, ¿puedo pedir que me reembolsen?",
        expect: { answers: ["policy"], policy: ["refunds"] },
      },
      {
        say: "¿Las suscripciones traen un periodo de prueba sin costo? ¿De cuántos días?",
        expect: { answers: ["policy"], policy: ["trials"] },
      },
      {
        say: "Una vez pagado, ¿cómo recibo un programa de escritorio? ¿Me mandan un disco por correo?",
        expect: { answers: ["policy"], policy: ["delivery"] },
      },
      {
        say: "¿Contestan el teléfono los sábados? ¿En qué horario?",
        expect: { answers: ["policy"], policy: ["support_hours"] },
      },
    ],
  },
  {
    id: "tres asesores de inversión con 150 familias en Fidelity",
    spanish: true,
    turns: [
      {
        say: "Somos tres asesores de inversión y atendemos a unas 150 familias con cuentas en Fidelity. Necesitamos informes trimestrales de rendimiento para todas. ¿Qué nos recomiendan?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PORTFOLIO] },
          remembers: { seats: 3, clients: 150 },
        },
      },
      {
        // One price for the firm: $199 a month, $2,388 the first year; not 3 x $199 = $597.
        say: "¿Cuánto cuesta al mes para los tres? ¿Se cobra por asesor?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PORTFOLIO, quantity: 1 }],
          notAmounts: [3 * 199_00],
        },
      },
      {
        // Not included: "Trading or rebalancing".
        say: "¿Y se encarga de rebalancear las carteras?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTFOLIO, about: /rebalanc|trad/i, is: "no" }],
        },
      },
      {
        say: "¿Qué rendimiento promedio logran los clientes de los asesores que ya usan ese programa?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a practice manager planning busy season for twenty-two",
    turns: [
      {
        // Capacity Planner: "Hours forecast by client and service", "Staff availability".
        say: "I'm the practice manager at a 22-person firm and busy season buries us every spring. Do you carry anything for planning who works on what, week by week?",
        expect: {
          answers: ["coverage"],
          lists: { includes: [CAPACITY] },
          remembers: { seats: 22 },
        },
      },
      {
        say: "Put Tallystone's capacity planner and their practice manager side by side.",
        expect: { answers: ["compare"], compares: [CAPACITY, PRACTICE] },
      },
      {
        // Capacity: $35 x 22 = $770 a month, $9,240; practice: $59 x 22 = $1,298 a month,
        // $15,576; together $24,816 the first year.
        say: "What would both cost for all 22 of us, per month and for the first year?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: CAPACITY, quantity: 22 },
            { product: PRACTICE, quantity: 22 },
          ],
          together: true,
        },
      },
      {
        // Capacity Planner: not included "Time tracking and billing"; Practice Manager: "Time
        // tracking with timers".
        say: "Does the planner track time, or is that only the other one?",
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: CAPACITY, about: /time/i, is: "no" },
            { product: PRACTICE, about: /time/i, is: "yes" },
          ],
        },
      },
    ],
  },
  {
    id: "a two-person trusts and estates practice",
    turns: [
      {
        // Professional's forms include 1041; Basic's sheet and the business organizer's say not.
        say: "trusts & estates practice, 2 ppl. need to prepare 1041s. what covers that",
        expect: {
          answers: ["coverage"],
          lists: {
            includes: [TAX_PRO],
            excludes: [TAX_BASIC, BUSINESS_ORGANIZER],
          },
          remembers: { seats: 2 },
        },
      },
      {
        // Not included: "Forms 706 and 709 (estate and gift tax)".
        say: "pro do 706 as well?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /706/i, is: "no" }],
        },
      },
      {
        // No sheet lists Form 706; Trustwell's says "Preparing Forms 706 and 709" is not included.
        say: "anything here that actually prepares a 706 then",
        expect: { answers: ["coverage"], lists: { empty: true } },
      },
      {
        // $1,299 for the firm, a one-year licence: not 2 x $1,299 = $2,598.
        say: "fine. pro for both of us, all in?",
        expect: {
          answers: ["cost"],
          cost: [{ product: TAX_PRO, quantity: 1 }],
          notAmounts: [2 * 1299_00],
        },
      },
    ],
  },
  {
    id: "a two-partner advisory firm under a monthly ceiling",
    turns: [
      {
        // Tidewater: $129 / client / month x 8 = $1,032.
        say: "We're a two-partner advisory firm doing rolling forecasts for about 8 client companies, several of them on NetSuite. Our ceiling is $1,200 a month for the whole thing. What fits?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FORECAST], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 8,
            budget: { cents: 1200_00, period: "month", hard: true },
          },
        },
      },
      {
        say: "Does Tidewatter sync actuals from NetSuite?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: FORECAST, with: "NetSuite", is: "yes" }],
        },
      },
      {
        // $129 x 10 = $1,290 a month (over $1,200); x 12 = $15,480 the first year.
        say: "Actually make that 10 companies, not 8. Are we still under the ceiling?",
        expect: {
          answers: ["cost"],
          cost: [{ product: FORECAST, quantity: 10 }],
          fits: { product: FORECAST, fits: false },
          remembers: { clients: 10 },
        },
      },
      {
        // The 13-week cash flow template: $45 once.
        say: "Anything cheaper than Tidewater if all a client needs is a 13-week cash forecast?",
        expect: {
          answers: ["cheaper"],
          cheaperThan: FORECAST,
          lists: { includes: [CASH_FLOW], excludes: [FORECAST] },
        },
      },
    ],
  },
  {
    id: "an eight-person firm that turned out to be twelve",
    turns: [
      {
        say: "We're an 8-person tax and bookkeeping firm and our shared drive is a mess. We need proper document management, filed by client and year, with retention rules. What should we get?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [VAULT] },
          remembers: { seats: 8 },
        },
      },
      {
        // Limits: 250 GB of storage.
        say: "How much storage comes with the vault?",
        expect: {
          answers: ["capability"],
          states: [{ product: VAULT, about: /storage|gb/i, value: "250" }],
        },
      },
      {
        // $39 / user / month x 12 = $468 a month; x 12 = $5,616 the first year.
        say: "Actually we're 12, not 8, I forgot the part-timers. What does it come to per month and for the year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: VAULT, quantity: 12 }],
          remembers: { seats: 12 },
        },
      },
      {
        say: "Is Brightfile a company that will still be around in five years? How many customers do they have?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a payroll bureau of five feeding QuickBooks Desktop",
    turns: [
      {
        say: "We're a payroll bureau of five, running payroll for 120 small employers in QuickBooks Desktop. We need current withholding tables for every state fed into it. What have you got?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PAYROLL_TABLES] },
          remembers: { seats: 5, clients: 120 },
        },
      },
      {
        // One price for the firm: $29 a month, $348 the first year; not 120 x $29 = $3,480 nor
        // 5 x $29 = $145.
        say: "Is the Sable feed charged per employer? What's monthly and the first year for us?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PAYROLL_TABLES, quantity: 1 }],
          notAmounts: [120 * 29_00, 5 * 29_00],
        },
      },
      {
        // Not included: "Filing payroll returns"; its forms are none (so no Form 941 either).
        say: "Does it file our clients' 941s as well?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PAYROLL_TABLES, about: /fil|941/i, is: "no" }],
        },
      },
      {
        // Integrations: QuickBooks Desktop only.
        say: "One client is moving to Gusto. Would the tables feed into Gusto?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PAYROLL_TABLES, with: "Gusto", is: "no" }],
        },
      },
    ],
  },
];
