import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const play = (...said: string[]) => playMessages(...said).at(-1)!;

describe("an either/or of what the price counts is answered with the alternative that is true", () => {
  it("'per seat or per client?' of a per-firm licence: neither, one price, and what the counts add", () => {
    const turn = play(
      "Two of us prep returns for about 200 families. We need tax software that e-files.",
      "is that charged per seat or per client?",
    );
    expect(turn.parts.map((p) => p.kind)).toEqual(["capability"]);
    expect(turn.text).not.toMatch(/\*\*(?:Yes|No)\*\*/);
    // Ledgerpoint Tax Suite Professional: $1,299 a year for the firm.
    expect(turn.text).toMatch(/\*\*Neither: per firm\*\*/);
    expect(turn.text).toContain("$1,299.00 a year; your 2 users and 200 clients add nothing");
  });

  it("in Spanish: '¿se cobra por negocio o por usuario?' of payroll priced per client", () => {
    const turn = play(
      "Hacemos la nómina de 40 negocios, somos 3 en la oficina. Necesitamos depósito directo.",
      "¿Se cobra por negocio o por usuario?",
    );
    expect(turn.text).not.toMatch(/\*\*(?:Sí|No)\*\*/);
    // Copperline Payroll Cloud: $69 x 40 = $2,760 a month, $33,120 the first year.
    expect(turn.text).toMatch(/^\*\*Por cliente\*\*/);
    expect(turn.text).toContain("$2,760.00 al mes, $33,120.00 el primer año");
    expect(turn.text).toContain("sus 3 usuarios no suman nada");
  });

  it.each([
    ["is it priced per client or flat?", /^\*\*Per client\*\*/],
    ["per client, or is it a flat price?", /^\*\*Per client\*\*/],
    ["one price for everyone, or per user?", /^\*\*Neither: per client\*\*/],
    ["¿es tarifa plana o por usuario?", /^\*\*Ninguno: por cliente\*\*/],
    ["¿se cobra por cliente o es un precio fijo?", /^\*\*Por cliente\*\*/],
  ])(
    "'%s' of a per-client price, no count given: the unit, and the price for one",
    (asked, head) => {
      const turn = play("Does Sable Sales Tax Compliance work with Shopify?", asked);
      expect(turn.text).toMatch(head);
      expect(turn.text).not.toMatch(/\*\*(?:Yes|Sí)\*\*/);
      // $99 a client a month: $1,188 the first year for one; no "your 1 clients".
      expect(turn.text).toContain("$1,188.00");
      expect(turn.text).not.toMatch(/your 1 clients|sus 1 clientes/);
    },
  );
});
