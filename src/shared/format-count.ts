/**
 * 1234567 -> "1,234,567", as `Intl.NumberFormat("en-US")` writes a whole number, without Intl: a
 * page's first Intl formatter loads ICU's data, 20-40 ms of a fresh renderer's main thread
 * (decision 0167), and a count needs none of it.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new Error(`Not a whole number: ${count}`);
  const grouped = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return count < 0 ? `-${grouped}` : grouped;
}
