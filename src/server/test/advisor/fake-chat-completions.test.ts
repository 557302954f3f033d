import { describe, expect, it } from "vitest";
import { protocolErrors } from "./fake-chat-completions.js";

/** The fake refuses what the real chat-completions API refuses, so the tool-calling tests can fail. */
describe("the fake provider's protocol checks", () => {
  const key = "Bearer sk-test";
  const path = "/v1/chat/completions";
  const tools = [
    {
      type: "function",
      function: { name: "cost", parameters: { type: "object", properties: {} } },
    },
  ];
  const call = { id: "call_1", type: "function", function: { name: "cost", arguments: "{}" } };
  const errors = (body: object, auth = key, url = path) =>
    protocolErrors("POST", url, auth, { model: "m", tools, ...body });

  it("accepts a conversation whose every tool call is answered", () => {
    expect(
      errors({
        messages: [
          { role: "system", content: "s" },
          { role: "user", content: "How much?" },
          { role: "assistant", content: null, tool_calls: [call] },
          { role: "tool", tool_call_id: "call_1", content: "{}" },
        ],
      }),
    ).toEqual([]);
  });

  it("refuses a tool answer to no call, a call left unanswered, and one answered twice", () => {
    expect(
      errors({
        messages: [
          { role: "user", content: "Hi" },
          { role: "tool", tool_call_id: "call_9", content: "{}" },
        ],
      }),
    ).toHaveLength(1);
    expect(
      errors({
        messages: [
          { role: "user", content: "Hi" },
          { role: "assistant", content: null, tool_calls: [call] },
          { role: "user", content: "and?" },
        ],
      }),
    ).toHaveLength(1);
    expect(
      errors({
        messages: [
          { role: "assistant", content: null, tool_calls: [call] },
          { role: "tool", tool_call_id: "call_1", content: "{}" },
          { role: "tool", tool_call_id: "call_1", content: "{}" },
        ],
      }),
    ).toHaveLength(1);
  });

  it("refuses a missing key, the wrong path, a bad tool name and tool_choice without tools", () => {
    const messages = [{ role: "user", content: "Hi" }];
    expect(errors({ messages }, "")).toHaveLength(1);
    expect(errors({ messages }, key, "/v1/completions")).toHaveLength(1);
    expect(
      errors({
        messages,
        tools: [{ type: "function", function: { name: "find products", parameters: {} } }],
      }),
    ).toHaveLength(2);
    expect(
      protocolErrors("POST", path, key, { model: "m", tool_choice: "auto", messages }),
    ).toHaveLength(1);
  });
});
