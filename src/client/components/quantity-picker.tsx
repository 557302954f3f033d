import { useEffect, useId, useState } from "react";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { cn } from "@client/lib/cn";

/**
 * How many users, clients or returns (decision 0194): a labelled number input people can type
 * in, between a Fewer and a More button with names. `onChange` gets each count that can be
 * bought, and null while the text is not one (its problem shows under the field, in words).
 */
export function QuantityPicker({
  label,
  plural,
  value,
  max,
  problemOf,
  onChange,
  hint,
  className,
}: {
  /** The field's label: "Users". */
  label: string;
  /** What the buttons add or take away: "users" ("Fewer users", "More users"). */
  plural: string;
  /** The last count that could be bought. */
  value: number;
  max: number;
  /** Why a count cannot be bought, or null when it can. */
  problemOf: (quantity: number) => string | null;
  onChange: (quantity: number | null) => void;
  /** A line under the field that says what the count changes. */
  hint?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  // A count set from outside (a reset) shows; typing in progress is not overwritten by its own echo.
  useEffect(() => {
    setText((shown) => (Number(shown) === value ? shown : String(value)));
  }, [value]);
  const typed = text.trim() === "" ? Number.NaN : Number(text);
  const problem = Number.isNaN(typed)
    ? `Enter how many ${plural}, from 1 to ${max}.`
    : problemOf(typed);

  const type = (next: string) => {
    setText(next);
    const count = next.trim() === "" ? Number.NaN : Number(next);
    onChange(!Number.isNaN(count) && problemOf(count) === null ? count : null);
  };
  const step = (by: number) => {
    const base = problem ? value : typed;
    const next = Math.min(max, Math.max(1, base + by));
    setText(String(next));
    onChange(next);
  };

  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11 shrink-0"
          aria-label={`Fewer ${plural}`}
          aria-controls={id}
          // aria-disabled keeps the focus on the button at the end of the range.
          aria-disabled={!problem && typed <= 1}
          onClick={() => step(-1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={text}
          onChange={(event) => type(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : hint ? `${id}-hint` : undefined}
          className="h-11 w-20 text-center tabular-nums"
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11 shrink-0"
          aria-label={`More ${plural}`}
          aria-controls={id}
          aria-disabled={!problem && typed >= max}
          onClick={() => step(1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground" aria-live="polite">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
