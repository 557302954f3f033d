import type { NewFirm } from "./fourth-round.js";

/**
 * The regression set's twelfth held-out round: sixteen more new firms (none of the earlier
 * rounds'), four turns each, written blind: from the catalogue's sheets
 * (src/server/db/seed/catalogue.ts), the store's policy texts (terms, FAQ, refunds, delivery),
 * `offer.ts` and the expectation checks only, without reading the advisor's engine. It leans on the
 * products rounds four to eleven named least: the year-end payroll checklist beside the multi-state
 * payroll tax tables, the template library's monthly all-access licence, the portal's setup and
 * migration service, the business organizer beside the estimates worksheet, the month-end close
 * checklist against the close manager, the individual organizer with the deadline calendar, the
 * 13-week cash flow beside driver-based forecasts, the written security plan with the document
 * vault, the financial plan report template beside Plan Studio, the capacity planner with the
 * practice manager and desktop time and billing, the vendor workbook beside receipt capture, the
 * fixed asset schedule against the fixed asset manager, the advisory proposal with the onboarding
 * kit, fund accounting with the Form 990 preparer, the sampling tool, and the basic tax suite's
 * e-file limit. Voices: a terse outsourced payroll accountant in the January crunch, two chatty
 * founders of a week-old CPA firm, an IT contractor forwarding a managing partner's e-mail, a
 * Garden Grove tax office for nail salon owners writing English as a second language, two sisters
 * whose co-owner corrects the headcount, a solo preparer near an army post typing on a phone, a
 * part-time CFO for craft breweries, a foundation administrator writing formally, business
 * managers of touring musicians who correct their client count against a hard cap, an office
 * manager after a phishing scare, a paraplanner whose planners are the only users, an operations
 * lead dictating without punctuation; and four conversations wholly in Spanish in registers the
 * earlier rounds did not use: a Salvadoran couple in Langley Park with "vos" ("vaya pues",
 * "pisto", "chivo", "puchica", "fijate"), two Chilean auditors in Coral Gables ("cachai", "la
 * pega", "al tiro", "po", "harto"), a Costa Rican accountant in Newark ("pura vida", "brete",
 * "diay", "mae", "tuanis") and a Guatemalan accountant in Van Nuys ("chapín", "patojos", "troques",
 * "a la gran", "chilero"). Follow-ups by "it", "that", "esa misma", "both", "the two", "the
 * cheaper one", short names ("Sable tables", "the all-access library", "the close manager", "the
 * calender", "the vault", "plan studio", "the capacity thing", "el Basic"), vendor + noun
 * ("Harborview's setup package", "Tidewater's budgeting cloud", "the Tallystone desktop one", "la
 * de Fieldstone", "el programa de Quarterline"); budgets monthly, yearly and one-off, as caps and
 * as targets ("hard stop", "something like ... feels right", "hoping to stay around", "can't go
 * over", "thinking about ... for the year", "our hard limit", "máximo", "no más de", "menos de");
 * a correction of seats and one of clients (each then priced against the budget); five questions
 * to decline (a wage base, a founders' discount, advice on a donor-advised fund, the standard
 * deduction, the store's future prices). Totals are worked out by hand from the seed: price x
 * quantity (per user or client; once for a per-firm price, whatever the headcount), x 12 for a
 * monthly term in the first year, a yearly licence's price for its year, a one-time price once;
 * each is written beside its turn. Scored once before any change (score below and
 * /work/team/probes/twelfth-round-misses.txt); regression.test.ts plays it with the turns it missed
 * listed.
 *
 * First score, on main at 495bda86 (2026-11-28 10:46 UTC, before any change for this round): 26 of
 * 64 turns pass. By check: every total correct 9/15; no claim the facts do not support 48/64;
 * answered or honestly declined 43/62; no repeated reply 64/64; insights equal the chat 64/64;
 * Spanish questions understood 6/16; headcounts and budgets understood 12/17; recommendations as
 * expected 4/16; every suggested follow-up answered 64/64.
 */

const TAX_TABLES = "Sable Multi-State Payroll Tax Tables";
const YEAR_END_PAYROLL = "Year-End Payroll & W-2 Checklist";
const LIBRARY = "Countinghouse Template Library — All Access";
const PORTAL = "Harborview Client Portal";
const PORTAL_SETUP = "Harborview Portal Setup & Migration";
const BUSINESS_ORGANIZER = "Business Tax Organizer";
const ESTIMATES = "Quarterly Estimated Tax Worksheet";
const CLOSE_MANAGER = "Tickmark Close Manager";
const CLOSE_CHECKLIST = "Month-End Close Checklist";
const INDIVIDUAL_ORGANIZER = "Individual Tax Organizer";
const CALENDAR = "Federal Tax Deadline Calendar 2027";
const CASH_FLOW = "13-Week Cash Flow Forecast";
const FORECAST = "Tidewater Budget & Forecast Cloud";
const FUND = "Cedarline Nonprofit Fund Accounting";
const FORM_990 = "Cedarline Form 990 Preparer";
const RECEIPTS = "Tickmark Receipt Capture";
const VENDOR_WORKBOOK = "1099 Vendor Tracking Workbook";
const WISP = "Written Information Security Plan (WISP) for Tax Practices";
const VAULT = "Brightfile Document Vault";
const PLAN = "Northgate Plan Studio";
const PLAN_REPORT = "Client Financial Plan Report Template";
const CAPACITY = "Tallystone Capacity Planner";
const PRACTICE = "Tallystone Practice Manager";
const BILLING_DESKTOP = "Tallystone Time & Billing Desktop";
const TAX_BASIC = "Ledgerpoint Tax Suite Basic";
const TAX_PRO = "Ledgerpoint Tax Suite Professional";
const SAMPLING = "Fieldstone Audit Sampling Tool";
const PROPOSAL = "Advisory Services Proposal Template";
const ONBOARDING = "Client Onboarding Kit";
const ASSET_SCHEDULE = "Fixed Asset & Depreciation Schedule";
const ASSET_MANAGER = "Quarterline Fixed Asset Manager";

export const TWELFTH_ROUND: NewFirm[] = [
  {
    id: "an outsourced payroll accountant for temp agencies in the January crunch",
    turns: [
      {
        // Sable Multi-State Payroll Tax Tables: $29 / month for the firm ("Federal, state and
        // local withholding tables", "Monthly update feed to your payroll system", works with
        // QuickBooks Desktop); Year-End Payroll & W-2 Checklist: $25 once ("941-to-W-3
        // reconciliation steps"). $29 + $25 = $54 in the month, under the $100 cap.
        say: "January. Outsourced payroll for 22 client companies, mostly temp agencies placing people in six states. We run it all in QuickBooks Desktop. Need current withholding tables for every state, and a checklist to close out the payroll year and get W-2s out clean. Under $100 a month, hard stop.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [TAX_TABLES, YEAR_END_PAYROLL],
            withinBudget: true,
          },
          remembers: {
            clients: 22,
            budget: { cents: 100_00, period: "month", hard: true },
          },
        },
      },
      {
        // The tables' sheet: not included "Filing payroll returns"; integrations: QuickBooks
        // Desktop.
        say: "Sable tables: do they file the state returns too? And they feed QuickBooks Desktop?",
        expect: {
          verdicts: [{ product: TAX_TABLES, about: /fil/i, is: "no" }],
          integrations: [{ product: TAX_TABLES, with: "QuickBooks Desktop", is: "yes" }],
        },
      },
      {
        // The tables: $29 a month for the whole firm (not per client: never $29 x 22 = $638),
        // $348 the first year; the checklist $25 once; together $373 in the first year.
        say: "Tables plus the year-end checklist, first-year total?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: TAX_TABLES, quantity: 22 },
            { product: YEAR_END_PAYROLL, quantity: 1 },
          ],
          together: true,
          notAmounts: [638_00],
        },
      },
      {
        // A 2027 wage base is a tax-law amount no listing states: decline, Contact Sales.
        say: "What's the 2027 Social Security wage base?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "two founders of a week-old CPA firm who would rather pay monthly",
    turns: [
      {
        // Countinghouse Template Library — All Access: $29 a month for the firm ("Every current
        // template", "Firm-wide use licence"; services Tax Preparation, Bookkeeping, ...), under
        // the $40 a month they have in mind (a target). The one-time packs are a lump sum.
        say: "Okay this is so exciting — my co-founder and I left a regional firm and opened our own practice last week! It's just the two of us for now. We need all the boring paperwork sorted: engagement letters for our tax and bookkeeping clients, a welcome packet for new clients, checklists, that sort of thing. We'd honestly rather pay a little every month than a lump sum up front — something like $40 a month feels right.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [LIBRARY], withinBudget: true },
          remembers: {
            seats: 2,
            budget: { cents: 40_00, period: "month", hard: false },
          },
        },
      },
      {
        // The library is priced per firm: $29 a month, $348 the first year, whatever the
        // headcount (never $58 a month or $696 a year for two).
        say: "Love that. So for the two of us, what does the all-access library come to for the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: LIBRARY, quantity: 2 }],
          notAmounts: [58_00, 696_00],
        },
      },
      {
        // The library's sheet: not included "Templates customised by our team".
        say: "Would your team customise a few of the templates for us — put our logo and our fee schedule in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: LIBRARY, about: /custom/i, is: "no" }],
        },
      },
      {
        // No listing or policy text gives a discount to new firms: decline, Contact Sales.
        say: "Last thing, promise: is there a founders' discount for brand-new firms? 😊",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "an IT contractor forwarding a managing partner's e-mail about client uploads",
    turns: [
      {
        // Harborview Client Portal: $79 / user / month ("Document requests with automatic
        // reminders", "Encryption at rest and in transit"); Harborview Portal Setup & Migration:
        // $350 once ("Client list import", "Document migration", "Two live staff training
        // sessions").
        say: "Forwarding this from the managing partner, he asked me to find something:\n\n> We're 11 staff with roughly 900 individual clients. Documents still arrive as email attachments and on USB sticks, which I hate. I want clients uploading to us on something secure, with reminders chasing whatever's missing, and I want someone else to set it up and move the old files over. Staff are not spending a weekend on it.\n\nWhat would you recommend?",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PORTAL, PORTAL_SETUP] },
          remembers: { seats: 11, clients: 900 },
        },
      },
      {
        // Portal x 11 users: $869 a month, $10,428 the first year; the setup $350 once (per
        // firm, one-off); together $10,778 in the first year.
        say: "What's the bill for both — the portal for all 11 staff plus the setup package? Monthly and first year please.",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PORTAL, quantity: 11 },
            { product: PORTAL_SETUP, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        // The setup's sheet: not included "The Harborview Client Portal subscription itself".
        say: "He also wants to know: is the portal subscription itself included in Harborview's setup package, or is that billed separately?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PORTAL_SETUP, about: /subscription/i, is: "no" }],
        },
      },
      {
        // The portal's integrations: Microsoft 365, Google Workspace, Ledgerpoint Tax Suite,
        // Tallystone Practice Manager; not Drake Tax. The setup is delivered as a service
        // booking (the delivery instructions: "Book your session").
        say: "Two more from him: does the portal hook into Drake, which is what we file with? And how does the setup actually get delivered — do we book dates with someone?",
        expect: {
          integrations: [{ product: PORTAL, with: "Drake Tax", is: "no" }],
          policy: ["delivery"],
        },
      },
    ],
  },
  {
    id: "a Garden Grove tax office for nail salon owners writing English as a second language",
    turns: [
      {
        // Business Tax Organizer: $39 once (forms 1065, 1120, 1120-S: "Officer and owner
        // compensation"); Quarterly Estimated Tax Worksheet: $19 once ("Four installments with
        // their due dates"). $39 + $19 = $58, under the one-off $80.
        say: "Hello, we are tax office with 3 people in Garden Grove. Our customers mostly are nail salon owners, many of them have S-corporation. Before tax season we must send to them the questions list for the business return, and we help the owner to figure how much estimated tax pay each quarter. Budget is small, one time payment below $80 please.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [BUSINESS_ORGANIZER, ESTIMATES],
            withinBudget: true,
          },
          remembers: { seats: 3 },
        },
      },
      {
        // The business organizer's sheet: not included "Trust and estate returns (1041)".
        say: "The business organizer also can use for trust return 1041? Some owner has family trust.",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: BUSINESS_ORGANIZER, about: /1041|trust/i, is: "no" }],
        },
      },
      {
        // The worksheet's sheet: not included "Corporate estimated tax".
        say: "Estimated worksheet, it calculate the corporation estimated tax also, or only personal?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ESTIMATES, about: /corporat/i, is: "no" }],
        },
      },
      {
        // Both per firm, once: $39 + $19 = $58 for the office, not x 3 ($117, $57, $174).
        say: "How much the two together? We are 3 people, we must pay 3 times?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: BUSINESS_ORGANIZER, quantity: 3 },
            { product: ESTIMATES, quantity: 3 },
          ],
          together: true,
          notAmounts: [117_00, 57_00, 174_00],
        },
      },
    ],
  },
  {
    id: "two sisters keeping restaurants' books, the co-owner correcting the headcount",
    turns: [
      {
        // Tickmark Close Manager: $59 / user / month ("Close board by client and period",
        // "Reviewer sign-off required to close") x 3 = $177 a month, under the $200 they hope
        // for (a target).
        say: "Hi! We do the monthly books for 16 restaurants and bars around Providence, and there are 3 of us. Month-end is a mess of spreadsheets and emails. I want one place where every client's close is laid out, and nothing counts as closed until someone has reviewed it. Hoping to stay around $200 a month.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CLOSE_MANAGER], withinBudget: true },
          remembers: {
            seats: 3,
            clients: 16,
            budget: { cents: 200_00, period: "month", hard: false },
          },
        },
      },
      {
        // Five users: $59 x 5 = $295 a month, $3,540 the first year; above the $200 a month.
        say: "This is Dana, the other owner — my sister forgot our two October hires, so it's five of us, not three. What would the close manager be for five, per month and for the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: CLOSE_MANAGER, quantity: 5 }],
          remembers: { seats: 5 },
          fits: { product: CLOSE_MANAGER, fits: false },
        },
      },
      {
        // The Month-End Close Checklist ($29 once) is the cheaper of the two; its sheet: not
        // included "Task reminders or assignment by e-mail".
        say: "Ouch. Between the close manager and that month-end close checklist spreadsheet, the cheaper one — does it at least send task reminders by email?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CLOSE_CHECKLIST, about: /remind|e-?mail/i, is: "no" }],
        },
      },
      {
        // The close manager's sheet: security.sso "unknown" (not stated either way).
        say: "Our IT guy asks whether the close manager has single sign-on.",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: CLOSE_MANAGER,
              about: /sso|single sign/i,
              is: "unknown",
            },
          ],
        },
      },
    ],
  },
  {
    id: "a solo preparer near an army post whose clients move every few years, typing on a phone",
    turns: [
      {
        // Individual Tax Organizer: $39 once (form 1040, "Yes/no questionnaire first"); Federal
        // Tax Deadline Calendar 2027: $19 once ("Individual, business and payroll deadlines");
        // $58, under the one-off $100.
        say: "im a 1 person shop outside fort campbel, clients are mostly army familys, bout 180 of them. need a organiser i can send them before they come in + a calender of the federal deadlines. under 100 bucks total, one time",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [INDIVIDUAL_ORGANIZER, CALENDAR],
            withinBudget: true,
          },
          remembers: { seats: 1, clients: 180 },
        },
      },
      {
        // The calendar's sheet: not included "State deadlines".
        say: "does the calender have the state deadlines to? they move states evry 2-3 yrs",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CALENDAR, about: /state/i, is: "no" }],
        },
      },
      {
        // $39 + $19 = $58, each once.
        say: "ok organiser + calender how much together",
        expect: {
          answers: ["cost"],
          cost: [
            { product: INDIVIDUAL_ORGANIZER, quantity: 1 },
            { product: CALENDAR, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        // The terms' licence: for use in the firm's practice, for the users bought; a template
        // is the firm's (per firm).
        say: "can i put the calender on my laptop and the office pc or is it 1 computer only",
        expect: { policy: ["licences"] },
      },
    ],
  },
  {
    id: "a part-time CFO for seven craft breweries",
    turns: [
      {
        // 13-Week Cash Flow Forecast: $45 once ("Thirteen weekly columns", "Minimum cash warning
        // line"; services CFO Services, Financial Analysis), bought once, used for every client.
        say: "I'm a part-time CFO for seven craft breweries in the Pacific Northwest. Every one of them runs short of cash around excise-tax time and when the fermenter loan payments hit, and nobody sees it coming. I want a way to see a cash crunch weeks ahead — ideally something I buy once and reuse for all of them.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CASH_FLOW] },
          remembers: { clients: 7 },
        },
      },
      {
        // The cash flow's sheet: not included "Import from a ledger".
        say: "Does that pull the numbers straight out of their QuickBooks, or do I key them in?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: CASH_FLOW, about: /import|ledger/i, is: "no" }],
        },
      },
      {
        // Tidewater: $129 / client / month x 7 = $903 a month, $10,836 the first year.
        say: "And what would Tidewater's budgeting cloud run for all seven breweries, per month and over the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: FORECAST, quantity: 7 }],
        },
      },
      {
        // Tidewater's sheet: not included "Consolidation of several entities"; security.soc2
        // "unknown" (not stated either way).
        say: "Two of the breweries share an owner. Could Tidewater roll them up into one consolidated report? And their bank wants to know if it's SOC 2 audited.",
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: FORECAST, about: /consolidat/i, is: "no" },
            { product: FORECAST, about: /soc ?2/i, is: "unknown" },
          ],
        },
      },
    ],
  },
  {
    id: "a family foundation's sole administrator writing formally",
    turns: [
      {
        // Cedarline Nonprofit Fund Accounting: $79 / user / month ("Restricted and unrestricted
        // funds", "Grant budgets and tracking"); Cedarline Form 990 Preparer: $399 a year
        // (forms 990, 990-EZ, 990-N).
        say: "Good afternoon. I am the sole administrator of a small family foundation and of two public charities that the family also supports. I keep their books, including grants that donors have restricted, and I am responsible for their annual information returns to the IRS. I should be grateful for your recommendation.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [FUND, FORM_990] },
          remembers: { seats: 1 },
        },
      },
      {
        // The 990 preparer's sheet: not included "Form 990-PF for private foundations".
        say: "Will the Cedarline Form 990 programme prepare the foundation's own return, the 990-PF?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: FORM_990,
              about: /990-?PF|private foundation/i,
              is: "no",
            },
          ],
        },
      },
      {
        // Fund accounting x 1 user: $79 a month, $948 the first year; the 990 preparer $399 for
        // its year; together $1,347 in the first year.
        say: "Kindly state the cost of the fund accounting programme for myself alone over its first year, that of the 990 programme, and of the two together.",
        expect: {
          answers: ["cost"],
          cost: [
            { product: FUND, quantity: 1 },
            { product: FORM_990, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        // Advice on how to structure the foundation is not in any listing: decline, Contact Sales.
        say: "In your opinion, ought the foundation to convert into a donor-advised fund, to spare me the 990-PF altogether?",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "business managers for touring musicians with receipts from the tour bus",
    turns: [
      {
        // Tickmark Receipt Capture: $19 / client / month ("Mobile and email capture", "Vendor,
        // date, amount and tax extraction") x 30 = $570 a month, under the $600 cap.
        say: "We're a business management office for about 30 touring musicians and bands: we pay their bills, reconcile tour expenses and issue 1099s to the session players and crew they hire. Three of us. The worst part is receipts — crumpled, from a tour bus, at 2am, five states a week. What would help with that? We can't go over $600 a month for this.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [RECEIPTS], withinBudget: true },
          remembers: {
            seats: 3,
            clients: 30,
            budget: { cents: 600_00, period: "month", hard: true },
          },
        },
      },
      {
        // 34 clients: $19 x 34 = $646 a month, $7,752 the first year; above the $600 cap.
        say: "Update: we signed four more acts after the festival, so it's 34 now. Receipt capture for all of them — monthly, and the first year?",
        expect: {
          answers: ["cost"],
          cost: [{ product: RECEIPTS, quantity: 34 }],
          remembers: { clients: 34 },
          fits: { product: RECEIPTS, fits: false },
        },
      },
      {
        // Receipt Capture's sheet: not included "Mileage tracking"; security.mfa "yes" (the
        // cloud subscriptions' sheet).
        say: "Does it track mileage for the tour vans? And is there two-factor sign-in on it?",
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: RECEIPTS, about: /mileage/i, is: "no" },
            { product: RECEIPTS, about: /factor|mfa/i, is: "yes" },
          ],
        },
      },
      {
        // The vendor workbook's sheet: not included "TIN matching with the IRS".
        say: "For the crew 1099s: that vendor tracking workbook you sell — does it do TIN matching with the IRS for us?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: VENDOR_WORKBOOK, about: /match/i, is: "no" }],
        },
      },
    ],
  },
  {
    id: "an office manager after a phishing scare at a fourteen-person firm",
    turns: [
      {
        // Written Information Security Plan (WISP) for Tax Practices: $99 once ("Incident response
        // plan"); Brightfile Document Vault: $39 / user / month ("Retention and purge
        // schedules", audit trail yes) x 14 = $546 a month, $6,552 the first year; together
        // $6,651, under the $7,000 a year they are thinking about (a target).
        say: "We had a phishing scare last month: a partner clicked a fake DocuSign link. Nothing was lost, but our insurer and the partners now want two things: a written security plan on file, and client files moved off the shared network drive into something with access logs and retention rules. We're 14 people. Thinking about $7,000 for the year, all in.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [WISP, VAULT], withinBudget: true },
          remembers: {
            seats: 14,
            budget: { cents: 7_000_00, period: "year", hard: false },
          },
        },
      },
      {
        // The WISP's features: "Incident response plan"; not included "Security software or
        // monitoring".
        say: "Does the security plan template include an incident response plan? And does it come with any monitoring software?",
        expect: {
          answers: ["capability"],
          verdicts: [
            { product: WISP, about: /incident/i, is: "yes" },
            { product: WISP, about: /monitor/i, is: "no" },
          ],
        },
      },
      {
        // Vault x 14: $546 a month, $6,552 the first year; the plan $99 once; together $6,651.
        say: "What do the vault for all 14 and the plan come to together for the first year?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: VAULT, quantity: 14 },
            { product: WISP, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        // The FAQ and business hours: Mon-Fri 8-6 EST and Sat 9-2 EST.
        say: "If the vault acts up on a Saturday in March, when can we actually reach your support people?",
        expect: { policy: ["support_hours"] },
      },
    ],
  },
  {
    id: "a paraplanner whose two planners are the only ones who'd log in",
    turns: [
      {
        // Northgate Plan Studio: $149 / user / month ("Cash-flow based retirement plans", "Live
        // what-if scenarios in meetings", "Education and insurance needs modules"); Client
        // Financial Plan Report Template: $69 once ("Prioritised action plan"). Two users.
        say: "hi!! paraplanner here (two CFPs + me). we build retirement and college plans for young families and I spend forever turning the planners' numbers into something clients will actually read 🙃 we need (a) software to run the plans live with clients in the room and (b) a nicer report layout. the planners are the only ones who'd log in to the software",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PLAN, PLAN_REPORT] },
          remembers: { seats: 2 },
        },
      },
      {
        // The report template's sheet: not included "Calculations or projections (bring them
        // from your planning software)".
        say: "does the report template do the projections itself or do I bring them over from the software?",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: PLAN_REPORT,
              about: /calculation|projection/i,
              is: "no",
            },
          ],
        },
      },
      {
        // Plan Studio x 2: $298 a month, $3,576 the first year; the template $69 once; together
        // $3,645 in the first year.
        say: "ok so plan studio for the 2 planners + the report template, first year all in?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PLAN, quantity: 2 },
            { product: PLAN_REPORT, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        // Plan Studio's integrations: Charles Schwab, Fidelity, Plaid. A 14-day free trial (the
        // FAQ; its sheet's trialDays 14).
        say: "our custodian is fidelity, does plan studio talk to it? and can we try it out before we commit to anything",
        expect: {
          integrations: [{ product: PLAN, with: "Fidelity", is: "yes" }],
          policy: ["trials"],
        },
      },
    ],
  },
  {
    id: "an operations lead dictating into her phone for an eight-preparer firm",
    turns: [
      {
        // Tallystone Capacity Planner: $35 / user / month ("Hours forecast by client and
        // service", "Busy-season workload by week") x 8 = $280 a month; Tallystone Practice
        // Manager: $59 / user / month ("Deadline calendar with extensions") x 8 = $472 a month;
        // together $752 a month, $9,024 the first year, under the $10,000 a year cap.
        say: "okay so there are eight of us preparing returns at a firm in Tulsa and every March we find out too late that three people are drowning and two are sitting idle I need to see the hours coming week by week and move work around before it happens and I also need to keep track of every client's due dates and extensions our hard limit is ten thousand dollars a year",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [CAPACITY, PRACTICE], withinBudget: true },
          remembers: {
            seats: 8,
            budget: { cents: 10_000_00, period: "year", hard: true },
          },
        },
      },
      {
        // Capacity x 8: $280 a month, $3,360 the first year; Practice Manager x 8: $472 a month,
        // $5,664 the first year; together $9,024.
        say: "what would the capacity planner and the practice manager be together for all eight of us per month and for the year",
        expect: {
          answers: ["cost"],
          cost: [
            { product: CAPACITY, quantity: 8 },
            { product: PRACTICE, quantity: 8 },
          ],
          together: true,
        },
      },
      {
        // Tallystone Time & Billing Desktop's sheet: not included "Workflow and deadline
        // tracking".
        say: "one of the partners would rather own the billing software than rent it the Tallystone desktop one does it also track deadlines and workflow",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: BILLING_DESKTOP, about: /workflow|deadline/i, is: "no" }],
        },
      },
      {
        // The capacity planner's integrations: Tallystone Practice Manager, Microsoft Excel.
        say: "does the capacity thing plug into the practice manager",
        expect: {
          answers: ["integration"],
          integrations: [
            {
              product: CAPACITY,
              with: "Tallystone Practice Manager",
              is: "yes",
            },
          ],
        },
      },
    ],
  },
  {
    id: "una pareja salvadoreña que abre una oficinita de taxes en Langley Park",
    spanish: true,
    turns: [
      {
        // Ledgerpoint Tax Suite Basic: $499 al año por firma (form 1040, 1 usuario, 150 e-files
        // federales), dentro del tope de $800 al año; la Professional ($1,299 al año) no cabe.
        say: "Buenas, ¿cómo están? Vaya pues, les cuento: mi esposa y yo vamos a abrir una oficinita de taxes en Langley Park. Solo yo preparo las declaraciones; ella atiende a la gente en la recepción. La clientela es casi toda gente nuestra que trabaja en construcción y limpieza: unas 120 declaraciones personales, nada de compañías. ¿Qué programa nos recomiendan para hacerlas y mandarlas por internet? No queremos gastar mucho pisto: máximo $800 al año.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [TAX_BASIC],
            excludes: [TAX_PRO],
            withinBudget: true,
          },
          remembers: {
            seats: 1,
            budget: { cents: 800_00, period: "year", hard: true },
          },
        },
      },
      {
        // La ficha del Basic: limits.eFiles 150 ("150 federal e-files included").
        say: "¿Y cuántas declaraciones federales electrónicas trae ese Basic? Porque si nos va chivo, el otro año podemos andar por las 200.",
        expect: {
          answers: ["capability"],
          states: [{ product: TAX_BASIC, about: /e-?fil/i, value: "150" }],
        },
      },
      {
        // La ficha del Individual Tax Organizer: languages ["en"], solo en inglés.
        say: "Puchica. Otra cosa: el organizador individual para los clientes, ¿viene en español? Fijate que la mayoría de nuestra gente no lee inglés.",
        expect: {
          answers: ["capability"],
          verdicts: [
            {
              product: INDIVIDUAL_ORGANIZER,
              about: /espa|spanish|idioma|language/i,
              is: "no",
            },
          ],
        },
      },
      {
        // Los términos: se puede pedir el reembolso de lo pagado dentro de 30 días del pedido.
        say: "Y si lo compramos y al final no nos sirve, ¿nos devuelven el pisto? ¿Cuántos días tenemos?",
        expect: { policy: ["refunds"] },
      },
    ],
  },
  {
    id: "dos auditores chilenos en Coral Gables que auditan sindicatos",
    spanish: true,
    turns: [
      {
        // Fieldstone Audit Sampling Tool: $249 por usuario, una sola vez ("Monetary unit and
        // attribute sampling", "Documented random selection") x 2 = $498, bajo los $1,000 de
        // una vez.
        say: "Hola, ¿cómo están? Somos dos auditores chilenos en Coral Gables y hacemos auditorías de sindicatos y planes de pensión chicos. La pega que más nos cuesta es sacar las muestras: necesitamos algo para seleccionarlas estadísticamente y dejar documentado el tamaño y la semilla aleatoria, cachai. Preferimos comprarlo una vez no más, y no gastar más de mil dólares entre los dos.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [SAMPLING], withinBudget: true },
          remembers: { seats: 2 },
        },
      },
      {
        // $249 por usuario, una sola vez x 2 = $498.
        say: "Ya, ¿y cuánto sale la herramienta de muestreo de Fieldstone para los dos, al tiro?",
        expect: {
          answers: ["cost"],
          cost: [{ product: SAMPLING, quantity: 2 }],
        },
      },
      {
        // La ficha de la herramienta: no incluye "Workpapers".
        say: "¿Y esa misma hace también los papeles de trabajo, o hay que comprar otra cosa aparte?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: SAMPLING, about: /workpaper|papeles/i, is: "no" }],
        },
      },
      {
        // Sus integraciones: Microsoft Excel.
        say: "Harto bien. Las poblaciones las bajamos en Excel, po: ¿funciona con Excel?",
        expect: {
          answers: ["integration"],
          integrations: [{ product: SAMPLING, with: "Microsoft Excel", is: "yes" }],
        },
      },
    ],
  },
  {
    id: "una contadora tica en Newark que empieza a vender asesoría mensual",
    spanish: true,
    turns: [
      {
        // Advisory Services Proposal Template: $59 una vez ("Three-tier service menu", "Fixed
        // monthly fee table"); Client Onboarding Kit: $35 una vez ("Welcome letter", "Internal
        // onboarding checklist"); $94 juntos, bajo los $150 de una vez.
        say: "¡Pura vida! Soy contadora, tica, y tengo un despachito en Newark con una asistente. Casi todo mi brete es de impuestos, pero quiero pasar a algunos clientes a una asesoría mensual con tarifa fija, y para eso necesito presentarles una propuesta bien hecha. Diay, y también quiero ordenar cómo recibo a los clientes nuevos, que siempre se me olvida pedirles algo. Algo que se pague una sola vez, no más de $150.",
        expect: {
          answers: ["recommend"],
          recommends: { includes: [PROPOSAL, ONBOARDING], withinBudget: true },
        },
      },
      {
        // La ficha de la propuesta: no incluye "A pricing calculator".
        say: "Mae, ¿la plantilla de la propuesta trae una calculadora para ponerle precio a los servicios?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: PROPOSAL, about: /calculat/i, is: "no" }],
        },
      },
      {
        // $59 + $35 = $94, cada una una sola vez.
        say: "Tuanis. ¿Y cuánto me salen la propuesta y el kit de bienvenida de clientes juntos?",
        expect: {
          answers: ["cost"],
          cost: [
            { product: PROPOSAL, quantity: 1 },
            { product: ONBOARDING, quantity: 1 },
          ],
          together: true,
        },
      },
      {
        // Ninguna ficha ni política dice qué precios vendrán: declinar y remitir a Ventas.
        say: "¿Y ustedes saben si van a bajar los precios de las plantillas el otro año? Para ver si espero.",
        expect: { declines: true },
      },
    ],
  },
  {
    id: "un contador chapín en Van Nuys con clientes de jardinería",
    spanish: true,
    turns: [
      {
        // Fixed Asset & Depreciation Schedule: $39 una vez ("Asset register with
        // placed-in-service dates", "Straight-line book depreciation formulas"), bajo los $100;
        // Quarterline Fixed Asset Manager ($599 una vez) no cabe.
        say: "Qué tal, les escribo desde Van Nuys. Soy contador, chapín, trabajo solo, y la mayoría de mis clientes son patojos con negocios de jardinería y limpieza que compran troques, podadoras y remolques. Necesito llevar el registro de esos activos y su depreciación año con año. Algo sencillo, chilero, que pague una sola vez y que sea menos de $100.",
        expect: {
          answers: ["recommend"],
          recommends: {
            includes: [ASSET_SCHEDULE],
            excludes: [ASSET_MANAGER],
            withinBudget: true,
          },
          remembers: { seats: 1 },
        },
      },
      {
        // La ficha de la hoja: no incluye "Section 179 and bonus depreciation calculations".
        say: "¿Y esa hoja me calcula la depreciación bonus y la sección 179?",
        expect: {
          answers: ["capability"],
          verdicts: [{ product: ASSET_SCHEDULE, about: /179|bonus/i, is: "no" }],
        },
      },
      {
        // Quarterline Fixed Asset Manager: "Section 179 and bonus depreciation"; $599 por firma,
        // una sola vez.
        say: "A la gran. ¿Y el programa de Quarterline sí lo hace? ¿Cuánto cuesta?",
        expect: {
          verdicts: [{ product: ASSET_MANAGER, about: /179|bonus/i, is: "yes" }],
          cost: [{ product: ASSET_MANAGER, quantity: 1 }],
        },
      },
      {
        // La deducción estándar de 2027 es un monto de la ley que ninguna ficha da: declinar.
        say: "Otra cosa que me preguntó un cliente: ¿cuánto es la deducción estándar para el 2027?",
        expect: { declines: true },
      },
    ],
  },
];
