/**
 * The regression set's second held-out round: one more phrasing of every turn, in other voices
 * (British spelling, jargon, roundabout questions, mixed typos, and Spanish worded differently),
 * written after the first held-out half had been used for fixes. Scored, never tuned to: see
 * docs/advisor.md. Keyed by scenario id, one phrasing per turn in order.
 */
export const FRESH_PHRASINGS: Record<string, string[]> = {
  "payroll bureau with 140 client companies": [
    "I manage payroll processing for roughly 140 small employers. Which of your tools would suit a bureau like ours?",
    "What's the damage per month if all 140 employers go on Payroll Cloud?",
    "Any idea whether Payroll Cloud talks to Gusto?",
    "And Copperline's desktop edition — is there a cap on client companies?",
  ],
  "tax firm with twelve preparers and a portal": [
    "Firm of 12 preparers, we file individual and partnership returns and want somewhere secure for clients to drop documents. What would you put together for us?",
    "Ballpark the year-one spend for those two across all 12 seats?",
    "Is the Ledgerpoint Professional licence perpetual?",
    "Could our clients e-sign engagement letters through the Harborview portal?",
  ],
  "Autopilot by its short name": [
    "Bit of a niche one: is Autopilot compatible with Xero?",
    "How about QuickBooks Desktop users?",
    "What would Autopilot set us back monthly with 25 client files?",
    "If we hit 40 clients next year, would Autopilot still handle that?",
  ],
  "RIA with four advisors on Plan Studio": [
    "Registered investment adviser here, 4 advisers. Monthly outlay for Plan Studio?",
    "Can Plan Studio project estate taxes for clients?",
    "Put it side by side with Portfolio Analytics please",
    "For the four of us, which works out cheaper?",
  ],
  "nonprofit returns on the 990 Preparer": [
    "We look after a handful of private foundations — can the 990 Preparer produce a 990-PF?",
    "What about the short form, 990-EZ?",
    "Year-one cost of the 990 Preparer plus Cedarline's fund accounting for 3 users?",
  ],
  "solo bookkeeper with a hard cap, then a lower one": [
    "Sole trader doing bookkeeping. My absolute ceiling is $100 a month. What should I buy?",
    "Change of plan: the ceiling is now $60 a month.",
    "Would Tickmark's Autopilot squeeze into that?",
  ],
  "six-person tax practice with a yearly target": [
    "Tax shop with six people. Looking for job and deadline tracking. Budget's around $5,000 per annum.",
    "Annual cost of Tallystone Practice Manager for 6 users?",
    "Can it hold client documents as well?",
  ],
  "what works with Gusto and ADP": [
    "Do any of your products connect to Gusto?",
    "What about ADP?",
    "How much is the Quarterline Payroll Compliance Monitor for 12 clients?",
  ],
  "do I need both a practice manager and a document vault": [
    "Is there overlap between Tallystone Practice Manager and Brightfile Document Vault, or are they complementary?",
    "Monthly cost for both with eight users?",
  ],
  "the first two, then not the second": [
    "Five of us, mostly bookkeeping plus some payroll for small businesses, and we can spend up to $600 a month. What do you suggest?",
    "Price out your first two for 5 users",
    "Scrap the second one — what's the alternative?",
  ],
  "store policies": [
    "What's your money-back policy if the software doesn't work as described?",
    "Can we try products free before committing?",
    "What times is your support team available?",
    "After checkout, how is the product delivered to us?",
  ],
  "questions the listings cannot answer": [
    "Would you file a state income tax return on our behalf?",
    "Who won the football last night?",
    "Is Ledgerpoint a better buy than TurboTax?",
  ],
  "a Mac office asking about tax software": [
    "We're an all-Apple office. Does Ledgerpoint Tax Suite Basic support macOS?",
    "Is there any browser-based tax preparation software in your catalogue?",
  ],
  "single sign-on, MFA, SOC 2 and the WISP": [
    "Which of your tools offer SAML single sign-on?",
    "Does the Harborview Client Portal support two-factor authentication, and does it have a SOC 2 report?",
    "Does it help with our WISP obligations?",
  ],
  "sales tax for online sellers": [
    "Our clients sell on Shopify and Amazon and we're struggling with sales tax compliance for them. What can you offer?",
    "Cost for 8 clients?",
    "Does it actually file and remit the returns?",
  ],
  "a twenty-person audit shop": [
    "20 auditors. What's the monthly bill for Fieldstone Audit Workpapers?",
    "Is statistical sampling built in?",
    "How much is the Fieldstone Audit Sampling Tool for five seats?",
  ],
  "trials of one product and another": [
    "Is there a free trial for Kestrel Trial Balance?",
    "And for Tickmark Close Manager?",
    "Three users on Close Manager: what's payable today and what comes later?",
  ],
  "a product by its vendor and a noun": [
    "How much is Northgate's retirement income software?",
    "What if 3 planners need it?",
    "Will it produce cash-flow based financial plans?",
  ],
  "the wizard, then the headcount": [
    "There are 4 of us, by the way.",
    "Add up your picks per month for our four people",
  ],
  "seats corrected from ten to eight": [
    "Quote for the Harborview Client Portal with 10 users please",
    "Correction: 8 users, not 10.",
    "Plus Harborview e-Signature for those 8?",
  ],
  "a firm licence and what it leaves out": [
    "Is the Engagement Letter Pack licensed for our whole 3-person firm?",
    "Does the pack include e-signing?",
    "Then which product handles e-signatures?",
  ],
  "something cheaper than the enterprise audit suite": [
    "Fieldstone Engagement Suite Enterprise is too pricey for us. Any lower-cost audit tools?",
    "Compare Fieldstone Audit Workpapers with the Audit Planning & Risk Assessment Checklist",
  ],
  "two questions in one message": [
    "Tickmark Receipt Capture: price for 15 clients, and is it compatible with QuickBooks Online?",
    "Will it import bank feeds?",
  ],
  "a tax practice that does no payroll": [
    "Three-person tax firm. We don't offer payroll, so please skip payroll products. Recommendations?",
    "Cheers, that helps.",
  ],
};
