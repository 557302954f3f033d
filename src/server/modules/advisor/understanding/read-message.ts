import type { Budget, ConversationState } from "../../../../shared/advisor/conversation-state.js";
import type { OfferUnit } from "../../../../shared/offer.js";
import {
  INTEGRATIONS,
  type Integration,
  type SecurityFact,
  type SupportChannel,
} from "../../../../shared/product-facts.js";
import { capabilitySignals, type CapabilityId } from "../needs/capabilities.js";
import { kindsAskedWhole } from "../needs/every-one.js";
import { normalise } from "../needs/text.js";
import type { CatalogueView } from "../tools/catalogue-view.js";
import { cheapestLine, costLine } from "../tools/cost.js";
import { CLIENTS_SEND_ONLINE, conceptsOf, isTelling } from "../tools/phrase-match.js";
import { askProduct, catalogueWeights } from "../tools/product-facts.js";
import type { PolicyTopic } from "../tools/store-policy.js";
import type { Subject } from "../tools/subjects.js";
import { detectLanguage, spanishToEnglish, stripAccents, type Language } from "./language.js";
import { budgetFrom, readMoney, type MoneyReading } from "./money.js";
import { numbersAsDigits } from "./numbers.js";
import {
  contextNamed,
  EDITION_WORDS,
  findMentions,
  listNamed,
  pricedNamed,
  withoutKindAfterName,
  type Mentions,
} from "./product-mentions.js";
import { countAddedToKnown } from "./added-counts.js";
import { countsPerProduct, type ProductCount } from "./counts-per-product.js";
import { asAsked } from "./reported-questions.js";
import { noCounts, readQuantities, type QuantityReading } from "./quantities.js";
import { questionsApart } from "./questions-apart.js";
import {
  findForms,
  findIntegrations,
  findNegatedIntegrations,
  findOutsideProduct,
  findPlaces,
  findSecurity,
  findWantedPlaces,
  findServices,
  integrationOfProduct,
  PHONE_ACCESS,
  integrationOfVendor,
  spellForms,
  withoutSoftwareNames,
  type Place,
} from "./vocabulary.js";
import { worldQuestion, type WorldTopic } from "./world-questions.js";

/**
 * What one message says and asks, read without a model: the products it names or refers to
 * (resolved against the conversation's state), headcounts, money, the fact sheets' vocabulary,
 * negations and corrections, in English or Spanish; and the questions it asks, each mapped to
 * the tool that answers it (answer/route.ts), in the order asked.
 */

export type Ask =
  | {
      kind: "cost";
      products: number[];
      cheapest: boolean;
      fits: boolean;
      /** "6 seats vs 4": the cost for each count (of seats or clients; null: what the price counts). */
      counts?: { of: "seats" | "clients" | null; values: number[] };
      /** "Only 6 of us would use the portal, all 10 the practice manager": each one's count. */
      each?: Record<number, ProductCount>;
    }
  | { kind: "capability"; products: number[]; subjects: Subject[] }
  | { kind: "integration"; products: number[]; integrations: Integration[] }
  /** `cheapest`: the product that does it for least, each one's cost for the firm beside it. */
  | { kind: "coverage"; subject: Subject; place: Place | null; cheapest?: boolean }
  | { kind: "compare"; products: number[] }
  | { kind: "overlap"; products: number[] }
  /** "Which of the two would you buy first?": one of the products discussed, for this firm. */
  | { kind: "choose"; products: number[] }
  | {
      kind: "cheaper";
      than: number | null;
      /** "Cheaper that still does the reconciliations": what each cheaper one must do too. */
      keeping?: Subject[];
    }
  /** "Which of your products would not work for us, and why?": what fails the firm's needs. */
  | { kind: "misfits" }
  | { kind: "policy"; topics: PolicyTopic[] }
  | { kind: "facts"; products: number[] }
  /**
   * `keepRest`: a product turned down with nothing else asked for ("drop the portfolio one, just
   * planning"): the rest of the recommendation stands.
   */
  | {
      kind: "recommend";
      keepRest?: boolean;
      /** "What else?", "any other options?": picks besides the ones already recommended. */
      others?: boolean;
    }
  | { kind: "ack" }
  | { kind: "greeting" }
  /**
   * "Can you put that in something I can show the partners?": the decision memo; `byEmail` when
   * it was asked to be sent ("email me a summary"), which the chat cannot do.
   */
  | { kind: "memo"; byEmail?: boolean }
  | {
      kind: "decline";
      reason:
        | "outside_product"
        | "service"
        | "people"
        | "off_topic"
        /** What an insurer, the IRS or a bank will accept or require. */
        | "outside_judgement"
        /** What a firm should charge its own clients. */
        | "own_fees"
        /** A fact of the world, not of a product (`world-questions.ts`). */
        | WorldTopic
        | "not_understood"
        | "ambiguous";
      /** An outside product's name, or the vendor whose products were meant. */
      name?: string;
      options?: number[];
    };

export interface Understanding {
  language: Language;
  /** The message in the English the rest reads, numbers as digits. */
  text: string;
  /** Products named, in order (strong names, and weak ones the question is about). */
  products: number[];
  /** Products the message turns down ("not the second one", "skip Copperline"). */
  rejected: number[];
  money: MoneyReading[];
  /** A budget the message states, read against the one remembered. */
  budget: Budget | null;
  quantities: QuantityReading;
  integrations: Integration[];
  /** IRS forms the message names, in the sheets' spelling. */
  forms: string[];
  /** Software the message turns down ("not QuickBooks, we use Xero"). */
  negatedIntegrations: Integration[];
  services: string[];
  negatedServices: string[];
  /** Needs the message signals (0 to 1), and needs it says the firm does not have. */
  needs: Map<CapabilityId, number>;
  negatedNeeds: Set<CapabilityId>;
  /** "Actually", "sorry", "make that": a correction of something said before. */
  correction: boolean;
  asks: Ask[];
}

const has = (pattern: RegExp, text: string) => pattern.test(text);

const QUESTION =
  /\?|^(?:and |so |ok |okay |also |then |just )?(?:does|do|did|can|could|is|are|will|would|how|what|whats|wat|which|wich|where|when|who|any|anything|is there|are there|should|has|have)\b/;
/**
 * The thing asked about first, then the question of it, with no "?": "the notice kit, does it do
 * direct deposit", "that portal: can it take uploads from phones", "the desktop one - is it Mac".
 */
const TOPIC_THEN_QUESTION =
  /[,:;\u2013\u2014]\s*(?:and |so |but )?(?:does|do|can|could|is|are|will|would|has|have) (?:it|they|that|this|that one|this one|either|both|each|either of them|both of them)\b|\s-\s*(?:does|do|can|could|is|are|will|would|has|have) (?:it|they|that|this)\b/;
/**
 * A document of the conversation asked for: "can you put that in something I can show the
 * partners", "could you write this up", "a summary for our file", "¿me lo pasa en un documento?".
 */
const MEMO_REQUEST =
  /\b(?:can|could|would|will) (?:you|u)\b[^.?!]{0,15}\b(?:put|write|turn|make|save|export|print|send|email|e-mail|give|pull|draft|prepare)\b[^.?!]{0,40}\b(?:something|document|doc|summary|pdf|printout|print-out|write-?up|memo|one-pager|handout|page|paper)\b|\bwrite (?:this|that|it|all (?:of )?(?:this|that)) up\b|\b(?:can|could|may) (?:i|we)\b[^.?!]{0,15}\b(?:get|have|download|print|export|save)\b[^.?!]{0,30}\b(?:as|in|into) (?:a |an )?(?:pdf|document|doc|memo|printout|one-pager|writing)\b|\b(?:download|print|export|save) (?:this|that|it|all (?:of )?(?:this|that)) (?:as|to|into) (?:a |an )?pdf\b|\bsave (?:this|that|it|the conversation|our conversation) as\b|(?<!\b(?:is there|are there|do you have|have you got|you got|any) )\b(?:something|a (?:document|doc|summary|pdf|printout|write-?up|memo|one-pager|handout|page)) (?:i|we) can (?:show|share|print|hand|give|send|forward|file|take)\b|\b(?:a |the )?(?:summary|memo|write-?up|one-pager|printout) (?:of (?:this|that|it|the (?:recommendation|picks|conversation))|for (?:the|our|my) (?:partners?|boss|board|file|files|team|records?))\b/;

/**
 * Something of the conversation asked to be sent: "email me a summary", "send the numbers to my
 * partner", "could you mail us the comparison", "shoot me the details". The chat sends no e-mail;
 * the memo is how the firm keeps it.
 */
const SEND_REQUEST =
  /(?:^|[.!?;,]\s*)(?:(?:ok|okay|so|and|then|great|cool|thanks|perfect|please|pls|can|could|would|will)\s+)*(?:you\s+|u\s+)?(?:please\s+|pls\s+|just\s+)?(?:e-?mail|mail|send|forward|shoot)\b([^.?!]{0,60})/;
const SENT_TO = /\b(?:me|us|to|my|our)\b/;
const SENT_THING =
  /\b(?:summary|recap|memo|pdf|document|doc|write-?up|quote|breakdown|overview|comparison|details|numbers|figures|prices|costs|recommendations?|picks|list|conversation|chat|transcript|it|this|that|everything|them)\b/;
const asksToSend = (lower: string) => {
  const rest = SEND_REQUEST.exec(lower)?.[1];
  return rest !== undefined && SENT_TO.test(rest) && SENT_THING.test(rest);
};

/** Words that open a message before what it says: "ok and", "thanks, so", "great, also". */
const LEAD_IN =
  /^(?:(?:ok|okay|k|oh|ah|great|cool|thanks|thank you|thx|ty|perfect|got it|right|alright|hmm+|nice|sure|well|yes|yeah|yep|fine|and|so|also|then|but)\b[\s,.!:;-]*)+/;
const GREETING_WORDS =
  /(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day))(?: there| all| everyone)?/
    .source;
/** A message that is only a greeting, or two: "hi there", "hey, good afternoon", "hola, buenas". */
const GREETING = new RegExp(`^${GREETING_WORDS}(?:[\\s,!.]+${GREETING_WORDS})*[\\s,!.:)]*$`);
const ACK =
  /^(?:thanks|thank you|thx|ty|cheers|great|perfect|ok|okay|got it|cool|awesome|sounds good|that s (?:really )?helpful|that helps|helpful|appreciate it|nice)\b/;
/** Work done each month or year ("monthly budgets", "yearly reports"): a job, not a price. */
const WORK_BY_PERIOD = String.raw`(?:or (?:annual|yearly|monthly) )?(?:budgets?|reports?|reporting|closes?|closing|statements?|forecasts?|forecasting|reconciliations?|recs|reviews?|meetings?|packages?|financials|bookkeeping|returns?|filings?|deposits?|newsletters?|check-?ins?|tasks?|checklists?|schedules?|summaries|dashboards?|plans? for clients)\b`;
/** "What is it a month?", "what's that per user?", "what are they a year": a price by its period or unit. */
const COST = new RegExp(
  String.raw`\b(what(?: is| s| are| would| will)? (?:it|that|this|they|those|these|that one|this one)(?: be| come to)? (?:a|an|per|each|every) (?:month|year|yr|user|seat|client|login|person)|(?:all of (?:it|that|this)|everything|the (?:whole )?lot) (?:together|combined|altogether|in all|in total)|(?:together|combined|altogether|all together|in all),? (?:what(?: is| s| are| would| will| does| do)?|how much(?: is| s| are| would| will)?) (?:that|it|they|this|those|these|both|it all|that all)\b|what(?: is| s| are| would| will)? (?:that|it|they|this|those|these|both|it all) (?:be |come to )?(?:together|combined|altogether|all together|in all)|payable|pay now|charged now|set us back|how much(?! storage| space| room| data)|all[- ]in(?! (?:a|an|the|one|our|my|your|its|their|this|that|these|those)\b)|what (?:does|would|will|do) (?:it|that|this|they|those)(?: \w+)? run|cost|costs|costing|price|prices|priced|pricing|total|add(?:s)? up|come to|comes to|run us|per month|(?:monthly|yearly)(?! ${WORK_BY_PERIOD})|per year|first[- ]year|first yr|due today|charged|charge|pay today|what do i pay|what do we pay|bill|fee|fees|quote|expensive|afford)\b`,
);
/**
 * Whether a cost fits the budget: "within that", "still inside it" (not "sign inside it": where a
 * thing is done is no budget).
 */
const FITS =
  /\b(within (?:that|it|this)|(?:fits?|stays?|be|is|are|comes?|still|keeps?|land|lands) (?:\w+ )?inside (?:that|it)|under that|(?:still )?(?:under|within|below|inside) (?:the|our|my|that) (?:ceiling|budget|cap|limit)|squeeze into|squeeze in|stretch to|fits?|fit in(?:to)?|within (?:my|our|the|that) budget|in (?:that|the|my|our) budget|afford)\b/;
const COMPARE =
  /\b(compare|compared|comparison|versus|vs\.?|stack up|stacks up|difference|differences|differ|side by side|next to each other|head to head|better than|which is better)\b|\bput (?:\w+ ){1,6}(?:next to|beside|alongside|against)\b/;
/**
 * "Which of the two would you buy first?", "which one should we go with?", "if you were us, which
 * would you pick?": a choice among the products discussed, not a list or a comparison table.
 */
const CHOOSE =
  /\bwhich(?: one| of (?:the|these|those|them|the two|these two|those two|the 2)(?: (?:two|2|three|3))?)?(?: (?:one|option|product))? (?:would|should|do|will|d) (?:you|we|i|u) (?:buy|get|pick|choose|go with|start with|take|recommend|suggest|go for|prioriti[sz]e)\b|\bif you were (?:us|me|in our shoes)\b[^.?!]*\bwhich\b|\bwhich(?: one| of (?:the|these|those) (?:two|2))? (?:is|would be) (?:better|best|the better (?:fit|choice|pick)|the best (?:fit|choice|pick)) for (?:us|me|our firm|my practice)\b/;
const OVERLAP =
  /\b(need both|both needed|overlap|overlaps|redundant|one or the other|is one enough|one enough|same thing|duplicate)\b/;
const CHEAPEST =
  /\b(which (?:one |of (?:the|them|those) (?:two|2) )?costs? (?:us )?less|the cheaper one|cheaper one|cheapest one|cheaper of the|the cheapest|which (?:one |of (?:the|them|those) (?:two|2) )?(?:is|works out|comes out|would be)? ?(?:cheaper|cheapest|less expensive)|which is cheapr|works out cheaper|cheaper for)\b/;
/** "How much do we save?", "what would we save", "the savings": a difference of two costs. */
const SAVING =
  /\b(?:how much (?:do|would|will|could|can|did) (?:we|i|you|they) save|(?:what|how much) (?:would|will|do|does|could) (?:we|i|that|it|this) save|sav(?:e|es|ing|ings) (?:us|me)(?: any(?:thing)?| money)?\b|how much (?:of )?(?:a )?sav(?:ing|ings)|what (?:are|is|would be) the sav(?:ing|ings))/;
/**
 * "What's the cheapest option you've got that does time tracking?": of the whole catalogue, the
 * product that does a job for least. The job is what follows, up to a concession ("even if it's
 * not cloud") that lifts a constraint rather than adding one.
 */
const CHEAPEST_DOING =
  /\b(?:the )?(?:cheapest|least expensive|lowest[- ](?:priced|cost)|most affordable)(?: (?:option|one|product|thing|tool|software|program|app|choice|way|solution))?(?: (?:you(?:'ve| ve| have)?(?: got)?|you (?:sell|carry|offer|stock)|in (?:the|your) (?:catalogue|catalog|store|shop)|of (?:all|yours)|at all|out there))?(?: (?:that|which) (?:does|do|can do|handles|covers|will do|would do|can)|(?: that(?: is| s)?)? (?:for|to|with))\b(.+)$/;
/** A concession's words: "even if it's not cloud" lifts a constraint, it turns nothing down. */
const CONCESSION_CLAUSE = /\b(?:even (?:if|though)|whether or not)\b[^,.;?!]*/g;
/** A concession, not a constraint: "even if it's not cloud", "whether or not it's online". */
const CONCESSION = /,|\beven (?:if|though)\b|\bwhether or not\b|\bdoesn'?t (?:have to|need to)\b/;

/** The words of a product's name as written, lower case: "kestrel", "trial", "balance". */
const wordsOfName = (view: CatalogueView, id: number) =>
  new Set((view.byId.get(id)?.name ?? "").toLowerCase().split(/\s+/));
type LimitFact = Extract<Subject, { kind: "limit" }>["fact"];
/** A form's number as a concept: "1099", "w-2", "1120-s". */
const FORM_CONCEPT = /^(?:[a-z]-)?\d{1,4}(?:-[a-z]+)?$/;
/** "The cheaper one" as a name for a product, not a question. */
const CHEAPER_ONE =
  /\b(?:the )?(?:cheaper|cheapest|less expensive|lower[- ]priced) (?:one|option|product|of (?:the|them|those)(?: two| 2)?)\b/;
const CHEAPER =
  /\b(cheaper|cheapr|less expensive|more affordable|lower[- ]cost|lower[- ]priced|budget option|costs? less)\b/;
const COVERAGE =
  /\b((?:list|show)(?: me)? (?:the |all |your )?(?:products?|tools?|software)|which (?:products?|tools?|software|ones?|of your|programs?)|what (?:products?|tools?|software|programs?)|what can|what does|what works|what (?:else )?(?:would|could|will|might) (?:do|handle|cover|take care of)|anything|something|any (?:products?|tools?|software|options?|tax|payroll|of your)|are there any|is there any|do you (?:have|sell|carry) (?:any|an?)|which of)\b/;
/** "Cheaper … that still does X", "… but can also do X", "… which handles X": the job kept. */
const KEPT_JOB =
  /\b(?:that|which|but|and)\s+(?:still\s+|also\s+|can\s+(?:still\s+|also\s+)?|will\s+(?:still\s+)?)?(?:does|do|handles?|covers?|includes?|has|have|keeps?|tracks?|supports?)\s+([^?.!,;]+)/;

/** The job a "cheaper" question says the cheaper product must still do, as a subject. */
function keptJob(lower: string): Subject | null {
  const said = KEPT_JOB.exec(lower)?.[1]?.replace(/\b(?:the|a|an|our|my|all|too|as well)\b/g, " ");
  const text = said?.replace(/\s+/g, " ").trim();
  if (!text) return null;
  const concepts = conceptsOf(text);
  if (!concepts.length) return null;
  return { kind: "phrase", text, concepts, need: jobOfConcepts(concepts) };
}

/** The job a question's concepts name clearly (a signal of a half or more), if any. */
const jobOfConcepts = (concepts: readonly string[]): CapabilityId | null =>
  topNeed(
    new Map(
      [...capabilitySignals(normalise(concepts.join(" ")))].filter(([, signal]) => signal >= 0.5),
    ),
  );

/** "Can you redo that?" after a correction: the last question again, with what changed. */
const REDO =
  /\b(redo|re-do|recalculate|recompute|rerun|re-run|run (?:it|that|the numbers) again|work (?:it|that) out again|update (?:that|the (?:numbers|figures|totals?|costs?)))\b/;
/** The software the firm runs today, named to be replaced: "billing runs on X today". */
const CURRENT_SOFTWARE =
  /\b(?:runs? on|we (?:use|re on|are on|run)|currently (?:use|on|run)|getting off|moving off|move off|switch(?:ing)? from|replac(?:e|ing))\b/;
const REPLACEMENT =
  /\b(?:the |a )?(?:cloud |online |web |hosted )?(?:option|replacement|alternative|equivalent|version) (?:for|to)\b/;
const RECOMMEND =
  /\b(suit|suits|would fit|fit us|work for us|best for us|right for us|what can you offer|what do you offer|what would you offer|recommend|recomend|recommendations?|suggest|suggestions?|ideas|what fits|what would fit|what do you have|what have you got|options for|looking for|what should (?:i|we)|what else|something else|anything else (?:(?:i|we) (?:should|could|might|ought to) )?(?:look at|consider|check out|think about|you(?:'d| would)? (?:suggest|recommend))|another option|other options?|alternatives?|help us choose|what would you)\b/;
const FACTS =
  /\b(tell me (?:more )?about|what is|what s|details (?:on|of|about)|info(?:rmation)? (?:on|about)|describe|more about)\b/;
/** "What do you have for e-signature?": which products do a job, not a recommendation. */
const KIND_FOR =
  /\b(?:what (?:do you have|have you got|do you offer|do you sell|can you offer)|anything|something) (?:for (?!(?:a |an |the )?(?:firm|practice|shop|office|team|company|us|me|our|my)\b)|that (?:can |will |would |could )?(?:does|do|[a-z-]+s) )\w/;
/** A count supposed or narrowed: "what if", "suppose", "only", "just", "instead". */
const HYPOTHETICAL_COUNT =
  // ("Let's say" is a filler: "a couple of our folks are, let's say, not techy".)
  /\b(?:what if|what about if|if|suppose|supposing|(?<!\blet s |\blet us )say|only|just|instead|rather)\b/;

/**
 * "Which of your products would NOT work for us and why", "anything you'd rule out for us?": the
 * products whose sheets fail what the firm said it needs.
 */
const MISFITS =
  /\b(?:not|n t|nt|never)(?: \w+)? (?:work|fit|suit|do|be (?:right|a fit|suitable))(?: (?:well|at all))? for (?:us|me|our|my)\b|\b(?:rule out|ruled out|wrong for us|not for us|not (?:a )?(?:good )?fit for us|bad fit|poor fit|unsuitable)\b/;
const REJECT =
  /\b(not (?:the|that|this)|skip|drop|remove|scrap|ditch|rule out|cross off|not keen on|rather not|don t want|do not want|no to|exclude|not interested in|not that one|forget|(?:leave|take) out (?:the|that|this))\b/;
/** Turning down what the firm has now: "drop our billing system", "ditch my spreadsheets". */
const REJECTS_OWN = new RegExp(`${REJECT.source}\\s+(?:our|my|their)\\b`, "g");
/** Minding something, before the thing minded: "tracking my", "keep tabs on our", "manage the". */
const ACTIVITY_VERB =
  /\b(?:keep(?:ing)? (?:track|tabs) (?:of|on)|(?:keep(?:ing)?|stay(?:ing)?) on top of|track(?:s|ing|ed)?|monitor(?:s|ing|ed)?|manag(?:e|es|ing)|handl(?:e|es|ing)|deal(?:s|ing)? with|organi[sz](?:e|es|ing))\s+(?=(?:my|our|the|their|your|all|each|every)\b)/g;
/** People something is done for, after what is done: "for the farm hands", "for our staff". */
const FOR_WHOM =
  /\bfor (?:the |our |my |their |your |all (?:of )?(?:the |our |my |their )?)?(?:[a-z-]+ )?(?:hands|workers|employees|staff|crews?|teams?|people|folks|members|partners|associates|contractors|drivers|households|famil(?:y|ies)|kids|owners)\b/g;
/** When a thing is done: "at the end", "at month-end", "each quarter", "every year". */
const WHEN_DONE =
  /\bat (?:the )?(?:very )?(?:end|close|start|beginning)(?: of (?:the |each |every )?(?:month|quarter|year|period|day|week))?\b|\bat (?:month|quarter|year)[- ]end\b|\b(?:each|every|per) (?:month|quarter|year|week|day)\b/g;
/**
 * A form's figures, keyed or read ("key the W-2 and 1099 amounts into the return"): the data, not
 * a form the product files or prepares; read as "the amounts".
 */
const FORM_NUMBER = String.raw`(?:forms? )?(?:W-?[23]|1099(?:-[A-Z]+)?|10[0-9]{2}(?:-[A-Z]+)?|9[0-9]{2})s?`;
const FORM_FIGURES = new RegExp(
  String.raw`\b${FORM_NUMBER}(?:(?:,|,? and|,? or|,? &) ${FORM_NUMBER})* (?=(?:amounts?|figures?|numbers?|data|boxes|totals?|balances?)\b)`,
  "gi",
);
/** A cost asked in a question of its own: "how much for the 3 of us", "what would we pay". */
const COST_ASKED_APART =
  /\bhow much\b|\bwhat (?:would|will|does|do|did)\b[^?.!]*\b(?:cost|pay|come to|run)\b/;
/** The firm's own material a thing is done with: "with our firm's wording", "with our own logo". */
const FIRMS_OWN = /\bwith (?:our|my) (?:own|(?:firm|practice|office)(?: s)?) [a-z-]+\b/g;
/** Words that join a second product to the one named: "Close Manager and the portal". */
const JOINED_TO = /\b(?:and|or|vs|versus|than|plus|both|together|beside|besides|alongside|nor)\b/;
/** Something in place of what was turned down: "what else", "another option", "instead". */
const ANOTHER =
  /\b(?:what else|something else|anything else|another|other (?:options?|ones?|products?|tools?)|alternatives?|instead|replace\w*|swap\w*|in its place|different (?:one|option|product))\b/;
/** Asking for more picks than the ones made: "what else?", "any other options?", "alternatives?". */
const OTHERS =
  /\b(?:what else|anything else|something else|(?:any |some )?other (?:options?|ones?|products?|choices|suggestions|ideas|picks)|alternatives?|more (?:options|ideas|suggestions))\b/;
const OTHERS_ES =
  /(?:^|[^a-zñáéíóú])(?:(?:qué|que|algo) más(?=\s*[?.!,]|\s*$)|otras? (?:opciones|opción|alternativas?|productos?|programas?)|alternativas?)(?![a-zñáéíóú])/;
const CORRECTION =
  /\b(actually|actualy|sorry|oops|i meant|correction|make that|rather|instead|scratch that|miscounted|typo)\b/;
/** "Is it per seat?", "priced per client?", "a flat fee?": what the price counts. */
const UNITS: Array<[OfferUnit, RegExp]> = [
  [
    "per_user",
    /\b(?:per|each|by the) (?:seat|user|login|licen[cs]e|head|person|preparer|staff(?: member)?)\b|\bseat[- ]based\b/,
  ],
  ["per_client", /\b(?:per|each) (?:client|company|entity|business|employer)\b/],
  ["per_return", /\b(?:per|each) (?:return|e-?file|filing)\b/],
  [
    "per_firm",
    // ("Per client or flat?", "flat, or by the seat?": "flat" alone, ending a choice.)
    /\b(?:flat|fixed|single) (?:fee|rate|price)\b|\bper (?:firm|office|site)\b|\bsite licen[cs]e\b|\bflat(?= *(?:[?,.!]|$|or\b))|\bone price for (?:everyone|everybody|all of us|the (?:whole )?(?:firm|office))\b|\bsame price (?:no matter|whatever|regardless)\b/,
  ],
];
/**
 * Where a clause asks what the price counts, or -1. "Each client" asks it only beside a word of
 * pricing ("is it charged for each client?"); "what each client owes" is no price.
 */
function unitAt(clause: string, pattern: RegExp): number {
  const pricing =
    /\b(?:pric\w*|charg\w*|cost\w*|fees?|billed|bills?|licen[cs]\w*|rates?|subscriptions?)\b/.test(
      clause,
    );
  for (const m of clause.matchAll(new RegExp(pattern.source, "g")))
    if (pricing || !m[0].startsWith("each")) return m.index;
  return -1;
}
/** Trying the thing discussed: "can I try before paying?", "is there a trial?", "test it first". */
/** Trying software, said as an idiom: "take it for a spin", "a test drive", "kick the tyres". */
const TRY_IDIOM =
  /\btest[- ]?driv\w*\b|\bfor a (?:test |quick )?spin\b|\bkick(?:ing)? the (?:tires|tyres)\b/;
const withIdiom = (pattern: RegExp) => new RegExp(`${pattern.source}|${TRY_IDIOM.source}`);
const TRY_THIS = withIdiom(
  /\b(?:can|could|may) (?:i|we) (?:try|test|trial)\b|\btry\b[^.?!]{0,25}\b(?:before|first|out)\b|\b(?:try|test) (?:it|this|that|them)\b|\bis there (?:a |any )?(?:free )?(?:trial|trail)\b|\b(?:does|will) (?:it|this|that) (?:have|come with|include) (?:a |any )?(?:free )?(?:trial|trail)\b/,
);
/** "The other one", "the other product": the one discussed beside the one named. */
const OTHER_ONE =
  /\bthe other(?: one| product| tool| program| app)?\b(?!\s+(?:way|hand|side|day|week|month|year|ones|products|tools|programs|apps|firms?|clients?|vendors?))/;
/** Where the first of these patterns matches, or Infinity. */
function firstMatchAt(text: string, patterns: readonly RegExp[]): number {
  return Math.min(...patterns.map((p) => text.search(p)).map((at) => (at < 0 ? Infinity : at)));
}
/**
 * "What is the total if we add the report template?", "…and the total with the checklist added":
 * a product added to the one discussed, and their total asked.
 */
const ADDED_WITH_TOTAL =
  /\b(?:add|adding|added|plus|throw(?:ing)? in|thrown in|on top of)\b[^?!]*\b(?:total|all in|in all|everything|the lot|together|combined|altogether)\b|\b(?:total|all in|in all)\b[^.?!]*\b(?:add|adding|added|plus|throw(?:ing)? in|thrown in)\b/;
/** A sentence asking what a product does: "does it…", "can they…", "will it cover…". */
const CAPABILITY_ASKED =
  /\b(?:does|do|can|could|is|are|will|would|has|have|includes?|supports?|handles?|covers?)\b/;
/** A question about several products at once, answered for each. */
const PLURAL =
  /\b(?:both|(?:n?either) (?:of them|of those|of the two|one)|each of them|all (?:of them|three)|the (?:two|2)|these (?:two|2)|those (?:two|2)|do they|are they|can they|them)\b/;
const SAME_QUESTION = /\b(same question|same for|what about|how about|and for|what abt)\b/;

const OFF_TOPIC =
  /\b(weather|wether|rain|snow|forecast for tomorrow|sports?|football|baseball|basketball|joke|recipe|movie|stock price|bitcoin|crypto|lottery|horoscope|news today|who won|capital of)\b/;
const SERVICE_REQUEST =
  /\b(?:can|could|would|will) (?:you|u|your team|your staff|your people|someone)\b[^.?!]*\b(?:file|prepare|submit|fill out)\b[^.?!]*\b(?:returns?|taxes|books|payroll|1040s?)\b|\b(?:can|could|would|will) (?:you|u)\b[^.?!]*\b(?:file|prepare|do|submit|fill out|complete|handle|process|run)\b[^.?!]*\b(?:for (?:me|us|our|my)|on (?:my|our) behalf)\b|\b(?:can|could|will) (?:you|u) (?:just )?(?:file|prepare|do) (?:my|our|the)\b/;

/**
 * What an outside party will accept, require or expect ("will the IRS or our insurer accept a
 * plan written from your template", "what do banks want, a review or a compilation", "would an
 * examiner be satisfied with…"): a judgement of theirs that no listing holds, however near the
 * question comes to a product. The party is the one judging: "does it meet the IRS requirement"
 * asks the product's sheet, and is not this.
 */
const OUTSIDE_PARTY =
  "(?:the )?(?:irs|insurers?|insurance (?:company|companies|carriers?)|(?:our |their |your |my )?(?:cyber )?(?:insurers?|carriers?|underwriters?)|banks?|lenders?|examiners?|regulators?|courts?|the sec|finra|aicpa|pcaob|peer reviewers?|the government|treasury)(?! (?:feeds?|accounts?|statements?|reconciliations?|recs?|transactions?|deposits?|data|balances?|rules?|connections?|files?|imports?|forms?|portal)\\b)";
const OUTSIDE_JUDGEMENT = new RegExp(
  `\\b${OUTSIDE_PARTY}(?: (?:or|and) ${OUTSIDE_PARTY})?\\b[^.?!]{0,60}?\\b(?:(?:will|would|do|does|did|might|could|can) (?:they |it |he |she )?(?:ever )?(?:accept|require|want|expect|demand|approve|allow|insist|look for|ask for|be (?:ok|okay|fine|satisfied|happy)|consider|recogni[sz]e)|(?:accepts?|requires?|wants?|expects?|demands?|insists?) (?:a|an|the|that|it|them|one)\\b)|\\b(?:what|which|how much|whether|if)\\b[^.?!]{0,20}\\b(?:do|does|will|would)? ?${OUTSIDE_PARTY} (?:here |there |in [a-z ]{2,20} )?(?:accept|require|want|expect|demand|ask for|look for|need)\\b|\\b(?:what|which|that|whether|if) (?:do |does |will |would )?(?:accept|require|want|expect|demand|ask for) ${OUTSIDE_PARTY}\\b|\\b(?:will|would|do|does|might|could) ${OUTSIDE_PARTY} (?:ever |usually |normally |still )?(?:accept|require|want|expect|demand|approve|allow|insist|look for|ask for|be (?:ok|okay|fine|satisfied|happy))\\b`,
);
/**
 * What a firm should charge for its own work ("what's a fair fee to charge a client for…", "how
 * much should I bill for a 1040", "what do other firms charge for payroll"): the store lists
 * what products cost, not the fees of the profession.
 */
const OWN_FEES =
  /\b(?:fair|right|reasonable|going|typical|usual|normal|market|standard|good) (?:fee|rate|price|amount|charge)s? (?:to|for|we|i|should|would)\b|\b(?:how much|what)\b[^.?!]{0,20}\b(?:should|do|would|can|could|to|might|must)(?: (?:i|we|you|one|firms?|cpas?|accountants?|bookkeepers?|preparers?|others|other firms|people))? (?:charge|bill)\b(?! (?:us|me)\b)|\b(?:charge|bill) (?:a |our |my |the |per |each )?clients?\b[^.?!]{0,30}\b(?:how much|what (?:fee|rate|price))\b/;
/**
 * Whether a sentence that asks something says it: "their lenders want a 13-week cash flow" told as
 * a fact is not the question "what do lenders want?".
 */
function askedIn(lower: string, pattern: RegExp): boolean {
  return (lower.match(/[^.?!]+(?:[.?!]+|$)/g) ?? []).some(
    (sentence) => QUESTION.test(sentence.trim()) && pattern.test(sentence),
  );
}
/** A person or firm to hire, not a product: "recommend a good bookkeeper near Columbus". */
const PEOPLE_REQUEST =
  /\b(?:recommend|suggest|find|know|refer)(?: me| us)? (?:a|an|some|any) (?:good |local |reliable |trusted |great |decent )?(?:bookkeepers?|accountants?|cpas?|tax (?:preparers?|pros?|professionals?|attorneys?|lawyers?)|preparers?|attorneys?|lawyers?|enrolled agents?|financial (?:planners?|advisers?|advisors?)|auditors?)\b(?! (?:software|tools?|apps?|programs?|templates?|products?))/;
/**
 * Questions no listing or published policy answers, even about a named product: price matching,
 * what other firms use, release dates to come, another customer's contact details.
 */
const UNLISTED =
  /\b(price[- ]?match\w*|(?:match|beat) (?:a|the|their|another|any)(?: [a-z]+){0,2} (?:price|quote)|(?:most|many|other|typical) (?:\w+ ){0,3}(?:firms?|cpas?|practices?|accountants?) (?:use|buy|pick|choose|prefer)|most popular|best[- ]?sell\w*|market share|(?:next|new|upcoming|\d{4}) (?:version|release|edition)\b[^?.!]{0,40}\b(?:coming|come|comes|out|due|released|launch\w*)|release date|roadmap|contact (?:details )?(?:of|for) (?:another|other|a) (?:customer|client|user|accountant|bookkeeper|cpa|firm)|(?:still )?be around in (?:\d+|a few|ten|five) years|go(?:ing)? out of business|how many (?:customers|clients|users) (?:do|does) (?:they|it|the vendor|the company|[a-z]+) have|average (?:return|returns|performance|gain)s?|(?:returns?|performance) average|rendimiento promedio|contacto (?:de|of) (?:otra?|alg[uú]n|una?) )\b/;
/** Where a product runs, asked in a few words: "is it cloud", "do we install it", "online or desktop?" */
const DEPLOYMENT_ASKED =
  /\b(?:is|are) (?:it|they|this|that|this one|that one|the [a-z-]+(?: one)?) (?:a |an )?(?:cloud|online|web|desktop|hosted|installed|downloadable|saas)\b|\b(?:cloud|online|web|browser|hosted) or (?:desktop|installed|install\w*|download\w*|on[- ]?prem\w*|local)\b|\b(?:desktop|installed|local) or (?:cloud|online|web|browser|hosted)\b|\b(?:do|would|will|must) (?:we|i|you) (?:have to |need to )?(?:install|download) (?:it|them|this|that|anything|something|software)\b|\b(?:install|download) (?:it|them) (?:on|to) (?:our|my|each|every)\b/;

/** Where a product keeps the data: "where is the data stored?", "where does our data live?" */
const DATA_WHERE =
  /^(?:(?:and|so|ok|okay|also|then)\s+)*(?:where|in (?:which|what) (?:country|region|state))\b(?=[^.?!]*\b(?:data|files?|documents?|records?|backups?|information|servers?|datos|archivos|documentos)\b)(?=[^.?!]*\b(?:stored|store|kept|keep|hosted|host|saved|held|located|live|lives|backed up|sits?|guardan?|almacena\w*)\b)/;
/** A question for a value ("what will the mileage rate be?"), not a yes/no about a product. */
/** (Asked of us: "do you happen to know how long the hold is …", "any idea when …".) */
const OPEN_QUESTION =
  /^(?:(?:do|would) you (?:happen to )?know |any idea |can you tell (?:me|us) )?(?:what|when|who|where|why|how long)\b(?! (?:about|else|abt)\b)/;

const POLICY: Array<[PolicyTopic, RegExp]> = [
  [
    "refunds",
    /\b(refunds?|refund policy|money[- ]back|return policy|returns policy|get (?:our|my) money)\b/,
  ],
  [
    "trials",
    withIdiom(
      /\b(free trials?|free trails?|trials?(?! balances?)|(?<!\baudit )trails?|try (?:it |them )?before|test before|(?:try|test) (?:it|them|this|that) (?:first|out)|free (?:period|weeks?|days?|month)|(?:start|begin)s? (?:with )?(?:a )?free)\b|\btry\b[^.?!]{0,25}\b(?:free|before)\b|(?<!\b(?:which|what)\b[^.?!]*)\btry\b[^.?!]{0,25}\b(?:first|out)\b/,
    ),
  ],
  [
    "support_hours",
    /\b(support hours|(?:your|business|opening|office|what|team s|desk s|staff s) hours|hours (?:are you|do you|of (?:support|business|operation))|open hours|what times|opening times|(?:support|help)(?: team| desk| people)? (?:is |are )?available|open on|reach (?:you|your|support)|when can (?:i|we) (?:reach|call|phone|talk to|speak to|speak with|get hold of)|(?:talk|speak) to (?:a person|a human|someone|somebody)|saturdays?|weekends?|response time|how quickly)\b/,
  ],
  [
    "delivery",
    /\bhow (?:will|do|does|would|can) (?:i|we|you)\b[^.?!]{0,20}\b(?:receive|get|download|deliver)\w*\b|\b(how do (?:i|we) (?:get|receive|download)|how do (?:i|we) actually receive|receive (?:what|the|it)|after (?:i |we )?(?:pay|buy|paying|buying|purchase)|delivery(?! (?:drivers?|apps?|companies|company|business(?:es)?|routes?|workers?))|delivered|download link|installer|(?:do|will|would) (?:i|we) get (?:a |an )?(?:download|installer|box|disk|cd|file|licen[cs]e key)|(?:do|will) you (?:ship|mail|post) (?:it|them|something|anything|a box))\b/,
  ],
  [
    "licences",
    /\b(licen[cs]e terms|licensing|resell|share it outside|licen[cs]es? (?:lets?|allows?|permits?) (?:us|me|you|them)|under (?:the|a|our|your|this) licen[cs]e|(?:the|our|your) licen[cs]es (?:run out|expire|end|last)|(?:ours|mine) to keep|(?:do|would|will|can) (?:i|we) (?:get to |then )?own (?:it|them|this|that|the [a-z]+)|(?:is|are) (?:it|they|that|this) (?:then )?(?:ours|mine))\b/,
  ],
  [
    "cancel",
    // "Can we stop month to month?", "are we locked in?", "any long-term contract?": leaving.
    /\b(cancel(?:s|led|ed|ling|ing|lation)?|cancelation|(?:stop|quit|leave|end) (?:it |paying |the subscription )?(?:month[- ]to[- ]month|any ?time|whenever(?: we (?:want|like))?|at any (?:point|time))|month[- ]to[- ]month|locked in|tied in|(?:long[- ]term |annual |yearly )?(?:contract|commitment) (?:required|needed)|(?:any|a) (?:long[- ]term |minimum |annual )?(?:contract|commitment))\b/,
  ],
  // ("Pay by the month" is how often, not how.)
  [
    "payment",
    /\b(pay by(?! the (?:month|year))|payment methods?|credit card|purchase order|invoice me)\b/,
  ],
  ["demo", /\b(demo|demonstration)\b/],
];

const TRIAL = withIdiom(
  /\b(free )?(trials?(?! balances?)|(?<!\baudit )trails?)\b|\btry (?:it |them )?before\b|(?<!\b(?:which|what)\b[^.?!]*)\btry\b[^.?!]{0,25}\b(?:before|first|out)\b|\btest (?:it )?before\b|\b(?:try|test) (?:it|them|this|that) (?:first|out)\b|\bfree (?:period|weeks?|days?|month)\b/,
);
const LIMIT =
  /\b(how many|max(?:imum)? (?:number of )?|limit|cap on|up to how many|still (?:ok|okay|work|fine|good|handle|cope|cover)|cover us|enough for|(?:handle|take|cope with|manage|run|support|supports|cover|covers) (?:all |the |all of |all the )?(?:\d+|of them|them all)(?! (?:months?|years?))|supports? \d+ (?:users|clients|people|seats)|(?:more|other) th[ae]n \d+|(?:file|e-?file|prepare|process|do the filings?|do the returns?) for (?:all (?:of )?|the |each of )?\d+(?! (?:months?|years?|dollars)))\b/;
/** "More than two training sessions": a count of something a limit does not count. */
const OTHER_COUNT =
  /\b(?:more|other|fewer|less) th[ae]n \d+ (?!(?:users?|clients?|seats?|people|persons?|staff|employees?|employers?|companies|compan(?:y|ies)|businesses|e-?files?|returns?|payers?|logins?|entities|households|of (?:us|them))\b)[a-z]/;
/** Working in it at once: "at the same time as me", "simultaneously". */
const AT_ONCE = /\b(?:at the same time|simultaneously|concurrently|at once)\b/;
/** Whose computer it is used on: "on her own PC", "from my own computer". */
const OWN_COMPUTER =
  /\b(?:on|from|at) (?:her|his|their|my|our|your|its|each|an?) (?:own |separate |other )?(?:pcs?|computers?|machines?|laptops?|desktops?)\b/gi;
/** A thing named by a word of pricing: "a pricing calculator", "a fee table". */
const PRICING_THING =
  /\b(?:pricing|price|fee|cost|billing) (?:calculat\w*|estimat\w*|tables?|schedules?|sheets?|menus?|analysis|terms|tools?|templates?)\b|\bbill(?:s|ing)?\b(?: [a-z]+){0,4} (?:clients?|customers?|fees)\b/g;
/** What the firm would do with a product: ", so we know what to charge". */
const PURPOSE =
  /,?\s+so (?:that )?(?:we|i)(?: can| could| will| d| would)?(?: know| figure| work| decide| see| tell)\b[^.?!]*/g;
const TERM =
  /\b(one[- ]time|pay once|paid once|own it|keep it|forever|perpetual|lifetime|renew|renews|renewal|expire|expires|keep paying|(?:buy|purchase|pay for) (?:it |this |that )?once|recurring (?:fee|charge|cost|payment|bill\w*)|ongoing (?:fee|charge|cost|payment)s?|ours to keep|(?:or|is (?:it|this|that)) (?:a |an )?(?:subscription|one[- ]off))\b/;
const LICENCE =
  /\blicen[cs]ed for\b|\bcover (?:our|the) (?:whole )?(?:firm|team|office)\b|\bcover (?:all |the )?\d+ (?:staff|people|users|of us|employees|seats)\b|\bcan (?:\d+|all|everyone|the whole (?:team|firm)|we all|all of us)\b[^?]*\buse\b|\bcan we use\b|\bhow many (?:people|users) can use\b|\bshare (?:it|the licen[cs]e)\b|\b(?:for \d+ (?:ppl|people|of us|users)) (?:ok|okay|fine|allowed)\b/;
const SUPPORT = /\b(support|help desk|customer service)\b/;
/** One way of reaching support, asked: "phone support", "can we call them", "live chat". */
const SUPPORT_CHANNEL_WORDS: ReadonlyArray<[SupportChannel, RegExp]> = [
  ["phone", /\b(?:phone|telephone|call|calls|ring)\b/],
  ["chat", /\bchat\b/],
  ["email", /\be-?mail\b/],
];
/** Computers a purchase covers: "1 computer only", "my laptop and the office pc", "two machines". */
const COMPUTERS_COVERED =
  /\b(?:one|1|single|a second|another|two|2|three|3|multiple|several|more than one|both|how many) (?:computers?|pcs?|machines?|devices?|laptops?|workstations?)\b|\b(?:laptop|computer|pc|machine|desktop)s? and (?:on )?(?:the |my |our |her |his |a )?(?:office |home |work |other )?(?:laptop|computer|pc|machine|desktop)s?\b/;
/** A question's words inside a message that opens like thanks: "how much", "what would". */
const ASKED_INSIDE =
  /\b(?:how (?:much|many|long)|what (?:would|will|does|do|is|s|are) (?:it|that|they|those|the|both|this)|which (?:one|is|of))\b/;
/**
 * A question dictated without its marks, after the thing it asks about: "the Tallystone desktop
 * one does it also track deadlines", "and the portal can they upload from a phone".
 */
const UNPUNCTUATED_QUESTION =
  /\b(?:one|it|software|program|version|edition|portal|vault|tool|app|template|checklist|planner|manager|suite|kit|calendar|library|[a-z]+er)\s+(?:does|do|can|could|will|would) (?:it|they) (?:also |even |still |really |actually |ever )?(?!not\b)[a-z]{3,}/;
/** Support asked of the store: "your support people", "reach you", "your team's hours". */
const STORE_SUPPORT =
  /\b(?:your|you guys|y all)(?: own)? (?:support|help|team|people|staff|folks|desk|customer service|hours|office)\b|\b(?:reach|call|phone|email|e-mail|contact|get hold of|talk to|speak (?:to|with)) (?:you|your|you guys|anyone (?:there|at your))\b|\b(?:are|is) (?:you|your (?:support|team|staff|office))(?: guys)? (?:open|available|around|there)\b/;
/** "Your product's support", "the vendor's help desk": support of a product, not of the store. */
const PRODUCTS_OWN = /\byour (?:product|software|program|vendor|tool|app)s? s\b/g;
/** "What would 6 seats cost vs 4", "for 10 or 15 clients": two counts, each to be costed. */
const TWO_COUNTS =
  /(?<![$\d.,])\b(\d{1,4})(?: (seats?|users?|people|persons|staff|logins?|licen[cs]es|clients?|companies|entities|businesses|employers))?(?: (?:cost|costs|would|be|come to|run|a month|per month|monthly|a year|per year|in total)){0,3} (?:vs\.?|versus|or|compared (?:to|with)|against|instead of) (?:for )?(\d{1,4})\b(?![$.,]?\d| ?k\b| ?(?:months?|years?|%))(?: (seats?|users?|people|persons|staff|logins?|licen[cs]es|clients?|companies|entities|businesses|employers))?/;
const COUNTED_CLIENTS = /^(?:clients?|companies|entities|businesses|employers)$/;

/** The two counts a cost question compares, or none. */
function twoCounts(lower: string): Extract<Ask, { kind: "cost" }>["counts"] {
  const m = TWO_COUNTS.exec(lower);
  if (!m) return undefined;
  const noun = m[2] ?? m[4];
  const values = [Number(m[1]), Number(m[3])];
  if (values[0] === values[1]) return undefined;
  return { of: noun ? (COUNTED_CLIENTS.test(noun) ? "clients" : "seats") : null, values };
}
/**
 * "Do the admin staff need their own licence?", "a separate seat for each preparer?", "does
 * everyone need a login?": whether each person needs one, the licence asked the other way round.
 */
const OWN_LICENCE =
  /\b(?:need|needs|require|requires|get|gets|have to buy|must have|buy)\b[^.?!]{0,12}\b(?:their|his|her|our|my|its|an?|a separate|separate|individual|extra|additional)(?: own| separate| individual)? (?:licen[cs]es?|seats?|logins?|subscriptions?|copies|copy)\b|\b(?:separate|individual|own) (?:licen[cs]es?|seats?|logins?|subscriptions?) (?:for|per) (?:each|every|all)\b|\b(?:does|do) (?:each|every|everyone|everybody|all)\b[^.?!]{0,25}\b(?:licen[cs]e|seat|login|subscription)\b/;
/** How many need one, not whether each does: "only 22 of the 30 would need a login". */
const COUNT_NEEDING =
  /\b\d{1,5} (?:(?:of|out of) (?:the |our |us )?\d{1,5} |[a-z-]+ )?(?:would|will|really|actually)? ?(?:need|needs|use|get)s? (?:a |an )?(?:licen[cs]es?|seats?|logins?|access)\b/g;
/** A charge beside the price: "a setup fee or anything", "any onboarding charge", "hidden costs". */
/** Collecting fees from clients is a job a sheet lists, not a question about our price. */
const COLLECTING_FEES =
  /\b(?:collect|collects|collecting|take|takes|taking)(?: (?:the|their|our|my|client))? (?:fees|payments)(?: from (?:the |our |my |their )?clients)?\b|\b(?:we|i|you) (?:can |could )?(?:bill|invoice|charge) (?:them|it|the (?:hours|time|clients?)|(?:our |my |the )?clients?|for (?:it|them|the (?:hours|time)))\b/g;
const EXTRA_FEE =
  /\b(?:setup|set-up|set up|onboarding|implementation|activation|installation|joining|sign[- ]?up|hidden|extra|additional|other|upfront|up-front|start[- ]?up|one[- ]time)\s+(?:fees?|charges?|costs?)\b|\bany (?:other )?(?:fees?|charges?)(?: (?:on top|besides|beyond|as well))?\b|\b(?:fees?|charges?) (?:on top|besides|beyond (?:that|the price)|for (?:setup|set up|onboarding|getting started))\b/;
/** Holding the firm's files: "hold our documents", "store client files", "document storage". */
const STORAGE =
  /\b(?:stor(?:e|es|ing)|hold(?:s|ing)?|keep(?:s|ing)?|hous(?:e|es|ing)|archiv(?:e|es|ing))\b(?: [a-z-]+){0,3}? (?:documents?|docs|files|records|paperwork|scans)\b|\b(?:document|file|records?) (?:storage|archiv\w*)\b|\bstorage\b/;
const LANGUAGE_WORDS: Array<[RegExp, "es" | "fr" | "zh" | "ko" | "vi"]> = [
  [/\b(spanish|espanol)\b/, "es"],
  [/\bfrench\b/, "fr"],
  [/\b(chinese|mandarin)\b/, "zh"],
  [/\bkorean\b/, "ko"],
  [/\bvietnamese\b/, "vi"],
];
const NEGATION =
  /(?:^|[^a-z])(?:no|not|nothing|don t|dont|do not|doesn t|does not|never|without|except|leave out|exclude)((?:\s+[a-z0-9&-]+){1,4})/g;

/** Positions helpers over the message's words. */
const wordsOutside = (all: readonly string[], spans: ReadonlyArray<[number, number]>) =>
  all.filter((_, i) => !spans.some(([a, b]) => i >= a && i <= b)).join(" ");

interface Resolved {
  /** What the message named or referred to, in order, and how. */
  ids: number[];
  how: "named" | "reference" | "implicit" | "none";
}

/** Products "it", "both", "the first two", "the second one", "them" mean, from the state. */
/** "Both of us", "the two of us": people, never products. */
const OF_US = /\b(?:the )?(?:both|two|three|four|\d+) of us\b/g;

/** Everything discussed, priced as one: "all of it together", "what does everything come to". */
const EVERYTHING_PRICED =
  /\b(?:all of (?:it|that|this)|everything|the (?:whole )?lot)\b(?=[^.?!]*\b(?:together|combined|altogether|in all|in total|total|totals|add(?:s)? up|come to|comes to|cost|costs|run)\b)|\b(?:total|totals|add(?:s)? up|come to|comes to|cost|costs|run)\b[^.?!]*\b(?:all of (?:it|that|this)|everything|the (?:whole )?lot)\b/;

function references(said: string, state: ConversationState): number[] | null {
  const text = said.replace(OF_US, " ");
  const listed = state.listed.length ? state.listed : state.recommendation;
  const focus = state.focus;
  if (/\b(?:the )?(?:first|top|frist) (?:2|two)\b/.test(text)) return listed.slice(0, 2);
  if (/\b(?:the )?(?:first|top) (?:3|three)\b|\ball (?:3|three)\b/.test(text))
    return listed.slice(0, 3);
  if (/\b(?:the )?(?:second|2nd)(?: one)?\b/.test(text)) return listed.slice(1, 2);
  if (/\b(?:the )?(?:third|3rd)(?: one)?\b/.test(text)) return listed.slice(2, 3);
  if (
    /\b(?:the )?(?:first|1st|top)(?: one| pick)\b|\bthe first\b(?! (?:year|yr|month|charge|payment|time|12))/.test(
      text,
    )
  )
    return listed.slice(0, 1);
  if (/\bthe last one\b/.test(text)) return listed.slice(-1);
  // "Both", "either of them": the two the last reply was about, else the last two discussed.
  if (
    /\b(?:both|the (?:two|2)|these (?:two|2)|those (?:two|2)|the pair|each of them|(?:n?either) (?:of them|of those|of the two|one))\b/.test(
      text,
    )
  )
    return focus.length >= 2
      ? focus.slice(0, 2)
      : state.discussed.length >= 2
        ? state.discussed.slice(0, 2)
        : listed.slice(0, 2);
  // "And all of it together?", "what does everything come to": the picks and what was added to them.
  if (EVERYTHING_PRICED.test(text)) {
    const picks = state.recommendation.length ? state.recommendation : listed;
    const all = [...new Set([...picks, ...focus])];
    if (all.length) return all;
  }
  if (
    /\b(?:your picks|ur picks|the picks|those picks|your recommendations|your recommendations?|the recommendations?|all of them|all three|the three|those|them|these)\b/.test(
      text,
    )
  )
    return focus.length >= 2 ? focus : state.recommendation.length ? state.recommendation : listed;
  if (
    /\b(?:it|its|that one|this one|the one|that product|this product|the product|the tool|the software)\b/.test(
      text,
    )
  )
    return focus.length ? focus.slice(0, 1) : state.recommendation.slice(0, 1);
  return null;
}

function subjectsOf(
  clause: string,
  vocab: { forms: string[]; security: SecurityFact[]; places: Place[] },
  quantities: QuantityReading,
  restConcepts: string[],
  /** The limit the last question asked about: "is that enough for 300?" asks it again. */
  earlierLimit: LimitFact | null = null,
): Subject[] {
  const subjects: Subject[] = [];
  const efile = /\be-?fil(?:e|es|ing)\b/.test(clause);
  for (const form of vocab.forms)
    subjects.push({ kind: "form", form, ...(efile ? { efile } : {}) });
  for (const fact of vocab.security) subjects.push({ kind: "security", fact });
  for (const place of vocab.places) subjects.push({ kind: "deployment", value: place });
  if (has(TRIAL, clause)) subjects.push({ kind: "trial" });
  if (has(OWN_LICENCE, clause.replace(COUNT_NEEDING, " "))) {
    subjects.push({ kind: "licence", people: null, own: true });
  } else if (has(LICENCE, clause)) {
    const people =
      quantities.seats ?? (/\b(\d+)\b/.exec(clause) ? Number(/\b(\d+)\b/.exec(clause)![1]) : null);
    subjects.push({ kind: "licence", people });
  } else if (
    // "Does it handle the 1120-S?": a form's number is not a count.
    // ("More than two training sessions" counts no users or clients.)
    (has(LIMIT, withoutForms(clause, vocab.forms)) && !OTHER_COUNT.test(clause)) ||
    (/\b(clients?|users?)\b/.test(clause) &&
      /\b(still (?:ok|okay|fine|good|work)|ok at|okay at|cover us|cover (?:all|them))\b/.test(
        clause,
      ))
  ) {
    // "How many e-files come with it", "returns": the sheet's e-file limit.
    const eFiles = /\b(e-?fil(?:e|es|ing|ings)|returns?)\b/.test(clause);
    const clients = /\bclients?\b|\bcompanies\b/.test(clause) || quantities.clients !== null;
    // "Can it e-file more than 150?": 151 at least.
    const beyond = /\bmore th[ae]n (\d+)\b/.exec(clause);
    const past = beyond ? Number(beyond[1]) + 1 : null;
    const unitNamed =
      eFiles || clients || /\b(?:users?|seats?|people|staff|logins?|persons?|of us)\b/.test(clause);
    if (!unitNamed && earlierLimit)
      subjects.push({
        kind: "limit",
        fact: earlierLimit,
        quantity: past ?? quantities.bare[0] ?? null,
      });
    else
      subjects.push(
        eFiles && !clients
          ? { kind: "limit", fact: "eFiles", quantity: past ?? quantities.returns }
          : {
              kind: "limit",
              fact: clients ? "clients" : "users",
              quantity: clients ? quantities.clients : quantities.seats,
            },
      );
  }
  if (has(TERM, clause) && !has(EXTRA_FEE, clause)) subjects.push({ kind: "term" });
  if (has(EXTRA_FEE, clause)) subjects.push({ kind: "fees" });
  // "Per business or per staff member?": two alternatives joined by "or", in the order asked.
  const asked = UNITS.map(([u, pattern]) => ({ u, at: unitAt(clause, pattern) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  const [first, second] = asked;
  const unit = UNITS.find(([, pattern]) => unitAt(clause, pattern) >= 0);
  if (first && second && /\bor\b/.test(clause.slice(first.at, second.at)))
    subjects.push({ kind: "unit", unit: first.u, either: second.u });
  else if (unit) subjects.push({ kind: "unit", unit: unit[0] });
  if (has(STORAGE, clause)) subjects.push({ kind: "storage" });
  for (const [pattern, value] of LANGUAGE_WORDS)
    if (pattern.test(clause)) subjects.push({ kind: "language", value });
  if (subjects.length === 0 && has(SUPPORT, clause)) {
    const channel = SUPPORT_CHANNEL_WORDS.find(([, pattern]) => pattern.test(clause))?.[0];
    subjects.push({ kind: "support", ...(channel ? { channel } : {}) });
  }
  if (subjects.length === 0 && /\b(download|installer|licen[cs]e key|delivered)\b/.test(clause))
    subjects.push({ kind: "delivery" });
  if (subjects.length === 0 && restConcepts.length > 0) {
    // The need is read from the question's own words, without the product's name ("does the
    // Engagement Letter Pack cover 3 staff" is not about engagement letters).
    subjects.push({
      kind: "phrase",
      text: restWords(clause),
      concepts: restConcepts,
      need: jobOfConcepts(restConcepts),
    });
  }
  return subjects;
}

/** The clause with the forms it names put as the word "form": their numbers are no counts. */
const withoutForms = (clause: string, forms: readonly string[]) =>
  forms.reduce(
    (text, form) =>
      text.replace(new RegExp(`\\b${form.split("-")[0]}(?:[- ]?[a-z]+)?s?\\b`, "gi"), "form"),
    clause,
  );

/** The clause's words that say what is asked, for a reply that repeats the subject. */
const restWords = (clause: string) =>
  clause
    // "Which of your cloud products…", "anything like that", "since Practice Manager doesn't":
    // what names the catalogue, points back or gives a reason is not what is asked.
    .replace(
      /\b(?:which|what)(?: of (?:your|the|our))?(?: [a-z-]+)? (?:products?|tools?|software|programs?|apps?|ones?)\b/g,
      " ",
    )
    .replace(/\b(?:since|because)\b[^?!.]*/g, " ")
    .replace(
      /\b(?:anything|something)(?: (?:like|similar to) (?:that|this|it))?\b|\blike (?:that|this)\b/g,
      " ",
    )
    .replace(/\b(?:we |i )?(?:need|needs|want|wants)(?: a| an| some)?\b|\btool\b/g, " ")
    .replace(
      /\b(does|do|can|could|will|would|is|are|it|its|they|them|we|us|our|you|your|the|a|an|also|actually|just|really|handle|support|include|have|has|offer|provide|then|too|inside|straight|from|there)\b/g,
      " ",
    )
    .replace(/[?!.]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    // "Cool. And is there anything for tracking …": what leads into the question is not of it.
    .replace(/^(?:(?:and|so|ok|okay|cool|great|but|also|for)\s+)+/, "");

function negations(text: string): {
  needs: Set<CapabilityId>;
  services: string[];
} {
  const needs = new Set<CapabilityId>();
  const services: string[] = [];
  for (const m of text.matchAll(NEGATION)) {
    const window = m[1] ?? "";
    if (/^\s*(just|only|simply|too|so)\b/.test(window)) continue;
    // "Not QuickBooks": software turned down (findNegatedIntegrations), not a need.
    const software = window.replace(
      /^\s*(?:use|using|run|running|work (?:in|with)|on|need|want)\b/,
      "",
    );
    if (findIntegrations(software)[0]?.at === 0) continue;
    for (const [cap, signal] of capabilitySignals(normalise(window)))
      if (signal >= 0.5) needs.add(cap);
    for (const s of findServices(window)) services.push(s.value);
  }
  return { needs, services };
}

const withoutNegations = (text: string) =>
  text.replace(NEGATION, (whole, window: string) =>
    /^\s*(just|only|simply|too|so)\b/.test(window) ? whole : " ",
  );

/** Question words as people mistype them: "wich one", "wat does", "hw much". */
const QUESTION_WORD_TYPOS: Array<[RegExp, string]> = [
  [/\b(?:wich|whcih|whihc|wihch|whitch)\b/g, "which"],
  [/\b(?:wat|waht|whta)\b/g, "what"],
  [/\b(?:hw|hwo|hiw)\b(?= (?:much|many|long|does|do|is)\b)/g, "how"],
];
const withQuestionWords = (text: string) =>
  QUESTION_WORD_TYPOS.reduce((t, [typo, word]) => t.replace(typo, word), text);

/**
 * "Besides that portal, which of your products do e-signatures?", "other than Kestrel, what do
 * you have for…": the product set aside leads as a contrast; the question is the catalogue's.
 */
function withoutContrast(text: string): string {
  const lead =
    /^\s*(?:and |so |ok,? )?(?:besides|other than|apart from|aside from|except(?: for)?|in addition to)\b[^,?.!]*,\s*/i.exec(
      text,
    );
  if (!lead) return text;
  const rest = text.slice(lead[0].length);
  return /^(?:which|what)\b|\b(?:anything|something|do you (?:have|sell|carry))\b/i.test(rest)
    ? rest
    : text;
}

/**
 * "Does the vault do the e-signatures itself, or would we need Harborview e-Signature alongside
 * it?": the other way, buying something beside it, is what a "no" would mean, not what is asked
 * (a "no" names what does it).
 */
function withoutOtherPurchase(text: string): string {
  return text.replace(
    /,?\s+or (?:would|will|do|does|should|must|could) (?:we|i|you|they) (?:also )?(?:need|want|have to (?:buy|get|add|use)|buy|get|add|use)\b[^?.!]*/gi,
    // ("…, or would we need the other one for that?" asks both: the other one is discussed.)
    (alternative) => (OTHER_ONE.test(alternative.toLowerCase()) ? alternative : ""),
  );
}

/**
 * Reads one message against the conversation so far. `state` is what was remembered after the
 * previous turn; nothing here changes it (answer/turn.ts does, from what is read here).
 */
export function readMessage(
  view: CatalogueView,
  message: string,
  state: ConversationState,
): Understanding {
  // "Our IT guy asks whether it has single sign-on.": the question passed on, read as asked.
  const asked = asAsked(message);
  return questionsApart(asked, readWhole(view, asked, state), (part) =>
    readWhole(view, part, state),
  );
}

function readWhole(view: CatalogueView, message: string, state: ConversationState): Understanding {
  const language = detectLanguage(message);
  const written = spellForms(message).replace(FORM_FIGURES, "");
  const read = withoutOtherPurchase(
    withoutContrast(numbersAsDigits(language === "es" ? spanishToEnglish(written) : written)),
  );
  // "Does the cheaper one do direct deposit?", "the one with the trial: does it work with Xero?":
  // the product the conversation's state picks is read as if named.
  const english = withPointedProduct(view, withPricedProduct(view, read, state), state);
  // ("Our clients' files": the apostrophe is a space, not a word between two.)
  const lower = withQuestionWords(
    english
      .toLowerCase()
      .replace(/[‘’]/g, "'")
      .replace(/'(?=\s)/g, "")
      .replace(/'/g, " "),
  );
  // "Does that portal integrate with Ledgerpoint?": a product or vendor of this catalogue named
  // as the software to work with is an integration the sheets list, not the product asked about.
  const { mentions, integrationsNamed, integrationSpans } = withIntegrationsNamed(
    view,
    findMentions(view, english),
  );
  // "Need to prepare 1041s. what covers that": a question that points back asks, without a "?".
  // "Ok and is there a setup fee", "ok thanks, can you…": a question after an acknowledgement.
  const question =
    QUESTION.test(message.toLowerCase().trim()) ||
    QUESTION.test(lower.trim()) ||
    QUESTION.test(lower.trim().replace(LEAD_IN, "")) ||
    TOPIC_THEN_QUESTION.test(lower) ||
    UNPUNCTUATED_QUESTION.test(lower) ||
    lower
      .split(/(?<=[.!;])\s+/)
      .some((sentence) => POINTING_BACK.test(sentence.trim().replace(/[.!]+$/, "")));
  const coverageCue = COVERAGE.test(lower) || KIND_FOR.test(lower);
  // "Does the practice manager keep our documents too, or would we need something else for
  // that?": the other way it could be, after "or", is not what is asked.
  const recommendAsked = RECOMMEND.test(coreOfQuestion(lower));
  // "Operating vs reserve funds kept apart" sets two things of the firm's side by side: a
  // comparison asks of products when two are named or some were discussed.
  const compareAsked =
    COMPARE.test(lower) &&
    (mentions.products.length >= 2 ||
      state.shown.length + state.recommendation.length + state.focus.length > 0);
  const productQuestion =
    question || COST.test(lower) || compareAsked || OVERLAP.test(lower) || FITS.test(lower);
  // "Does it do statistical sampling?": the pronoun is what is asked about, not a product a
  // word of the question happens to name.
  const pronounAt = lower.search(
    /\b(?:does|do|can|could|is|are|will|would|has)\s+(?:it|this|that|they|both|(?:n?either|each) (?:of them|of those|of the two|one))\b(?!\s+(?:cost|come to|run us|add up|be\b))/,
  );
  // "Does the vault do the e-signatures itself?": a noun pointed at as the question's subject,
  // that names a product of the conversation, is asked of like "it" (the e-signatures are what
  // is asked, not Harborview e-Signature).
  const subjectNoun =
    /\b(?:does|do|can|could|will|would|is|are|has)\s+the\s+([a-z][a-z-]{2,})(?:\s+one)?\b/.exec(
      lower,
    );
  const known0 = [...state.shown, ...state.recommendation];
  const pointedSubject = subjectNoun
    ? contextNamed(view, { focus: state.focus[0] ?? null, shown: known0 }, `the ${subjectNoun[1]}`)
    : null;
  const askedAfter =
    pointedSubject !== null ? subjectNoun!.index + subjectNoun![0].length : pronounAt;
  const pronounWord =
    askedAfter < 0 ? Infinity : lower.slice(0, askedAfter).split(/\s+/).filter(Boolean).length;

  // Products: a strong name always; words of a name alone ("Payroll Cloud", "the 990 Preparer")
  // only in a question about a product, never for a kind of product ("a client portal").
  const strong = mentions.products.filter((m) => m.strength === "strong");
  // Products shown, and those a reply named as left out ("Not among them, …").
  const known = new Set([
    ...state.shown,
    ...state.recommendation,
    ...state.leftOut.map((l) => l.productId),
  ]);
  const weak = mentions.products.filter(
    (m) =>
      m.strength === "weak" &&
      !m.indefinite &&
      productQuestion &&
      !(recommendAsked && !COST.test(lower) && !COMPARE.test(lower)) &&
      !(coverageCue && strong.length === 0 && !COST.test(lower)) &&
      // "Does it do statistical sampling?": after the pronoun, name words are what is asked;
      // "how does that compare to the autopilot thing": in a comparison, the other side.
      // ("What would the vault be for 4 people and the capacity planner for 2?": a name joined to
      // the product pointed at is asked beside it.)
      (m.at < pronounWord ||
        COMPARE.test(lower) ||
        (pointedSubject !== null &&
          /\b(?:and|plus|or)\b|[+&]/.test(mentions.words.slice(pronounWord, m.at).join(" ")))) &&
      // "Does Close Manager produce the financial statements?": after a product named in full,
      // name words are what is asked of it, unless joined to it ("Close Manager and the portal").
      !askedOfStrong(m.at) &&
      // One word of a name ("Autopilot") names the product when written as a name, when nothing
      // is being discussed yet, or when the product was shown; "esign" is not "Harborview e-Signature".
      (m.matched > 1 ||
        known.has(m.productId) ||
        // "The 13-week one": a word only its name has, pointed at as a product.
        (mentions.words[m.at - 1] === "the" &&
          /^(?:one|version|edition|template|tool|program|product)$/.test(
            mentions.words[m.at + 1] ?? "",
          )) ||
        (m.exact &&
          (writtenAsName(english, mentions.words[m.at] ?? "") || state.focus.length === 0))),
  );
  const named = [...strong, ...weak].sort((a, b) => a.at - b.at);
  function askedOfStrong(at: number): boolean {
    const before = strong.filter((m) => m.span[1] < at);
    if (!before.length || COMPARE.test(lower)) return false;
    const between = mentions.words.slice(before[before.length - 1]!.span[1] + 1, at).join(" ");
    return !JOINED_TO.test(between);
  }
  // (Nor is a product pointed at by a word of its name after one named: "does Kestrel serve for
  // audit workpapers" asks about workpapers.)
  const lastNamed = named.reduce((end, m) => Math.max(end, m.span[1]), -1);
  const askedAfterName =
    lastNamed >= 0 &&
    !COMPARE.test(lower) &&
    !JOINED_TO.test(
      mentions.words
        .slice(lastNamed + 1)
        .join(" ")
        .replace(/\bor (?:is|are|do|does|would|will|should|can|could|we|i)\b.*$/, ""),
    );
  // A vendor alone picks its product the conversation is about ("documents in Tallystone?").
  // With nothing discussed from that vendor, a product question about "Harborview" is about its
  // first listed product (the answer names it, so the firm can correct it).
  const fromVendor = mentions.vendors.flatMap((v) => {
    // "Copperline in the cloud or the desktop one?": the vendor's editions the message names.
    const messageWords = new Set(lower.split(/[^a-z0-9-]+/));
    // "The two Ledgerpoint editions", "Copperline's versions": every edition of the vendor's.
    const everyEdition = /\b(?:editions|versions|tiers|levels)\b/.test(lower);
    const editions = v.productIds.filter((id) =>
      (view.byId.get(id)?.name ?? "")
        .toLowerCase()
        .split(/\s+/)
        .some((w) => EDITION_WORDS.has(w) && (everyEdition || messageWords.has(w))),
    );
    if (editions.length > 1) return editions;
    // "Northgate's cloud planner": the vendor's product that runs where the words after it say.
    const there = vendorsProductThere(
      view,
      mentions.words,
      v.at,
      v.productIds.filter((id) => !named.some((m) => m.productId === id)),
    );
    if (there !== null) return [there];
    const inFocus = [...state.focus, ...state.recommendation, ...state.shown].find((id) =>
      v.productIds.includes(id),
    );
    if (inFocus) return [inFocus];
    return productQuestion && !COVERAGE.test(lower) && !COMPARE.test(lower)
      ? [Math.min(...v.productIds)]
      : [];
  });
  const spans: Array<[number, number]> = named.map((m) => m.span);
  for (const v of mentions.vendors) spans.push([v.at, v.at]);
  spans.push(...integrationSpans);
  const rest = wordsOutside(mentions.words, spans);
  // "The portal", "the desktop one", "the tax software", "the vault": a word of the name of a
  // product of this conversation, or the noun that ends one product's name; beside a product
  // named in full too ("compare the Fieldstone workpapers with the enterprise suite").
  // ("The vault for all 9 of us plus the Scan & Split": what is asked after the last name is of
  // it, but a noun joined to it before the names still points at a product.)
  const firstNamed = named.length ? Math.min(...named.map((m) => m.span[0])) : -1;
  const beforeNames = mentions.words.slice(0, firstNamed).join(" ");
  const pointedBeforeNames =
    fromVendor.length === 0 && askedAfterName && beforeNames.split(" ").length >= 3;
  const fromContext =
    fromVendor.length === 0 && pointedSubject !== null && named.length === 0
      ? pointedSubject
      : pointedBeforeNames
        ? contextNamed(
            view,
            { focus: state.focus[0] ?? null, shown: [...known] },
            beforeNames,
            lower,
          )
        : fromVendor.length === 0 && !askedAfterName
          ? contextNamed(
              view,
              { focus: state.focus[0] ?? null, shown: [...known] },
              named.length
                ? rest
                : pronounAt < 0 || COMPARE.test(lower)
                  ? english
                  : lower.slice(0, pronounAt),
              lower,
            )
          : null;
  // "Northgate's cloud planner … next to the retirement planner": a vendor's product by where it
  // runs, beside a product named.
  const placed = named.length
    ? mentions.words.flatMap((w, i) => {
        // (A name the vendor's words make already, that runs there: "Ledgerpoint's cloud planner"
        // is the Tax Planner; "Northgate's cloud planner" is not its desktop retirement planner.)
        const place = PLACE_AFTER_VENDOR.find(([word]) =>
          word.test(mentions.words[i + 1] ?? ""),
        )?.[1];
        const spanned = named.find((m) => m.span[0] <= i && i <= m.span[1]);
        const runs = spanned ? view.byId.get(spanned.productId)?.facts.deployment : undefined;
        if (
          spanned &&
          (!place || (runs !== undefined && runs !== "unknown" && runs.some((d) => d === place)))
        )
          return [];
        const ofVendor = view.products.filter(
          (p) =>
            p.facts.vendor !== "unknown" &&
            p.facts.vendor.toLowerCase() === w &&
            !named.some((m) => m.productId === p.id),
        );
        const id = ofVendor.length
          ? vendorsProductThere(
              view,
              mentions.words,
              i,
              ofVendor.map((p) => p.id),
            )
          : null;
        return id === null ? [] : [id];
      })
    : [];
  const usedIds = [
    ...new Set([
      ...placed,
      ...named.map((m) => m.productId),
      ...fromVendor,
      ...(fromContext ? [fromContext] : []),
    ]),
  ];
  const nameConcepts = new Set(
    conceptsOf(usedIds.map((id) => view.byId.get(id)?.name ?? "").join(" ")),
  );

  const amounts = readMoney(english);
  // "Make that 2 again" after a headcount: a number neither marked as money nor given a period,
  // in a correction, corrects the remembered figure nearest it in scale (2 users, not $2).
  const recount = correctedCount(amounts, state, CORRECTION.test(lower));
  const money = recount ? amounts.filter((m) => m !== recount.reading) : amounts;
  const counts = countAddedToKnown(
    lower,
    partOfKnownCount(lower, readQuantities(english, money, state.firm.clientsAs ?? null), state),
    state,
  );
  const quantities: QuantityReading = recount
    ? { ...counts, [recount.of]: recount.value, bare: [] }
    : counts;
  // "Could it handle all 80?": a bare number that is a count the firm gave counts the same thing.
  const bare = quantities.seats === null && quantities.clients === null ? quantities.bare[0] : null;
  const askedCounts: QuantityReading =
    bare != null && bare === state.firm.clients
      ? { ...quantities, clients: bare }
      : bare != null && bare === state.firm.seats
        ? { ...quantities, seats: bare }
        : quantities;
  // "Sorry, not QuickBooks, we use Xero": the software turned down is neither asked about nor kept.
  const negatedIntegrations = findNegatedIntegrations(english);
  const integrationsSaid = [
    ...new Set(
      [...findIntegrations(rest).map((f) => f.value), ...integrationsNamed].filter(
        (i) => !negatedIntegrations.includes(i),
      ),
    ),
  ];
  const integrations = [...integrationsSaid, ...otherEditions(integrationsSaid, lower)];
  // "Does the WISP template include monitoring?", "the 990 one": a fact word that named the
  // product asked about (named here, else the one in focus) is not what is asked of it.
  const askedNames = new Set(
    usedIds.length
      ? nameConcepts
      : conceptsOf(
          state.focus
            .map((id) => view.byId.get(id)?.name ?? "")
            .slice(0, 1)
            .join(" "),
        ),
  );
  const namesIt = (term: string) => askedNames.has(term.toLowerCase());
  const forms = findForms(rest)
    .map((f) => f.value)
    .filter((form) => !namesIt(form));
  const security = findSecurity(rest)
    .map((f) => f.value)
    .filter((fact) => !namesIt(fact));
  // "Is the workpaper one cloud or do we install it?": where it runs, asked without the
  // vocabulary's place words, is the sheet's deployment (its answer lists every place it runs).
  // "Use it on her own PC at the same time as me": whose computer, not where it runs.
  const placesSaid = findPlaces(AT_ONCE.test(lower) ? rest.replace(OWN_COMPUTER, " ") : rest).map(
    (f) => f.value,
  );
  const places: Place[] =
    placesSaid.length === 0 && DEPLOYMENT_ASKED.test(lower) ? ["cloud"] : placesSaid;
  // "Even if it's not cloud" concedes a place; it turns nothing down.
  const negated = negations(lower.replace(CONCESSION_CLAUSE, " "));
  // Needs are read from the message without the products it names strongly (a weak name's words,
  // "sales tax", are also what the firm needs); typos put right against the catalogue's words.
  const strongSpans: Array<[number, number]> = strong.map((m) => m.span);
  for (const v of mentions.vendors) strongSpans.push([v.at, v.at]);
  strongSpans.push(...integrationSpans);
  const positive = catalogueWeights(view).correct(
    withoutNegations(wordsOutside(mentions.words, strongSpans)),
  );
  const services = findServices(positive)
    .map((s) => s.value)
    .filter((s) => !negated.services.includes(s));
  const needs = new Map<CapabilityId, number>();
  // "QBO users": the software the firm works in is not a need to set it up, unless asked for.
  const setUpWork =
    services.includes("QuickBooks Setup") ||
    /\b(set ?up|set-up|setups|convert\w*|conversion|migrat\w*|clean ?up|cleanup|install\w*)\b/.test(
      lower,
    );
  for (const [cap, signal] of capabilitySignals(
    normalise(setUpWork ? positive : withoutSoftwareNames(positive)),
  )) {
    if (signal >= 0.5 && !negated.needs.has(cap)) needs.set(cap, signal);
  }
  const budgetTalk = /\b(budget|spend|afford|cap|max|limit|under|up to|tops)\b/.test(lower);
  const budget = budgetFrom(money, state.budget, budgetTalk);
  const correction = CORRECTION.test(lower);
  const outside = findOutsideProduct(lower);

  // What the product-specific questions are about.
  const namedAll = [...new Set(named.map((m) => m.productId))];
  const strongAll = [...new Set(strong.map((m) => m.productId))];
  // What is asked, in the question's own words: the sentences with a question mark (or the
  // whole message), without the products' names, integrations, counts and money.
  const askedSentences = askedText(english, nameConcepts);
  const questionText = coreOfQuestion(askedSentences);
  // A product named only in the alternative set aside ("…, or only with the letter pack?") is
  // not asked about, and lends its name's words to nothing: they may be what is asked
  // ("engagement letters").
  const namedIn = (text: string) =>
    new Set(findMentions(view, text).products.map((m) => m.productId));
  const inCore = namedIn(withoutAlternative(askedSentences));
  const setAside = new Set(
    [...namedIn(askedSentences)].filter(
      (id) => !inCore.has(id) && named.some((m) => m.productId === id),
    ),
  );
  const namedIds = namedAll.filter((id) => !setAside.has(id));
  const strongIds = strongAll.filter((id) => !setAside.has(id));
  const referred = references(lower, state);
  // "It plus the fund accounting", "compare it with Portfolio Analytics": a pronoun joined to a
  // name is the product discussed before, not the one named.
  const joined =
    /\b(?:it|this one|that one)\s+(?:plus|and|with|vs|versus|or|together with|against)\b|\b(?:plus|and|with|vs|versus|against)\s+(?:it|this one|that one)\b/.test(
      lower,
    );
  // "Add Close Manager… what do both come to?": one name and "both" is it and the one discussed.
  const pairingAsked =
    /\b(?:both|the two|these two|those two|the pair|together|combined|altogether|each(?! (?:month|year|user|seat|login|client|person|firm|of us|one of us)\b))\b/.test(
      lower.replace(OF_US, " "),
    ) || ADDED_WITH_TOTAL.test(lower);
  const pairedWith = (id: number | undefined) =>
    pairingAsked && id !== undefined && state.focus[0] !== undefined && state.focus[0] !== id;
  const pairedWithFocus = namedIds.length === 1 && pairedWith(namedIds[0]);
  // "Does the planner track time, or is that only the other one?": "the other one" is the product
  // discussed beside the one named, and the question is asked of both.
  // Alone ("does the other one do invoicing?"), it is that product only.
  const theOther = (ids: number[], implicit = false): number[] => {
    if (!OTHER_ONE.test(lower)) return ids;
    const other = [...state.focus, ...state.discussed].find((id) => !ids.includes(id));
    if (other === undefined) return ids;
    const alternative = new RegExp(`\\bor\\b[^.?!]*${OTHER_ONE.source}`).test(lower);
    return implicit && !alternative ? [other] : [...ids, other];
  };
  const resolve = (): Resolved => {
    if (namedIds.length) {
      const before =
        joined && referred?.length
          ? referred.filter((id) => !namedIds.includes(id))
          : pairedWithFocus
            ? [state.focus[0]!]
            : [];
      const alsoPointed = fromContext && !namedIds.includes(fromContext) ? [fromContext] : [];
      const [first, after] = pointedBeforeNames ? [alsoPointed, []] : [[], alsoPointed];
      return {
        ids: theOther([...new Set([...before, ...first, ...placed, ...namedIds, ...after])]),
        how: "named",
      };
    }
    if (fromVendor.length) return { ids: theOther([...new Set(fromVendor)]), how: "named" };
    // "organiser + calender how much together": bare nouns joined, each a product.
    const listed = listNamed(view, { focus: state.focus[0] ?? null, shown: [...known] }, english);
    if (listed.length) return { ids: listed, how: "named" };
    // ("If we add the deadline calendar, what's it all together?": it and the one discussed.)
    if (fromContext)
      return {
        ids: theOther(pairedWith(fromContext) ? [state.focus[0]!, fromContext] : [fromContext]),
        how: "named",
      };
    if (referred?.length) return { ids: referred, how: "reference" };
    if (state.focus.length)
      return { ids: theOther(state.focus.slice(0, 1), true), how: "implicit" };
    return { ids: [], how: "none" };
  };

  const rejected: number[] = [];
  const namesOf = (ids: readonly number[]) =>
    new Set(
      conceptsOf(
        ids
          .filter((id) => !setAside.has(id))
          .map((id) => view.byId.get(id)?.name ?? "")
          .join(" "),
      ),
    );
  const subjectIds = resolve().ids;
  const subjectNames = namesOf(subjectIds);
  const namesAsked = namesOf(usedIds);
  const clauseConcepts = conceptsOf(
    catalogueWeights(view)
      .correct(
        withoutKindAfterName(
          questionText,
          [...subjectIds, ...usedIds].map((id) => view.byId.get(id)?.name ?? ""),
        ),
      )
      .toLowerCase()
      // References name a product, they are not what is asked: "the cheaper one", "the second one".
      .replace(new RegExp(CHEAPER_ONE.source, "g"), " ")
      // "For tracking my clients' estimated payments", "to keep tabs on our deadlines": a verb of
      // minding something before what it minds says nothing of it ("track time" still does).
      .replace(ACTIVITY_VERB, " ")
      // Who it is for and when ("payroll for the farm hands too", "the statements at the end of
      // the month") are not what is asked.
      .replace(FOR_WHOM, " ")
      .replace(WHEN_DONE, " ")
      .replace(FIRMS_OWN, " ")
      .replace(/\b(?:the|that|this) (?:(?:first|second|third|last|other) )?one\b/g, " ")
      .replace(/\$?\b\d[\d,.]*\b/g, " ")
      // "Can our clients upload their documents online?": the clients sending is what is asked
      // (a client portal), not a count of them.
      .replace(CLIENTS_SEND_ONLINE, "$& client portal")
      // "And if a third person joins?": someone joining is a headcount, not what is asked.
      .replace(
        /\b(?:(?:a|an|one|another|the) )?(?:(?:second|third|fourth|fifth|new|extra|more) )?(?:persons?|someone|somebody|paraplanners?|colleagues?|employees?|hires?|team members?)\b|\b(?:joins?|joined|joining|hire|hiring|hired|come on board|comes on board|we d be|we would be|would make)\b/g,
        " ",
      )
      // (Not a part of a hyphenated word: "Month-End Close Checklist" keeps its "month-end"; nor
      // the client of a client portal.)
      .replace(
        new RegExp(
          String.raw`(?<!-)\b(users?|seats?|clients?(?! portal)|people|staff|preparers?|advisors?|planners?|month|monthly(?! ${WORK_BY_PERIOD})|year|yearly(?! ${WORK_BY_PERIOD})|price|cost|how much|free|trials?|trails?)\b(?!-)`,
          "g",
        ),
        " ",
      ),
  ).filter(
    (c) =>
      !namesAsked.has(c) &&
      !subjectNames.has(c) &&
      !integrations.some((i) => conceptsOf(i).includes(c)) &&
      !/^(mac|window|browser|cloud|sso|mfa|soc|wisp)$/.test(c),
  );

  const isGreeting = GREETING.test(lower.trim());
  // ("Okay so there are eight of us … I need to see the hours coming": a firm that starts with
  // "okay" and says who it is and what it needs is no thanks.)
  const isAck =
    ACK.test(lower.trim()) &&
    !question &&
    // ("ok organiser + calender how much together": a question typed without its mark.)
    !ASKED_INSIDE.test(lower) &&
    named.length === 0 &&
    quantities.seats === null &&
    quantities.clients === null &&
    budget === null &&
    needs.size === 0 &&
    services.length === 0;
  // In the order asked.
  const policyTopics = POLICY.filter(([, p]) => p.test(lower))
    .sort(([, a], [, b]) => lower.search(a) - lower.search(b))
    .map(([topic]) => topic);

  if (isGreeting) return done([{ kind: "greeting" }]);
  if (MEMO_REQUEST.test(lower)) {
    // "Lay the two side by side for me, I need something I can forward to the partners": the
    // comparison, then where the memo is.
    const sideBySide = subjectIds.length >= 2 ? subjectIds : state.focus.slice(0, 3);
    if (COMPARE.test(lower) && sideBySide.length >= 2)
      return done([{ kind: "compare", products: sideBySide.slice(0, 3) }, { kind: "memo" }]);
    return done([{ kind: "memo" }]);
  }
  // ("Send me another customer's contact details" is declined below.)
  if (asksToSend(lower) && !UNLISTED.test(lower)) return done([{ kind: "memo", byEmail: true }]);
  if (isAck) return done([{ kind: "ack" }]);
  if (OFF_TOPIC.test(lower) && named.length === 0)
    return done([{ kind: "decline", reason: "off_topic" }]);
  if (SERVICE_REQUEST.test(lower)) return done([{ kind: "decline", reason: "service" }]);
  if (UNLISTED.test(lower)) return done([{ kind: "decline", reason: "off_topic" }]);
  const world = question ? worldQuestion(message.toLowerCase(), lower) : null;
  // (The figures in a question about the world are a client's or the law's, not the firm's
  // budget or headcount: "a client who made about $95k" is no budget.)
  if (world)
    return {
      ...done([{ kind: "decline", reason: world }]),
      money: [],
      budget: null,
      quantities: noCounts(),
    };
  if (usedIds.length === 0 && asksOfTheWorld(view, lower))
    return done([{ kind: "decline", reason: "off_topic" }]);
  if (askedIn(lower, OUTSIDE_JUDGEMENT))
    return done([{ kind: "decline", reason: "outside_judgement" }]);
  // ("Is there a fee calculator in it so we know what to charge?" asks about the product: what
  // the firm would do with it is not the question.)
  if (askedIn(lower.replace(PURPOSE, " "), OWN_FEES))
    return done([{ kind: "decline", reason: "own_fees" }]);
  if (PEOPLE_REQUEST.test(lower) && named.length === 0)
    return done([{ kind: "decline", reason: "people" }]);
  if (outside) return done([{ kind: "decline", reason: "outside_product", name: outside }]);

  const subject = resolve();
  // "Where is the data stored, US only?", "¿dónde se guardan los datos?": where the product
  // discussed keeps the firm's data, which no sheet field states.
  if (subject.ids.length && subject.how !== "none" && DATA_WHERE.test(lower.trim()))
    return done([
      {
        kind: "capability",
        products: subject.ids.slice(0, 1),
        subjects: [
          {
            kind: "phrase",
            text: "where the data is kept",
            concepts: ["datalocation"],
            need: null,
          },
        ],
      },
    ]);
  const pronoun =
    /\b(?:it|its|this one|that one|they|them|both|the first|the second|the third|the two|your picks|ur picks|your recommendations?|those picks)\b/.test(
      lower,
    );
  /** A product the message is about: named, or referred to, or (in a question) the last one discussed. */
  // "About $5k a year in total" states a budget; "total for both" asks for a cost.
  const costCue =
    // "Is there a setup fee?" asks about a charge beside the price, answered as a fact.
    (COST.test(
      lower
        .replace(new RegExp(EXTRA_FEE.source, "g"), " ")
        .replace(COLLECTING_FEES, " ")
        .replace(PRICING_THING, " ")
        .replace(PURPOSE, " "),
    ) ||
      (FITS.test(lower) && subject.how !== "none" && !COVERAGE.test(lower))) &&
    !(budget && subject.how !== "named" && !pronoun);
  // "Which of your products…", "what does e-signing": a question about the catalogue, whatever
  // was discussed before.
  // "Which of your cloud products would hold our documents, since Practice Manager doesn't?":
  // the catalogue is asked, the product named is the contrast.
  const catalogueFirst =
    /^(?:so |and |ok |okay )?(?:which|what)(?: of your| of the)?(?: [a-z-]+){0,2} (?:products?|tools?|software|programs?|apps?)\b/.test(
      lower.trim(),
    );
  const catalogueQuestion =
    catalogueFirst ||
    // "Something to track which vendors sent W-9s?": the catalogue is asked, not the product discussed.
    /^(?:(?:and|so|ok|okay|also)\s+)*(?:is there |got |you got )?something (?:to|for|that)\b/.test(
      lower.trim(),
    ) ||
    /\b(?:list|show)(?: me)? (?:the |all |your )?(?:products?|tools?|software)\b|\b(?:which|what)(?: of your| of the)? (?:products?|tools?|software|programs?|ones?)\b|\bwhat (?:can|does|do you have)\b|\bwhat (?:else )?(?:would|could|will|might) (?:do|handle|cover|take care of)\b|\banything\b|\bany (?:products?|tools?|software)\b|\b(?:is|are) there (?:any|something)\b/.test(
      lower,
    );
  // "Billing runs on X today. What's the cloud option for practice management and billing?":
  // the firm's current software is named, a replacement is asked for.
  const replacing =
    subject.how === "named" && CURRENT_SOFTWARE.test(lower) && REPLACEMENT.test(lower);
  const earlierLimit =
    state.lastAsk?.kind === "capability" &&
    isSubject(state.lastAsk.subject) &&
    state.lastAsk.subject.kind === "limit"
      ? state.lastAsk.subject.fact
      : null;
  const earlySubjects = subjectsOf(
    lower,
    { forms, security, places },
    askedCounts,
    [],
    earlierLimit,
  );
  // "Is there any limit on clients?": a limit, a licence or a term is a product's own fact, never
  // a search of the catalogue.
  const ownFact = earlySubjects.some(
    (x) => x.kind === "limit" || x.kind === "licence" || x.kind === "term" || x.kind === "fees",
  );
  // "We run Tallystone Practice Manager already. Anything that shows the team's workload?": the
  // product named is the firm's own software, said beside a question to the catalogue.
  const ownSoftwareBeside =
    subject.how === "named" && catalogueQuestion && runsAlready(view, english, subject.ids);
  const aboutProduct =
    (subject.how === "named" && !catalogueFirst && !replacing && !ownSoftwareBeside) ||
    (subject.how !== "none" && ownFact && !catalogueFirst) ||
    // "What does the second one you suggested come to?" asks a cost of a product referred to.
    (subject.how === "reference" && (!catalogueQuestion || (costCue && !catalogueFirst))) ||
    (subject.how === "implicit" &&
      // "What does that run for 60 logins?": a cost asked of the product discussed.
      (!catalogueQuestion || (costCue && !catalogueFirst)) &&
      (question || costCue) &&
      // "What will the IRS mileage rate be?" asks for something no sheet holds, of no product.
      !(OPEN_QUESTION.test(lower.trim()) && !costCue));
  const statesFirm =
    quantities.seats !== null ||
    quantities.clients !== null ||
    budget !== null ||
    services.length > 0 ||
    negated.services.length > 0 ||
    negated.needs.size > 0 ||
    needs.size > 0;
  const short = lower.trim().split(/\s+/).length <= 6;
  // "Anything else I should look at?" with nothing new said: other picks than the ones made.
  const othersAsked =
    (OTHERS.test(lower) || OTHERS_ES.test(message.toLowerCase())) &&
    // ("Anything else cheaper?" asks for a lower price, answered as such.)
    !CHEAPER.test(lower) &&
    !statesFirm &&
    state.recommendation.length > 0
      ? true
      : undefined;

  // "Which of your products would NOT work for us and why": the catalogue against what the firm
  // said, not a recommendation (nor a product turned down).
  if (MISFITS.test(lower) && subject.how !== "named" && (catalogueQuestion || question))
    return done([{ kind: "misfits" }]);

  // Turning products down: "not the second one", "skip Copperline", then what else ("so we could
  // drop our billing system" turns down the firm's own software, no product of ours).
  if (REJECT.test(lower.replace(REJECTS_OWN, " "))) {
    // "Drop the portfolio one", "forget the performance reporting one, only the planning tool":
    // the product the turning-down words point at, by a word of its name or by its job.
    const pointed = turnedDown(view, english, state, [...known]);
    const target = pointed.length ? pointed : namedIds.length ? namedIds : (referred ?? []);
    rejected.push(...target);
    if (rejected.length) {
      // The words that name the product turned down are no need of the firm's ("drop the
      // portfolio one" asks for no more portfolio reporting).
      const nameWords = new Set(
        rejected.flatMap((id) => normalise(view.byId.get(id)?.name ?? "").split(" ")),
      );
      const kept = capabilitySignals(
        normalise(positive)
          .split(" ")
          .filter((word) => !nameWords.has(word))
          .join(" "),
      );
      for (const need of [...needs.keys()]) if (!kept.has(need)) needs.delete(need);
      return done([{ kind: "recommend", keepRest: !ANOTHER.test(lower) }]);
    }
  }

  // Two or more products: those named or referred to, else the ones discussed, else `fallback`.
  const several = (fallback: number[]) =>
    subject.ids.length >= 2 ? subject.ids : state.focus.length >= 2 ? state.focus : fallback;
  // One product named beside the one discussed, else `several`.
  const withDiscussed = (fallback: number[]) =>
    subject.how === "named" &&
    subject.ids.length === 1 &&
    state.focus[0] &&
    state.focus[0] !== subject.ids[0]
      ? [state.focus[0], subject.ids[0]!]
      : several(fallback);
  // "The cheapest option you've got that does time tracking, even if it's not cloud": the
  // products whose sheets say the job, costed for the firm, the cheapest first.
  const cheapestDoing = subject.how === "named" ? null : CHEAPEST_DOING.exec(lower);
  if (cheapestDoing) {
    const job = cheapestDoing[1]!.split(CONCESSION)[0]!;
    const concepts = conceptsOf(catalogueWeights(view).correct(job)).filter(
      (c) => !/^(mac|window|browser|cloud|desktop)$/.test(c),
    );
    if (concepts.length) {
      const asked = capabilitySignals(normalise(concepts.join(" ")));
      const wanted = findWantedPlaces(job).map((f): Place => f.value);
      return done([
        {
          kind: "coverage",
          subject: {
            kind: "phrase",
            text: restWords(job.trim()),
            concepts,
            need: topNeed(new Map([...asked].filter(([, signal]) => signal >= 0.5))),
          },
          place: wanted[0] ?? null,
          cheapest: true,
        },
      ]);
    }
  }
  // "Pro vs basic, which one is cheaper?": the question is which costs less.
  if (CHEAPEST.test(lower) && COMPARE.test(lower) && !/\bside by side\b|\bcompare\b/.test(lower)) {
    const ids = withDiscussed(state.listed.slice(0, 3));
    if (ids.length >= 2)
      return done([{ kind: "cost", products: ids, cheapest: true, fits: false }]);
  }
  // Questions about products side by side.
  if (COMPARE.test(lower)) {
    const ids = withDiscussed(state.recommendation.slice(0, 2));
    if (ids.length >= 2) return done([{ kind: "compare", products: ids.slice(0, 3) }]);
  }
  // (A comparison asked beside it, "¿me conviene A o B? ¿me las compara?", is the table.)
  if (CHOOSE.test(lower)) {
    const ids = several(
      [...new Set([...state.focus, ...state.discussed, ...state.recommendation])].slice(0, 3),
    );
    if (ids.length >= 2) return done([{ kind: "choose", products: ids.slice(0, 3) }]);
  }
  if (OVERLAP.test(lower)) {
    const ids = several(state.recommendation.slice(0, 2));
    if (ids.length >= 2) return done([{ kind: "overlap", products: ids.slice(0, 3) }]);
  }
  if (CHEAPEST.test(lower)) {
    const ids = several(state.listed.slice(0, 3));
    if (ids.length >= 2)
      return done([{ kind: "cost", products: ids, cheapest: true, fits: false }]);
  }
  // "What about the vault instead, is it cheaper?": the product named against the one discussed,
  // a yes or no by their costs, not a search for something cheaper than it.
  const other = state.focus[0];
  if (
    CHEAPER.test(lower) &&
    subject.how === "named" &&
    subject.ids.length === 1 &&
    other !== undefined &&
    other !== subject.ids[0] &&
    /\b(?:is|would|will|does|could)\s+(?:it|that|this|that one|this one)\s+(?:be\s+|work out\s+|come out\s+)?(?:any\s+|much\s+)?(?:cheaper|cheapr|less expensive|more affordable)\b/.test(
      lower,
    )
  )
    return done([
      { kind: "cost", products: [subject.ids[0]!, other], cheapest: true, fits: false },
    ]);
  // "What if we went with Basic instead, how much do we save?": the product named against the one
  // discussed, each costed, with the difference in the first year.
  if (
    SAVING.test(lower) &&
    subject.how === "named" &&
    subject.ids.length === 1 &&
    other !== undefined &&
    other !== subject.ids[0]
  )
    return done([
      { kind: "cost", products: [subject.ids[0]!, other], cheapest: true, fits: false },
    ]);
  if (CHEAPER.test(lower)) {
    const keeping = keptJob(lower);
    return done([
      { kind: "cheaper", than: subject.ids[0] ?? null, ...(keeping ? { keeping: [keeping] } : {}) },
    ]);
  }

  // "Actually we're 8, not 5. Can you redo that?": the last question again, with the new counts.
  if (REDO.test(lower) && state.lastAsk) {
    const again = askedAgain();
    if (again) return done([again]);
  }
  // The software being replaced is not a pick for its replacement.
  if (replacing) {
    rejected.push(...subject.ids.filter((id) => !rejected.includes(id)));
    return done([{ kind: "recommend" }]);
  }
  // "What else?", "¿qué otras opciones hay?": more picks, not a question about the last one.
  if (othersAsked && subject.how !== "named" && !costCue)
    return done([{ kind: "recommend", others: true }]);
  // Nor is the software the firm runs already a pick for what it asks beside it.
  if (ownSoftwareBeside) rejected.push(...subject.ids.filter((id) => !rejected.includes(id)));

  // A refund, a cancellation, a payment or a class of products ("do the subscriptions come with
  // a free trial?") is the store's policy, whatever product is named or discussed.
  const aClassOfProducts =
    /\b(?:the |your |all (?:of )?(?:the |your )?)(?:subscriptions|products|programs|downloads|templates|licen[cs]es)\b/.test(
      lower,
    );
  const storeTopic = /* the store's alone */ (t: PolicyTopic) =>
    t === "refunds" || t === "cancel" || t === "payment";
  // "When can we reach your support people?", "what hours is your team in?": support asked of
  // the store, in the second person, is the store's hours whatever product is named (decision
  // 0267); "its support", "the vault's support hours" are the product's sheet.
  const storeSupport =
    policyTopics.includes("support_hours") && STORE_SUPPORT.test(lower.replace(PRODUCTS_OWN, " "));
  // "Can I put it on my laptop and the office PC, or is it one computer only?": how many
  // computers a purchase covers is the store's licence terms, not where the product runs.
  const onComputers = COMPUTERS_COVERED.test(lower);
  if (onComputers && !policyTopics.includes("licences")) policyTopics.push("licences");
  const storeWide =
    policyTopics.some(storeTopic) || aClassOfProducts || storeSupport || onComputers;
  // A trial of one product ("can we try it first?", "is there a trial for Plan Studio?", "try
  // before buy?" right after one): whether that product has a free trial, and the store's policy
  // on trials (and on refunds or cancelling, when asked beside it), in the order asked. "Do you
  // offer free trials?" and "do the subscriptions have trials?" ask the store.
  // The same for how one product is delivered ("how does it get to us after we pay?"): its
  // sheet's delivery, then the store's delivery policy.
  const ofOneProduct = policyTopics.includes("trials")
    ? "trials"
    : policyTopics.includes("delivery")
      ? "delivery"
      : null;
  if (
    ofOneProduct &&
    !aClassOfProducts &&
    subject.ids.length === 1 &&
    (subject.how === "named" ||
      subject.how === "reference" ||
      (subject.how === "implicit" && ofOneProduct === "trials" && TRY_THIS.test(lower))) &&
    // ("Do you offer trials?" asks the store; "or do you ship something?" still asks how it comes.)
    (ofOneProduct === "delivery" || !/\b(?:do|does) (?:you|your (?:store|shop))\b/.test(lower))
  ) {
    const trialOf: Ask = {
      kind: "capability",
      products: subject.ids,
      subjects: [{ kind: ofOneProduct === "trials" ? "trial" : "delivery" }],
    };
    const policy: Ask = { kind: "policy", topics: policyTopics };
    const storeAt = firstMatchAt(
      lower,
      POLICY.filter(([t]) => storeTopic(t)).map(([, p]) => p),
    );
    const trialAt = firstMatchAt(lower, [POLICY.find(([t]) => t === ofOneProduct)![1]]);
    const asked = storeAt < trialAt ? [policy, trialOf] : [trialOf, policy];
    // "The cost of the vault for the four, and how is it delivered?": its cost first, when asked
    // before.
    const costAt = costCue ? lower.search(COST) : -1;
    const cost: Ask = { kind: "cost", products: subject.ids, cheapest: false, fits: false };
    return done(costAt >= 0 ? (costAt < trialAt ? [cost, ...asked] : [...asked, cost]) : asked);
  }
  // Store policy, when no product is asked about.
  if (
    policyTopics.length &&
    (storeWide || (subject.how !== "named" && !(pronoun && subject.how === "reference")))
  )
    return done([{ kind: "policy", topics: policyTopics }]);

  // A short follow-up asks the last question again of something new ("for 3 planners?",
  // "sorry, 8 users"), before it could read as a new description of the firm.
  if (
    short &&
    state.lastAsk &&
    !recommendAsked &&
    subject.how !== "named" &&
    earlySubjects.length === 0
  ) {
    const again = askedAgain();
    if (again) return done([again]);
  }
  // A firm describing itself, or asking what fits: a recommendation.
  if (
    subject.how !== "named" &&
    !costCue &&
    ((recommendAsked &&
      !/\b(?:it|its|this one|that one)\b/.test(lower) &&
      !(KIND_FOR.test(lower) && clauseConcepts.length > 0)) ||
      (!question && !pronoun && statesFirm) ||
      // "Two of us … anything that gives us every one of your templates?": the product that holds
      // them all, recommended for the firm.
      (statesFirm && kindsAskedWhole(english).length > 0))
  )
    return done([{ kind: "recommend", others: othersAsked }]);

  // A fact the question itself asks ("keep our files, or should we look at other options?");
  // else what the whole of it asks ("buy once and it's ours, or does it renew?").
  const vocab = { forms, security, places };
  const ofCore = subjectsOf(
    coreOfQuestion(lower),
    vocab,
    askedCounts,
    clauseConcepts,
    earlierLimit,
  );
  const ofWhole = subjectsOf(lower, vocab, askedCounts, clauseConcepts, earlierLimit);
  // "Is it per client, or is it a flat price?": the other unit after "or" is the choice asked.
  const choice = ofWhole.find((x) => x.kind === "unit" && x.either !== undefined);
  const subjects = (ofCore.some((x) => x.kind !== "phrase") ? ofCore : ofWhole).map((x) =>
    choice && x.kind === "unit" && x.either === undefined ? choice : x,
  );
  const factual = subjects.filter((x) => x.kind !== "phrase");
  const integrationCue =
    /\b(work|works|working|integrat\w*|connect\w*|sync\w*|hook\w*|ties?|tied|tying|together|plays? (?:nicely|nice|well)|funciona\w*|compatible|talks? to|link\w*|with|w\/|w|\+|import\w*|pulls?|pulling|pushes|push|fetch\w*|(?:it|one|this|that) feeds?|feeds? (?:in|into|from)|out of|from|plugs? into)\b|\+/.test(
      lower,
    );
  const counted =
    quantities.seats !== null ||
    quantities.clients !== null ||
    quantities.returns !== null ||
    quantities.bare.length > 0 ||
    quantities.replaces !== null ||
    /\bfor (?:them|those|these|everyone|all of (?:us|them)|the team|the whole (?:team|firm))\b/.test(
      lower,
    );

  const order: Array<{ at: number; ask: Ask }> = [];
  if (aboutProduct && subject.ids.length) {
    // A job the sheets name, asked with "can it", "does it", "will it".
    const asksAJob =
      /\b(?:can|could|does|do|will|would)\b(?:\s+\w+){0,3}\s+(?:make|do|handle|produce|build|run|prepare|track|keep|show|give)\b/.test(
        lower,
      ) && clauseConcepts.some((c) => isTelling(c, catalogueWeights(view)));
    const onlyCounts =
      counted &&
      factual.length === 0 &&
      integrations.length === 0 &&
      (!question ||
        clauseConcepts.length === 0 ||
        // ("Can it make one consolidated forecast for all three?" asks a job, not a price.)
        (/\bfor\b/.test(lower) && !asksAJob) ||
        // "What if I only put the 5 biggest on it?", "what if only one of us uses it?": a new
        // count for the product discussed is a cost question.
        HYPOTHETICAL_COUNT.test(lower));
    // (An either/or of what the price counts is answered with the cost for the firm in it.)
    const eitherUnit = factual.some((x) => x.kind === "unit" && x.either !== undefined);
    if ((costCue || onlyCounts) && !eitherUnit) {
      const at = lower.search(COST);
      order.push({
        at: at < 0 ? 0 : at,
        ask: {
          kind: "cost",
          products: subject.ids,
          cheapest: false,
          fits: FITS.test(lower),
          ...(twoCounts(lower) ? { counts: twoCounts(lower) } : {}),
        },
      });
    }
    if (integrations.length && (integrationCue || short)) {
      const coverageBefore = state.lastAsk?.kind === "coverage" && subject.how === "implicit";
      const at = Math.max(
        0,
        lower.search(
          /\b(work|works|integrat\w*|connect\w*|sync\w*|hook\w*|compatible|with|feeds?)\b|\+/,
        ),
      );
      order.push({
        at,
        ask: coverageBefore
          ? {
              kind: "coverage",
              subject: { kind: "integration", name: integrations[0]! },
              place: null,
            }
          : { kind: "integration", products: subject.ids, integrations },
      });
    }
    const placeOnly =
      subjects.length > 0 && subjects.every((x) => x.kind === "deployment" || x.kind === "phrase");
    // ("From their phones" is how the product discussed is reached, not a need in a place.)
    const needWithPlace =
      subject.how === "implicit" &&
      places.length > 0 &&
      clauseConcepts.length > 0 &&
      placeOnly &&
      !PHONE_ACCESS.test(lower);
    if (needWithPlace) {
      order.push({
        at: 1,
        ask: { kind: "coverage", subject: phraseSubject(), place: places[0]! },
      });
    } else if (question && !integrations.length) {
      const asked = costCue || onlyCounts ? factual : subjects;
      // "Add the individual organizer for the owners' 1040s. Both together, what's that?": who the
      // product added is for is no question of what it does.
      const totalOfAdded =
        costCue &&
        ADDED_WITH_TOTAL.test(lower) &&
        !lower.split(/(?<=[.?!])\s+/).some((x) => x.includes("?") && CAPABILITY_ASKED.test(x));
      if (asked.length && !totalOfAdded) {
        const at = lower.search(
          /\b(does|do|can|is|are|will|would|has|have|include|support|handle)\b/,
        );
        const plural = PLURAL.test(lower.replace(OF_US, " "));
        // "Both Copperlines, the cloud one and the desktop one": every product pointed at.
        const which =
          subject.how === "named" && strongIds.length && !(plural && subject.ids.length > 1)
            ? theOther(strongIds)
            : subject.ids;
        // "Is it charged per employer? What's monthly?": the cost first, then what it counts.
        // So is the licence's term asked beside the cost ("is it for ever or yearly? what would
        // the four of us pay?"): the cost says how it is paid, the term after it.
        // ("Buy once, or a recurring charge?" asks the term alone.)
        const pricingOnly =
          costCue &&
          asked.every(
            (x) => x.kind === "unit" || (x.kind === "term" && COST_ASKED_APART.test(lower)),
          );
        order.push({
          at: pricingOnly ? Number.MAX_SAFE_INTEGER : Math.max(1, at),
          ask: {
            kind: "capability",
            // "Do either of them do e-sign?", "does each of them…": answered product by product.
            products:
              (plural || OTHER_ONE.test(lower)) && which.length > 1
                ? which.slice(0, 3)
                : which.slice(0, 1),
            subjects: asked,
          },
        });
      }
    }
  } else if (question || coverageCue) {
    // Which products do something: an integration, a security fact, a form, a need in a place.
    if (integrations.length && integrationCue)
      order.push({
        at: 0,
        ask: {
          kind: "coverage",
          subject: { kind: "integration", name: integrations[0]! },
          place: null,
        },
      });
    else if (
      factual.some(
        (x) =>
          x.kind !== "deployment" &&
          x.kind !== "limit" &&
          x.kind !== "licence" &&
          x.kind !== "term" &&
          x.kind !== "fees" &&
          // "We're two with 15 clients; is there anything so they snap the receipts themselves?
          // It has to come in Spanish": a language the firm states beside a job it needs is a
          // requirement of the picks, not the subject of a list.
          !(x.kind === "language" && statesFirm && needs.size > 0) &&
          // "We're a three-person tax office … do you have anything for that?": a firm that says
          // who it is and asks for something for a requirement it must meet wants a pick.
          !(
            (x.kind === "security" || x.kind === "language") &&
            (quantities.seats !== null || quantities.clients !== null || budget !== null) &&
            /\b(?:do you (?:have|sell|carry) (?:anything|something)|is there (?:anything|something)|anything (?:for|to help with) (?:that|this|it))\b/.test(
              lower,
            )
          ),
      )
    )
      order.push({
        at: 0,
        ask: {
          kind: "coverage",
          subject: factual.find((x) => x.kind !== "deployment")!,
          place: places[0] ?? null,
        },
      });
    else if (clauseConcepts.length && (coverageCue || places.length))
      order.push({
        at: 0,
        ask: {
          kind: "coverage",
          subject: phraseSubject(),
          place: places[0] ?? null,
        },
      });
  }
  if (order.length) return done(order.sort((a, b) => a.at - b.at).map((o) => o.ask));

  if (FACTS.test(lower) && subject.how === "named")
    return done([{ kind: "facts", products: subject.ids }]);

  // Short follow-ups ask the last question again of something new: "And ADP?", "Close Manager?",
  // "for 3 planners?".
  if (state.lastAsk && (question || SAME_QUESTION.test(lower) || short)) {
    const again = askedAgain();
    if (again) return done([again]);
  }
  // "Not QuickBooks, we use Xero" with nothing else said yet: what works with that software.
  if (
    integrations.length &&
    subject.how === "none" &&
    !statesFirm &&
    !recommendAsked &&
    state.recommendation.length === 0
  )
    return done([
      {
        kind: "coverage",
        subject: { kind: "integration", name: integrations[0]! },
        place: null,
      },
    ]);
  // Software turned down changes what fits: "scratch that, we don't use QuickBooks".
  if (RECOMMEND.test(lower) || statesFirm || negatedIntegrations.length)
    return done([{ kind: "recommend", others: othersAsked }]);
  if (subject.how === "named") return done([{ kind: "facts", products: subject.ids }]);
  if (mentions.vendors.length && !fromVendor.length)
    return done([
      {
        kind: "decline",
        reason: "ambiguous",
        name: mentions.vendors[0]!.vendor,
        options: mentions.vendors[0]!.productIds,
      },
    ]);
  return done([{ kind: "decline", reason: "not_understood" }]);

  function askedAgain(): Ask | null {
    return askAgain(state, {
      namedIds: usedIds,
      integrations,
      forms,
      security,
      places,
      quantities,
      referred: subject.how === "reference" ? subject.ids : [],
    });
  }

  function phraseSubject(): Subject {
    // "Does it e-file the 1099s?" answered No, then "what would do the e-filing then?": the job
    // asked of the products is the one just asked, in full.
    const before = state.lastAsk?.kind === "capability" ? state.lastAsk.subject : null;
    if (
      isSubject(before) &&
      before.kind === "phrase" &&
      clauseConcepts.length &&
      clauseConcepts.every((concept) => before.concepts.includes(concept))
    )
      // Asked of no product now, a form it named is the job's again: "the 1099s" had been the
      // 1099 workbook's own name word.
      return {
        ...before,
        // Named for the products now: "audit sign-offs", not "kestrel trial balance audit sign-offs".
        text: before.text
          .split(" ")
          .filter((word) => !state.focus.some((id) => wordsOfName(view, id).has(word)))
          .join(" "),
        concepts: [
          ...new Set([
            ...before.concepts,
            ...conceptsOf(before.text).filter((concept) => FORM_CONCEPT.test(concept)),
          ]),
        ],
      };
    // The need is the question's own ("keeps an eye on deposit deadlines"), not the firm's
    // description around it ("we process payroll…").
    const asked = capabilitySignals(normalise(clauseConcepts.join(" ")));
    return {
      kind: "phrase",
      text: restWords(questionText.toLowerCase()),
      concepts: clauseConcepts,
      need: clauseConcepts.length
        ? topNeed(new Map([...asked].filter(([, signal]) => signal >= 0.5)))
        : topNeed(needs),
    };
  }

  /**
   * A question about something no need names keeps its own words for the reply: in Spanish
   * without the products' names, in English the question as typed.
   */
  function withOwnWords(ask: Ask): Ask {
    const said =
      language === "es"
        ? ownWords(
            message,
            usedIds.map((id) => view.byId.get(id)?.name ?? ""),
          )
        : questionAsTyped(message);
    const own = (subject: Subject): Subject =>
      subject.kind === "phrase" && !subject.said && said ? { ...subject, said } : subject;
    if (ask.kind === "capability") return { ...ask, subjects: ask.subjects.map(own) };
    if (ask.kind === "coverage") return { ...ask, subject: own(ask.subject) };
    return ask;
  }

  // "Only 6 of us would use the portal, but all 10 need the practice manager": each one's count.
  function withOwnCounts(ask: Ask): Ask {
    if (ask.kind !== "cost" || ask.counts) return ask;
    const context = { focus: state.focus[0] ?? null, shown: [...known] };
    const each = countsPerProduct(english, ask.products, (clause) => {
      const ids = findMentions(view, clause)
        .products.filter((m) => !m.indefinite)
        .map((m) => m.productId);
      const pointed = ids.length ? null : contextNamed(view, context, clause);
      return pointed === null ? ids : [pointed];
    });
    return Object.keys(each).length ? { ...ask, each } : ask;
  }
  function done(asked: Ask[]): Understanding {
    const result = withLicenceTerms(asked.map(withOwnWords), lower).map(withOwnCounts);
    const ownCounts = result.some((a) => a.kind === "cost" && a.each);
    return {
      language,
      text: english,
      products: usedIds,
      rejected,
      money,
      budget,
      // (Counts said of one product each are not the firm's.)
      quantities: ownCounts ? { ...quantities, seats: null, clients: null, bare: [] } : quantities,
      integrations,
      forms,
      negatedIntegrations,
      services,
      negatedServices: negated.services,
      needs,
      negatedNeeds: negated.needs,
      correction,
      asks: result,
    };
  }
}

/**
 * Whether the firm keeps what it buys ("is it one time and we keep it?", "would it be ours
 * forever?", "¿se queda con nosotros?"): beside the product's licence term, the store's licence
 * terms, which say what buying it gives the firm.
 */
const KEEPS_IT =
  /\b(?:(?:we|i|you) (?:get to |then )?keep (?:it|them|the (?:software|program|licen[cs]e))|keep (?:it|them) forever|(?:own|owning) (?:it|them)|(?:ours|mine) (?:to keep|forever)|is (?:it|that|this) (?:then )?(?:ours|mine))\b/;
function withLicenceTerms(asks: Ask[], lower: string): Ask[] {
  const term = asks.some(
    (a) => a.kind === "capability" && a.subjects.some((x) => x.kind === "term"),
  );
  const licences = asks.some((a) => a.kind === "policy" && a.topics.includes("licences"));
  if (!term || licences || !KEEPS_IT.test(lower)) return asks;
  const policy = asks.find((a) => a.kind === "policy");
  if (policy?.kind === "policy")
    return asks.map((a) =>
      a === policy ? { ...policy, topics: [...policy.topics, "licences"] } : a,
    );
  return [...asks, { kind: "policy", topics: ["licences"] }];
}

/**
 * A number a correction gives without a money mark or a period ("make that 2 again"), when it
 * is nearer in scale to a remembered headcount than to the remembered budget: that headcount.
 */
function correctedCount(
  amounts: readonly MoneyReading[],
  state: ConversationState,
  correcting: boolean,
): { reading: MoneyReading; of: "seats" | "clients"; value: number } | null {
  const reading = correcting ? amounts.find((m) => !m.marked && m.amountCents % 100 === 0) : null;
  if (!reading) return null;
  const value = reading.amountCents / 100;
  const distance = (known: number) => Math.abs(Math.log(value / known));
  const nearest = (["seats", "clients"] as const)
    .flatMap((of) => {
      const known = state.firm[of];
      return known ? [{ of, away: distance(known) }] : [];
    })
    .sort((a, b) => a.away - b.away)[0];
  const budgetAway = state.budget ? distance(state.budget.amountCents / 100) : Infinity;
  return nearest && nearest.away < budgetAway ? { reading, of: nearest.of, value } : null;
}

/**
 * "Only 22 of the 30 would need a login", "12 out of our 40 clients": a part of a count the firm
 * gave is the new count of the same thing.
 */
function partOfKnownCount(
  lower: string,
  counts: QuantityReading,
  state: ConversationState,
): QuantityReading {
  const part = /\b(\d{1,5}) (?:of|out of) (?:the |our |all |us |them )?(\d{1,5})\b/.exec(lower);
  if (!part) return counts;
  const [value, whole] = [Number(part[1]), Number(part[2])];
  if (value >= whole) return counts;
  const of = (["seats", "clients"] as const).find(
    (kind) => state.firm[kind] === whole && (counts[kind] === null || counts[kind] === whole),
  );
  return of ? { ...counts, [of]: value, bare: counts.bare.filter((n) => n !== value) } : counts;
}

/** Where a product runs, as written after its vendor: "Northgate's cloud planner". */
const PLACE_AFTER_VENDOR: Array<[RegExp, string]> = [
  [/^(?:cloud|online|web|browser)$/, "cloud"],
  [/^(?:desktop|windows|installed)$/, "windows"],
  [/^(?:mac|macos)$/, "mac"],
];

/**
 * The one product of a vendor that runs in the place the word after the vendor names, told apart
 * by the noun after it when several do ("cloud planner": Plan Studio, not Portfolio Analytics).
 */
function vendorsProductThere(
  view: CatalogueView,
  words: readonly string[],
  at: number,
  productIds: readonly number[],
): number | null {
  const place = PLACE_AFTER_VENDOR.find(([word]) => word.test(words[at + 1] ?? ""))?.[1];
  if (!place) return null;
  const there = productIds.filter((id) => {
    const runs = view.byId.get(id)?.facts.deployment;
    return runs !== undefined && runs !== "unknown" && runs.some((d) => d === place);
  });
  const noun = words[at + 2] ?? "";
  const byNoun = there.filter((id) =>
    normalise(view.byId.get(id)?.name ?? "")
      .split(" ")
      .some((w) => w.length >= 4 && noun.startsWith(w)),
  );
  return byNoun.length === 1 ? byNoun[0]! : there.length === 1 ? there[0]! : null;
}

/** "Which probate courts in Ohio …", "what banks in Texas …": things a question asks to list. */
const WHICH_THINGS =
  /(?:^|[.?!:;,]\s*|\b(?:and|so|but|also|then)\s+)(?:which|what) ((?:[a-z-]+ ){0,3}?)([a-z-]{2,}[^s\W]s) (?:in|on|at|of|near|around|across|that|who|where|take|takes|accept|accepts|allow|allows|require|requires|do|does|did|are|is|can|will|would|have|has|still|currently|now|right now|these days)\b([^.?!]*)/;
const FUNCTION_WORDS =
  /\b(?:i|m|we|you|he|she|it|they|is|are|was|were|be|do|does|did|can|could|will|would|should|have|has|had|the|a|an|of|to|for|with|your|our|my|their|its|this|that|these|those|else|kind|sort|type)\b/;
/** Words for what the catalogue holds, which a sheet need not say: "which products", "what features". */
const CATALOGUE_WORDS =
  /^(?:products?|tools?|software|programs?|apps?|ones?|options?|features?|forms?|plans?|editions?|versions?|integrations?|kinds?|sorts?|types?|templates?|subscriptions?|services?|vendors?|brands?|prices?|costs?|trials?|licen[cs]es?|deployments?|platforms?|systems?|one|thing|things|else)$/;

/**
 * "Which probate courts in Ohio take electronically filed petitions now?": a question that asks
 * to list things no sheet names (the thing asked for is a word of no listing, and the question
 * points at no product: no "it", no "that one"), so no listing can answer it.
 */
function asksOfTheWorld(view: CatalogueView, lower: string): boolean {
  const m = WHICH_THINGS.exec(lower);
  if (!m) return false;
  const thing = m[2]!;
  if (CATALOGUE_WORDS.test(thing)) return false;
  // Only words that describe the things ("probate courts"), and no product pointed at after them.
  if (FUNCTION_WORDS.test(m[1]!)) return false;
  const after = m[3]!.replace(/\b(?:these|those) days\b/g, " ");
  if (/\b(?:it|its|this|that|they|them|those|these|you|your|yours|one)\b/.test(after)) return false;
  const concepts = conceptsOf(thing);
  return concepts.length > 0 && concepts.every((c) => !catalogueWeights(view).says(c));
}

/** The words a turning-down verb governs: "drop the portfolio one" up to ". just planning". */
const TURNED_DOWN =
  /\b(?:skip|drop|remove|scrap|ditch|rule out|cross off|forget(?: about)?|exclude|leave out|take out|lose|not interested in|not keen on)\s+([^.,;!?]*?)(?=\s+(?:only|just|but|please|thanks|for now|and (?:keep|stick|go)|keep|stick with)\b|[.,;!?]|$)/i;

/**
 * The products a turning-down clause points at, among those of the conversation: by a word of
 * a name ("the portfolio one") or, "the <job> one", by the one job only one of them does ("the
 * performance reporting one"). None when it points at none.
 */
function turnedDown(
  view: CatalogueView,
  english: string,
  state: ConversationState,
  known: readonly number[],
): number[] {
  const clause = TURNED_DOWN.exec(english)?.[1]?.trim();
  if (!clause) return [];
  const byName = findMentions(view, clause)
    .products.filter((m) => m.strength === "strong" || known.includes(m.productId))
    .map((m) => m.productId);
  if (byName.length) return [...new Set(byName)];
  const context = contextNamed(view, { focus: null, shown: known }, clause);
  if (context) return [context];
  const job = /^(?:the|that|this)\s+(.+?)\s+(?:one|option|product|tool|app)$/i.exec(clause)?.[1];
  const subject = job ? readSubject(view, job) : null;
  if (!subject) return [];
  const doing = known.filter((id) => {
    const product = view.byId.get(id);
    return product && askProduct(view, product, subject).verdict === "yes";
  });
  return doing.length === 1 ? doing : [];
}

/**
 * The products are the firm's own software, said in a sentence of their own: "We run Tallystone
 * Practice Manager already.", "We're on Copperline Payroll Desktop today." Every sentence that
 * names them says so, and none of them is a question.
 */
function runsAlready(view: CatalogueView, english: string, ids: readonly number[]): boolean {
  const sentences = english.split(/(?<=[.!?])\s+/);
  const names = (sentence: string) =>
    findMentions(view, sentence).products.some((m) => ids.includes(m.productId));
  const ownSoftware = (sentence: string) =>
    !sentence.includes("?") &&
    (/\b(?:already|currently|today)\b/.test(sentence.toLowerCase()) ||
      CURRENT_SOFTWARE.test(sentence.toLowerCase()));
  return (
    sentences.some((x) => names(x) && ownSoftware(x)) &&
    sentences.every((x) => !names(x) || ownSoftware(x))
  );
}

/** "Do you have anything like that?": a question about what the message said before it. */
const ANAPHORIC =
  /\b(?:like (?:that|this|it)|for (?:that|this|it)|(?:do|does|handle|manage|cover|support) (?:that|this)(?= *[?.!]*$)|(?:is|are) (?:that|this|those|these) (?:in there|in it|included|part of it)(?= *[?.!]*$)|such (?:a thing|things?|a product|a tool)|anything similar|something similar|of (?:that|this) (?:kind|sort))\b/;
/** What a short question does something to, said before it: "pay them", "file those". */
const OBJECT_PRONOUN =
  /\b(?:[a-z]+) (?:them|those|these)\b(?! (?:all|both|two|three))|\bfor (?:all|each of the) (?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b(?! [a-z])/;
/** A question sentence about what was said before it: "what covers that", "anything for this". */
const POINTING_BACK =
  /^(?:so |and |ok )?(?:what|which|anything|any|does anything|do you have anything)\b[^.?!]*\b(?:that|this|those|these)$/;
/** A sentence that says what the firm needs: "we need a statistical sampling tool". */
const NEED_SENTENCE = /\b(?:need|needs|want|wants|looking for|after|require|requires|must have)\b/;

/**
 * What is asked, in the question's own words: the sentences with a question mark (or the whole
 * message). A question that only points back ("do you have anything like that?") is asked of
 * the need the sentence before it states.
 */
function askedText(
  english: string,
  /** The words of the products named: "can the desktop program do that?" says nothing itself. */
  nameWords: ReadonlySet<string> = new Set(),
): string {
  const sentences = english.split(/(?<=[.?!])\s+/);
  const isAsked = (sentence: string) =>
    sentence.includes("?") || POINTING_BACK.test(sentence.toLowerCase().replace(/[.!]+$/, ""));
  const asked = sentences.filter(isAsked).join(" ") || english;
  // "A client has two workers in Mexico. Can it pay them?": a short question whose object is a
  // pronoun is asked of the sentence before it.
  const at = sentences.findIndex(isAsked);
  const context = at > 0 ? sentences[at - 1]! : "";
  if (
    context &&
    !context.includes("?") &&
    OBJECT_PRONOUN.test(sentences[at]!.toLowerCase()) &&
    sentences[at]!.split(/\s+/).length <= 8
  )
    return `${context} ${asked}`;
  const pointing =
    ANAPHORIC.test(asked.toLowerCase()) || sentences.some((x) => !x.includes("?") && isAsked(x));
  if (!pointing || conceptsOf(asked).some((c) => !nameWords.has(c))) return asked;
  const before = sentences.slice(0, Math.max(0, sentences.findIndex(isAsked)));
  const need = [...before].reverse().find((x) => NEED_SENTENCE.test(x.toLowerCase()));
  return need ? `${need} ${asked}` : asked;
}

/**
 * What a question asks, without the circumstance before it and the alternative after it: "If a
 * senior gets stuck, can they put a question to a tax professional, like a hotline?" asks about
 * a tax professional; "does it pull in the accounts, or do I type balances in?" about pulling
 * them in; "does it key the numbers in for us or no" about keying them in.
 */
function coreOfQuestion(text: string): string {
  return (
    withoutAlternative(
      text.replace(/(^|[.?!]\s+)(?:if|when|whenever|once|in case)\b[^,?.!]*,\s*/gi, "$1"),
    )
      .replace(/,?\s+like (?:a|an) [a-z-]+\b/gi, "")
      // "…, like health insurance?", "…, such as 401(k)s": an example of what is asked.
      .replace(/,\s+(?:like|such as|for example|e\.g\.)\s[^?.!]*/gi, "")
  );
}

/** A question without the other way it could be: "…, or do we…", "…, or only with the pack?". */
function withoutAlternative(text: string): string {
  return (
    text
      .replace(
        /,?\s+or (?:do|does|is|are|can|will|would|should|must|have|has|did|i|we|is that|are they)\b[^?.!]*/gi,
        "",
      )
      .replace(/,?\s+or (?:no|not)\b/gi, "")
      // "…, or just book them?", "…, or only prepare them?": the other way it could be.
      .replace(/,?\s+or (?:just|only|merely|simply|does it just|does it only)\b[^?.!]*/gi, "")
  );
}

/**
 * The words before a name that make it the software to work with: "integrate with", "sync to",
 * "working together with", "plays nicely with", "ties into", "se conecta con el programa de…"
 * (a kind of software between: "the program of", "the software from").
 */
const INTEGRATION_CUE =
  /\b(?:integrat\w*|connect\w*|sync\w*|talks?|talking|link\w*|compatible|works?|working|functions?|funciona\w*|plugs?|hooks?|ties?|tied|tying|plays?|playing|feeds?|imports?|exports?|pulls?|pushes|push)(?: (?:in|up|directly|straight|well|together|nicely|nice|junto))? (?:with|to|into|from|in)(?: (?:the|a|an|our|your))?(?: (?:program|software|system|app|tool|platform|suite|package)(?: (?:of|from|by|for))?)?$|\b(?:it|one|this|that|does|will|would|can) feeds?(?: (?:the|our|your))?$/;

/** "…, or only with", "or just": the other way an integration question could be answered. */
const OR_ALTERNATIVE = /\bor (?:only |just |also )?(?:with|to|into)(?: (?:the|a|an|our|your))?$/;

/**
 * "QuickBooks Online as well, or only Desktop?": the other edition of software named, said by its
 * own word after "or", is asked too.
 */
function otherEditions(found: readonly Integration[], lower: string): Integration[] {
  const alternative = /\bor (?:only |just |also |the )*([a-z]+)\b/g;
  const said = new Set([...lower.matchAll(alternative)].map((m) => m[1]!));
  return INTEGRATIONS.filter((other) => {
    const [family, ...edition] = other.toLowerCase().split(" ");
    return (
      !found.includes(other) &&
      edition.length > 0 &&
      said.has(edition.at(-1)!) &&
      found.some((f) => f !== other && f.toLowerCase().split(" ")[0] === family)
    );
  });
}

/**
 * Mentions of this catalogue's products and vendors that follow an integration cue, and whose
 * name is an integration the sheets list ("Ledgerpoint" → Ledgerpoint Tax Suite, "the Harborview
 * portal" → Harborview Client Portal): taken out of the mentions, read as integrations.
 */
function withIntegrationsNamed(
  view: CatalogueView,
  mentions: Mentions,
): {
  mentions: Mentions;
  integrationsNamed: Integration[];
  integrationSpans: Array<[number, number]>;
} {
  const integrationsNamed: Integration[] = [];
  const integrationSpans: Array<[number, number]> = [];
  // "Work with UltraTax, or only with Ledgerpoint?": the alternative is asked the same way.
  const before = (at: number, n: number) => mentions.words.slice(Math.max(0, at - n), at).join(" ");
  const cuedRightBefore = (at: number) =>
    [3, 4, 5, 6].some((n) => INTEGRATION_CUE.test(before(at, n)));
  const anyCue = mentions.words.some((_, at) => cuedRightBefore(at));
  const cued = (at: number) =>
    cuedRightBefore(at) ||
    (anyCue && OR_ALTERNATIVE.test(mentions.words.slice(Math.max(0, at - 5), at).join(" ")));
  const products = mentions.products.filter((m) => {
    const integration = cued(m.span[0])
      ? (integrationOfProduct(view.byId.get(m.productId)?.name ?? "") ??
        integrationSaid(mentions.words.slice(m.span[0], m.span[1] + 1)))
      : null;
    if (!integration) return true;
    integrationsNamed.push(integration);
    integrationSpans.push(m.span);
    return false;
  });
  const vendors = mentions.vendors.filter((v) => {
    const integration = cued(v.at) ? integrationOfVendor(v.vendor) : null;
    if (!integration) return true;
    integrationsNamed.push(integration);
    integrationSpans.push([v.at, v.at]);
    return false;
  });
  return { mentions: { ...mentions, products, vendors }, integrationsNamed, integrationSpans };
}

/**
 * "The Ledgerpoint tax program": a vendor's product named by words that one integration of that
 * vendor holds ("Ledgerpoint Tax Suite"), the kind of software and small words aside.
 */
function integrationSaid(said: readonly string[]): Integration | null {
  const telling = said.filter(
    (w) => !/^(?:of|the|from|by|for|de|program|software|system|app|tool|platform|package)$/.test(w),
  );
  const fits = INTEGRATIONS.filter((i) => {
    const own = i.toLowerCase().split(/\s+/);
    return own[0] === telling[0] || own[0] === telling.at(-1)
      ? telling.every((w) => own.includes(w))
      : false;
  });
  return fits.length === 1 ? fits[0]! : null;
}

/** The products a superlative picks from: those discussed, or else the last list. */
const pointCandidates = (state: ConversationState) =>
  state.focus.length >= 2 ? state.focus : state.listed.slice(0, 3);

/** Of the products discussed (or else the last list), the one that costs the firm least or most. */
function byCostOf(
  view: CatalogueView,
  state: ConversationState,
  which: "cheapest" | "dearest",
  candidates: readonly number[] = pointCandidates(state),
): number | null {
  if (candidates.length < 2) return null;
  const firm = {
    seats: state.firm.seats,
    clients: state.firm.clients,
    returns: state.firm.returns,
  };
  const lines = candidates.flatMap((id) => {
    const product = view.byId.get(id);
    return product ? [costLine(product, firm, new Date(0))] : [];
  });
  if (which === "cheapest") return cheapestLine(lines)?.productId ?? null;
  const sorted = [...lines].sort((a, b) => b.firstYearCents - a.firstYearCents);
  return sorted[0] && sorted[0].firstYearCents !== sorted[1]?.firstYearCents
    ? sorted[0].productId
    : null;
}

/** "The pricier one", "the most expensive option". */
const DEARER_ONE =
  /\b(?:the )?(?:pricier|priciest|dearer|more expensive|most expensive|higher[- ]priced) (?:one|option|product|of (?:the|them|those)(?: two| 2)?)\b/;
/** "The one with the free trial", "the one that has Xero": a fact picks it. */
const ONE_WITH =
  /\bthe (?:one|option|product) (?:with|that has|that comes with|that includes|that does|that runs on|on) (?:the |a |an )?((?:(?!does|do|can|could|is|are|has|have|work|works|integrate|integrates|connect|connects|handle|handles|support|supports|include|includes|cost|costs|run|runs|come|comes|offer|offers)[a-z0-9-]+ ?){1,4})/;
/** A yes/no question, asked first or right after the product it points at. */
const ASKED_FIRST =
  /^(?:and |so |ok |okay |then |but )?(?:does|do|can|could|is|will|would|has|works?)\b/;
/** Nothing before a phrase but a list's bullet or a joining word: it opens the sentence. */
/** A verb after the phrase ("calcs sample sizes?"), not a count or a price ("for 35 clients?"). */
const VERB_AFTER =
  /^\s+(?!(?:for|with|at|in|on|per|to|of|than|and|or|if|vs|versus|please|then|now|instead|overall|here|there|is|are|was|be|would|will|a|an|the|monthly|yearly|total|cost|costs|price)\b)[a-z]{3,}\b[^?]*\?/;
const OPENS_QUESTION = /^(?:[-*\u2022\u2013\u2014>]\s*)?(?:(?:and|so|ok|okay|then|but)\b)?$/;
/** "And the pricier one?": the last question, of the product it points at. */
const ASKED_AGAIN = /^(?:and|what about|how about|and what about)$/;
/** (Set off as the topic first: "The cheaper one: can it…", "the cheaper one — does it…".) */
const ASKED_AFTER =
  /^\s*[,:;\u2014\u2013-]?\s*(?:does|do|can|could|is|will|would|has|have|work|works|integrate\w*|connect\w*|handle\w*|support\w*|include\w*|run|runs|come|comes|offer\w*|hold\w*|store\w*|keep\w*)\b/;

/**
 * A product of the conversation picked by a superlative or a fact, in a question that asks
 * something else of it: "does the cheaper one do direct deposit?", "¿la más cara trae
 * papeles de trabajo?", "does the one with the free trial work with Xero?". The phrase is put
 * in the product's name, so the rest of the reading sees a product named. A question about cost
 * ("which is the cheaper one?", "what does the cheaper one cost?") is left as it is.
 */
function withPointedProduct(view: CatalogueView, text: string, state: ConversationState): string {
  const lower = text.toLowerCase();
  const candidates = pointCandidates(state);
  // "Between the close manager and the checklist, the cheaper one — does it …": the products the
  // message names before the phrase are the ones it picks from.
  // Each of the products joined ("A and B", "A vs B", "A or B") is named in full or by its noun.
  const namedBefore = (at: number): number[] | undefined => {
    const ids = [
      ...new Set(
        text
          .slice(0, at)
          .split(/\b(?:and|or|vs\.?|versus)\b|[,;:\u2014\u2013]/i)
          .flatMap((piece) => {
            const found = findMentions(view, piece).products.filter((m) => !m.indefinite);
            if (found.length) return found.map((m) => m.productId);
            const pointed = contextNamed(view, { focus: null, shown: candidates }, piece);
            return pointed === null ? [] : [pointed];
          }),
      ),
    ];
    return ids.length >= 2 ? ids : undefined;
  };
  if (
    candidates.length < 2 &&
    !/\b(?:cheaper|cheapest|pricier|priciest|dearer|expensive)\b/.test(lower)
  )
    return text;
  const pick = (
    m: RegExpExecArray | null,
    id: (at: number) => number | null,
  ): { at: number; length: number; id: number } | null => {
    if (!m) return null;
    const before = lower.slice(0, m.index).trim();
    const after = lower.slice(m.index + m[0].length);
    const asked =
      ASKED_FIRST.test(before) ||
      ASKED_AFTER.test(after) ||
      // "- the cheaper one calcs sample sizes?": opening a question, whatever verb follows.
      (OPENS_QUESTION.test(before) && VERB_AFTER.test(after)) ||
      (ASKED_AGAIN.test(before) && /^\W*$/.test(after));
    const found = asked ? id(m.index) : null;
    return found ? { at: m.index, length: m[0].length, id: found } : null;
  };
  const costAsked = COST.test(lower);
  const cheaper =
    costAsked || CHEAPEST_DOING.test(lower)
      ? null
      : pick(CHEAPER_ONE.exec(lower), (at) =>
          byCostOf(view, state, "cheapest", namedBefore(at) ?? candidates),
        );
  const dearer = costAsked
    ? null
    : pick(DEARER_ONE.exec(lower), (at) =>
        byCostOf(view, state, "dearest", namedBefore(at) ?? candidates),
      );
  const withFact = ONE_WITH.exec(lower);
  const byFact = pick(withFact, () => {
    const subject = readSubject(view, withFact![1]!.trim());
    if (!subject) return null;
    const yes = candidates.filter((id) => {
      const product = view.byId.get(id);
      return product && askProduct(view, product, subject).verdict === "yes";
    });
    return yes.length === 1 ? yes[0]! : null;
  });
  const found = cheaper ?? dearer ?? byFact;
  if (!found) return text;
  const name = view.byId.get(found.id)!.name;
  // ("Between A and B, the cheaper one — does it …": the products it was picked from are not
  // asked about; the sentence starts with the one picked.)
  const from =
    (cheaper ?? dearer) && namedBefore(found.at) ? sentenceStartBefore(text, found.at) : found.at;
  // "the cheaper one" without its article: the name stands where the phrase stood.
  return `${text.slice(0, from)}${name}${text.slice(found.at + found.length)}`;
}

/** Where the sentence holding the character at `at` starts. */
function sentenceStartBefore(text: string, at: number): number {
  const ends = [...text.slice(0, at).matchAll(/[.?!]\s+/g)];
  const last = ends.at(-1);
  return last ? last.index + last[0].length : 0;
}

/**
 * "The 29 dollar checklist", "the $45 one": a product named by its price is put in its name, so
 * the price is read as no budget and the rest of the reading sees the product named.
 */
function withPricedProduct(view: CatalogueView, text: string, state: ConversationState): string {
  const known = [
    ...state.focus,
    ...state.shown,
    ...state.recommendation,
    ...state.listed,
    ...state.leftOut.map((l) => l.productId),
  ];
  const found = pricedNamed(view, known, text);
  if (!found) return text;
  const name = view.byId.get(found.id)!.name;
  return `${text.slice(0, found.at)}the ${name}${text.slice(found.at + found.length)}`;
}

/** The word appears capitalised in the message, as a name is written ("Autopilot"). */
function writtenAsName(text: string, word: string): boolean {
  const at = text.toLowerCase().indexOf(word);
  return at >= 0 && /[A-Z]/.test(text.charAt(at));
}

const topNeed = (needs: ReadonlyMap<CapabilityId, number>) =>
  [...needs.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;

/**
 * A Spanish message's question in its own words, for a reply that cannot name it otherwise,
 * without the names of the products it asks about ("¿Y Plan Studio incluye cripto?" → "incluye
 * cripto"): two or more name words in a row, or one written as a name.
 */
function ownWords(message: string, names: readonly string[]): string | undefined {
  const questions = message.split(/(?<=[.?!])\s+/).filter((s) => s.includes("?"));
  const nameWords = new Set(names.flatMap((n) => stripAccents(n.toLowerCase()).split(/\s+/)));
  const tokens = (questions.length ? questions.join(" ") : message)
    .replace(/[¿?¡!]/g, "")
    .split(/\s+/)
    .filter(Boolean);
  const inName = tokens.map((t) =>
    nameWords.has(stripAccents(t.toLowerCase().replace(/[^\p{L}\p{N}&-]/gu, ""))),
  );
  const kept = tokens.filter((t, i) => {
    if (!inName[i]) return true;
    const run = (inName[i - 1] ?? false) || (inName[i + 1] ?? false);
    return !(run || /^\p{Lu}/u.test(t));
  });
  const said = kept
    .join(" ")
    .replace(/^(?:y|e|o|pero|entonces)\s+/i, "")
    .trim();
  return said && said.length <= 120 ? said : undefined;
}

/**
 * The question as typed, for a reply that says the listing does not answer it: the sentences
 * with a question mark, without what leads into them ("ok and", "so"), or nothing when long.
 */
function questionAsTyped(message: string): string | undefined {
  const questions = message.split(/(?<=[.?!])\s+/).filter((s) => s.includes("?"));
  const said = questions
    .join(" ")
    .replace(/^(?:(?:ok|okay|so|and|but|also|well|great|cool|thanks)\b[,!.]?\s*)+/i, "")
    .trim();
  return said && said.length <= 140 ? said.charAt(0).toUpperCase() + said.slice(1) : undefined;
}

function isSubject(value: unknown): value is Subject {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === "string"
  );
}

/** The last question, asked again of what this short message names. */
function askAgain(
  state: ConversationState,
  said: {
    namedIds: number[];
    integrations: Integration[];
    forms: string[];
    security: SecurityFact[];
    places: Place[];
    quantities: QuantityReading;
    /** Products the message points at ("does it…"). */
    referred: number[];
  },
): Ask | null {
  const last = state.lastAsk!;
  const focus = said.namedIds.length
    ? said.namedIds
    : said.referred.length
      ? said.referred
      : state.focus.slice(0, 1);
  const subject = isSubject(last.subject) ? last.subject : null;
  const newSubject: Subject | null = said.integrations[0]
    ? { kind: "integration", name: said.integrations[0] }
    : said.forms[0]
      ? { kind: "form", form: said.forms[0] }
      : said.security[0]
        ? { kind: "security", fact: said.security[0] }
        : said.places[0]
          ? { kind: "deployment", value: said.places[0] }
          : null;
  switch (last.kind) {
    case "coverage":
      // "Does it connect with ADP?" after a list asks about the product it points at.
      if (said.referred.length && said.integrations.length)
        return {
          kind: "integration",
          products: said.referred,
          integrations: said.integrations,
        };
      if (said.referred.length && newSubject)
        return {
          kind: "capability",
          products: said.referred,
          subjects: [newSubject],
        };
      if (newSubject) return { kind: "coverage", subject: newSubject, place: null };
      return null;
    case "integration":
      if (said.integrations.length)
        return {
          kind: "integration",
          products: focus,
          integrations: said.integrations,
        };
      if (said.namedIds.length && subject?.kind === "integration")
        return {
          kind: "integration",
          products: said.namedIds,
          integrations: [subject.name],
        };
      return null;
    case "capability":
      // "¿Se conecta con Amazon?" after a capability question asks about an integration.
      if (said.integrations.length && focus.length)
        return {
          kind: "integration",
          products: focus,
          integrations: said.integrations,
        };
      if (newSubject && focus.length)
        return { kind: "capability", products: focus, subjects: [newSubject] };
      // "How many e-files come with it?" then "and for 120?": the same limit, at that count.
      if (subject?.kind === "limit" && said.quantities.bare.length && focus.length)
        return {
          kind: "capability",
          products: focus,
          subjects: [{ ...subject, quantity: said.quantities.bare[0]! }],
        };
      if (said.namedIds.length && subject)
        return {
          kind: "capability",
          products: said.namedIds,
          subjects: [subject],
        };
      return null;
    case "cost": {
      const counted =
        said.quantities.seats ?? said.quantities.clients ?? said.quantities.bare[0] ?? null;
      if (said.namedIds.length)
        return {
          kind: "cost",
          products: said.namedIds,
          cheapest: false,
          fits: false,
        };
      if (counted !== null || said.quantities.replaces)
        return { kind: "cost", products: focus, cheapest: false, fits: false };
      return null;
    }
    case "policy": {
      // "Do you offer free trials?" then "and on Plan Studio?": whether that product has one.
      const asked = said.namedIds.length ? said.namedIds : said.referred;
      if (last.topics?.includes("trials") && asked.length)
        return { kind: "capability", products: asked, subjects: [{ kind: "trial" }] };
      return null;
    }
    default:
      return null;
  }
}

/**
 * What a short phrase asks of a product, as a subject ("990-PF", "QuickBooks Online", "single
 * sign-on", "runs on a Mac", "estate tax projections"): what a model's tool call names in words.
 */
export function readSubject(view: CatalogueView, about: string): Subject | null {
  const language = detectLanguage(about);
  const english = numbersAsDigits(language === "es" ? spanishToEnglish(about) : about);
  const lower = english.toLowerCase();
  const integration = findIntegrations(english)[0];
  if (integration) return { kind: "integration", name: integration.value };
  const money = readMoney(english);
  const subjects = subjectsOf(
    lower,
    {
      forms: findForms(english).map((f) => f.value),
      security: findSecurity(english).map((f) => f.value),
      places: findPlaces(english).map((f) => f.value),
    },
    readQuantities(english, money),
    conceptsOf(catalogueWeights(view).correct(english)),
  );
  return subjects[0] ?? null;
}
