import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createTestApp, type TestApp } from "../../test/helpers.js";
import { addMessages } from "./conversations-repository.js";
import {
  ADVISOR_LIMITS,
  CONVERSATION_FULL,
  CONVERSATION_MAX_MESSAGES,
  MESSAGES_PAGE,
} from "./routes.js";

/** Finding 3: conversations grew without bound; messages and insights had no rate limit. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
async function fullConversation(messageCount: number) {
  const remoteAddress = `198.18.3.${++address}`;
  const start = await t.app.inject({
    method: "POST",
    url: "/api/ai/start-conversation",
    remoteAddress,
  });
  const cookie = cookieHeader(start.headers["set-cookie"]);
  const { conversationId } = start.json() as { conversationId: string };
  const filler = Array.from({ length: messageCount - 1 }, (_, i) => ({
    role: i % 2 ? ("assistant" as const) : ("user" as const),
    content: `message ${i + 2} ${"x".repeat(2000)}`,
  }));
  await addMessages(t.database.db, conversationId, filler);
  return { cookie, conversationId, remoteAddress };
}

describe("a long advisor conversation", () => {
  it(`stops at ${CONVERSATION_MAX_MESSAGES} messages with a clear message`, async () => {
    const { cookie, conversationId, remoteAddress } = await fullConversation(
      CONVERSATION_MAX_MESSAGES - 1,
    );
    const chat = await t.app.inject({
      method: "POST",
      url: `/api/ai/chat/${conversationId}`,
      headers: { cookie },
      remoteAddress,
      payload: { message: "one more" },
    });
    expect(chat.statusCode).toBe(409);
    expect(chat.json()).toEqual({ message: CONVERSATION_FULL, code: "conversation_full" });
  });

  it("GET messages answers the latest page as the spec's plain list, older ones with ?before=", async () => {
    const { cookie, conversationId, remoteAddress } = await fullConversation(150);
    const first = await t.app.inject({
      url: `/api/ai/messages/${conversationId}`,
      headers: { cookie },
      remoteAddress,
    });
    expect(first.statusCode).toBe(200);
    const page = first.json() as Array<{ id: number; content: string }>;
    expect(Array.isArray(page)).toBe(true);
    expect(page).toHaveLength(MESSAGES_PAGE);
    expect(page.at(-1)!.content).toMatch(/^message 150 /);
    expect(page[0]!.id).toBeLessThan(page[1]!.id);
    const older = await t.app.inject({
      url: `/api/ai/messages/${conversationId}?before=${page[0]!.id}`,
      headers: { cookie },
      remoteAddress,
    });
    const rest = older.json() as Array<{ content: string }>;
    expect(rest).toHaveLength(50);
    expect(rest[0]!.content).not.toMatch(/^message/); // the greeting
  });

  it("insights and messages are rate limited per session", async () => {
    const { cookie, conversationId, remoteAddress } = await fullConversation(4);
    const limit = ADVISOR_LIMITS.insights.perSession;
    for (let i = 0; i < limit; i++) {
      const res = await t.app.inject({
        url: `/api/ai/insights/${conversationId}`,
        headers: { cookie },
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      url: `/api/ai/insights/${conversationId}`,
      headers: { cookie },
      remoteAddress,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    for (let i = 0; i < ADVISOR_LIMITS.messages.perSession; i++) {
      await t.app.inject({
        url: `/api/ai/messages/${conversationId}`,
        headers: { cookie },
        remoteAddress,
      });
    }
    const messagesRefused = await t.app.inject({
      url: `/api/ai/messages/${conversationId}`,
      headers: { cookie },
      remoteAddress,
    });
    expect(messagesRefused.statusCode).toBe(429);
  }, 60_000);
});
