import { dehydrate, hydrate, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import type { ErrorCode } from "@shared/error-codes";
import { ApiError } from "./api-client";

/** The id of the `<script type="application/json">` that carries the server's query cache. */
export const QUERY_STATE_ID = "query-state";

type SerializedError = { message: string } & Record<string, unknown>;

/**
 * The server's query cache as JSON for the page: data and failed queries alike (a missing product
 * is rendered as Product Not Found, and the browser must start from the same failure). An error
 * travels as its message and own fields. `<` is escaped so no text can close the script element.
 */
export function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== "pending",
  });
  const queries = state.queries.map((query) => {
    const error = query.state.error;
    if (!(error instanceof Error)) return query;
    const serialized: SerializedError = { ...error, message: error.message };
    return { ...query, state: { ...query.state, error: serialized } };
  });
  return JSON.stringify({ ...state, queries }).replaceAll("<", "\\u003c");
}

/** An API failure comes back as the ApiError it was (status, text, the server's message). */
function restoreError({ message, status, serverMessage, code }: SerializedError): Error {
  if (typeof status !== "number") return new Error(message);
  const text = message.slice(`${status}: `.length);
  return new ApiError(
    status,
    text,
    typeof serverMessage === "string" ? serverMessage : undefined,
    typeof code === "string" ? (code as ErrorCode) : undefined,
  );
}

/** Fills the browser's query cache from the server's, before the first render reads it. */
export function restoreQueryState(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as SerializedError | null;
    if (error) query.state.error = restoreError(error);
  }
  hydrate(queryClient, state);
}
