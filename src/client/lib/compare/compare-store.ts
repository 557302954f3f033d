import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "@shared/constants";
import { COMPARE_STORAGE_KEY } from "@shared/cookies";

export interface CompareItem {
  id: number;
  name: string;
}

/** The compare tray's products, kept in localStorage so the tray survives navigation and reloads. */
const STORAGE_KEY = COMPARE_STORAGE_KEY;
const listeners = new Set<() => void>();
const EMPTY: readonly CompareItem[] = [];
/**
 * Read from localStorage when first asked, not when the module loads (the first access to storage
 * is slow on a phone and would lengthen the task that starts the application). Nothing picked is
 * always the one EMPTY list, the server's snapshot: a new empty array after hydration would make
 * React render the whole tree again, synchronously (docs/decisions/0107).
 */
let stored: readonly CompareItem[] | undefined;
const current = () => (stored ??= read());

function read(): readonly CompareItem[] {
  if (typeof localStorage === "undefined") return EMPTY;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    const picked = Array.isArray(parsed)
      ? parsed
          .filter(
            (item): item is CompareItem =>
              typeof item?.id === "number" && typeof item?.name === "string",
          )
          .slice(0, COMPARE_MAX)
      : [];
    return picked.length > 0 ? picked : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(next: readonly CompareItem[]) {
  stored = next.length > 0 ? next : EMPTY;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the tray still works for this page.
  }
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === STORAGE_KEY) {
      stored = read();
      for (const listener of listeners) listener();
    }
  });
}

export function useCompareItems(): readonly CompareItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => EMPTY,
  );
}

export const compareStore = {
  toggle(item: CompareItem) {
    const items = current();
    if (items.some((i) => i.id === item.id)) write(items.filter((i) => i.id !== item.id));
    else if (items.length < COMPARE_MAX) write([...items, item]);
  },
  remove(id: number) {
    write(current().filter((i) => i.id !== id));
  },
  clear() {
    write([]);
  },
};

/** The shareable compare page of these products. */
export const compareHref = (ids: readonly number[]) => `/compare?ids=${ids.join(",")}`;
