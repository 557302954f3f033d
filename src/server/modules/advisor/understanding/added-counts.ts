import type { ConversationState } from "../../../../shared/advisor/conversation-state.js";
import type { QuantityReading } from "./quantities.js";

/**
 * "2 more clients", "3 additional preparers", "another 4 users", "2 clients more" ("2 clientes
 * más"); not "11 staff plus the setup package", which joins a product to the count.
 */
const MORE =
  /\b(?:(\d{1,5}) (?:more|additional|extra|further)\b|another (\d{1,5})\b|(\d{1,5}) [a-z-]+ (?:more|plus)\b(?! (?:the|a|an|our|my|your|its|their|that|this|those|these)\b))/;
/** The count said in full beside it: "so 8", "making it 8", "that's 8 total", "8 in all". */
const TOTAL =
  /\b(?:so(?: (?:it s|it is|we re|we are|that s|now))?(?: at| now| up to)?|making(?: it| us| that)?|makes?(?: it| us)?|(?:we re|we are|we ll be|it s|it is|it ll be)(?: now)?(?: at| up to)?|that s|that d be|that would be|which (?:makes|would be)|bringing (?:us|it|the total|that) to|(?:for )?a total of|in total|total(?:ling)?|i e|that is|meaning)\s+(?:about |around |roughly )?(\d{1,5})\b|\b(\d{1,5}) (?:in total|total|altogether|in all|all together|en total)\b/;

/**
 * A count said as more than one the firm gave ("if I get 2 more clients next month", "we're
 * hiring 3 additional preparers"): the total said beside it wins ("2 more clients, so 8"); else
 * the more is added to the count remembered (6 clients and "2 more" are 8). The rest is as read.
 */
export function countAddedToKnown(
  lower: string,
  counts: QuantityReading,
  state: ConversationState,
): QuantityReading {
  const more = MORE.exec(lower);
  if (!more) return counts;
  const added = Number(more[1] ?? more[2] ?? more[3]);
  const after = lower.slice(more.index + more[0].length);
  const said = TOTAL.exec(after);
  const total = said ? Number(said[1] ?? said[2]) : null;
  const kind = (["clients", "seats"] as const).find((k) => counts[k] === added);
  // "We signed 4 more acts, so it's 34 now": of a count not named as clients or users, the
  // total said beside it is the one number left, counting what the price counts.
  if (!kind)
    return total !== null && total > added && counts.bare.includes(added)
      ? { ...counts, bare: [total, ...counts.bare.filter((b) => b !== added && b !== total)] }
      : counts;
  if (total !== null && total > added) return { ...counts, [kind]: total, bare: [] };
  const known = state.firm[kind];
  return known ? { ...counts, [kind]: known + added, bare: [] } : counts;
}
