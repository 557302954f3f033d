import { describe, expect, it } from "vitest";
import { askWhileDiscussing, playMessages, productId } from "../regression/run-scenario.js";
import { spanishToEnglish } from "./language.js";

/** The capability answers to a question asked while one product is discussed. */
const answersTo = (discussed: string, ask: string) =>
  askWhileDiscussing(discussed, ask).parts.flatMap((part) =>
    part.kind === "capability"
      ? part.answers.map((a) => ({ id: a.productId, verdict: a.verdict, value: a.value }))
      : [],
  );
const costed = (turn: ReturnType<typeof askWhileDiscussing>) =>
  turn.parts.flatMap((part) =>
    part.kind === "cost" ? part.result.lines.map((l) => l.productId) : [],
  );

describe("products named by their kind in Spanish, and the words around them", () => {
  it("names a product by its kind with what it is for after it, in English order", () => {
    // "El kit de avisos del IRS" is the IRS notice kit: its sheet leaves out Form 2848.
    expect(
      answersTo("Month-End Close Checklist", "Oiga, ¿el kit de avisos del IRS trae la forma 2848?"),
    ).toContainEqual({ id: productId("IRS Notice Response Kit"), verdict: "no", value: null });
    // "El organizador de negocios" is the business organizer, not the individual one discussed.
    const organizer = askWhileDiscussing(
      "Individual Tax Organizer",
      "Che, ¿y el organizador de negocios cuánto sale?",
    );
    expect(costed(organizer)).toEqual([productId("Business Tax Organizer")]);
    // "La herramienta de Fieldstone": the vendor's one tool.
    expect(spanishToEnglish("¿cuánto vale la herramienta de Fieldstone?")).toContain(
      "the fieldstone tool",
    );
  });

  it("reads 'esa planilla', 'ese programita', 'la misma' as the product discussed", () => {
    const xero = askWhileDiscussing(
      "Tickmark Bookkeeping Autopilot",
      "¿Y ese programita se conecta con Xero?",
    );
    expect(xero.parts.find((p) => p.kind === "integration")).toBeTruthy();
    expect(spanishToEnglish("¿esa planilla calcula los pagos?")).toMatch(/^that one\b/);
    expect(spanishToEnglish("¿y la misma sirve para los estimados?")).toMatch(/\bthat one\b/);
  });

  it("reads the field's words left after the phrases: e-files, languages, a pricing calculator", () => {
    // "Presentaciones electrónicas" are e-files; Basic's sheet gives 150.
    const eFiles = answersTo(
      "Ledgerpoint Tax Suite Basic",
      "Oye, ¿cuántas presentaciones electrónicas federales incluye?",
    );
    expect(eFiles.map((a) => [a.id, a.value])).toContainEqual([
      productId("Ledgerpoint Tax Suite Basic"),
      "150",
    ]);
    // The individual organizer (in English only) is asked, not the business one discussed.
    const languages = answersTo(
      "Business Tax Organizer",
      "¿Y el organizador individual viene en inglés nomás?",
    );
    expect(languages.map((a) => a.id)).toContain(productId("Individual Tax Organizer"));
    expect(spanishToEnglish("una calculadora pa cotizar los servicios")).toContain(
      "pricing calculator",
    );
  });

  it("drops regional fillers and reads regional words for work", () => {
    expect(spanishToEnglish("Órale wey, ¿se conecta con Xero?")).toBe(
      spanishToEnglish("¿Se conecta con Xero?"),
    );
    expect(spanishToEnglish("Che, boludo: ¿se conecta con Xero?")).toBe(
      spanishToEnglish("¿Se conecta con Xero?"),
    );
    expect(spanishToEnglish("casi toda mi chamba es de nómina")).toContain("my work");
  });

  it("recommends for welcoming new clients ('cómo le damos la bienvenida a los clientes')", () => {
    const [turn] = playMessages(
      "Somos dos contadores en El Paso. Queremos mejorar cómo le damos la bienvenida a los clientes nuevos; que se pague de una, hasta 80 dólares.",
    );
    expect(turn!.state.recommendation).toContain(productId("Client Onboarding Kit"));
    expect(turn!.text).not.toMatch(/panel|dashboard/i);
  });

  it("declines what the store's prices will be later ('¿van a subir los precios?')", () => {
    for (const ask of [
      "¿Ustedes saben si van a subir los precios el año que viene?",
      "y la otra pregunta: ¿van a rebajar el precio de las plantillas en enero?",
    ]) {
      const [turn] = playMessages(ask);
      // Declined as what no listing says of the days to come, not as a message not understood.
      expect(turn!.parts[0], ask).toMatchObject({ kind: "decline", reason: "vendor_plans" });
    }
  });
});
