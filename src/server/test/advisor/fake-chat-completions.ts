import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{
      role: string;
      content: string | null;
      tool_call_id?: string;
      tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
    }>;
    tools?: Array<{
      type: string;
      function: { name: string; description: string; parameters: unknown };
    }>;
    tool_choice?: unknown;
  };
}

/**
 * What the chat-completions API refuses with a 400 before any model runs, checked here so that a
 * request the real provider would refuse fails the tests instead of passing against a lenient
 * fake: the path and method, the bearer key, the model, the tools' shape (function tools with a
 * name of at most 64 letters, digits, _ or -, and an object schema), and the tool-call protocol
 * (a `tool` message answers a call of the assistant message just before it; every call is
 * answered before the conversation goes on; ids are not answered twice).
 */
export function protocolErrors(
  method: string | undefined,
  path: string,
  authorization: string | undefined,
  body: unknown,
): string[] {
  const errors: string[] = [];
  if (method !== "POST" || path !== "/v1/chat/completions")
    errors.push(`${method} ${path}: not the chat-completions endpoint`);
  if (!/^Bearer \S+$/.test(authorization ?? "")) errors.push("no bearer API key");
  if (typeof body !== "object" || body === null) return [...errors, "the body is not an object"];
  const b = body as Record<string, unknown>;
  if (typeof b.model !== "string" || !b.model) errors.push("model: required");
  const tools = b.tools;
  if (tools !== undefined) {
    if (!Array.isArray(tools) || tools.length === 0) errors.push("tools: a non-empty array");
    else
      for (const [i, tool] of tools.entries()) {
        const fn = (tool as { function?: Record<string, unknown> })?.function;
        if ((tool as { type?: unknown })?.type !== "function" || !fn)
          errors.push(`tools[${i}]: not a function tool`);
        else {
          if (typeof fn.name !== "string" || !/^[a-zA-Z0-9_-]{1,64}$/.test(fn.name))
            errors.push(`tools[${i}].function.name: invalid`);
          const params = fn.parameters as { type?: unknown } | undefined;
          if (params !== undefined && params?.type !== "object")
            errors.push(`tools[${i}].function.parameters: not an object schema`);
        }
      }
  }
  if (b.tool_choice !== undefined && tools === undefined)
    errors.push("tool_choice is only allowed when tools are given");
  if (
    b.tool_choice !== undefined &&
    !["none", "auto", "required"].includes(b.tool_choice as string) &&
    typeof b.tool_choice !== "object"
  )
    errors.push("tool_choice: invalid");
  const messages = b.messages;
  if (!Array.isArray(messages) || messages.length === 0)
    return [...errors, "messages: a non-empty array"];
  /** Calls of the last assistant message not yet answered. */
  let open = new Set<string>();
  let answerable = new Set<string>();
  for (const [i, raw] of messages.entries()) {
    const m = raw as Record<string, unknown>;
    const role = m.role;
    if (!["system", "developer", "user", "assistant", "tool"].includes(role as string)) {
      errors.push(`messages[${i}].role: invalid`);
      continue;
    }
    if (role === "tool") {
      const id = m.tool_call_id;
      if (typeof id !== "string" || !answerable.has(id))
        errors.push(
          `messages[${i}]: a 'tool' message must answer a tool call of the assistant message before it`,
        );
      else if (!open.has(id)) errors.push(`messages[${i}]: tool call ${id} answered twice`);
      open.delete(id as string);
      if (typeof m.content !== "string") errors.push(`messages[${i}].content: a string`);
      continue;
    }
    if (open.size)
      errors.push(
        `messages[${i}]: an assistant message with 'tool_calls' must be followed by tool messages answering each call (${[...open].join(", ")})`,
      );
    open = new Set();
    answerable = new Set();
    if (role === "assistant" && Array.isArray(m.tool_calls)) {
      if (m.tool_calls.length === 0) errors.push(`messages[${i}].tool_calls: empty`);
      for (const call of m.tool_calls as Array<Record<string, unknown>>) {
        const fn = call.function as { name?: unknown; arguments?: unknown } | undefined;
        if (typeof call.id !== "string" || call.type !== "function" || !fn)
          errors.push(`messages[${i}].tool_calls: a call without id, type or function`);
        else if (typeof fn.name !== "string" || typeof fn.arguments !== "string")
          errors.push(`messages[${i}].tool_calls: name and arguments are strings`);
        else {
          open.add(call.id);
          answerable.add(call.id);
        }
      }
    } else if (typeof m.content !== "string" || (role !== "assistant" && !m.content))
      errors.push(`messages[${i}].content: required`);
  }
  if (open.size)
    errors.push(
      `the last assistant message's tool calls are not all answered (${[...open].join(", ")})`,
    );
  return errors;
}

/** One scripted answer of the fake model: tool calls (arguments as objects or raw text), or text. */
export type ScriptStep =
  | { toolCalls: Array<{ name: string; arguments: unknown }>; content?: string | null }
  | { content: string }
  /** Never answers (the request times out). */
  | { hang: true }
  /** A 200 whose body is not a chat completion. */
  | { malformed: string }
  | { status: number };

/**
 * A local server speaking the OpenAI chat-completions wire format, tool calls included, so the
 * real SDK and the tool-calling advisor run end to end in tests without any network. A request the
 * real API would refuse (protocolErrors) gets the API's 400 and is kept in `violations`; any
 * other takes the next step of the script; when the script is done, it answers 500.
 */
export async function startFakeChatCompletions() {
  const requests: RecordedRequest[] = [];
  /** What the real API would have refused (400) in the requests so far. */
  const violations: string[] = [];
  let script: ScriptStep[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as RecordedRequest["body"];
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      // A request the real API would refuse gets its 400, and is kept for the test to fail on.
      const errors = protocolErrors(req.method, req.url ?? "", req.headers.authorization, body);
      if (errors.length) {
        violations.push(...errors);
        res.writeHead(400, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            error: {
              message: errors[0],
              type: "invalid_request_error",
              param: null,
              code: null,
            },
          }),
        );
        return;
      }
      const step = script.shift() ?? { status: 500 };
      if ("hang" in step) {
        hanging.add(res);
        return;
      }
      if ("malformed" in step) {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(step.malformed);
        return;
      }
      if ("status" in step) {
        res.writeHead(step.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
        return;
      }
      const toolCalls =
        "toolCalls" in step
          ? step.toolCalls.map((call, i) => ({
              id: `call_${requests.length}_${i}`,
              type: "function",
              function: {
                name: call.name,
                arguments:
                  typeof call.arguments === "string"
                    ? call.arguments
                    : JSON.stringify(call.arguments),
              },
            }))
          : undefined;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: 1_700_000_000,
          model: body.model,
          choices: [
            {
              index: 0,
              message: {
                role: "assistant",
                content: step.content ?? null,
                ...(toolCalls ? { tool_calls: toolCalls } : {}),
              },
              finish_reason: toolCalls ? "tool_calls" : "stop",
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    violations,
    /** The answers to give, in order, from the next request on. */
    play(steps: ScriptStep[]) {
      script = [...steps];
      requests.length = 0;
      violations.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
