import { useState } from "react";
import { INQUIRY_TYPE_LABELS, type InquiryType } from "@shared/contracts/contact";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input, Textarea } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { toast } from "@client/lib/use-toast";

import { failureMessage } from "@client/lib/api-client";
import { useContactThread, useReplyToMessage, useSetMessageState } from "./api/contact-messages";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function ReplyForm({ messageId, subject }: { messageId: number; subject: string }) {
  const [replySubject, setReplySubject] = useState(
    /^re:/i.test(subject) ? subject : `Re: ${subject}`,
  );
  const [body, setBody] = useState("");
  const [resolve, setResolve] = useState(true);
  // One key per written reply: a double click or a retry of the same reply sends it once.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const reply = useReplyToMessage(messageId);
  return (
    <form
      aria-label="Reply by e-mail"
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { subject: replySubject, body, resolve, requestKey },
          {
            onSuccess: () => {
              toast({ title: "Reply Sent", description: "The reply is on its way by e-mail." });
              setBody("");
              setRequestKey(crypto.randomUUID());
            },
            onError: (error) =>
              toast({
                title: "Reply Not Sent",
                description: failureMessage(error, "The reply could not be sent."),
                variant: "destructive",
              }),
          },
        );
      }}
    >
      <h3 className="font-semibold">Reply by e-mail</h3>
      <label className="grid gap-1.5 text-sm font-medium">
        Subject
        <Input
          value={replySubject}
          required
          maxLength={200}
          onChange={(event) => setReplySubject(event.target.value)}
        />
      </label>
      <label className="grid gap-1.5 text-sm font-medium">
        Reply
        <Textarea
          value={body}
          required
          maxLength={10000}
          rows={6}
          onChange={(event) => setBody(event.target.value)}
          placeholder="Write your answer. It is sent from the shop's address; the customer's message is not quoted."
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={resolve}
          onChange={(event) => setResolve(event.target.checked)}
          className="h-4 w-4"
        />
        Mark resolved when sent
      </label>
      <div className="flex justify-end">
        <Button type="submit" disabled={reply.isPending || !body.trim() || !replySubject.trim()}>
          {reply.isPending ? "Sending..." : "Send reply"}
        </Button>
      </div>
    </form>
  );
}

/** One contact message: who wrote, what, the replies sent, and the reply form. */
export function MessageThread({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const { data: thread, isLoading, isError } = useContactThread(messageId);
  const setState = useSetMessageState(messageId);
  if (isLoading) return <Skeleton className="h-64 w-full" />;
  if (isError || !thread)
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        We could not load message #{messageId}.
      </p>
    );
  const open = thread.status === "new";
  const change = (action: "resolve" | "reopen") =>
    setState.mutate(action, {
      onSuccess: () =>
        toast({ title: action === "resolve" ? "Message Resolved" : "Message Reopened" }),
      onError: (error) =>
        toast({
          title: "Not Changed",
          description: failureMessage(error, "The message could not be changed."),
          variant: "destructive",
        }),
    });
  const inquiry = thread.inquiryType
    ? (INQUIRY_TYPE_LABELS[thread.inquiryType as InquiryType] ?? thread.inquiryType)
    : null;
  return (
    <Card aria-label={`Message #${thread.id}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="break-words text-lg">{thread.subject}</CardTitle>
          <p className="text-sm text-muted-foreground">
            #{thread.id} · {dateTime.format(new Date(thread.createdAt))}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={open ? "default" : "secondary"}>{open ? "Open" : "Resolved"}</Badge>
          <Button
            variant="outline"
            size="sm"
            disabled={setState.isPending}
            onClick={() => change(open ? "resolve" : "reopen")}
          >
            {open ? "Mark resolved" : "Reopen"}
          </Button>
          <Button variant="outline" size="sm" onClick={onClose}>
            Back to messages
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6 text-sm">
        <section aria-label="From" className="grid gap-1">
          <h3 className="font-semibold">From</h3>
          <p className="break-words">
            {thread.firstName} {thread.lastName} ·{" "}
            <a className="text-primary underline" href={`mailto:${thread.email}`}>
              {thread.email}
            </a>
          </p>
          {(thread.company || thread.phone || inquiry) && (
            <p className="text-muted-foreground">
              {[thread.company, thread.phone, inquiry].filter(Boolean).join(" · ")}
            </p>
          )}
        </section>
        <section aria-label="Message" className="grid gap-1">
          <h3 className="font-semibold">Message</h3>
          <p className="whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3">
            {thread.message}
          </p>
        </section>
        {thread.replies.length > 0 && (
          <section aria-label="Replies sent" className="grid gap-2">
            <h3 className="font-semibold">Replies sent</h3>
            <ul className="grid gap-2">
              {thread.replies.map((reply) => (
                <li key={reply.id} className="rounded-md border p-3">
                  <p className="font-medium">{reply.subject}</p>
                  <p className="text-xs text-muted-foreground">
                    {dateTime.format(new Date(reply.createdAt))}
                    {reply.sentBy ? ` · by ${reply.sentBy}` : ""}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words">{reply.body}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
        <ReplyForm messageId={thread.id} subject={thread.subject} />
      </CardContent>
    </Card>
  );
}
