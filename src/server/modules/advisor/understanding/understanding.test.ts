import { describe, expect, it } from "vitest";
import {
  emptyConversationState,
  type ConversationState,
} from "../../../../shared/advisor/conversation-state.js";
import { playMessages, SEED_CATALOGUE } from "../regression/run-scenario.js";
import { catalogueView } from "../tools/catalogue-view.js";
import { detectLanguage, spanishToEnglish } from "./language.js";
import { budgetFrom, readMoney } from "./money.js";
import { numbersAsDigits } from "./numbers.js";
import { findMentions } from "./product-mentions.js";
import { readQuantities } from "./quantities.js";
import { readMessage } from "./read-message.js";
import { findIntegrations } from "./vocabulary.js";
import { advisorTurn } from "../answer/turn.js";

const view = catalogueView(SEED_CATALOGUE);
const idOf = (name: string) => view.products.find((p) => p.name === name)!.id;
/** The state after earlier turns, as a test sets it. */
const stateWith = (patch: Partial<ConversationState>): ConversationState => ({
  ...emptyConversationState(),
  ...patch,
});
const readIn = (text: string, state = emptyConversationState()) => readMessage(view, text, state);
/** The local advisor's first turn of a new conversation. */
const firstTurn = (content: string) => playMessages(content)[0]!;
const named = (text: string) =>
  findMentions(view, detectLanguage(text) === "es" ? spanishToEnglish(text) : text).products.map(
    (m) => view.byId.get(m.productId)!.name,
  );

describe("product names", () => {
  it.each([
    ["Does Autopilot work with Xero?", "Tickmark Bookkeeping Autopilot"],
    ["Plan Studio for 4 advisors", "Northgate Plan Studio"],
    ["Does the 990 Preparer do 990-PF?", "Cedarline Form 990 Preparer"],
    ["Payroll Cloud for all 140", "Copperline Payroll Cloud"],
    ["the Copperline desktop version", "Copperline Payroll Desktop"],
    ["Harborview's e-signature product", "Harborview e-Signature"],
    ["la versión de escritorio de Copperline", "Copperline Payroll Desktop"],
    ["harborveiw portal 10 users", "Harborview Client Portal"],
    ["ledgerpoint pro - pay once?", "Ledgerpoint Tax Suite Professional"],
    ["Ledgerpoint Tax Suite Basic on a Mac", "Ledgerpoint Tax Suite Basic"],
    ["tallystone pm yearly", "Tallystone Practice Manager"],
  ])("%s names %s", (text, name) => {
    expect(named(text)).toContain(name);
  });

  it("reads a full name with its own small words as a name, not as needs", () => {
    const u = readMessage(
      view,
      "Compare Harborview Client Portal and Engagement Letter Pack for Tax & Accounting Firms",
      emptyConversationState(),
    );
    expect([...u.needs.keys()]).toEqual([]);
    expect(u.asks[0]).toMatchObject({ kind: "compare" });
  });

  it("does not take everyday words for names", () => {
    const products = (text: string) => readMessage(view, text, emptyConversationState()).products;
    expect(products("We need a client portal and sales tax help for our tax practice")).toEqual([]);
    expect(products("We're a three-person tax practice. What would you suggest?")).toEqual([]);
    // A hyphenated word another listing uses as an ordinary word ("Built-in e-signature").
    expect(products("7 of us, need something for client files + e-signatures, max 500/mo")).toEqual(
      [],
    );
    expect(named("Is it going to rain in Boston?")).toEqual([]);
  });
});

describe("numbers, headcounts and money", () => {
  it("adds up people named one by one, and reads 'both of us' as two people, not two products", () => {
    const seats = (text: string) => readQuantities(numbersAsDigits(text), []).seats;
    expect(seats("it's me and an assistant, about 200 returns")).toBe(2);
    expect(seats("my partner and I plus three seasonal preparers")).toBe(5);
    expect(seats("two partners and 4 staff accountants")).toBe(6);
    expect(seats("myself with one part-timer in tax season")).toBe(2);
    const basic = idOf("Ledgerpoint Tax Suite Basic");
    const portal = idOf("Harborview Client Portal");
    const read = readMessage(view, "how much would that be for both of us?", {
      ...emptyConversationState(),
      focus: [basic],
      discussed: [basic, portal],
      shown: [basic, portal],
    });
    expect(read.quantities.seats).toBe(2);
    expect(read.asks[0]).toMatchObject({ kind: "cost", products: [basic] });
  });

  it("reads numbers in words", () => {
    expect(
      numbersAsDigits("twelve preparers, a six-person firm, five thousand dollars, that one"),
    ).toBe("12 preparers, a 6-person firm, 5000 dollars, that one");
  });

  it.each([
    ["12 preparers", { seats: 12 }],
    ["we r 4 ppl", { seats: 4 }],
    ["a 20-person audit shop", { seats: 20 }],
    ["payroll for 140 client companies", { clients: 140 }],
    ["how much w/ 25 clinets", { clients: 25 }],
    ["Solo bookkeeper", { seats: 1 }],
    ["two things: 15 clients", { clients: 15, bare: [] }],
    ["I'm a one-woman shop", { seats: 1, clients: null }],
    ["books for a dozen Shopify stores", { clients: 12 }],
    ["we keep the books of a couple dozen shops", { clients: 24 }],
    ["three dozen companies", { clients: 36 }],
    ["we advise about 9 families", { clients: 9 }],
    ["is the 2 of us enough", { seats: 2 }],
    ["which of the 2 costs less", { seats: null, bare: [] }],
  ])("%s", (text, expected) => {
    expect(readQuantities(numbersAsDigits(text), [])).toMatchObject(expected);
  });

  it("reads '8 not 10' as a correction", () => {
    expect(readQuantities("oops 8 not 10", []).replaces).toEqual({ value: 8, instead: 10 });
  });

  it("reads caps, hard caps, targets and floors, per month or year, and never counts as money", () => {
    const b = (text: string, previous = null as Parameters<typeof budgetFrom>[1]) =>
      budgetFrom(readMoney(numbersAsDigits(text)), previous, /budget|max|cap/.test(text));
    expect(b("hard cap $100/month")).toEqual({
      amountCents: 100_00,
      period: "month",
      kind: "cap",
      hard: true,
    });
    expect(b("I really can't go over $100 a month")).toMatchObject({ kind: "cap", hard: true });
    expect(b("around 5k/yr")).toEqual({
      amountCents: 5000_00,
      period: "year",
      kind: "target",
      hard: false,
    });
    expect(b("over $5,000 a month")).toMatchObject({ kind: "floor" });
    expect(b("We can't go above $900 a month")).toMatchObject({ kind: "cap", hard: true });
    expect(b("we'd like to stay around $2,000 for the year")).toEqual({
      amountCents: 2000_00,
      period: "year",
      kind: "target",
      hard: false,
    });
    expect(b("up to about $600 a month")).toEqual({
      amountCents: 600_00,
      period: "month",
      kind: "cap",
      hard: false,
    });
    const previous = {
      amountCents: 100_00,
      period: "month" as const,
      kind: "cap" as const,
      hard: true,
    };
    expect(b("Actually make that $60 max.", previous)).toEqual({ ...previous, amountCents: 60_00 });
    expect(readMoney("140 clients, Form 1040, 13-week forecast, Sat 9-2")).toEqual([]);
  });
});

describe("Spanish", () => {
  it("is recognised and read in the facts' English", () => {
    expect(detectLanguage("¿Se integra con Gusto?")).toBe("es");
    expect(detectLanguage("Does it integrate with Gusto?")).toBe("en");
    expect(
      spanishToEnglish("Somos 12 preparadores y el impuesto sobre las ventas es un problema"),
    ).toBe("we are 12 preparers and the sales tax is a problem");
    expect(spanishToEnglish("unos 5.000 dólares al año")).toBe("about 5000 dollars a year");
    expect(spanishToEnglish("una docena de tiendas; ¿lo presenta por nosotros?")).toBe(
      "12 stores; it file for us?",
    );
    expect(spanishToEnglish("¿Cuál de sus productos tiene firma electrónica?")).toBe(
      "which of your products does it have e-signature?",
    );
  });
});

describe("reading a message against the conversation", () => {
  const after = (patch: Partial<ConversationState>): ConversationState => ({
    ...emptyConversationState(),
    ...patch,
  });
  const asks = (text: string, state = emptyConversationState()) =>
    readMessage(view, text, state).asks;
  const portal = idOf("Harborview Client Portal");
  const pro = idOf("Ledgerpoint Tax Suite Professional");

  it("resolves 'both', 'the first two' and 'it' against what was shown, not what was linked last", () => {
    const state = after({ focus: [portal], listed: [pro, portal], recommendation: [pro, portal] });
    expect(asks("Total for both for 12 users?", { ...state, focus: [pro, portal] })).toEqual([
      { kind: "cost", products: [pro, portal], cheapest: false, fits: false },
    ]);
    expect(asks("what would the first two cost?", state)).toEqual([
      { kind: "cost", products: [pro, portal], cheapest: false, fits: false },
    ]);
    expect(asks("How much is it in the first year?", state)[0]).toMatchObject({
      kind: "cost",
      products: [portal],
    });
  });

  it("answers a question about a product with its tool, and a description of the firm with a recommendation", () => {
    expect(asks("Does Autopilot work with Xero?")[0]).toMatchObject({
      kind: "integration",
      integrations: ["Xero"],
    });
    expect(asks("Which products integrate with Gusto?")[0]).toMatchObject({
      kind: "coverage",
      subject: { kind: "integration", name: "Gusto" },
    });
    expect(asks("12 preparers. 1040s and business returns. Need a client portal too.")).toEqual([
      { kind: "recommend" },
    ]);
    expect(asks("Refund policy?")).toEqual([{ kind: "policy", topics: ["refunds"] }]);
    expect(asks("Is Ledgerpoint better than TurboTax?")[0]).toMatchObject({
      kind: "decline",
      reason: "outside_product",
    });
  });

  it("asks a short follow-up again of what it names", () => {
    const state = after({
      focus: [idOf("Tickmark Bookkeeping Autopilot")],
      lastAsk: { kind: "integration", subject: { kind: "integration", name: "Xero" } },
    });
    expect(asks("QuickBooks Desktop?", state)[0]).toMatchObject({
      kind: "integration",
      integrations: ["QuickBooks Desktop"],
    });
    const coverageState = after({
      lastAsk: { kind: "coverage", subject: { kind: "integration", name: "Gusto" } },
    });
    expect(asks("And ADP?", coverageState)[0]).toMatchObject({
      kind: "coverage",
      subject: { kind: "integration", name: "ADP" },
    });
  });

  it("takes 'the cheaper one' as a product when it asks something else of it", () => {
    const crm = idOf("Larkspur CRM for Accounting Firms");
    const practice = idOf("Tallystone Practice Manager");
    const state = after({ focus: [practice, crm], listed: [practice, crm] });
    state.firm = { ...state.firm, seats: 10 };
    expect(asks("Does the cheaper one do time and billing?", state)).toEqual([
      {
        kind: "capability",
        products: [crm],
        subjects: [expect.objectContaining({ kind: "phrase", concepts: ["time", "bill"] })],
      },
    ]);
    expect(asks("Which one is cheaper for us?", state)[0]).toMatchObject({ cheapest: true });
  });

  it("takes a short noun for the one product it names: the noun that ends one name, the kind of software shown, a product the reply left out", () => {
    const vault = idOf("Brightfile Document Vault");
    const setup = idOf("Harborview Portal Setup & Migration");
    const esign = idOf("Harborview e-Signature");
    const autopilot = idOf("Tickmark Bookkeeping Autopilot");
    const close = idOf("Tickmark Close Manager");
    const shown = after({ focus: [esign], shown: [setup, esign], recommendation: [setup, esign] });
    // "Portal" ends Harborview Client Portal's name, not its setup service's.
    expect(asks("and how much would the portal come to for 6 staff?", shown)[0]).toMatchObject({
      kind: "cost",
      products: [portal],
    });
    expect(readMessage(view, "price of the vault for 6 staff?", shown).products).toEqual([vault]);
    // The kind of product among those shown: the software, not the template.
    const letters = idOf("Engagement Letter Pack for Tax & Accounting Firms");
    const basic = idOf("Ledgerpoint Tax Suite Basic");
    const taxShown = after({
      focus: [letters],
      shown: [basic, letters],
      recommendation: [basic, letters],
    });
    expect(asks("how much is the tax software a year?", taxShown)[0]).toMatchObject({
      kind: "cost",
      products: [basic],
    });
    // A product named only as left out of the picks, by a word only its name has.
    const leftOut = after({
      focus: [close],
      shown: [close],
      recommendation: [close],
      leftOut: [{ productId: autopilot, need: "bookkeeping", reason: "limit" }],
    });
    expect(asks("and autopilot, what would that run per month?", leftOut)[0]).toMatchObject({
      kind: "cost",
      products: [autopilot],
    });
    // Beside a product named in full.
    const workpapers = idOf("Fieldstone Audit Workpapers");
    expect(
      asks("put Fieldstone Audit Workpapers next to the enterprise suite", after({}))[0],
    ).toMatchObject({ products: [workpapers, idOf("Fieldstone Engagement Suite Enterprise")] });
  });

  it("reads 'either of them' and 'both' as the last two products discussed, each asked in turn, and 'is it cheaper?' of a product named against the one discussed", () => {
    const vault = idOf("Brightfile Document Vault");
    const esign = idOf("Harborview e-Signature");
    // The last reply was about the portal alone; the vault was discussed before it.
    const state = after({
      focus: [portal],
      discussed: [portal, vault, esign],
      listed: [vault, esign],
      shown: [vault, esign, portal],
    });
    expect(asks("can either of them take e-signatures?", state)[0]).toMatchObject({
      kind: "capability",
      products: [portal, vault],
    });
    expect(asks("what do both come to for 5 people?", state)[0]).toMatchObject({
      kind: "cost",
      products: [portal, vault],
    });
    expect(
      asks("hmm, and the Brightfile vault, would that be cheaper?", after({ focus: [portal] }))[0],
    ).toEqual({ kind: "cost", products: [vault, portal], cheapest: true, fits: false });
  });

  it("answers a trial question right after a product for that product first, then the store's policy", () => {
    const state = after({ focus: [pro], shown: [pro], recommendation: [pro] });
    expect(asks("could we trial before we buy?", state)).toEqual([
      { kind: "capability", products: [pro], subjects: [{ kind: "trial" }] },
      { kind: "policy", topics: ["trials"] },
    ]);
    expect(asks("can we try it first?", state)[0]).toMatchObject({
      kind: "capability",
      subjects: [{ kind: "trial" }],
    });
    // Asked of the store, it is the store's policy.
    expect(asks("Do you offer free trials?", state)).toEqual([
      { kind: "policy", topics: ["trials"] },
    ]);
  });

  it("answers a trial of one product, named, pointed at or discussed, with its own trial and the store's policy, in the order asked", () => {
    const plan = idOf("Northgate Plan Studio");
    const kestrel = idOf("Kestrel Trial Balance & Financial Statements");
    const state = after({ focus: [plan], shown: [plan], recommendation: [plan] });
    const trialOf = (id: number) => ({
      kind: "capability",
      products: [id],
      subjects: [{ kind: "trial" }],
    });
    // Pointed at ("that one"), named with a trial idiom, and in Spanish.
    for (const text of [
      "any trial period on that one?",
      "could we give Kestrel a test drive before paying",
      "¿Podríamos probarlo primero?",
    ]) {
      const id = /kestrel/i.test(text) ? kestrel : plan;
      expect(asks(text, state), text).toEqual([
        trialOf(id),
        { kind: "policy", topics: ["trials"] },
      ]);
    }
    // Beside a refund: both, in the order asked.
    expect(asks("money back if it flops, or can we take it for a spin first?", state)).toEqual([
      { kind: "policy", topics: ["refunds", "trials"] },
      trialOf(plan),
    ]);
    // The store asked first, then a product: that product's trial.
    const afterStore = after({
      ...state,
      lastAsk: { kind: "policy", topics: ["trials"] },
    });
    expect(asks("and on Kestrel?", afterStore)).toEqual([trialOf(kestrel)]);
    // Which to try first is not a trial question.
    expect(asks("which one should we try first?", state)[0]?.kind).not.toBe("policy");
  });

  it("lists what plans who does what week by week: the work given to each person is the workload, and a part of the question the name holds ('Planner') holds for its lines", () => {
    for (const text of [
      "do you carry a tool for planning who does what, week to week?",
      "¿Tienen algo para planificar quién hace qué cada semana?",
    ]) {
      const part = firstTurn(text).parts[0];
      if (part?.kind !== "coverage") throw new Error(`${text}: ${part?.kind}`);
      expect(
        part.result.doing.map((d) => d.name),
        text,
      ).toContain("Tallystone Capacity Planner");
    }
  });

  it("asks a question of the product named and 'the other one' discussed beside it; 'the other one' alone is that one", () => {
    const capacity = idOf("Tallystone Capacity Planner");
    const practice = idOf("Tallystone Practice Manager");
    const state = after({ focus: [capacity, practice], discussed: [capacity, practice] });
    for (const text of [
      "can Capacity Planner send invoices, or would we need the other one for that?",
      "¿el planificador lleva el control de horas o solo el otro?",
    ])
      expect(asks(text, state)[0], text).toMatchObject({
        kind: "capability",
        products: [capacity, practice],
      });
    expect(asks("and does the other product send invoices?", state)[0]).toMatchObject({
      kind: "capability",
      products: [practice],
    });
  });

  it("reads cancelling in any form, English or Spanish, as the store's policy even of a product named", () => {
    const plan = idOf("Northgate Plan Studio");
    const state = after({ focus: [plan], shown: [plan] });
    for (const text of [
      "what if we end up cancelling Plan Studio in March",
      "Si cancelamos el portal a los tres meses, ¿qué pasa?",
    ])
      expect(asks(text, state), text).toEqual([{ kind: "policy", topics: ["cancel"] }]);
  });

  it("reads 'per seat', 'per login', 'per client' and 'a flat fee' as questions about what the price counts", () => {
    const state = after({ focus: [pro], shown: [pro] });
    expect(asks("is Ledgerpoint Tax Suite Professional per seat?", state)[0]).toMatchObject({
      kind: "capability",
      subjects: [{ kind: "unit", unit: "per_user" }],
    });
    // A price question too: its cost first, then what the price counts.
    expect(asks("do they charge per login?", state)).toEqual([
      expect.objectContaining({ kind: "cost" }),
      expect.objectContaining({ subjects: [{ kind: "unit", unit: "per_user" }] }),
    ]);
    expect(asks("is that a flat fee?", state).at(-1)).toMatchObject({
      subjects: [{ kind: "unit", unit: "per_firm" }],
    });
  });

  it("prices 'both' as the product named and the one discussed", () => {
    const receipts = idOf("Tickmark Receipt Capture");
    const close = idOf("Tickmark Close Manager");
    expect(
      asks("Add Close Manager. What do both come to?", after({ focus: [receipts] }))[0],
    ).toMatchObject({ kind: "cost", products: [receipts, close] });
  });

  it("declines what no listing or published policy answers, even about a named product", () => {
    for (const text of [
      "Will you beat another shop's price on Tax Suite Professional?",
      "What do most small CPA firms use for payroll?",
      "When does the next version of Plan Studio come out?",
      "Could you send me the contact details of another customer using Autopilot?",
    ])
      expect(asks(text)[0], text).toMatchObject({ kind: "decline" });
  });

  it("reads the firm's own hours as work, and asks for ours as a policy question", () => {
    expect(
      asks("Half of our hours go to payroll for 30 clients. What would you suggest?")[0],
    ).toMatchObject({ kind: "recommend" });
    expect(asks("What are your help desk's hours?")[0]).toMatchObject({
      kind: "policy",
      topics: ["support_hours"],
    });
    expect(asks("Are the licences ours to keep?")[0]).toMatchObject({
      kind: "policy",
      topics: ["licences"],
    });
  });

  it("reads a Spanish 'no puedo gastar más de' as a hard cap, not a floor", () => {
    expect(
      readMessage(
        view,
        "No podemos gastar más de 450 dólares al mes en programas.",
        emptyConversationState(),
      ).budget,
    ).toMatchObject({ amountCents: 450_00, period: "month", kind: "cap", hard: true });
  });

  it("asks the last question again when told to redo it after a correction", () => {
    const state = after({ focus: [portal], lastAsk: { kind: "cost" } });
    expect(
      asks(
        "Sorry, I left out the part-timers who join us every spring: we're 9, not 6. Could you recalculate it all?",
        state,
      )[0],
    ).toMatchObject({
      kind: "cost",
      products: [portal],
    });
  });

  it("takes an edition word for the edition of the product discussed, and its e-file limit", () => {
    const basic = idOf("Ledgerpoint Tax Suite Basic");
    expect(asks("what does pro cost", after({ focus: [basic] }))[0]).toMatchObject({
      kind: "cost",
      products: [pro],
    });
    expect(asks("how many e-files does basic allow?", after({ focus: [pro] }))[0]).toMatchObject({
      kind: "capability",
      products: [basic],
      subjects: [{ kind: "limit", fact: "eFiles" }],
    });
  });

  it("takes a vendor named alone with two of its edition words for those two editions", () => {
    expect(
      asks(
        "Would Copperline suit us better in the cloud or on the desktop? Compare them please.",
      )[0],
    ).toMatchObject({
      kind: "compare",
      products: [idOf("Copperline Payroll Cloud"), idOf("Copperline Payroll Desktop")],
    });
  });

  it("recommends a replacement for the software the firm is moving off, not that software", () => {
    const desktop = idOf("Tallystone Time & Billing Desktop");
    const read = readMessage(
      view,
      "Our time and billing runs on Tallystone Time & Billing Desktop. Is there a web-based replacement for it?",
      emptyConversationState(),
    );
    expect(read.asks[0]).toMatchObject({ kind: "recommend" });
    expect(read.rejected).toContain(desktop);
  });

  it("asks the catalogue when the question is which of its products, a product named only as a contrast", () => {
    const state = after({ focus: [idOf("Larkspur CRM for Accounting Firms")] });
    expect(
      asks(
        "Which of your web products would store client files, since Larkspur CRM doesn't?",
        state,
      )[0],
    ).toMatchObject({ kind: "coverage" });
  });

  it("declines a request for a person to hire, and a value no sheet holds", () => {
    expect(asks("Can you recommend a good bookkeeper near Columbus, Ohio?")[0]).toMatchObject({
      kind: "decline",
      reason: "people",
    });
    const state = after({ focus: [idOf("Tickmark Bookkeeping Autopilot")] });
    expect(asks("What will the IRS mileage rate be next year?", state)[0]).toMatchObject({
      kind: "decline",
    });
  });

  it("reads a product question after a list as about the product it points at", () => {
    const monitor = idOf("Quarterline Payroll Compliance Monitor");
    const state = after({
      focus: [monitor],
      listed: [monitor],
      lastAsk: { kind: "coverage", subject: { kind: "phrase", text: "deposits" } },
    });
    expect(asks("Does it connect with ADP?", state)).toEqual([
      { kind: "integration", products: [monitor], integrations: ["ADP"] },
    ]);
  });

  it("reads what a firm does not want, and what it turns down", () => {
    const u = readMessage(view, "We don't do payroll at all", emptyConversationState());
    expect([...u.negatedNeeds]).toContain("payroll");
    const state = after({ listed: [pro, portal], recommendation: [pro, portal] });
    expect(readMessage(view, "not the second one, something else?", state).rejected).toEqual([
      portal,
    ]);
  });
});

describe("software the firm turns down", () => {
  /** Plays a conversation through the local advisor and returns each turn. */
  const play = (...said: string[]) => {
    const messages: Array<{ role: "user" | "assistant"; content: string }> = [];
    let state: ConversationState | null = null;
    return said.map((content) => {
      messages.push({ role: "user", content });
      const turn = advisorTurn(
        view,
        { onboarding: null, messages: [...messages], state },
        new Date("2026-11-27T12:00:00Z"),
      );
      messages.push({ role: "assistant", content: turn.text });
      state = turn.state;
      return turn;
    });
  };

  it.each([
    [
      "Our books clients are all on QuickBooks, 4 staff. What would fit?",
      "Oops — QBO's wrong, not QuickBooks at all, it's Xero for everyone",
    ],
    [
      "We keep the books for 12 clients in QuickBooks. Ideas?",
      "scratch that, we don't use quickbooks anymore, we moved to Xero",
    ],
    [
      "Llevamos la contabilidad de 12 clientes con QuickBooks. ¿Qué nos recomiendan?",
      "Perdón, ya no usamos QuickBooks sino Xero",
    ],
  ])("drops it from the state and the answer: %s / %s", (first, correction) => {
    const [before, after] = play(first, correction);
    expect(before!.state.firm.integrations).toContain("QuickBooks Online");
    expect(after!.state.firm.integrations).toEqual(["Xero"]);
    expect(after!.text).not.toMatch(/QuickBooks/);
    expect(after!.state.suggestions.map((s) => s.message).join(" ")).not.toMatch(/QuickBooks/);
  });

  it("reads which names are turned down, clause by clause", () => {
    const negated = (text: string) =>
      readMessage(view, text, emptyConversationState()).negatedIntegrations;
    expect(negated("Xero, not QuickBooks Desktop")).toEqual(["QuickBooks Desktop"]);
    expect(negated("we're not on Sage or NetSuite; Xero only")).toEqual([
      "Sage Intacct",
      "NetSuite",
    ]);
    expect(negated("en lugar de Gusto usamos ADP")).toEqual(["Gusto"]);
    expect(negated("QuickBooks? No, Xero")).toEqual([]);
    expect(negated("Is it compatible with Xero and not just QuickBooks?")).toEqual([]);
    expect(
      readMessage(view, "no usamos Gusto sino ADP", emptyConversationState()).integrations,
    ).toEqual(["ADP"]);
  });
});

describe("a greeting", () => {
  it.each([
    ["hola", "es"],
    ["Buenas tardes", "es"],
    ["buenas noches!", "es"],
    ["Hi there", "en"],
    ["hello!", "en"],
    ["Hey, good afternoon", "en"],
  ])("%s is greeted back in %s with what the advisor does and three follow-ups", (text, lang) => {
    for (const state of [
      null,
      {
        ...emptyConversationState(),
        language: lang === "es" ? "en" : "es",
      } as ConversationState,
    ]) {
      const turn = advisorTurn(
        view,
        {
          onboarding: null,
          messages: [{ role: "user", content: text }],
          state,
        },
        new Date("2026-11-27T12:00:00Z"),
      );
      expect(turn.parts.map((p) => p.kind)).toEqual(["greeting"]);
      expect(turn.state.language).toBe(lang);
      expect(turn.text).toMatch(
        lang === "es" ? /^¡Hola! Soy el asesor/ : /^Hello! I'm the Countinghouse product advisor/,
      );
      expect(turn.text).not.toMatch(/can't answer|No puedo responder/);
      expect(turn.state.suggestions).toHaveLength(3);
    }
  });
});

describe("a Spanish reply about something no need names", () => {
  const catalogueText = JSON.stringify(SEED_CATALOGUE).toLowerCase();
  it.each([
    "¿Qué productos sirven para llevar la agenda de citas?",
    "¿Cuál de sus productos sirve para reservar salas de reuniones?",
    "¿Tallystone Practice Manager sirve para reservar salas de reuniones?",
  ])("quotes only the person's words or a sheet's: %s", (content) => {
    const turn = advisorTurn(
      view,
      { onboarding: null, messages: [{ role: "user", content }], state: null },
      new Date("2026-11-27T12:00:00Z"),
    );
    expect(turn.state.language).toBe("es");
    expect(turn.parts.map((p) => p.kind)).not.toContain("decline");
    const quoted = [...turn.text.matchAll(/“([^”]*)”/g)].map((m) => m[1]!.toLowerCase());
    for (const q of quoted)
      expect(content.toLowerCase().includes(q) || catalogueText.includes(q), q).toBe(true);
  });
});

describe("the field's Spanish, vendors as integrations, superlatives and software alone", () => {
  const after = stateWith;
  const read = readIn;
  const portal = idOf("Harborview Client Portal");
  const pro = idOf("Ledgerpoint Tax Suite Professional");
  const cloud = idOf("Copperline Payroll Cloud");
  const desktop = idOf("Copperline Payroll Desktop");
  const sampling = idOf("Fieldstone Audit Sampling Tool");

  it("reads the field's Spanish in the sheets' words", () => {
    expect(spanishToEnglish("¿Hace depósito directo?")).toContain("direct deposit");
    expect(spanishToEnglish("pruebas de detalle")).toBe("tests of details");
    expect(spanishToEnglish("Nos hace falta una herramienta de muestreo")).toBe(
      "we need a sampling tool",
    );
    const workpapers = read(
      "¿Y trae papeles de trabajo, o eso se compra aparte?",
      after({ focus: [sampling] }),
    );
    expect(workpapers.asks).toEqual([
      {
        kind: "capability",
        products: [sampling],
        subjects: [expect.objectContaining({ kind: "phrase", concepts: ["workpaper"] })],
      },
    ]);
    const firm = read("Somos un despacho contable de seis personas. ¿Qué nos recomiendan?");
    expect(firm.services).toEqual(["Bookkeeping"]);
    expect(firm.quantities.seats).toBe(6);
    // Only "los dos" is "both": "las doce personas" are twelve.
    const cost = read(
      "¿Y cuánto nos saldría al mes para las doce personas?",
      after({ focus: [portal] }),
    );
    expect(cost.quantities.seats).toBe(12);
    expect(cost.asks[0]).toMatchObject({ kind: "cost", products: [portal] });
  });

  it("reads a vendor or product of the catalogue after 'integrate with' as the integration", () => {
    expect(
      read(
        "¿Ese portal se integra con Ledgerpoint?",
        after({ focus: [portal, pro], listed: [portal] }),
      ).asks,
    ).toEqual([
      { kind: "integration", products: [portal], integrations: ["Ledgerpoint Tax Suite"] },
    ]);
    expect(read("Does Tax Suite Pro sync with the Harborview portal?").asks).toEqual([
      { kind: "integration", products: [pro], integrations: ["Harborview Client Portal"] },
    ]);
    expect(read("Does anything integrate with Ledgerpoint?").asks[0]).toMatchObject({
      kind: "coverage",
      subject: { kind: "integration", name: "Ledgerpoint Tax Suite" },
    });
    // A vendor asked about is still the product asked about.
    expect(read("Does Ledgerpoint Tax Suite Professional do 1065s?").products).toEqual([pro]);
  });

  it("resolves 'the cheaper one', 'la más barata', 'the pricier one' and 'the one with the trial' against the state", () => {
    const state = after({ focus: [cloud, desktop], listed: [cloud, desktop] });
    state.firm = { ...state.firm, seats: 1, clients: 35 };
    for (const text of [
      "Does the cheaper one do direct deposit?",
      "And the cheaper one, does it do direct deposit?",
      "¿Y la más barata hace depósito directo?",
    ])
      expect(read(text, state).asks, text).toEqual([
        {
          kind: "capability",
          products: [desktop],
          subjects: [expect.objectContaining({ concepts: ["direct", "deposit"] })],
        },
      ]);
    expect(read("Does the pricier one work with Xero?", state).asks).toEqual([
      { kind: "integration", products: [cloud], integrations: ["Xero"] },
    ]);
    expect(read("does the one with the free trial work with Xero?", state).asks).toEqual([
      { kind: "integration", products: [cloud], integrations: ["Xero"] },
    ]);
    // Asking which costs less is still a cost question.
    expect(read("Which one is cheaper for us?", state).asks[0]).toMatchObject({ cheapest: true });
    expect(read("cheaper one for 35 clients?", state).asks[0]).toMatchObject({ cheapest: true });
  });

  it("asks the catalogue for storage, and for the need a pointing question refers to", () => {
    expect(
      read(
        "Which of your cloud products would hold our documents, since Practice Manager doesn't?",
        after({ focus: [idOf("Tallystone Practice Manager")] }),
      ).asks,
    ).toEqual([{ kind: "coverage", subject: { kind: "storage" }, place: "cloud" }]);
    for (const text of [
      "We're a small audit firm, two auditors. We need a statistical sampling tool for tests of details. Do you have anything like that?",
      "Somos un despacho chico de auditoría, dos auditores. Nos hace falta una herramienta de muestreo estadístico para las pruebas de detalle. ¿Tienen algo así?",
    ]) {
      const u = read(text);
      expect(u.asks[0], text).toMatchObject({ kind: "coverage", subject: { kind: "phrase" } });
      expect(u.asks[0]!.kind === "coverage" && u.asks[0]!.subject).toMatchObject({
        concepts: expect.arrayContaining(["statistic", "sample"]),
      });
      expect(u.quantities.seats).toBe(2);
    }
  });

  it("answers software named alone, turned down or not, with what works with it", () => {
    for (const text of ["not QuickBooks, we use Xero", "No usamos QuickBooks, usamos Xero"]) {
      const u = read(text);
      expect(u.negatedIntegrations).toEqual(["QuickBooks Online", "QuickBooks Desktop"]);
      expect([...u.negatedNeeds]).toEqual([]);
      expect(u.asks).toEqual([
        { kind: "coverage", subject: { kind: "integration", name: "Xero" }, place: null },
      ]);
    }
  });

  it("names a Spanish subject in the person's words without the product's name", () => {
    const turn = firstTurn("¿Northgate Portfolio Analytics maneja criptomonedas?");
    expect(turn.text).toContain("“maneja criptomonedas”");
    expect(turn.text).not.toMatch(/rendimiento|“[^”]*Portfolio/);
  });
});

describe("budgets, headcounts, store-wide policy and declines in other words", () => {
  const after = stateWith;
  const read = readIn;
  const kestrel = idOf("Kestrel Trial Balance & Financial Statements");

  it("reads a Spanish 'we must not go past' as a hard cap, and a Spanish money-back question as refunds", () => {
    expect(
      read("Somos dos y queremos un portal para clientes. No nos debemos pasar de $450 al mes.")
        .budget,
    ).toMatchObject({ amountCents: 450_00, period: "month", kind: "cap", hard: true });
    expect(
      read("¿Me regresan lo pagado si no funciona?", after({ focus: [kestrel] })).asks,
    ).toEqual([{ kind: "policy", topics: ["refunds"] }]);
  });

  it("reads what a licence lets the firm do as the store's licence terms, and store questions in the order asked", () => {
    expect(
      read(
        "Does the licence let us install it at our branch office, and what hours does your help desk keep?",
      ).asks,
    ).toEqual([{ kind: "policy", topics: ["licences", "support_hours"] }]);
  });

  it("reads doing the act in the firm's place ('for us', 'itself', 'por mí') against a sheet's 'for you', and drops the alternative after 'or only'", () => {
    const sable = idOf("Sable Sales Tax Compliance");
    const autopilot = idOf("Tickmark Bookkeeping Autopilot");
    const verdictOf = (text: string, id: number) => {
      const turn = advisorTurn(
        view,
        {
          onboarding: null,
          messages: [{ role: "user", content: text }],
          state: after({ focus: [id], shown: [id] }),
        },
        new Date("2026-11-27T12:00:00Z"),
      );
      const part = turn.parts[0];
      if (part?.kind !== "capability") throw new Error(`${text}: ${part?.kind}`);
      return { verdict: part.answers[0]!.verdict, quote: part.answers[0]!.quote };
    };
    for (const text of ["can it file them for us?", "¿Las presenta por nosotros?"])
      expect(verdictOf(text, sable), text).toEqual({
        verdict: "no",
        quote: "Filing and paying the returns for you (it prepares them)",
      });
    expect(verdictOf("Can it pay the bills too, or only categorise them?", autopilot)).toEqual({
      verdict: "no",
      quote: "Paying bills",
    });
  });

  it("reads a contrast before a catalogue question, 'X vs Y, which is cheaper' as a cost, 'each … combined' after adding one, and 'more than N' as a limit", () => {
    const vault = idOf("Brightfile Document Vault");
    const portal = idOf("Harborview Client Portal");
    const autopilot = idOf("Tickmark Bookkeeping Autopilot");
    const close = idOf("Tickmark Close Manager");
    const basic = idOf("Ledgerpoint Tax Suite Basic");
    const on = (id: number) => after({ focus: [id], shown: [id], discussed: [id] });
    expect(
      read("aside from the vault, which of your products store client documents?", on(vault))
        .asks[0],
    ).toMatchObject({ kind: "coverage" });
    expect(
      read("Harborview portal vs Brightfile vault, whcih one is cheaper for us?", on(portal))
        .asks[0],
    ).toMatchObject({ kind: "cost", products: [portal, vault], cheapest: true });
    expect(
      read("If I add Close Manager, what would each come to, and combined?", on(autopilot)).asks[0],
    ).toMatchObject({ kind: "cost", products: [autopilot, close], cheapest: false });
    expect(read("will it take more than 200 e-files?", on(basic)).asks[0]).toMatchObject({
      kind: "capability",
      subjects: [{ kind: "limit", fact: "eFiles", quantity: 201 }],
    });
  });

  it("does not read an ordinary word as a name it nearly spells: 'a strip plaza' is not Stripe, '30 advisory clients' are clients", () => {
    expect(findIntegrations("our office is in a strip plaza")).toEqual([]);
    expect(findIntegrations("does it sync with strpe?").map((f) => f.value)).toEqual(["Stripe"]);
    expect(readQuantities("we now have 30 advisory clients", [])).toMatchObject({
      seats: null,
      clients: 30,
    });
  });

  it("does not read a short word with another ending as a name: Spanish 'gusta' is not Gusto, 'plain' is not Plaid", () => {
    expect(findIntegrations("y si no nos gusta, ¿lo podemos cancelar?")).toEqual([]);
    expect(findIntegrations("we only need plain reports")).toEqual([]);
    expect(findIntegrations("does it work with gsuto?").map((f) => f.value)).toEqual(["Gusto"]);
    expect(findIntegrations("does it pull from plaaid").map((f) => f.value)).toEqual(["Plaid"]);
  });

  it("does not read a common word a letter short of a short name as that name: 'paid' is not Plaid", () => {
    expect(findIntegrations("our staff get paid every other friday")).toEqual([]);
    expect(findIntegrations("can it pull transactions from plad?")).toEqual([]);
    expect(findIntegrations("can it pull transactions from palid?").map((f) => f.value)).toEqual([
      "Plaid",
    ]);
  });

  it("reads a Spanish 'ese' before its verb as the product discussed, a relative 'que tienen' as no store question, and 'both X, the cloud one and the desktop one' as both", () => {
    const pro = idOf("Ledgerpoint Tax Suite Professional");
    const cloud = idOf("Copperline Payroll Cloud");
    const desktop = idOf("Copperline Payroll Desktop");
    const on = (ids: number[]) => after({ focus: ids, shown: ids, discussed: ids });
    expect(read("¿Esa cubre el 1065 de las sociedades que tienen socios?", on([pro])).asks).toEqual(
      [{ kind: "capability", products: [pro], subjects: [{ kind: "form", form: "1065" }] }],
    );
    const where = read("¿Se puede usar desde una Mac o nomás en Windows?", on([pro])).asks[0];
    expect(where).toMatchObject({ kind: "capability", products: [pro] });
    if (where?.kind === "capability")
      expect(where.subjects).toContainEqual({ kind: "deployment", value: "mac" });
    expect(
      read("do both Copperlines, the cloud one and the desktop one, print checks?", on([cloud]))
        .asks[0],
    ).toMatchObject({ kind: "capability", products: [cloud, desktop] });
    // An example after the question is not part of it.
    const asked = read("does it handle benefits, such as health insurance?", on([cloud])).asks[0];
    expect(asked).toMatchObject({
      kind: "capability",
      subjects: [{ kind: "phrase", concepts: ["benefit"] }],
    });
  });

  it("reads a ceiling, 'not a dollar over' and a sum set aside once as budgets", () => {
    const budget = (text: string) => budgetFrom(readMoney(text), null, true);
    expect(budget("Our ceiling is $1,200 a month for the whole thing.")).toMatchObject({
      amountCents: 1200_00,
      period: "month",
      hard: true,
    });
    expect(
      budget("I can put up to $2,500 a year toward software, and not a dollar over."),
    ).toMatchObject({ amountCents: 2500_00, period: "year", hard: true });
    expect(budget("We have $1,000 set aside for this, one-off.")).toMatchObject({
      amountCents: 1000_00,
      kind: "cap",
    });
  });

  it("counts 'the only bookkeeper' and 'a payroll bureau of five'", () => {
    expect(readQuantities("I'm the only bookkeeper at a food bank", []).seats).toBe(1);
    expect(readQuantities(numbersAsDigits("We're a payroll bureau of five"), []).seats).toBe(5);
  });

  it("answers refunds, and trials of a class of products, from the store's policy even with a product in the conversation", () => {
    const state = after({ focus: [kestrel] });
    expect(
      read(
        "Si compro el programa de Kestrel y a las dos semanas veo que no es lo que necesito, ¿puedo pedir que me reembolsen?",
      ).asks,
    ).toEqual([{ kind: "policy", topics: ["refunds"] }]);
    expect(
      read("¿Las suscripciones traen un periodo de prueba sin costo? ¿De cuántos días?", state)
        .asks[0],
    ).toMatchObject({ kind: "policy", topics: ["trials"] });
    // A trial balance is not a trial.
    expect(
      read(
        "We need financial statements, notes included, straight from a trial balance. What do you recommend?",
      ).asks,
    ).toEqual([{ kind: "recommend" }]);
  });

  it("declines questions about a vendor's future, its customers and clients' returns", () => {
    for (const text of [
      "Is Brightfile a company that will still be around in five years? How many customers do they have?",
      "¿Qué rendimiento promedio logran los clientes de los asesores que ya usan ese programa?",
    ])
      expect(
        read(text, after({ focus: [idOf("Brightfile Document Vault")] })).asks[0],
        text,
      ).toMatchObject({
        kind: "decline",
      });
  });

  it("prices 'what does that run for 60 logins' and checks 'still under the ceiling' for the product discussed", () => {
    const library = idOf("Ledgerpoint Tax Research Library");
    expect(
      read(
        "What does that run for 60 logins? I need the monthly figure.",
        after({ focus: [library] }),
      ).asks[0],
    ).toMatchObject({ kind: "cost", products: [library] });
    expect(
      read(
        "fine. pro for both of us, all in?",
        after({ focus: [idOf("Ledgerpoint Tax Suite Professional")] }),
      ).asks[0],
    ).toMatchObject({ kind: "cost" });
    const forecast = idOf("Tidewater Budget & Forecast Cloud");
    expect(
      read(
        "Actually make that 10 companies, not 8. Are we still under the ceiling?",
        after({ focus: [forecast] }),
      ).asks[0],
    ).toMatchObject({ kind: "cost", products: [forecast], fits: true });
    // "How much storage" asks the storage, not the price.
    expect(
      read(
        "How much storage comes with the vault?",
        after({ focus: [idOf("Brightfile Document Vault")] }),
      ).asks,
    ).toEqual([
      {
        kind: "capability",
        products: [idOf("Brightfile Document Vault")],
        subjects: [{ kind: "storage" }],
      },
    ]);
  });
});

describe("which products, comparisons and integrations in other words", () => {
  const after = stateWith;
  const read = readIn;
  const portal = idOf("Harborview Client Portal");
  const esign = idOf("Harborview e-Signature");

  it("lists what does a job for 'what do you have for…' and for a question that points back without a '?'", () => {
    expect(read("¿Qué tienen para firma electrónica?").asks[0]).toMatchObject({
      kind: "coverage",
      subject: { kind: "phrase", concepts: ["sign"] },
    });
    expect(
      read("trusts & estates practice, 2 ppl. need to prepare 1041s. what covers that").asks[0],
    ).toMatchObject({
      kind: "coverage",
      subject: { kind: "form", form: "1041" },
    });
  });

  it("compares 'put X next to Y' and 'compáreme … el de firma y el portal'", () => {
    const plan = idOf("Northgate Plan Studio");
    const retirement = idOf("Northgate Retirement Income Planner");
    expect(
      read(
        "Put the retirement planner next to Plan Studio for me.",
        after({ focus: [retirement], shown: [retirement] }),
      ).asks[0],
    ).toMatchObject({ kind: "compare" });
    expect(
      read("Put Tallystone's capacity planner and their practice manager side by side.").asks[0],
    ).toMatchObject({ kind: "compare" });
    expect(
      read(
        "Compáreme los dos de Harborview: el de firma y el portal.",
        after({ focus: [esign], listed: [esign, portal], shown: [esign, portal] }),
      ).asks,
    ).toEqual([{ kind: "compare", products: [esign, portal] }]);
    void plan;
  });

  it("reads 'take … out of', 'w' and 'plug into' as integration questions, and 'scan n split' as a name", () => {
    const kestrel = idOf("Kestrel Trial Balance & Financial Statements");
    expect(read("Does Kestrel take trial balances out of Sage Intacct?").asks).toEqual([
      { kind: "integration", products: [kestrel], integrations: ["Sage Intacct"] },
    ]);
    expect(read("does scan n split work w drake").asks).toEqual([
      {
        kind: "integration",
        products: [idOf("Brightfile Scan & Split")],
        integrations: ["Drake Tax"],
      },
    ]);
    // "Time and billing" is everyday words, not Tallystone Time & Billing Desktop.
    expect(named("Does the CRM do time and billing?")).toEqual([]);
  });

  it("asks what the question asks, not its circumstance or its alternative", () => {
    const subjectOf = (text: string, id: number) => {
      const ask = read(text, after({ focus: [id] })).asks[0]!;
      return ask.kind === "capability" ? ask.subjects[0] : null;
    };
    expect(
      subjectOf(
        "If a senior gets stuck, can they put a question to an actual tax professional through it, like a hotline?",
        idOf("Ledgerpoint Tax Research Library"),
      ),
    ).toMatchObject({ concepts: ["answer", "professional"] });
    expect(
      subjectOf(
        "Does it pull in my clients' accounts automatically, or do I type balances in?",
        idOf("Northgate Retirement Income Planner"),
      ),
    ).toMatchObject({ concepts: ["aggregat", "account"] });
    expect(
      subjectOf(
        "does it key the numbers into the return for us or no",
        idOf("Brightfile Scan & Split"),
      ),
    ).toMatchObject({ concepts: ["enter", "figure", "return"] });
  });
});

describe("where it must run, and the investment adviser's Spanish", () => {
  it("recommends only what runs where the firm asked ('en la nube')", () => {
    const turn = firstTurn(
      "Tenemos una oficina de nómina en El Paso; somos cuatro y atendemos a 45 empresas. Buscamos un sistema de nómina en la nube que haga depósito directo. ¿Qué nos sugieren?",
    );
    expect(turn.state.recommendation).toContain(idOf("Copperline Payroll Cloud"));
    expect(turn.state.recommendation).not.toContain(idOf("Copperline Payroll Desktop"));
  });

  it("reads rebalancing portfolios and performance reports", () => {
    expect(spanishToEnglish("¿Y se encarga de rebalancear las carteras?")).toBe(
      "and does it handle rebalance the portfolios?",
    );
    expect(spanishToEnglish("informes trimestrales de rendimiento")).toBe(
      "quarterly performance reports",
    );
  });
});

describe("a bare number in a correction, and a price asked by its period", () => {
  const pro = idOf("Ledgerpoint Tax Suite Professional");
  const after = stateWith({
    firm: { ...emptyConversationState().firm, seats: 6 },
    budget: { amountCents: 500_00, period: "month", kind: "cap", hard: false },
    focus: [pro],
    recommendation: [pro],
  });

  it("reads 'make it 4' after a headcount as 4 users, not a $4 budget; 'make that 450' is the budget", () => {
    const recount = readIn("sorry, make it 4 again", after);
    expect(recount.quantities.seats).toBe(4);
    expect(recount.budget).toBeNull();
    const budget = readIn("actually make that 450", after);
    expect(budget.budget?.amountCents).toBe(450_00);
    expect(budget.quantities.seats).toBeNull();
  });

  it("reads 'what's that per year?' and 'what are they a month' as cost questions", () => {
    for (const text of ["what's that per year?", "ok what are they a month"])
      expect(readIn(text, after).asks[0]?.kind, text).toBe("cost");
  });
});

describe("a question that asks to list things no listing names", () => {
  const trustwell = idOf("Trustwell Estate Planning Modeler");
  const discussed = stateWith({
    focus: [trustwell],
    shown: [trustwell],
    recommendation: [trustwell],
  });

  it("is declined, not asked of the product discussed", () => {
    for (const text of [
      "Unrelated, but which county recorders in Texas accept e-recorded deeds these days?",
      "and what notaries near Dayton do remote online notarization?",
    ])
      expect(readIn(text, discussed).asks, text).toEqual([
        { kind: "decline", reason: "off_topic" },
      ]);
  });

  it("still answers lists of what the sheets name, and questions that point at a product", () => {
    expect(readIn("which states does it e-file in?", discussed).asks[0]?.kind).not.toBe("decline");
    expect(readIn("which integrations are included?", discussed).asks[0]?.kind).not.toBe("decline");
  });
});

describe("places the firm counted its clients as, counted again later", () => {
  it("reads a later count of them as clients, and holds it against the sheet's client limit", () => {
    const autopilot = idOf("Tickmark Bookkeeping Autopilot");
    const first = readIn(
      "We keep the books for a group of 9 dental sites, every one of them its own company. Two of us.",
    );
    expect(first.quantities.clients).toBe(9);
    expect(first.quantities.clientsAs).toBe("sites");
    const state = stateWith({
      firm: { ...emptyConversationState().firm, seats: 2, clients: 9, clientsAs: "sites" },
      focus: [autopilot],
      shown: [autopilot],
      recommendation: [autopilot],
    });
    const later = "If the group grows to 28 sites next year, would it still handle them all?";
    expect(readIn(later, state).quantities.clients).toBe(28);
    const reply = advisorTurn(
      view,
      { onboarding: null, messages: [{ role: "user", content: later }], state },
      new Date("2026-11-27T12:00:00Z"),
    ).text;
    expect(reply).toMatch(/^\*\*No\*\*: \[Tickmark Bookkeeping Autopilot\].*caps clients at 25/);
  });
});

describe("a template named by its kind and a word of its name", () => {
  it("is the catalogue's one template with those words, compared beside the product discussed", () => {
    const desktop = idOf("Copperline Payroll Desktop");
    const checklist = idOf("Year-End Payroll & W-2 Checklist");
    const slateform = idOf("Slateform 1099 & W-2 E-File Desktop");
    const workbook = idOf("1099 Vendor Tracking Workbook");
    const about = (id: number) => stateWith({ focus: [id], shown: [id], recommendation: [id] });
    expect(
      readIn(
        "Can you line it up side by side with the year-end checklist you sell?",
        about(desktop),
      ).asks,
    ).toEqual([{ kind: "compare", products: [desktop, checklist] }]);
    expect(
      readIn(
        "How does that compare with the 1099 spreadsheet? Which leaves more out?",
        about(slateform),
      ).asks,
    ).toEqual([{ kind: "compare", products: [slateform, workbook] }]);
  });
});

describe("what a cheaper alternative saves, and what it leaves out of the firm's work", () => {
  it("costs both with the difference, and says a form the firm prepares the cheaper one does not cover", () => {
    const pro = idOf("Ledgerpoint Tax Suite Professional");
    const basic = idOf("Ledgerpoint Tax Suite Basic");
    const opening = readIn(
      "Two preparers, individual returns and some S corps (1120-S). Desktop tax software, please.",
    );
    expect(opening.forms).toContain("1120-S");
    const state = stateWith({
      firm: { ...emptyConversationState().firm, seats: 2, forms: ["1120-S"] },
      focus: [pro],
      shown: [pro],
      recommendation: [pro],
    });
    const text = "and if we picked basic, what would that save us?";
    expect(readIn(text, state).asks).toEqual([
      { kind: "cost", products: [basic, pro], cheapest: true, fits: false },
    ]);
    const reply = advisorTurn(
      view,
      { onboarding: null, messages: [{ role: "user", content: text }], state },
      new Date("2026-11-27T12:00:00Z"),
    ).text;
    expect(reply).toContain("$800.00 less in the first year");
    expect(reply).toMatch(
      /Ledgerpoint Tax Suite Basic\]\(\/products\/\d+\)'s fact sheet lists .*1120-S/,
    );
  });
});

describe("an integration question with another answer after 'or only'", () => {
  it("asks the alternative too: another product after 'or only with', another edition after 'or just'", () => {
    const close = idOf("Tickmark Close Manager");
    const cloud = idOf("Copperline Payroll Cloud");
    const about = (id: number) => stateWith({ focus: [id], shown: [id], recommendation: [id] });
    expect(
      readIn(
        "Will Close Manager sync with Xero, or only with the Tickmark autopilot?",
        about(close),
      ).asks,
    ).toEqual([
      {
        kind: "integration",
        products: [close],
        integrations: ["Xero", "Tickmark Bookkeeping Autopilot"],
      },
    ]);
    expect(
      readIn("does it work with QuickBooks Desktop too, or just Online?", about(cloud)).asks,
    ).toEqual([
      {
        kind: "integration",
        products: [cloud],
        integrations: ["QuickBooks Desktop", "QuickBooks Online"],
      },
    ]);
  });
});
