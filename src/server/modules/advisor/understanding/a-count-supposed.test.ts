import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const play = (...said: string[]) => playMessages(...said).at(-1)!;

describe("a new count supposed in a follow-up is a cost question for the product discussed", () => {
  it("'what if just two of us use it?' of a per-user portal", () => {
    const turn = play(
      "We're 6 preparers and want a client portal for document exchange.",
      "what if just two of us use it?",
    );
    expect(turn.parts.map((p) => p.kind)).toEqual(["cost"]);
    // Harborview Client Portal: $79 x 2 = $158 a month, $1,896 the first year.
    expect(turn.text).toContain("$158.00 a month");
    expect(turn.state.firm.seats).toBe(2);
  });

  it("'if we only put the 10 largest on it?' of payroll priced per client", () => {
    const turn = play(
      "Three of us do payroll for 18 employers and need direct deposit.",
      "ok and if we only put the 10 largest on it?",
    );
    // Copperline Payroll Cloud: $69 x 10 = $690 a month, $8,280 the first year.
    expect(turn.text).toContain("$690.00 a month");
    expect(turn.state.firm.clients).toBe(10);
  });

  it("in Spanish: '¿y si fueran 30 negocios?'", () => {
    const turn = play(
      "Llevamos la nómina de 18 negocios, somos 3. Necesitamos depósito directo.",
      "¿Y si fueran 30 negocios?",
    );
    // $69 x 30 = $2,070 a month, $24,840 the first year.
    expect(turn.text).toContain("$2,070.00 al mes");
  });
});
