import type { ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { cn } from "@client/lib/cn";
import { Button } from "./button";
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

/**
 * A dialog's buttons: Cancel (closes it) and the dialog's own action, side by side from the small
 * breakpoint up and stacked with the action on top on phones.
 */
export function DialogActions({
  cancelLabel = "Cancel",
  className,
  children,
}: {
  cancelLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>
      <DialogClose asChild>
        <Button variant="outline">{cancelLabel}</Button>
      </DialogClose>
      {children}
    </div>
  );
}
