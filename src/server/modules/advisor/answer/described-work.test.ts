import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;

const play = playMessages;

describe("a firm that describes its work, then asks for help in words no sheet holds", () => {
  it("is recommended the products for the work it described, not told that nothing does it", () => {
    const [turn, price] = play(
      "Two of us, both CPAs, and nearly all our work is sales tax filings for online sellers across many states. Got anything that would take the grind out of the monthly filings?",
      "What does it cost us, and is that charged again each month?",
    );
    expect(turn!.parts[0]!.kind).toBe("recommend");
    expect(turn!.state.recommendation).toContain(idOf("Sable Sales Tax Compliance"));
    expect(turn!.state.firm.seats).toBe(2);
    // "It" is then the product just recommended.
    expect(price!.parts[0]).toMatchObject({
      kind: "cost",
      result: { lines: [{ productId: idOf("Sable Sales Tax Compliance") }] },
    });
  });

  it("reads the same in Spanish", () => {
    const [turn] = play(
      "Trabajo sola y casi todo lo que hago es nómina para 12 restaurantes. ¿Tienen algo que me ahorre tiempo con los cálculos?",
    );
    expect(turn!.parts[0]!.kind).toBe("recommend");
    expect(turn!.state.firm).toMatchObject({ seats: 1, clients: 12 });
    expect(turn!.state.recommendation).toContain(idOf("Copperline Payroll Cloud"));
  });

  it("still lists, or says none does it, when the message only names a kind of software", () => {
    const [turn] = play("Is there any browser-based tax preparation software in your catalogue?");
    expect(turn!.parts[0]!.kind).toBe("coverage");
  });

  it("declines 'do you happen to know how long …' after a product was discussed", () => {
    const [, hold] = play(
      "Tell me about IRS Notice Response Kit",
      "Would you know how long IRS phone hold times run in March?",
    );
    expect(hold!.parts.map((p) => p.kind)).toEqual(["decline"]);
  });
});
