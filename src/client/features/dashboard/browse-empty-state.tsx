import { Link } from "react-router";
import type { LucideIcon } from "lucide-react";
import { buttonClass } from "@client/components/ui/button";

/** A dashboard tab with nothing in it yet, pointing at the catalogue. */
export function BrowseEmptyState({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Link to="/products" className={buttonClass()}>
        Browse Products
      </Link>
    </div>
  );
}
