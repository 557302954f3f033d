import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
  };
}

/**
 * What the fake answers: the reply's structured output and the insights' (objects are sent as
 * JSON text, strings as they are, so malformed content can be tested), or misbehaviour.
 */
export type FakeBehaviour =
  | { kind: "answer"; reply: unknown; insights: unknown }
  | { kind: "hang" }
  /** A 200 whose body is not a chat completion. */
  | { kind: "malformed"; body: string }
  | { kind: "error"; status: number };

/**
 * A local server speaking the OpenAI chat-completions wire format, so the real SDK and provider
 * code run end to end in tests without any network.
 */
export async function startFakeChatCompletions() {
  const requests: RecordedRequest[] = [];
  let behaviour: FakeBehaviour = { kind: "error", status: 500 };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw) as RecordedRequest["body"];
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      if (behaviour.kind === "hang") {
        hanging.add(res);
        return;
      }
      if (behaviour.kind === "malformed") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(behaviour.body);
        return;
      }
      if (behaviour.kind === "error") {
        res.writeHead(behaviour.status, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
        return;
      }
      const wantsInsights = body.response_format?.json_schema?.name === "advisor_insights";
      const answer = wantsInsights ? behaviour.insights : behaviour.reply;
      const content = typeof answer === "string" ? answer : JSON.stringify(answer);
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
              message: { role: "assistant", content },
              finish_reason: "stop",
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
    behave(next: FakeBehaviour) {
      behaviour = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
