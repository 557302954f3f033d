import { describe, expect, it } from "vitest";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { advisorTurn } from "../answer/turn.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { spanishToEnglish } from "./language.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const NOW = new Date("2026-11-27T12:00:00Z");
/** The local advisor's turns of one conversation; the last turn's result. */
const conversation = (...says: string[]) => {
  const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
  let result = null as ReturnType<typeof advisorTurn> | null;
  for (const content of says) {
    messages.push({ role: "user", content });
    result = advisorTurn(view, { onboarding: null, messages, state: result?.state ?? null }, NOW);
    messages.push({ role: "assistant", content: result.text });
  }
  return result!;
};

describe("the field's Spanish: fund accounting, the trial balance, receipts, and a language asked for", () => {
  it("recommends fund accounting asked 'de fondos restringidos', for 'yo y mi ayudante' (two)", () => {
    const turn = conversation(
      "Llevo los libros de 5 iglesias; somos yo y mi ayudante. Buscamos contabilidad de fondos restringidos y subvenciones.",
    );
    expect(turn.state.recommendation[0]).toBe(idOf("Cedarline Nonprofit Fund Accounting"));
    expect(turn.state.firm.seats).toBe(2);
  });

  it("recommends the trial-balance product for 'la balanza de saldos' and statements with notes", () => {
    const turn = conversation(
      "Necesitamos importar la balanza de saldos y sacar los estados con sus notas; preferimos comprarlo de una vez, tenemos hasta $900.",
    );
    expect(turn.state.recommendation[0]).toBe(idOf("Kestrel Trial Balance & Financial Statements"));
    expect(turn.state.budget).toMatchObject({ amountCents: 900_00, period: "once" });
  });

  it("reads 'el recibo' as a receipt, 'recibo' alone as receiving", () => {
    expect(spanishToEnglish("los clientes me mandan el recibo")).toContain("receipt");
    expect(spanishToEnglish("¿cómo recibo el programa?")).toContain("receive");
  });

  it("reads a language the firm states beside a job it asks for as a requirement, not a list", () => {
    const turn = conversation(
      "Somos 3 y hacemos la nómina de 20 clientes. ¿Hay algo para eso? Que venga en español, por favor.",
    );
    expect(turn.state.recommendation[0]).toBe(idOf("Copperline Payroll Cloud"));
  });
});

describe("a requirement asked for by a firm that says who it is", () => {
  it("recommends for a security plan a firm of a stated size asks 'is there anything for that'", () => {
    const turn = conversation(
      "Our E&O carrier now wants a WISP on file. Five of us do tax returns. Is there anything for that?",
    );
    expect(turn.state.recommendation).toContain(
      idOf("Written Information Security Plan (WISP) for Tax Practices"),
    );
    // Without who the firm is, it is a list of what does it.
    expect(
      conversation("Our E&O carrier now wants a WISP on file. Is there anything for that?").state
        .recommendation,
    ).toEqual([]);
  });
});

describe("payroll's tables and runs, in Spanish and English", () => {
  const TABLES = "Sable Multi-State Payroll Tax Tables";
  it("recommends the tables feed for 'las tablas de retención al día'", () => {
    const turn = conversation(
      "Somos cuatro y procesamos la nómina de 25 clientes en QuickBooks Desktop. Queremos tener las tablas de retención actualizadas sin hacerlo a mano. ¿Qué tienen?",
    );
    expect(turn.state.recommendation[0]).toBe(idOf(TABLES));
  });

  it("answers whether it runs the payroll from 'Running payroll', not included", () => {
    for (const question of [
      "¿Eso procesa la nómina o solo actualiza las tablas?",
      "Does it process the payroll too, or only feed the tables?",
    ]) {
      const turn = conversation(`Tell me about ${TABLES}`, question);
      expect(turn.text, question).toMatch(/Running payroll/);
      expect(turn.text, question).toMatch(/^\*\*No\*\*/);
    }
  });
});
