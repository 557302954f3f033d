import { describe, expect, it } from "vitest";
import { playMessages, productId } from "../regression/run-scenario.js";
import { askSpan } from "./firm-profile.js";

const picks = (content: string) => playMessages(content)[0]!.state.recommendation;

describe("'they want two things: A, and B' turns to the ask", () => {
  it("reads the things after the count as what is asked", () => {
    expect(
      askSpan("The auditors want 2 things: a sampling tool, and better workpapers.").asked,
    ).toContain("sampling tool");
    expect(
      askSpan("our bank requires three things: a cash forecast, a budget and a CFO report").asked,
    ).toContain("cash forecast");
  });
});

describe("things listed with '+' or lettered '(a) … (b) …' are things of their own", () => {
  it("splits the ask there", () => {
    expect(
      askSpan("solo, 90 clients. need an intake form for clients + a due-date calendar").things,
    ).toHaveLength(2);
    const lettered = askSpan(
      "We want (a) a forecasting tool for our clients and (b) a proposal to sell it with",
    ).things;
    expect(lettered).toHaveLength(2);
    expect(lettered[1]).toContain("proposal");
  });

  it("names a product for each", () => {
    const named = picks(
      "solo EA, 90 clients. I want an organizer to mail clients before their appointments + a calendar of federal due dates",
    );
    expect(named).toContain(productId("Individual Tax Organizer"));
    expect(named).toContain(productId("Federal Tax Deadline Calendar 2027"));
  });
});

describe("once the picks do every thing the ask lists, nothing else is added", () => {
  it("names the security plan and the vault, not a payroll compliance monitor", () => {
    const named = picks(
      "After a ransomware scare the two partners want 2 things: a written information security plan, and client documents moved into storage with access logs and retention. 10 of us.",
    );
    expect(named).toContain(
      productId("Written Information Security Plan (WISP) for Tax Practices"),
    );
    expect(named).toContain(productId("Brightfile Document Vault"));
    expect(named).not.toContain(productId("Quarterline Payroll Compliance Monitor"));
  });

  it("reads an audit trail as no audit work", () => {
    const named = picks(
      "Our malpractice carrier wants two things from us: a written plan for protecting client data, and somewhere safer than a shared drive to keep client files, with an audit trail. Nine of us.",
    );
    expect(named).toContain(
      productId("Written Information Security Plan (WISP) for Tax Practices"),
    );
    expect(named).not.toContain(productId("Fieldstone Audit Workpapers"));
    expect(named).not.toContain(productId("Fieldstone Engagement Suite Enterprise"));
  });
});
