import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { SEED_CATALOGUE } from "../regression/run-scenario.js";
import { readMessage, readSubject } from "../understanding/read-message.js";
import { catalogueView } from "./catalogue-view.js";
import { coverage } from "./coverage.js";
import { askProduct } from "./product-facts.js";

const view = catalogueView(SEED_CATALOGUE);
const product = (name: string) => view.products.find((p) => p.name === name)!;
const ask = (name: string, about: string) =>
  askProduct(view, product(name), readSubject(view, about)!);

describe("a listing line that, with what the product's name holds, holds the whole question", () => {
  it("lists a product whose name and one line together say the job", () => {
    const doing = coverage(view, {
      subject: readSubject(view, "quarterly estimated payments")!,
    }).doing.map((a) => a.productId);
    expect(doing).toContain(product("Quarterly Estimated Tax Worksheet").id);
  });

  it("still lets a not-included line as good as that line win", () => {
    expect(
      ask("Quarterly Estimated Tax Worksheet", "estimated payments for a client").verdict,
    ).toBe("yes");
    // "Ready-made letter wording" is not included: the builder's wording line does not unsay it.
    expect(ask("Quillmark Letter Builder", "letter wording")).toMatchObject({
      verdict: "no",
      quote: "Ready-made letter wording",
    });
  });
});

describe("what a catalogue question asks, without its lead-in and the verb of minding", () => {
  it("asks of estimated payments, not of keeping tabs, and echoes no 'and there'", () => {
    const read = readMessage(
      view,
      "right. and is there something for keeping tabs on our clients' quarterly estimated payments?",
      emptyConversationState(),
    );
    const asked = read.asks[0];
    expect(asked?.kind).toBe("coverage");
    if (asked?.kind !== "coverage" || asked.subject.kind !== "phrase") return;
    expect(asked.subject.concepts).not.toContain("tab");
    expect(asked.subject.text).not.toMatch(/^(?:and|there|for)\b/);
  });
});
