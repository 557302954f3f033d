import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

/** The products a coverage reply lists as doing the job (before "Listed as not included"). */
const doing = (reply: string) =>
  [...(reply.split(/Listed as not included|No consta en/)[0] ?? "").matchAll(/\[([^\]]+)\]/g)].map(
    (m) => m[1],
  );

describe("after a No, “what would do it then?” asks the catalogue for the job just asked", () => {
  it("names the products that do the sign-offs Kestrel leaves out, not Kestrel again", () => {
    const [, turn] = playMessages(
      "Can Kestrel Trial Balance do the audit sign-offs?",
      "so what would handle the sign-offs?",
    );
    expect(turn!.parts.map((p) => p.kind)[0]).toBe("coverage");
    expect(doing(turn!.text)).toContain("Fieldstone Audit Workpapers");
    expect(doing(turn!.text)).not.toContain("Kestrel Trial Balance & Financial Statements");
    expect(turn!.text).toMatch(/do audit sign-offs:/);
  });

  it("keeps the form the workbook's own name held: e-filing the 1099s is Slateform's, not the tax suites'", () => {
    const [, , turn] = playMessages(
      "we track which vendors need 1099s for our clients every January; is there a workbook for it?",
      "does the 1099 workbook e-file the 1099s?",
      "and what would do the e-filing, then?",
    );
    expect(doing(turn!.text)).toEqual(["Slateform 1099 & W-2 E-File Desktop"]);
  });
});

describe("a sheet without forms says so", () => {
  it("does not print “Forms none”", () => {
    const [turn] = playMessages("Does the Kestrel program do 1040s?");
    expect(turn!.text).toMatch(/\*\*No\*\*/);
    expect(turn!.text).not.toMatch(/Forms none/);
    expect(turn!.text).toMatch(/lists no tax forms/);
  });
});
