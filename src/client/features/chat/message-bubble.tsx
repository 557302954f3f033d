import Bot from "lucide-react/icons/bot";
import UserRound from "lucide-react/icons/user-round";
import type { ChatMessage } from "@shared/advisor/contracts";
import { cn } from "@client/lib/cn";
import { AssistantMarkdown } from "./markdown/assistant-markdown";
import { useLocalDates } from "@client/lib/local-date";

export function MessageBubble({
  message,
}: {
  message: Pick<ChatMessage, "role" | "content"> & { createdAt?: string };
}) {
  const mine = message.role === "user";
  const dates = useLocalDates();
  return (
    <li data-message className={cn("flex gap-3", mine && "flex-row-reverse")}>
      <span
        className={cn(
          "flex size-8 shrink-0 items-center justify-center rounded-full",
          mine ? "bg-primary text-primary-foreground" : "bg-highlight text-accent",
        )}
        aria-hidden="true"
      >
        {mine ? <UserRound className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          // min-w-0: a wide table scrolls inside the bubble instead of widening the page.
          "min-w-0 max-w-[85%] rounded-lg px-4 py-3 text-sm leading-relaxed sm:max-w-[80%]",
          mine ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{mine ? "You said:" : "AI Expert said:"}</span>
        {mine ? (
          <p className="whitespace-pre-wrap break-words">{message.content}</p>
        ) : (
          <AssistantMarkdown text={message.content} />
        )}
        {message.createdAt ? (
          <time
            dateTime={message.createdAt}
            className={cn(
              "mt-2 block text-xs",
              mine ? "text-primary-foreground/75" : "text-muted-foreground",
            )}
          >
            {dates.time(message.createdAt)}
          </time>
        ) : null}
      </div>
    </li>
  );
}
