import { describe, expect, it } from "vitest";
import { askWhileDiscussing, playMessages } from "../regression/run-scenario.js";
import { findMentions } from "./product-mentions.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const last = (...said: string[]) => playMessages(...said).at(-1)!.text;
const namesIn = (text: string) =>
  findMentions(view, text).products.map((m) => view.byId.get(m.productId)!.name);

describe("two products named in full whose names share words", () => {
  it("finds both, each at its own vendor's place", () => {
    expect(
      namesIn("What do Harborview Client Portal and Harborview Portal Setup & Migration cost?"),
    ).toEqual(["Harborview Client Portal", "Harborview Portal Setup & Migration"]);
    expect(
      namesIn("sable sales tax compliance + sable multi-state payroll tax tables, monthly?"),
    ).toEqual(["Sable Sales Tax Compliance", "Sable Multi-State Payroll Tax Tables"]);
    expect(
      namesIn("Ledgerpoint Tax Suite Professional and Ledgerpoint Tax Planner, first year"),
    ).toEqual(["Ledgerpoint Tax Suite Professional", "Ledgerpoint Tax Planner"]);
  });

  it("prices both together", () => {
    // Portal 6 x $79 = $474 a month ($5,688 a year) + the setup $350 once: $6,038.
    const reply = last(
      "We're 6 people.",
      "what do Harborview Client Portal and Harborview Portal Setup & Migration come to together for the 6 of us?",
    );
    expect(reply).toContain("**$6,038.00**");
  });
});

describe("a question dictated or typed without its marks", () => {
  it("reads 'the X one does it …' as a question of that product, not a need to recommend for", () => {
    // Tallystone Time & Billing Desktop: not included "Workflow and deadline tracking".
    const reply = last(
      "We're 8 preparers looking at Tallystone.",
      "my partner prefers owning software the tallystone desktop one can it also handle workflow and deadlines",
    );
    expect(reply).toMatch(/^\*\*No\*\*: \[Tallystone Time & Billing Desktop\]/);
  });

  it("reads 'ok A + B how much together' as a cost of both, not thanks", () => {
    // Individual Tax Organizer $39 + Federal Tax Deadline Calendar 2027 $19 = $58.
    const reply = last(
      "Solo preparer, 150 individual clients. I need a tax organizer to send clients and a calendar of federal deadlines, under $100 one time.",
      "cool calendar & organizer what's that come to",
    );
    expect(reply).toContain("**$58.00**");
    const typed = last(
      "Solo preparer, 150 individual clients. I need a tax organizer to send clients and a calendar of federal deadlines, under $100 one time.",
      "great - organizer plus calendar how much altogether",
    );
    expect(typed).toContain("**$58.00**");
  });
});

describe("a question whose verb is left out, of a second product", () => {
  it("asks the question before it again of the product it names", () => {
    // Practice Manager: not included "Document storage …"; the portal: 100 GB of storage.
    const reply = last(
      "We're a 10-person firm looking at the Harborview Client Portal and the Tallystone Practice Manager.",
      "Can the practice manager hold our documents? And the portal, does it?",
    );
    expect(reply).toMatch(/^\*\*No\*\*: \[Tallystone Practice Manager\]/);
    expect(reply).toMatch(/\*\*Yes\*\*: \[Harborview Client Portal\][^\n]*100 GB/);
  });

  it("reads 'the vault doesn't, right?' after a question of another product", () => {
    // Fieldstone Audit Sampling Tool: not included "Workpapers"; the audit workpapers do them.
    const reply = askWhileDiscussing(
      "Fieldstone Audit Workpapers",
      "does the sampling tool have multi-factor sign-in? the workpapers one doesn't, right?",
    ).text;
    expect(reply).toContain("[Fieldstone Audit Sampling Tool]");
    expect(reply).toContain("[Fieldstone Audit Workpapers]");
    expect(reply.match(/Multi-factor sign-in/g)?.length).toBe(2);
  });
});

describe("a headcount said of one product of several", () => {
  it("prices each for its own count", () => {
    // Portal 6 x $79 = $474; Practice Manager 10 x $59 = $590; together $1,064 a month.
    const reply = last(
      "We're a 10-person firm looking at the Harborview Client Portal and the Tallystone Practice Manager.",
      "just 6 of us would be on the portal; the practice manager is for everybody. monthly total?",
    );
    expect(reply).toContain("for 6 users: **$474.00 a month**");
    expect(reply).toContain("for 10 users: **$590.00 a month**");
    expect(reply).toContain("$1,064.00 a month");
  });

  it("prices 'the vault for 4 people and the capacity planner for 2'", () => {
    // Vault 4 x $39 = $156; Capacity Planner 2 x $35 = $70; together $226 a month.
    const reply = last(
      "We're a 10-person firm looking at the Harborview Client Portal and the Tallystone Practice Manager.",
      "what would the vault be for 4 people and the capacity planner for 2?",
    );
    expect(reply).toContain("$156.00 a month");
    expect(reply).toContain("$70.00 a month");
    expect(reply).toContain("$226.00 a month");
  });
});

describe("a second product named by its noun alone, its verb left out", () => {
  it("asks the first question of the product shown whose name ends with the noun", () => {
    // Audit Planning & Risk Assessment Checklist: not included "Sample size calculations".
    const audit = last(
      "We're 3 auditors. Compare the Fieldstone Audit Sampling Tool and the Audit Planning & Risk Assessment Checklist.",
      "can the sampling tool calculate sample sizes? checklist can't, right?",
    );
    expect(audit).toMatch(/\*\*No\*\*: \[Audit Planning & Risk Assessment Checklist\]/);
    // Month-End Close Checklist: not included "Task reminders or assignment by e-mail".
    const close = last(
      "Compare Tickmark Close Manager and the Month-End Close Checklist for 3 of us.",
      "does the close manager send task reminders by email? checklist does too?",
    );
    expect(close).toMatch(/\*\*No\*\*: \[Month-End Close Checklist\]/);
    // Brightfile Document Vault: not included "E-signature".
    const vault = last(
      "Compare Brightfile Document Vault and Harborview Client Portal for 4 users.",
      "does the portal have e-signature? vault doesn't, right?",
    );
    expect(vault).toMatch(/\*\*No\*\*: \[Brightfile Document Vault\][^\n]*“E-signature”/);
  });
});
