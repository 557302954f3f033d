/**
 * Dates and times as people read them here ("Feb 10, 2025", "02:05 PM"), in a given IANA time
 * zone: the person's own (lib/local-date.tsx), so the server and the browser write the same text.
 * Without one, the zone of the browser itself (screens whose data loads after hydration).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(
  zone: string | undefined,
  kind: "date" | "time" | "dateTime",
): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === "date"
        ? { year: "numeric", month: "short", day: "numeric" }
        : kind === "time"
          ? { hour: "2-digit", minute: "2-digit" }
          : { dateStyle: "medium", timeStyle: "short" };
    try {
      format = new Intl.DateTimeFormat("en-US", zone ? { ...options, timeZone: zone } : options);
    } catch {
      // A zone this engine does not know: the dates in UTC rather than no page.
      format = new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" });
    }
    formats.set(key, format);
  }
  return format;
}

/** "2025-02-10T10:00:00.000Z" -> "Feb 10, 2025" (in that zone). */
export function formatDate(iso: string, zone?: string): string {
  return formatIn(zone, "date").format(new Date(iso));
}

/** Spec section 2: message times as hour:minute. */
export function formatTime(iso: string, zone?: string): string {
  return formatIn(zone, "time").format(new Date(iso));
}

/** "Feb 10, 2025, 2:05 PM": when something happened, for the back office. */
export function formatDateTime(iso: string, zone?: string): string {
  return formatIn(zone, "dateTime").format(new Date(iso));
}

/** Whether this engine knows the zone (a cookie is anyone's to edit). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
