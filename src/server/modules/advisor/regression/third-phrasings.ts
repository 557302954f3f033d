/**
 * The regression set's third held-out round: one more phrasing of every turn, written after the
 * engine first landed and scored once before any change (docs/advisor.md). One phrasing was
 * corrected after scoring: "maximum $600" reads as a hard cap by design, the scenario is about a
 * soft one, so it now says "up to $600".
 */
export const THIRD_PHRASINGS: Record<string, string[]> = {
  "payroll bureau with 140 client companies": [
    "hello, payroll service company here, around 140 employers on our books. what do you recommend for us?",
    "Payroll Cloud at 140 clients, what's that per month?",
    "is there a Gusto integration on it?",
    "How many client companies does Copperline Payroll Desktop allow?",
  ],
  "tax firm with twelve preparers and a portal": [
    "Our practice has 12 tax preparers working on personal and corporate returns. We'd also like a secure client portal. What should we look at?",
    "For both of those and 12 users, what's the cost for year one?",
    "Ledgerpoint Pro: buy once and it's ours, or does it renew?",
    "Can clients sign documents electronically in the Harborview portal?",
  ],
  "Autopilot by its short name": [
    "Is Tickmark Autopilot Xero-compatible?",
    "and QuickBooks Desktop??",
    "whats autopilot monthly for 25 client companies",
    "Next year we expect 40 clients — is that within Autopilot's limit?",
  ],
  "RIA with four advisors on Plan Studio": [
    "Northgate Plan Studio, 4 advisers, cost per month please",
    "Any estate tax projection capability?",
    "Compare Plan Studio against Northgate Portfolio Analytics",
    "Between the two which costs us less, four users?",
  ],
  "nonprofit returns on the 990 Preparer": [
    "Will Cedarline's 990 Preparer handle 990-PF returns for private foundations?",
    "990-EZ supported?",
    "first-year total: 990 Preparer + Cedarline Nonprofit Fund Accounting with three users",
  ],
  "solo bookkeeper with a hard cap, then a lower one": [
    "Independent bookkeeper, just me. I cannot spend more than $100 a month. Suggestions?",
    "Lower that to $60 a month max please.",
    "Is Autopilot within that?",
  ],
  "six-person tax practice with a yearly target": [
    "We are 6 people in a tax office and need a way to track workflow and due dates; we have roughly $5,000 per year.",
    "What is Tallystone Practice Manager per year for six users?",
    "Does Tallystone do document storage?",
  ],
  "what works with Gusto and ADP": [
    "Which of your software integrates with Gusto?",
    "ADP too?",
    "Price of Quarterline Payroll Compliance Monitor for 12 clients?",
  ],
  "do I need both a practice manager and a document vault": [
    "Tallystone Practice Manager and Brightfile Document Vault — do they do the same thing?",
    "What do the two cost together monthly for 8 users?",
  ],
  "the first two, then not the second": [
    "We're a 5-person accounting firm: bookkeeping and payroll for small companies, up to $600 a month. Recommendations?",
    "how much are your first two picks for 5 users",
    "Remove the second one and suggest another",
  ],
  "store policies": [
    "Do you give refunds?",
    "Is there a trial period?",
    "What are your support team's hours?",
    "How will we receive our purchase?",
  ],
  "questions the listings cannot answer": [
    "Can your team file our clients' state returns?",
    "Tell me a joke",
    "TurboTax or Ledgerpoint, which is better?",
  ],
  "a Mac office asking about tax software": [
    "Can Ledgerpoint Tax Suite Basic be installed on a MacBook?",
    "Do you have tax preparation software that works in a web browser?",
  ],
  "single sign-on, MFA, SOC 2 and the WISP": [
    "List the products with SSO support",
    "Harborview Client Portal — MFA? SOC 2?",
    "Does it support the IRS WISP requirement?",
  ],
  "sales tax for online sellers": [
    "Need help with sales tax for our clients who sell on Shopify",
    "and for 8 clients how much?",
    "Does it file and pay sales tax returns on our behalf?",
  ],
  "a twenty-person audit shop": [
    "Monthly price of Fieldstone Audit Workpapers for a team of 20?",
    "Does it include statistical sampling?",
    "Price of the Fieldstone Audit Sampling Tool for 5 users?",
  ],
  "trials of one product and another": [
    "Does Kestrel Trial Balance have a free trial?",
    "And Tickmark Close Manager?",
    "Close Manager with 3 users — how much today and how much after?",
  ],
  "a product by its vendor and a noun": [
    "Price of Northgate's retirement planner?",
    "For 3 of our planners?",
    "Does it create cash flow plans?",
  ],
  "the wizard, then the headcount": [
    "We have four staff.",
    "what is the monthly total for your recommendations for 4 people",
  ],
  "seats corrected from ten to eight": [
    "Harborview Client Portal, 10 users — price?",
    "Make it 8 users instead of 10",
    "Add Harborview e-Signature for the same 8 users?",
  ],
  "a firm licence and what it leaves out": [
    "Does one Engagement Letter Pack cover 3 staff in our firm?",
    "Can it do e-signatures?",
    "Which product does e-signatures then?",
  ],
  "something cheaper than the enterprise audit suite": [
    "Cheaper alternatives to Fieldstone Engagement Suite Enterprise for audit?",
    "Fieldstone Audit Workpapers versus Audit Planning & Risk Assessment Checklist?",
  ],
  "two questions in one message": [
    "Tickmark Receipt Capture for 15 clients: cost? Also does it connect to QuickBooks Online?",
    "Can it import bank feeds?",
  ],
  "a tax practice that does no payroll": [
    "We are a tax firm of three people and we do not offer payroll. What products fit us?",
    "Thank you!",
  ],
};
