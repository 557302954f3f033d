import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const firstTurn = (content: string) => playMessages(content)[0]!;

const MANAGER = idOf("Quarterline Fixed Asset Manager");
const SCHEDULE = idOf("Fixed Asset & Depreciation Schedule");

describe("a job no need of the vocabulary names, asked in the sheets' own words", () => {
  it("picks the product whose features say it, not one for the service the firm describes itself by", () => {
    const turn = firstTurn(
      "Two of us keep books for a dozen dental practices. We want to run bonus depreciation and dispositions on their equipment and get the Form 4562 detail. What fits?",
    );
    // Only the product that does the job: no bookkeeping filler beside it.
    expect(turn.state.recommendation).toEqual([MANAGER]);
  });

  it("reads the same in Spanish", () => {
    const turn = firstTurn(
      "Somos tres y llevamos la contabilidad de constructoras. Necesitamos controlar los activos fijos con la depreciación fiscal y contable, incluida la Sección 179 y la depreciación bonus. ¿Qué nos recomiendan?",
    );
    expect(turn.state.recommendation).toEqual([MANAGER]);
  });

  it("does not offer a product whose sheet lists the job as not included", () => {
    const turn = firstTurn(
      "Solo preparer. I need Section 179 and bonus depreciation figured for my clients' trucks; what do you have?",
    );
    expect(turn.state.recommendation).toContain(MANAGER);
    expect(turn.state.recommendation).not.toContain(SCHEDULE);
  });

  it("says a monthly product left out for a yearly budget costs its first year, not 'a month'", () => {
    const turn = firstTurn(
      "Two of us keep books for a dozen dental practices. We want to run bonus depreciation and dispositions on their equipment and get the Form 4562 detail. About $900 a year for it.",
    );
    expect(turn.text).toContain("$1,068.00 in the first year");
    expect(turn.text).not.toContain("$1,068.00 a month");
  });
});
