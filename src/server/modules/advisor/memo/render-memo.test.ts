import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { REGRESSION_NOW, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { renderMemo } from "./render-memo.js";

const view = catalogueView(SEED_CATALOGUE);
const portal = view.products.find((p) => p.name === "Harborview Client Portal")!;

describe("the decision memo", () => {
  it("lists each fact once: an item of a list already shown is not repeated alone", () => {
    const state = {
      ...emptyConversationState(),
      recommendation: [portal.id],
      // What a chat answer cited: one not-included item and one service, both already in the
      // sheet's whole lists, which the memo shows for a recommended product.
      cited: [
        { productId: portal.id, field: "notIncluded", value: portal.facts.notIncluded[0]! },
        { productId: portal.id, field: "services", value: "Tax Preparation" },
      ],
    };
    const html = renderMemo({
      state,
      onboarding: null,
      view,
      now: REGRESSION_NOW,
      origin: "https://shop.example",
    });
    const rows = [...html.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td>/g)].map(
      (m) => `${m[1]}: ${m[2]}`,
    );
    expect(rows).toContain(`Not included: ${portal.facts.notIncluded.join("; ")}`);
    expect(rows).not.toContain(`Not included: ${portal.facts.notIncluded[0]}`);
    expect(rows.filter((r) => r.startsWith("Services:"))).toHaveLength(1);
  });
});
