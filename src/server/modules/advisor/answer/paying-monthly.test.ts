import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const last = (...said: string[]) => playMessages(...said).at(-1)!.text;

describe("a firm that would rather pay monthly", () => {
  it("says a pick sold as a yearly licence is not a monthly subscription", () => {
    const reply = last(
      "Two preparers, about 150 individual returns. We do tax preparation and we'd prefer to pay by the month, not one big annual payment. What would you suggest?",
    );
    expect(reply).toMatch(
      /You'd rather pay monthly: .*is a yearly licence, not a monthly subscription/,
    );
  });

  it("says so when every pick is paid monthly, in Spanish too", () => {
    const reply = last(
      "Somos 4 y hacemos la nómina de 20 negocios. Buscamos nómina en la nube con depósito directo; preferimos pagar mes a mes.",
    );
    expect(reply).toContain("Prefiere pagar al mes: cada uno de estos se paga al mes.");
  });

  it("says nothing of it when the firm did not ask", () => {
    expect(
      last("Two preparers, about 150 individual returns. What tax software do you have?"),
    ).not.toContain("rather pay monthly");
  });
});
