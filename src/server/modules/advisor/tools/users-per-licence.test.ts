import { describe, expect, it } from "vitest";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { advisorTurn } from "../answer/turn.js";
import { catalogueView } from "./catalogue-view.js";
import { costLine } from "./cost.js";
import { askProduct } from "./product-facts.js";

const view = catalogueView(SEED_CATALOGUE);
const NOW = new Date("2026-11-27T12:00:00Z");
const byName = (name: string) => view.products.find((p) => p.name === name)!;

describe("a user limit on a product priced per user is per licence (decision 0227)", () => {
  const perUser = byName("Brightfile Scan & Split");
  const perFirm = byName("Ledgerpoint Tax Suite Basic");

  it("prices one licence per user and caps no firm, but a per-firm price's user limit still caps it", () => {
    expect(perUser.offer.unit).toBe("per_user");
    expect(perUser.facts.limits.users).toBe(1);
    const three = costLine(perUser, { seats: 3 }, NOW);
    expect(three.quantity).toBe(3);
    expect(three.overLimit).toBeNull();
    expect(three.usersPerLicence).toBe(1);
    expect(costLine(perUser, { seats: 1 }, NOW).usersPerLicence).toBeNull();
    expect(costLine(perFirm, { seats: 3 }, NOW).overLimit).toMatchObject({
      fact: "users",
      limit: 1,
    });
  });

  it("answers 'can four of us use it' yes for the per-user product and no for the per-firm one", () => {
    const subject = { kind: "limit", fact: "users", quantity: 4 } as const;
    expect(askProduct(view, perUser, subject).verdict).toBe("yes");
    expect(askProduct(view, perFirm, subject).verdict).toBe("no");
  });

  it("recommends it to a firm of several who asked for its job, and says how the limit reads", () => {
    const turn = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          {
            role: "user",
            content:
              "We have 3 people doing intake and want to scan a whole pile of client paperwork at once and get every form split out as its own named PDF. Any suggestions?",
          },
        ],
        state: null,
      },
      NOW,
    );
    expect(turn.state.recommendation[0]).toBe(perUser.id);
    expect(turn.text).toMatch(/per licence, so 3 users take 3 licences/);
  });
});
