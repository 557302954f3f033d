import { useId } from "react";
import Check from "lucide-react/icons/check";
import { cn } from "@client/lib/cn";

interface Choice<Value extends string> {
  value: Value;
  label: string;
  hint?: string;
}

const cardClass = (selected: boolean) =>
  cn(
    "flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-left transition-colors hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
    selected && "border-accent bg-highlight hover:bg-highlight",
  );

function Marker({ selected, round }: { selected: boolean; round: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "mt-0.5 flex size-4 shrink-0 items-center justify-center border",
        round ? "rounded-full" : "rounded",
        selected && "border-accent bg-accent text-accent-foreground",
      )}
    >
      {selected ? <Check className="size-3" strokeWidth={3} /> : null}
    </span>
  );
}

/** One answer from a list, as cards (a radio group underneath). */
export function SingleChoice<Value extends string>({
  legend,
  options,
  value,
  onChange,
  columns = 2,
}: {
  legend: string;
  options: readonly Choice<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  columns?: 1 | 2 | 3 | 4;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <div className={cn("grid gap-2", gridColumns[columns])}>
        {options.map((option) => (
          <label key={option.value} className={cardClass(value === option.value)}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <Marker selected={value === option.value} round />
            <span>
              <span className="block text-sm font-medium">{option.label}</span>
              {option.hint ? (
                <span className="block text-xs text-muted-foreground">{option.hint}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const gridColumns = {
  1: "grid-cols-1",
  2: "grid-cols-1 sm:grid-cols-2",
  3: "grid-cols-1 sm:grid-cols-3",
  4: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Any number of answers from a written checklist. */
export function Checklist({
  legend,
  items,
  selected,
  onChange,
}: {
  legend: string;
  items: readonly string[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const toggle = (item: string) =>
    onChange(
      selected.includes(item)
        ? selected.filter((s) => s !== item)
        : // Keep the list's own order, so summaries read the same for everyone.
          items.filter((i) => i === item || selected.includes(i)),
    );
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <p className="mb-3 text-xs text-muted-foreground">
        Select all that apply{selected.length ? ` (${selected.length} selected)` : ""}.
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <label key={item} className={cardClass(selected.includes(item))}>
            <input
              type="checkbox"
              checked={selected.includes(item)}
              onChange={() => toggle(item)}
              className="sr-only"
            />
            <Marker selected={selected.includes(item)} round={false} />
            <span className="text-sm font-medium">{item}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
