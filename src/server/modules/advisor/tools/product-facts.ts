import {
  DELIVERY_LABELS,
  DEPLOYMENT_LABELS,
  LANGUAGE_LABELS,
  SUPPORT_CHANNEL_LABELS,
  SUPPORT_HOURS_LABELS,
  type Deployment,
} from "../../../../shared/product-facts.js";
import { OFFER_TERM_LABELS } from "../../../../shared/offer.js";
import { capabilitySignals } from "../needs/capabilities.js";
import { isMainCapability } from "../needs/product-profile.js";
import { normalise } from "../needs/text.js";
import type { CatalogueView, ToolProduct } from "./catalogue-view.js";
import { cite, type Citation } from "./citations.js";
import { usersPerLicence } from "./cost.js";
import {
  ConceptWeights,
  conceptsOf,
  isMatch,
  isTelling,
  matchLine,
  type PhraseMatch,
} from "./phrase-match.js";
import { heldExclusion, heldFeature } from "./line-held.js";
import { subjectLabel, type Subject } from "./subjects.js";

export type Verdict = "yes" | "no" | "unknown";

/** A product's answer to one subject, with the fact it rests on. */
export interface FactAnswer {
  productId: number;
  name: string;
  link: string;
  subject: Subject;
  subjectLabel: string;
  /** "yes" / "no" per the sheet, or "unknown": the listing does not say. */
  verdict: Verdict;
  /** The stated value when there is one: "50", "14", "Windows desktop", "One-year licence". */
  value: string | null;
  /** The listing's own words the answer quotes: a feature or a not-included item. */
  quote: string | null;
  /**
   * "Not stated" in full: the lines that say part of what was asked ("State returns for
   * individuals", "150 federal e-files included" for "does it e-file state returns?").
   */
  partly?: string[];
  cites: Citation[];
}

const weightsByView = new WeakMap<CatalogueView, ConceptWeights>();

/** How rare each word is in this catalogue's names, features, descriptions and exclusions. */
export function catalogueWeights(view: CatalogueView): ConceptWeights {
  let weights = weightsByView.get(view);
  if (!weights) {
    weights = new ConceptWeights(
      view.products.flatMap((p) => [
        p.name,
        p.listing.description,
        ...p.listing.features,
        ...p.facts.notIncluded,
      ]),
    );
    weightsByView.set(view, weights);
  }
  return weights;
}

/** "990-PF", "990pf" and "990 pf" are one form. */
const formPattern = (form: string) =>
  new RegExp(`(?:^|[^a-z0-9])${form.toLowerCase().replace(/-/g, "[- ]?")}(?![a-z0-9])`);

const mentionsForm = (text: string, form: string) => formPattern(form).test(text.toLowerCase());

function answer(
  product: ToolProduct,
  subject: Subject,
  verdict: Verdict,
  rest: {
    value?: string | null;
    quote?: string | null;
    partly?: string[];
    cites?: Citation[];
  } = {},
): FactAnswer {
  return {
    productId: product.id,
    name: product.name,
    link: product.link,
    subject,
    subjectLabel: subjectLabel(subject),
    verdict,
    value: rest.value ?? null,
    quote: rest.quote ?? null,
    ...(rest.partly ? { partly: rest.partly } : {}),
    cites: rest.cites ?? [],
  };
}

function formAnswer(product: ToolProduct, subject: Extract<Subject, { kind: "form" }>) {
  const { forms, notIncluded } = product.facts;
  // "E-filing the 1099s" not included: the sheet's forms are prepared, not e-filed, whatever
  // the kind of 1099 asked ("e-file 1099-NECs").
  const family = subject.form.split("-")[0]!;
  const notFiled = subject.efile
    ? notIncluded.find(
        (line) =>
          /\be-?fil(?:e|es|ed|ing)\b/i.test(line) &&
          (mentionsForm(line, subject.form) ||
            mentionsForm(line.replace(/(\d)s\b/g, "$1"), family)),
      )
    : undefined;
  if (notFiled)
    return answer(product, subject, "no", {
      quote: notFiled,
      cites: [cite(product.id, "notIncluded", notFiled)],
    });
  if (forms !== "unknown" && forms.some((f) => f.toLowerCase() === subject.form.toLowerCase()))
    return answer(product, subject, "yes", {
      value: subject.form,
      cites: [cite(product.id, "forms", subject.form)],
    });
  const excluded = notIncluded.find((line) => mentionsForm(line, subject.form));
  if (excluded)
    return answer(product, subject, "no", {
      quote: excluded,
      cites: [cite(product.id, "notIncluded", excluded)],
    });
  const feature = product.listing.features.find((f) => mentionsForm(f, subject.form));
  if (feature)
    return answer(product, subject, "yes", {
      quote: feature,
      cites: [cite(product.id, "feature", feature)],
    });
  // A form the sheet's list does not name may be named in its description ("missing K-1 data").
  const sentence = product.listing.description
    .split(/(?<=[.!?])\s+/)
    .find((s) => mentionsForm(s, subject.form));
  if (sentence)
    return answer(product, subject, "yes", {
      quote: sentence,
      cites: [cite(product.id, "description", sentence)],
    });
  // The sheet's list of forms is complete: a form it does not list is one it does not cover.
  if (forms !== "unknown")
    return answer(product, subject, "no", {
      value: forms.length ? forms.join(", ") : "none",
      cites: [cite(product.id, "forms", forms.join(", "))],
    });
  return answer(product, subject, "unknown");
}

function deploymentAnswer(product: ToolProduct, subject: Extract<Subject, { kind: "deployment" }>) {
  const runs = product.facts.deployment;
  if (runs === "unknown") return answer(product, subject, "unknown");
  const value = runs.map((d) => DEPLOYMENT_LABELS[d]).join(", ");
  const cites = [cite(product.id, "deployment", runs.join(", "))];
  const yes = (d: Deployment) => runs.includes(d);
  const files = runs.every((d) => d === "spreadsheet" || d === "document" || d === "service");
  if (files) return answer(product, subject, "unknown", { value, cites });
  const fits =
    subject.value === "mac" || subject.value === "windows"
      ? yes(subject.value) || yes("cloud")
      : yes(subject.value);
  if (fits) return answer(product, subject, "yes", { value, cites });
  // "Access from a web browser", "Cloud hosting (it runs on your network)": the sheet's own line.
  const browser = product.facts.notIncluded.find((line) =>
    /browser|\bweb\b|cloud|hosting/i.test(line),
  );
  return answer(product, subject, "no", {
    value,
    quote: subject.value === "cloud" ? (browser ?? null) : null,
    cites:
      subject.value === "cloud" && browser
        ? [...cites, cite(product.id, "notIncluded", browser)]
        : cites,
  });
}

function limitAnswer(product: ToolProduct, subject: Extract<Subject, { kind: "limit" }>) {
  const stated = product.facts.limits[subject.fact];
  const cites = [cite(product.id, `limits.${subject.fact}`, stated)];
  if (stated === "unknown" || stated === "not_applicable")
    return answer(product, subject, "unknown");
  if (stated === "unlimited") return answer(product, subject, "yes", { value: "unlimited", cites });
  // A stated cap: "yes" it states one; with a quantity, whether the quantity fits under it (a
  // per-user price's user limit is per licence: any number of users, one licence each).
  const perLicence = subject.fact === "users" && usersPerLicence(product) !== null;
  const verdict =
    subject.quantity === null || subject.quantity <= stated || perLicence ? "yes" : "no";
  const excluded = product.facts.notIncluded.find((line) =>
    new RegExp(`\\b${stated}\\b`).test(line),
  );
  return answer(product, subject, verdict, {
    value: String(stated),
    quote: excluded ?? null,
    cites,
  });
}

/** A not-included line about storing files: "Document storage", "Cloud storage". */
const STORAGE_LINE = /\bstor(?:age|e|es|ing)\b|\barchiv/i;

/**
 * Does it hold the firm's documents: "no" when a not-included line says storage is not
 * included, "yes" when the sheet states how much it stores (limits.storageGb).
 */
function storageAnswer(product: ToolProduct, subject: Extract<Subject, { kind: "storage" }>) {
  const excluded = product.facts.notIncluded.find((line) => STORAGE_LINE.test(line));
  if (excluded)
    return answer(product, subject, "no", {
      quote: excluded,
      cites: [cite(product.id, "notIncluded", excluded)],
    });
  const stated = product.facts.limits.storageGb;
  if (typeof stated === "number" || stated === "unlimited")
    return answer(product, subject, "yes", {
      value: String(stated),
      cites: [cite(product.id, "limits.storageGb", stated)],
    });
  return answer(product, subject, "unknown");
}

function licenceAnswer(product: ToolProduct, subject: Extract<Subject, { kind: "licence" }>) {
  const users = product.facts.limits.users;
  const cites = [cite(product.id, "offer.unit", product.offer.unit)];
  // "Does one licence cover them?"; asked as "does each need their own?", the other way round.
  const covered = (yes: boolean) => (yes === !subject.own ? "yes" : "no");
  if (product.offer.unit !== "per_firm")
    // Priced per user (or client): each needs its own; the cost tool prices them.
    return answer(product, subject, covered(false), { value: product.offer.unit, cites });
  if (typeof users === "number") {
    cites.push(cite(product.id, "limits.users", users));
    return answer(product, subject, covered(!(subject.people && subject.people > users)), {
      value: String(users),
      cites,
    });
  }
  if (users === "unlimited") cites.push(cite(product.id, "limits.users", users));
  return answer(product, subject, covered(true), { value: "per_firm", cites });
}

/** A line of the listing that says what the question asks, and how well. */
function bestLine(
  question: readonly string[],
  lines: readonly string[],
  weights: ConceptWeights,
  /** A description sentence is about more than the question: it must hold all of the question. */
  sentence = false,
  given?: ReadonlySet<string>,
): { line: string; match: PhraseMatch } | null {
  let best: { line: string; match: PhraseMatch } | null = null;
  for (const line of lines) {
    const match = matchLine(question, line, weights, given);
    const ok = sentence ? match.telling && match.coverage >= SENTENCE_COVERAGE : isMatch(match);
    if (ok && (!best || match.coverage > best.match.coverage)) best = { line, match };
  }
  return best;
}

const SENTENCE_COVERAGE = 0.9;

/** A line whose words are exactly the question's: "Payroll" for "does it do payroll". */
function wholeQuestion(
  question: readonly string[],
  lines: readonly string[],
  weights: ConceptWeights,
): { line: string; match: PhraseMatch } | null {
  for (const line of lines) {
    const match = matchLine(question, line, weights);
    if (question.length > 0 && match.coverage === 1 && match.lineCoverage === 1)
      return { line, match };
  }
  return null;
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

function phraseAnswer(
  product: ToolProduct,
  subject: Extract<Subject, { kind: "phrase" }>,
  weights: ConceptWeights,
  ofTheCatalogue: boolean,
) {
  const { notIncluded } = product.facts;
  // A word no sheet says ("send reminders by email to whoever owns a step") tells no line from
  // another: against the not-included lines, the question is the words the sheets use.
  const said = subject.concepts.filter((c) => weights.says(c));
  // "Can it do bonus depreciation?" of the Fixed Asset & Depreciation Schedule: the question
  // leaves out its name's words, so a not-included line's word the name holds ("Section 179 and
  // bonus depreciation calculations") is no part the question fails to ask.
  const nameConcepts = new Set(conceptsOf(product.name));
  // (A not-included line that is the whole question, "Payroll" for "payroll", says no however
  // common its word is.)
  const excluded =
    bestLine(said.length ? said : subject.concepts, notIncluded, weights, false, nameConcepts) ??
    wholeQuestion(subject.concepts, notIncluded, weights) ??
    // (Asked of every product in turn, a line held among other words is no answer: the
    // question is about none of them.)
    (ofTheCatalogue
      ? null
      : heldExclusion(
          subject.concepts,
          notIncluded,
          [...product.listing.features, ...sentences(product.listing.description)],
          weights,
          nameConcepts,
        ));
  const listed =
    bestLine(subject.concepts, [product.name, ...product.listing.features], weights) ??
    bestLine(subject.concepts, sentences(product.listing.description), weights, true);
  const fieldOf = (line: string) =>
    line === product.name
      ? "name"
      : product.listing.features.includes(line)
        ? "feature"
        : "description";
  // A yes needs every part of the question on one line: when another line of the sheet speaks of
  // a part apart ("150 federal e-files included" beside "State returns for individuals", for
  // "does it e-file state returns?"), the sheet says each part, not the two together. A part the
  // sheet never names is the buyer's paraphrase ("deadlines" for a deposit schedule).
  // The name says what the whole product does: a part of the question it holds holds for every
  // line ("planning … week by week" of a "Capacity Planner" whose line is "workload by week").
  const nameHolds = (c: string) =>
    matchLine([c], product.name, weights).coverage === 1 ||
    // Who does the job: a "Planner" plans, a "Preparer" prepares, a "Manager" manages.
    normalise(product.name)
      .split(" ")
      .some((word) => word.length > c.length && word.replace(/n?ers?$/, "") === c);
  // One listing line that holds every telling part of the question with what the name holds ("A
  // worksheet for projecting a client's quarterly estimated payments", for "estimated tax
  // payments" of the Quarterly Estimated Tax Worksheet), and how much of the question it covers so.
  const heldCoverage = (line: string) => {
    const all = subject.concepts.reduce((sum, c) => sum + weights.weight(c), 0);
    const held = subject.concepts
      .filter((c) => nameHolds(c) || matchLine([c], line, weights).coverage === 1)
      .reduce((sum, c) => sum + weights.weight(c), 0);
    return all > 0 ? held / all : 0;
  };
  const whole = [...product.listing.features, ...sentences(product.listing.description)]
    .filter((l) => {
      const m = matchLine(subject.concepts, l, weights);
      return m.telling && m.missing.every(nameHolds);
    })
    .sort((a, b) => heldCoverage(b) - heldCoverage(a))[0];
  // What the sheet says is not included wins over a listing line that is no better a match
  // ("Ready-made letter wording" not included, for "letter wording" of a letter builder); a
  // narrower case left out ("State estimated payments") does not unsay a line that, with the
  // name, holds the whole question.
  // (The product's own name matching the question only says which product is asked about: "is
  // the portal subscription included in the setup package?" of the setup service.)
  if (
    excluded &&
    (!listed || listed.line === product.name || excluded.match.coverage >= listed.match.coverage) &&
    !(whole && heldCoverage(whole) > excluded.match.coverage)
  )
    return answer(product, subject, "no", {
      quote: excluded.line,
      cites: [cite(product.id, "notIncluded", excluded.line)],
    });
  const missing = listed ? listed.match.missing.filter((c) => !nameHolds(c)) : [];
  if (listed && missing.length) {
    const lines = [
      product.name,
      ...product.listing.features,
      ...sentences(product.listing.description),
    ];
    if (whole)
      return answer(product, subject, "yes", {
        quote: whole,
        cites: [cite(product.id, fieldOf(whole), whole)],
      });
    const others = missing.flatMap((c) => {
      const line = lines.find(
        (l) => l !== listed.line && matchLine([c], l, weights).coverage === 1,
      );
      return line ? [line] : [];
    });
    const partly = [...new Set([listed.line, ...others])].slice(0, 3);
    if (others.length)
      return answer(product, subject, "unknown", {
        partly,
        cites: partly.map((line) => cite(product.id, fieldOf(line), line)),
      });
  }
  if (listed)
    return answer(product, subject, "yes", {
      quote: listed.line,
      cites: [cite(product.id, fieldOf(listed.line), listed.line)],
    });
  // A listed line the question holds in full among other words ("that identity quiz thing").
  const heldLine = ofTheCatalogue
    ? null
    : heldFeature(subject.concepts, product.listing.features, notIncluded, weights);
  if (heldLine)
    return answer(product, subject, "yes", {
      quote: heldLine,
      cites: [cite(product.id, "feature", heldLine)],
    });
  // A need the product is made for, shown by a feature that names it; unless the question asks
  // for something more particular that its listing never mentions ("deposit deadlines" of a
  // payroll product).
  const listing = new Set(
    conceptsOf([product.name, ...product.listing.features, product.listing.description].join(" ")),
  );
  const particular = subject.concepts.some((c) => isTelling(c, weights) && !listing.has(c));
  if (subject.need && !particular && isMainCapability(product.profile, subject.need)) {
    const evidence = product.profile.capabilities.get(subject.need)?.evidence ?? null;
    // A not-included line about the same need, that also shares a word with the question.
    const excludedNeed = notIncluded.find(
      (line) =>
        (capabilitySignals(normalise(line)).get(subject.need!) ?? 0) >= 0.5 &&
        matchLine(subject.concepts, line, weights).coverage > 0,
    );
    if (excludedNeed)
      return answer(product, subject, "no", {
        quote: excludedNeed,
        cites: [cite(product.id, "notIncluded", excludedNeed)],
      });
    if (evidence && product.listing.features.includes(evidence))
      return answer(product, subject, "yes", {
        quote: evidence,
        cites: [cite(product.id, "feature", evidence)],
      });
  }
  return answer(product, subject, "unknown");
}

/**
 * The product-facts tool's question: what the product's sheet and listing say about one subject.
 * "No" only when a fact, a not-included item or a complete list says so; otherwise "unknown".
 */
export function askProduct(
  view: CatalogueView,
  product: ToolProduct,
  subject: Subject,
  /** Asked of every product in turn (the coverage tool), not of this one. */
  ofTheCatalogue = false,
): FactAnswer {
  const { facts } = product;
  switch (subject.kind) {
    case "form":
      return formAnswer(product, subject);
    case "integration": {
      if (facts.integrations === "unknown") return answer(product, subject, "unknown");
      const listed = facts.integrations.includes(subject.name);
      return answer(product, subject, listed ? "yes" : "no", {
        value: facts.integrations.join(", ") || "none",
        cites: [
          cite(product.id, "integrations", listed ? subject.name : facts.integrations.join(", ")),
        ],
      });
    }
    case "security": {
      const value = facts.security[subject.fact];
      const cites = [cite(product.id, `security.${subject.fact}`, value)];
      if (value === "yes") return answer(product, subject, "yes", { cites, value });
      if (value === "no" || value === "not_applicable")
        return answer(product, subject, "no", { cites, value });
      return answer(product, subject, "unknown", { cites, value });
    }
    case "deployment":
      return deploymentAnswer(product, subject);
    case "trial": {
      const cites = [cite(product.id, "trialDays", product.trialDays)];
      if (product.offer.term !== "monthly")
        return answer(product, subject, "no", {
          value: "0",
          cites: [cite(product.id, "offer.term", product.offer.term)],
        });
      if (facts.trialDays === "unknown" && product.trialDays === 0)
        return answer(product, subject, "unknown");
      return answer(product, subject, product.trialDays > 0 ? "yes" : "no", {
        value: String(product.trialDays),
        cites,
      });
    }
    case "limit":
      return limitAnswer(product, subject);
    case "language": {
      if (facts.languages === "unknown") return answer(product, subject, "unknown");
      const yes = facts.languages.includes(subject.value);
      return answer(product, subject, yes ? "yes" : "no", {
        value: facts.languages.map((l) => LANGUAGE_LABELS[l]).join(", "),
        cites: [cite(product.id, "languages", facts.languages.join(", "))],
      });
    }
    case "term": {
      // "Pay once and keep it": only a perpetual licence or a one-off purchase is.
      const once = product.offer.term === "perpetual" || product.offer.term === "per_use";
      return answer(product, subject, once ? "yes" : "no", {
        value: OFFER_TERM_LABELS[product.offer.term],
        cites: [cite(product.id, "offer.term", product.offer.term)],
      });
    }
    case "licence":
      return licenceAnswer(product, subject);
    case "unit":
      // What the price counts is the offer's unit: "per seat" is per user. Of two asked ("per
      // business or per staff member?"), the answer is the one that is true.
      return answer(
        product,
        subject.either && product.offer.unit === subject.either
          ? { ...subject, unit: subject.either, either: subject.unit }
          : subject,
        product.offer.unit === subject.unit || product.offer.unit === subject.either ? "yes" : "no",
        {
          value: product.offer.unit,
          quote: product.priceLabel,
          cites: [
            cite(product.id, "offer.unit", product.offer.unit),
            cite(product.id, "price", product.listing.price),
          ],
        },
      );
    case "support": {
      const hours = facts.support.hours;
      const channels = facts.support.channels;
      if (hours === "unknown" && channels === "unknown") return answer(product, subject, "unknown");
      const parts = [
        hours === "unknown" ? null : SUPPORT_HOURS_LABELS[hours],
        channels === "unknown" ? null : channels.map((c) => SUPPORT_CHANNEL_LABELS[c]).join(", "),
      ].filter(Boolean);
      // "Is there phone support?": the sheet's list of channels says which ways there are.
      const verdict =
        subject.channel && channels !== "unknown" && !channels.includes(subject.channel)
          ? "no"
          : "yes";
      return answer(product, subject, verdict, {
        value: parts.join("; "),
        cites: [
          ...(hours === "unknown" ? [] : [cite(product.id, "support.hours", hours)]),
          ...(channels === "unknown"
            ? []
            : [cite(product.id, "support.channels", channels.join(", "))]),
        ],
      });
    }
    case "storage":
      return storageAnswer(product, subject);
    // No sheet field lists charges beside the price: what the listing says is its price.
    case "fees":
      return answer(product, subject, "unknown", {
        value: product.priceLabel,
        cites: [cite(product.id, "price", product.listing.price)],
      });
    case "delivery": {
      if (facts.delivery === "unknown") return answer(product, subject, "unknown");
      return answer(product, subject, "yes", {
        value: DELIVERY_LABELS[facts.delivery],
        cites: [cite(product.id, "delivery", facts.delivery)],
      });
    }
    case "phrase":
      return phraseAnswer(product, subject, catalogueWeights(view), ofTheCatalogue);
  }
}

/** The product-facts tool: one product's sheet in the lines a buyer reads, each cited. */
export interface ProductFactsResult {
  productId: number;
  name: string;
  link: string;
  priceLabel: string;
  term: ToolProduct["offer"]["term"];
  termLabel: string;
  lines: Array<{ label: string; text: string; cite: Citation }>;
}

export function productFacts(product: ToolProduct): ProductFactsResult {
  const { facts } = product;
  const lines: ProductFactsResult["lines"] = [];
  const add = (label: string, text: string, c: Citation) => lines.push({ label, text, cite: c });
  add("Price", product.priceLabel, cite(product.id, "price", product.listing.price));
  add(
    "Licence",
    OFFER_TERM_LABELS[product.offer.term],
    cite(product.id, "offer.term", product.offer.term),
  );
  if (facts.deployment !== "unknown")
    add(
      "Runs on",
      facts.deployment.map((d) => DEPLOYMENT_LABELS[d]).join(", "),
      cite(product.id, "deployment", facts.deployment.join(", ")),
    );
  if (facts.forms !== "unknown" && facts.forms.length)
    add("Forms", facts.forms.join(", "), cite(product.id, "forms", facts.forms.join(", ")));
  if (facts.integrations !== "unknown" && facts.integrations.length)
    add(
      "Works with",
      facts.integrations.join(", "),
      cite(product.id, "integrations", facts.integrations.join(", ")),
    );
  add(
    "Free trial",
    product.trialDays > 0 ? `${product.trialDays} days` : "none",
    cite(product.id, "trialDays", product.trialDays),
  );
  if (facts.notIncluded.length)
    add(
      "Not included",
      facts.notIncluded.join("; "),
      cite(product.id, "notIncluded", facts.notIncluded.join("; ")),
    );
  return {
    productId: product.id,
    name: product.name,
    link: product.link,
    priceLabel: product.priceLabel,
    term: product.offer.term,
    termLabel: OFFER_TERM_LABELS[product.offer.term],
    lines,
  };
}
