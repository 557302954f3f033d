/** What a CSV cell may hold; null and undefined are empty. */
export type CsvCell = string | number | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A text
 * starting with = + - @ or a tab gets a leading apostrophe, so a spreadsheet shows it instead of
 * running it as a formula (OWASP "CSV injection"), unless `keepFormulas` (the shop's own
 * spreadsheet templates, whose formulas are the point); numbers and numeric text are written as
 * they are.
 */
export function csvField(value: CsvCell, keepFormulas = false): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const formula = !keepFormulas && /^[=+\-@\t\r]/.test(value) && !/^-?\d+(?:\.\d+)?$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as CSV text, CRLF line ends as RFC 4180 says: the one CSV writer (the admin exports and
 * the resource files' spreadsheets).
 */
export function toCsv(
  rows: ReadonlyArray<ReadonlyArray<CsvCell>>,
  options: { keepFormulas?: boolean } = {},
): string {
  return (
    rows
      .map((row) => row.map((cell) => csvField(cell, options.keepFormulas)).join(","))
      .join("\r\n") + "\r\n"
  );
}
