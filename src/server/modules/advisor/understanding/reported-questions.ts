/**
 * A question passed on rather than asked: "Our IT guy asks whether the close manager has single
 * sign-on.", "He also wants to know: is the subscription included?", "my partner was wondering
 * if it runs on a Mac". Who asks is no part of the question: the question is read as if asked
 * ("the close manager has single sign-on?"), its own words only.
 */

/** Someone, at most a few words ("our IT guy", "the managing partner"), before the asking verb. */
const WHO = String.raw`(?:(?:he|she|they|i|we|my|our|the|his|her|their|one of (?:the|our|my))\b[^.?!:\n]{0,40}?\s+)?(?:also\s+|still\s+)?`;
/** "Wants to know", "would like to know": what follows is the question (a colon or "whether"). */
const TO_KNOW = String.raw`(?:wants?|wanted|would like|d like|needs?|asked me) to (?:know|ask|check|find out)`;
/** "Asks", "was wondering": a question only with "whether", "if" or a colon after it. */
const ASKING = String.raw`(?:asks?|asked|is asking|was asking|wonders?|is wondering|was wondering|wondered)`;

const REPORTED = new RegExp(
  String.raw`(^|[.!?;,—–]\s+|\n\s*)(?:(?:and|also|oh|plus|one more)\s*,?\s+)?${WHO}(?:${TO_KNOW}\b\s*(?:[:,]\s*)?(whether|if)?|${ASKING}\s*(?::\s*|(whether|if)\b))\s*`,
  "gi",
);

/** A clause about the firm itself ("we have …", "our files are …"). */
const FIRM_ITSELF = /^(?:we|i|our|my|us)\b/i;

/** The message with each passed-on question put as asked; a "whether" clause ends in "?". */
export function asAsked(message: string): string {
  if (!/\b(?:know|ask|asks|asked|asking|check|find out|wonder\w*)\b/i.test(message)) return message;
  let out = "";
  let last = 0;
  for (const m of message.matchAll(REPORTED)) {
    const start = m.index + m[1]!.length;
    out += message.slice(last, start);
    last = m.index + m[0].length;
    const rest = message.slice(last);
    // "Our insurer is asking whether we have a written plan": a question put to the firm about
    // itself is what the firm tells, not a question to us.
    if (FIRM_ITSELF.test(rest)) {
      out += m[0].slice(m[1]!.length);
      continue;
    }
    if (!(m[2] ?? m[3])) continue;
    // "… asks whether X." → "X?": the sentence's end is the question's.
    const end = /[.!?](?=\s|$)|\n|$/.exec(rest)!;
    const clause = asQuestion(rest.slice(0, end.index));
    out += `${clause.charAt(0).toUpperCase()}${clause.slice(1)}?`;
    last += end.index + (end[0] === "." || end[0] === "!" || end[0] === "?" ? 1 : 0);
  }
  return out + message.slice(last);
}

/** Verbs put before the subject as they are: "whether it is …" → "is it …". */
const AUXILIARY = /^(?:is|are|was|were|can|could|will|would|should|may|might|must)$/i;
/** Words ending in "s" that are no verb of the subject ("its", "this", "plus"). */
const NOT_A_VERB =
  /^(?:its|this|his|hers|ours|yours|theirs|plus|us|yes|always|perhaps|sometimes|less|unless|across|whereas|thus|as)$/i;
/** Words before a noun: the word after them is no verb ("the tables", "Tidewater's forecasts"). */
const BEFORE_A_NOUN =
  /^(?:the|a|an|your|its|their|our|my|this|that|these|those|his|her|each|every|all|both|[a-z0-9-]+'s)$/i;

/** A verb's form after "does": "keeps" keep, "has" have, "does" do, "carries" carry. */
function base(verb: string): string {
  const w = verb.toLowerCase();
  if (w === "has") return "have";
  if (w === "does") return "do";
  if (w === "goes") return "go";
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z)es$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/**
 * A clause of "whether" put as a question: "the vault keeps an audit trail" → "does the vault
 * keep an audit trail", "it is SOC 2 audited" → "is it SOC 2 audited". A clause whose verb is not
 * plain stays as said.
 */
function asQuestion(clause: string): string {
  const words = clause.trim().split(/\s+/);
  for (let i = 1; i < Math.min(words.length - 1, 7); i++) {
    const word = words[i]!;
    const subject = words.slice(0, i).join(" ");
    const rest = words.slice(i + 1).join(" ");
    if (AUXILIARY.test(word)) return `${word.toLowerCase()} ${subject} ${rest}`;
    if (/^have$/i.test(word)) return `do ${subject} have ${rest}`;
    if (
      /^[a-z]{2,}s$/i.test(word) &&
      !/(?:ss|us|is)$/i.test(word) &&
      !NOT_A_VERB.test(word) &&
      !BEFORE_A_NOUN.test(words[i - 1]!)
    )
      return `does ${subject} ${base(word)} ${rest}`;
  }
  return clause;
}
