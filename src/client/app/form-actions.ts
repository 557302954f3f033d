import type { ApiAnswer } from "@shared/contracts/page-render";

/*
 * What the route modules' actions share: the forms that work before the page's script (and
 * without it) post to their page, and the page's action asks the API in-process, as the script
 * would have (docs/pages-and-rendering.md).
 */

/** A form's fields as plain strings (a field sent twice keeps its last value). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData())
    if (typeof value === "string") fields[name] = value;
  return fields;
}

/** Whether the API did it. */
export const succeeded = (answer: ApiAnswer) => answer.status >= 200 && answer.status < 300;

/** The server's own reason for a refusal (a 4xx with a message), else the fallback. */
export function refusal(answer: ApiAnswer, fallback: string): string {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  return answer.status < 500 && typeof message === "string" && message ? message : fallback;
}

/** What an action answers when its form could not be done: the page shows it. */
export interface FormFailure {
  error: string;
}
