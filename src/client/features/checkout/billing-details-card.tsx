import type { UseFormReturn } from "react-hook-form";
import type { BillingDetails, BillingDetailsInput } from "@shared/contracts/billing";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@client/components/ui/card";
import { Input, Textarea } from "@client/components/ui/input";
import { fieldAria, FormField } from "@client/components/form-field";

/** The invoice's "Billed to": name, firm, address and an optional EIN. */
export function BillingDetailsCard({
  form,
}: {
  form: UseFormReturn<BillingDetailsInput, unknown, BillingDetails>;
}) {
  const {
    register,
    formState: { errors },
  } = form;
  const field = (name: keyof BillingDetailsInput, label: string, required: boolean) => {
    const id = `billing-${name}`;
    const error = errors[name]?.message;
    return {
      field: { id, label, required, error },
      control: { ...register(name), ...fieldAria(id, error, required) },
    };
  };
  const name = field("name", "Name", true);
  const firm = field("firm", "Firm", true);
  const address = field("address", "Billing address", true);
  const ein = field("ein", "EIN", false);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Billing Details</CardTitle>
        <CardDescription>Who the invoice is made out to.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="grid gap-4 sm:grid-cols-2" role="group" aria-label="Billing details">
          <FormField {...name.field}>
            <Input autoComplete="name" {...name.control} />
          </FormField>
          <FormField {...firm.field}>
            <Input autoComplete="organization" {...firm.control} />
          </FormField>
          <FormField {...address.field} className="sm:col-span-2">
            <Textarea
              rows={3}
              autoComplete="street-address"
              placeholder={"Street and number\nCity, State ZIP"}
              className="min-h-20"
              {...address.control}
            />
          </FormField>
          <FormField {...ein.field}>
            <Input inputMode="numeric" placeholder="12-3456789" {...ein.control} />
          </FormField>
        </div>
      </CardContent>
    </Card>
  );
}
