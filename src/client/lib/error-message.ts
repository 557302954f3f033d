/**
 * The person-readable part of an apiRequest error ("402: {\"message\":\"Your card was declined.\"}"
 * -> "Your card was declined."), or the fallback when there is none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // not JSON: fall through
  }
  return fallback;
}
