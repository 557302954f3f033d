import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";
import { spanishToEnglish } from "./language.js";
import { budgetFrom, readMoney } from "./money.js";
import { numbersAsDigits } from "./numbers.js";

const budget = (text: string) =>
  budgetFrom(readMoney(numbersAsDigits(spanishToEnglish(text))), null, true);

describe("budgets and money said in the Spanish of different countries", () => {
  it("reads numbers in words past a hundred, with 'mil' and compounds with 'y'", () => {
    expect(budget("Tenemos presupuesto de mil quinientos dólares al año.")).toMatchObject({
      amountCents: 1_500_00,
      period: "year",
    });
    expect(budget("unos dos mil dolares por año, mas o menos")).toMatchObject({
      amountCents: 2_000_00,
    });
    expect(spanishToEnglish("atendemos a treinta y cinco clientes")).toContain("35 clients");
    expect(spanishToEnglish("somos veintidós personas")).toContain("22 people");
    // An article stays a word; "los dos" is both.
    expect(spanishToEnglish("una plantilla para los dos")).not.toMatch(/\d/);
  });

  it.each([
    // A cap said with a negated verb ("no gastar más de", "que no pase de") is hard.
    ["Buscamos algo para la nómina que no pase de 300 dólares al mes.", 300_00, "month", true],
    ["la idea es no gastar más de $450 al año, parce", 450_00, "year", true],
    ["sin pasarnos de 90 dólares mensuales", 90_00, "month", true],
    // A sum paid once said the Spanish ways ("que se pague de una", "una vez y listo").
    ["Quiero algo que se pague de una, hasta 200 dólares.", 200_00, "once", undefined],
    ["Lo queremos comprar una vez y listo, sin pasarnos de $700.", 700_00, "once", true],
    ["que lo pague una sola vez nomás y que sea menos de 60 dólares", 60_00, "once", undefined],
  ] as const)("reads %j as a cap of the sum, for the period", (said, cents, period, hard) => {
    const read = budget(said);
    expect(read).toMatchObject({ amountCents: cents, period, kind: "cap" });
    if (hard) expect(read?.hard).toBe(true);
  });

  it("answers money back asked with a regional word for money as the refund terms", () => {
    for (const ask of [
      "Y si después no nos funciona, ¿nos regresan la lana?",
      "si al final no me sirve pa nada, ¿me devuelven la plata o no?",
      "Oye, ¿y si lo compro y no me sirve me devuelven la guita?",
    ]) {
      const reply = playMessages(ask)[0]!.text;
      expect(reply, ask).toContain("/terms");
      expect(reply, ask).toMatch(/30 days|30 días/);
    }
  });
});
