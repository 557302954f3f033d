import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OnboardingData } from "../../../shared/advisor/onboarding.js";
import { cookieHeader, createTestApp, signInAs, type TestApp } from "../../test/helpers.js";
import { ADVISOR_LIMITS } from "./routes.js";
import {
  useFixtureCatalogue,
  type StoredFixtureProduct,
} from "../../test/advisor/catalogue-fixture-db.js";

let t: TestApp;
let catalogue: Map<string, StoredFixtureProduct>;
/** Each test talks from its own address, so one test's rate limits never reach another. */
let addressCounter = 0;
const nextAddress = () => `10.0.0.${++addressCounter}`;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await useFixtureCatalogue(t.database.db);
});
afterAll(() => t.close());

const onboarding: OnboardingData = {
  businessType: "sole_practitioner",
  firmSize: "growing",
  services: ["Tax Preparation", "Bookkeeping"],
  currentChallenges: ["Collecting documents from clients"],
  goals: ["Improve client satisfaction"],
  budget: "under_500",
  techComfort: "beginner",
  timeframe: "immediate",
  contactInfo: { name: "Dana Reyes", email: "dana@example.com", phone: "" },
};

interface Visitor {
  cookie?: string;
  address: string;
}

const visitor = (cookie?: string): Visitor => ({ cookie, address: nextAddress() });
const headers = (who: Visitor) => (who.cookie ? { cookie: who.cookie } : {});

async function start(who: Visitor, payload?: unknown) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/ai/start-conversation",
    headers: headers(who),
    remoteAddress: who.address,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.headers["set-cookie"]) who.cookie = cookieHeader(res.headers["set-cookie"]);
  return res;
}

const getMessages = (who: Visitor, id: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/ai/messages/${id}`,
    headers: headers(who),
    remoteAddress: who.address,
  });

const chat = (who: Visitor, id: string, message: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/ai/chat/${id}`,
    headers: headers(who),
    remoteAddress: who.address,
    payload: { message },
  });

const getInsights = (who: Visitor, id: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/ai/insights/${id}`,
    headers: headers(who),
    remoteAddress: who.address,
  });

const linkedIds = (text: string) =>
  [...text.matchAll(/\(\/products\/(\d+)\)/g)].map((m) => Number(m[1]));

describe("POST /api/ai/start-conversation", () => {
  it("from the wizard: gives a visitor a session and stores the summary and a grounded reply", async () => {
    const who = visitor();
    const res = await start(who, {
      onboardingData: onboarding,
      initialMessage: "Hi, recommend products for my practice",
    });
    expect(res.statusCode).toBe(200);
    const { conversationId } = res.json();
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(who.cookie).toMatch(/^ch_session=/);

    const messages = (await getMessages(who, conversationId)).json();
    expect(messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    expect(messages[0].content).toBe("Hi, recommend products for my practice");
    const reply: string = messages[1].content;
    const ids = linkedIds(reply);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    const active = [...catalogue.values()].filter((p) => p.isActive);
    for (const id of ids) expect(active.map((p) => p.id)).toContain(id);
    expect(reply).toContain(`[TaxFlow Pro](/products/${catalogue.get("TaxFlow Pro")!.id})`);
    // A sole practitioner: one seat, the price for one, per month (the fixture's offers are the
    // type's defaults: per firm).
    expect(reply).toContain("**$89.00 a month**");
    // The latest reply offers three follow-ups, each a whole question.
    expect(messages[1].suggestions).toHaveLength(3);
    for (const s of messages[1].suggestions)
      expect(s.message.length).toBeGreaterThan(s.label.length - 1);
    expect(messages[0].suggestions).toBeUndefined();
    expect(new Date(messages[1].createdAt).getTime()).not.toBeNaN();
  });

  it("with only onboarding data: composes the summary itself", async () => {
    const who = visitor();
    const { conversationId } = (await start(who, { onboardingData: onboarding })).json();
    const [first] = (await getMessages(who, conversationId)).json();
    expect(first.content).toContain("Business type: Sole Practitioner");
    expect(first.content).toMatch(/which products would you recommend/);
  });

  it("New Chat (no body) makes an empty conversation with a greeting", async () => {
    const who = visitor();
    const res = await start(who);
    expect(res.statusCode).toBe(200);
    const messages = (await getMessages(who, res.json().conversationId)).json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ role: "assistant" });
    expect(messages[0].content).toMatch(/^Hello! I'm the Countinghouse product advisor/);
  });

  it.each([
    ["businessType", "freelancer"],
    ["firmSize", "gigantic"],
    ["budget", "under_100"],
    ["techComfort", "wizard"],
    ["timeframe", "someday"],
    ["services", ["Crypto Mining"]],
    ["services", []],
  ])("refuses onboarding %s = %j with a 400 naming the field", async (field, value) => {
    const res = await start(visitor(), { onboardingData: { ...onboarding, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it("refuses an initial message over 4,000 characters and a contact email that is not one", async () => {
    expect((await start(visitor(), { initialMessage: "x".repeat(4001) })).statusCode).toBe(400);
    const badEmail = await start(visitor(), {
      onboardingData: { ...onboarding, contactInfo: { email: "dana-at-example" } },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toContain("email");
  });

  it(`limits one session to ${ADVISOR_LIMITS.start.perSession} starts a minute (429 with Retry-After)`, async () => {
    const who = visitor(await signInAs(t.app, "customer_test_456"));
    for (let i = 0; i < ADVISOR_LIMITS.start.perSession; i++) {
      expect((await start(who)).statusCode).toBe(200);
    }
    const refused = await start(who);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Too many requests/);
  });

  it(`limits one address to ${ADVISOR_LIMITS.start.perIp} starts a minute even without cookies`, async () => {
    const address = nextAddress();
    for (let i = 0; i < ADVISOR_LIMITS.start.perIp; i++) {
      expect((await start({ address })).statusCode).toBe(200);
    }
    const refused = await start({ address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("ownership", () => {
  it("another session, a signed-in stranger and a cookieless caller all get 404", async () => {
    const owner = visitor();
    const { conversationId } = (
      await start(owner, { initialMessage: "I need payroll software" })
    ).json();
    const stranger = visitor();
    await start(stranger);
    const customer = visitor(await signInAs(t.app, "customer_test_456"));
    for (const who of [stranger, customer, visitor()]) {
      for (const res of [
        await getMessages(who, conversationId),
        await chat(who, conversationId, "hello"),
        await getInsights(who, conversationId),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          message: "Conversation not found",
          code: "conversation_not_found",
        });
      }
    }
    expect((await getMessages(owner, conversationId)).json()).toHaveLength(2);
  });

  it("signing in keeps a visitor's conversation, and the user keeps it in a later session", async () => {
    const who = visitor();
    const { conversationId } = (await start(who, { initialMessage: "Tax software please" })).json();
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/test-login",
      headers: { cookie: who.cookie! },
      payload: { userId: "customer_test_456" },
    });
    const signedIn = visitor(cookieHeader(signIn.headers["set-cookie"]));
    expect((await getMessages(signedIn, conversationId)).statusCode).toBe(200);
    const laterSession = visitor(await signInAs(t.app, "customer_test_456"));
    expect((await getMessages(laterSession, conversationId)).statusCode).toBe(200);
    const admin = visitor(await signInAs(t.app, "admin_test_123"));
    expect((await getMessages(admin, conversationId)).statusCode).toBe(404);
  });

  it("answers a malformed id with 400 and an unknown one with 404, both JSON", async () => {
    const who = visitor();
    await start(who);
    for (const bad of ["not-a-uuid", "1", "%27%20or%201%3D1"]) {
      const res = await getMessages(who, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain("conversationId");
    }
    const unknown = await getInsights(who, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
  });
});

describe("POST /api/ai/chat/:conversationId", () => {
  it("stores the trimmed message and a reply, and answers follow-ups about real products", async () => {
    const who = visitor();
    const { conversationId } = (await start(who, { onboardingData: onboarding })).json();
    const res = await chat(who, conversationId, "   What does PayrollPilot cost?  ");
    expect(res.statusCode).toBe(200);
    const { userMessage, assistantMessage } = res.json();
    expect(userMessage).toMatchObject({ role: "user", content: "What does PayrollPilot cost?" });
    expect(assistantMessage.role).toBe("assistant");
    expect(assistantMessage.content).toContain(
      `[PayrollPilot](/products/${catalogue.get("PayrollPilot")!.id})** ($129.00 / month) for the whole firm: **$129.00 a month**; first year $1,548.00`,
    );
    expect(assistantMessage.suggestions).toHaveLength(3);
    const messages = (await getMessages(who, conversationId)).json();
    expect(messages).toHaveLength(4);
    expect(messages.map((m: { id: number }) => m.id)).toEqual(
      [...messages.map((m: { id: number }) => m.id)].sort((a, b) => a - b),
    );
  });

  it.each([
    ["empty", ""],
    ["blank", "   \n  "],
    ["4,001 characters", "x".repeat(4001)],
    ["not text", 42],
  ])("refuses a message that is %s with 400 and stores nothing", async (_label, message) => {
    const who = visitor();
    const { conversationId } = (await start(who)).json();
    const res = await chat(who, conversationId, message);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("message");
    expect((await getMessages(who, conversationId)).json()).toHaveLength(1);
  });

  it("takes a message of exactly 4,000 characters", async () => {
    const who = visitor();
    const { conversationId } = (await start(who)).json();
    expect((await chat(who, conversationId, `payroll ${"x".repeat(3992)}`)).statusCode).toBe(200);
  });

  it("never recommends an inactive product, even when asked for it by name", async () => {
    const who = visitor();
    const { conversationId } = (
      await start(who, { initialMessage: "What does Legacy Tax 2019 cost? I do tax preparation" })
    ).json();
    await chat(who, conversationId, "compare Legacy Tax 2019 and TaxFlow Pro");
    const all = (await getMessages(who, conversationId)).json();
    const assistant = all.filter((m: { role: string }) => m.role === "assistant");
    for (const m of assistant) {
      expect(m.content).not.toContain("Legacy Tax 2019");
      expect(linkedIds(m.content)).not.toContain(catalogue.get("Legacy Tax 2019")!.id);
    }
    const insights = (await getInsights(who, conversationId)).json();
    expect(
      insights.recommendations.map((r: { productName: string }) => r.productName),
    ).not.toContain("Legacy Tax 2019");
  });

  it(`limits one session to ${ADVISOR_LIMITS.chat.perSession} messages a minute`, async () => {
    const who = visitor();
    const { conversationId } = (await start(who)).json();
    for (let i = 0; i < ADVISOR_LIMITS.chat.perSession; i++) {
      expect((await chat(who, conversationId, `question ${i} about payroll`)).statusCode).toBe(200);
    }
    const refused = await chat(who, conversationId, "one more");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("GET /api/ai/insights/:conversationId", () => {
  it("draws only on the conversation's own messages", async () => {
    const who = visitor();
    const payroll = (
      await start(who, { initialMessage: "We run payroll for 40 small businesses" })
    ).json().conversationId;
    const estate = (
      await start(who, { initialMessage: "I do estate planning: trusts and wills" })
    ).json().conversationId;
    await chat(who, payroll, "Our budget is $300 a month");
    await chat(who, estate, "Our budget is $300 a month");

    const names = async (id: string) =>
      ((await getInsights(who, id)).json().recommendations as Array<{ productName: string }>).map(
        (r) => r.productName,
      );
    const payrollNames = await names(payroll);
    const estateNames = await names(estate);
    expect(payrollNames[0]).toBe("PayrollPilot");
    expect(payrollNames).not.toContain("Estate Planning Toolkit");
    expect(estateNames[0]).toBe("Estate Planning Toolkit");
    expect(estateNames).not.toContain("PayrollPilot");
  });

  it("gives at most 3 recommendations with relevance, reasoning and benefits, plus topics and next steps", async () => {
    const who = visitor();
    const { conversationId } = (await start(who, { onboardingData: onboarding })).json();
    await chat(who, conversationId, "anything cheaper?");
    const res = await getInsights(who, conversationId);
    expect(res.statusCode).toBe(200);
    const insights = res.json();
    expect(insights.recommendations).toHaveLength(3);
    for (const r of insights.recommendations) {
      expect(catalogue.get(r.productName)?.id).toBe(r.productId);
      expect(r.relevanceScore).toBeGreaterThan(0);
      expect(r.relevanceScore).toBeLessThanOrEqual(100);
      expect(r.reasoning.length).toBeGreaterThan(20);
      expect(r.keyBenefits.length).toBeGreaterThanOrEqual(2);
    }
    expect(insights.keyTopics).toContain("Tax Preparation");
    expect(insights.nextSteps.length).toBeGreaterThan(0);
  });
});

describe("the insights panel and the chat", () => {
  it("shows exactly the chat's current recommendation, in its order, after a question that changes nothing", async () => {
    const who = visitor();
    const { conversationId } = (await start(who, { onboardingData: onboarding })).json();
    const first = (await getMessages(who, conversationId)).json();
    const recommended = linkedIds(first[1].content);
    const before = (await getInsights(who, conversationId)).json();
    await chat(who, conversationId, "Do you offer free trials?");
    const after = (await getInsights(who, conversationId)).json();
    const ids = (i: { recommendations: Array<{ productId: number }> }) =>
      i.recommendations.map((r) => r.productId);
    expect(ids(before)).toEqual(recommended.slice(0, 3));
    expect(ids(after)).toEqual(ids(before));
  });
});

describe("the insights panel and the chat, across a conversation", () => {
  /** The products of the latest reply that recommended, as its numbered list shows them. */
  const numbered = (text: string) =>
    [...text.matchAll(/^\d+\. \*\*\[[^\]]+\]\(\/products\/(\d+)\)/gm)].map((m) => Number(m[1]));

  it("shows, after every turn, the recommendation the chat last showed, in its order", async () => {
    const who = visitor();
    const { conversationId } = (await start(who, { onboardingData: onboarding })).json();
    const opening = (await getMessages(who, conversationId)).json();
    let shown = numbered(opening[1].content);
    expect(shown.length).toBeGreaterThan(1);
    const turns = [
      "Does the first one work with QuickBooks Online?",
      "Not the second one. Something else?",
      "We are 6 people now.",
      "What would those cost us a month?",
      "Actually our budget is $150 a month, hard cap.",
      "Do you offer refunds?",
    ];
    let recommendedAgain = 0;
    for (const message of turns) {
      const res = await chat(who, conversationId, message);
      expect(res.statusCode).toBe(200);
      const reply = res.json().assistantMessage.content as string;
      const listed = numbered(reply);
      if (listed.length) {
        shown = listed;
        recommendedAgain++;
      }
      const insights = (await getInsights(who, conversationId)).json() as {
        recommendations: Array<{ productId: number; relevanceScore: number }>;
      };
      expect(
        insights.recommendations.map((r) => r.productId),
        message,
      ).toEqual(shown.slice(0, 3));
      for (const r of insights.recommendations) {
        expect(r.relevanceScore).toBeGreaterThanOrEqual(1);
        expect(r.relevanceScore).toBeLessThanOrEqual(95);
      }
    }
    // The conversation changed the recommendation along the way, not only at the start.
    expect(recommendedAgain).toBeGreaterThanOrEqual(2);
  });
});

describe("GET /api/ai/memo/:conversationId", () => {
  const memo = (who: Visitor, id: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/ai/memo/${id}`,
      headers: headers(who),
      remoteAddress: who.address,
    });

  it("is a dated, printable page of the firm's needs, the recommendation, its costs and the facts cited", async () => {
    const who = visitor();
    const { conversationId } = (await start(who, { onboardingData: onboarding })).json();
    await chat(who, conversationId, "What does PayrollPilot cost?");
    const res = await memo(who, conversationId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const html = res.body;
    expect(html).toContain("Software decision memo");
    expect(html).toMatch(/Prepared \w+ \d{1,2}, \d{4}/);
    expect(html).toContain("Tax Preparation, Bookkeeping");
    const taxflow = catalogue.get("TaxFlow Pro")!;
    expect(html).toContain(`/products/${taxflow.id}"`);
    // TaxFlow Pro: $89.00 a month, $1,068.00 in the first year.
    expect(html).toContain('$89.00<br><small class="muted">a month</small>');
    expect(html).toContain("$1,068.00");
    // The fact asked about in the chat is cited, with its product page.
    expect(html).toContain(`/products/${catalogue.get("PayrollPilot")!.id}"`);
    expect(html).not.toMatch(/<script/i);
  });

  it("is its owner's only: a stranger gets 404, a malformed id 400", async () => {
    const owner = visitor();
    const { conversationId } = (await start(owner)).json();
    expect((await memo(visitor(), conversationId)).statusCode).toBe(404);
    const bad = await memo(owner, "not-a-uuid");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeDefined();
  });
});
