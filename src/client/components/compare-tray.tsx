import { useState } from "react";
import { Link, useLocation } from "react-router";
import ChevronDown from "lucide-react/icons/chevron-down";
import ChevronUp from "lucide-react/icons/chevron-up";
import Scale from "lucide-react/icons/scale";
import X from "lucide-react/icons/x";
import { COMPARE_MAX } from "@shared/constants";
import { compareHref, compareStore, useCompareItems } from "@client/lib/compare/compare-store";
import { Button, buttonClass } from "@client/components/ui/button";

/** A phone's width: there the tray starts as a small bar (issue 47: it covered a fifth of the screen). */
const PHONE = "(max-width: 639px)";

/**
 * The products picked for comparison, on every page until compared or cleared. It folds to a
 * small bar (on a phone it starts folded) and can be hidden until the picks change; the picks
 * themselves stay until cleared.
 */
export function CompareTray() {
  const items = useCompareItems();
  const { pathname: location } = useLocation();
  // The tray only shows after hydration (the server has no picks), so the width is known here.
  const [open, setOpen] = useState(
    () => typeof window === "undefined" || !window.matchMedia?.(PHONE).matches,
  );
  const picks = items.map((item) => item.id).join(",");
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  if (items.length === 0 || location === "/compare" || hiddenFor === picks) return null;
  const compareNow =
    items.length >= 2 ? (
      <Link to={compareHref(items.map((i) => i.id))} className={buttonClass("default", "sm")}>
        Compare now
      </Link>
    ) : (
      <span className="text-xs text-muted-foreground">Pick one more to compare</span>
    );
  return (
    <aside
      aria-label="Compare tray"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-4 py-2 sm:px-6 sm:py-3 lg:px-8">
        <button
          type="button"
          className="flex min-h-11 items-center gap-2 text-sm font-semibold sm:min-h-9"
          aria-expanded={open}
          aria-controls="compare-tray-picks"
          onClick={() => setOpen((was) => !was)}
        >
          <Scale className="size-4" aria-hidden="true" /> Compare ({items.length}/{COMPARE_MAX})
          {open ? (
            <ChevronDown className="size-4" aria-hidden="true" />
          ) : (
            <ChevronUp className="size-4" aria-hidden="true" />
          )}
          <span className="sr-only">{open ? "Fold the tray" : "Show the picks"}</span>
        </button>
        {open ? (
          <>
            <ul id="compare-tray-picks" className="flex w-full flex-wrap gap-2 sm:w-auto sm:flex-1">
              {items.map((item) => (
                <li
                  key={item.id}
                  className="flex max-w-[14rem] items-center gap-1 rounded-full border bg-muted py-0.5 pl-3 pr-1 text-xs"
                >
                  <span className="truncate">{item.name}</span>
                  <button
                    type="button"
                    className="rounded-full p-1.5 hover:bg-background"
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
          </>
        ) : (
          <span className="flex-1" />
        )}
        {compareNow}
        <Button
          size="icon"
          variant="ghost"
          className="size-11 sm:size-9"
          aria-label="Hide the compare tray"
          onClick={() => setHiddenFor(picks)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
