import type { Suggestion } from "@shared/advisor/contracts";

/**
 * The follow-ups offered under the latest reply (issue 43): buttons that send their whole question,
 * reachable by keyboard, with the focus ring every control has, and 44 px tall on phones. Each is a
 * submit button of a form posted to the conversation's page (decision 0213): a tap before the
 * page's script runs sends the question too; with the script it is sent in the page.
 */
export function SuggestionChips({
  suggestions,
  disabled,
  onChoose,
}: {
  suggestions: readonly Suggestion[];
  disabled: boolean;
  onChoose: (message: string) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <form method="post">
      <ul aria-label="Suggested questions" className="mt-4 flex flex-wrap gap-2 sm:pl-11">
        {suggestions.map((s) => (
          <li key={s.message}>
            <button
              type="submit"
              name="message"
              value={s.message}
              title={s.message}
              disabled={disabled}
              onClick={(event) => {
                event.preventDefault();
                onChoose(s.message);
              }}
              className="inline-flex min-h-11 items-center rounded-full border border-accent/40 bg-background px-4 text-left text-sm font-medium text-accent transition-colors hover:bg-highlight disabled:pointer-events-none disabled:opacity-50 sm:min-h-9"
            >
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
