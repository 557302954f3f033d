import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";

/**
 * A screen's state kept in the address's query (?search=tax&category=saas), so it can be shared
 * and survives a reload. The screen shows a change at once and the address follows, replacing
 * its history entry: a move is asynchronous, and an input drawn from the address alone would
 * lose keys typed (and undo a box ticked) while it is under way. When the address changes by
 * itself (a link, the Back button), the screen shows what it says.
 */
export function useAddressState<T>(
  read: (params: URLSearchParams) => T,
  write: (value: T) => Record<string, string>,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const navigationType = useNavigationType();
  const [value, setValue] = useState(() => read(params));
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    // REPLACE is this hook's own writing arriving; anything else came from elsewhere.
    if (navigationType !== "REPLACE") setValue(read(params));
  }, [key, navigationType, params, read]);
  const update = (next: T) => {
    setValue(next);
    setParams(write(next), { replace: true, preventScrollReset: true });
  };
  return [value, update];
}
