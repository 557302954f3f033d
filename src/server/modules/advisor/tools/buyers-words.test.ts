import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { advisorTurn } from "../answer/turn.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "./catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const verdicts = (text: string) =>
  advisorTurn(
    view,
    {
      onboarding: null,
      messages: [{ role: "user", content: text }],
      state: emptyConversationState(),
    },
    new Date("2026-11-27T12:00:00Z"),
  ).parts.flatMap((p) =>
    p.kind === "capability" ? p.answers.map((a) => [a.verdict, a.quote ?? null]) : [],
  );

describe("buyers' words for the sheets' own", () => {
  it("reads 'pull … from a ledger' as importing from one", () => {
    expect(verdicts("Can Kestrel pull the trial balance straight from a client's ledger?")).toEqual(
      [["yes", "Trial balance import from any ledger"]],
    );
  });

  it("reads 'the amounts' as the figures a not-included line names", () => {
    expect(verdicts("Will Brightfile Scan & Split enter the amounts into the return?")).toEqual([
      ["no", "Entering the figures into the tax return"],
    ]);
  });
});

describe("what the firm's own material is", () => {
  const library = view.products.find((p) => p.name.startsWith("Countinghouse Template Library"))!;
  it("reads 'customizing the templates with our firm's name' as customising, against the not-included line", () => {
    const turn = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          {
            role: "user",
            content: "Does it come with your team customizing the templates with our firm's name?",
          },
        ],
        state: { ...emptyConversationState(), focus: [library.id], shown: [library.id] },
      },
      new Date("2026-11-27T12:00:00Z"),
    );
    const answers = turn.parts.flatMap((p) => (p.kind === "capability" ? p.answers : []));
    expect(answers.map((a) => [a.productId, a.verdict, a.quote])).toEqual([
      [library.id, "no", "Templates customised by our team"],
    ]);
  });
});

describe("a form's figures keyed in are data, not a form the product covers", () => {
  it("answers 'type the 1040 numbers into our tax software' from the not-included line, not as Form 1040", () => {
    expect(verdicts("Will Scan & Split type the 1040 numbers into our tax software?")).toEqual([
      ["no", "Entering the figures into the tax return"],
    ]);
  });

  it("claims no form for 'the W-2 and 1099-NEC figures' of the Tax Planner", () => {
    const answers = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          {
            role: "user",
            content:
              "Does Ledgerpoint Tax Planner bring in the W-2 and 1099-NEC figures from our returns?",
          },
        ],
        state: emptyConversationState(),
      },
      new Date("2026-11-27T12:00:00Z"),
    ).parts.flatMap((p) => (p.kind === "capability" ? p.answers : []));
    expect(answers.map((a) => a.subject.kind)).toEqual(["phrase"]);
  });
});

describe("a scan of the firm's systems", () => {
  it("is a test of them, against a not-included line, not a scan of documents", () => {
    const wisp = view.products.find((p) => p.name.startsWith("Written Information Security Plan"))!;
    const turn = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          { role: "user", content: "Would you also run a scan of our computers with it?" },
        ],
        state: { ...emptyConversationState(), focus: [wisp.id], shown: [wisp.id] },
      },
      new Date("2026-11-27T12:00:00Z"),
    );
    const answers = turn.parts.flatMap((p) => (p.kind === "capability" ? p.answers : []));
    expect(answers.map((a) => [a.verdict, a.quote])).toEqual([
      ["no", "A review or test of your systems"],
    ]);
  });
});
