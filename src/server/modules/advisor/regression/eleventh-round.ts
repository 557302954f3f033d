import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's eleventh held-out round: sixteen more new firms (none of the earlier
 * rounds'), four turns each, written blind: from the catalogue's sheets
 * (src/server/db/seed/catalogue.ts), the store's policy texts (terms, FAQ, refunds, delivery),
 * `offer.ts` and the expectation checks only, without reading the advisor's engine. It spreads over
 * the products earlier rounds named least: the chart of accounts and the client onboarding kit,
 * the quarterly estimates worksheet beside the tax planner, the payroll compliance monitor with the
 * multi-state tax tables, the audit planning checklist beside the sampling tool, the advisory
 * proposal and the 13-week cash flow beside driver-based forecasts, the IRS notice kit and the tax
 * research library, the fixed asset manager against the depreciation spreadsheet, the close manager
 * against the month-end checklist, the retirement income planner with the CRM, the letter builder
 * with the engagement letter pack, fiduciary returns on the professional tax suite, the business
 * and individual organizers, W-2 and 1099 e-filing with the year-end payroll checklist, the
 * bookkeeping autopilot's client limit, the Form 990 preparer, and the document vault with Scan &
 * Split. Voices: a terse QuickBooks set-up specialist for design studios, a chatty solo EA whose
 * clients miss their quarterly estimates, a payroll office whose partner corrects its company
 * count, an audit partner writing in bullet points, a five-CPA firm starting CFO packages, two
 * enrolled agents forwarding a client's question, a tax office for dental and veterinary clinics
 * writing English as a second language, a controller-for-hire closing car dealerships' books,
 * typing fast with typos and no capitals, an operations associate forwarding a lead adviser's
 * questions, a tax office sending 300 engagement letters each January, a bank's trust tax desk,
 * an associate corrected by her partner; and four conversations wholly in Spanish: a Mexican
 * payroll office in San Antonio ("ahorita", "chamba", "órale"), a Puerto Rican bookkeeper in
 * Kissimmee ("bregando", "chavos", "negocitos"), a Cuban accountant in Hialeah ("qué bolá",
 * "fulas", "oye") and a Peruvian firm in New Jersey writing in a formal "usted" ("Estimados
 * señores", "le agradecería"). Follow-ups by "it", "that one", "both", "the cheaper one", short
 * names ("the vault", "Scan & Split", "the close manager" typed "close manger", "Quilmark",
 * "Quarterlin manager"), vendor + noun ("Quarterline's monitor", "Tidewater's forecasting",
 * "Ledgerpoint's research thing", "Larkspur's CRM", "the Ledgerpoint planner"); budgets monthly,
 * yearly and one-off, caps and targets ("tops", "can't go over", "thinking around", "aproximadamente",
 * "no más", "hasta"); corrections of a client count twice; five questions to decline (a discount,
 * a safe-harbour question, a Social Security levy, a vendor's plans, what fee to charge). Totals
 * are worked out by hand from the seed: price x quantity (per user or client; once for a per-firm
 * price), x 12 for a monthly term in the first year, a yearly licence's price for its year, a
 * one-time price once; each is written beside its turn. Scored once before any change (score below
 * and /work/team/probes/eleventh-round-misses.txt); regression.test.ts plays it with the turns it
 * missed listed.
 *
 * First score, on main at fdd523e1 (2026-11-28 08:00 UTC, before any change for this round): 31 of
 * 64 turns pass. By check: every total correct 8/11; no claim the facts do not support 51/64;
 * answered or honestly declined 46/63; no repeated reply 64/64; insights equal the chat 64/64;
 * Spanish questions understood 6/16; headcounts and budgets understood 12/18; recommendations as
 * expected 9/16; every suggested follow-up answered 64/64.
 */

const CHART = "Chart of Accounts for Professional Service Firms";
const ONBOARDING = "Client Onboarding Kit";
const ESTIMATES = "Quarterly Estimated Tax Worksheet";
const TAX_PLANNER = "Ledgerpoint Tax Planner";
const MONITOR = "Quarterline Payroll Compliance Monitor";
const TAX_TABLES = "Sable Multi-State Payroll Tax Tables";
const AUDIT_CHECKLIST = "Audit Planning & Risk Assessment Checklist";
const SAMPLING = "Fieldstone Audit Sampling Tool";
const WORKPAPERS = "Fieldstone Audit Workpapers";
const PROPOSAL = "Advisory Services Proposal Template";
const CASH_FLOW = "13-Week Cash Flow Forecast";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const NOTICE_KIT = "IRS Notice Response Kit";
const RESEARCH = "Ledgerpoint Tax Research Library";
const ASSET_MANAGER = "Quarterline Fixed Asset Manager";
const ASSET_SCHEDULE = "Fixed Asset & Depreciation Schedule";
const CLOSE_MANAGER = "Tickmark Close Manager";
const CLOSE_CHECKLIST = "Month-End Close Checklist";
const RETIREMENT = "Northgate Retirement Income Planner";
const CRM = "Larkspur CRM for Accounting Firms";
const QUILLMARK = "Quillmark Letter Builder";
const LETTER_PACK = "Engagement Letter Pack for Tax & Accounting Firms";
const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const BUSINESS_ORGANIZER = "Business Tax Organizer";
const INDIVIDUAL_ORGANIZER = "Individual Tax Organizer";
const SLATEFORM = "Slateform 1099 & W-2 E-File Desktop";
const YEAR_END_PAYROLL = "Year-End Payroll & W-2 Checklist";
const AUTOPILOT = "Tickmark Bookkeeping Autopilot";
const FORM_990 = "Cedarline Form 990 Preparer";
const VAULT = "Brightfile Document Vault";
const SCAN_SPLIT = "Brightfile Scan & Split";

export const ELEVENTH_ROUND: NewFirm[] = [
  {
    id: "a terse QuickBooks set-up specialist for design studios",
    turns: [
      {
        // Chart of Accounts for Professional Service Firms: $19 per firm, one-time (services
        // "QuickBooks Setup"; works with QuickBooks Online and Xero); with the Client Onboarding
        // Kit ($35 once) $54, under the one-off $100.
        say: "Solo. I set up new QuickBooks Online and Xero files for architecture and interior design studios, 6-8 new ones a year. Want a chart of accounts I can import, and a welcome packet for new clients. One purchase, under $100.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CHART], withinBudget: true },
          remembers: { seats: 1 },
        },
      },
      {
        // The chart's sheet: not included "Opening balances".
        say: "Chart come with opening balances filled in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CHART, about: /opening balance/i, is: "no" }],
        },
      },
      {
        // The onboarding kit's sheet: not included "Engagement letters".
        say: "Onboarding kit: engagement letter in it?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ONBOARDING, about: /engagement letter/i, is: "no" }],
        },
      },
      {
        // No listing or policy text gives a discount for two templates: decline, Contact Sales.
        say: "Discount if I take both?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a chatty solo EA whose self-employed clients miss their estimates",
    turns: [
      {
        // Quarterly Estimated Tax Worksheet: $19 per firm, once ("Four installments with their due
        // dates"); Ledgerpoint Tax Planner: $65 / user / month ("Two-year individual projections");
        // for one user $65 + $19 = $84, under the $100 a month they have in mind (a target).
        say: "Hi! Solo EA here, and I've got about 90 self-employed clients (realtors, hairdressers, a few rideshare drivers) who never get their quarterly estimates right. I'd love something to work out the four payments, and maybe something that shows them what next year's tax looks like. I'm thinking around $100 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { oneOf: [ESTIMATES, TAX_PLANNER], withinBudget: true },
          remembers: {
            seats: 1,
            clients: 90,
            budget: { cents: 100_00, period: "month", hard: false },
          },
        },
      },
      {
        // The worksheet's sheet: not included "State estimated payments".
        say: "A bunch of them are in California, does the worksheet do their state estimates as well?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESTIMATES, about: /state/i, is: "no" }],
        },
      },
      {
        // Which safe harbour applies to a client is tax law and advice, not in any listing (the
        // worksheet offers both methods; it does not say which one a client must use).
        say: "Quick one while I have you: for a realtor whose AGI was $180k last year, is it 100% or 110% of last year's tax to be safe?",
        expect: { declines: true },
      },
      {
        // Tax Planner x 1 user: $65 a month, $780 the first year; the worksheet $19 once; together
        // $799 in the first year.
        say: "OK so the Ledgerpoint planner for just me, monthly and the first year, plus the worksheet: what's the total?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: TAX_PLANNER, quantity: 1 },
            { product: ESTIMATES, quantity: 1 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "a payroll office whose partner corrects its company count",
    turns: [
      {
        // Quarterline Payroll Compliance Monitor: $45 / client / month ("Deposit schedule
        // monitoring") x 40 = $1,800; Sable Multi-State Payroll Tax Tables: $29 a month per firm
        // (QuickBooks Desktop); $1,829 a month, under the $2,500 cap.
        say: "Four of us run payroll in-house for 40 small companies, on QuickBooks Desktop. We need to know before a tax deposit is late, and our withholding tables are always out of date. Budget is $2,500 a month, hard ceiling.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [MONITOR, TAX_TABLES], withinBudget: true },
          remembers: {
            seats: 4,
            clients: 40,
            budget: { cents: 2_500_00, period: "month", hard: true },
          },
        },
      },
      {
        // The monitor's integrations: Gusto, ADP, QuickBooks Online.
        say: "Three of the companies run their own payroll through ADP. Does the monitor hook into ADP?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: MONITOR, with: "ADP", is: "yes" }],
        },
      },
      {
        // Corrected to 28 companies: $45 x 28 = $1,260 a month; x 12 = $15,120 the first year.
        say: "Correction from my partner: it's 28 companies, not 40, she cleaned up the list. What's Quarterline's monitor a month now, and for the year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: MONITOR, quantity: 28 }],
          remembers: { clients: 28 },
        },
      },
      {
        // The monitor's sheet: not included "Filing returns or making deposits for you".
        say: "When it spots a deposit coming due, does it make the payment for us?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: MONITOR, about: /for you/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "an audit partner writing in bullet points",
    turns: [
      {
        // Fieldstone Audit Sampling Tool: $249 / user, one-time x 3 = $747; with the Audit Planning
        // & Risk Assessment Checklist ($59 once) $806, under the $1,000 one-off.
        say: "- 3 auditors\n- small nonprofit & HOA audits, ~15/yr\n- need: planning + risk assessment, sample selection\n- buy once, not rent\n- $1,000 max total",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SAMPLING], withinBudget: true },
          remembers: { seats: 3 },
        },
      },
      {
        // Sampling tool x 3: $747 once. Fieldstone Audit Workpapers: $119 / user / month x 3 =
        // $357 a month, $4,284 the first year. The sampling tool is cheaper.
        say: "- sampling tool x3 vs fieldstone workpapers x3, first year, which is cheaper",
        expect: {
          answers: ["cost"],
          cost: [
            { product: SAMPLING, quantity: 3 },
            { product: WORKPAPERS, quantity: 3 },
          ],
          cheapest: SAMPLING,
        },
      },
      {
        // The sampling tool: "Sample size calculators"; the checklist's sheet: not included "Sample
        // size calculations".
        say: "- the cheaper one calcs sample sizes? checklist doesn't, right?",
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: SAMPLING, about: /sample size/i, is: "yes" },
            { product: AUDIT_CHECKLIST, about: /sample size/i, is: "no" },
          ],
        },
      },
      {
        // The terms: a refund of anything paid for can be asked for within 30 days of the order.
        say: "- money back if it's not a fit?",
        expect: { policy: ["refunds"] },
      },
    ],
  },
  {
    id: "a five-CPA firm starting CFO packages for restaurants and dentists",
    turns: [
      {
        // Advisory Services Proposal Template: $59 once ("Three-tier service menu", "Fixed monthly
        // fee table"); 13-Week Cash Flow Forecast $45 once; Tidewater Budget & Forecast Cloud $129
        // / client / month x 10 = $1,290; all three $1,394 in a month, under the $2,000 cap.
        say: "We're five CPAs, mostly compliance work for restaurants and dental practices, and we want to start selling a monthly CFO package to about ten of them. We need something to pitch the service with and something to model their cash. Can't go over $2,000 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PROPOSAL], withinBudget: true },
          remembers: {
            seats: 5,
            clients: 10,
            budget: { cents: 2_000_00, period: "month", hard: true },
          },
        },
      },
      {
        // The proposal template's sheet: not included "An engagement letter for the advisory work".
        say: "If a client signs up, is there an engagement letter for the advisory work in the proposal template?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PROPOSAL, about: /engagement letter/i, is: "no" }],
        },
      },
      {
        // The 13-week forecast's sheet: not included "Import from a ledger".
        say: "The 13-week one: can it pull the numbers straight out of their ledger, or do we type them in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CASH_FLOW, about: /import/i, is: "no" }],
        },
      },
      {
        // Tidewater: $129 x 10 clients = $1,290 a month; x 12 = $15,480 the first year.
        say: "And Tidewater's forecasting for the ten of them, per month and the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: FORECAST, quantity: 10 }],
        },
      },
    ],
  },
  {
    id: "two enrolled agents forwarding a client's question about a levy",
    turns: [
      {
        // IRS Notice Response Kit: $45 once ("Agree / partially agree / disagree letters",
        // "First-time penalty abatement request"); Ledgerpoint Tax Research Library: $89 / user /
        // month x 2 = $178; $223 in a month, under the $300 cap.
        say: "Two enrolled agents, almost all IRS notice work: CP2000s, balance-due letters, penalty relief requests. Around 70 clients. Looking for response letter templates and a research tool to look rules up. $300 a month tops.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [NOTICE_KIT], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 70,
            budget: { cents: 300_00, period: "month", hard: true },
          },
        },
      },
      {
        // The kit's sheet: not included "Form 2848 power of attorney".
        say: "does the kit have the 2848 in it?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: NOTICE_KIT, about: /2848|power of attorney/i, is: "no" }],
        },
      },
      {
        // Tax law about one client's levy: not in any listing; decline, Contact Sales.
        say: "A client forwarded us this: 'Can the IRS take part of my Social Security for the 2019 balance?' What's the answer?",
        expect: { declines: true },
      },
      {
        // Research Library: $89 x 2 users = $178 a month; x 12 = $2,136 the first year.
        say: "Ledgerpoint's research thing for both of us, monthly and the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: RESEARCH, quantity: 2 }],
        },
      },
    ],
  },
  {
    id: "a tax office for dental and veterinary clinics writing English as a second language",
    turns: [
      {
        // Quarterline Fixed Asset Manager: $599 per firm, one-time ("Book, tax, AMT and state
        // books", "Section 179 and bonus depreciation"), under the one-off $800.
        say: "Hello, we are office of 4 persons, we make the taxes for dental and veterinary clinics, near 55 clinics. Every year they buy many equipments. We need to follow the depreciation for book and for tax, with section 179 and bonus. We prefer pay one time, maximum 800 dollars.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [ASSET_MANAGER], withinBudget: true },
          remembers: { seats: 4, clients: 55 },
        },
      },
      {
        // The spreadsheet schedule's sheet: not included "Section 179 and bonus depreciation
        // calculations".
        say: "The spreadsheet schedule of 39 dollars, it calculate the section 179 and bonus also, or no?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ASSET_SCHEDULE, about: /179|bonus/i, is: "no" }],
        },
      },
      {
        // The manager's integrations: Microsoft Excel, Ledgerpoint Tax Suite.
        say: "Quarterlin manager is working together with the Ledgerpoint tax program?",
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
        // The manager is a perpetual licence: $599 once, kept; no yearly renewal.
        say: "The 599 dollars is one time and we keep it, or we pay again each year?",
        expect: { policy: ["licences"] },
      },
    ],
  },
  {
    id: "a controller-for-hire closing car dealerships' books, typing fast",
    turns: [
      {
        // Tickmark Close Manager: $59 / user / month ("Close board by client and period",
        // "Reviewer sign-off required to close") x 2 = $118, under the $150 cap.
        say: "hey so its me and one part timer, we do the month end close for 9 car dealerships. right now its all sticky notes lol. want somthing that tracks each close by client and makes the reviewer sign off before its done. cant spend more then 150 a month",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CLOSE_MANAGER], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 9,
            budget: { cents: 150_00, period: "month", hard: true },
          },
        },
      },
      {
        // The close manager's sheet: not included "Bank feeds and categorisation".
        say: "does the close manger do bank feeds too or do we still need somthing for that",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CLOSE_MANAGER, about: /bank feed/i, is: "no" }],
        },
      },
      {
        // The checklist's sheet: not included "Task reminders or assignment by e-mail".
        say: "whats the 29 dollar checklist then, does that one email ppl there tasks",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CLOSE_CHECKLIST, about: /remind|e-?mail/i, is: "no" }],
        },
      },
      {
        // Close Manager x 1 user: $59 a month; x 12 = $708 the first year.
        say: "ok what if its just me on the close manager. per month and for the year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: CLOSE_MANAGER, quantity: 1 }],
        },
      },
    ],
  },
  {
    id: "an operations associate forwarding a lead adviser's retirement questions",
    turns: [
      {
        // Northgate Retirement Income Planner: $399 / user, one-time ("Roth conversion ladder
        // modelling", "Withdrawal order comparison", "Social Security claiming ages") x 3 =
        // $1,197, under the one-off $1,500.
        say: "Forwarding for our lead adviser, her words: 'We are three advisers with about 200 retired households. We want to compare Roth conversions, withdrawal order and when to claim Social Security, and we would rather buy it outright than subscribe. Around $1,500 total.'",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RETIREMENT], withinBudget: true },
          remembers: { seats: 3, clients: 200 },
        },
      },
      {
        // The planner's sheet: not included "Cash-flow financial plans".
        say: "She asks: does it build the whole cash-flow plan, or only the drawdown side?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RETIREMENT, about: /cash-?flow/i, is: "no" }],
        },
      },
      {
        // The planner's sheet: not included "Account aggregation".
        say: "Next one: can it link to the clients' accounts and pull the balances in by itself?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RETIREMENT, about: /aggregat/i, is: "no" }],
        },
      },
      {
        // Larkspur CRM: $49 / user / month x 3 = $147 a month, $1,764 the first year; the planner
        // x 3 = $1,197 once; together $2,961 in the first year.
        say: "Last from her: Larkspur's CRM for the three of us for a year, and then both products together?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: CRM, quantity: 3 },
            { product: RETIREMENT, quantity: 3 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "a tax office sending three hundred engagement letters every January",
    turns: [
      {
        // Quillmark Letter Builder: $35 / user / month ("Bulk merge from your client list",
        // "E-signature handoff") x 8 = $280 a month, $3,360 the first year, under $5,000 a year.
        say: "Every January our admin spends a week sending out about 300 engagement letters one at a time, typing in each client's name and fee. We're 8 people. Is there something that fills them in from our client list and sends them out in one go? We have up to $5,000 a year for it.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [QUILLMARK], withinBudget: true },
          remembers: {
            seats: 8,
            budget: { cents: 5_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // Quillmark's sheet: not included "Ready-made letter wording".
        say: "Does it come with the letters already written, or do we bring our own wording?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: QUILLMARK, about: /wording|ready-made/i, is: "no" }],
        },
      },
      {
        // The pack's sheet: not included "Sending for e-signature (use your own e-signature tool)".
        say: "If we also buy the Engagement Letter Pack, can we send those out for signature straight from it?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: LETTER_PACK, about: /signature/i, is: "no" }],
        },
      },
      {
        // Quillmark's integrations include DocuSign.
        say: "Quilmark hands off to DocuSign, right? That's what we sign with.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: QUILLMARK, with: "DocuSign", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "a community bank's trust tax desk of two",
    turns: [
      {
        // Ledgerpoint Tax Suite Professional: $1,299 a year per firm (Form 1041 among its forms),
        // under the $2,000 a year the bank approves.
        say: "I run the trust tax desk at a community bank, two of us: around 45 trusts and estates filing 1041s every year, plus the occasional 706. We're looking for tax software; the bank approves up to $2,000 a year.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PRO], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 45,
            budget: { cents: 2_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // Tax Suite Professional's sheet: not included "Forms 706 and 709 (estate and gift tax)".
        say: "Will it do the 706 as well?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /706/i, is: "no" }],
        },
      },
      {
        // Tax Suite Professional's sheet: not included "Access from a web browser" (Windows).
        say: "Our trust officers sit at different branches. Can they get into it from a web browser, or does it have to be installed?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PRO, about: /browser/i, is: "no" }],
        },
      },
      {
        // A vendor's plans are in no listing: decline, Contact Sales.
        say: "Any idea whether Ledgerpoint is adding estate tax returns next season?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "an associate at a three-CPA firm corrected by her partner",
    turns: [
      {
        // Business Tax Organizer: $39 per firm, once ("Fixed asset additions and disposals",
        // "Officer and owner compensation", "Year-end balance confirmations"), under the one-off
        // $100.
        say: "Hi, I'm the associate at a three-CPA firm. Most of our clients are S corps and partnerships, about 60 of them, and every February we chase them for fixed asset additions, officer pay and year-end balances. Is there something we can send them? Our partner says a one-off $100 at most.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [BUSINESS_ORGANIZER], withinBudget: true },
          remembers: { seats: 3, clients: 60 },
        },
      },
      {
        // 85 clients, not 60; the organizer's sheet: not included "Trust and estate returns
        // (1041)".
        say: "Partner here, correcting her: it's 85 business clients, not 60, and a few of them are trusts. Does the business organizer cover the 1041s?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: BUSINESS_ORGANIZER, about: /1041|trust/i, is: "no" }],
          remembers: { clients: 85 },
        },
      },
      {
        // A template is delivered as a download after purchase.
        say: "How do we get it once we've paid, is it a file we download?",
        expect: { policy: ["delivery"] },
      },
      {
        // Business Tax Organizer $39 + Individual Tax Organizer $39, each once for the firm: $78
        // (not x 85 clients: $3,315 each).
        say: "Add the individual organizer for the owners' 1040s. Both organizers together, what's that?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: BUSINESS_ORGANIZER, quantity: 1 },
            { product: INDIVIDUAL_ORGANIZER, quantity: 1 },
          ],
          together: true,
          notAmounts: [3_315_00],
        },
      },
    ],
  },
  {
    id: "una oficina de nómina en San Antonio con dieciocho talleres",
    spanish: true,
    turns: [
      {
        // Slateform 1099 & W-2 E-File Desktop: $199 al año por firma ("1099-NEC, 1099-MISC,
        // 1099-INT and W-2"), dentro del tope de $500 al año.
        say: "Qué tal, buenas. Somos dos en la oficina y llevamos la nómina de 18 talleres mecánicos aquí en San Antonio. Ahorita los W-2 y los 1099 los hacemos a mano y es un montón de chamba. ¿Qué nos recomiendan para prepararlos y mandarlos electrónicamente? Traemos como 500 dólares al año, no más.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SLATEFORM], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 18,
            budget: { cents: 500_00, period: "year", hard: true },
          },
        },
      },
      {
        // La ficha de Slateform: no incluye "Forms 941 and 940".
        say: "¿Y ese programa también nos saca las 941 de cada trimestre?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SLATEFORM, about: /941/i, is: "no" }],
        },
      },
      {
        // Slateform es una licencia de un año que se renueva cada año ($199).
        say: "Órale. ¿Y el programa se queda con nosotros o hay que volverlo a pagar cada año?",
        expect: { policy: ["licences"] },
      },
      {
        // Slateform $199 (su año) + Year-End Payroll & W-2 Checklist $25 una vez = $224.
        say: "¿Cuánto sale el Slateform junto con la lista de cierre de año de nómina y W-2, todo junto?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: SLATEFORM, quantity: 1 },
            { product: YEAR_END_PAYROLL, quantity: 1 },
          ],
          together: true,
        },
      },
    ],
  },
  {
    id: "una boricua con una oficinita de contabilidad en Kissimmee",
    spanish: true,
    turns: [
      {
        // Tickmark Bookkeeping Autopilot: $89 al mes por firma (hasta 25 clientes; "Readable,
        // auditable categorisation rules"), dentro del tope de $300 al mes.
        say: "Saludos, soy boricua y tengo una oficinita de contabilidad en Kissimmee. Somos tres bregando con los libros de 22 negocitos (colmados, barberías, un food truck) y todo lo del banco lo entramos a mano. ¿Qué me recomiendan para automatizar eso? No quiero pasar de 300 chavos al mes.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [AUTOPILOT], withinBudget: true },
          remembers: {
            seats: 3,
            clients: 22,
            budget: { cents: 300_00, period: "month", hard: true },
          },
        },
      },
      {
        // Las integraciones del Autopilot: QuickBooks Online, Xero, Plaid.
        say: "¿Y eso funciona con QuickBooks Online? Casi todos lo usan.",
        expect: {
          answers: ["integration"],
          integrations: [{ product: AUTOPILOT, with: "QuickBooks Online", is: "yes" }],
        },
      },
      {
        // El límite de la ficha: 25 clientes.
        say: "Si el año que viene llegamos a 30 negocitos, ¿el Autopilot nos da para todos?",
        expect: {
          states: [{ product: AUTOPILOT, about: /client/i, value: "25" }],
        },
      },
      {
        // Prueba gratis de 14 días (FAQ y términos); reembolso dentro de 30 días del pedido.
        say: "¿Se puede probar gratis primero? ¿Y si no nos convence, nos devuelven los chavos?",
        expect: { policy: ["trials", "refunds"] },
      },
    ],
  },
  {
    id: "un contador cubano en Hialeah con veinticinco organizaciones sin fines de lucro",
    spanish: true,
    turns: [
      {
        // Cedarline Form 990 Preparer: $399 al año por firma ("Forms 990, 990-EZ and 990-N"),
        // dentro del tope de $600 al año.
        say: "Qué bolá. Yo soy contador en Hialeah, trabajo solo, y le llevo los papeles a unas 25 organizaciones sin fines de lucro: una iglesia, clubes de dominó, dos fundaciones de becas. Necesito algo para preparar los 990. Puedo gastar hasta 600 fulas al año.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FORM_990], withinBudget: true },
          remembers: {
            seats: 1,
            clients: 25,
            budget: { cents: 600_00, period: "year", hard: true },
          },
        },
      },
      {
        // La ficha: no incluye "Form 990-PF for private foundations".
        say: "Las dos fundaciones de becas son privadas y presentan el 990-PF. ¿Ese programa lo hace?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: FORM_990, about: /990-PF|private/i, is: "no" }],
        },
      },
      {
        // Integraciones: Cedarline Nonprofit Fund Accounting, Microsoft Excel.
        say: "¿Y se conecta con el programa de contabilidad de fondos de Cedarline? Dos iglesias lo usan.",
        expect: {
          answers: ["integration"],
          integrations: [
            {
              product: FORM_990,
              with: "Cedarline Nonprofit Fund Accounting",
              is: "yes",
            },
          ],
        },
      },
      {
        // Qué honorarios cobrar es un consejo que ninguna ficha da: declinar, Contact Sales.
        say: "Oye, ¿y cuánto le debo cobrar a cada iglesia por hacerle el 990?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "un estudio contable peruano de cuatro en Nueva Jersey que deja el papel",
    spanish: true,
    turns: [
      {
        // Brightfile Document Vault: $39 / usuario / mes ("Client, year and engagement folders")
        // x 4 = $156 al mes, dentro de los $200 aproximados (una meta, no un tope).
        say: "Estimados señores: somos un estudio contable de cuatro personas en Elizabeth, Nueva Jersey, con unos 120 clientes de impuestos personales. Quisiéramos dejar los archivadores de papel y guardar todo de forma digital, ordenado por cliente y por año. Nuestro presupuesto es de aproximadamente 200 dólares mensuales.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [VAULT], withinBudget: true },
          remembers: {
            seats: 4,
            clients: 120,
            budget: { cents: 200_00, period: "month", hard: false },
          },
        },
      },
      {
        // La ficha del Vault: no incluye "A client-facing portal".
        say: "¿El Document Vault permite que nuestros clientes nos envíen sus documentos directamente por internet?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: VAULT, about: /portal/i, is: "no" }],
        },
      },
      {
        // Scan & Split: $149 / usuario, una sola vez x 2 = $298.
        say: "Para digitalizar las cajas de papel, ¿cuánto costaría el Scan & Split para dos de nosotros?",
        expect: {
          answers: ["cost"],
          cost: [{ product: SCAN_SPLIT, quantity: 2 }],
        },
      },
      {
        // El Vault x 4: $156 al mes, $1,872 el primer año; se activa en línea (no se instala).
        say: "Le agradecería indicarme el costo del Vault para los cuatro durante el primer año, y cómo se entrega: ¿hay que instalar algo?",
        expect: {
          cost: [{ product: VAULT, quantity: 4 }],
          policy: ["delivery"],
        },
      },
    ],
  },
];
