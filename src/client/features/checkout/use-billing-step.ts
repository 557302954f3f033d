import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  billingDetailsSchema,
  EMPTY_BILLING_DETAILS,
  type BillingDetails,
  type BillingDetailsInput,
} from "@shared/contracts/billing";
import { failureMessage } from "@client/lib/api-client";
import { useAuth } from "@client/lib/use-auth";
import { useSaveBilling, useSavedBilling } from "./api/billing-details";

/** What the payment forms need of checkout's billing step. */
export interface BillingStep {
  /** Shows every field's error; true when the details are complete. Focuses the first bad field if asked. */
  check(focus: boolean): Promise<boolean>;
  /** Keeps the details on the open payment; the server's message when it refused them. */
  save(clientSecret: string): Promise<string | null>;
}

/**
 * Checkout's billing details (issue 14): one form validated by the shared schema, filled in with
 * the last checkout's details (or the account's name), saved on the payment just before paying.
 */
export function useBillingStep() {
  const { user } = useAuth();
  const saved = useSavedBilling();
  const form = useForm<BillingDetailsInput, unknown, BillingDetails>({
    resolver: zodResolver(billingDetailsSchema),
    defaultValues: EMPTY_BILLING_DETAILS,
    mode: "onTouched",
  });
  const { isDirty } = form.formState;
  const last = saved.data?.billing;
  const accountName = [user?.firstName, user?.lastName].filter(Boolean).join(" ");

  useEffect(() => {
    if (isDirty) return;
    if (last) form.reset(last);
    else if (accountName) form.reset({ ...EMPTY_BILLING_DETAILS, name: accountName });
  }, [last, accountName, isDirty, form]);

  const saveBilling = useSaveBilling();
  const step: BillingStep = {
    check: (focus) => form.trigger(undefined, { shouldFocus: focus }),
    async save(clientSecret) {
      const parsed = billingDetailsSchema.safeParse(form.getValues());
      if (!parsed.success) return parsed.error.issues[0]?.message ?? "Check your billing details.";
      try {
        await saveBilling.mutateAsync({ clientSecret, billing: parsed.data });
        return null;
      } catch (error) {
        return failureMessage(error, "Your billing details could not be saved. Please try again.");
      }
    },
  };
  return { form, step };
}
