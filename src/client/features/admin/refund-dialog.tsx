import { useState } from "react";
import { REFUND_REASON_MAX } from "@shared/contracts/admin-orders";
import { Button } from "@client/components/ui/button";
import { Dialog, DialogActions } from "@client/components/ui/dialog";
import { Textarea } from "@client/components/ui/input";
import { toast } from "@client/lib/use-toast";

import { failureMessage } from "@client/lib/api-client";
import { useRefundOrder } from "./api/admin-orders";

export interface RefundTarget {
  orderId: number;
  /** Undefined: every line not yet refunded. */
  itemIds?: number[];
  label: string;
  amount: string;
}

/** Asks why, then refunds through the payment provider; one request key per opened dialog. */
export function RefundDialog({ target, onClose }: { target: RefundTarget; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [requestKey] = useState(() => crypto.randomUUID());
  const refund = useRefundOrder(target.orderId);
  const submit = () =>
    refund.mutate(
      { itemIds: target.itemIds, reason, requestKey },
      {
        onSuccess: () => {
          toast({
            title: "Refund Issued",
            description: `${target.amount} refunded for ${target.label}.`,
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: "Refund Failed",
            description: failureMessage(error, "The refund could not be made. Please try again."),
            variant: "destructive",
          }),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Refund ${target.amount}?`}
      description={`${target.label} on order #${target.orderId}. The money goes back to the card that paid; downloads and subscriptions of the refunded lines end.`}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="grid gap-1.5 text-sm font-medium">
          Reason
          <Textarea
            value={reason}
            required
            maxLength={REFUND_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
            placeholder="Why is this refunded? The customer will not see this."
          />
        </label>
        <DialogActions>
          <Button type="submit" variant="destructive" disabled={refund.isPending || !reason.trim()}>
            {refund.isPending ? "Refunding..." : `Refund ${target.amount}`}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
