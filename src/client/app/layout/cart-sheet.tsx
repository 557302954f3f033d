import CartPanel from "@client/features/cart/cart-panel";
import { Sheet } from "@client/components/ui/sheet";

export default function CartSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Shopping Cart">
      <CartPanel onNavigate={() => onOpenChange(false)} />
    </Sheet>
  );
}
