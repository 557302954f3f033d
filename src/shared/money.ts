import { TAX_RATE_PERCENT } from "./constants.js";
import { formatCount } from "./format-count.js";

/**
 * Money is a whole number of cents in every calculation; decimal strings ("49.99") exist only at
 * the edges (the database's numeric columns, the API, the screen). No float ever holds a price.
 */
export type Cents = number;

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "49.99" -> 4999, "49.9" -> 4990, "49" -> 4900; anything else throws. */
export function parseCents(decimal: string): Cents {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new Error(`Not an amount of money: "${decimal}"`);
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** True for the decimal strings parseCents accepts. */
export function isDecimalAmount(text: string): boolean {
  return DECIMAL.test(text.trim());
}

function assertCents(cents: Cents) {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not a whole number of cents: ${cents}`);
}

/** 4999 -> "49.99" (the API's decimal string). */
export function centsToDecimal(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** 149900 -> "$1,499.00": what a person reads. */
export function formatMoney(cents: Cents): string {
  const [whole, fraction] = centsToDecimal(Math.abs(cents)).split(".");
  return `${cents < 0 ? "-" : ""}$${formatCount(Number(whole))}.${fraction}`;
}

/** "49.99" -> "$49.99". */
export function formatPrice(decimal: string): string {
  return formatMoney(parseCents(decimal));
}

/** Tax on a subtotal: 8%, rounded half-up to the cent, once, on the whole subtotal. */
export function taxOn(subtotal: Cents): Cents {
  assertCents(subtotal);
  if (subtotal < 0) throw new Error("A subtotal cannot be negative");
  return Math.floor((subtotal * TAX_RATE_PERCENT + 50) / 100);
}
