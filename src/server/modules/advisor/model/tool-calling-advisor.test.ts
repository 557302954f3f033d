import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UNKNOWN_FACTS } from "../../../../shared/contracts/product-facts.js";
import { products } from "../../../db/schema.js";
import { cookieHeader, createTestApp, type TestApp } from "../../../test/helpers.js";
import { suiteLogger } from "../../../test/suite-log.js";
import {
  useFixtureCatalogue,
  type StoredFixtureProduct,
} from "../../../test/advisor/catalogue-fixture-db.js";
import { startFakeChatCompletions } from "../../../test/advisor/fake-chat-completions.js";
import { MODEL_TOOL_NAMES } from "./model-tools.js";

const TIMEOUT_MS = 1500;
const COOL_DOWN_MS = 1200;

let fake: Awaited<ReturnType<typeof startFakeChatCompletions>>;
let t: TestApp;
let catalogue: Map<string, StoredFixtureProduct>;
const logLines: string[] = [];
let address = 0;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({
    env: {
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: "sk-test-fake",
      AI_MODEL: "fake-advisor-1",
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
      AI_BREAKER_COOLDOWN_MS: String(COOL_DOWN_MS),
    },
    logger: suiteLogger("info", (line) => logLines.push(line)),
  });
  catalogue = await useFixtureCatalogue(t.database.db);
  // PayrollPilot is priced per user, files Forms 940, 941 and W-2, and has no single sign-on.
  await t.database.db
    .update(products)
    .set({
      priceUnit: "per_user",
      facts: {
        ...UNKNOWN_FACTS,
        forms: ["940", "941", "W-2"],
        security: { ...UNKNOWN_FACTS.security, sso: "no", mfa: "yes" },
        integrations: ["QuickBooks Online", "Xero"],
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
  logLines.length = 0;
});
afterEach(() => {
  // Every request the advisor sent is one the real chat-completions API accepts.
  expect(fake.violations).toEqual([]);
});

const id = (name: string) => catalogue.get(name)!.id;

/** A New Chat (no model call: a greeting) and a way to send it messages. */
async function conversation() {
  const remoteAddress = `198.18.9.${++address}`;
  const start = await t.app.inject({
    method: "POST",
    url: "/api/ai/start-conversation",
    remoteAddress,
  });
  const cookie = cookieHeader(start.headers["set-cookie"]);
  const conversationId = start.json().conversationId as string;
  const send = async (message: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: `/api/ai/chat/${conversationId}`,
      headers: { cookie },
      remoteAddress,
      payload: { message },
    });
    expect(res.statusCode).toBe(200);
    return res.json().assistantMessage.content as string;
  };
  const insights = async () =>
    (
      await t.app.inject({
        url: `/api/ai/insights/${conversationId}`,
        headers: { cookie },
        remoteAddress,
      })
    ).json() as { recommendations: Array<{ productId: number }> };
  return { send, insights };
}

describe("a configured model calls the catalogue tools", () => {
  it("is offered the seven tools, and a cost call is priced by the shop for the seats asked", async () => {
    const chat = await conversation();
    fake.play([
      { toolCalls: [{ name: "cost", arguments: { productIds: [id("PayrollPilot")], seats: 12 } }] },
      {
        content:
          "Here is what that comes to for your team. PayrollPilot costs $5 and integrates with SAP. Write to me at help@example.com.",
      },
    ]);
    const reply = await chat.send("How much would PayrollPilot be for the 12 of us?");
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]!.body.tools!.map((tool) => tool.function.name)).toEqual(
      MODEL_TOOL_NAMES,
    );
    // The tool's result went back to the model as a tool message.
    const toolMessage = fake.requests[1]!.body.messages.find((m) => m.role === "tool")!;
    expect(JSON.parse(toolMessage.content!)[0]).toMatchObject({ name: "PayrollPilot", line: 1548 });
    // 12 users of a $129 per-user price, written by the server.
    expect(reply).toContain("**$1,548.00 a month**");
    expect(reply).toContain(`[PayrollPilot](/products/${id("PayrollPilot")})`);
    // The model's opening is kept; its price, name, claim and address are not.
    expect(reply.startsWith("Here is what that comes to for your team.")).toBe(true);
    expect(reply).not.toMatch(/\$5\b|SAP|@/);
  });

  it("chains tools: products found, then their cost; the recommendation is the chat's and the panel's", async () => {
    const chat = await conversation();
    fake.play([
      {
        toolCalls: [
          { name: "find_products", arguments: { needs: "payroll for our client companies" } },
        ],
      },
      { toolCalls: [{ name: "cost", arguments: { productIds: [id("PayrollPilot")], seats: 3 } }] },
      { content: "" },
    ]);
    const reply = await chat.send(
      "We need something for running payroll; what would it cost three of us?",
    );
    expect(fake.requests).toHaveLength(3);
    expect(reply).toContain(`[PayrollPilot](/products/${id("PayrollPilot")})`);
    expect(reply).toContain("$387.00 a month");
    const panel = await chat.insights();
    expect(panel.recommendations[0]?.productId).toBe(id("PayrollPilot"));
  });

  it("answers facts from the sheet: yes for Form 941, no for single sign-on", async () => {
    const chat = await conversation();
    fake.play([
      {
        toolCalls: [
          {
            name: "product_facts",
            arguments: { productId: id("PayrollPilot"), about: "Form 941" },
          },
          {
            name: "product_facts",
            arguments: { productId: id("PayrollPilot"), about: "single sign-on" },
          },
        ],
      },
      { content: "Good questions." },
    ]);
    const reply = await chat.send("Does PayrollPilot do 941s, and SSO?");
    expect(reply).toMatch(/\*\*Yes\*\*: \[PayrollPilot\]\([^)]+\)'s fact sheet lists Form 941/);
    expect(reply).toMatch(
      /\*\*No\*\*: \[PayrollPilot\]\([^)]+\)'s fact sheet answers “Single sign-on/,
    );
  });

  it("sends a malformed call's error back to the model, and uses its corrected call", async () => {
    const chat = await conversation();
    fake.play([
      { toolCalls: [{ name: "cost", arguments: "{productIds: [oops" }] },
      { toolCalls: [{ name: "cost", arguments: { productIds: [id("TaxFlow Pro")] } }] },
      { content: "Done." },
    ]);
    const reply = await chat.send("TaxFlow Pro price?");
    const error = fake.requests[1]!.body.messages.find((m) => m.role === "tool")!;
    expect(JSON.parse(error.content!)).toEqual({ error: "The arguments are not JSON" });
    expect(reply).toContain("**$89.00 a month**");
  });

  it("gives way to the local advisor when the model calls only unknown tools or products", async () => {
    const chat = await conversation();
    fake.play([
      {
        toolCalls: [
          { name: "delete_everything", arguments: {} },
          { name: "cost", arguments: { productIds: [987654] } },
        ],
      },
      { content: "All done, PayrollPilot is free this week!" },
    ]);
    const reply = await chat.send("What does PayrollPilot cost?");
    const errors = fake.requests[1]!.body.messages.filter((m) => m.role === "tool").map((m) =>
      JSON.parse(m.content!),
    );
    expect(errors).toEqual([
      { error: 'Unknown tool "delete_everything"' },
      { error: "No product with id 987654 in the catalogue" },
    ]);
    // The local advisor's own answer: the price for one user, and nothing the model said.
    expect(reply).toContain("**$129.00 a month**");
    expect(reply).not.toContain("free this week");
  });

  it("a stalled provider costs one timeout, then the local answer; three failures open the breaker", async () => {
    const chat = await conversation();
    fake.play([{ hang: true }, { malformed: "this is not json" }, { status: 503 }]);
    const started = Date.now();
    expect(await chat.send("What does TaxFlow Pro cost?")).toContain("**$89.00 a month**");
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await chat.send("And PayrollPilot?")).toContain("$129.00");
    expect(await chat.send("What about ReconcileIQ?")).toContain("ReconcileIQ");
    expect(logLines.filter((l) => l.includes("AI provider failed"))).toHaveLength(3);
    // Open: the next message is answered without asking the provider.
    fake.play([{ content: "never asked" }]);
    await chat.send("Compare TaxFlow Pro and PayrollPilot");
    expect(fake.requests).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, COOL_DOWN_MS + 100));
    fake.play([
      { toolCalls: [{ name: "store_policy", arguments: { topics: ["refunds"] } }] },
      { content: "" },
    ]);
    expect(await chat.send("Refunds?")).toContain("within 30 days");
    expect(fake.requests).toHaveLength(2);
  });
});
