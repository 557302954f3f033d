import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;

const play = playMessages;

const ESIGN = "Harborview e-Signature";
const PORTAL = "Harborview Client Portal";

describe("the cheapest product that does a job, and 'these 2' after it", () => {
  it("costs every product whose sheet says the job for the firm, the cheapest first", () => {
    const [turn] = play(
      "We're 6 preparers. Which is the least expensive thing you sell that does e-signature?",
    );
    const cost = turn!.parts.find((p) => p.kind === "cost");
    expect(cost?.kind === "cost" && cost.cheapest).toBe(idOf(ESIGN));
    // e-Signature $25 x 6 = $150 a month, $1,800 the first year; the portal $79 x 6 = $474, $5,688.
    expect(turn!.text).toContain("$1,800.00");
    expect(turn!.text).toContain("$5,688.00");
  });

  it("compares 'these 2' after it, for the firm's six, not two users", () => {
    const [, turn] = play(
      "We're 6 preparers. Which is the least expensive thing you sell that does e-signature?",
      "how do these 2 differ?",
    );
    const compared = turn!.parts.flatMap((p) =>
      p.kind === "compare" ? p.result.products.map((x) => x.productId) : [],
    );
    expect(compared.sort()).toEqual([idOf(ESIGN), idOf(PORTAL)].sort());
    expect(turn!.state.firm.seats).toBe(6);
  });

  it("in Spanish, and 'aunque no sea en la nube' turns nothing down", () => {
    const [turn] = play(
      "Somos 4 en la oficina. ¿Cuál es la opción más barata que tienen para firma electrónica, aunque no sea en la nube?",
    );
    const cost = turn!.parts.find((p) => p.kind === "cost");
    expect(cost?.kind === "cost" && cost.cheapest).toBe(idOf(ESIGN));
    // $25 x 4 = $100 a month, $1,200 the first year.
    expect(turn!.text).toContain("$1,200.00");
    expect(turn!.state.firm.excluded).toEqual([]);
  });
});
