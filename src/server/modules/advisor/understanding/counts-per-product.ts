/**
 * A headcount said of one product of several ("only 6 of us would use the portal, but all 10 need
 * the practice manager"; "the vault for 4 people and the planner for 2"): each product's own count,
 * read clause by clause, where a clause names one product and says one count.
 */

/** A product's own count: users (seats) or clients; `seats` and `clients` both when unnamed. */
export interface ProductCount {
  seats?: number;
  clients?: number;
}

/** Where one product's part of a sentence ends and the next one's begins. */
const CLAUSE = /[,;.!?]|\b(?:but|while|whereas|and|plus)\b/;
/** A count and what it counts: "6 of us", "all 10", "for 4 users", "12 clients". */
const COUNT =
  /\b(?:only |just |all |the |for )?(\d{1,5})(?: (of us|of them|users?|seats?|logins?|people|persons|staff|preparers?|accountants?|bookkeepers?|planners?|employees|clients?|companies|entities|businesses))?\b/g;
/** A count said as a part: "only 6 of us", "just 2 would log in". */
const ONLY = /\b(?:only|just) (?:the )?\d/;
const CLIENT_WORDS = /^(?:clients?|companies|entities|businesses)$/;

/**
 * Each product's own count, when at least two clauses each name one product of `asked` and say
 * one count, or one does with "only" or "just". `productsIn` names the products a clause refers to. Empty when the counts are the
 * firm's, said once for all.
 */
export function countsPerProduct(
  text: string,
  asked: readonly number[],
  productsIn: (clause: string) => number[],
): Record<number, ProductCount> {
  if (asked.length < 2) return {};
  const each: Record<number, ProductCount> = {};
  for (const clause of text.toLowerCase().split(CLAUSE)) {
    const ids = productsIn(clause).filter((id) => asked.includes(id));
    const counts = [...clause.matchAll(COUNT)];
    if (ids.length !== 1 || counts.length !== 1 || each[ids[0]!]) continue;
    const [, number, unit] = counts[0]!;
    const value = Number(number);
    each[ids[0]!] = !unit
      ? { seats: value, clients: value }
      : CLIENT_WORDS.test(unit)
        ? { clients: value }
        : { seats: value };
  }
  // ("Only 6 of us would use the portal": one product's count, the rest the firm's.)
  const found = Object.keys(each).length;
  return found >= 2 || (found === 1 && ONLY.test(text.toLowerCase())) ? each : {};
}
