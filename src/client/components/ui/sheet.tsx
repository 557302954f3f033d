import { Dialog } from "radix-ui";
import { cn } from "@client/lib/cn";
import { ModalPanel, type ModalProps } from "./modal-panel";

/** A panel that slides in from the side. */
export function Sheet({
  side = "right",
  className,
  ...props
}: ModalProps & { side?: "left" | "right" }) {
  return (
    <ModalPanel
      {...props}
      panelClassName={cn(
        "fixed inset-y-0 z-50 flex w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto bg-background p-6 shadow-xl",
        side === "right" ? "right-0 border-l" : "left-0 border-r",
        className,
      )}
    />
  );
}

export const SheetClose = Dialog.Close;
