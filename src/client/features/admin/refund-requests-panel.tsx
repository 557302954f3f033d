import { useId, useState } from "react";
import type { AdminRefundRequest } from "@shared/contracts/refund-requests";
import { formatPrice } from "@shared/money";
import { REFUND_REQUEST_STATUSES, type RefundRequestStatus } from "@shared/refunds";
import { REFUND_REQUEST_STATUS_LABELS } from "@shared/status-labels";
import { Badge } from "@client/components/ui/badge";
import { Button } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Textarea } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { failureMessage } from "@client/lib/api-client";
import { formatDate } from "@client/lib/format-date";
import { toast } from "@client/lib/use-toast";
import { AdminListBody, FILTER_LABEL } from "./admin-list";
import { useDecideRefundRequest, useRefundRequests } from "./api/refund-requests";
import { Pager } from "./pager";

/** The Refund requests tab (decision 0261): customers' requests, each answered here. */
export function RefundRequestsPanel() {
  const [status, setStatus] = useState<RefundRequestStatus | "">("open");
  const [page, setPage] = useState(1);
  const query = useRefundRequests(status, page);
  return (
    <Card>
      <CardHeader className="gap-4 p-4 sm:p-6">
        <CardTitle asHeading="h2">Refund requests</CardTitle>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.data ? `${query.data.open} waiting for an answer` : "\u00a0"}
        </p>
        <label className={`${FILTER_LABEL} max-w-xs`}>
          Show
          <NativeSelect
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as RefundRequestStatus | "");
              setPage(1);
            }}
          >
            <option value="">All requests</option>
            {REFUND_REQUEST_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REFUND_REQUEST_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </label>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <AdminListBody
          query={query}
          what="the refund requests"
          isEmpty={(data) => data.items.length === 0}
          empty={status === "open" ? "No refund request is waiting." : "No refund requests."}
        >
          {(data) => (
            <>
              <ul className="grid gap-4" aria-label="Refund requests">
                {data.items.map((request) => (
                  <li key={request.id}>
                    <RequestCard request={request} />
                  </li>
                ))}
              </ul>
              <Pager
                label="Refund request pages"
                page={page}
                pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
                onPage={setPage}
                className="mt-3"
              />
            </>
          )}
        </AdminListBody>
      </CardContent>
    </Card>
  );
}

function RequestCard({ request }: { request: AdminRefundRequest }) {
  const waiting = request.status === "open" || request.status === "approving";
  return (
    <article
      aria-label={`Refund request for order #${request.orderId}`}
      className="grid gap-3 rounded-md border p-4 text-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold">
            Order #{request.orderId} · {request.customer.name}
          </h3>
          <p className="text-muted-foreground">
            {request.customer.email ?? "no e-mail"} · asked {formatDate(request.createdAt)} ·
            ordered {formatDate(request.order.createdAt)} for{" "}
            {formatPrice(request.order.totalAmount)}
          </p>
        </div>
        <Badge variant={waiting ? "default" : "secondary"}>
          {REFUND_REQUEST_STATUS_LABELS[request.status]}
        </Badge>
      </header>
      <ul className="grid gap-1">
        {request.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3">
            <span>{item.name}</span>
            <span className="tabular-nums text-muted-foreground">
              {item.refunded ? "refunded" : formatPrice(item.lineTotal)}
            </span>
          </li>
        ))}
      </ul>
      <blockquote className="border-l-2 pl-3 whitespace-pre-wrap break-words">
        {request.reason}
      </blockquote>
      {waiting ? (
        <DecisionForm request={request} />
      ) : (
        <p className="text-muted-foreground">
          {REFUND_REQUEST_STATUS_LABELS[request.status]}
          {request.decidedBy ? ` by ${request.decidedBy.name}` : ""}
          {request.decidedAt ? ` on ${formatDate(request.decidedAt)}` : ""}:{" "}
          <span className="text-foreground">{request.answer}</span>
        </p>
      )}
    </article>
  );
}

function DecisionForm({ request }: { request: AdminRefundRequest }) {
  const decide = useDecideRefundRequest(request.id);
  const [answer, setAnswer] = useState("");
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const send = (decision: "approve" | "decline") => {
    if (!answer.trim()) {
      setError("Write the answer the customer will receive.");
      document.getElementById(id)?.focus();
      return;
    }
    setError(null);
    decide.mutate(
      { decision, answer },
      {
        onSuccess: () =>
          toast({
            title: decision === "approve" ? "Refund Approved" : "Refund Declined",
            description: `Order #${request.orderId}: the customer has been e-mailed your answer.`,
          }),
        onError: (failure) =>
          setError(failureMessage(failure, "The answer could not be saved. Please try again.")),
      },
    );
  };
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="font-medium">
        Answer to the customer (e-mailed)
      </label>
      <Textarea
        id={id}
        rows={3}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => send("approve")} disabled={decide.isPending}>
          Approve and refund {formatPrice(request.amount)}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => send("decline")}
          disabled={decide.isPending}
        >
          Decline
        </Button>
      </div>
    </div>
  );
}
