import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../../db/seed/catalogue.js";
import { englishJobNameIn, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "./catalogue-view.js";
import { compare } from "./compare.js";
import { costLine, costOf, quantityFor } from "./cost.js";
import { coverage, integrations } from "./coverage.js";
import { conceptsOf } from "./phrase-match.js";
import { askProduct } from "./product-facts.js";
import { storePolicy } from "./store-policy.js";
import { advisorTurn } from "../answer/turn.js";
import type { Subject } from "./subjects.js";
import { requiredProducts } from "../ranking/add-ons.js";
import { readMessage } from "../understanding/read-message.js";
import { emptyConversationState as emptyState } from "../../../../shared/advisor/conversation-state.js";
import { TERMS } from "../../../../shared/legal-documents.js";
import { FAQS } from "../../../../shared/store-faq.js";
import { DEMO_STORE_IDENTITY } from "../../../../shared/store-identity.js";

const view = catalogueView(SEED_CATALOGUE);
const NOW = new Date("2026-11-27T12:00:00Z");
const byName = (name: string) => {
  const found = view.products.find((p) => p.name === name);
  if (!found) throw new Error(name);
  return found;
};
const seed = (name: string) => CATALOGUE.find((p) => p.name === name)!;
const cents = (price: string) => Math.round(Number(price) * 100);

describe("the cost tool", () => {
  it("counts seats for a per-user price, clients for a per-client one, and one licence for a per-firm one", () => {
    const firm = { seats: 12, clients: 140 };
    expect(quantityFor(byName("Harborview Client Portal"), firm)).toEqual({
      quantity: 12,
      source: "seats",
    });
    expect(quantityFor(byName("Copperline Payroll Cloud"), firm)).toEqual({
      quantity: 140,
      source: "clients",
    });
    expect(quantityFor(byName("Tickmark Bookkeeping Autopilot"), firm)).toEqual({
      quantity: 1,
      source: "firm",
    });
    expect(quantityFor(byName("Harborview Client Portal"), {})).toEqual({
      quantity: 1,
      source: "assumed",
    });
  });

  it("prices 140 clients of Payroll Cloud at 140 times its price, with a 14-day trial due nothing today", () => {
    const line = costLine(byName("Copperline Payroll Cloud"), { clients: 140 }, NOW);
    const monthly = cents(seed("Copperline Payroll Cloud").price) * 140;
    expect(line.lineCents).toBe(monthly);
    expect(line.firstYearCents).toBe(monthly * 12);
    expect(line.dueTodayCents).toBe(0);
    expect(line.renewal).toEqual({ amountCents: monthly, date: "2026-12-11T12:00:00.000Z" });
  });

  it("calls a one-year licence what it is: charged today, renewed a year on, never 'one-time'", () => {
    const line = costLine(byName("Ledgerpoint Tax Suite Professional"), { seats: 12 }, NOW);
    expect(line.quantity).toBe(1);
    expect(line.interval).toBe("year");
    expect(line.dueTodayCents).toBe(1299_00);
    expect(line.firstYearCents).toBe(1299_00);
    expect(line.renewal?.date).toBe("2027-11-27T12:00:00.000Z");
  });

  it("flags returns a season above the e-files a year a sheet allows", () => {
    const basic = byName("Ledgerpoint Tax Suite Basic");
    const allowed = seed(basic.name).facts.limits.eFiles as number;
    expect(costLine(basic, { returns: allowed + 1 }, NOW).overLimit).toEqual({
      fact: "eFiles",
      limit: allowed,
      count: allowed + 1,
    });
    expect(costLine(basic, { returns: allowed }, NOW).overLimit).toBeNull();
  });

  it("flags a headcount above the limit a sheet states", () => {
    expect(
      costLine(byName("Tickmark Bookkeeping Autopilot"), { clients: 40 }, NOW).overLimit,
    ).toEqual({ fact: "clients", limit: 25, count: 40 });
    expect(
      costLine(byName("Tickmark Bookkeeping Autopilot"), { clients: 25 }, NOW).overLimit,
    ).toBeNull();
  });

  it("totals monthly and upfront apart, and checks a budget: a cap exactly, a target within 15%", () => {
    const ids = [
      byName("Harborview Client Portal").id,
      byName("Ledgerpoint Tax Suite Professional").id,
    ];
    const result = costOf(
      view,
      {
        productIds: ids,
        seats: 12,
        budget: { amountCents: 12_000_00, period: "year", kind: "cap", hard: true },
      },
      NOW,
    );
    expect(result.total).toMatchObject({
      monthlyCents: 948_00,
      upfrontCents: 1299_00,
      firstYearCents: 948_00 * 12 + 1299_00,
    });
    expect(result.budget).toMatchObject({ costCents: 12_675_00, fits: false });
    const target = costOf(
      view,
      {
        productIds: ids,
        seats: 12,
        budget: { amountCents: 11_500_00, period: "year", kind: "target", hard: false },
      },
      NOW,
    );
    expect(target.budget?.fits).toBe(true);
  });
});

describe("the product-facts tool", () => {
  const ask = (name: string, subject: Subject) => askProduct(view, byName(name), subject);
  const phrase = (text: string, concepts: string[]): Subject => ({
    kind: "phrase",
    text,
    concepts,
    need: null,
  });

  it("says yes to a form the sheet lists, no to one its not-included list names, no to one a complete list leaves out", () => {
    expect(ask("Cedarline Form 990 Preparer", { kind: "form", form: "990-EZ" })).toMatchObject({
      verdict: "yes",
    });
    expect(ask("Cedarline Form 990 Preparer", { kind: "form", form: "990-PF" })).toMatchObject({
      verdict: "no",
      quote: "Form 990-PF for private foundations",
    });
    expect(ask("Ledgerpoint Tax Suite Basic", { kind: "form", form: "1065" }).verdict).toBe("no");
  });

  it("answers integrations, security, where it runs, trials, limits and licence terms from the sheet", () => {
    expect(
      ask("Tickmark Bookkeeping Autopilot", { kind: "integration", name: "Xero" }).verdict,
    ).toBe("yes");
    expect(ask("Copperline Payroll Cloud", { kind: "integration", name: "Gusto" }).verdict).toBe(
      "no",
    );
    expect(ask("Harborview Client Portal", { kind: "security", fact: "mfa" }).verdict).toBe("yes");
    expect(ask("Harborview Client Portal", { kind: "security", fact: "soc2" }).verdict).toBe(
      "unknown",
    );
    expect(ask("Ledgerpoint Tax Suite Basic", { kind: "deployment", value: "mac" }).verdict).toBe(
      "no",
    );
    expect(ask("Harborview Client Portal", { kind: "deployment", value: "mac" }).verdict).toBe(
      "yes",
    );
    expect(ask("Tickmark Close Manager", { kind: "trial" })).toMatchObject({
      verdict: "yes",
      value: "14",
    });
    expect(ask("Kestrel Trial Balance & Financial Statements", { kind: "trial" }).verdict).toBe(
      "no",
    );
    expect(
      ask("Tickmark Bookkeeping Autopilot", { kind: "limit", fact: "clients", quantity: 40 }),
    ).toMatchObject({ verdict: "no", value: "25" });
    expect(ask("Ledgerpoint Tax Suite Professional", { kind: "term" }).verdict).toBe("no");
    expect(ask("Month-End Close Checklist", { kind: "term" }).verdict).toBe("yes");
    expect(
      ask("Engagement Letter Pack for Tax & Accounting Firms", { kind: "licence", people: 3 })
        .verdict,
    ).toBe("yes");
  });

  it("reads a short form of a word against the sheet's long one, and a form named only in a description", () => {
    // "payroll admin" against "Benefits administration"-style lines: the short form is the word.
    const cloud = seed("Copperline Payroll Cloud");
    const line = cloud.facts.notIncluded.find((l) => /administration/i.test(l))!;
    const short = line.replace(/administration/i, "admin");
    expect(
      ask(cloud.name, phrase(short.toLowerCase(), conceptsOf(short.toLowerCase()))),
    ).toMatchObject({ verdict: "no", quote: line });
    // A form the sheet's list does not name, named in its description.
    const pro = seed("Ledgerpoint Tax Suite Professional");
    expect(pro.facts.forms).not.toContain("K-1");
    expect(ask(pro.name, { kind: "form", form: "K-1" })).toMatchObject({
      verdict: "yes",
      quote: expect.stringContaining("K-1"),
    });
  });

  it("reads a need in the buyer's words against the not-included list and the listing, and says 'not stated' otherwise", () => {
    expect(
      ask("Northgate Plan Studio", phrase("estate tax projections", ["estate", "tax", "project"])),
    ).toMatchObject({
      verdict: "no",
      quote: "Estate tax projections",
    });
    expect(ask("Harborview Client Portal", phrase("e-sign", ["sign"]))).toMatchObject({
      verdict: "yes",
      quote: "Built-in e-signature",
    });
    expect(
      ask("Tallystone Practice Manager", phrase("store documents", ["store", "document"])).verdict,
    ).toBe("no");
    // Nothing in its listing speaks of crypto: not a "yes" on the strength of "tax".
    expect(
      ask("Ledgerpoint Tax Suite Professional", phrase("crypto tax", ["crypto", "tax"])).verdict,
    ).toBe("unknown");
  });

  it("answers what the price counts from the offer's unit: a seat is a user", () => {
    expect(ask("Northgate Plan Studio", { kind: "unit", unit: "per_user" })).toMatchObject({
      verdict: "yes",
      value: seed("Northgate Plan Studio").facts.pricingModel,
    });
    expect(ask("Tickmark Bookkeeping Autopilot", { kind: "unit", unit: "per_user" })).toMatchObject(
      { verdict: "no", value: "per_firm" },
    );
    expect(ask("Copperline Payroll Cloud", { kind: "unit", unit: "per_client" }).verdict).toBe(
      "yes",
    );
  });

  it("says yes only when one line holds every part of the question, and otherwise what the sheet does say", () => {
    const question = phrase("e-file state returns", conceptsOf("e-file state returns"));
    // Basic: state returns are prepared and 150 federal e-files included; e-filing states is not said.
    const basic = ask("Ledgerpoint Tax Suite Basic", question);
    expect(basic.verdict).toBe("unknown");
    expect(basic.partly).toEqual(
      expect.arrayContaining(["State returns for individuals", "150 federal e-files included"]),
    );
    for (const c of basic.cites) expect(seed(basic.name).features).toContain(c.value);
    // Professional: "All-state e-file included" holds both parts.
    expect(ask("Ledgerpoint Tax Suite Professional", question)).toMatchObject({
      verdict: "yes",
      quote: "All-state e-file included",
    });
  });
});

describe("the coverage and integrations tools", () => {
  it("lists only the products whose sheets list Gusto", () => {
    const result = integrations(view, { integration: "Gusto" });
    expect(result.listing.map((a) => a.name)).toEqual(["Quarterline Payroll Compliance Monitor"]);
  });

  it("lists e-signature products and, apart, those whose sheets exclude it", () => {
    const result = coverage(view, {
      subject: { kind: "phrase", text: "e-signature", concepts: ["sign"], need: null },
    });
    const doing = result.doing.map((a) => a.name);
    expect(doing).toContain("Harborview e-Signature");
    expect(doing).not.toContain("Quillmark Letter Builder");
    expect(result.notIncluded.map((a) => a.name)).toEqual(
      expect.arrayContaining([
        "Quillmark Letter Builder",
        "Engagement Letter Pack for Tax & Accounting Firms",
      ]),
    );
  });

  it("answers document storage from the sheet's storage limit and its not-included lines", () => {
    const storage: Subject = { kind: "storage" };
    const vault = askProduct(view, byName("Brightfile Document Vault"), storage);
    expect(vault).toMatchObject({ verdict: "yes", value: "250" });
    expect(vault.cites).toEqual([
      expect.objectContaining({ field: "limits.storageGb", value: 250 }),
    ]);
    expect(askProduct(view, byName("Tallystone Practice Manager"), storage)).toMatchObject({
      verdict: "no",
      quote: "Document storage (pair it with a document manager)",
    });
    expect(askProduct(view, byName("Tallystone Capacity Planner"), storage).verdict).toBe(
      "unknown",
    );
    const result = coverage(view, { subject: storage, deployment: "cloud" });
    expect(result.doing.map((a) => a.name)).toContain("Brightfile Document Vault");
    expect(result.notIncluded.map((a) => a.name)).toEqual(
      expect.arrayContaining(["Tallystone Practice Manager", "Larkspur CRM for Accounting Firms"]),
    );
  });

  it("finds no product whose sheet says it has single sign-on", () => {
    expect(coverage(view, { subject: { kind: "security", fact: "sso" } }).doing).toEqual([]);
  });
});

describe("the compare tool", () => {
  it("says a practice manager and a document vault do different jobs, citing the sheet that says so", () => {
    const result = compare(
      view,
      {
        productIds: [
          byName("Tallystone Practice Manager").id,
          byName("Brightfile Document Vault").id,
        ],
        seats: 8,
      },
      NOW,
    );
    expect(result.overlap).toBe("different");
    expect(result.notes[0]).toMatchObject({
      line: "Document storage (pair it with a document manager)",
    });
    expect(result.costs.lines.map((l) => l.lineCents)).toEqual([59_00 * 8, 39_00 * 8]);
    expect(result.compareLink).toBe(
      `/compare?ids=${byName("Tallystone Practice Manager").id},${byName("Brightfile Document Vault").id}`,
    );
  });
});

describe("the store-policy tool", () => {
  it("quotes the Terms of Service and the contact page's FAQ word for word", () => {
    const refunds = storePolicy(["refunds"]);
    expect(refunds.map((e) => e.text)).toEqual(
      TERMS.sections(DEMO_STORE_IDENTITY).find((s) => s.heading === "Refunds")!.paragraphs,
    );
    expect(refunds[0]!.source).toEqual({ path: "/terms", section: "Refunds" });
    const trials = storePolicy(["trials"]);
    expect(trials[0]!.text).toBe(
      FAQS.find((f) => f.question === "Do you offer free trials?")!.answer,
    );
  });
});

describe("the find-products tool", () => {
  it("says which product does a job the picks leave out for the budget, and what it costs", () => {
    const reply = advisorTurn(
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
      NOW,
    );
    const part = reply.parts.find((p) => p.kind === "recommend");
    expect(part?.kind).toBe("recommend");
    if (part?.kind !== "recommend") return;
    const pro = byName("Ledgerpoint Tax Suite Professional");
    // The picks fit $800 a month; the tax suite, $1,299 a year paid at once, does not.
    expect(part.products.map((p) => p.productId)).not.toContain(pro.id);
    expect(part.leftOut[0]).toEqual(
      expect.objectContaining({
        need: "tax",
        reason: "budget",
        cost: expect.objectContaining({ productId: pro.id }),
      }),
    );
    expect(part.leftOut[0]!.cost.budgetCents).toBe(cents(seed(pro.name).price));
    expect(reply.text).toContain(`[${pro.name}](/products/${pro.id})`);
    expect(reply.text).toContain("$1,299.00 in the month it is paid");
  });

  const firstTurn = (content: string) =>
    advisorTurn(
      view,
      { onboarding: null, messages: [{ role: "user", content }], state: null },
      NOW,
    );
  const recommendOf = (reply: ReturnType<typeof firstTurn>) => {
    const part = reply.parts.find((p) => p.kind === "recommend");
    if (part?.kind !== "recommend") throw new Error("no recommendation");
    return part;
  };
  /** A seed product's cost against a month's budget, from the seed's price, unit and term. */
  const monthCents = (name: string, firm: { seats: number; clients: number }) => {
    const p = seed(name);
    const n =
      p.facts.pricingModel === "per_user"
        ? firm.seats
        : p.facts.pricingModel === "per_client"
          ? firm.clients
          : 1;
    return cents(p.price) * n;
  };

  it("picks, for seven bookkeepers with 30 clients on Xero under $900 a month, products that work with Xero and fit, and says why the obvious one is missing", () => {
    const reply = firstTurn(
      "There are seven of us doing the monthly books for about 30 small businesses, all of them on Xero. We can't go above $900 a month. What do you suggest?",
    );
    const part = recommendOf(reply);
    const names = part.products.map((p) => p.name);
    const firm = { seats: 7, clients: 30 };
    // Every pick's sheet lists Xero, and the set costs at most $900 in its dearest month.
    for (const name of names) expect(seed(name).facts.integrations, name).toContain("Xero");
    const total = names.reduce((sum, name) => sum + monthCents(name, firm), 0);
    expect(total).toBeLessThanOrEqual(900_00);
    // The monthly books are done by software made for them, not by templates alone.
    expect(names).toContain("Tickmark Close Manager");
    // Autopilot does the job best, but its sheet caps clients at 25.
    const autopilot = byName("Tickmark Bookkeeping Autopilot");
    expect(names).not.toContain(autopilot.name);
    expect(seed(autopilot.name).facts.limits.clients).toBe(25);
    expect(part.leftOut).toEqual([
      expect.objectContaining({
        reason: "limit",
        cost: expect.objectContaining({ productId: autopilot.id }),
      }),
    ]);
    expect(reply.text).toContain(`[${autopilot.name}](/products/${autopilot.id})`);
    expect(reply.text).toContain("caps clients at 25 and you have 30");
    // A one-time price counts in the month it is paid, not every month.
    const once = names.filter((n) => seed(n).facts.licenceTerm !== "monthly");
    const monthly = total - once.reduce((sum, n) => sum + monthCents(n, firm), 0);
    expect(reply.text).toContain(
      once.length
        ? `then $${(monthly / 100).toFixed(2)} a month`
        : `$${(monthly / 100).toFixed(2)} a month`,
    );
    // The memo's record of the turn says the same.
    expect(reply.state.leftOut).toEqual([
      { productId: autopilot.id, need: "bookkeeping", reason: "limit" },
    ]);
  });

  it("names a job's product that fits the budget alone but not beside the picks, with what the set would cost", () => {
    const reply = firstTurn(
      "We're a 6-person tax practice with about 40 clients. We need tax software and a client portal, budget $1,400 a month.",
    );
    const part = recommendOf(reply);
    const portal = byName("Harborview Client Portal");
    const names = part.products.map((p) => p.name);
    expect(names).not.toContain(portal.name);
    const firm = { seats: 6, clients: 40 };
    const portalCents = monthCents(portal.name, firm);
    const withPicks = names.reduce((sum, n) => sum + monthCents(n, firm), portalCents);
    expect(portalCents).toBeLessThanOrEqual(1_400_00);
    expect(withPicks).toBeGreaterThan(1_400_00);
    expect(part.leftOut).toEqual([
      expect.objectContaining({
        need: "portal",
        reason: "together",
        withPicksCents: withPicks,
      }),
    ]);
    expect(reply.text).toContain(
      `it would come to $${(withPicks / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })} in the first month`,
    );
  });

  it("names every job in a Spanish reply in Spanish, the one left out for the budget too", () => {
    const reply = firstTurn(
      "Somos un despacho de impuestos de 6 personas con unos 40 clientes. Necesitamos un programa de impuestos y un portal para clientes; presupuesto de 800 dólares al mes.",
    );
    const pro = byName("Ledgerpoint Tax Suite Professional");
    expect(recommendOf(reply).leftOut).toEqual([
      expect.objectContaining({
        need: "tax",
        cost: expect.objectContaining({ productId: pro.id }),
      }),
    ]);
    expect(reply.text).toContain(
      `No está entre ellos, para preparación de impuestos, [${pro.name}]`,
    );
    expect(reply.text).toContain("preparación de impuestos; presupuesto");
    expect(englishJobNameIn(reply.text)).toBeNull();
  });

  it("keeps the software asked for when looking for something cheaper", () => {
    let state = null as ReturnType<typeof firstTurn>["state"] | null;
    const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
    let last: ReturnType<typeof firstTurn> | null = null;
    for (const content of [
      "Payroll for 12 client companies, all on QuickBooks Online.",
      "How much is Copperline Payroll Cloud for them?",
      "Is there anything cheaper that also works with QuickBooks Online?",
    ]) {
      messages.push({ role: "user", content });
      last = advisorTurn(view, { onboarding: null, messages, state }, NOW);
      messages.push({ role: "assistant", content: last.text });
      state = last.state;
    }
    const part = last!.parts.find((p) => p.kind === "cheaper");
    if (part?.kind !== "cheaper") throw new Error("no cheaper answer");
    expect(part.products.length).toBeGreaterThan(0);
    for (const line of part.products)
      expect(seed(line.name).facts.integrations, line.name).toContain("QuickBooks Online");
  });

  it("does not ask for a budget the firm said it does not have", () => {
    for (const content of [
      "3 bookkeepers, about 20 clients, we need help with month-end close; no fixed budget",
      "two tax preparers doing 1040s, money is not an issue",
    ]) {
      const reply = firstTurn(content);
      expect(reply.text, content).not.toMatch(/what budget/i);
      expect(reply.state.asked).toContain("budget");
    }
    expect(firstTurn("two tax preparers doing 1040s").text).toMatch(/what budget/i);
  });

  it("reads from a sheet that a setup service needs the product it sets up, and names it only beside it", () => {
    const setup = byName("Harborview Portal Setup & Migration");
    const portal = byName("Harborview Client Portal");
    expect(requiredProducts(view, setup.id)).toEqual([portal.id]);
    expect(requiredProducts(view, portal.id)).toEqual([]);
    for (const content of [
      "12 staff, we need client documents and e-signatures, max $800 a month",
      "small accounting office, 10 people, need a portal for client docs and esign, max 780 a month",
    ]) {
      const picks = recommendOf(firstTurn(content)).products.map((p) => p.productId);
      for (const id of picks)
        for (const needed of requiredProducts(view, id)) expect(picks, content).toContain(needed);
    }
    // "Signed electronically" is e-signature; a close checklist's "sign-off" is not.
    const signing = readMessage(view, "we need our 8879s signed electronically", emptyState());
    expect(signing.needs.has("esign")).toBe(true);
    const esign: Subject = {
      kind: "phrase",
      text: "e-signatures",
      concepts: conceptsOf("e-signatures"),
      need: null,
    };
    expect(askProduct(view, byName("Month-End Close Checklist"), esign).verdict).not.toBe("yes");
    // Nor is a reviewer who "signs off": Close Manager is not listed as doing e-signature.
    expect(askProduct(view, byName("Tickmark Close Manager"), esign).verdict).not.toBe("yes");
    expect(
      coverage(view, { subject: esign, excludeIds: [] }).doing.map((a) => a.productId),
    ).not.toContain(byName("Tickmark Close Manager").id);
    // E-signature is a job of its own: the product made for it, beside the one for documents.
    const picks = recommendOf(
      firstTurn("12 staff, we need client documents and e-signatures, max $800 a month"),
    ).products.map((p) => p.name);
    expect(picks).toEqual(
      expect.arrayContaining(["Harborview e-Signature", "Brightfile Document Vault"]),
    );
  });

  it("names as picks only products that do one of the firm's jobs for its services: no payroll software for bookkeeping, no template for working with QuickBooks", () => {
    const reply = firstTurn(
      "Four bookkeepers here with about 60 client companies, mostly on Xero, some QuickBooks Online. We'd like the bank-feed coding done for us automatically.",
    );
    const part = recommendOf(reply);
    expect(part.products.length).toBeGreaterThan(0);
    for (const p of part.products) {
      const services = seed(p.name).facts.services;
      expect(services, p.name).toContain("Bookkeeping");
      // A reason from the product's own features, not only the software it works with.
      expect(
        p.reasons.some((r) => r.cite.field === "feature"),
        p.name,
      ).toBe(true);
    }
    expect(part.products.map((p) => p.name)).not.toContain(
      "Chart of Accounts for Professional Service Firms",
    );
  });
});

describe("a conversation's follow-ups", () => {
  /** The local advisor over several turns, as the routes play them. */
  const converse = (...said: string[]) => {
    const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
    let state = null as ReturnType<typeof advisorTurn>["state"] | null;
    let last: ReturnType<typeof advisorTurn> | null = null;
    for (const content of said) {
      messages.push({ role: "user", content });
      last = advisorTurn(view, { onboarding: null, messages, state }, NOW);
      messages.push({ role: "assistant", content: last.text });
      state = last.state;
    }
    return last!;
  };

  it("weighs two products as alternatives and says whether each one fits the budget on its own", () => {
    const vault = byName("Brightfile Document Vault");
    const portal = byName("Harborview Client Portal");
    // 4 users: the vault $39 x 4 = $156 a month, the portal $79 x 4 = $316 a month; cap $200.
    const reply = converse(
      "we are four accountants and can spend up to $200 a month",
      `put ${vault.name} beside ${portal.name}`,
      "which of the two works out cheaper?",
    );
    expect(reply.parts[0]).toMatchObject({ kind: "cost", cheapest: vault.id });
    expect(reply.text).toContain(
      `Against your budget (up to $200.00 a month): [${vault.name}](/products/${vault.id}) fits ($156.00 a month); [${portal.name}](/products/${portal.id}) does **not** ($316.00 a month).`,
    );
    // And by how much: the difference in the first year, $160 x 12 = $1,920.
    expect(reply.text).toContain("$1,920.00 less in the first year");
    // Alternatives: no total of the two, and no verdict on the two together.
    expect(reply.text).not.toMatch(/Together|That (?:does \*\*not\*\* )?fits? your budget/);
  });
});

describe("a form asked to be e-filed", () => {
  it("puts a product whose sheet lists e-filing those forms as not included apart from those that do them", () => {
    const id = (name: string) => view.products.find((p) => p.name === name)!.id;
    const u = readMessage(
      view,
      "We have to e-file our clients' 1099-MISCs by the end of January; which of your products do that?",
      emptyState(),
    );
    const ask = u.asks[0];
    expect(ask?.kind).toBe("coverage");
    if (ask?.kind !== "coverage") return;
    const result = coverage(view, { subject: ask.subject });
    expect(result.doing.map((a) => a.productId)).toContain(
      id("Slateform 1099 & W-2 E-File Desktop"),
    );
    expect(result.doing.map((a) => a.productId)).not.toContain(id("1099 Vendor Tracking Workbook"));
    expect(
      result.notIncluded.find((a) => a.productId === id("1099 Vendor Tracking Workbook"))?.quote,
    ).toBe("E-filing the 1099s");
  });
});
