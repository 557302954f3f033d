import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import Bot from "lucide-react/icons/bot";
import FileText from "lucide-react/icons/file-text";
import LoaderCircle from "lucide-react/icons/loader-circle";
import MessageSquarePlus from "lucide-react/icons/message-square-plus";
import { buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/lib/use-toast";
import { cn } from "@client/lib/cn";
import { useInsights } from "./api/get-insights";
import { useMessages } from "./api/get-messages";
import { useSendMessage } from "./api/send-message";
import { hasInsights, InsightsPanel } from "./insights-panel";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { StartChatButton } from "./start-chat-button";
import { SuggestionChips } from "./suggestion-chips";

function ConversationMissing() {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">Conversation not found</h1>
      <p className="mt-2 text-muted-foreground">
        This conversation does not exist or belongs to another session.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <StartChatButton>Start New Conversation</StartChatButton>
        <Link to="/chat" className={buttonClass("outline")}>
          Back to AI Chat
        </Link>
      </div>
    </div>
  );
}

export function ConversationView({ conversationId }: { conversationId: string }) {
  const messages = useMessages(conversationId);
  const list = messages.data ?? [];
  const insights = useInsights(conversationId, list.length);
  const send = useSendMessage(conversationId);
  const [pending, setPending] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const showInsights = hasInsights(insights.data);
  const latest = list.at(-1);
  const suggestions = latest?.role === "assistant" ? (latest.suggestions ?? []) : [];

  // A new reply is read from its start; while sending, the newest line is what matters.
  useEffect(() => {
    const box = scroller.current;
    const items = box?.querySelectorAll<HTMLElement>("[data-message]");
    const newest = items?.[items.length - 1];
    if (!box || !newest) return;
    box.scrollTop = pending ? box.scrollHeight : newest.offsetTop - 16;
  }, [list.length, pending]);

  async function onSend(text: string): Promise<boolean> {
    setPending(text);
    try {
      await send.mutateAsync(text);
      return true;
    } catch (error) {
      console.error("Failed to send message", error);
      toast({
        title: "Error",
        description: "Failed to send message. Please try again.",
        variant: "destructive",
      });
      return false;
    } finally {
      setPending(null);
    }
  }

  if (messages.isError) return <ConversationMissing />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      {/* The chat takes the whole width until there are insights to show beside it. */}
      <div
        className={cn(
          "grid gap-6 lg:items-start",
          showInsights ? "lg:grid-cols-3" : "mx-auto max-w-4xl",
        )}
      >
        <Card className={cn("flex min-w-0 flex-col", showInsights && "lg:col-span-2")}>
          <div className="flex items-center justify-between gap-3 border-b p-4">
            <div className="flex items-center gap-3">
              <span className="flex size-9 items-center justify-center rounded-full bg-highlight text-accent">
                <Bot className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h1 className="text-lg font-semibold leading-tight">AI Product Expert</h1>
                <p className="hidden text-xs text-muted-foreground sm:block">
                  Recommends only products from our catalogue
                </p>
              </div>
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              {/* The memo is a printable page served whole by the server (issue 43). */}
              <a
                href={`/api/ai/memo/${conversationId}`}
                target="_blank"
                rel="noopener"
                className={buttonClass("outline", "sm", "max-sm:h-11")}
              >
                <FileText aria-hidden="true" />
                Save as memo
                <span className="sr-only"> (opens a printable page in a new tab)</span>
              </a>
              <StartChatButton variant="outline" size="sm" className="max-sm:h-11">
                <MessageSquarePlus aria-hidden="true" />
                New Chat
              </StartChatButton>
            </div>
          </div>
          <div
            ref={scroller}
            className="relative h-[60vh] min-h-80 overflow-y-auto p-4 lg:h-[calc(100vh-18rem)]"
          >
            {messages.isPending ? (
              <div className="space-y-4">
                <span role="status" className="sr-only">
                  Loading messages…
                </span>
                <Skeleton className="h-24 w-3/4" />
                <Skeleton className="ml-auto h-12 w-1/2" />
              </div>
            ) : (
              <ol className="space-y-5" aria-label="Messages" aria-live="polite">
                {list.map((m) => (
                  <MessageBubble key={m.id} message={m} />
                ))}
                {pending ? <MessageBubble message={{ role: "user", content: pending }} /> : null}
                {pending ? (
                  <li className="flex items-center gap-2 pl-11 text-sm text-muted-foreground">
                    <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                    Thinking…
                  </li>
                ) : null}
              </ol>
            )}
            {!messages.isPending ? (
              <SuggestionChips
                suggestions={suggestions}
                disabled={send.isPending || pending !== null}
                onChoose={(message) => void onSend(message)}
              />
            ) : null}
          </div>
          <MessageComposer sending={send.isPending} onSend={onSend} />
        </Card>
        {showInsights ? (
          <aside className="lg:col-span-1" aria-label="Conversation insights">
            <InsightsPanel insights={insights.data} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
