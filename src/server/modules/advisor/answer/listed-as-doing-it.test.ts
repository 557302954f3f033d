import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const listedAfter = (reply: string) =>
  [
    ...(reply.split(/Listed as doing it:|Según sus fichas, sí lo hacen:/)[1] ?? "").matchAll(
      /\[([^\]]+)\]/g,
    ),
  ].map((m) => m[1]);

describe("the products listed after a no do the whole of what the no left out", () => {
  it("lists no product that does only part of the line: holding state books is not state deadlines", () => {
    const [turn] = playMessages("Federal Tax Deadline Calendar 2027: any state deadlines in it?");
    expect(turn!.text).toMatch(/\*\*No\*\*.*State deadlines/);
    expect(listedAfter(turn!.text)).toEqual([]);
  });

  it("does not list a product for one shared word: sampling by statistics is not bank-feed rules", () => {
    const [turn] = playMessages("can the Fieldstone Audit Workpapers pick statistical samples?");
    expect(turn!.text).toMatch(/Statistical sampling/);
    const listed = listedAfter(turn!.text);
    expect(listed).toContain("Fieldstone Audit Sampling Tool");
    expect(listed).not.toContain("Tickmark Bookkeeping Autopilot");
  });

  it("keeps the product that does the whole line: direct deposit", () => {
    const [turn] = playMessages("will Copperline Payroll Desktop pay staff by direct deposit?");
    expect(turn!.text).toMatch(/\*\*No\*\*/);
    expect(listedAfter(turn!.text)).toEqual(["Copperline Payroll Cloud"]);
  });

  it("says a storage figure as a size, not a bare number", () => {
    const [turn] = playMessages("does Harborview e-Signature keep all our client files as well?");
    expect(turn!.text).toMatch(/\*\*No\*\*/);
    expect(turn!.text).toMatch(
      /\[Brightfile Document Vault\]\(\/products\/\d+\) \(\d+ GB of storage\)/,
    );
    expect(turn!.text).not.toMatch(/\]\(\/products\/\d+\) \(\d+\)/);
  });
});
