import { useState } from "react";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { formatDate } from "@client/lib/format-date";
import { cn } from "@client/lib/cn";

import { AdminListBody, OpenableRows } from "./admin-list";
import { useContactMessages, type InboxFilter } from "./api/contact-messages";
import { MessageThread } from "./message-thread";

const FILTERS: Array<{ value: InboxFilter; label: string }> = [
  { value: "new", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "", label: "All" },
];

/** The Messages tab: the contact form's inbox, open messages first, and one message's thread. */
export function MessagesPanel() {
  const [filter, setFilter] = useState<InboxFilter>("new");
  const [selected, setSelected] = useState<number | null>(null);
  const messages = useContactMessages(filter);

  if (selected !== null)
    return <MessageThread messageId={selected} onClose={() => setSelected(null)} />;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 p-4 sm:p-6">
        <CardTitle>Messages</CardTitle>
        <div role="group" aria-label="Show messages" className="flex gap-1 rounded-md border p-1">
          {FILTERS.map(({ value, label }) => (
            <Button
              key={label}
              size="sm"
              variant={filter === value ? "default" : "ghost"}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent className="px-4 pb-4 sm:px-6">
        <AdminListBody
          query={messages}
          what="the messages"
          isEmpty={(data) => data.length === 0}
          empty={filter === "new" ? "No open messages. The inbox is clear." : "No messages here."}
        >
          {(data) => (
            <OpenableRows
              label="Contact messages"
              items={data}
              onOpen={(message) => setSelected(message.id)}
              rowClassName="gap-1 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
            >
              {(message) => (
                <>
                  <span className="min-w-0">
                    <span
                      className={cn(
                        "block truncate",
                        message.status === "new" ? "font-semibold" : "font-medium",
                      )}
                    >
                      {message.subject}
                    </span>
                    <span className="block truncate text-muted-foreground">
                      {message.firstName} {message.lastName} · {message.email} ·{" "}
                      {formatDate(message.createdAt)}
                    </span>
                  </span>
                  <Badge
                    variant={message.status === "new" ? "default" : "secondary"}
                    className="justify-self-start"
                  >
                    {message.status === "new" ? "Open" : "Resolved"}
                  </Badge>
                </>
              )}
            </OpenableRows>
          )}
        </AdminListBody>
      </CardContent>
    </Card>
  );
}
