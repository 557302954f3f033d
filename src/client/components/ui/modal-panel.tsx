import type { ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { X } from "lucide-react";

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * What a centred dialog and a side sheet share (Radix Dialog): the overlay, a title with its
 * description (the title again for screen readers when there is none) and the close button.
 * Focus is trapped inside; Escape and the close button shut it.
 */
export function ModalPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  panelClassName,
}: Omit<ModalProps, "className"> & { panelClassName: string }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content className={panelClassName}>
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <RadixDialog.Title className="text-lg font-semibold leading-tight">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-muted-foreground">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close className="-m-1 rounded-md p-1 hover:bg-muted" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
