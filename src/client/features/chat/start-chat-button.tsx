import type { ComponentProps } from "react";
import { Button } from "@client/components/ui/button";
import { useStartNewChat } from "./use-start-new-chat";

/**
 * Start New Conversation and New Chat as a real form (posted to /chat's action): it starts a
 * conversation before the page's script runs, or without it. With the script the conversation
 * starts in the page and its failure is the spec's toast.
 */
export function StartChatButton(props: Omit<ComponentProps<typeof Button>, "type" | "onClick">) {
  const { start, starting } = useStartNewChat();
  return (
    <form
      method="post"
      action="/chat"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <Button type="submit" disabled={starting} aria-busy={starting} {...props} />
    </form>
  );
}
