import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OnboardingData } from "../../../shared/advisor/onboarding.js";
import { cookieHeader, createTestApp, type TestApp } from "../../test/helpers.js";
import { suiteLogger } from "../../test/suite-log.js";
import {
  useFixtureCatalogue,
  type StoredFixtureProduct,
} from "../../test/advisor/catalogue-fixture-db.js";
import { CircuitBreaker } from "./openai-advisor.js";
import { startFakeChatCompletions } from "../../test/advisor/fake-chat-completions.js";

const TIMEOUT_MS = 400;

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
    },
    logger: suiteLogger("warn", (line) => logLines.push(line)),
  });
  catalogue = await useFixtureCatalogue(t.database.db);
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
  it("gets the firm profile and the local candidates, and its reply is checked against the catalogue", async () => {
    fake.behave({
      kind: "answer",
      reply: [
        `For payroll, start with [PayrollPilot](/products/${id("PayrollPilot")}) at $129.00 per month.`,
        "",
        `- [Phantom Ledger Pro](/products/99999): the best books money can buy.`,
        `- [Books](/products/${id("LedgerLine Books")}): $59.00 per month for your bookkeeping.`,
        "",
        `You could also try [Phantom Payroll](/products/88888). Questions? See [our guide](https://evil.example/phish).`,
        "<script>alert(1)</script>Start the free trial this week.",
      ].join("\n"),
      insights: {},
    });
    const { messages } = await startWizardConversation();
    const [request] = fake.requests;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test-fake");
    expect(request!.body.model).toBe("fake-advisor-1");
    const context = request!.body.messages.map((m) => m.content).join("\n");
    expect(context).toContain("Services: Payroll Services, Bookkeeping");
    expect(context).toContain("Monthly budget: Under $500 per month");
    expect(context).toContain(`- id ${id("PayrollPilot")} | PayrollPilot | $129.00 per month`);
    expect(context).not.toContain("Legacy Tax 2019");

    const reply = (await messages())[1]!.content;
    expect(reply).toContain(`[PayrollPilot](/products/${id("PayrollPilot")})`);
    expect(reply).toContain(`[LedgerLine Books](/products/${id("LedgerLine Books")})`);
    expect(reply).not.toMatch(/Phantom/);
    expect(reply).not.toMatch(/99999|88888/);
    expect(reply).not.toContain("evil.example");
    expect(reply).not.toMatch(/<script|alert\(1\)<\/script>/);
    expect(reply).toContain("Start the free trial this week.");
  });

  it("keeps only catalogue products in the model's insights, by id or exact name", async () => {
    fake.behave({ kind: "answer", reply: "Noted.", insights: {} });
    const { insights } = await startWizardConversation();
    fake.behave({
      kind: "answer",
      reply: "Noted.",
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
            reasoning: "Runs payroll for your clients.",
            keyBenefits: ["Direct deposit", "941 filings", "W-2s", "extra"],
          },
          { productName: "ledgerline books", relevanceScore: "84", reasoning: "Your books." },
          { productId: id("Legacy Tax 2019"), productName: "Legacy Tax 2019", relevanceScore: 99 },
        ],
        keyTopics: ["Payroll", "Bookkeeping"],
        nextSteps: ["Start the PayrollPilot trial"],
      },
    });
    const result = await insights();
    // Which products, and in what order, is the chat's recommendation; the model words them.
    const ids = result.recommendations.map((r: { productId: number }) => r.productId);
    expect(ids).not.toContain(99999);
    expect(ids).not.toContain(id("Legacy Tax 2019"));
    expect(ids).toContain(id("PayrollPilot"));
    const payroll = result.recommendations.find(
      (r: { productId: number }) => r.productId === id("PayrollPilot"),
    );
    expect(payroll).toMatchObject({
      productName: "PayrollPilot",
      reasoning: "Runs payroll for your clients.",
      keyBenefits: ["Direct deposit", "941 filings", "W-2s"],
    });
    expect(result.keyTopics).toEqual(["Payroll", "Bookkeeping"]);
    const request = fake.requests.at(-1)!;
    expect(request.body.response_format).toEqual({ type: "json_object" });
  });

  it("drops invented plain-text names, wrong prices, raw URLs and e-mail addresses", async () => {
    const payroll = id("PayrollPilot");
    fake.behave({
      kind: "answer",
      reply: [
        `Start with [PayrollPilot](/products/${payroll}) at $129.00 per month.`,
        "Many firms also love TaxWizard Ultra 3000 for returns.",
        `[PayrollPilot](/products/${payroll}) costs only $5.00 per month this week.`,
        "- Books: $12.00 per month for everything.",
        "Write to sales@vendor.example or see https://vendor.example/deal for more.",
      ].join("\n"),
      insights: {},
    });
    const { messages } = await startWizardConversation();
    const reply = (await messages())[1]!.content;
    expect(reply).toContain(`[PayrollPilot](/products/${payroll}) at $129.00 per month.`);
    expect(reply).not.toMatch(/TaxWizard|\$5\.00|\$12\.00/);
    expect(reply).not.toMatch(/@|https?:|vendor\.example/);
  });

  it("falls back on a malformed body, and caches the fallback insights", async () => {
    fake.behave({ kind: "malformed", body: "<html>Bad gateway</html>" });
    const { messages, insights } = await startWizardConversation();
    expect((await messages())[1]!.content).toMatch(/\*\*What to try first:\*\*/);
    const first = await insights();
    const asked = fake.requests.length;
    expect(await insights()).toEqual(first);
    expect(fake.requests.length).toBe(asked);
    // A good answer closes the count of failures again.
    fake.behave({ kind: "answer", reply: "Noted.", insights: {} });
    await startWizardConversation();
  });

  it("falls back to the local advisor on a timeout, and logs it", async () => {
    fake.behave({ kind: "hang" });
    const started = Date.now();
    const { messages, insights } = await startWizardConversation();
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    const reply = (await messages())[1]!.content;
    expect(reply).toContain(`[PayrollPilot](/products/${id("PayrollPilot")})`);
    expect(reply).toMatch(/\*\*What to try first:\*\*/);
    const local = await insights();
    const firstLinked = Number(/\(\/products\/(\d+)\)/.exec(reply)![1]);
    expect(local.recommendations[0].productId).toBe(firstLinked);
    const warnings = logLines.join("");
    expect(warnings).toMatch(/AI provider failed for a reply; the local advisor answered/);
    expect(warnings).toMatch(/AI provider failed for insights; the local advisor answered/);
  });

  it("falls back to the local advisor when the provider errors", async () => {
    fake.behave({ kind: "error", status: 500 });
    const { messages, insights } = await startWizardConversation();
    expect((await messages())[1]!.content).toMatch(/\*\*What to try first:\*\*/);
    expect((await insights()).recommendations.length).toBeGreaterThan(0);
    expect(logLines.join("")).toMatch(/AI provider failed/);
  });

  it("stops calling a failing provider for a while (circuit breaker)", async () => {
    fake.behave({ kind: "error", status: 500 });
    const failing = await startWizardConversation(); // a reply fails
    await failing.insights(); // insights fail
    await startWizardConversation(); // a third failure in a row opens the circuit
    fake.requests.length = 0;
    fake.behave({ kind: "hang" });
    const { messages, insights } = await startWizardConversation();
    await insights();
    expect(fake.requests).toHaveLength(0);
    expect((await messages())[1]!.content).toMatch(/\*\*What to try first:\*\*/);
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
