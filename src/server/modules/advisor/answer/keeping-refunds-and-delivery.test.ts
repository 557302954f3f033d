import { describe, expect, it } from "vitest";
import { askWhileDiscussing } from "../regression/run-scenario.js";

/** A question asked while one product is discussed: the reply. */
const askOf = (product: string, content: string) => askWhileDiscussing(product, content).text;
const LICENCES = "Licences for what you buy";
const REFUNDS = "(Refunds";
const DELIVERY = "Orders & Downloads";

describe("whether the firm keeps what it buys: the term, then the store's licence terms", () => {
  it.each([
    ["Tallystone Time & Billing Desktop", "So the $449 is paid once and we keep it forever?"],
    ["Quarterline Fixed Asset Manager", "Is it a single payment and then we own it, or yearly?"],
    [
      "Slateform 1099 & W-2 E-File Desktop",
      "¿La licencia se queda con nosotros o toca pagarla de nuevo cada año?",
    ],
  ])("%s: %s", (product, question) => {
    const text = askOf(product, question);
    expect(text).toMatch(/^\*\*(?:One-time|Renews yearly|Se renueva cada año|Pago único)/);
    expect(text).toContain(LICENCES);
  });

  it("keeps a plain term question to the term", () => {
    expect(askOf("Northgate Plan Studio", "is it a subscription?")).not.toContain(LICENCES);
  });
});

describe("Spanish refunds and delivery in everyday words", () => {
  it("reads money given back, by its everyday names, as the refund policy", () => {
    const text = askOf(
      "Tickmark Bookkeeping Autopilot",
      "Y si al final no nos sirve, ¿nos devuelven la lana?",
    );
    expect(text).toContain(REFUNDS);
  });

  it("reads how it arrives after paying as the delivery policy", () => {
    const text = askOf("Quarterly Estimated Tax Worksheet", "¿Y cómo nos llega después de pagar?");
    expect(text).toContain(DELIVERY);
  });

  it("answers a cost asked beside how it is delivered, for the count said as 'los tres'", () => {
    const text = askOf(
      "Brightfile Document Vault",
      "Quisiera saber el costo del vault para los tres el primer año, y cómo se entrega.",
    );
    expect(text).toContain("3 usuarios");
    expect(text).toContain(DELIVERY);
    expect(text.indexOf("3 usuarios")).toBeLessThan(text.indexOf(DELIVERY));
  });
});
