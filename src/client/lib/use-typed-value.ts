import { useEffect, useRef, type ChangeEvent } from "react";

/**
 * A text box whose text the browser keeps (React does not own it): what a person typed before
 * the page's script took the page over is kept and, once it has, taken as typed; a change made
 * elsewhere (Clear Filters, a sent message) is written into the box. A controlled box would be
 * reset to the server's text by hydration.
 */
export function useTypedValue<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onChange: (value: string) => void,
) {
  const ref = useRef<E>(null);
  const adopted = useRef(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    if (!adopted.current) {
      adopted.current = true;
      if (box.value !== value) return latest.current(box.value);
    }
    if (box.value !== value) box.value = value;
  }, [value]);
  return {
    ref,
    defaultValue: value,
    onChange: (event: ChangeEvent<E>) => onChange(event.target.value),
  };
}
