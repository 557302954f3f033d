import type { ComponentProps } from "react";
import { DropdownMenu } from "radix-ui";
import { cn } from "@client/lib/cn";

/**
 * Not modal (a menu button's menu, as WAI-ARIA describes it): a modal menu hides the whole page
 * from screen readers (aria-hidden on everything else) while it is open, with its focusable
 * links still in it; Tab now leaves the menu and closes it.
 */
export function Menu(props: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = DropdownMenu.Trigger;
export const MenuLabel = ({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) => (
  <DropdownMenu.Label className={cn("px-2 py-1.5 text-sm", className)} {...props} />
);
export const MenuSeparator = () => <DropdownMenu.Separator className="-mx-1 my-1 h-px bg-border" />;

export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={6}
        align="end"
        className={cn("z-50 min-w-52 rounded-md border bg-background p-1 shadow-lg", className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      className={cn(
        "flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}
