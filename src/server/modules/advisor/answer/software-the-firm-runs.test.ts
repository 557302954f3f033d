import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const picks = (turn: ReturnType<typeof playMessages>[number]) =>
  turn.parts.flatMap((p) => (p.kind === "recommend" ? p.products.map((f) => f.name) : []));

describe("the software a firm already runs, said beside a question to the catalogue", () => {
  it("is not what the question asks about, nor a pick: the capacity planner beside the practice manager", () => {
    const [turn] = playMessages(
      "Nine of us. We already use Tallystone Practice Manager for jobs and billing. Is there something that plans busy-season workload week by week?",
    );
    expect(turn!.text).not.toMatch(/Not stated/);
    expect(picks(turn!)).toContain("Tallystone Capacity Planner");
    expect(picks(turn!)).not.toContain("Tallystone Practice Manager");
  });

  it("leaves the product it runs out of the answer about what works with it", () => {
    const [, turn] = playMessages(
      "Nine of us. We already use Tallystone Practice Manager for jobs and billing. Is there something that plans busy-season workload week by week?",
      "does that one connect to our practice manager?",
    );
    expect(turn!.text).toMatch(
      /\*\*Yes\*\*: \[Tallystone Capacity Planner\][^\n]*Tallystone Practice Manager/,
    );
  });

  it("still answers a question about the product named in the question itself", () => {
    const [turn] = playMessages(
      "We run Tallystone Practice Manager already. Does Tallystone Practice Manager have a deadline calendar?",
    );
    expect(turn!.text).toMatch(/\*\*Yes\*\*: \[Tallystone Practice Manager\]/);
  });
});

describe("billing clients for the hours is a job, not a price question", () => {
  it("answers whether the product tracks the hours to bill", () => {
    const [, turn] = playMessages(
      "What does Tallystone Capacity Planner cost for 9 users?",
      "can it log billable hours so we can invoice the clients?",
    );
    expect(turn!.text).toMatch(/\*\*No\*\*[^\n]*Time tracking and billing/);
  });
});
