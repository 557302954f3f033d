import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Order } from "@shared/contracts/orders";
import { refundRequestBodySchema, type RefundRequestBody } from "@shared/contracts/refund-requests";
import { REFUND_WINDOW_DAYS } from "@shared/refunds";
import { fieldAria, FormField } from "@client/components/form-field";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions } from "@client/components/ui/dialog";
import { Textarea } from "@client/components/ui/input";
import { failureMessage } from "@client/lib/api-client";
import { useLocalDates } from "@client/lib/local-date";
import { toast } from "@client/lib/use-toast";
import { useRequestRefund } from "./api/request-refund";

/**
 * An order's refund request (decision 0261): the button while the window is open, the form in a
 * dialog, and afterwards where the request stands, with the admin's answer once there is one.
 */
export function RefundRequest({ order }: { order: Order }) {
  const { date: formatDate } = useLocalDates();
  const [open, setOpen] = useState(false);
  const { windowEndsAt, request } = order.refund;
  const waiting = request?.status === "open" || request?.status === "approving";
  const canAsk = windowEndsAt !== null && new Date(windowEndsAt).getTime() > Date.now() && !waiting;
  return (
    <div className="grid gap-2 text-sm" data-testid="refund-request">
      {request ? <RequestState request={request} /> : null}
      {canAsk ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            Request a refund
          </Button>
          <span className="text-muted-foreground">
            Until {formatDate(windowEndsAt!)} ({REFUND_WINDOW_DAYS} days from your order)
          </span>
        </div>
      ) : null}
      {open ? <RefundRequestDialog order={order} onOpenChange={setOpen} /> : null}
    </div>
  );
}

function RequestState({ request }: { request: NonNullable<Order["refund"]["request"]> }) {
  const { date: formatDate } = useLocalDates();
  if (request.status === "open" || request.status === "approving")
    return (
      <p className="rounded-md bg-muted p-3" role="status">
        Refund requested on {formatDate(request.createdAt)}. We will answer by e-mail, usually
        within two business days.
      </p>
    );
  return (
    <div className="rounded-md bg-muted p-3">
      <p className="font-medium">
        {request.status === "approved" ? "Refund approved" : "Refund request declined"}
        {request.decidedAt ? ` on ${formatDate(request.decidedAt)}` : ""}
      </p>
      {request.answer ? <p className="mt-1 text-muted-foreground">{request.answer}</p> : null}
    </div>
  );
}

function RefundRequestDialog({
  order,
  onOpenChange,
}: {
  order: Order;
  onOpenChange: (open: boolean) => void;
}) {
  const ask = useRequestRefund(order.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundRequestBody>({
    resolver: zodResolver(refundRequestBodySchema),
    defaultValues: { reason: "" },
  });
  const send = handleSubmit(async (body) => {
    try {
      await ask.mutateAsync(body);
      toast({
        title: "Refund Requested",
        description: `We received your request for order #${order.id} and will answer by e-mail.`,
      });
      onOpenChange(false);
    } catch (error) {
      setError("root", {
        message: failureMessage(error, "Your request could not be sent. Please try again."),
      });
    }
  });
  const id = `refund-reason-${order.id}`;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={`Request a refund of order #${order.id}`}
      description="A person reads every request and answers by e-mail, usually within two business days."
    >
      <form onSubmit={send} noValidate className="grid gap-4">
        <FormField id={id} label="What went wrong?" required error={errors.reason?.message}>
          <Textarea
            rows={4}
            placeholder="For example: it does not install on Windows 11"
            {...register("reason")}
            {...fieldAria(id, errors.reason?.message, true)}
          />
        </FormField>
        {errors.root ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.message}
          </p>
        ) : null}
        <DialogActions>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send request"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
