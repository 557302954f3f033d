import { describe, expect, it } from "vitest";
import { emptyConversationState } from "../../../../shared/advisor/conversation-state.js";
import { REGRESSION_NOW, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { advisorTurn } from "../answer/turn.js";
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

  it("lists what the recommendation left out and why, as the chat said it", () => {
    const turn = advisorTurn(
      view,
      {
        onboarding: null,
        messages: [
          {
            role: "user",
            content:
              "We're a 6-person tax practice with about 40 clients. We need tax software and a client portal, budget $800 a month.",
          },
        ],
        state: null,
      },
      REGRESSION_NOW,
    );
    const pro = view.products.find((p) => p.name === "Ledgerpoint Tax Suite Professional")!;
    expect(turn.text).toContain(`[${pro.name}](/products/${pro.id})`);
    expect(turn.text).toContain("$1,299.00 in the month it is paid, above your budget");
    const html = renderMemo({
      state: turn.state,
      onboarding: null,
      view,
      now: REGRESSION_NOW,
      origin: "https://shop.example",
    });
    const section = html.slice(
      html.indexOf("<h2>Left out, and why</h2>"),
      html.indexOf("<h2>Facts"),
    );
    expect(section).toContain(`<a href="https://shop.example/products/${pro.id}">${pro.name}</a>`);
    expect(section).toContain("<td>tax preparation</td>");
    expect(section).toContain(
      "It costs $1,299.00 in the month it is paid, above your budget (up to $800.00 a month).",
    );
    // Every product the chat said it left out is in the memo.
    for (const left of turn.state.leftOut)
      expect(section).toContain(`https://shop.example/products/${left.productId}"`);
    expect(turn.state.leftOut.length).toBeGreaterThan(0);
  });

  it("has no left-out section when nothing was left out", () => {
    const html = renderMemo({
      state: { ...emptyConversationState(), recommendation: [portal.id] },
      onboarding: null,
      view,
      now: REGRESSION_NOW,
      origin: "https://shop.example",
    });
    expect(html).not.toContain("Left out");
  });
});
