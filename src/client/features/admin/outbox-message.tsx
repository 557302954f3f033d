import type { OutboxMessage, OutboxStatus } from "@shared/contracts/email";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";

import { AdminListBody } from "./admin-list";
import { useOutboxMessage } from "./api/outbox";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const sentAt = (iso: string) => dateTime.format(new Date(iso));

/** "order-confirmation" -> "Order confirmation". */
export const kindLabel = (kind: string) => {
  const words = kind.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const STATUS: Record<
  OutboxStatus,
  { label: string; variant: "success" | "secondary" | "outline" | "destructive" }
> = {
  pending: { label: "Queued", variant: "outline" },
  stored: { label: "Stored", variant: "secondary" },
  sent: { label: "Sent", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

export function OutboxStatusBadge({
  status,
  className,
}: {
  status: OutboxStatus;
  className?: string;
}) {
  const { label, variant } = STATUS[status];
  return (
    <Badge variant={variant} className={className}>
      {label}
    </Badge>
  );
}

/**
 * The HTML part as the recipient's mail program would show it, in a sandbox: no scripts, no
 * same-origin access, no forms; links open in a new tab outside the sandbox. The page's own CSP
 * still applies inside (srcdoc inherits it), so nothing the message says can load or run more.
 */
export function htmlPreview(html: string): string {
  const base = '<base target="_blank">';
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => head + base);
  if (/<html[^>]*>/i.test(html))
    return html.replace(/<html[^>]*>/i, (open) => `${open}<head>${base}</head>`);
  return base + html;
}

function MessageBody({ message }: { message: OutboxMessage }) {
  const facts: Array<[string, string]> = [
    ["To", message.to],
    ["Kind", kindLabel(message.kind)],
    ["Written", sentAt(message.createdAt)],
  ];
  if (message.sentAt)
    facts.push([message.status === "sent" ? "Sent" : "Stored", sentAt(message.sentAt)]);
  if (message.attempts > 0) facts.push(["Attempts", String(message.attempts)]);
  return (
    <div className="grid gap-6 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {message.lastError && (
        <p role="status" className="break-words rounded-md border border-destructive/30 p-3">
          <span className="font-medium">Last error: </span>
          {message.lastError}
        </p>
      )}
      <section aria-label="Plain text" className="grid gap-1">
        <h3 className="font-semibold">Plain text</h3>
        <pre className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-3 font-sans">
          {message.text}
        </pre>
      </section>
      <section aria-label="HTML" className="grid gap-1">
        <h3 className="font-semibold">HTML</h3>
        <iframe
          title={`HTML part of “${message.subject}”`}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={htmlPreview(message.html)}
          className="h-96 w-full rounded-md border bg-white"
        />
      </section>
    </div>
  );
}

/** One e-mail from the outbox: who it went to, when, where it stands, and both its parts. */
export function OutboxMessageView({
  messageId,
  onClose,
}: {
  messageId: number;
  onClose: () => void;
}) {
  const query = useOutboxMessage(messageId);
  const message = query.data;
  return (
    <Card aria-label={`E-mail #${messageId}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="break-words text-lg">
            {message?.subject ?? `E-mail #${messageId}`}
          </CardTitle>
          <p className="text-sm text-muted-foreground">#{messageId}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {message && <OutboxStatusBadge status={message.status} />}
          <Button variant="outline" size="sm" onClick={onClose}>
            Back to outbox
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <AdminListBody
          query={query}
          what={`e-mail #${messageId}`}
          isEmpty={() => false}
          empty={null}
        >
          {(data) => <MessageBody message={data} />}
        </AdminListBody>
      </CardContent>
    </Card>
  );
}
