import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const PLAN = idOf("Northgate Plan Studio");
const PORTFOLIO = idOf("Northgate Portfolio Analytics");

const play = playMessages;

const OPENING =
  "Two planners here. We need retirement planning software plus a way to report investment performance to clients; our ceiling is $4,000 a year.";

describe("'both' after a recommendation that named a product left out", () => {
  it("is the pick and the product left out beside it", () => {
    const [first, both] = play(OPENING, "and what do the two of them cost together?");
    expect(first!.state.recommendation).toEqual([PLAN]);
    expect(first!.text).toContain("Not among them");
    expect(both!.parts[0]).toMatchObject({ kind: "cost" });
    const lines = both!.parts[0]!.kind === "cost" ? both!.parts[0]!.result.lines : [];
    expect(lines.map((l) => l.productId)).toEqual([PLAN, PORTFOLIO]);
    // $149 x 2 x 12 = $3,576 and $199 x 12 = $2,388: $5,964, above the $4,000.
    expect(both!.text).toContain("$5,964.00");
    expect(both!.text).toContain("does **not** fit");
  });
});

describe("a product turned down with nothing asked in its place", () => {
  it("is read from the words the turning-down verb governs, by its job, and the rest stands", () => {
    const turns = play(
      OPENING,
      "and what do the two of them cost together?",
      "forget the performance reporting one, only the planning tool",
    );
    const last = turns[2]!;
    expect(last.state.rejected).toEqual([PORTFOLIO]);
    expect(last.state.recommendation).toEqual([PLAN]);
    expect(last.text).toContain("without [Northgate Portfolio Analytics]");
    expect(last.text).toContain("$3,576.00");
  });

  it("by a word of its name, keeping the rest for a new headcount after it", () => {
    const turns = play(
      OPENING,
      "leave out the Portfolio one, we only want the planner",
      "we're hiring, so make it 3 planners",
    );
    expect(turns[1]!.state.rejected).toContain(PORTFOLIO);
    expect(turns[1]!.state.recommendation).toEqual([PLAN]);
    // $149 x 3 = $447 a month, $5,364 the first year: above the $4,000.
    expect(turns[2]!.state.recommendation).toEqual([PLAN]);
    expect(turns[2]!.text).toContain("$5,364.00");
  });

  it("asks for another product when the message asks for one", () => {
    const turns = play(OPENING, "skip Plan Studio, what else is there?");
    expect(turns[1]!.state.rejected).toEqual([PLAN]);
    expect(turns[1]!.state.recommendation).not.toContain(PLAN);
    expect(turns[1]!.text).not.toContain("without");
  });
});
