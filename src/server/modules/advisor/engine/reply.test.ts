import { describe, expect, it } from "vitest";
import { FIXTURE_CATALOGUE } from "../../../test/advisor/fixture-catalogue.js";
import { profileCatalogue } from "./catalogue.js";
import type { AdvisorConversation } from "./conversation.js";
import { composeInsights } from "./insights.js";
import { parseCents } from "../../../../shared/money.js";
import { GREETING, composeReply } from "./reply.js";
import {
  chatConversation,
  wizard,
  wizardConversation,
} from "../../../test/advisor/engine-support.js";

const catalogue = profileCatalogue(FIXTURE_CATALOGUE);
const byName = (name: string) => FIXTURE_CATALOGUE.find((p) => p.name === name)!;

/** Products a reply links to, in order. */
const linked = (reply: string) =>
  [...reply.matchAll(/\[([^\]]+)\]\(\/products\/(\d+)\)/g)].map((m) => ({
    name: m[1]!,
    id: Number(m[2]),
  }));

/** Continues a conversation: the reply to each message is added before the next one. */
function talk(start: AdvisorConversation, ...followUps: string[]): string[] {
  const messages = [...start.messages];
  const replies: string[] = [];
  const answer = () => {
    const reply = composeReply(catalogue, { ...start, messages });
    messages.push({ role: "assistant", content: reply });
    replies.push(reply);
  };
  answer();
  for (const text of followUps) {
    messages.push({ role: "user", content: text });
    answer();
  }
  return replies;
}

const soloTaxPreparer = wizard({
  businessType: "sole_practitioner",
  firmSize: "growing",
  services: ["Tax Preparation", "Bookkeeping"],
  currentChallenges: ["Collecting documents from clients"],
  goals: ["Improve client satisfaction"],
  budget: "under_500",
  techComfort: "beginner",
  timeframe: "immediate",
});

describe("the wizard's first answer", () => {
  const [reply] = talk(wizardConversation(soloTaxPreparer));

  it("names two or three real products with their real prices and links", () => {
    const products = linked(reply!);
    expect(products.length).toBeGreaterThanOrEqual(2);
    expect(products.length).toBeLessThanOrEqual(3);
    for (const { name, id } of products) {
      const product = FIXTURE_CATALOGUE.find((p) => p.id === id)!;
      expect(product.name).toBe(name);
      expect(reply).toContain(`$${Number(product.price).toFixed(2)}`);
    }
  });

  it("says why each fits this firm, in the firm's own terms", () => {
    expect(reply).toContain("sole practitioner");
    expect(reply).toContain("for your Tax Preparation work");
    expect(reply).toContain("It fits your budget (under $500 per month)");
  });

  it("says what to try first, with the free trial for a subscription", () => {
    expect(reply).toMatch(/\*\*What to try first:\*\* start the free trial of TaxFlow Pro/);
    expect(reply).toMatch(/two-week window/);
  });

  it("does not ask for what the wizard already told it", () => {
    expect(reply).not.toMatch(/What monthly budget/);
    expect(reply).not.toMatch(/How many people/);
  });
});

describe("a chat without the wizard", () => {
  it("asks for the budget when it lacks one", () => {
    const [reply] = talk(chatConversation("We are a 6 person firm doing payroll for 80 clients"));
    expect(linked(reply!)[0]?.name).toBe("PayrollPilot");
    expect(reply).toMatch(/\*\*One question:\*\* What monthly budget do you have for software\?/);
  });

  it("asks for the main service and size when it knows only a budget", () => {
    const [reply] = talk(chatConversation("Our budget is $300 a month, what should we buy?"));
    expect(reply).toMatch(/Which service matters most to you right now/);
    expect(reply).toMatch(/How many people work in your firm/);
  });

  it("greets an empty conversation and points to the questionnaire", () => {
    expect(composeReply(catalogue, { onboarding: null, messages: [] })).toBe(GREETING);
    expect(GREETING).toContain("(/product-wizard)");
  });

  it("keeps a budget said in chat: the picks stay within it", () => {
    const [reply] = talk(
      chatConversation("I do tax preparation and bookkeeping, budget under $150 a month"),
    );
    const total = linked(reply!).reduce((sum, p) => {
      const product = FIXTURE_CATALOGUE.find((f) => f.id === p.id)!;
      const cents = parseCents(product.price);
      return sum + (product.type === "subscription" ? cents : Math.ceil(cents / 12));
    }, 0);
    expect(total).toBeLessThanOrEqual(150_00);
  });
});

describe("follow-ups", () => {
  const start = wizardConversation(soloTaxPreparer);

  it('"what does X cost" answers with X\'s price', () => {
    const [, reply] = talk(start, "What does PayrollPilot cost?");
    expect(reply).toMatch(/^\*\*\[PayrollPilot\]\(\/products\/4\)\*\* costs \$129\.00 per month/);
    expect(reply).toContain("free trial");
    expect(reply).toContain("$1,548.00");
  });

  it('"what does it cost" means the product just recommended', () => {
    const [first, reply] = talk(start, "what does it cost?");
    const top = linked(first!)[0]!;
    expect(linked(reply!)[0]).toEqual(top);
  });

  it('"compare X and Y" sets them side by side and picks one for this firm', () => {
    const [, reply] = talk(start, "Can you compare TaxFlow Pro and TaxFlow Enterprise?");
    expect(linked(reply!).map((p) => p.name)).toEqual(["TaxFlow Pro", "TaxFlow Enterprise"]);
    // A table (fixture products have no fact sheet: the price reads as the listing says).
    expect(reply).toMatch(
      /^\| \| \*\*\[TaxFlow Pro\]\(\/products\/\d+\)\*\* \| \*\*\[TaxFlow Enterprise\]/m,
    );
    expect(reply).toMatch(/^\| Price \| \$[\d,.]+ per month \| \$1,250\.00 per month \|$/m);
    const ids = linked(reply!).map((p) => byName(p.name).id);
    expect(reply).toContain(`](/compare?ids=${ids.join(",")})`);
    expect(reply).toMatch(/\*\*My pick for you:\*\* TaxFlow Pro/);
  });

  it('"anything cheaper" offers only products that cost less than the one discussed', () => {
    const [, priced, reply] = talk(start, "How much is ClientVault Portal?", "anything cheaper?");
    expect(linked(priced!)[0]!.name).toBe("ClientVault Portal");
    const reference = 79_00;
    const offered = linked(reply!).filter((p) => p.name !== "ClientVault Portal");
    expect(offered.length).toBeGreaterThan(0);
    for (const p of offered) {
      const product = byName(p.name);
      const cents = parseCents(product.price);
      const monthly = product.type === "subscription" ? cents : Math.ceil(cents / 12);
      expect(monthly).toBeLessThan(reference);
    }
    expect(reply).toMatch(/would save you about \$/);
  });

  it('"anything cheaper for document collection?" stays on document collection', () => {
    const [first, reply] = talk(start, "Anything cheaper for document collection?");
    const offered = linked(reply!);
    expect(offered.length).toBeGreaterThan(0);
    expect(reply).toMatch(/also handle[^:]*document collection/);
    const discussed = linked(first!).map((p) => p.name);
    // Whatever it is measured against, every alternative is made for collecting documents.
    for (const p of offered.slice(1)) {
      const product = byName(p.name);
      const text =
        `${product.name} ${product.description} ${(product.features ?? []).join(" ")}`.toLowerCase();
      expect(text, `${p.name} (after ${discussed.join(", ")})`).toMatch(
        /document|portal|upload|scan/,
      );
    }
  });

  it('"do you have something for payroll" leads with the payroll product', () => {
    const [, reply] = talk(start, "do you have something for payroll?");
    expect(reply).toMatch(/^For payroll/);
    expect(linked(reply!)[0]!.name).toBe("PayrollPilot");
  });

  it("says so when the catalogue has nothing dedicated to what was asked", () => {
    const [reply] = talk(chatConversation("do you sell anything for SMS marketing campaigns?"));
    expect(reply).not.toMatch(/^Yes/);
  });

  it("refuses to compare products it does not sell, without repeating their names", () => {
    const [, reply] = talk(start, "Compare Zentrix Ledger and Quorvo Tax for me");
    expect(reply).toMatch(/^I couldn't find those products in our catalogue/);
    expect(reply).not.toMatch(/Zentrix|Quorvo/);
  });

  it("answers thanks briefly with the next step", () => {
    const [, reply] = talk(start, "thanks!");
    expect(reply).toMatch(/^You're welcome\. When you are ready, start the free trial of/);
  });
});

describe("insights", () => {
  it("come from the same ranking as the reply: the reply's first pick leads", () => {
    const conversation = wizardConversation(soloTaxPreparer);
    const [reply] = talk(conversation);
    const insights = composeInsights(catalogue, conversation);
    expect(insights.recommendations[0]!.productName).toBe(linked(reply!)[0]!.name);
    expect(insights.recommendations[0]!.reasoning).toMatch(
      /^Covers tax preparation for your Tax Preparation work/,
    );
    expect(insights.recommendations.length).toBe(3);
    for (const r of insights.recommendations) {
      expect(r.relevanceScore).toBeGreaterThan(0);
      expect(r.relevanceScore).toBeLessThan(100);
      expect(r.reasoning).toMatch(/^Covers /);
      expect(r.keyBenefits.length).toBeGreaterThanOrEqual(2);
      const product = FIXTURE_CATALOGUE.find((p) => p.id === r.productId)!;
      for (const benefit of r.keyBenefits) expect(product.features).toContain(benefit);
    }
    expect(insights.keyTopics).toContain("Tax preparation");
    expect(insights.keyTopics).toContain("Budget: under $500 per month");
    expect(insights.nextSteps[0]).toMatch(/^Start the free trial of TaxFlow Pro/);
  });

  it("are empty of products when nothing is known yet, and ask for what is missing", () => {
    const insights = composeInsights(catalogue, chatConversation("hello"));
    expect(insights.recommendations).toEqual([]);
    expect(insights.nextSteps).toContain(
      "Tell me your monthly software budget so I can narrow the list",
    );
  });
});

describe("determinism", () => {
  it("gives the same answer and insights for the same conversation", () => {
    const conversation = wizardConversation(soloTaxPreparer);
    const a = talk(conversation, "anything cheaper?", "compare them", "what about payroll?");
    const b = talk(conversation, "anything cheaper?", "compare them", "what about payroll?");
    expect(b).toEqual(a);
    const reordered = profileCatalogue([...FIXTURE_CATALOGUE].reverse());
    expect(composeReply(reordered, conversation)).toBe(a[0]);
    expect(composeInsights(reordered, conversation)).toEqual(
      composeInsights(catalogue, conversation),
    );
  });
});

describe("product names in what people write", () => {
  const similar = profileCatalogue([
    ...FIXTURE_CATALOGUE,
    { ...FIXTURE_CATALOGUE[0]!, id: 501, name: "Ledgerpoint Tax Suite Professional" },
    { ...FIXTURE_CATALOGUE[0]!, id: 502, name: "Ledgerpoint Tax Suite Basic" },
  ]);

  it("a full name names that product only; a shared brand word names every product of the brand", () => {
    const basic = composeReply(
      similar,
      chatConversation("How much is Ledgerpoint Tax Suite Basic?"),
    );
    expect(linked(basic).map((p) => p.id)).toEqual([502]);
    const brand = composeReply(similar, chatConversation("How much is Ledgerpoint Tax?"));
    expect(linked(brand).map((p) => p.id)).toEqual([501, 502]);
  });
});

describe("honesty about gaps", () => {
  it("says when no product is made for a service the firm sells", () => {
    const withoutFormation = profileCatalogue(
      FIXTURE_CATALOGUE.filter((p) => p.name !== "Entity Formation Templates"),
    );
    const reply = composeReply(
      withoutFormation,
      wizardConversation(wizard({ services: ["Tax Preparation", "Business Formation"] })),
    );
    expect(reply).toContain("We don't carry a product made for Business Formation yet");
    const withFormation = composeReply(
      catalogue,
      wizardConversation(wizard({ services: ["Tax Preparation", "Business Formation"] })),
    );
    expect(withFormation).not.toContain("We don't carry");
  });
});
