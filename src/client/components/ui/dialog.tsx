import { Dialog as RadixDialog } from "radix-ui";
import { cn } from "@client/lib/cn";
import { ModalPanel, type ModalProps } from "./modal-panel";

/** A centred modal. */
export function Dialog({ className, ...props }: ModalProps) {
  return (
    <ModalPanel
      {...props}
      panelClassName={cn(
        "fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-xl",
        className,
      )}
    />
  );
}

export const DialogClose = RadixDialog.Close;
