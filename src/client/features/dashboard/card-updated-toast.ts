import type { Subscription } from "@shared/contracts/orders";
import { toast } from "@client/lib/use-toast";

/** After a saved card, test mode's form and Stripe mode's alike: paid, or saved but declined. */
export function cardUpdatedToast(updated: Subscription, productName: string) {
  toast({
    title: "Card Updated",
    description:
      updated.status === "past_due"
        ? `The card was saved, but the payment failed: ${updated.renewalFailure ?? "declined"}.`
        : `Renewals of ${productName} use the new card.`,
  });
}

/** The card form's button, both modes. */
export function saveCardLabel(subscription: Subscription, saving: boolean): string {
  if (saving) return "Saving...";
  return subscription.status === "past_due" ? "Save card and pay now" : "Save card";
}
