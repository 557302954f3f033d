import { Button } from "@client/components/ui/button";
import { cn } from "@client/lib/cn";

/** Previous / "Page n of m" / Next under an admin list. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  className,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between text-sm", className)}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
