import type { QueryFunction } from "@tanstack/react-query";
import type { ErrorCode } from "@shared/error-codes";

/**
 * A non-success answer from the API. `message` keeps the spec's format (section 8: the status, a
 * colon and space, then the response text or the status text). The server sends every error as
 * `{ message, code }`: `serverMessage` is its text for people, `code` its stable name for programs
 * (src/shared/error-codes.ts). Screens branch on `code`, never on either text.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    responseText: string,
    readonly serverMessage: string | undefined,
    readonly code: ErrorCode | undefined,
  ) {
    super(`${status}: ${responseText}`);
  }
}

/** The server's error shape, `{ message, code }` (errorSchema), read without loading zod on first view. */
export function errorBodyOf(text: string): { message?: string; code?: ErrorCode } {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== "object" || body === null) return {};
    const { message, code } = body as Record<string, unknown>;
    return {
      message: typeof message === "string" && message ? message : undefined,
      code: typeof code === "string" && code ? (code as ErrorCode) : undefined,
    };
  } catch {
    return {};
  }
}

/** The ApiError of a non-success response whose body has been read as `text`. */
export function apiErrorOf(response: Response, text: string): ApiError {
  const { message, code } = errorBodyOf(text);
  return new ApiError(response.status, text || response.statusText, message, code);
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  throw apiErrorOf(response, await response.text());
}

/** Spec section 7: credentials always; a JSON body and its content type only when a body is given. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** A shared zod contract, or anything else that checks an answer's shape. */
export interface Contract<T> {
  parse(data: unknown): T;
}

/** A contract, or a loader of one (imported on first use, so zod stays out of a first view). */
export type ContractOrLoader<T> = Contract<T> | (() => Promise<Contract<T>>);

const resolveContract = <T>(contract: ContractOrLoader<T>) =>
  typeof contract === "function" ? contract() : contract;

/** apiRequest, with the answer checked against its contract instead of trusted. */
export async function apiJson<T>(
  method: string,
  url: string,
  contract: ContractOrLoader<T>,
  data?: unknown,
): Promise<T> {
  const [response, resolved] = await Promise.all([
    apiRequest(method, url, data),
    resolveContract(contract),
  ]);
  return resolved.parse(await response.json());
}

type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * GET the first element of the query key and parse JSON; a 401 throws unless told to return null.
 * With a contract the answer is checked against it. The server renderer passes its own `fetch`
 * (answered in-process), so a page's data and errors are made the same way on both sides.
 */
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
  contract?: Contract<T>;
  fetch?: typeof fetch;
}): QueryFunction<T> {
  const get = options.fetch ?? fetch;
  return async ({ queryKey }) => {
    const response = await get(String(queryKey[0]), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    const json: unknown = await response.json();
    return options.contract ? options.contract.parse(json) : (json as T);
  };
}

/**
 * The default query function, checking the answer against a contract. A contract given as a
 * loader is imported on first use, so a query shown on every page keeps zod out of the entry.
 */
export function checkedQuery<T>(contract: ContractOrLoader<T>): QueryFunction<T> {
  return async (context) => {
    const resolved = await resolveContract(contract);
    return getQueryFn<T>({ on401: "throw", contract: resolved })(context);
  };
}

/** True when the error is an API error with one of these codes. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  return error instanceof ApiError && error.code !== undefined && codes.includes(error.code);
}

/** True when the server refused because nobody is signed in. */
export function isUnauthorizedError(error: unknown): boolean {
  return hasErrorCode(error, "unauthorized");
}

/** What to tell a person about a failure: the server's own message, or the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** The server's reason for refusing a request (a 4xx with a message); none for an outage. */
export function refusalReason(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : null;
}
