import type { QueryFunction } from "@tanstack/react-query";

/** Spec section 8: any non-success response becomes an Error "status: text" (status text when empty). */
async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new Error(`${response.status}: ${text}`);
  }
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

type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * GET the first element of the query key and parse JSON; a 401 throws unless told to return null.
 * The server renderer passes its own `fetch` (answered in-process), so a page's data and errors
 * are made the same way on both sides.
 */
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
  fetch?: typeof fetch;
}): QueryFunction<T> {
  const get = options.fetch ?? fetch;
  return async ({ queryKey }) => {
    const response = await get(String(queryKey[0]), { credentials: "include" });
    if (options.on401 === "returnNull" && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** True when an error from apiRequest is the server's 401. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}
