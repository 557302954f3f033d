import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;

const play = playMessages;

const DESKTOP = "Copperline Payroll Desktop";
const CLOUD = "Copperline Payroll Cloud";

describe("where the firm wants it to run, and where it does not", () => {
  it("reads 'no cloud products' as a place turned down, not a place asked for", () => {
    const [turn] = play(
      "A payroll bureau of six serving 30 employers. We want payroll software installed on our office PCs, no cloud products please.",
    );
    const picks = turn!.state.recommendation;
    expect(picks.length).toBeGreaterThan(0);
    expect(picks).not.toContain(idOf(CLOUD));
    for (const id of picks) expect(view.byId.get(id)!.facts.deployment).not.toEqual(["cloud"]);
  });

  it("reads the same in Spanish ('no en la nube')", () => {
    const [turn] = play(
      "Somos cuatro en una oficina de nómina con 30 empresas; queremos un programa de nómina instalado en la oficina, no en la nube.",
    );
    expect(turn!.state.recommendation).toContain(idOf(DESKTOP));
    expect(turn!.state.recommendation).not.toContain(idOf(CLOUD));
  });

  it("answers reaching the product discussed from a phone from where its sheet says it runs", () => {
    const [, phone] = play(
      `Tell me about ${DESKTOP}`,
      "Could our payroll clerk approve a run on her phone while travelling?",
    );
    const part = phone!.parts[0]!;
    expect(part.kind).toBe("capability");
    if (part.kind !== "capability") return;
    expect(part.answers[0]).toMatchObject({
      productId: idOf(DESKTOP),
      verdict: "no",
      subject: { kind: "deployment", value: "cloud" },
    });
  });

  it("reads 'desde sus celulares' as reaching it from a phone", () => {
    const [, phone] = play(
      `Tell me about ${DESKTOP}`,
      "¿Mis empleados pueden verlo desde sus celulares?",
    );
    const part = phone!.parts[0]!;
    expect(part.kind === "capability" && part.answers[0]?.verdict).toBe("no");
  });
});

describe("how one product is delivered", () => {
  it("answers its sheet's delivery and the store's delivery policy, even beside 'do you send'", () => {
    const [, delivery] = play(
      "Tell me about Slateform 1099 & W-2 E-File Desktop",
      "Once we buy it, how do we get it - do you send a disc?",
    );
    expect(delivery!.parts.map((p) => p.kind)).toEqual(["capability", "policy"]);
    expect(delivery!.text).toMatch(/Licence key and installer download/);
  });

  it("does not read 'delivery drivers' as a question about delivery", () => {
    const [, forms] = play(
      "Tell me about Slateform 1099 & W-2 E-File Desktop",
      "Does Slateform cover the 1099-NEC for my delivery drivers?",
    );
    expect(forms!.parts.map((p) => p.kind)).toEqual(["capability"]);
  });
});

describe("a product named by what it is for, in Spanish", () => {
  it("reads 'la app de recibos' as the receipt app of the vendor discussed", () => {
    const [, cost] = play(
      "Tell me about Tickmark Bookkeeping Autopilot",
      "¿Y cuánto cuesta la aplicación de recibos para 6 clientes?",
    );
    expect(cost!.parts[0]).toMatchObject({
      kind: "cost",
      result: { lines: [{ productId: idOf("Tickmark Receipt Capture") }] },
    });
  });
});
