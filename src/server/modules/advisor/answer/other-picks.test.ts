import { describe, expect, it } from "vitest";
import { playMessages } from "../regression/run-scenario.js";

const picks = (turn: ReturnType<typeof playMessages>[number]) =>
  turn.parts.flatMap((p) => (p.kind === "recommend" ? p.products.map((f) => f.name) : []));

describe("asking for other options gives other picks, not the same answer again", () => {
  for (const [opening, more] of <Array<[string, string]>>[
    [
      "Two bookkeepers, about 25 clients on Xero, we can spend $250 a month.",
      "what else is there?",
    ],
    [
      "Two bookkeepers, about 25 clients on Xero, we can spend $250 a month.",
      "Any other options we should consider?",
    ],
    ["Two bookkeepers, about 25 clients on Xero, we can spend $250 a month.", "alternatives?"],
    [
      "Somos dos, llevamos la contabilidad de 25 clientes en Xero; hasta 250 dólares al mes.",
      "¿Y qué otras opciones tienen?",
    ],
    [
      "Somos dos, llevamos la contabilidad de 25 clientes en Xero; hasta 250 dólares al mes.",
      "¿Qué más?",
    ],
  ])
    it(more, () => {
      const [first, second] = playMessages(opening, more);
      const before = picks(first!);
      const after = picks(second!);
      expect(before.length).toBeGreaterThan(0);
      expect(after.length).toBeGreaterThan(0);
      expect(after.filter((name) => before.includes(name))).toEqual([]);
      expect(second!.text).toMatch(/^(?:Besides|Además de) \[/);
      expect(second!.text).not.toMatch(/Same answer|Misma respuesta|Not stated|No consta/);
      // The chat and the insights agree on the new picks.
      expect(second!.state.recommendation).toEqual(
        second!.parts.flatMap((p) =>
          p.kind === "recommend" ? p.products.map((f) => f.productId) : [],
        ),
      );
    });

  it("keeps a cheaper ask a cheaper ask", () => {
    const [, turn] = playMessages(
      "Two bookkeepers, about 25 clients on Xero, we can spend $250 a month.",
      "anything else cheaper?",
    );
    expect(turn!.text).not.toMatch(/^Besides/);
  });
});
