import Check from "lucide-react/icons/check";
import Scale from "lucide-react/icons/scale";
import { COMPARE_MAX } from "@shared/constants";
import { compareStore, useCompareItems } from "@client/lib/compare/compare-store";
import { Button } from "@client/components/ui/button";

/** Adds a product to the compare tray, or takes it out; the tray holds at most 3. */
export function CompareButton({
  product,
  size = "sm",
  className,
}: {
  product: { id: number; name: string };
  size?: "sm" | "lg";
  className?: string;
}) {
  const items = useCompareItems();
  const chosen = items.some((item) => item.id === product.id);
  const full = !chosen && items.length >= COMPARE_MAX;
  return (
    <Button
      type="button"
      size={size}
      variant="ghost"
      className={className}
      aria-pressed={chosen}
      disabled={full}
      title={full ? `Compare holds ${COMPARE_MAX} products; remove one first` : undefined}
      aria-label={`${chosen ? "Remove from compare" : "Compare"}: ${product.name}`}
      onClick={() => compareStore.toggle({ id: product.id, name: product.name })}
    >
      {chosen ? <Check aria-hidden="true" /> : <Scale aria-hidden="true" />}
      {chosen ? "Comparing" : "Compare"}
    </Button>
  );
}
