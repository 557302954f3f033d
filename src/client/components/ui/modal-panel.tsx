import { useRef, type ReactNode } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import X from "lucide-react/icons/x";

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
 * description (none at all when there is none, so the title is not read twice) and the close button.
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
  // Panels here are opened by ordinary buttons (no Radix Trigger), so Radix has nowhere to send
  // focus on close and drops it on <body>: give it back to whatever opened the panel.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          className={panelClassName}
          // Without a description the dialog is described by nothing, rather than by its own title
          // again (which a screen reader would read twice: "Menu, dialog, Menu").
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <RadixDialog.Title className="text-lg font-semibold leading-tight">
                {title}
              </RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="text-sm text-muted-foreground">
                  {description}
                </RadixDialog.Description>
              ) : null}
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
