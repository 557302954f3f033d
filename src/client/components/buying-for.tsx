import { NativeSelect } from "@client/components/ui/native-select";
import { failureMessage } from "@client/lib/api-client";
import { useBuyer, useSetBuyer } from "@client/lib/cart/buyer";
import { toast } from "@client/lib/use-toast";

/**
 * The cart's and checkout's "Buying for" (decision 0251): shown to people who may buy for a
 * firm. Buying for the firm charges its order, invoices it and gives it the licences.
 */
export function BuyingFor({ className }: { className?: string }) {
  const buyer = useBuyer();
  const setBuyer = useSetBuyer();
  if (!buyer.data?.choices.length) return null;
  const { firmId, choices } = buyer.data;
  const firm = choices.find((c) => c.firmId === firmId);
  return (
    <div className={className}>
      <label htmlFor="buying-for" className="mb-1.5 block text-sm font-medium">
        Buying for
      </label>
      <NativeSelect
        id="buying-for"
        value={firmId ?? ""}
        disabled={setBuyer.isPending}
        aria-describedby="buying-for-note"
        onChange={(event) =>
          setBuyer.mutate(event.target.value ? Number(event.target.value) : null, {
            onError: (error) =>
              toast({
                title: "Not changed",
                description: failureMessage(error, "Please try again."),
                variant: "destructive",
              }),
          })
        }
      >
        <option value="">Myself</option>
        {choices.map((choice) => (
          <option key={choice.firmId} value={choice.firmId}>
            {choice.name}
          </option>
        ))}
      </NativeSelect>
      <p id="buying-for-note" className="mt-1.5 text-sm text-muted-foreground">
        {firm
          ? `The order, its invoice and its licences belong to ${firm.name}; you can give its seats to your people.`
          : "The order and its licences are yours alone."}
      </p>
    </div>
  );
}
