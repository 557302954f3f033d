import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { firmDetailsSchema, type FirmDetailsInput } from "@shared/contracts/firms";
import { Button } from "@client/components/ui/button";
import { Input, Textarea } from "@client/components/ui/input";
import { fieldAria, FormField } from "@client/components/form-field";

type Output = z.output<typeof firmDetailsSchema>;

/** The firm's name and who its invoices are made out to: creating a firm and editing it. */
export function FirmDetailsForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: FirmDetailsInput;
  submitLabel: string;
  pending: boolean;
  onSubmit: (details: Output) => void;
}) {
  const form = useForm<FirmDetailsInput, unknown, Output>({
    resolver: zodResolver(firmDetailsSchema),
    defaultValues: initial,
  });
  const { errors } = form.formState;
  const ids = {
    name: "firm-name",
    contact: "firm-billing-name",
    address: "firm-billing-address",
    ein: "firm-billing-ein",
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      className="grid gap-4 sm:grid-cols-2"
      aria-label="Firm details"
    >
      <FormField id={ids.name} label="Firm name" required error={errors.name?.message}>
        <Input
          autoComplete="organization"
          {...form.register("name")}
          {...fieldAria(ids.name, errors.name?.message, true)}
        />
      </FormField>
      <FormField
        id={ids.contact}
        label="Invoices made out to"
        required
        error={errors.billing?.name?.message}
      >
        <Input
          autoComplete="name"
          {...form.register("billing.name")}
          {...fieldAria(ids.contact, errors.billing?.name?.message, true)}
        />
      </FormField>
      <FormField
        id={ids.address}
        label="Billing address"
        required
        error={errors.billing?.address?.message}
        className="sm:col-span-2"
      >
        <Textarea
          rows={3}
          autoComplete="street-address"
          placeholder={"Street and number\nCity, State ZIP"}
          className="min-h-20"
          {...form.register("billing.address")}
          {...fieldAria(ids.address, errors.billing?.address?.message, true)}
        />
      </FormField>
      <FormField id={ids.ein} label="EIN" error={errors.billing?.ein?.message}>
        <Input
          inputMode="numeric"
          placeholder="12-3456789"
          {...form.register("billing.ein")}
          {...fieldAria(ids.ein, errors.billing?.ein?.message)}
        />
      </FormField>
      <div className="flex items-end">
        <Button type="submit" disabled={pending} className="h-11 w-full sm:w-auto">
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
    </form>
  );
}
