import { useState, type FormEvent, type KeyboardEvent } from "react";
import { useHydrated } from "@client/lib/use-hydrated";
import { useTypedValue } from "@client/lib/use-typed-value";
import Send from "lucide-react/icons/send";
import { MESSAGE_MAX_LENGTH } from "@shared/advisor/limits";
import { Button } from "@client/components/ui/button";
import { Textarea } from "@client/components/ui/input";

/**
 * The send box (spec section 5): blank input is ignored, text is trimmed, and Send is disabled
 * while the box is empty or a message is on its way. Enter sends; Shift+Enter starts a new line.
 * It is a real form posted to the conversation's page: before the page's script runs, or
 * without it, the page's action sends the message (and the box is never disabled).
 */
export function MessageComposer({
  sending,
  onSend,
}: {
  sending: boolean;
  /** Resolves true when the message went; false gives the text back to the box. */
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const box = useTypedValue<HTMLTextAreaElement>(text, setText);
  const hydrated = useHydrated();
  const trimmed = text.trim();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || sending) return;
    setText("");
    if (!(await onSend(trimmed))) setText((current) => current || trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form method="post" onSubmit={submit} className="flex items-end gap-2 border-t p-3 sm:p-4">
      <label htmlFor="chat-message" className="sr-only">
        Your message
      </label>
      <Textarea
        id="chat-message"
        name="message"
        {...box}
        onKeyDown={onKeyDown}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder="Ask about products, prices or comparisons…"
        className="min-h-11 resize-none"
      />
      <Button
        type="submit"
        size="icon"
        aria-label="Send message"
        disabled={hydrated && (!trimmed || sending)}
      >
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
