import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's thirteenth held-out round: sixteen more new firms (none of the earlier
 * rounds'), four turns each, written blind: from the catalogue's sheets
 * (src/server/db/seed/catalogue.ts), the store's policy texts (terms, FAQ, refunds, delivery),
 * `offer.ts` and the expectation checks only, without reading the advisor's engine. It leans on the
 * products rounds four to twelve named least: the audit planning checklist beside the sampling
 * tool, the month-end close checklist beside the fixed asset schedule (and compared with the close
 * manager), the year-end payroll checklist with 1099 and W-2 e-filing, the 1099 vendor workbook,
 * the client onboarding kit with the engagement letter pack and the chart of accounts, the 13-week
 * cash flow with the advisory proposal, the template library's monthly licence, the business
 * organizer, the deadline calendar with the estimates worksheet, the IRS notice kit with the tax
 * research library, the financial plan report with the retirement income planner and the estate
 * modeler, Quillmark with the letter pack, the tax planner and the payroll compliance monitor; and
 * on a few of the main ones (the professional tax suite against Basic, the close manager with
 * receipt capture, the client portal). Voices: a son taking over his late father's farm-country tax
 * practice, writing at length; a Slack thread pasted in by a bookkeeping firm for rental hosts
 * whose partner then corrects the client count; an enrolled agent for gig drivers writing numbered
 * fragments; a payroll office partner dictating to speech-to-text without punctuation ("Quick
 * Books", "check list", "slate form"); two CPAs advising widowed retirees who will not rent
 * software; an audit partner after a peer review who corrects the seats; a controller going out on
 * her own who asks "what else?"; a strip-mall tax office typing fast with typos; two cousins by a
 * truck stop whose clients are owner-operators; two partners selling advisory to HVAC contractors;
 * two CPAs doing year-end projections for physicians; two bookkeepers for cannabis dispensaries
 * comparing by short name; and four conversations wholly in Spanish in registers the earlier rounds
 * did not use: two Uruguayan brothers in Long Branch ("bo", "ta", "laburo", "bárbaro", "capaz que",
 * "recomendás"), a Honduran tax office in Kenner ("maje", "catrachos", "cheque", "pisto"), an
 * Ecuadorian office in Corona, Queens ("ñaña", "full", "de ley", "chévere") and a paisa office in
 * Orlando ("qué más pues", "camello berraco", "parce", "sí o qué", "hágale pues"). Follow-ups by
 * "it", "that worksheet", "both", "the two", "las dos cosas", "the cheaper one", short names ("the
 * notice kit", "research library", "slate form", "quilmark", "the checklist", "la planilla de
 * proveedores", "el monitor", "esa biblioteca"), vendor + noun ("the Trustwell one", "Tickmark's
 * close manager", "Quarterline's manager", "your business organizer"); questions inside an "if"
 * clause and two questions in one message; budgets monthly, yearly and one-off, as caps and as
 * targets ("max", "around", "tops", "under ... /mo", "hard limit", "about ... all told", "no más
 * de", "unos ... más o menos", "hasta"); a correction of clients (priced) and one of seats
 * (priced); five questions to decline (a mileage rate, a client's penalty abatement, a vendor's
 * product plans, the store's future prices, another company's payroll prices). Nine openings expect
 * the picks a careful reader of the sheets would make; seven are held only to one of the fitting
 * products, the budget and what must not be picked. Totals are worked out by hand from the seed:
 * price x quantity (per user or client; once for a per-firm price, whatever the headcount), x 12
 * for a monthly term in the first year, a yearly licence's price for its year, a one-time price
 * once; each is written beside its turn. Scored once before any change (score below and
 * /work/team/probes/thirteenth-round-misses.txt); regression.test.ts plays it with the turns it
 * missed listed.
 *
 * First score, on main at fb438c97 (2026-11-28 13:49 UTC, before any change for this round): 26 of
 * 64 turns pass. By check: every total correct 7/14; no claim the facts do not support 47/64;
 * answered or honestly declined 47/59; no repeated reply 64/64; insights equal the chat 64/64;
 * Spanish questions understood 7/16; headcounts and budgets understood 13/18; recommendations as
 * expected 10/17; every suggested follow-up answered 64/64.
 */

const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const BUSINESS_ORGANIZER = "Business Tax Organizer";
const CLOSE_MANAGER = "Tickmark Close Manager";
const CLOSE_CHECKLIST = "Month-End Close Checklist";
const RECEIPTS = "Tickmark Receipt Capture";
const IRS_KIT = "IRS Notice Response Kit";
const RESEARCH = "Ledgerpoint Tax Research Library";
const YEAR_END_PAYROLL = "Year-End Payroll & W-2 Checklist";
const SLATEFORM = "Slateform 1099 & W-2 E-File Desktop";
const PAYROLL_CLOUD = "Copperline Payroll Cloud";
const RETIREMENT = "Northgate Retirement Income Planner";
const PLAN = "Northgate Plan Studio";
const PLAN_REPORT = "Client Financial Plan Report Template";
const ESTATE = "Trustwell Estate Planning Modeler";
const AUDIT_CHECKLIST = "Audit Planning & Risk Assessment Checklist";
const SAMPLING = "Fieldstone Audit Sampling Tool";
const LETTERS = "Engagement Letter Pack for Tax & Accounting Firms";
const ONBOARDING = "Client Onboarding Kit";
const CHART = "Chart of Accounts for Professional Service Firms";
const LIBRARY = "Countinghouse Template Library — All Access";
const VENDOR_WORKBOOK = "1099 Vendor Tracking Workbook";
const ASSET_SCHEDULE = "Fixed Asset & Depreciation Schedule";
const CASH_FLOW = "13-Week Cash Flow Forecast";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const PORTAL = "Harborview Client Portal";
const QUILLMARK = "Quillmark Letter Builder";
const ESTIMATES = "Quarterly Estimated Tax Worksheet";
const CALENDAR = "Federal Tax Deadline Calendar 2027";
const PROPOSAL = "Advisory Services Proposal Template";
const TAX_PLANNER = "Ledgerpoint Tax Planner";
const PAYROLL_MONITOR = "Quarterline Payroll Compliance Monitor";

export const THIRTEENTH_ROUND: NewFirm[] = [
  {
    id: "a son taking over his late father's farm-country tax practice, writing at length",
    turns: [
      {
        // The returns include partnerships (1065) and S corporations (1120-S): Ledgerpoint Tax
        // Suite Professional ($1,299 a year for the firm; forms 1040, 1065, 1120, 1120-S, 1041)
        // does them; Basic's sheet: not included "Business returns (1065, 1120, 1120-S, 1041)".
        // $1,299 is under the $1,500 a year he would like to stay around (a target). One preparer.
        say: "I'm not sure where to start, so forgive the long message. My father ran a one-man tax practice in Storm Lake, Iowa for thirty-one years and passed away in August. I've been helping him the last few seasons and I'm going to keep it going. It's about 240 returns: mostly farm families' 1040s, but also a dozen family farm partnerships and two S corporations. I'm the only one who will be preparing returns. His old software licence ran out with him, so I need something to prepare and e-file all of those. I'd like to stay around $1,500 a year for the software if I can. What would you recommend?",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [TAX_PRO],
            excludes: [TAX_BASIC],
            withinBudget: true,
          },
          remembers: {
            seats: 1,
            budget: { cents: 1_500_00, period: "year", hard: false },
          },
        },
      },
      {
        // Basic's sheet: not included "Business returns (1065, 1120, 1120-S, 1041): upgrade to
        // Professional".
        say: "If I went with the cheaper Basic edition instead, could I still do the farm partnerships on it?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_BASIC, about: /1065|business/i, is: "no" }],
        },
      },
      {
        // The business organizer's forms: 1065, 1120, 1120-S ("An organizer for partnership, S
        // corporation and C corporation returns"). Professional $1,299 (its year) + the organizer
        // $39 once = $1,338 in the first year.
        say: "Dad mailed every client a questionnaire in January. Does your business organizer cover the partnership returns? And what would Professional plus that organizer come to for the first year?",
        expect: {
          verdicts: [{ product: BUSINESS_ORGANIZER, about: /1065|partnership/i, is: "yes" }],
          cost: [
            { product: TAX_PRO, quantity: 1 },
            { product: BUSINESS_ORGANIZER, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        // A year's standard mileage rate is a tax-law figure no listing states: decline.
        say: "One more thing the farmers always ask me: what will the IRS standard mileage rate be for 2027?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a Slack thread pasted in by a bookkeeping firm for short-term rental hosts",
    turns: [
      {
        // Tickmark Close Manager: $59 / user / month ("Close board by client and period",
        // "Reviewer sign-off required to close") x 4 = $236 a month; Tickmark Receipt Capture:
        // $19 / client / month ("Clients photograph receipts and bills", "Mobile and email
        // capture") x 18 = $342 a month; together $578, under the $600 a month cap.
        say: "pasting our team's slack thread, hoping you can sort us out:\n\n[9:14] Priya: we have GOT to stop doing month-end for every host in one shared google sheet\n[9:15] Marco: +1. and a client's month shouldn't count as closed until one of us has reviewed it\n[9:15] Priya: also the hosts text us photos of receipts from cleaners and hardware stores and they get lost\n[9:16] Marco: $600/mo max for all of it. there are 4 of us and 18 clients right now\n\nwhat should we get?",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [CLOSE_MANAGER, RECEIPTS],
            withinBudget: true,
          },
          remembers: {
            seats: 4,
            clients: 18,
            budget: { cents: 600_00, period: "month", hard: true },
          },
        },
      },
      {
        // 23 clients: $19 x 23 = $437 a month, $5,244 the first year.
        say: "Marco here. Priya's count was off, we picked up five more hosts this month, so it's 23 clients, not 18. What's receipt capture for 23, per month and for the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: RECEIPTS, quantity: 23 }],
          remembers: { clients: 23 },
        },
      },
      {
        // The close manager's sheet: not included "Bank feeds and categorisation".
        say: "does the close manager pull in the bank feeds itself or does it just track the close?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CLOSE_MANAGER, about: /bank feed/i, is: "no" }],
        },
      },
      {
        // Both are monthly cloud subscriptions with the FAQ's 14-day free trial (trialDays 14).
        say: "can we try both before we pay anything?",
        expect: { policy: ["trials"] },
      },
    ],
  },
  {
    id: "an enrolled agent in Reno answering notices for gig drivers, in numbered fragments",
    turns: [
      {
        // IRS Notice Response Kit: $45 once ("Agree / partially agree / disagree letters");
        // Ledgerpoint Tax Research Library: $89 / user / month ("Federal and state explanations",
        // "Primary source links"). One user.
        say: "1) solo EA, Reno\n2) half my work = CP2000s for Uber/DoorDash drivers who never reported their 1099-Ks\n3) need response letter templates + a way to look up the rules w/ citations to the code\n4) one-time stuff preferred, monthly ok if it has to be\nwhat do I buy",
        expect: {
          answers: ["recommend"],
          recommends: { oneOf: [IRS_KIT, RESEARCH] },
          remembers: { seats: 1 },
        },
      },
      {
        // The kit's sheet: not included "Form 2848 power of attorney".
        say: "notice kit: 2848 included?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: IRS_KIT, about: /2848|power of attorney/i, is: "no" }],
        },
      },
      {
        // The library x 1 user: $89 a month, $1,068 the first year. Its sheet: not included
        // "Answers from a tax professional".
        say: "research library, just me: per month + first year? and if I'm stuck can I ask one of your tax people",
        expect: {
          cost: [{ product: RESEARCH, quantity: 1 }],
          verdicts: [{ product: RESEARCH, about: /answers|professional/i, is: "no" }],
        },
      },
      {
        // Advice on a client's own case is not in any listing: decline, Contact Sales.
        say: "client filed 2 yrs late b/c she was in the hospital for months. will the IRS grant her reasonable cause abatement?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a payroll office partner dictating to speech-to-text between clients",
    turns: [
      {
        // Year-End Payroll & W-2 Checklist: $25 once ("941-to-W-3 reconciliation steps");
        // Slateform 1099 & W-2 E-File Desktop: $199 a year for the firm (1099-NEC, 1099-MISC,
        // 1099-INT, W-2: "Unlimited payers").
        say: "okay so were a four person office in Dayton and we run payroll for 35 small employers on Quick Books desktop every January the W2 and 1099 season kills us we need a year end check list so nothing gets missed and something to e-file the W2s and the 1099s for all of them what would you recommend",
        expect: {
          answers: ["recommend"],
          recommends: { oneOf: [YEAR_END_PAYROLL, SLATEFORM] },
          remembers: { seats: 4, clients: 35 },
        },
      },
      {
        // Slateform's sheet: not included "Forms 941 and 940".
        say: "does the slate form one also do the 941s",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SLATEFORM, about: /941/i, is: "no" }],
        },
      },
      {
        // Slateform $199 for its year (per firm, not x 4 = $796 or x 35 = $6,965) + the checklist
        // $25 once = $224 in the first year.
        say: "okay what is slate form plus the check list all in for the first year",
        expect: {
          answers: ["cost"],
          cost: [
            { product: SLATEFORM, quantity: 1 },
            { product: YEAR_END_PAYROLL, quantity: 1 },
          ],
          together: true,
          notAmounts: [796_00, 6_965_00],
        },
      },
      {
        // The terms' licences (a yearly licence renews each year); Slateform's limits.eFiles is
        // "unknown" (not stated either way).
        say: "is slate form ours to keep or does it run out and is there a limit on how many forms we can e-file with it",
        expect: {
          policy: ["licences"],
          verdicts: [{ product: SLATEFORM, about: /e-?fil/i, is: "unknown" }],
        },
      },
    ],
  },
  {
    id: "two CPAs advising widowed retirees who will not rent software",
    turns: [
      {
        // Northgate Retirement Income Planner: $399 / user, one-time ("Withdrawal order
        // comparison", "Roth conversion ladder modelling", "Social Security claiming ages") x 2 =
        // $798; Client Financial Plan Report Template: $69 once; $867, within the one-off
        // $1,000. Plan Studio is a monthly subscription.
        say: "There are two of us, both CPAs, and most of our clients are recently widowed retirees. The questions are always the same: which accounts to draw from first, whether to do Roth conversions, and when to claim Social Security. We'd like a tool we buy once (we are not taking on another subscription) plus a better-looking written report to hand them afterwards. About $1,000 all told, one time.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [RETIREMENT, PLAN_REPORT],
            excludes: [PLAN],
            withinBudget: true,
          },
          remembers: { seats: 2 },
        },
      },
      {
        // The planner's sheet: not included "Account aggregation".
        say: "Does the retirement planner pull in their account balances on its own?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: RETIREMENT, about: /aggregat/i, is: "no" }],
        },
      },
      {
        // The planner's sheet: not included "Estate tax projections"; Trustwell's features:
        // "Estate tax projections"; Plan Studio's sheet: not included "Estate tax projections".
        say: "Several of them have estates big enough that estate tax is a worry. Does it project that, and if it doesn't, which of your products does?",
        expect: {
          verdicts: [{ product: RETIREMENT, about: /estate/i, is: "no" }],
          lists: { includes: [ESTATE], excludes: [PLAN, RETIREMENT] },
        },
      },
      {
        // Trustwell: $899 / user, one-time x 2 = $1,798. The terms: a refund can be asked for
        // within 30 days of the order.
        say: "And the Trustwell one for both of us, what would that be? If we find we don't use it, can we get our money back?",
        expect: {
          cost: [{ product: ESTATE, quantity: 2 }],
          policy: ["refunds"],
        },
      },
    ],
  },
  {
    id: "an audit partner after a peer review, correcting how many will use the sampling tool",
    turns: [
      {
        // Audit Planning & Risk Assessment Checklist: $59 once ("Materiality calculation
        // prompts", "Risk assessment by assertion"); Fieldstone Audit Sampling Tool: $249 / user,
        // one-time ("Sample size calculators") x 5 = $1,245; $1,304, within the one-off $1,500.
        say: "Five-person firm. About 20 small nonprofit and HOA audits a year. Peer reviewer wrote us up on planning documentation and on how we pick sample sizes. Want a planning checklist and something for statistical sampling. One-off purchases, $1,500 max.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [AUDIT_CHECKLIST, SAMPLING],
            withinBudget: true,
          },
          remembers: { seats: 5 },
        },
      },
      {
        // The checklist's sheet: not included "Sample size calculations".
        say: "Does the checklist calculate sample sizes itself?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: AUDIT_CHECKLIST, about: /sample/i, is: "no" }],
        },
      },
      {
        // Three users: $249 x 3 = $747; the checklist $59 once; together $806.
        say: "Correction: only three of us do fieldwork, so the sampling tool for 3, not 5. Sampling plus the checklist, total?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: SAMPLING, quantity: 3 },
            { product: AUDIT_CHECKLIST, quantity: 1 },
          ],
          together: true,
          remembers: { seats: 3 },
        },
      },
      {
        // A vendor's product plans are in no listing: decline, Contact Sales.
        say: "Is Fieldstone bringing out a cloud version of the sampling tool next year?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "a controller going out on her own for design and law offices, asking what else",
    turns: [
      {
        // Engagement Letter Pack: $49 once ("Monthly bookkeeping engagement letter"); Client
        // Onboarding Kit: $35 once ("Welcome letter"); Chart of Accounts for Professional Service
        // Firms: $19 once ("for consulting, legal, accounting and design firms"); $103, within
        // the one-off $150. The template library is monthly.
        say: "After twenty years as a corporate controller I'm going out on my own, doing monthly books for architects, engineers and small law offices. First things first: I need engagement letters for the bookkeeping, a welcome packet for new clients, and a standard chart of accounts to set up their ledgers. I'd rather buy these outright, nothing monthly. $150 all in.",
        expect: {
          answers: ["recommend"],
          recommends: {
            oneOf: [LETTERS, ONBOARDING, CHART],
            excludes: [LIBRARY],
            withinBudget: true,
          },
          remembers: { seats: 1 },
        },
      },
      {
        // The chart's integrations: Microsoft Excel, Google Sheets, QuickBooks Online, Xero; not
        // NetSuite.
        say: "Does the chart of accounts import into QuickBooks Online? Two of the bigger engineering firms are on NetSuite, would it go into that too?",
        expect: {
          answers: ["integration"],
          integrations: [
            { product: CHART, with: "QuickBooks Online", is: "yes" },
            { product: CHART, with: "NetSuite", is: "no" },
          ],
        },
      },
      {
        // More bookkeeping templates bought once (the vendor workbook $24, the close checklist
        // $29, the fixed asset schedule $39, the cash flow $45); still nothing monthly.
        say: "what else?",
        expect: {
          answers: ["recommend"],
          recommends: {
            oneOf: [VENDOR_WORKBOOK, CLOSE_CHECKLIST, ASSET_SCHEDULE, CASH_FLOW],
            excludes: [LIBRARY],
          },
        },
      },
      {
        // The chart's sheet: not included "Charts for industries other than professional
        // services".
        say: "One of my first clients turns out to be a restaurant. Would the chart of accounts suit them?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CHART, about: /industr|professional/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "a strip-mall tax office merging four hundred letters by hand, typing fast",
    turns: [
      {
        // Quillmark Letter Builder: $35 / user / month ("Bulk merge from your client list") x 6 =
        // $210 a month; its sheet: not included "Ready-made letter wording", so the wording from
        // the Engagement Letter Pack ($49 once) or the template library ($29 a month). $210 +
        // $49 = $259 in the month, under the $300 a month cap.
        say: "we send like 400 engagment letters evry december, theres 6 of us and we merge the client names in by hand, its killing us. need somthing to mail merge them in bulk + the actual letter wording. under 300/mo",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [QUILLMARK],
            oneOf: [LETTERS, LIBRARY],
            withinBudget: true,
          },
          remembers: {
            seats: 6,
            budget: { cents: 300_00, period: "month", hard: true },
          },
        },
      },
      {
        // Quillmark's sheet: not included "Ready-made letter wording".
        say: "does quilmark come w/ letters already writen or do we bring our own",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: QUILLMARK, about: /wording/i, is: "no" }],
        },
      },
      {
        // Quillmark's integrations include DocuSign; security.sso "unknown" (the cloud
        // subscriptions' sheet: not stated either way).
        say: "we use docusign, does it hook up? also our IT guy wants to kno if it has single sign on",
        expect: {
          integrations: [{ product: QUILLMARK, with: "DocuSign", is: "yes" }],
          verdicts: [{ product: QUILLMARK, about: /sso|single sign/i, is: "unknown" }],
        },
      },
      {
        // Quillmark x 6: $210 a month, $2,520 the first year; the letter pack $49 once; together
        // $2,569. The FAQ and business hours: Mon-Fri 8-6 EST and Sat 9-2 EST.
        say: "quilmark for 6 + the letter pack whats the total first yr. and whens ur support open, we work saturdays in season",
        expect: {
          cost: [
            { product: QUILLMARK, quantity: 6 },
            { product: LETTERS, quantity: 1 },
          ],
          together: true,
          policy: ["support_hours"],
        },
      },
    ],
  },
  {
    id: "two cousins preparing returns by a truck stop for owner-operators",
    turns: [
      {
        // Quarterly Estimated Tax Worksheet: $19 once ("Four installments with their due
        // dates"); Federal Tax Deadline Calendar 2027: $19 once ("Estimated tax due dates");
        // $38, under the one-off $50.
        say: "Me and my cousin do taxes out of a storefront by the truck stop in Joplin. About 150 clients, most of them owner-operator truckers who never pay their quarterly estimates and then owe a fortune in April. We want a worksheet to figure out each driver's quarterly payments and a calendar of the federal due dates we can hand them. Cheap, one time, under $50.",
        expect: {
          answers: ["recommend"],
          recommends: {
            oneOf: [ESTIMATES, CALENDAR],
            withinBudget: true,
          },
          remembers: { seats: 2, clients: 150 },
        },
      },
      {
        // The worksheet's sheet: not included "State estimated payments".
        say: "Does that worksheet do the state estimates too? Most of them are in Missouri.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESTIMATES, about: /state/i, is: "no" }],
        },
      },
      {
        // The calendar's sheet: not included "Automatic reminders".
        say: "If a driver wanted a reminder before each due date, would the calendar send him one?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CALENDAR, about: /remind/i, is: "no" }],
        },
      },
      {
        // $19 + $19 = $38, each once for the firm. Templates are downloaded after purchase.
        say: "What do the two come to together, and how do we get them after we pay? Is it a download?",
        expect: {
          cost: [
            { product: ESTIMATES, quantity: 1 },
            { product: CALENDAR, quantity: 1 },
          ],
          together: true,
          policy: ["delivery"],
        },
      },
    ],
  },
  {
    id: "two partners selling monthly advisory to HVAC and plumbing contractors",
    turns: [
      {
        // Advisory Services Proposal Template: $59 once ("Three-tier service menu", "Fixed
        // monthly fee table"); 13-Week Cash Flow Forecast: $45 once ("Thirteen weekly columns",
        // "Minimum cash warning line"); $104, within the one-off $200. Tidewater is a monthly
        // subscription per client.
        say: "Hey — my partner and I do the taxes for about 40 HVAC and plumbing contractors around Columbus. Every spring, in the shoulder season between heating and cooling, half of them run out of cash. We want to start selling them a monthly advisory package: first a proper proposal to pitch it, then a week-by-week cash forecast we can run for each client. No subscriptions, $200 tops.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [PROPOSAL, CASH_FLOW],
            excludes: [FORECAST],
            withinBudget: true,
          },
          remembers: { seats: 2, clients: 40 },
        },
      },
      {
        // The cash flow's sheet: not included "Monthly or annual budgets".
        say: "Can the cash flow thing do a full-year budget too, or is it only the 13 weeks?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CASH_FLOW, about: /budget/i, is: "no" }],
        },
      },
      {
        // The proposal's sheet: not included "An engagement letter for the advisory work".
        say: "And the proposal — does it come with an engagement letter for the advisory work, or is that separate?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PROPOSAL, about: /engagement letter/i, is: "no" }],
        },
      },
      {
        // Both per firm, once: $59 + $45 = $104, not x 40 clients ($2,360, $1,800, $4,160).
        say: "Both of them together, what's that? And do we need a copy per client, or is one enough for all 40?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PROPOSAL, quantity: 1 },
            { product: CASH_FLOW, quantity: 1 },
          ],
          together: true,
          notAmounts: [2_360_00, 1_800_00, 4_160_00],
        },
      },
    ],
  },
  {
    id: "two CPAs doing year-end tax projections for physicians under a yearly limit",
    turns: [
      {
        // Ledgerpoint Tax Planner: $65 / user / month ("Two-year individual projections",
        // "Strategy comparison", "One-page client summaries") x 2 = $130 a month, $1,560 the
        // first year, under the $2,000 a year hard limit.
        say: "We're two CPAs with about 90 physician clients, mostly W-2 doctors with some side income. Every November we project their tax for this year and next and show them what a backdoor Roth or bunching their charitable gifts would save. Right now it's a mess of spreadsheets. What would you recommend? Our hard limit for this is $2,000 a year.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [TAX_PLANNER], withinBudget: true },
          remembers: {
            seats: 2,
            clients: 90,
            budget: { cents: 2_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // The planner's sheet: not included "Projections for business entity returns"; forms:
        // 1040 only.
        say: "A few of them own their practice through an S corp. Can the planner project the 1120-S side as well?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: TAX_PLANNER, about: /business entity|1120/i, is: "no" }],
        },
      },
      {
        // The planner's integrations: Ledgerpoint Tax Suite ("Imports from Ledgerpoint returns").
        say: "We prepare the returns in Ledgerpoint Professional. Does the planner pull from it?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: TAX_PLANNER, with: "Ledgerpoint Tax Suite", is: "yes" }],
        },
      },
      {
        // Deployment: cloud. x 2 users: $130 a month, $1,560 the first year.
        say: "Does the planner run in the cloud, or do we install it? And what does it come to for the two of us over the first year?",
        expect: {
          verdicts: [{ product: TAX_PLANNER, about: /cloud|browser|web/i, is: "yes" }],
          cost: [{ product: TAX_PLANNER, quantity: 2 }],
        },
      },
    ],
  },
  {
    id: "two bookkeepers for cannabis dispensaries comparing by short name",
    turns: [
      {
        // Month-End Close Checklist: $29 once ("60 close steps in order", "Reconciliation and
        // accrual sections"); Fixed Asset & Depreciation Schedule: $39 once ("Asset register with
        // placed-in-service dates"); $68, under the one-off $100.
        say: "We keep the books for 11 dispensaries in Denver, two of us. Monthly close is basically the whole job, and we need a solid close checklist plus a fixed asset register for all their grow lights and equipment. Buy-once stuff, under $100 total.",
        expect: {
          answers: ["recommend"],
          recommends: {
            oneOf: [CLOSE_CHECKLIST, ASSET_SCHEDULE],
            withinBudget: true,
          },
          remembers: { seats: 2, clients: 11 },
        },
      },
      {
        // The checklist ($29 once) beside the close manager ($59 / user / month).
        say: "Put the checklist next to Tickmark's close manager for the two of us.",
        expect: {
          answers: ["compare"],
          compares: [CLOSE_CHECKLIST, CLOSE_MANAGER],
        },
      },
      {
        // The cheaper of the two is the schedule ($39 against $599); its sheet: not included
        // "AMT and state depreciation books".
        say: "Between your asset spreadsheet and Quarterline's manager, does the cheaper one keep AMT and state books?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ASSET_SCHEDULE, about: /AMT|state/i, is: "no" }],
        },
      },
      {
        // Future prices are in no listing or policy: decline, Contact Sales.
        say: "Are your prices going up in January? Should we buy now?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "dos hermanos uruguayos en Long Branch con subcontratistas de la construcción",
    spanish: true,
    turns: [
      {
        // 1099 Vendor Tracking Workbook: $24 una vez ("W-9 received and TIN check columns",
        // "Payments by 1099 box"); Slateform 1099 & W-2 E-File Desktop: $199 al año por firma
        // (1099-NEC); $223, dentro de los $300.
        say: "Hola, ¿qué tal? Te escribo desde Long Branch, Nueva Jersey. Somos un estudio chiquito, mi hermano y yo, y llevamos la contabilidad de unos 30 subcontratistas de la construcción. En enero es un laburo bárbaro: tenemos que saber a qué proveedores hay que hacerles el 1099-NEC, juntar los W-9 y después presentar los 1099 por internet. ¿Qué nos recomendás? No queremos gastar más de $300 en total, bo.",
        expect: {
          answers: ["recommend"],
          recommends: {
            oneOf: [VENDOR_WORKBOOK, SLATEFORM],
            withinBudget: true,
          },
          remembers: { seats: 2, clients: 30 },
        },
      },
      {
        // La ficha de la planilla: no incluye "E-filing the 1099s".
        say: "Ta. ¿Y la planilla de proveedores presenta los 1099 ella misma, o para eso es el otro programa?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: VENDOR_WORKBOOK, about: /e-?filing/i, is: "no" }],
        },
      },
      {
        // La ficha de Slateform: no incluye "Forms 1099-K and 1099-B".
        say: "Capaz que algún cliente nos pide el 1099-K de lo que cobra con tarjeta. ¿Slateform hace el 1099-K?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SLATEFORM, about: /1099-K/i, is: "no" }],
        },
      },
      {
        // Slateform $199 (su año) + la planilla $24 una vez = $223.
        say: "Bárbaro. ¿Cuánto sale todo junto, las dos cosas? ¿Y Slateform se paga una vez o todos los años?",
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
    id: "una oficina de taxes catracha en Kenner con clientes que mandan todo por WhatsApp",
    spanish: true,
    turns: [
      {
        // Harborview Client Portal: $79 por usuario al mes ("Document requests with automatic
        // reminders", "Mobile upload from a phone camera"; idiomas en, es) x 3 = $237 al mes,
        // dentro del tope de $300 al mes.
        say: "¿Qué onda, maje? Bueno, le cuento: somos tres en una oficina de taxes en Kenner, catrachos todos, y la clientela es casi toda hondureña, gente de la construcción. Los clientes nos mandan fotos de los W-2 por WhatsApp y se nos pierde todo. Queremos algo donde ellos suban sus papeles desde el teléfono y que les recuerde lo que les falta. No más de $300 al mes.",
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
        // La ficha del portal: languages ["en", "es"]; limits.storageGb 100.
        say: "¿Y el portal viene en español? La mayoría no lee inglés. ¿Y cuánto espacio trae para guardar los papeles?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PORTAL,
              about: /espa|spanish|idioma|language/i,
              is: "yes",
            },
          ],
          states: [{ product: PORTAL, about: /storage|gb|almacen|espacio/i, value: "100" }],
        },
      },
      {
        // El portal x 3: $237 al mes, $2,844 el primer año.
        say: "Cheque. ¿Cuánto sale para los tres, al mes y el primer año?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PORTAL, quantity: 3 }],
        },
      },
      {
        // Lo que cobra otra compañía no está en ninguna ficha: declinar y remitir a Ventas.
        say: "Otra cosa: ¿cuánto cobra QuickBooks por su plan de nómina? Para comparar el pisto.",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "una oficina ecuatoriana en Corona que quiere todos los formatos pagando al mes",
    spanish: true,
    turns: [
      {
        // Countinghouse Template Library — All Access: $29 al mes por firma ("Every current
        // template", "Firm-wide use licence"), dentro de los unos $50 al mes (un objetivo).
        say: "Hola, buenas. Le escribo de Corona, en Queens. Somos cuatro en la oficina, mi ñaña y yo más dos asistentes, y hacemos impuestos y contabilidad para negocios ecuatorianos del barrio. Necesitamos full formatos: cartas de compromiso, listas de cierre de mes, hojas para los 1099, de todo. Preferimos pagar algo mensual, unos $50 al mes más o menos. ¿Qué nos recomienda?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [LIBRARY], withinBudget: true },
          remembers: {
            seats: 4,
            budget: { cents: 50_00, period: "month", hard: false },
          },
        },
      },
      {
        // La biblioteca: trialDays 14 (la prueba gratis de 14 días de las preguntas frecuentes).
        say: "Chévere. ¿Y esa biblioteca se puede probar antes de pagar? ¿Cuántos días?",
        expect: { policy: ["trials"] },
      },
      {
        // Por firma: $29 al mes, $348 el primer año, sea cual sea el número de personas (nunca
        // $116 al mes ni $1,392 al año).
        say: "Y si somos cuatro, ¿pago cuatro veces? ¿Cuánto sale el primer año?",
        expect: {
          answers: ["cost"],
          cost: [{ product: LIBRARY, quantity: 4 }],
          notAmounts: [116_00, 1_392_00],
        },
      },
      {
        // La ficha de la biblioteca: no incluye "Software or online services".
        say: "De ley. Una última: ¿la biblioteca trae también algún programa, o son solo archivos?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: LIBRARY, about: /software|online/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "una oficina paisa en Orlando que vigila la nómina que sus clientes corren en Gusto",
    spanish: true,
    turns: [
      {
        // Quarterline Payroll Compliance Monitor: $45 por cliente al mes ("Deposit schedule
        // monitoring", "Late filing alerts"; Gusto) x 25 = $1,125 al mes, dentro del tope de
        // $1,200 al mes. Copperline Payroll Cloud corre la nómina, que ellos no hacen.
        say: "¡Qué más pues! Les escribo desde Orlando. Somos cinco en la oficina y manejamos la nómina de unas 25 empresitas. Ellas mismas corren la nómina en Gusto, pero a nosotros nos toca estar pendientes de que los depósitos y las declaraciones no se pasen de fecha, y eso es un camello berraco. ¿Qué me recomiendan para vigilar eso? Tenemos hasta $1,200 al mes.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [PAYROLL_MONITOR],
            excludes: [PAYROLL_CLOUD],
            withinBudget: true,
          },
          remembers: {
            seats: 5,
            clients: 25,
            budget: { cents: 1_200_00, period: "month", hard: true },
          },
        },
      },
      {
        // Sus integraciones: Gusto, ADP, QuickBooks Online.
        say: "¿Y ese monitor se conecta con Gusto, sí o qué?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: PAYROLL_MONITOR, with: "Gusto", is: "yes" }],
        },
      },
      {
        // Su ficha: no incluye "Filing returns or making deposits for you".
        say: "Parce, ¿y el monitor hace los depósitos por nosotros o solo avisa?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PAYROLL_MONITOR,
              about: /making deposits|for you/i,
              is: "no",
            },
          ],
        },
      },
      {
        // $45 x 25 = $1,125 al mes, $13,500 el primer año.
        say: "Hágale pues. ¿Cuánto sale para las 25 empresas, al mes y el primer año?",
        expect: {
          answers: ["cost"],
          cost: [{ product: PAYROLL_MONITOR, quantity: 25 }],
        },
      },
    ],
  },
];
