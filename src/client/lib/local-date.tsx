import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { TIME_ZONE_COOKIE } from "@shared/contracts/page-render";
import { formatDate, formatDateTime, formatTime } from "./format-date";

/*
 * Every date is shown in the person's own time zone, and the server's HTML and the browser's
 * first render write the same text (a different text is React's hydration error #418, and the
 * server's page thrown away). The browser's zone travels to the server in a cookie, set once the
 * page is idle; the server writes dates in it. Until it has (a first visit) or when it changed
 * (a trip), the page hydrates with the server's zone and then shows the browser's.
 */

const ServerTimeZone = createContext("UTC");

let detected: string | undefined;
/** The browser's own zone (asked once: Intl's first use loads its data, decision 0167). */
function browserTimeZone(): string {
  detected ??= Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  return detected;
}

const neverChanges = () => () => {};

/** Tells the server the browser's zone, when it is not the one the server wrote in. */
function rememberTimeZone(serverZone: string) {
  const zone = browserTimeZone();
  if (zone === serverZone) return;
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

export function TimeZoneProvider({
  serverZone,
  children,
}: {
  serverZone: string;
  children: ReactNode;
}) {
  useEffect(() => {
    const remember = () => rememberTimeZone(serverZone);
    if (typeof window.requestIdleCallback !== "function") return void setTimeout(remember, 1000);
    const handle = window.requestIdleCallback(remember, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [serverZone]);
  return <ServerTimeZone value={serverZone}>{children}</ServerTimeZone>;
}

/** The zone to write dates in: the server's while hydrating, then the browser's. */
export function useTimeZone(): string {
  const serverZone = useContext(ServerTimeZone);
  return useSyncExternalStore(neverChanges, browserTimeZone, () => serverZone);
}

/** Formatters of dates and times in the person's zone. */
export function useLocalDates() {
  const zone = useTimeZone();
  return useMemo(
    () => ({
      date: (iso: string) => formatDate(iso, zone),
      time: (iso: string) => formatTime(iso, zone),
      dateTime: (iso: string) => formatDateTime(iso, zone),
    }),
    [zone],
  );
}
