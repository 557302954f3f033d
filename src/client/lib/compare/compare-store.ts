import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "@shared/constants";

export interface CompareItem {
  id: number;
  name: string;
}

/** The compare tray's products, kept in localStorage so the tray survives navigation and reloads. */
const STORAGE_KEY = "countinghouse.compare";
const listeners = new Set<() => void>();
let items: readonly CompareItem[] = read();

function read(): CompareItem[] {
  if (typeof localStorage === "undefined") return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed)
      ? parsed
          .filter(
            (item): item is CompareItem =>
              typeof item?.id === "number" && typeof item?.name === "string",
          )
          .slice(0, COMPARE_MAX)
      : [];
  } catch {
    return [];
  }
}

function write(next: readonly CompareItem[]) {
  items = next;
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
      items = read();
      for (const listener of listeners) listener();
    }
  });
}

const EMPTY: readonly CompareItem[] = [];

export function useCompareItems(): readonly CompareItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => EMPTY,
  );
}

export const compareStore = {
  toggle(item: CompareItem) {
    if (items.some((i) => i.id === item.id)) write(items.filter((i) => i.id !== item.id));
    else if (items.length < COMPARE_MAX) write([...items, item]);
  },
  remove(id: number) {
    write(items.filter((i) => i.id !== id));
  },
  clear() {
    write([]);
  },
};

/** The shareable compare page of these products. */
export const compareHref = (ids: readonly number[]) => `/compare?ids=${ids.join(",")}`;
