import { conceptsOf, same, withIdioms } from "../tools/phrase-match.js";
import { contentWords, normalise } from "../needs/text.js";
import { CAPABILITY_BY_ID, capabilitySignals } from "../needs/capabilities.js";
import { isMainCapability } from "../needs/product-profile.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { asksForAProduct, type AskSpan } from "./firm-profile.js";

/**
 * What the latest message asks for, against each product's own words (decision 0257). The ask is
 * read as concepts (stems and the buyers' synonyms of `phrase-match.ts`: "sign off" is an
 * approval, a photo an image), each weighed by where it stands: the ask itself ("we need …", "is
 * there something that …") counts whole, the words that only describe the firm before it
 * ("bookkeeping shop, 6 staff") a little; and by how few products say it.
 */
export interface AskReading {
  /** Each product's share of the ask, against the product whose own words say most of it. */
  share: ReadonlyMap<number, number>;
  /**
   * Of the things the ask lists ("something to pitch the service with and something to model
   * their cash"), the ones each product says about as well as the product that says it best.
   */
  things: ReadonlyMap<number, number[]>;
}

interface Weighed {
  concept: string;
  weight: number;
}

/** The firm's description before its ask counts this much of the ask's own words. */
const DESCRIBED_WEIGHT = 0.3;
/** A product's description says what it does less than its name and feature lines. */
const DESCRIPTION_WEIGHT = 0.5;
/** A concept in this many products' lines or fewer tells what a product is for. */
const TELLING_PRODUCTS = 6;
/** A concept more than this share of the products say ("client", "tax") sorts nothing. */
const COMMON_SHARE = 0.3;
/** A product that says this share of a thing asked, against the one that says most, does it. */
export const ASK_SAID = 0.6;

/** A sum of money, with its period: "$1,000", "100 a month", "150 dollars", "2k per year". */
const MONEY =
  /\$\s?[\d,.]+\s*k?\b(?:\s*(?:a|per|\/|each|every)\s*(?:month|mo|year|yr)\b)?|\b[\d,.]+\s*k?\s*(?:dollars|usd|bucks)?\s*(?:a|per|\/|each|every)\s*(?:month|mo|year|yr)\b|\b[\d,.]+\s*(?:dollars|usd|bucks)\b/gi;

/** Who the firm is, counted: "6 staff", "two of us", "3 preparers" (what it asks for is not). */
const COUNTED =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a dozen|a few)\s+(?:[a-z-]+\s+)?(?:people|persons|preparers?|accountants?|cpas?|eas|staff|users?|seats?|partners?|bookkeepers?|advisors?|advisers?|planners?|employees|auditors?|associates|analysts?|of us)\b/gi;

/** How the firm pays and how much, not what it asks the product to do. */
const BUDGET_AND_COUNTS = new Set(
  `month monthly year yearly annual annually max maximum cap budget spend tops total afford
  cost price dollar buck limit hard ceiling once one-off rent recommend recomend suggest solo
  staff people person`.split(/\s+/),
);

/**
 * Software the firm works in ("on QuickBooks Desktop", "all on Xero"): a fact the ranking weighs
 * from the sheets' integrations, not a job to find in a product's name.
 */
const SOFTWARE_USED =
  /\b(?:quickbooks(?: online| desktop)?|qbo|qbd|xero|sage intacct|netsuite|gusto|adp|microsoft (?:365|excel)|excel|google (?:sheets|workspace)|schwab|fidelity|shopify|amazon|stripe|drake|lacerte|ultratax|proconnect)\b/gi;

const withoutMoney = (text: string) =>
  text.replace(MONEY, " ").replace(COUNTED, " ").replace(SOFTWARE_USED, " ");

/** A product's own words: its name and feature lines say what it is; its description less. */
interface AskIndex {
  words: Map<
    number,
    {
      name: string[];
      lines: string[];
      description: string[];
      excluded: string[][];
    }
  >;
  /** The forms the sheets list ("1120-s", "1120"): the only numbers that say a job. */
  forms: Set<string>;
}

const indexByView = new WeakMap<CatalogueView, AskIndex>();

function indexOf(view: CatalogueView): AskIndex {
  let index = indexByView.get(view);
  if (!index) {
    index = {
      words: new Map(
        view.products.map((p) => [
          p.id,
          {
            name: wordsOf(p.name),
            lines: wordsOf([p.name, ...p.listing.features].join(" . ")),
            description: wordsOf(p.listing.description),
            excluded: p.facts.notIncluded.map((line) => conceptsOf(line.replace(/\(.*?\)/g, " "))),
          },
        ]),
      ),
      forms: new Set(
        view.products.flatMap((p) =>
          p.facts.forms === "unknown"
            ? []
            : p.facts.forms.flatMap((f) => [f.toLowerCase(), f.toLowerCase().split("-")[0]!]),
        ),
      ),
    };
    indexByView.set(view, index);
  }
  return index;
}

/**
 * A text's concepts, and its words' own stems beside them: "withholding tables" is payroll's
 * (a synonym of the questions' matching) and also says "withhold", which one sheet's lines say.
 */
const wordsOf = (text: string) => [
  ...new Set([...conceptsOf(text), ...contentWords(withIdioms(text))]),
];

function conceptsIn(text: string, weight: number, forms: ReadonlySet<string>): Weighed[] {
  return wordsOf(withoutMoney(text))
    .filter((c) => !BUDGET_AND_COUNTS.has(c) && (!/^\d/.test(c) || forms.has(c.replace(/s$/, ""))))
    .map((concept) => ({ concept, weight }));
}

/**
 * How much of the concepts each product's own words say, by product id: each concept by how few
 * products say it, whole in its name or feature lines, half in its description. Null when no
 * product's lines say a concept of the ask that few products say: it then sorts nothing.
 */
function cover(view: CatalogueView, concepts: readonly Weighed[]): Map<number, number> | null {
  const index = indexOf(view);
  const n = view.products.length;
  const sums = new Map<number, number>(view.products.map((p) => [p.id, 0]));
  let telling = false;
  for (const { concept, weight } of concepts) {
    const says = view.products.map((p) => {
      const words = index.words.get(p.id)!;
      const has = (list: readonly string[]) => list.some((w) => same(concept, w));
      // "E-signature handoff" beside "E-signature itself" not included, asked to sign: the sheet
      // says it does not, when the ask holds the whole not-included line ("State estimated
      // payments" does not unsay "estimated payments"), unless its name says the word.
      const unsaid = words.excluded.some(
        (line) => has(line) && line.every((w) => concepts.some((c) => same(c.concept, w))),
      );
      if (unsaid && !has(words.name)) return 0;
      if (has(words.lines)) return 1;
      return has(words.description) ? DESCRIPTION_WEIGHT : 0;
    });
    const df = says.filter((f) => f > 0).length;
    if (df === 0 || df > COMMON_SHARE * n) continue;
    if (weight === 1 && df <= TELLING_PRODUCTS && says.includes(1)) telling = true;
    const idf = Math.log(1 + n / df);
    view.products.forEach((p, i) => sums.set(p.id, sums.get(p.id)! + weight * says[i]! * idf));
  }
  return telling ? sums : null;
}

/** Each product's cover against the best one's, 0 to 1. */
function shares(sums: ReadonlyMap<number, number>): Map<number, number> {
  const best = Math.max(0, ...sums.values());
  return new Map([...sums].map(([id, sum]) => [id, best > 0 ? sum / best : 0]));
}

/**
 * Reads the ask against the catalogue: null when it sorts nothing (no product says one of its
 * rarer concepts: "what would you recommend?", "we do payroll for 140 clients").
 */
export function readAsk(view: CatalogueView, ask: AskSpan): AskReading | null {
  return (
    readSpan(view, ask) ??
    (asksForAProduct(ask.asked) ? readSpan(view, withSentenceBefore(ask)) : null)
  );
}

/**
 * An ask in words no sheet sorts by ("Is there something we could hand them to fill in?") asks
 * for what the sentence before it says ("we have to chase them for officer compensation").
 */
function withSentenceBefore(ask: AskSpan): AskSpan {
  const cut = Math.max(
    0,
    ask.described
      .trimEnd()
      .slice(0, -1)
      .search(/[^.!?]*$/),
  );
  const before = ask.described.slice(cut);
  return { ...ask, asked: `${before} ${ask.asked}`, described: ask.described.slice(0, cut) };
}

function readSpan(view: CatalogueView, ask: AskSpan): AskReading | null {
  if (!ask.asked.trim()) return null;
  const { forms } = indexOf(view);
  const asked = conceptsIn(ask.asked, 1, forms);
  const whole = cover(view, [
    ...conceptsIn(ask.described, DESCRIBED_WEIGHT, forms).filter(
      (d) => !asked.some((a) => a.concept === d.concept),
    ),
    ...asked,
  ]);
  if (!whole) return null;
  const share = shares(whole);
  const things = new Map<number, number[]>(view.products.map((p) => [p.id, []]));
  if (ask.things.length >= 2)
    ask.things.forEach((thing, i) => {
      const { ids, byJob } = doing(view, thing, forms);
      for (const id of ids) {
        things.get(id)!.push(i);
        // A thing said only in words most sheets share is the vocabulary's job: doing it is
        // as good a share of the ask as the words of the other things.
        if (byJob) share.set(id, 1);
      }
    });
  return { share, things };
}

/** A kind of product asked for by its kind: "software", "a program", "a system". */
const SOFTWARE_ASKED =
  /\b(?:software|programs?|programmes?|systems?|apps?|applications?|platforms?|suites?)\b/i;

/** A service line the vocabulary reads outright from a thing said in common words ("tax software"). */
const NAMED_JOB = 0.8;

/**
 * The products that do one thing asked: those whose own words say it about as well as the best
 * one's; or, said only in words most sheets share ("tax software"), those made for the job the
 * vocabulary reads from it (a template helps with a job; software does it).
 */
function doing(
  view: CatalogueView,
  thing: string,
  forms: ReadonlySet<string>,
): { ids: number[]; byJob: boolean } {
  const sums = cover(view, conceptsIn(thing, 1, forms));
  if (sums)
    return {
      ids: [...shares(sums)].filter(([, s]) => s >= ASK_SAID).map(([id]) => id),
      byJob: false,
    };
  // (Only a thing that asks for a kind of product: "tax software", "a payroll system"; "selling a
  // monthly CFO package" is the firm's plan, not a product of that line.)
  if (!SOFTWARE_ASKED.test(thing)) return { ids: [], byJob: false };
  const jobs = [...capabilitySignals(normalise(thing))]
    .filter(([id, signal]) => signal >= NAMED_JOB && CAPABILITY_BY_ID.get(id)?.serviceLine)
    .map(([id]) => id);
  const ids = view.products
    .filter(
      (p) =>
        p.listing.category !== "templates" && jobs.some((id) => isMainCapability(p.profile, id)),
    )
    .map((p) => p.id);
  return { ids, byJob: true };
}
