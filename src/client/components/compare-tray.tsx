import { Link, useLocation } from "react-router";
import Scale from "lucide-react/icons/scale";
import X from "lucide-react/icons/x";
import { COMPARE_MAX } from "@shared/constants";
import { compareHref, compareStore, useCompareItems } from "@client/lib/compare/compare-store";
import { Button, buttonClass } from "@client/components/ui/button";

/** The products picked for comparison, on every page until compared or cleared. */
export function CompareTray() {
  const items = useCompareItems();
  const { pathname: location } = useLocation();
  if (items.length === 0 || location === "/compare") return null;
  return (
    <aside
      aria-label="Compare tray"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-3 sm:px-6 lg:px-8">
        <span className="flex items-center gap-2 text-sm font-semibold">
          <Scale className="size-4" aria-hidden="true" /> Compare ({items.length}/{COMPARE_MAX})
        </span>
        <ul className="flex flex-1 flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex max-w-[14rem] items-center gap-1 rounded-full border bg-muted py-0.5 pl-3 pr-1 text-xs"
            >
              <span className="truncate">{item.name}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-background"
                aria-label={`Remove ${item.name} from compare`}
                onClick={() => compareStore.remove(item.id)}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <Button size="sm" variant="ghost" onClick={() => compareStore.clear()}>
          Clear
        </Button>
        {items.length >= 2 ? (
          <Link to={compareHref(items.map((i) => i.id))} className={buttonClass("default", "sm")}>
            Compare now
          </Link>
        ) : (
          <span className="text-xs text-muted-foreground">Pick one more to compare</span>
        )}
      </div>
    </aside>
  );
}
