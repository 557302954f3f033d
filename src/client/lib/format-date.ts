const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
});

/** "2025-02-10T10:00:00.000Z" -> "Feb 10, 2025". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
