import { describe, expect, it } from "vitest";
import { emptyScan, judge, scanLogLines } from "./suite-logs.js";

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1732212345678, pid: 1, hostname: "h", ...fields });
const clean = [
  line({
    reqId: "req-1",
    req: { method: "POST", url: "/api/test-login" },
    msg: "incoming request",
  }),
  line({ reqId: "req-1", userId: "customer_test_456", msg: "signed in with a test account" }),
  line({ reqId: "req-2", statusCode: 401, route: "/api/cart", msg: "authorisation refused" }),
  line({
    reqId: "req-3",
    reason: "No signatures found",
    msg: "stripe webhook refused: bad signature",
  }),
  line({ reqId: "req-4", err: { message: "database said no" }, msg: "request failed" }),
  line({
    reqId: "req-5",
    res: { statusCode: 200 },
    responseTime: 0.5234567890123456,
    msg: "request completed",
  }),
  line({ reqId: "req-6", req: { url: "/api/ai/messages/3f2c9a4e-8b1d-4c7e-9f00-1a2b3c4d5e6f" } }),
  // A conversation id whose middle groups are digits that pass the Luhn check (seen in a run).
  line({ reqId: "req-7", req: { url: "/api/ai/chat/b3cf0080-9138-4007-8908-ff84d05c8a10" } }),
];

function scan(lines: string[], secrets: string[] = []) {
  const result = emptyScan();
  scanLogLines("vitest-1.ndjson", lines, secrets, result);
  return result;
}

describe("the end-of-suite log check", () => {
  it("passes clean lines and counts the events, each with its request id", () => {
    const result = scan(clean);
    expect(result.leaks).toEqual([]);
    expect(result.events).toEqual({
      "sign-ins": 1,
      "refused authorisations": 1,
      "bad webhook signatures": 1,
      "server errors": 1,
    });
    expect(judge(result, { vitest: true, e2e: false })).toEqual([]);
  });

  it.each([
    ["a raw Cookie header", line({ req: { headers: { cookie: "ch_session=abc" } } })],
    ["an Authorization header", line({ req: { headers: { authorization: "[hidden]" } } })],
    ["a session cookie in a message", line({ msg: "got __Host-ch_session=Zx81kLq0aa" })],
    ["a session id", line({ sid: "q3Jk8sYt0vWmB2nX5cRa7eLd9hGf1iUo4pZyTxVwS6M" })],
    ["a bearer token", line({ msg: "calling with Bearer abc.def.ghi123" })],
    ["a Stripe secret key", line({ key: "sk_test_51HxYz" })],
    ["a webhook secret", line({ msg: "secret whsec_abc123" })],
    ["an AI key", line({ msg: "auth sk-proj-abcdef123" })],
    ["a client secret", line({ cs: "test_pi_12_ab12cd_secret_Q2hlY2tvdXQx" })],
    ["an OIDC code", line({ url: "/api/auth/google/callback?code=4/0Ab" })],
    ["the succeeding test card", line({ card: "4242 4242 4242 4242" })],
    ["the declined test card", line({ card: "4000-0000-0000-0002" })],
    ["another card number", line({ pan: "5555555555554444" })],
    [
      "a failed query's parameters",
      line({ err: { message: "Failed query: select 1\nparams: abc,def" } }),
    ],
    ["a database error's row detail", line({ err: { detail: "Key (id)=(7) is not present" } })],
  ])("finds %s", (_what, text) => {
    const result = scan([text]);
    expect(result.leaks.length).toBeGreaterThan(0);
    expect(judge(result, { vitest: false, e2e: false })[0]).toMatch(/in vitest-1\.ndjson:1/);
  });

  it("finds a secret value a test recorded, whatever its shape", () => {
    expect(
      scan([line({ msg: "plain-looking-value-77" })], ["plain-looking-value-77"]).leaks,
    ).toHaveLength(1);
  });

  it("fails an event logged without a request id, and a run whose logs were not captured", () => {
    const result = scan([line({ msg: "signed in" })]);
    expect(judge(result, { vitest: true, e2e: true })).toEqual(
      expect.arrayContaining([
        "sign-ins without a request id in vitest-1.ndjson:1",
        "no log line from the e2e server was captured",
        "no server errors logged anywhere in the suite",
      ]),
    );
  });
});
