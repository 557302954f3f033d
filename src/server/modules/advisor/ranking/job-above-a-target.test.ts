import { describe, expect, it } from "vitest";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
const firstTurn = (content: string) => playMessages(content)[0]!;

describe("a target budget is aimed at: the product that does the job comes before cheaper ones that don't", () => {
  it("names the audit software above 'around $100 a month', not the checklist within it, and says by how much", () => {
    const turn = firstTurn(
      "Audit shop, 6 people. We want audit workpaper software, budget around $100 a month.",
    );
    // Fieldstone Audit Workpapers: $119 x 6 = $714 a month, $614 above the $100.
    expect(turn.state.recommendation).toEqual([idOf("Fieldstone Audit Workpapers")]);
    expect(turn.text).toContain("$714.00 a month, $614.00 over it");
  });

  it("in Spanish: 'unos 20 dólares al mes' for e-signature gets the e-signature product", () => {
    const turn = firstTurn(
      "Somos cinco en la oficina y queremos un programa de firma electrónica para las cartas de compromiso, unos 20 dólares al mes.",
    );
    // Harborview e-Signature: $25 x 5 = $125 a month, $105 above the $20.
    expect(turn.state.recommendation).toEqual([idOf("Harborview e-Signature")]);
    expect(turn.text).toContain("$125.00 al mes, $105.00 por encima");
  });

  it("keeps a cap a line: 'up to $100 a month' names no audit software at $714", () => {
    const turn = firstTurn(
      "Audit shop, 6 people. We want audit workpaper software, up to $100 a month.",
    );
    expect(turn.state.recommendation).not.toContain(idOf("Fieldstone Audit Workpapers"));
  });
});

describe("a target keeps its order when a pick within it does another stated job as software", () => {
  it("names the W-2 checklist and the 1099 e-file program within 'about $300 a year', not payroll software above it", () => {
    const turn = firstTurn(
      "Two of us run payroll for 20 employers. For year-end we want a W-2 checklist and a program to e-file the 1099s ourselves, about $300 a year.",
    );
    // Slateform $199 a year + the checklist $25 once = $224, within about $300.
    expect(turn.state.recommendation).toEqual(
      expect.arrayContaining([
        idOf("Slateform 1099 & W-2 E-File Desktop"),
        idOf("Year-End Payroll & W-2 Checklist"),
      ]),
    );
    expect(turn.state.recommendation).not.toContain(idOf("Copperline Payroll Cloud"));
  });
});
