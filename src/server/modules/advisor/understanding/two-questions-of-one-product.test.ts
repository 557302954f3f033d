import { describe, expect, it } from "vitest";
import { askWhileDiscussing, playMessages } from "../regression/run-scenario.js";

const last = (...said: string[]) => playMessages(...said).at(-1)!.text;
const verdicts = (reply: string) =>
  [...reply.matchAll(/\*\*(Yes|No|Not stated)\*\*/g)].map((m) => m[1]);

describe("two questions of the product discussed, each answered", () => {
  it("answers a job and a security fact asked one after the other", () => {
    // Copperline Payroll Cloud: not included "Benefits administration"; security.sso unknown.
    const payroll = askWhileDiscussing(
      "Copperline Payroll Cloud",
      "Does it handle benefits? And is there single sign-on?",
    ).text;
    expect(verdicts(payroll)).toEqual(["No", "Not stated"]);
    expect(payroll).toContain("“Benefits administration”");
    // Tickmark Close Manager: not included "Bank feeds and categorisation"; security.mfa yes.
    const close = askWhileDiscussing(
      "Tickmark Close Manager",
      "can it do bank feeds?? also does it have MFA",
    ).text;
    expect(verdicts(close)).toEqual(["No", "Yes"]);
  });

  it("answers two not-included lines asked apart, each with its own line", () => {
    // Federal Tax Deadline Calendar 2027: not included "State deadlines", "Automatic reminders".
    const reply = askWhileDiscussing(
      "Federal Tax Deadline Calendar 2027",
      "does the calendar have state deadlines? and does it send automatic reminders?",
    ).text;
    expect(reply).toContain("“State deadlines”");
    expect(reply).toContain("“Automatic reminders”");
  });
});

describe("'the cheaper one' of the products the same sentence names", () => {
  it("asks the question of the cheaper of them, not of the first named", () => {
    // Retirement Income Planner 3 x $399 once ($1,197) < Plan Studio 3 x $149 a month.
    const planner = last(
      "We're 3 planners.",
      "Plan Studio or the retirement income planner, the cheaper one: does it do estate tax projections?",
    );
    expect(planner).toMatch(/^\*\*No\*\*: \[Northgate Retirement Income Planner\]/);
    // Fixed Asset & Depreciation Schedule $39 < Quarterline Fixed Asset Manager $599.
    const schedule = last(
      "I'm a solo bookkeeper.",
      "between the Quarterline fixed asset manager and the depreciation schedule, the cheaper one - can it do bonus depreciation?",
    );
    expect(schedule).toMatch(/^\*\*No\*\*: \[Fixed Asset & Depreciation Schedule\]/);
    // IRS Notice Response Kit: not included "Form 2848 power of attorney".
    const kit = last(
      "We're a 2-person tax office.",
      "IRS notice kit or the WISP template; the cheaper one, does it come with form 2848?",
    );
    expect(kit).toMatch(/^\*\*No\*\*: \[IRS Notice Response Kit\]/);
  });
});
