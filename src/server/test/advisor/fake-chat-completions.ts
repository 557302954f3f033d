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
 * real SDK and the tool-calling advisor run end to end in tests without any network. Each request
 * takes the next step of the script; when the script is done, it answers 500.
 */
export async function startFakeChatCompletions() {
  const requests: RecordedRequest[] = [];
  let script: ScriptStep[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as RecordedRequest["body"];
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
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
    /** The answers to give, in order, from the next request on. */
    play(steps: ScriptStep[]) {
      script = [...steps];
      requests.length = 0;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
