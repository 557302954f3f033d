import { describe, expect, it } from "vitest";
import { productId as idOf, readWhileDiscussing } from "../regression/run-scenario.js";

const firstAsk = (text: string, product: string) => readWhileDiscussing(product, text).asks[0];

/** Each question, asked while `product` is discussed, asks whether it works with `software`. */
const expectIntegration = (texts: readonly string[], product: string, software: string) => {
  for (const text of texts)
    expect(firstAsk(text, product)).toEqual({
      kind: "integration",
      products: [idOf(product)],
      integrations: [software],
    });
};

describe("whether a product works with other software, asked in other shapes", () => {
  it("reads 'working together with', 'play nicely with', 'tie into' as integration cues", () => {
    expectIntegration(
      [
        "Is the asset manager working together with Ledgerpoint's tax program?",
        "Quarterline asset manager plays nicely with the Ledgerpoint tax software?",
        "does it tie into the Ledgerpoint tax suite?",
      ],
      "Quarterline Fixed Asset Manager",
      "Ledgerpoint Tax Suite",
    );
  });

  it("reads a vendor's program named by a kind noun after the cue as the integration its words say", () => {
    expectIntegration(
      [
        "¿Funciona junto con el programa de contabilidad de fondos de Cedarline?",
        "¿Y se conecta con el sistema de contabilidad de fondos de Cedarline?",
        "Does it link up with the software for fund accounting from Cedarline?",
      ],
      "Cedarline Form 990 Preparer",
      "Cedarline Nonprofit Fund Accounting",
    );
  });
});

describe("where the product discussed keeps the firm's data, asked as an open question", () => {
  it("asks it of the product discussed (not stated), never 'which product do you mean'", () => {
    const vault = idOf("Brightfile Document Vault");
    for (const text of [
      "Where are the files hosted, only in the US?",
      "where does our data actually live?",
      "¿Dónde se guardan los datos?",
    ])
      expect(firstAsk(text, "Brightfile Document Vault")).toMatchObject({
        kind: "capability",
        products: [vault],
      });
  });
});
