import { INTEGRATIONS } from "../../../../shared/product-facts.js";
import { sameWord, words } from "./product-mentions.js";

/**
 * Headcounts as people write them: seats ("12 preparers", "a 20-person audit shop", "there are
 * four of us", "we r 4 ppl", "for 3 planners"), clients ("140 client companies", "25 clinets"),
 * returns ("300 returns"), months ("over 6 months"), and corrections ("8 not 10", "it's eight
 * users, not ten"). Numbers must already be digits (numbers.ts); money is read apart (money.ts).
 */

export interface QuantityReading {
  seats: number | null;
  clients: number | null;
  returns: number | null;
  months: number | null;
  /** Numbers with nothing counted after them ("for all 140", "8 not 10"): context decides. */
  bare: number[];
  /** "8 not 10": the number that replaces another. */
  replaces: { value: number; instead: number } | null;
  /** "14 locations, each its own LLC": the places the clients were counted as ("locations"). */
  clientsAs: string | null;
}

const SEAT_WORDS = [
  "user",
  "seat",
  "licence",
  "license",
  "login",
  "staff",
  "staffer",
  "people",
  "person",
  "ppl",
  "employee",
  "preparer",
  "advisor",
  "adviser",
  "planner",
  "accountant",
  "cpa",
  "bookkeeper",
  "auditor",
  "partner",
  "member",
  "associate",
  "colleague",
  "worker",
  "attorney",
  "lawyer",
  "paralegal",
  "consultant",
  "analyst",
  "controller",
  // Enrolled agents ("two EAs", "2 enrolled agents": the text says "eas").
  "ea",
];
const CLIENT_WORDS = [
  "client",
  "company",
  "business",
  "entity",
  "employer",
  "household",
  "family",
  "families",
  "customer",
  "entities",
  "companies",
  "businesses",
  "store",
  "shop",
  "seller",
  "merchant",
  "nonprofit",
  "charity",
  "charities",
  "organisation",
  "organization",
  // A legal entity is one client company (a per-client price counts each).
  "llc",
  "restaurant",
  "clinic",
  "franchisee",
  // Bodies a firm keeps books or files for: "25 associations", "12 churches", "40 trusts".
  "association",
  "hoa",
  "condo",
  "church",
  "churches",
  "congregation",
  "foundation",
  "school",
  "trust",
  "estate",
  "farm",
  "ranch",
  "landlord",
  "startup",
  "corporation",
  "corp",
  "taxpayer",
  "individual",
  "account",
];
/**
 * Things counted that end like a person's trade but are no one ("3 computers", "2 monitors"),
 * and people a firm works with who are not its clients ("200 vendors", "12 volunteers").
 */
const NOT_SERVED =
  /^(?:computers?|monitors?|servers?|printers?|scanners?|folders?|letters?|orders?|vendors?|suppliers?|providers?|numbers?|others?|filters?|quarters?|centers?|centres?|registers?|papers?|calendars?|chapters?|matters?|answers?|layers?|meters?|parameters?|characters?|hours?|dollars?|volunteers?|reviewers?|managers?|assistants?|interns?|admins?|administrators?|trainees?|helpers?|specialists?|directors?|officers?|seniors?|juniors?|preparers?|partners?|owners?|principals?|tax ?pros?)$/;
/**
 * People named by what they do, in the plural, who are not the firm's own trades (SEAT_WORDS):
 * those the firm does the work for, whom the per-client prices count: "about 40 contractors",
 * "90 payers", "180 physicians", "60 cuentapropistas" ("self-employed").
 */
const servedPeople = (word: string) =>
  /^[a-z]{3,}(?:ers|ors|ists|ians|istas|eros|ores|ants)$/.test(word) &&
  !NOT_SERVED.test(word) &&
  !isOneOf(word, SEAT_WORDS);
const RETURN_WORDS = ["return", "e-file", "efile", "filing"];
/** Words that may stand between a number and what it counts: "140 client companies". */
const BETWEEN = new Set([
  "client",
  "small",
  "active",
  "individual",
  "business",
  "more",
  "full-time",
  "part-time",
  "total",
  "paying",
  "different",
]);

/** Software whose name holds a number: "Microsoft 365". */
const NUMBERED_NAMES = new RegExp(
  `\\b(?:${INTEGRATIONS.filter((name) => /\d/.test(name))
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("|")})\\b`,
  "gi",
);

const isOneOf = (word: string, list: readonly string[]) =>
  list.some(
    (w) =>
      (sameWord(word, w) && !lengthened(word, w)) ||
      word === `${w}s` ||
      (word.endsWith("s") && sameWord(word.slice(0, -1), w)),
  );
/** A word with a letter added to its end is another word, not a typo: "advisory" is not "advisor". */
const lengthened = (word: string, w: string) =>
  word.length === w.length + 1 && word.startsWith(w) && !word.endsWith("s");

type Kind = "seats" | "clients" | "returns";

/** What the words after a number count, looking past a word or two ("client companies"). */
/** "The 5 biggest", "the 3 main ones": some of what the firm counts, by a superlative. */
const SOME_OF_THEM =
  /^(?:biggest|largest|smallest|main|top|busiest|most|best|newest|oldest|first|last)$/;

function countedAfter(after: readonly string[]): Kind | null {
  for (let i = 0; i < Math.min(3, after.length); i++) {
    if (i > 0 && /^(\d+|and|or|per|a|an|of|for|in|on|at|to|\+|&)$/.test(after[i - 1]!)) return null;
    const w = after[i]!;
    if (i === 0 && w === "of" && after[1] === "us") return "seats";
    // "A dozen of our bookkeeping clients", "5 of my staff": those of what follows.
    if (i === 0 && w === "of" && /^(?:our|my|the|their|your)$/.test(after[1] ?? ""))
      return /^\d/.test(after[2] ?? "") ? null : countedAfter(after.slice(2));
    if (i === 0 && /^(-?person|-?people|-?man|-?woman|-?user|-?seat)$/.test(w)) return "seats";
    // A seat word as written is one, though a typo of a client word is near ("employees").
    if (SEAT_WORDS.includes(w) || SEAT_WORDS.includes(w.replace(/s$/, ""))) return "seats";
    if (isOneOf(w, CLIENT_WORDS)) {
      // "client" before a seat word is an adjective: "3 client advisors" counts advisors.
      const next = after[i + 1];
      if (w === "client" && next && isOneOf(next, CLIENT_WORDS)) continue;
      return "clients";
    }
    if (isOneOf(w, SEAT_WORDS)) return "seats";
    if (isOneOf(w, RETURN_WORDS)) return "returns";
    if (servedPeople(w)) return "clients";
    // One describing word may stand between ("12 tax preparers", "5 full-time staff").
    if (!BETWEEN.has(w) && i >= 1) return null;
  }
  return null;
}

/** A reading with no count in it. */
export const noCounts = (): QuantityReading => ({
  seats: null,
  clients: null,
  returns: null,
  months: null,
  bare: [],
  replaces: null,
  clientsAs: null,
});

/**
 * `clientsAs`: the places the firm counted its clients as before ("locations"): "30 locations"
 * is then 30 clients.
 */
export function readQuantities(
  text: string,
  money: ReadonlyArray<{ at: number; end: number }>,
  clientsAs: string | null = null,
): QuantityReading {
  const reading = noCounts();
  // Money, form numbers and times of day are not counts.
  let t = text;
  for (const m of [...money].sort((a, b) => b.at - a.at))
    t = `${t.slice(0, m.at)} ${" ".repeat(m.end - m.at)}${t.slice(m.end)}`;
  t = t
    .replace(
      /\b(?:forms?\s+)?(?:1040|1041|1065|1120|990|706|709|940|941|943|944|1099|4562|2848|8821|5500|8283)(?:[- ]?[a-z]{1,4})?s?\b/gi,
      " ",
    )
    // A name's number ("Microsoft 365") counts nothing.
    .replace(NUMBERED_NAMES, " ")
    // "Which of these 2 do you recommend?", "of the two": products pointed at, no count ("for
    // the 3", "los tres", are people).
    .replace(
      /\b(?:of (?:these|those|the)|these|those) (?:2|3|two|three)\b(?! (?:users?|seats?|people|persons?|clients?|staff|preparers?|partners?|of (?:us|them|our)|employees?|accountants?|bookkeepers?|cpas?|eas?|advis[eo]rs?|planners?|auditors?|companies|businesses|entities)\b)/gi,
      " ",
    )
    .replace(/\b\d{1,2}[-:]\d{1,2}\b/g, " ")
    .replace(/\b(?:19|20)\d\d\b/g, " ")
    .replace(/(\d)-(?=[a-z])/gi, "$1 -")
    .replace(/\benrolled agents?\b/gi, "eas")
    // "I work with my assistant": the one writing and who they name.
    .replace(/\bi(?: a|')?m? (?:work|working) (?:together |alongside )?with\b/gi, "me and");
  const w = words(t);
  const seatCounts: number[] = [];
  // "team of 8", "we are 4", "we r 4 ppl", "a firm of 5", "all 12 of us".
  const joined = w.join(" ");
  const seatsPhrase =
    /\b(?:team|staff|firm|office|practice|group|shop|bureau|agency|outfit|partnership|department|crew) of (\d{1,4})\b/.exec(
      joined,
    ) ?? /\b(?:we are|we re|we r) (?:a |an )?(\d{1,4})\b/.exec(joined);
  if (seatsPhrase) {
    reading.seats = Number(seatsPhrase[1]);
    seatCounts.push(reading.seats);
  }
  w.forEach((word, i) => {
    if (!/^\d{1,6}$/.test(word)) return;
    const n = Number(word);
    if (n <= 0) return;
    const after = w.slice(i + 1);
    // "Do the other 2 need their own seats?": some of the firm, not its headcount.
    if (w[i - 1] === "other") return;
    if (after[0] === "months" || after[0] === "month" || after[0] === "mos") {
      reading.months = n;
      return;
    }
    if (after[0] === "years" || after[0] === "year" || after[0] === "yrs") {
      if (n <= 10) reading.months = n * 12;
      return;
    }
    const kind = countedAfter(after);
    if (kind) {
      // "There are 8 of us … 3 people are drowning": a smaller count of people after the
      // firm's own is some of them, not its headcount, unless they are the ones who would use it
      // ("only 2 of us would log in").
      const partOfTheFirm =
        kind === "seats" &&
        seatCounts.length > 0 &&
        n < seatCounts[0]! &&
        !USERS_OF_IT.test(after.slice(0, 6).join(" "));
      if (!partOfTheFirm) reading[kind] = n;
      if (kind === "seats") seatCounts.push(n);
      return;
    }
    // "8 not 10", "8, not 10".
    if (after[0] === "not" && /^\d+$/.test(after[1] ?? "")) {
      reading.replaces = { value: n, instead: Number(after[1]) };
      return;
    }
    const before = w[i - 1];
    // "which of the 2", "the 2 of them": a reference to products, not a count; "the 5 biggest"
    // (of the firm's clients) is a count.
    // ("For the 4", "para los cuatro", with nothing after: a count of what the price counts.)
    if (
      before === "the" &&
      after[0] !== "of" &&
      !SOME_OF_THEM.test(after[0] ?? "") &&
      !(
        w[i - 2] === "for" &&
        (after.length === 0 || /^(?:for|in|during|over|and|a|per|each|every|the)$/.test(after[0]!))
      )
    )
      return;
    // "How do those 2 stack up?": the products shown; "for those 8" still counts.
    if ((before === "those" || before === "these") && !/^(?:for|all|of)$/.test(w[i - 2] ?? ""))
      return;
    if (before === "not" || (seatsPhrase && Number(seatsPhrase[1]) === n)) return;
    // "2 things", "2 questions", "2 quick ones": counted, but not people or clients.
    const counted =
      after[0] && !isOneOf(after[0], SEAT_WORDS) && !isOneOf(after[0], CLIENT_WORDS)
        ? [after[0], after[1]]
        : [after[0]];
    if (
      counted.some(
        (a) => a && /^(things?|questions?|ways?|times?|points?|options?|products?|ones)$/.test(a),
      )
    )
      return;
    reading.bare.push(n);
  });
  // "Four people (two partners and two employees)": the firm's count and its parts; the whole.
  const whole = seatCounts.find(
    (c, i) => seatCounts.reduce((sum, o, j) => (j === i ? sum : sum + o), 0) === c,
  );
  if (seatCounts.length >= 3 && whole !== undefined) reading.seats = whole;
  // "Our clients sell online … Twelve of them right now": clients counted by a pronoun.
  if (reading.clients === null) {
    const ofThem = CLIENTS_OF_THEM.exec(t.toLowerCase());
    if (ofThem) reading.clients = Number(ofThem[2]);
  }
  const uncounted = [...reading.bare];
  // A number with nothing counted after it means something only when nothing else was counted.
  if (reading.seats !== null || reading.clients !== null || reading.returns !== null)
    reading.bare = [];
  if (/\bfirst[- ]year\b|\bfirst yr\b|\bfirst 12 months\b/.test(joined) && reading.months === null)
    reading.months = 12;
  if (
    /\b(just me|only me|myself|on my own|one[- ]person|1[- ]person|1 -person|one[- ]man|one[- ]woman|sole (?:practitioner|proprietor|trader)|(?:i am|i m|im) the (?:sole|lone) [a-z-]+|solo|i m the only (?:one|person|bookkeeper|accountant|cpa|preparer|planner|advisor|adviser|employee|staff member|staffer|ea))\b/.test(
      joined,
    ) &&
    reading.seats === null
  )
    reading.seats = 1;
  // "Just me and a part-timer", "my partner and I plus 2 seasonal preparers", "both of us": the
  // people named one by one, added up.
  // (Someone working alone is one, whatever else the sentence lists: "I'm a CPA and I work by
  // myself".)
  const alone = WORKING_ALONE.test(joined) && (reading.seats === null || reading.seats === 1);
  const listed = alone ? null : peopleListed(joined);
  // "A two-partner CPA shop plus one seasonal preparer", "a team of 5 and 2 interns": the
  // people joined to the firm's own count are added to it.
  const added = alone ? null : groupAndPeople(joined);
  if (alone) reading.seats = 1;
  else if (added !== null) reading.seats = added;
  // ("We are 3 accountants and 2 assistants": the list starts at the count and adds to it.)
  else if (listed !== null && (!seatsPhrase || listFrom(joined, seatsPhrase)))
    reading.seats = listed;
  else if (/\b(?:both of us|the both of us)\b/.test(joined) && reading.seats === null)
    reading.seats = 2;
  // "Both attorneys would use it", "for both partners": two people, never two products.
  else if (BOTH_PEOPLE.test(joined) && reading.seats === null) reading.seats = 2;
  if (reading.clients === null) {
    const books = separateBooks(joined);
    if (books) {
      reading.clients = books.count;
      reading.clientsAs = books.as;
    } else if (clientsAs) {
      const places = new RegExp(`\\b(\\d{1,5}) (?:[a-z-]+ )?${clientsAs}\\b`).exec(joined);
      if (places) reading.clients = Number(places[1]);
    }
  }
  if (reading.clients === null) {
    const served = servedCount(t.toLowerCase(), uncounted);
    if (served !== null) reading.clients = served;
  }
  if (reading.seats !== null || reading.clients !== null) reading.bare = [];
  return reading;
}

/**
 * Work the firm does, said before a count: "we do the month-end close for 9 car dealerships",
 * "payroll of 18 body shops" ("la nómina de 18 talleres"), "we sell a CFO package to about ten of
 * them" (after naming its clients): those it does the work for, whom per-client prices count.
 */
const WORK_CUE =
  /\b(?:do|does|doing|did|keep|keeps|keeping|run|runs|running|handle|handles|handling|process|processes|processing|prepare|prepares|preparing|close|closes|closing|manage|manages|managing|serve|serves|serving|work|works|working|sell|selling|offer|offering|payroll|books|bookkeeping|taxes|accounting|audits?|papers|papeles|llevamos|llevo|lleva|llevan|hacemos|hago|cfos?|controllers?|bookkeepers?|accountants?|cpas?|advis[eo]rs?|consultants?|preparers?)\b/;
const SERVED_COUNT =
  /\b(?:for|of|to|a) (?:about |around |some |roughly |nearly |almost |over |like |maybe |~)?(\d{1,5}) (?:(?:(?!of |and |or |in |at |per )[a-z-]+ ){0,2}?([a-z]{3,}s)\b|of them\b)/g;
/** Plurals counted that are not anyone the firm works for. */
const NOT_A_CLIENT =
  /^(?:years|months|weeks|days|hours|minutes|states|countries|locations|offices|branches|sites|forms|returns|filings|things|products|tools|apps|programs|licen[cs]es|seats|users|logins|steps|pages|documents|files|reports|items|transactions|invoices|checks|payments|accounts|rules|modules|features|reasons|questions|ones|times|ways|percent|dollars|bucks|others|us|them|those|these)$/;

function servedCount(lower: string, bare: readonly number[]): number | null {
  for (const m of lower.matchAll(SERVED_COUNT)) {
    const n = Number(m[1]);
    if (!bare.includes(n)) continue;
    const at = m.index ?? 0;
    const clause =
      lower
        .slice(0, at)
        .split(/[.!?;]\s/)
        .pop() ?? "";
    if (m[2] === undefined) {
      // "… to about ten of them": the clients named before it.
      const before = words(lower.slice(0, at));
      if (WORK_CUE.test(clause) || before.some((w) => isOneOf(w, CLIENT_WORDS) || servedPeople(w)))
        return n;
      continue;
    }
    const noun = m[2];
    if (NOT_A_CLIENT.test(noun) || NOT_SERVED.test(noun) || isOneOf(noun, SEAT_WORDS)) continue;
    if (WORK_CUE.test(clause)) return n;
  }
  return null;
}

/**
 * "Most of our clients sell online … Twelve of them right now", "the clients … we have 40 of them":
 * a count of the clients the message spoke of, said as "N of them" where the sentence ends (not
 * "2 of them use Xero", some of them).
 */
const CLIENTS_OF_THEM =
  /\bclients?\b[^]*?(?:^|[.!?;:,]\s+|\b(?:have|has|got|serve|are|with)\s+)(?:about |around |roughly |some |over |nearly |almost )?(\w+\s+)??(\d{1,5}) of them(?: (?:right now|now|currently|at the moment|so far|today|at present|in total|altogether|all told|total|in all))?\s*(?:[.!?;,)]|$)/;

/** "Both attorneys", "both of the partners": two people. */
const BOTH_PEOPLE = new RegExp(
  `\\bboth (?:of )?(?:the |my |our )?(?:[a-z-]+ )?(?:${[...SEAT_WORDS, "cpas", "eas"].map((w) => `${w}s?`).join("|")})\\b`,
);
/**
 * "I'm an EA working alone", "I work by myself", "fractional CFO, alone, 6 clients": the one
 * writing is the firm ("a stand-alone app", "leave it alone", "not alone" are not).
 */
/** The people counted are those who would use the product: "2 of us would log in", "who use it". */
const USERS_OF_IT =
  /\b(?:use|uses|using|log|logs|login|logins|access|sign in|signs in|need (?:it|a seat|seats|a licen[cs]e|access)|get (?:a )?seats?|seats?|licen[cs]es?|users?)\b/;

const WORKING_ALONE =
  /\b(?:work(?:ing|s)? (?:by myself|on my own)|(?:all )?by myself|a one[- ](?:person|man|woman) (?:office|practice|shop|firm))\b|(?<!\b(?:stand|stands|standing|leave|let|left|not|never)[ -]?)\balone\b/;

/**
 * Clients as the per-client prices count them: each client company, that is each set of books
 * the firm keeps. "14 locations, each one its own LLC", "20 stores, each with its own QuickBooks
 * file", "14 QuickBooks Online files", "9 sets of books": each is a client company. A location
 * said without its own books ("a CPA office with 3 locations") is where the firm works, not a
 * client.
 */
function separateBooks(joined: string): { count: number; as: string | null } | null {
  const files =
    /\b(\d{1,5}) (?:separate |different |client )?(?:(?:quickbooks(?: online| desktop)?|qbo|qbd|xero|ledger|company|client) )?(?:files|ledgers|sets of books|company files)\b/.exec(
      joined,
    );
  if (files) return { count: Number(files[1]), as: null };
  const places =
    /\b(\d{1,5}) (?:[a-z-]+ )?(locations|sites|branches|outlets|restaurants|franchises|units|stores|offices|clinics)\b(.*)/.exec(
      joined,
    );
  if (
    places &&
    /^\W*(?:\w+\W+){0,3}?(?:each|every one|all)(?: one| of them)? (?:is |has |with |keeps |having )?(?:its|their) own (?:llc|company|entity|business|books|set of books|ledger|file|quickbooks|qbo|xero|ein|tax id)/.test(
      places[3]!,
    )
  )
    return { count: Number(places[1]), as: places[2]! };
  return null;
}

const PERSON =
  "(?:part[- ]?timers?|full[- ]?timers?|assistants?|partners?|associates?|bookkeepers?|preparers?|admins?|receptionists?|staffers?|employees?|helpers?|interns?|colleagues?|cpas?|eas|accountants?|planners?|advisors?|advisers?|paralegals?|spouse|wife|husband|son|daughter|juniors?|seniors?|managers?|others?|people|staff|persons?|folks|guys)";
const PERSON_TERM = `(?:me|i|myself|(?:my|our) (?:[a-z-]+ )?${PERSON}|(?:a|an|one|another|\\d{1,3}) (?:[a-z-]+ ){0,2}?${PERSON}|\\d{1,3} more)`;
const PEOPLE_LIST = new RegExp(
  `(?:^|\\s)(${PERSON_TERM}(?: (?:and|plus|&|\\+|with) (?:also )?${PERSON_TERM})+)(?=\\s|$)`,
);

/** What a firm's own headcount is said as: "a 2-partner CPA shop", "a team of 5", "we're 4". */
const GROUP_TERM = `(?:(\\d{1,3}) (?:person|people|partner|preparer|staff|user|seat|cpa|ea|accountant|bookkeeper|advisor|adviser|planner|attorney|lawyer|man|woman)s? (?:[a-z-]+ ){0,2}?(?:firm|shop|office|practice|team|group|outfit|agency|bureau|partnership|crew|department)|(?:team|staff|firm|office|practice|group|shop|bureau|agency|outfit|partnership|department|crew) of (\\d{1,3})|(?:we are|we re|we r) (\\d{1,3})(?: (?:people|ppl|persons|of us|staff))?)`;
/**
 * People counted on top of the firm's count: "one seasonal preparer", "2 interns", "3 more" (not
 * "and I", "and my partner": the one writing and their own are in the firm already; "with" lists
 * who is in it: "a 6-person firm with 2 partners").
 */
const ADDED_PEOPLE = `(?:(?:a|an|one|another|\\d{1,3}) (?:[a-z-]+ ){0,2}?${PERSON}|\\d{1,3} more)`;
const GROUP_AND_PEOPLE = new RegExp(
  `(?:^|\\s)${GROUP_TERM}((?: (?:plus|and|&|\\+|as well as|along with) (?:also )?${ADDED_PEOPLE})+)(?=\\s|$)`,
);

/** The firm's own count and the people joined to it, added up, or null. */
function groupAndPeople(joined: string): number | null {
  const m = GROUP_AND_PEOPLE.exec(joined);
  if (!m) return null;
  const own = Number(m[1] ?? m[2] ?? m[3]);
  const terms = m[4]!.split(/ (?:plus|and|&|\+|as well as|along with) (?:also )?/).filter(Boolean);
  return terms.reduce((sum, term) => sum + countOf(term), own);
}

/** "We are 3 accountants and 2 assistants": the firm's count is the list's first term. */
const listFrom = (joined: string, phrase: RegExpExecArray) =>
  /^(?:we are|we re|we r)\b/.test(phrase[0]) &&
  (PEOPLE_LIST.exec(joined.slice(phrase.index))?.[1] ?? "").startsWith(phrase[1]!);

/** One person, or the number a term of a list counts ("2 seasonal preparers"). */
const countOf = (term: string) => {
  const n = /\b(\d{1,3})\b/.exec(term);
  return n ? Number(n[1]) : 1;
};

/** How many people a list of them adds up to ("me and a part-timer": 2), or null. */
function peopleListed(joined: string): number | null {
  const list = PEOPLE_LIST.exec(joined)?.[1];
  if (!list) return null;
  // "Just me, and I …": the one writing counts once, however often they name themselves.
  let self = false;
  const terms = list.split(/ (?:and|plus|&|\+|with) (?:also )?/).filter((term) => {
    if (!/^(?:me|i|myself)$/.test(term)) return true;
    const first = !self;
    self = true;
    return first;
  });
  if (terms.length < 2) return null;
  return terms.reduce((sum, term) => sum + countOf(term), 0);
}
