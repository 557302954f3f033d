import { expect } from "vitest";
import { ERROR_CODE_LIST } from "../../shared/error-codes.js";

/** An injected or fetched answer: status, headers and body. */
interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The API's error shape: JSON `{ message, code }`, the code one of src/shared/error-codes.ts. */
export function expectErrorBody(res: Answer, where: string): { message: string; code: string } {
  expect(res.headers["content-type"], where).toMatch(/application\/json/);
  const body = JSON.parse(res.body) as { message: unknown; code: unknown };
  expect(typeof body.message, where).toBe("string");
  expect(ERROR_CODE_LIST, `${where}: code ${String(body.code)}`).toContain(body.code);
  return body as { message: string; code: string };
}
