import type { CatalogueView, ToolProduct } from "../tools/catalogue-view.js";

/**
 * Which catalogue products a message names: by full name, by vendor and a word of the name
 * ("the Copperline desktop one", "Harborview's e-signature"), by the part of the name after the
 * vendor ("Plan Studio", "Payroll Cloud", "the 990 Preparer"), by a word only one name has
 * ("Autopilot"), or by initials after the vendor ("Tallystone PM"), with small typos forgiven
 * ("harborveiw", "ledgerpont"). A name the catalogue does not have is never found.
 */

export interface ProductMention {
  productId: number;
  /** Where it starts in the message's words: mentions keep the message's order. */
  at: number;
  /**
   * "strong": the full name, or the vendor with a word of the name; "weak": words of the name
   * alone, which might be a kind of product ("a client portal") rather than this one.
   */
  strength: "strong" | "weak";
  /** The message said "a" or "an" just before it: a kind of product, not this one. */
  indefinite: boolean;
  /** The words of the message it takes (first and last index). */
  span: [number, number];
  /** How many words of the name were matched. */
  matched: number;
  /** Every matched word is written as in the name (no typo forgiven). */
  exact: boolean;
}

/** The vendor was named, but which of its products was not: context decides. */
export interface VendorMention {
  vendor: string;
  at: number;
  productIds: number[];
}

const FILLER = new Set(["for", "and", "the", "of", "a", "an", "to", "with", "&", "—", "-"]);
const ABBREVIATIONS: Record<string, string> = {
  pro: "professional",
  mgr: "manager",
  mgmt: "management",
  esign: "e-signature",
  "e-sign": "e-signature",
  esignature: "e-signature",
  signature: "e-signature",
  "e-signatures": "e-signature",
  docs: "document",
  doc: "document",
  ent: "enterprise",
  biz: "business",
  "990pf": "990",
};

/** Lower case words of a name or message: "Harborview's e-Signature" → harborview, e-signature. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/\+/g, " + ")
    .replace(/[^a-z0-9&+\-\s]+/g, " ")
    .split(/\s+/)
    .map((w) => w.replace(/^-+|-+$/g, ""))
    .filter((w) => w.length > 0);
}

const singular = (w: string) =>
  w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;

/** Optimal string alignment distance, stopping early once above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

const sameWords = new Map<string, boolean>();

/** A message word is a name word: the same, a plural, a known short form, or a small typo. */
export function sameWord(said: string, name: string): boolean {
  if (said === name || ABBREVIATIONS[said] === name) return true;
  // A plural and one edit at most: longer gaps are never the same word.
  const gap = said.length - name.length;
  if (gap > 3 || gap < -2 || said.length < 3) return false;
  const key = `${said} ${name}`;
  let same = sameWords.get(key);
  if (same === undefined) {
    same = compareWords(said, name);
    if (sameWords.size > 100_000) sameWords.clear();
    sameWords.set(key, same);
  }
  return same;
}

function compareWords(said: string, name: string): boolean {
  if (said === name || singular(said) === singular(name)) return true;
  const s = ABBREVIATIONS[said] ?? said;
  if (s === name || singular(s) === singular(name)) return true;
  if (s.replace(/-/g, "") === name.replace(/-/g, "")) return true;
  if (/\d/.test(s) || /\d/.test(name) || name.length < 5 || s.length < 4) return false;
  // A small typo: one edit (a swapped pair counts one), two in a long word; a plural's "s" is
  // not an edit ("planers" for "planner"). A typo keeps the word's first letter: "suite" is not
  // "gsuite".
  if (s[0] !== name[0]) return false;
  // A short word with another last letter is another word, not a typo: "gusta" (Spanish "likes")
  // is not Gusto, "plain" is not Plaid. A typo is in the middle of a word, not its end.
  if (name.length < 7 && s.length === name.length && s.slice(0, -1) === name.slice(0, -1))
    return false;
  // A short name with a letter left out is most often another word: "paid" is not Plaid, "sale"
  // not Sable. In a short name a typo is a wrong, swapped or doubled letter.
  if (name.length <= 5 && s.length < name.length) return false;
  const max = name.length >= 11 ? 2 : 1;
  return (
    editDistance(s, name, max) <= max ||
    (name.length >= 7 && s.endsWith("s") && editDistance(s.slice(0, -1), name, max) <= max)
  );
}

interface NameEntry {
  product: ToolProduct;
  vendor: string | null;
  /** The name's words after the vendor, without fillers. */
  rest: string[];
  all: string[];
  /**
   * The noun the name ends with, before an edition after a dash ("Countinghouse Template Library
   * — All Access": library).
   */
  head: string;
}

interface MentionIndex {
  entries: NameEntry[];
  /** How many names have each word. */
  frequency: Map<string, number>;
  vendors: Map<string, number[]>;
  /** Products whose listing text (not name) uses each word: a word in use is not a name. */
  inText: Map<string, Set<number>>;
  /** Another product's listing text has these words in a row. */
  phraseInOtherText(phrase: readonly string[], of: number): boolean;
}

const indexes = new WeakMap<CatalogueView, MentionIndex>();

function indexOf(view: CatalogueView): MentionIndex {
  let index = indexes.get(view);
  if (index) return index;
  const frequency = new Map<string, number>();
  const vendors = new Map<string, number[]>();
  const entries = view.products.map((product): NameEntry => {
    const all = words(product.name).filter((w) => !FILLER.has(w));
    const vendorFact = product.facts.vendor === "unknown" ? null : words(product.facts.vendor)[0];
    const vendor = vendorFact && all[0] === vendorFact ? vendorFact : null;
    for (const w of new Set(all)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
    if (vendor) vendors.set(vendor, [...(vendors.get(vendor) ?? []), product.id]);
    // (A year after the noun is no head: "Federal Tax Deadline Calendar 2027" is a calendar.)
    const before = words(product.name.split(/\s[—–-]\s/)[0]!).filter(
      (w) => !FILLER.has(w) && !/^(?:19|20)\d\d$/.test(w),
    );
    const head = before[before.length - 1] ?? all[all.length - 1]!;
    return { product, vendor, rest: vendor ? all.slice(1) : all, all, head };
  });
  const inText = new Map<string, Set<number>>();
  const texts = new Map<number, string>();
  // Other listings naming a product ("pairs with the Form 990 Preparer") do not make its name
  // an ordinary phrase.
  const names = view.products.map((p) => p.name.toLowerCase()).sort((a, b) => b.length - a.length);
  for (const product of view.products) {
    let text = [
      product.listing.description,
      ...product.listing.features,
      ...product.facts.notIncluded,
    ]
      .join(" . ")
      .toLowerCase();
    for (const name of names) if (text.includes(name)) text = text.split(name).join(" . ");
    const textWords = words(text.replace(/-/g, " ")).map(singular);
    texts.set(product.id, ` ${textWords.join(" ")} `);
    for (const w of new Set(textWords)) {
      const set = inText.get(w) ?? new Set<number>();
      set.add(product.id);
      inText.set(w, set);
    }
  }
  const phraseInOtherText = (phrase: readonly string[], of: number) => {
    const needle = ` ${phrase.map((w) => singular(w.replace(/-/g, " "))).join(" ")} `;
    return [...texts].some(([id, text]) => id !== of && text.includes(needle));
  };
  index = { entries, frequency, vendors, inText, phraseInOtherText };
  indexes.set(view, index);
  return index;
}

/** Positions in the message where a name word appears. */
function positionsOf(message: readonly string[], nameWord: string): number[] {
  const found: number[] = [];
  message.forEach((w, i) => {
    if (sameWord(w, nameWord)) found.push(i);
  });
  return found;
}

/** A message's words, with each name word's positions found once per message. */
interface Said {
  words: readonly string[];
  at(nameWord: string): number[];
}

function said(message: readonly string[]): Said {
  const positions = new Map<string, number[]>();
  return {
    words: message,
    at(nameWord) {
      let found = positions.get(nameWord);
      if (!found) {
        found = positionsOf(message, nameWord);
        positions.set(nameWord, found);
      }
      return found;
    },
  };
}

interface Candidate {
  entry: NameEntry;
  /** A name word right next to the vendor ("Harborview portal", "portal of Harborview"). */
  adjacent?: boolean;
  at: number;
  strength: "strong" | "weak";
  /** Name words matched, as a share of the name's words after the vendor. */
  coverage: number;
  matched: number;
  span: [number, number];
}

const NEAR = 4;
/** Words that stand between two products, never inside one name. */
const SEPARATOR = /^(and|or|plus|vs|versus|against|with|\+|&|then|than)$/;

/**
 * "Copperline Payroll Cloud and Copperline Payroll Desktop": a name in full at any of its
 * vendor's places in the message, not only nearest the first ("Copperline Payroll" there is the
 * other name's).
 */
function candidateFor(entry: NameEntry, saidWords: Said, index: MentionIndex): Candidate | null {
  const vendorAt = entry.vendor ? saidWords.at(entry.vendor) : [];
  const first = candidateAt(entry, saidWords, index, vendorAt);
  if (vendorAt.length < 2 || first?.coverage === FULL_NAME) return first;
  for (const at of vendorAt.slice(1)) {
    const there = candidateAt(entry, saidWords, index, [at, ...vendorAt.filter((p) => p !== at)]);
    if (there?.coverage === FULL_NAME) return there;
  }
  return first;
}

/** A full name's coverage, above any part of one. */
const FULL_NAME = 1.01;

/** The candidate with the vendor's first place in `vendorAt` as its anchor. */
function candidateAt(
  entry: NameEntry,
  saidWords: Said,
  index: MentionIndex,
  vendorAt: readonly number[],
): Candidate | null {
  const message = saidWords.words;
  const restAt = entry.rest.map((w) => saidWords.at(w));
  const matchedRest = restAt.filter((p) => p.length > 0).length;
  const first = (ps: number[]) => (ps.length ? Math.min(...ps) : Infinity);
  // Each name word where it stands nearest the vendor (or the name's first word found).
  const anchor = vendorAt[0] ?? restAt.flat()[0] ?? 0;
  // (As near before as after: the one after, since a name's words follow its vendor.)
  const nearer = (p: number, best: number) =>
    Math.abs(p - anchor) < Math.abs(best - anchor) ||
    (Math.abs(p - anchor) === Math.abs(best - anchor) && p > anchor);
  const nearest = (ps: number[]) => ps.reduce((best, p) => (nearer(p, best) ? p : best), ps[0]!);
  const allPositions = [
    ...(vendorAt.length ? [anchor] : []),
    ...restAt.filter((ps) => ps.length).map(nearest),
  ];
  const span: [number, number] = [Math.min(...allPositions), Math.max(...allPositions)];
  const coverage = entry.rest.length ? matchedRest / entry.rest.length : 1;
  // The full name (words in any order, close together).
  // One other word may stand inside a longer name ("Ledgerpoint Tax Suite Pro"), none inside a
  // two-word one; "of" does not count ("the portal of Harborview").
  // The name's own small words ("for", "&" in "… for Tax & Accounting Firms") are not intruders.
  const own = new Set(words(entry.product.name));
  const intruders = message
    .slice(span[0], span[1] + 1)
    .filter((w) => w !== "of" && !own.has(w) && !entry.all.some((n) => sameWord(w, n)))
    .reduce((n, w) => n + (SEPARATOR.test(w) ? 99 : 1), 0);
  if (
    (entry.vendor ? vendorAt.length > 0 : true) &&
    matchedRest === entry.rest.length &&
    entry.rest.length > 0 &&
    intruders <= (entry.all.length >= 3 ? 1 : 0)
  )
    return {
      entry,
      at: span[0],
      strength: "strong",
      adjacent: true,
      coverage: FULL_NAME,
      matched: entry.all.length,
      span,
    };
  // A vendor with one product names it ("Kestrel").
  if (vendorAt.length > 0 && (index.vendors.get(entry.vendor!)?.length ?? 0) === 1)
    return {
      entry,
      at: vendorAt[0]!,
      strength: "strong",
      coverage: 1,
      matched: 1,
      span: [vendorAt[0]!, vendorAt[0]!],
    };
  // The vendor and a word of the name close after it, or initials ("Tallystone PM").
  if (vendorAt.length > 0) {
    const v = vendorAt[0]!;
    // "Copperline desktop", "the portal of Harborview" (Spanish word order), "Harborview's portal":
    // name words next to the vendor, at most one other word between each.
    const at = new Set(restAt.flat());
    const near: number[] = [];
    for (const step of [1, -1]) {
      let gap = 0;
      for (let p = v + step; p >= 0 && p < message.length && Math.abs(p - v) <= NEAR; p += step) {
        if (at.has(p)) {
          near.push(p);
          gap = 0;
        } else if (SEPARATOR.test(message[p]!)) break;
        else if (message[p] !== "of" && ++gap > 1) break;
      }
    }
    const initials = entry.rest.map((w) => w[0]).join("");
    const hasInitials = initials.length >= 2 && message.slice(v + 1, v + 3).includes(initials);
    if (near.length > 0 || hasInitials)
      return {
        entry,
        adjacent: near.some(
          (p) => Math.abs(p - v) === 1 || (Math.abs(p - v) === 2 && message[(p + v) / 2] === "of"),
        ),
        at: v,
        strength: "strong",
        coverage: hasInitials ? 1 : coverage,
        matched: near.length + 1,
        span: [Math.min(v, ...near), Math.max(v + (hasInitials ? 1 : 0), ...near)],
      };
  }
  // Words of the name without the vendor: two or more next to each other, in the name's order,
  // unless other listings use them as ordinary words ("client portal", "cash flow").
  // "Scan & Split", "scan n split", "Trial Balance and Financial Statements": the name's own "&"
  // may be written as "&", "and" or "n" between its words.
  const joinedByAmpersand = /\s&\s/.test(entry.product.name);
  for (let i = 0; i < entry.rest.length - 1; i++) {
    for (const p of restAt[i]!) {
      let length = 1;
      let end = p;
      while (i + length < entry.rest.length) {
        const next = restAt[i + length]!;
        if (next.includes(end + 1)) end += 1;
        else if (
          joinedByAmpersand &&
          /^(?:&|and|n)$/.test(message[end + 1] ?? "") &&
          next.includes(end + 2)
        )
          end += 2;
        else break;
        length++;
      }
      const written = message.slice(p, end + 1).map((w) => (w === "&" || w === "n" ? "and" : w));
      if (
        length >= 2 &&
        !index.phraseInOtherText(entry.rest.slice(i, i + length), entry.product.id) &&
        !(end > p + length - 1 && index.phraseInOtherText(written, entry.product.id))
      )
        return {
          entry,
          at: p,
          strength: "weak",
          coverage,
          matched: length,
          span: [p, end],
        };
    }
  }
  // A word only this name has, that no other listing uses as a word ("Autopilot", not
  // "practice" or "sampling").
  const unique = entry.rest
    .map((w, i) => ({ w, at: first(restAt[i]!) }))
    .find(
      ({ w, at }) =>
        at !== Infinity &&
        index.frequency.get(w) === 1 &&
        w.length >= 6 &&
        // (A number names no product, "13-week" may: a number joined to a word.)
        (!/\d/.test(w) || /^\d+-[a-z]{3,}$/.test(w)) &&
        [...(index.inText.get(singular(w)) ?? [])].every((id) => id === entry.product.id) &&
        // "E-signature" is an ordinary word where another listing writes "Built-in e-signature".
        !(w.includes("-") && index.phraseInOtherText(w.split("-"), entry.product.id)),
    );
  if (unique)
    return {
      entry,
      at: unique.at,
      strength: "weak",
      coverage,
      matched: 1,
      span: [unique.at, unique.at],
    };
  return null;
}

/**
 * "A client portal", "a three-person tax practice", "our tax practice": a kind of thing or the
 * firm itself, not a product. Looks back up to three words for an article or a possessive.
 */
function indefiniteBefore(message: readonly string[], at: number, from = 0): boolean {
  // (Not across a sentence's end: "up to $600 a month now. autopilot plus …".)
  for (let i = at - 1; i >= Math.max(from, at - 3); i--) {
    const w = message[i]!;
    if (w === "the" || w === "this" || w === "that") return false;
    if (/^(a|an|some|any|our|my|your)$/.test(w)) return true;
  }
  return false;
}

/** The index in `words(text)` of each sentence's first word. */
function sentenceStarts(text: string): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const sentence of text.split(/(?<=[.!?;:])\s+/)) {
    starts.push(at);
    at += words(sentence).length;
  }
  return starts;
}

/** Where the sentence holding the word at `at` starts. */
const sentenceStart = (starts: readonly number[], at: number) =>
  starts.filter((s) => s <= at).at(-1) ?? 0;

export interface Mentions {
  products: ProductMention[];
  vendors: VendorMention[];
  /** The message's words (what spans count). */
  words: string[];
}

/** The products a message names, in the order it names them, and vendors named alone. */
export function findMentions(view: CatalogueView, text: string): Mentions {
  const index = indexOf(view);
  const message = words(text);
  const starts = sentenceStarts(text);
  const saidWords = said(message);
  const candidates = index.entries
    .map((entry) => candidateFor(entry, saidWords, index))
    .filter((c): c is Candidate => c !== null);
  // Where two candidates claim the same words, the stronger and more complete one names it:
  // "Ledgerpoint Tax Suite Basic" is not also "Ledgerpoint Tax Suite Professional".
  const rank = (c: Candidate) =>
    (c.strength === "strong" ? 10 : 0) + (c.adjacent ? 3 : 0) + c.coverage * 5 + c.matched;
  const kept: Candidate[] = [];
  for (const c of [...candidates].sort(
    (a, b) => rank(b) - rank(a) || a.entry.product.id - b.entry.product.id,
  )) {
    const overlaps = kept.some((k) => c.span[0] <= k.span[1] && k.span[0] <= c.span[1]);
    if (!overlaps) kept.push(c);
  }
  const products = kept
    .sort((a, b) => a.at - b.at)
    .map((c) => ({
      productId: c.entry.product.id,
      at: c.at,
      strength: c.strength,
      indefinite: indefiniteBefore(message, c.span[0], sentenceStart(starts, c.span[0])),
      span: c.span,
      matched: c.matched,
      exact: message
        .slice(c.span[0], c.span[1] + 1)
        .every((w) =>
          c.entry.all.some((n) => n === w || n === singular(w) || singular(n) === singular(w)),
        ),
    }));
  const vendors: VendorMention[] = [];
  for (const [vendor, ids] of index.vendors) {
    const at = saidWords.at(vendor)[0];
    if (at === undefined) continue;
    if (kept.some((k) => at >= k.span[0] && at <= k.span[1])) continue;
    vendors.push({ vendor, at, productIds: ids });
  }
  return { products, vendors, words: message };
}

/** Words that tell one edition of a product from another, and their short forms. */
export const EDITION_WORDS: ReadonlySet<string> = new Set([
  "basic",
  "professional",
  "premium",
  "standard",
  "enterprise",
  "desktop",
  "cloud",
  "lite",
  "plus",
]);
const EDITION_SHORT: Record<string, string> = { pro: "professional", ent: "enterprise" };

/**
 * A product of the conversation picked by a word of its name: "the portal" when one product
 * shown has "Portal" in its name, "the desktop one" for the desktop sibling of the product being
 * discussed (same vendor). Null unless exactly one product fits.
 */
export function contextNamed(
  view: CatalogueView,
  context: { focus: number | null; shown: readonly number[] },
  text: string,
  /** The whole message, whose words tell apart two names a noun ends ("the kit … the IRS"). */
  whole: string = text,
): number | null {
  const index = indexOf(view);
  const focus = context.focus
    ? index.entries.find((e) => e.product.id === context.focus)
    : undefined;
  const pool = index.entries.filter(
    (e) =>
      e !== focus &&
      (context.shown.includes(e.product.id) || (focus?.vendor && e.vendor === focus.vendor)),
  );
  // Only as a noun phrase that points at one: "the portal", "the desktop one", "the e-signature
  // add-on". A sibling is picked by any word of its name; another product shown only by a rare
  // one ("portal", not "tax" or "client").
  const all = words(text);
  const pointerIn =
    (list: readonly string[]) =>
    (i: number): boolean =>
      list[i - 1] === "the" ||
      list[i - 2] === "the" ||
      list[i - 1] === "those" ||
      list[i - 1] === "that" ||
      list[i - 1] === "this" ||
      // ("checklist doesn't, right?": a short question opening with the noun, without "the".)
      (i === 0 && list.length <= SHORT_QUESTION && AUXILIARY_AFTER.test(list[i + 1] ?? "")) ||
      /^(one|version|edition|product|tool|app|add-on|addon|module)$/.test(list[i + 1] ?? "");
  const pointed = pointerIn(all);
  // "The business organizer" while the individual one is shown: the word before the noun is of
  // another name with that noun, not of this one, so it points at the other.
  const otherKind = (e: NameEntry, i: number) => {
    const before = all[i - 1];
    if (!before || before.length < 4 || e.all.some((n) => sameWord(before, n))) return false;
    return index.entries.some(
      (o) =>
        o !== e &&
        o.all.some((n) => sameWord(all[i]!, n)) &&
        o.all.some((n) => sameWord(before, n)),
    );
  };
  const named = pool.filter((e) => {
    const sibling = Boolean(focus?.vendor && e.vendor === focus.vendor);
    return e.rest.some((w) => {
      const rare = (index.frequency.get(w) ?? 0) <= 2;
      return (
        (sibling || rare) &&
        !(focus?.rest.includes(w) ?? false) &&
        all.some(
          (m, i) =>
            // An edition of the product discussed needs no "the": "how many e-files come with
            // basic", "pro price" (an edition word, or its usual short form).
            // ("An actual tax pro" is a person, not the Professional edition.)
            (sibling &&
              EDITION_WORDS.has(w) &&
              (sameWord(m, w) || EDITION_SHORT[m] === w) &&
              !indefiniteBefore(all, i)) ||
            ((m.length >= 4 || /^\d{3,}/.test(m)) &&
              pointed(i) &&
              sameWord(m, w) &&
              !otherKind(e, i) &&
              // A word of several names ("the client signs") names a sibling only as a kind of
              // product: "the desktop one", "the desktop program".
              (rare || SIBLING_KIND.test(all[i + 1] ?? ""))),
        )
      );
    });
  });
  if (named.length === 1)
    return (saidMore(index, all, pointed, named[0]!, whole) ?? named[0]!).product.id;
  // Two fit: the one whose name the word ends ("the portal": the portal, not its setup service).
  const heads = named.filter((e) => all.some((m, i) => pointed(i) && sameWord(m, e.head)));
  // Else the one this conversation showed.
  const shown = named.filter((e) => context.shown.includes(e.product.id));
  // Else the one pointed at first, what the question is asked of ("does the vault do the
  // e-signatures itself?": the vault; the e-signatures are what it is asked).
  const firstAt = (e: NameEntry) =>
    Math.min(
      ...all.map((m, i) => (pointed(i) && sameWord(m, e.head) ? i : Number.POSITIVE_INFINITY)),
    );
  const byPlace = [...heads].sort((a, b) => firstAt(a) - firstAt(b));
  if (named.length > 1)
    return heads.length === 1
      ? heads[0]!.product.id
      : shown.length === 1
        ? shown[0]!.product.id
        : byPlace.length > 1 && firstAt(byPlace[0]!) < firstAt(byPlace[1]!)
          ? byPlace[0]!.product.id
          : null;
  // Of the whole catalogue, a noun names a product only where a question is asked: "we keep
  // buying templates: letters, the deadline calendar. Is there a subscription…?" asks of none.
  // (A request is asked too: "Add the individual organizer. Both together, what's that?")
  const questions = text
    .split(/(?<=[.?!])\s+/)
    .filter((x) => x.includes("?") || REQUEST.test(x.trim().toLowerCase()));
  const asked = questions.length ? words(questions.join(" ")) : all;
  return (
    kindNamed(focus ? [focus, ...pool] : pool, all) ??
    kindNamed(index.entries, all, true) ??
    headNamed(index, asked, pointerIn(asked), focus, words(whole), context.shown)
  );
}

/**
 * "Harborview's setup package", "the Tallystone desktop program": a kind of product after a word
 * of a name is part of naming it, not what is asked of it. The text with those kind nouns left out.
 */
export function withoutKindAfterName(text: string, names: readonly string[]): string {
  const nameWords = [...new Set(names.flatMap((name) => words(name)))].filter(
    (w) => w.length >= 3 && !FILLER.has(w) && /^[a-z0-9-]+$/.test(w),
  );
  if (!nameWords.length) return text;
  const after = new RegExp(
    String.raw`\b(${nameWords.join("|")})(?:'s)? (?:package|program|programme|software|app|application|product|platform|system|service|tool|template|spreadsheet|workbook|worksheet)\b`,
    "gi",
  );
  return text.replace(after, "$1");
}

/**
 * "organiser + calender how much together", "vault and portal?": bare nouns joined by "+", "&",
 * "plus" or "and", each pointed at as if after "the" (a product of the conversation, or a noun
 * that ends one name). Two or more products, or none.
 */
export function listNamed(
  view: CatalogueView,
  context: { focus: number | null; shown: readonly number[] },
  text: string,
): number[] {
  const all = words(text);
  const ids = new Set<number>();
  all.forEach((w, i) => {
    if (!/^(?:\+|&|plus|and)$/.test(w)) return;
    for (const side of [all[i - 1], all[i + 1]]) {
      if (!side || side.length < 4 || FILLER.has(side) || /^\d/.test(side)) continue;
      const id = contextNamed(view, { focus: null, shown: context.shown }, `the ${side}`);
      if (id !== null) ids.add(id);
    }
  });
  return ids.size >= 2 ? [...ids] : [];
}

const onlyOne = <T>(list: readonly T[]): T | undefined => (list.length === 1 ? list[0] : undefined);

/** Words of a question short enough to open with a product's noun alone, its verb left out. */
const SHORT_QUESTION = 5;
/** The auxiliary that stands for the verb left out: "checklist doesn't", "vault does too?". */
const AUXILIARY_AFTER = /^(?:does|doesn|do|don|can|cant|cannot|is|isn|has|hasn|will|won)$/;

/** A sentence that asks by telling: "add the individual organizer", "please include the kit". */
const REQUEST =
  /^(?:(?:ok|okay|and|so|also|then|now|please|pls)\W+)*(?:add|include|throw in|price out|quote|cost out)\b/;

/** What follows a word of several names that points at one product: "the desktop one". */
const SIBLING_KIND =
  /^(?:one|version|edition|product|tool|app|add-on|addon|module|program|programme|software|option|plan)$/;

/** Words for a kind of product, never the name of one ("the tool", "the software"). */
const KIND_NOUN = /^(software|program|programme|app|application|tool|platform|system|package)$/;
/** Words for a template: "the depreciation spreadsheet", "the engagement letter templates". */
const TEMPLATE_NOUN = /^(spreadsheets?|templates?|workbooks?|worksheets?|checklists?|excel)$/;
/** "… you sell", "… you have": a product of the catalogue, shown in this conversation or not. */
const OF_THE_CATALOGUE = /^(?:you|u) (?:sell|have|carry|offer|list|stock)$/;

/**
 * "The tax software", "the payroll program": the one product of the conversation that is software
 * (not a template) with the words before the kind noun in its name; "the depreciation
 * spreadsheet": the one template with them. Of the whole catalogue (`anywhere`), only a template,
 * or a product said to be the store's ("the estate software you sell").
 */
function kindNamed(
  pool: readonly NameEntry[],
  all: readonly string[],
  anywhere = false,
): number | null {
  for (let i = 1; i < all.length; i++) {
    const template = TEMPLATE_NOUN.test(all[i]!);
    if (!template && !KIND_NOUN.test(all[i]!)) continue;
    if (anywhere && !template && !OF_THE_CATALOGUE.test(all.slice(i + 1, i + 3).join(" ")))
      continue;
    const start = all.lastIndexOf("the", i - 1);
    if (start < 0 || i - start > 3) continue;
    const said = all.slice(start + 1, i);
    const fits = pool.filter(
      (e) =>
        (e.product.listing.category === "templates") === template &&
        said.every((w) => e.all.some((n) => sameWord(w, n))),
    );
    if (said.length && fits.length === 1) return fits[0]!.product.id;
  }
  return null;
}

/** A name's rarer words (in two names at most) besides its noun, said in the message. */
const rareWordsSaid = (index: MentionIndex, entry: NameEntry, said: ReadonlySet<string>) =>
  entry.all.some((w) => w !== entry.head && (index.frequency.get(w) ?? 0) <= 2 && said.has(w));

/** The message's words, and the parts of its hyphenated ones ("all-access": all, access). */
const withParts = (text: string) => new Set(words(text).flatMap((w) => [w, ...w.split("-")]));

/**
 * "The all-access library" while the research library was shown: another name that ends with the
 * noun pointed at, whose rarer words the message says, where the one shown has none said.
 */
function saidMore(
  index: MentionIndex,
  all: readonly string[],
  pointed: (i: number) => boolean,
  pick: NameEntry,
  whole: string,
): NameEntry | null {
  const said = withParts(whole);
  if (rareWordsSaid(index, pick, said)) return null;
  const others = index.entries.filter(
    (e) =>
      e !== pick &&
      e.head === pick.head &&
      all.some((m, i) => pointed(i) && sameWord(m, e.head)) &&
      rareWordsSaid(index, e, said),
  );
  return others.length === 1 ? others[0]! : null;
}

/**
 * "The vault", "the portal", "the enterprise suite": a noun pointed at that ends exactly one
 * product's name in the catalogue (Harborview Client Portal, not Harborview Portal Setup &
 * Migration), whether or not the conversation has shown it.
 */
function headNamed(
  index: MentionIndex,
  all: readonly string[],
  pointed: (i: number) => boolean,
  focus?: NameEntry,
  said: readonly string[] = all,
  /** Products the conversation showed: of several names the noun ends, the one shown. */
  shown: readonly number[] = [],
): number | null {
  const found = new Set<number>();
  // ("The all-access library": a name's words joined by a hyphen are said too.)
  const saidWords = withParts(said.join(" "));
  all.forEach((m, i) => {
    // ("The kit": a three-letter noun only as a name's own last word.)
    const short = m.length < 4 && !(m.length === 3 && index.entries.some((e) => e.head === m));
    if (short || KIND_NOUN.test(m) || !pointed(i)) return;
    // "the schedule C": a form's letter after the noun, not a product.
    if (/^([a-z]|\d+)$/.test(all[i + 1] ?? "")) return;
    // Written as the noun itself or its plural, never one letter off ("prepares" is a verb,
    // not "Preparer").
    const ending = index.entries.filter((e) => {
      const noun = e.head;
      return m === noun || m === `${noun}s` || ABBREVIATIONS[m] === noun;
    });
    // Two names end with it ("the library"): the one whose rarer name words the question says
    // ("the kit … the IRS": IRS Notice Response Kit), else the one discussed.
    const saying = ending.filter((e) => rareWordsSaid(index, e, saidWords));
    // ("The business organizer" while the individual one is discussed: the words said first.)
    const one =
      ending.length === 1
        ? ending[0]
        : saying.length === 1
          ? saying[0]
          : (ending.find((e) => e === focus) ??
            onlyOne(ending.filter((e) => shown.includes(e.product.id))));
    if (one) found.add(one.product.id);
  });
  return found.size === 1 ? [...found][0]! : null;
}

/** What follows a price that points at a product of the conversation: "the $45 one". */
const PRICED_KIND = /^(?:one|option|product|thing|tool|program|software|app|version|edition)$/;
/** "The 29 dollar checklist", "the $45 one", "that $1,299 edition": a price with its mark. */
const PRICED =
  /\b(?:the|that|this)\s+(?:\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\s*-?\s*(?:dollars?|bucks|usd)|(\d+)\$)\s+([a-z][a-z-]*)\b(?:\s+(?:one|version|edition))?/gi;

/**
 * A product named by its listed price: "the 29 dollar checklist" (the one checklist at $29 in
 * the catalogue, one of the conversation first), "the $45 one" (the one product of the
 * conversation at $45). Null unless exactly one fits; the phrase's place in the text otherwise.
 */
export function pricedNamed(
  view: CatalogueView,
  known: readonly number[],
  text: string,
): { at: number; length: number; id: number } | null {
  const index = indexOf(view);
  for (const m of text.matchAll(PRICED)) {
    const dollars = (m[1] ?? m[3] ?? m[5])!.replace(/,/g, "");
    const cents = Number(dollars) * 100 + Number(m[2] ?? m[4] ?? 0);
    const noun = m[6]!.toLowerCase();
    const atPrice = index.entries.filter(
      (e) => view.byId.get(e.product.id)?.unitPriceCents === cents,
    );
    const fits = PRICED_KIND.test(noun)
      ? atPrice.filter((e) => known.includes(e.product.id))
      : atPrice.filter((e) => e.all.some((w) => sameWord(noun, w)));
    const ofConversation = fits.filter((e) => known.includes(e.product.id));
    const one =
      fits.length === 1 ? fits[0] : ofConversation.length === 1 ? ofConversation[0] : null;
    if (one) return { at: m.index, length: m[0].length, id: one.product.id };
  }
  return null;
}
