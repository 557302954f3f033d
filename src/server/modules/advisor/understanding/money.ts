import type { Budget } from "../../../../shared/advisor/conversation-state.js";

/**
 * Money as people write budgets: "$100/month", "hard cap of $100 a month", "around 5k/yr",
 * "roughly 5000 dollars a year", "under $60", "$60 max", "up to about $600 a month". A number is
 * money only with a money mark ($, dollars, k) or a budget word next to it; counted things
 * ("140 clients", "13-week") and form numbers are never money.
 */

export interface MoneyReading {
  amountCents: number;
  /** null when the message did not say (a correction keeps the earlier period). */
  period: Budget["period"] | null;
  /** null when the message did not say what kind of amount it is. */
  kind: Budget["kind"] | null;
  /** true: "hard cap", "max"; false: "about", "roughly"; null: not said. */
  hard: boolean | null;
  /** Written as money: with a money mark ($, dollars, k) or a period ("100 a month"). */
  marked: boolean;
  /** "The 599 dollars is one time?": a price referred to, never a budget. */
  referred: boolean;
  /** Where it was written: the words around it tell what it is about. */
  at: number;
  end: number;
}

const AMOUNT =
  /(?<![\w.-])(\$|usd\s?|us\$)?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b|thousand\b|grand\b)?\s*(\$|dollars?\b|usd\b|bucks\b)?/gi;
/** A count follows the number: it is not money. */
const COUNT_AFTER =
  /^\s*(?:-\s*)?(?:users?|seats?|licen[cs]es?|staff|people|persons?|ppl|employees|preparers?|prepares|advisors?|advisers?|planners?|planers|accountants?|cpas?|bookkeepers?|auditors?|partners?|members|clients?|clinets|clents|client|companies|businesses|entities|employers|households|returns?|e-?files?|filings?|states?|offices?|months?|years?|yrs?|weeks?|days?|hours?|of us|person|man|step|percent|%|minutes?|forms?|schedules?|not\b)/i;
const MONTH =
  /^\s*(?:\/\s*|a |an |per |each |every |a\s+|(?:for|in|over) (?:the|a|one|each) (?:whole |full )?)?(?:month|mo|mth|monthly)\b|^\s*monthly\b/i;
const YEAR =
  /^\s*(?:\/\s*|a |an |per |each |every |(?:for|in|over) (?:the|a|one|each) (?:whole |full )?)?(?:year|yr|annum|annual|annually|yearly)\b|^\s*(?:annually|yearly)\b|^\s*(?:(?:for|in|over|during) )?(?:the |our |your )?(?:first[- ](?:year|yr)|year one)\b/i;
const CAP_BEFORE =
  /\b((?:cannot|can ?not|can't|won't|will not|must not|mustn't|do not want to|don't want to) (?:spend|pay|go) (?:more than|over|above|beyond|past)|budget(?:ed)?(?: is(?: now)?| of)?|ceiling(?: is)?(?: now)?|limit is(?: now)?|cap is(?: now)?|under|below|less than|at most|no more than|not more than|up to|upto|max(?:imum)?(?: of)?|cap(?:ped)?(?: of| at)?|limit(?: of)?|within|afford|spend|spending|can(?:no|')?t go (?:over|above|beyond|past)|cannot exceed|not over|stay under|keep it under|make (?:that|it)|fit (?:in(?:to)?|within|under)|(?:can|could|will|would) go(?: as high as| as far as)? to|as high as)\s*(?:about |around |roughly |approximately |~)?$/i;
/**
 * Going past the amount, said negatively: "we'd rather not go over", "don't want to spend more
 * than", "shouldn't exceed", "never above", "without going past". A cap, though "over" alone is a
 * floor.
 */
const NEGATED_EXCESS =
  /(?:\b(?:not|never|without|nothing|none)|n['’]t)(?:\s+[a-z]+){0,4}?\s+(?:over|above|beyond|past|more than|exceed(?:ing)?)\s*(?:about |around |roughly |approximately |~)?$/i;
const STRONG_CAP =
  /\b(cannot spend|can't spend|under|below|less than|at most|no more than|up to|upto|max(?:imum)?|cap|capped|limit|can(?:no|')?t go over|cannot exceed|stay under|within|ceiling)\b/i;
const TARGET_BEFORE =
  /\b(about|around|roughly|approximately|approx\.?|~|something like|thinking)\s*$/i;
const FLOOR_BEFORE =
  /\b(over|more than|above|at least|minimum(?: of)?|starting at|upwards of)\s*$/i;
const CUE_AFTER =
  /^\s*(?:\/\s*(?:month|mo|year|yr)\s*)?(?:a month |a year |per month |per year )?(max(?:imum)?|tops|at most|or less|budget|limit|cap|set aside|to spend)\b/i;
/** A standard's or a code's name before the number: "ASC 842", "section 179", "IRC 1031", "§ 199A". */
const STANDARD_BEFORE =
  /(?:\b(?:asc|gasb|fasb|irc|sec(?:tion)?|sec\.|code|topic|pub(?:lication)?|rev\.? proc\.?|notice|cp)|§)\s*$/i;
/**
 * A topic, then "under" and a bare number: "leases under 842", "exchanges under 1031",
 * "expensing under 179". Not a verb or a pronoun before it ("stay under 200", "keep it under
 * 300", "something under 100", "is under 500"): those are budgets.
 */
const RULE_UNDER =
  /\b(?!(?:is|was|has|its|this|less|plus|stays|keeps|remains|things|thing|options?|anything|something|nothing|tools?|products?|software|apps?|programs?|subscriptions?|plans?|everything|prices?|costs?|budgets?|us|bucks|dollars)\s)[a-z]{3,}(?:s|ing|tion|ment)\s+under\s*$/i;
/** Words before a number that make it a count of things already talked about. */
const COUNTED_BEFORE =
  /\b(?:all|all of the|all of|the|these|those|each of the|every one of the|both of the)\s+$/i;
/** A period said anywhere in the message: "a month", "per year", "monthly". */
const PERIOD_SAID =
  /\$?\d[\d,.]*\s*(?:k\b|dollars\b|bucks\b)?\s*(?:\/\s*|a |an |per |each |every )(?:month|mo|year|yr)\b/i;
/** "$1,000 set aside for this, one-off": one sum, held against what the first year costs. */
const ONE_OFF =
  /^[^.?!]{0,30}\b(?:one[- ]off|one[- ]time|in one go|all told|all[- ]in|(?:paid|pay|payable|spent) once|once and for all|in total|total)\b|^\s*once\b/i;
/**
 * The message asks to pay once ("we'd rather own the software than rent it", "a licence paid
 * once, not a monthly subscription"): a sum it states with no period is that one payment, held
 * against the first year, not a month's budget.
 */
const PAYS_ONCE =
  /\b(?:(?:pay|paid|paying|buy|buying|bought|own|owning) (?:[\w']+ ){0,3}?(?:once|outright)|one[- ]time (?:licen[cs]e|purchase|payment|fee)|perpetual|own (?:[\w']+ ){0,3}?(?:rather than|instead of|not) (?:rent|subscrib)\w*)\b/i;
/**
 * A cap said as a line not to cross, in ordinary words: "hard stop", "no more than", "keep the
 * whole thing under", "stay within", "not a penny more", "$50 tops"; and the firm's limit stated as
 * such: all it has ("we've got up to $900", "tengo hasta"), the furthest it can go ("we can go to
 * $3,000 a month", "as high as"), the most it finds fine ("up to $500 a year is fine", "at most",
 * "nothing over $100"). A plain "budget $600" or "we can spend up to $600" is a cap that is not
 * hard.
 */
const HARD =
  /\b(hard (?:cap|limit|stop|ceiling|line)|firm (?:cap|limit|ceiling)|non-?negotiable|not to exceed|not? more than|(?:keep|keeps|keeping|stay|stays|staying|remain|remains|hold|holds) (?:[\w']+ ){0,3}?(?:under|below|within)|strict(?:ly)?|absolute(?:ly)?|really can(?:no|')?t|(?:can(?:no|')?t|cannot|won't|will not|must not|mustn't) (?:go (?:over|above|beyond|past)|spend more|pay more|exceed)|cannot exceed|must not exceed|has to stay|must stay|not a (?:cent|penny|dollar) (?:more|over|above)|ceiling|max(?:imum)?|tops|at most|(?:nothing|none of it) (?:over|above|past|beyond|more than)|(?:have|has|got|ve) (?:[\w']+ )?up to|(?:can|could) go(?: up| as high as| as far as)? to|up to \S+(?: (?:dollars|bucks|usd))?(?: (?:a|an|per|each) (?:year|month|yr|mo))? (?:is|s|would be|will be) (?:fine|ok|okay|alright|all right|acceptable|doable|the (?:limit|most|max))|as high as)\b/i;
const SOFT = /\b(about|around|roughly|approximately|flexible|ish|or so|give or take)\b/i;
/**
 * A line drawn right after the amount: "$500 a year, no more", "about $80 a month and not a cent
 * more" ("como 500 dólares al año, no más"). A hard cap, even after "about".
 */
const NO_MORE_AFTER =
  /^\s*(?:(?:\/\s*|a |an |per |each )(?:month|mo|year|yr)\b\s*)?(?:,|;|-|and|but)?\s*(?:and )?(?:no more|not more|nothing more|no higher|not a (?:cent|penny|dollar) (?:more|over))\b(?! than)/i;
/**
 * A limit someone else sets: "the bank approves up to $2,000 a year", "the partners allow up to",
 * "we're authorised up to": the firm cannot go past it.
 */
const SET_BY_OTHERS =
  /\b(?:approves?|approved|allows?|allowed|authori[sz]es?|authori[sz]ed|signs? off on|caps? us at)\s+(?:[\w']+\s+){0,2}?(?:up to|at most)?\s*(?:about |around |roughly |approximately |~)?$/i;
/** "The $599", "that 599 dollars": a price already said, referred to, not a budget the firm sets. */
const REFERRED_BEFORE = /\b(?:the|that|this|those|these)\s*$/i;
/**
 * A bare number right after what it counts: "HOA audits, ~15/yr", "returns: about 300 a year".
 * A count of those things in a period, not money.
 */
const COUNT_OF_BEFORE =
  /\b(?!(?:dollars|bucks|fees|costs|prices|payments|charges|expenses|subscriptions|budgets|totals|savings|funds|plans|licen[cs]es)\b)[a-z]{3,}s\s*[,:(-]?\s*(?:~|about|around|roughly|approximately|approx\.?|maybe|some)?\s*$/i;
/** "A one-off $100", "a one-time 500 dollars": one sum, said before it. */
const ONE_OFF_BEFORE = /\bone[- ](?:off|time)\s*$/i;

/** Every amount of money a message states, with what it says about each. */
export function readMoney(text: string): MoneyReading[] {
  const readings: MoneyReading[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, mark, digits, fraction, thousands, after] = match;
    if (!digits) continue;
    const at = match.index ?? 0;
    const end = at + whole.length;
    const before = text.slice(Math.max(0, at - 40), at);
    const following = text.slice(end, end + 40);
    if (/^\s*-\s*\d/.test(following) || /\d-\s*$/.test(before)) continue; // "9-2", "13-week"
    if (!mark && !after && COUNT_AFTER.test(following)) continue;
    // "What would we pay for all 40 over a year?": a bare number after "all", "the", "each of
    // the" counts the things talked about (clients, users), never dollars.
    if (!mark && !after && !thousands && COUNTED_BEFORE.test(before)) continue;
    if (/\b(?:form|schedule|w-?|1099-?)\s*$/i.test(before)) continue;
    // "leases under 842", "exchanges under 1031", "expensing under 179", "ASC 606": a bare number
    // after a standard's or a code's name, or after a topic and "under", cites the rule, not a sum.
    if (!mark && !after && !thousands && (STANDARD_BEFORE.test(before) || RULE_UNDER.test(before)))
      continue;
    // "Audits, ~15/yr": a count of the things just named, in a period.
    if (!mark && !after && !thousands && COUNT_OF_BEFORE.test(before) && !CAP_BEFORE.test(before))
      continue;
    const noMore = NO_MORE_AFTER.test(following);
    const setByOthers = SET_BY_OTHERS.test(before);
    const cap =
      CAP_BEFORE.test(before) ||
      NEGATED_EXCESS.test(before) ||
      CUE_AFTER.test(following) ||
      noMore ||
      setByOthers;
    const target = TARGET_BEFORE.test(before);
    const floor = FLOOR_BEFORE.test(before);
    const month = MONTH.test(following);
    // ("$500 a month in total" is a month's.)
    const hasMark = Boolean(mark || after || thousands);
    // (A count, "a firm of 7", is never money because the message pays once.)
    const paidOnce = (hasMark || cap) && PAYS_ONCE.test(text) && !PERIOD_SAID.test(text);
    const year = YEAR.test(following);
    // A sum for buying outright, said with no period: once, held against the first year.
    const once =
      !month &&
      !year &&
      (ONE_OFF.test(following) || ONE_OFF_BEFORE.test(before.replace(/\$\s*$/, "")) || paidOnce);
    if (!hasMark && !cap && !target && !floor && !month && !year && !once) continue;
    // A bare number needs a budget word or a period with it: "100 a month", "fit in 60".
    if (!hasMark && !cap && !month && !year && !once) continue;
    let cents = Number(digits.replace(/,/g, "")) * 100 + Number((fraction ?? "0").padEnd(2, "0"));
    if (thousands) cents *= 1000;
    if (cents <= 0 || cents > 100_000_000_00) continue;
    // The sentence around it: "up to $2,500 a year toward software, and not a dollar over".
    const rest = text.slice(end);
    const sentenceEnd = rest.search(/[.?!](?:\s|$)/);
    const sentence = text.slice(
      Math.max(0, at - 60),
      end + Math.max(30, sentenceEnd < 0 ? rest.length : sentenceEnd),
    );
    readings.push({
      amountCents: cents,
      period: year ? "year" : month ? "month" : once ? "once" : null,
      // "Can't go over $100" is a cap, though it says "over"; "budget about $15,000" a target, but
      // "up to about $600" a cap.
      kind:
        target && !STRONG_CAP.test(before) && !noMore
          ? "target"
          : cap
            ? "cap"
            : floor
              ? "floor"
              : target
                ? "target"
                : null,
      hard:
        noMore || setByOthers
          ? true
          : SOFT.test(before.slice(-25)) || target
            ? false
            : HARD.test(sentence)
              ? true
              : null,
      marked: hasMark || month || year || once,
      referred: REFERRED_BEFORE.test(before) && !cap,
      at,
      end,
    });
  }
  return readings;
}

/**
 * The budget a message states, given the one remembered: a new amount replaces it; a bare
 * correction ("actually make that $60") keeps the earlier period and hardness unless it says.
 */
export function budgetFrom(
  readings: readonly MoneyReading[],
  previous: Budget | null,
  budgetTalk: boolean,
): Budget | null {
  const stated = readings.find(
    (r) => !r.referred && (r.kind !== null || r.period !== null || budgetTalk),
  );
  if (!stated) return null;
  const kind = stated.kind ?? previous?.kind ?? "cap";
  return {
    amountCents: stated.amountCents,
    period: stated.period ?? previous?.period ?? "month",
    kind,
    // A cap said again without "hard" or "about" stays as hard as it was.
    hard: kind === "floor" ? false : (stated.hard ?? (kind === "cap" && Boolean(previous?.hard))),
  };
}

/**
 * The firm would rather pay by the month: "I'd like to pay monthly rather than a big yearly fee",
 * "no big upfront licence", "preferimos pagar mes a mes". Said beside a recommendation, the reply
 * says which picks are paid monthly and which are not.
 */
export const WANTS_MONTHLY =
  /\b(?:pay|paying|billed|charged) (?:it |for it |for them )?(?:monthly|by the month|month by month|month to month|each month|every month)\b(?! (?:or|vs|versus)\b)|\b(?:rather|prefer|preferably|instead)\b[^.?!]{0,30}\bmonthly\b|\b(?:no|not a|rather than a|instead of a|avoid a|without a) (?:big |large |lump[- ]sum |huge |hefty )?(?:yearly|annual|upfront|up-front) (?:fee|payment|charge|bill|licen[cs]e)\b/;
