import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNKNOWN_FACTS } from "../../../shared/contracts/product-facts.js";
import { products } from "../../db/schema.js";
import type { OnboardingData } from "../../../shared/advisor/onboarding.js";
import { cookieHeader, createTestApp, type TestApp } from "../../test/helpers.js";
import { suiteLogger } from "../../test/suite-log.js";
import {
  useFixtureCatalogue,
  type StoredFixtureProduct,
} from "../../test/advisor/catalogue-fixture-db.js";
import { CircuitBreaker } from "./openai-advisor.js";
import { startFakeChatCompletions } from "../../test/advisor/fake-chat-completions.js";

const TIMEOUT_MS = 1500;
const INSIGHTS_TIMEOUT_MS = 300;
const COOL_DOWN_MS = 1200;

let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let t: TestApp;
let catalogue: Map<string, StoredFixtureProduct>;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: "sk-test-fake",
      AI_MODEL: "fake-advisor-1",
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
      AI_INSIGHTS_TIMEOUT_MS: String(INSIGHTS_TIMEOUT_MS),
      AI_BREAKER_COOLDOWN_MS: String(COOL_DOWN_MS),
    },
    logger: suiteLogger("warn", (line) => logLines.push(line)),
  });
  catalogue = await useFixtureCatalogue(t.database.db);
  // PayrollPilot's fact sheet: the forms it files; single sign-on it does not offer.
  await t.database.db
    .update(products)
    .set({
      facts: {
        ...UNKNOWN_FACTS,
        forms: ["940", "941", "W-2"],
        security: { ...UNKNOWN_FACTS.security, sso: "no", mfa: "yes" },
        trialDays: 30,
      },
    })
    .where(eq(products.id, catalogue.get("PayrollPilot")!.id));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  logLines.length = 0;
});

const id = (name: string) => catalogue.get(name)!.id;

const onboarding: OnboardingData = {
  businessType: "small_firm",
  firmSize: "growing",
  services: ["Payroll Services", "Bookkeeping"],
  currentChallenges: ["Too much manual data entry"],
  goals: ["Reduce errors"],
  budget: "under_500",
  techComfort: "intermediate",
  timeframe: "soon",
};

async function startWizardConversation() {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/ai/start-conversation",
    payload: { onboardingData: onboarding },
  });
  expect(res.statusCode).toBe(200);
  const cookie = cookieHeader(res.headers["set-cookie"]);
  const conversationId: string = res.json().conversationId;
  const messages = async () =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/ai/messages/${conversationId}`,
        headers: { cookie },
      })
    ).json() as Array<{ role: string; content: string }>;
  const insights = async () =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/ai/insights/${conversationId}`,
        headers: { cookie },
      })
    ).json();
  return { conversationId, cookie, messages, insights };
}

describe("the OpenAI-compatible provider", () => {
  const pick = (productId: number, ...claims: Array<[string, string]>) => ({
    productId,
    claims: claims.map(([field, value]) => ({ field, value })),
  });

  /**
   * After a failure, a good answer resets the breaker's count. The tests that use this fail at most
   * twice in a row (a reply and its insights), below the three that open the circuit, so the good
   * answer goes through without waiting out a cool-down.
   */
  async function healthyAgain() {
    fake.behave({
      kind: "answer",
      reply: { intro: "", picks: [pick(id("PayrollPilot"))], question: null },
      insights: {},
    });
    const turn = await startWizardConversation();
    expect((await turn.messages())[1]!.content).toMatch(/^Here is what I would recommend/);
    fake.requests.length = 0;
  }

  it("asks for structured output with the firm, the candidates' descriptions and facts; the server writes names, prices and links", async () => {
    const payroll = id("PayrollPilot");
    fake.behave({
      kind: "answer",
      reply: {
        intro: "For a firm running payroll for clients, these two cover the work.",
        picks: [
          pick(payroll, ["feature", "Direct deposit and printed paychecks"], ["forms", "941"]),
          pick(id("LedgerLine Books"), ["feature", "monthly bank reconciliation"]),
        ],
        question: null,
      },
      insights: {},
    });
    const { messages, insights } = await startWizardConversation();
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test-fake");
    expect(request!.body.model).toBe("fake-advisor-1");
    expect(request!.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "advisor_reply", strict: true },
    });
    const context = request!.body.messages.map((m) => m.content).join("\n");
    expect(context).toContain("Services: Payroll Services, Bookkeeping");
    expect(context).toContain("Monthly budget: Under $500 per month");
    expect(context).toContain(`- id ${payroll} | PayrollPilot | $129.00 per month`);
    expect(context).toContain("description: Cloud payroll for accounting firms");
    expect(context).toContain("forms 940, 941, W-2");
    expect(context).not.toContain("Legacy Tax 2019");

    const reply = (await messages())[1]!.content;
    expect(reply).toContain("For a firm running payroll for clients, these two cover the work.");
    expect(reply).toContain(
      `1. **[PayrollPilot](/products/${payroll})**: $129.00 per month. It offers “Direct deposit and printed paychecks” and covers Form 941 (fact sheet).`,
    );
    // The catalogue's wording, not the model's casing.
    expect(reply).toContain("It offers “Monthly bank reconciliation”.");
    expect(reply).toContain("Together they come to $188.00 a month.");
    // The panel shows what the chat recommended, in its order.
    const panel = await insights();
    expect(panel.recommendations.map((r: { productId: number }) => r.productId)).toEqual([
      payroll,
      id("LedgerLine Books"),
    ]);
  });

  it("drops invented products, names, prices, features, URLs and e-mail addresses", async () => {
    const payroll = id("PayrollPilot");
    fake.behave({
      kind: "answer",
      reply: {
        intro:
          "Many firms also love TaxWizard Ultra 3000 for returns. PayrollPilot costs only $5.00 per month this week. Write to sales@vendor.example or see https://vendor.example/deal for more. Payroll is where you lose the most time.",
        picks: [
          pick(99999, ["feature", "Does everything"]),
          pick(
            payroll,
            ["feature", "Direct deposit in all 50 states with same-day funding"],
            ["forms", "706"],
            ["security", "sso"],
            ["trialDays", "90"],
            ["description", "the cheapest payroll on the market"],
            ["feature", "Run payroll for unlimited client companies"],
          ),
          pick(id("Legacy Tax 2019"), ["feature", "Old returns"]),
        ],
        question: "Is $12.00 per month for QuickLedger Pro too much? How many staff run payroll?",
      },
      insights: {},
    });
    const { messages } = await startWizardConversation();
    const reply = (await messages())[1]!.content;
    expect(reply).toContain(
      `1. **[PayrollPilot](/products/${payroll})**: $129.00 per month. It offers “Run payroll for unlimited client companies”.`,
    );
    expect(reply).toContain("Payroll is where you lose the most time.");
    expect(reply).toContain("How many staff run payroll?");
    expect(reply).not.toMatch(/TaxWizard|QuickLedger|Legacy Tax|99999|Does everything/);
    expect(reply).not.toMatch(/\$5\.00|\$12\.00|50 states|706|single sign-on|90-day|cheapest/);
    expect(reply).not.toMatch(/@|https?:|vendor\.example/);
    expect(reply.match(/\/products\/\d+/g)).toHaveLength(1);
  });

  it("keeps only catalogue products and their own features in the model's insights", async () => {
    fake.behave({
      kind: "answer",
      reply: {
        intro: "",
        picks: [pick(id("PayrollPilot")), pick(id("LedgerLine Books"))],
        question: null,
      },
      insights: {},
    });
    const { insights } = await startWizardConversation();
    fake.behave({
      kind: "answer",
      reply: { intro: "", picks: [], question: null },
      insights: {
        recommendations: [
          {
            productId: 99999,
            productName: "Phantom Ledger Pro",
            relevanceScore: 97,
            reasoning: "Does everything.",
            keyBenefits: ["Magic"],
          },
          {
            productId: id("PayrollPilot"),
            productName: "Payroll Thing",
            relevanceScore: 0.91,
            reasoning:
              "Runs payroll for your clients. It costs $9.00 a month. Pair it with TaxWizard Ultra 3000.",
            keyBenefits: [
              "Direct deposit and printed paychecks",
              "Same-day funding in 50 states",
              "automatic 941, 940 and state payroll tax filings",
            ],
          },
          { productId: id("Legacy Tax 2019"), productName: "Legacy Tax 2019", relevanceScore: 99 },
        ],
        keyTopics: ["Payroll", "Bookkeeping"],
        nextSteps: ["Start the PayrollPilot trial", "Email help@vendor.example for a $1.00 deal"],
      },
    });
    const result = await insights();
    const ids = result.recommendations.map((r: { productId: number }) => r.productId);
    expect(ids).toEqual([id("PayrollPilot"), id("LedgerLine Books")]);
    expect(result.recommendations[0]).toMatchObject({
      productName: "PayrollPilot",
      reasoning: "Runs payroll for your clients.",
      keyBenefits: [
        "Direct deposit and printed paychecks",
        "Automatic 941, 940 and state payroll tax filings",
      ],
    });
    expect(result.keyTopics).toEqual(["Payroll", "Bookkeeping"]);
    expect(result.nextSteps).toEqual(["Start the PayrollPilot trial"]);
    const request = fake.requests.at(-1)!;
    expect(request.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "advisor_insights", strict: true },
    });
  });

  it("answers questions from facts without the model", async () => {
    fake.behave({
      kind: "answer",
      reply: { intro: "", picks: [pick(id("PayrollPilot"))], question: null },
      insights: {},
    });
    const { conversationId, cookie, messages } = await startWizardConversation();
    fake.requests.length = 0;
    const res = await t.app.inject({
      method: "POST",
      url: `/api/ai/chat/${conversationId}`,
      headers: { cookie },
      payload: { message: "Does PayrollPilot offer single sign-on?" },
    });
    expect(res.statusCode).toBe(200);
    const replies = (await messages()).filter((m) => m.role === "assistant");
    expect(replies.at(-1)!.content).toMatch(/^No\b/);
    expect(
      fake.requests.filter((r) => r.body.response_format?.json_schema?.name === "advisor_reply"),
    ).toHaveLength(0);
  });

  it("falls back on a malformed body or unusable structured output, and caches the fallback insights", async () => {
    fake.behave({ kind: "malformed", body: "<html>Bad gateway</html>" });
    const { messages, insights } = await startWizardConversation();
    expect((await messages())[1]!.content).toMatch(/\*\*What to try first:\*\*/);
    const first = await insights();
    const asked = fake.requests.length;
    expect(await insights()).toEqual(first);
    expect(fake.requests.length).toBe(asked);
    await healthyAgain();

    for (const reply of [
      "Sure! Here are my picks: PayrollPilot.",
      { intro: "Only products we do not have.", picks: [pick(424242)], question: null },
      { picks: "none" },
    ]) {
      fake.behave({ kind: "answer", reply, insights: {} });
      const turn = await startWizardConversation();
      expect((await turn.messages())[1]!.content).toMatch(/\*\*What to try first:\*\*/);
      await healthyAgain();
    }
  });

  it("falls back to the local advisor on a stall, with insights waiting less than replies", async () => {
    fake.behave({ kind: "hang" });
    let started = Date.now();
    const { messages, insights } = await startWizardConversation();
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    const reply = (await messages())[1]!.content;
    expect(reply).toContain(`[PayrollPilot](/products/${id("PayrollPilot")})`);
    expect(reply).toMatch(/\*\*What to try first:\*\*/);
    started = Date.now();
    const local = await insights();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS - 300);
    const firstLinked = Number(/\(\/products\/(\d+)\)/.exec(reply)![1]);
    expect(local.recommendations[0].productId).toBe(firstLinked);
    const warnings = logLines.join("");
    expect(warnings).toMatch(/AI provider failed for a reply; the local advisor answered/);
    expect(warnings).toMatch(/AI provider failed for insights; the local advisor answered/);
    await healthyAgain();
  });

  it("falls back to the local advisor when the provider errors", async () => {
    fake.behave({ kind: "error", status: 500 });
    const { messages, insights } = await startWizardConversation();
    expect((await messages())[1]!.content).toMatch(/\*\*What to try first:\*\*/);
    expect((await insights()).recommendations.length).toBeGreaterThan(0);
    expect(logLines.join("")).toMatch(/AI provider failed/);
    await healthyAgain();
  });

  it("stops calling a stalled provider after three failures, and tries again after the cool-down", async () => {
    fake.behave({ kind: "hang" });
    const stalled = await startWizardConversation(); // 1: a reply stalls
    await stalled.insights(); // 2: insights stall
    await startWizardConversation(); // 3: the circuit opens
    expect(fake.requests).toHaveLength(3);
    const started = Date.now();
    const skipped = await startWizardConversation();
    await skipped.insights();
    await startWizardConversation();
    expect(fake.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect((await skipped.messages())[1]!.content).toMatch(/\*\*What to try first:\*\*/);
    // After the cool-down one call goes through; its success closes the circuit.
    await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS + 50));
    fake.behave({
      kind: "answer",
      reply: { intro: "", picks: [pick(id("PayrollPilot"))], question: null },
      insights: {},
    });
    const back = await startWizardConversation();
    expect(fake.requests).toHaveLength(4);
    expect((await back.messages())[1]!.content).toMatch(/^Here is what I would recommend/);
  });
});

describe("the circuit breaker", () => {
  it("opens after three failures in a row, lets one call through after the cool-down", () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 60_000, () => now);
    breaker.failed();
    breaker.failed();
    expect(breaker.open).toBe(false);
    breaker.failed();
    expect(breaker.open).toBe(true);
    now = 60_001;
    expect(breaker.open).toBe(false);
    breaker.failed();
    expect(breaker.open).toBe(true);
    now = 130_000;
    breaker.succeeded();
    breaker.failed();
    expect(breaker.open).toBe(false);
  });
});
