import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

/** The products a "cheaper" reply lists. */
const listed = (reply: string) => [...reply.matchAll(/^- \*\*\[([^\]]+)\]/gm)].map((m) => m[1]);

describe("a cheaper product that must still do a job the firm names", () => {
  it.each([
    "anything cheaper that also does time tracking?",
    "is there a cheaper option which tracks time?",
    "cheaper one but can still do time and billing?",
  ])("“%s”: only cheaper products whose sheets do that job, whatever their main job", (asked) => {
    const reply = playMessages("We need Tallystone Practice Manager for 6 staff", asked).at(
      -1,
    )!.text;
    // Time & Billing Desktop: $449 once, against Practice Manager's $4,248 for 6 users.
    expect(listed(reply)).toContain("Tallystone Time & Billing Desktop");
    expect(reply).not.toMatch(/I found nothing/);
  });

  it("leaves out a cheaper product that does the base's job but not the one kept", () => {
    const reply = playMessages(
      "Solo bookkeeper, 14 clients, mostly contractors. Month end is the worst. Under 100 a month.",
      "what's cheaper that still does the reconciliations",
    ).at(-1)!.text;
    // The chart of accounts template is cheaper and for bookkeeping, but reconciles nothing.
    expect(listed(reply)).not.toContain("Chart of Accounts for Professional Service Firms");
    expect(listed(reply)).toContain("Tickmark Close Manager");
  });
});
