/** Text helpers for matching people's words against the catalogue. */

/** Lower case, punctuation to spaces (keeping "-" and "&" inside words), single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/[^a-z0-9&\-\s]+/g, " ")
    .replace(/(^|\s)[-&]+|[-&]+(?=\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A keyword pattern: "reconcil*" matches any word starting so; anything else matches the whole
 * word or phrase, plural or not. Always anchored at a word start. "/…" is a regular expression.
 */
export function keywordPattern(keyword: string): RegExp {
  if (keyword.startsWith("/")) return new RegExp(keyword.slice(1));
  if (keyword.endsWith("*")) {
    return new RegExp(`(?:^|[^a-z0-9])${escape(normalise(keyword.slice(0, -1)))}`);
  }
  const word = normalise(keyword);
  return new RegExp(`(?:^|[^a-z0-9])(?:${escape(word)}(?:e?s)?${asVerbPhrase(word)})(?![a-z0-9])`);
}

/** What people do to their clients, after a verb: "bill clients", "schedule our customers". */
const CLIENT_OBJECT = "(?: (?:our|my|the|their|your|all))? (?:clients?|customers?)";

/**
 * The same job written with its verb: a gerund keyword read from the verb people write. "Time
 * tracking" is also "track time", "tracking our staff's time"; "transaction matching" "match
 * the transactions"; a one-word job done to clients, "billing", "bill our clients". Returns an
 * alternative for the keyword's pattern, or "".
 */
function asVerbPhrase(keyword: string): string {
  const words = keyword.split(" ");
  const gerund = /^([a-z]{3,}?)ing$/.exec(words[words.length - 1]!);
  if (!gerund || words.length > 2) return "";
  const verb = `${escape(gerund[1]!)}(?:e|es|ed|ing|s)?`;
  if (words.length === 1) return `|${verb}${CLIENT_OBJECT}`;
  return `|${verb}(?: [a-z]+){0,2} ${escape(words[0]!)}s?`;
}

/** Words that say nothing about which product fits. */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any anything are as at be because been before being
  best better between both but by can could did do does doing done each else etc even ever every few
  for from get give go going good got great had has have having he help her here hers him his how i
  if in into is it its just know let like look looking lot lots make many me more most much my need
  needs new no nor not now of off on once one only or other our ours out over own please recommend
  recommendation recommendations right same see she should so some something still such suggest
  than thank thanks that the their them then there these they thing things this those through to
  too try under until up us use used using very want wanted was we well were what when where which
  while who whom why will with would yes yet you your yours hi hello hey okay ok sure tell show find
  software product products tool tools solution solutions firm firms practice practices client
  clients business businesses company work working option options kind type sort way currently
  really maybe perhaps think today year years month months per monthly annually budget budgets
  around approximately roughly dollar dollars usd cost costs price prices pricing cheap cheaper
  cheapest expensive afford spend small large big staff team people employee employees person
  compare comparison versus vs difference better form forms`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Light stemming so "returns" meets "return" and "reconciling" meets "reconcile"; American and
 * British spellings and the verb's forms meet too: "categorizing", "categorise" and
 * "categorisation" are one stem.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  return word
    .replace(/(?<=[a-z]{4})iz(e|es|ed|ing|ation|ations|er|ers)$/, "is$1")
    .replace(/(?:ies)$/, "y")
    .replace(/(?:ing|ed|es|s)$/, "")
    .replace(/(?:ation|ations)$/, "")
    .replace(/(?<=[a-z]{4}is)e$/, "");
}

/** The meaningful words of a text, stemmed, in order, without repeats. */
export function contentWords(text: string): string[] {
  const words = normalise(text)
    .split(" ")
    .map((w) => w.replace(/^-+|-+$/g, ""))
    .filter((w) => w.length > 1 && !STOP_WORDS.has(w));
  return [...new Set(words.map(stem))];
}

/** A final doubled consonant left by a stripped ending: "runn" (running) is "run". */
const undoubled = (w: string) => w.replace(/([bdgklmnprt])\1$/, "$1");

/** One word in two light stems: "scann" (scanning) is "scan" and "scanner", "runn" is "run". */
export const sameWord = (a: string, b: string) =>
  a === b ||
  undoubled(a) === undoubled(b) ||
  (Math.min(a.length, b.length) >= 4 &&
    Math.abs(a.length - b.length) <= 3 &&
    (a.startsWith(b) || b.startsWith(a)));

/** Upper-cases the first letter. */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "a, b and c" */
export function listInWords(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}
