import { normalise, stem } from "../needs/text.js";

/**
 * Matching a question's words ("estate tax projections", "store docs", "file and pay the
 * returns") against a product's own lines (a feature, a not-included item, its description):
 * words are reduced to concepts (stems plus a few synonyms buyers use), and a match is weighed by
 * how rare each concept is in the catalogue, so "sampling" counts and "client" hardly does.
 */

/** Words buyers use for the same thing as the listing's word. */
const SYNONYMS: Record<string, string> = {
  email: "e-mail",
  emails: "e-mail",
  emailed: "e-mail",
  "e-mails": "e-mail",
  admin: "administr",
  admins: "administr",
  administration: "administr",
  administering: "administr",
  administer: "administr",
  doc: "document",
  docs: "document",
  paperwork: "document",
  storage: "store",
  storing: "store",
  stored: "store",
  stores: "store",
  keep: "store",
  hold: "store",
  holds: "store",
  remit: "pay",
  remits: "pay",
  remitting: "pay",
  esign: "sign",
  esignature: "sign",
  "e-sign": "sign",
  "e-signature": "sign",
  "e-signatures": "sign",
  "e-signing": "sign",
  signature: "sign",
  signatures: "sign",
  signing: "sign",
  signed: "sign",
  filing: "file",
  filed: "file",
  files: "file",
  "e-file": "efile",
  "e-files": "efile",
  "e-filing": "efile",
  prep: "prepar",
  prepare: "prepar",
  preparing: "prepar",
  preparation: "prepar",
  prepares: "prepar",
  paying: "pay",
  pays: "pay",
  payment: "pay",
  payments: "pay",
  calculator: "calcul",
  calculators: "calcul",
  calculate: "calcul",
  calculates: "calcul",
  calculating: "calcul",
  // "Calcs sample sizes": the field's short form.
  calc: "calcul",
  calcs: "calcul",
  projection: "project",
  projections: "project",
  sampling: "sample",
  samples: "sample",
  statistical: "statistic",
  statistics: "statistic",
  feeds: "feed",
  banks: "bank",
  banking: "bank",
  categorise: "categor",
  categorize: "categor",
  categorisation: "categor",
  categorization: "categor",
  categorising: "categor",
  categorizing: "categor",
  categories: "categor",
  reconciliation: "reconcil",
  reconciliations: "reconcil",
  reconcile: "reconcil",
  reconciling: "reconcil",
  invoicing: "invoice",
  invoices: "invoice",
  billing: "bill",
  bills: "bill",
  tracking: "track",
  tracked: "track",
  timesheets: "time",
  plans: "plan",
  planning: "plan",
  // Planning people's time: "resource planning" is capacity, "weekly" is by week.
  resource: "capacity",
  resources: "capacity",
  staffing: "staff",
  weekly: "week",
  // Scheduling people or work, not a tax form's schedules.
  scheduling: "scheduling",
  cashflow: "cash",
  notarisation: "notar",
  notarization: "notar",
  notarize: "notar",
  notarise: "notar",
  trading: "trade",
  trades: "trade",
  rebalancing: "rebalanc",
  rebalance: "rebalanc",
  benefits: "benefit",
  deposits: "deposit",
  monitoring: "monitor",
  monitors: "monitor",
  monitored: "monitor",
  reminders: "remind",
  reminder: "remind",
  deadlines: "deadline",
  depreciation: "depreciat",
  depreciate: "depreciat",
  browser: "browser",
  online: "browser",
  web: "browser",
  clients: "client",
  returns: "return",
  companies: "company",
  entities: "entity",
  consolidation: "consolidat",
  consolidate: "consolidat",
  consolidating: "consolidat",
  foundations: "foundation",
  engagement: "engagement",
  letters: "letter",
  questionnaire: "questionnaire",
  questionnaires: "questionnaire",
  organiser: "organizer",
  organisers: "organizer",
  organizers: "organizer",
  mileage: "mileage",
  workpaper: "workpaper",
  workpapers: "workpaper",
  // Data entry: "key the numbers in" is "entering the figures".
  key: "enter",
  keys: "enter",
  keying: "enter",
  keyed: "enter",
  entering: "enter",
  enters: "enter",
  entered: "enter",
  entry: "enter",
  number: "figure",
  numbers: "figure",
  figures: "figure",
  // Bringing data in: "pull actuals from the ledger" is importing them.
  pull: "import",
  pulls: "import",
  pulling: "import",
  pulled: "import",
  imports: "import",
  importing: "import",
  imported: "import",
  amount: "figure",
  amounts: "figure",
  extraction: "extract",
  extracts: "extract",
  extracting: "extract",
  extracted: "extract",
  // A photo of a receipt is its image; snapping one is capturing it.
  photo: "image",
  photos: "image",
  picture: "image",
  pictures: "image",
  images: "image",
  snap: "capture",
  snaps: "capture",
  snapping: "capture",
  snapped: "capture",
  captures: "capture",
  capturing: "capture",
  captured: "capture",
  customise: "custom",
  customize: "custom",
  customised: "custom",
  customized: "custom",
  customising: "custom",
  customizing: "custom",
  customisation: "custom",
  customization: "custom",
  aggregation: "aggregat",
  aggregate: "aggregat",
  aggregating: "aggregat",
  answers: "answer",
  // "A tax pro" is a tax professional.
  pro: "professional",
  pros: "professional",
  // A tax expert is the sheets' tax professional; billable time is billing's.
  expert: "professional",
  experts: "professional",
  billable: "bill",
  // Letter text is its wording.
  text: "wording",
  texts: "wording",
  textos: "wording",
  installation: "install",
  industries: "industry",
  // A notary's act is notarisation.
  notarized: "notar",
  notarised: "notar",
  notarizing: "notar",
  notarising: "notar",
  // A parent company's subsidiaries are several entities.
  subsidiary: "entity",
  subsidiaries: "entity",
  affiliates: "entity",
  miles: "mileage",
  // Health insurance and retirement plans offered to staff are benefits.
  insurance: "benefit",
  "401k": "benefit",
  // Tax withheld from wages is payroll's: "state withholding returns" are payroll returns.
  withholding: "payroll",
  withholdings: "payroll",
};

/** Words that carry no subject: question scaffolding, pronouns, fillers. */
const SCAFFOLDING = new Set(
  `a an the it its it's this that these those they them their there here is are was were be been
  being do does did doing done can could will would should shall may might must have has had having
  get gets got we us our ours you your yours i me my mine he she his her any anything some
  something also too just only really actually still even either or and but if then so for from
  of in on at by with without into onto to as up out about inside straight directly itself whole
  full fully all each every both one ones yes no not please thanks thank ok okay well right now
  tell know let like want need needs wanted lot lots much many more most able way kind sort
  what which who whom whose when where why how handle handles support supports supported include
  includes included including offer offers come comes provide provides give gives let lets allow
  allows do make makes use uses used using work works run runs manage manages deal help helps
  product products software tool tools app apps program solution thing stuff option version
  feature features function functionality capability capabilities another thing things quick
  question separate instead sell send sends sending out then so else same re ve ll d s m t
  anything something everything nothing anyone built-in builtin automatic automatically unlimited
  secure easy simple quick fast new modern powerful create creates creating produce produces
  generate generates build builds built through via across between among onto upon edition
  editions since because doesn don isn aren won wouldn couldn shouldn cover covers covering
  separately apart sold bought purchased actual real carry carries themselves several multiple
  few couple first making running math maths side sides part parts piece pieces bit bits
  aspect aspects portion`
    .split(/\s+/)
    .filter(Boolean),
);

/** A word as a concept: its synonym, else its light stem. */
export function concept(word: string): string {
  const w = word.replace(/^[-&]+|[-&]+$/g, "");
  const synonym = SYNONYMS[w];
  if (synonym) return synonym;
  // Forms in the plural are the forms: "the 1099s", "W-2s", "K-1s", "1040s".
  const forms = /^((?:[a-z]-)?\d{1,4}(?:-[a-z]+)?)s$/.exec(w);
  if (forms) return forms[1]!;
  // "States" is "state", "sizes" "size": a plural "-es" is cut only after s, x, zz, ch or sh
  // ("taxes", "businesses"); otherwise only its "s" ("states'" and "state" are one concept).
  const light = stem(w);
  return /[^sx]es$/.test(w) && !/(?:ch|sh|zz)es$/.test(w) && light === w.slice(0, -2)
    ? `${light}e`
    : light;
}

const conceptsCache = new Map<string, string[]>();

/** The concepts of a text, in order, without repeats and without question scaffolding. */
export function conceptsOf(text: string): string[] {
  let found = conceptsCache.get(text);
  if (!found) {
    found = readConcepts(text);
    if (conceptsCache.size > 20_000) conceptsCache.clear();
    conceptsCache.set(text, found);
  }
  return found;
}

/**
 * Documents the clients send the firm over the web ("clients upload their documents to us
 * online", "could clients send us their paperwork over the internet", "que los clientes nos
 * manden sus papeles en línea"): they come through a client-facing portal. The clients are the
 * senders (named, or the firm is the one sent to): the firm putting its own files online is
 * storage.
 */
export const CLIENTS_SEND_ONLINE =
  /\b(?:(?:clientes?|clients?|customers?)(?: [\w']+){0,3}? |(?=(?:[\w']+ ){0,9}?(?:us|nos)\b)(?:(?:us|nos) )?)(?:upload|uploads|uploading|send|sends|sending|submit|submits|submitting|share|shares|sharing|drop|drops|envi\w*|mand\w*|sub[ae]n|subir|compart\w*)\b(?: [\w']+){0,6}? (?:documents?|docs|files|paperwork|papers|papeles|documentos|archivos)\b(?: [\w']+){0,4}? (?:online|on ?line|over the (?:internet|web)|through the (?:web|internet|browser)|on the web|via the web|by internet|por internet|en l[ií]nea|en linea)\b/gi;

/** Idioms buyers write for one of the listings' words: "keeps an eye on" is monitoring. */
const IDIOMS: Array<[RegExp, string]> = [
  [/\bcash[- ]flow\b/gi, "cashflow"],
  [/\bkeep(?:s|ing)? (?:an |a close )?eye on\b|\bwatch(?:es|ing)? (?:over )?/gi, "monitor "],
  [/\bkeep(?:s|ing)? track of\b/gi, "track"],
  // "Pull in my clients' accounts automatically" is account aggregation.
  [
    /\b(?:pull|pulls|pulling|bring|brings|link|links)\s+in\s+(?:(?:my|our|the|their|all)\s+)?(?:clients?'?\s+)?accounts\b/gi,
    "aggregate accounts",
  ],
  // "Link to the clients' accounts", "hook into their brokerage accounts", "conectar a las
  // cuentas de los clientes": bringing the clients' accounts in is account aggregation.
  [
    /\b(?:link|links|linked|linking|connect|connects|connected|connecting|conectar\w*|sync|syncs|synced|syncing|hook|hooks|hooked|hooking|tie|ties|tied|tying|plug|plugs|plugged|plugging)\b(?: (?:up|in|directly|straight|right))? (?:to|with|into|a|con) (?:the |their |my |our |all (?:the |their |my |our )?|las |sus )?(?:clients? |client s |customers? )?(?:own )?(?:bank |brokerage |investment |custodian |custodial |financial |retirement |401 ?k |ira )?(?:accounts|cuentas)\b/gi,
    "aggregate accounts",
  ],
  [CLIENTS_SEND_ONLINE, "$& client portal"],
  // "Put a question to a tax professional", "ask an expert": answers from one.
  [
    /\b(?:put|send|ask)(?:s|ing)? (?:a |an |our |my )?questions? to\b|\bask(?:s|ing)? (?=(?:a|an) )/gi,
    "answers from ",
  ],
  [/\bdue dates?\b/gi, "deadline"],
  // Running payroll is one job ("run" alone is scaffolding: "does it run on a Mac?").
  [
    /\b(?:run|runs|running|process|processes|processing)\s+(?:the |their |our |your |a )?payrolls?\b/gi,
    "payrollrun payroll",
  ],
  // Recording hours worked: "timesheets", "time entry", "timekeeping" are time tracking.
  [
    /\btime[- ]?sheets?\b|\btime[- ]?keeping\b|\btime (?:entry|entries|recording|logging|capture)\b|\b(?:track|tracks|tracking|log|logs|logging|record|records|recording) (?:the |our |their |staff |billable )?hours\b/gi,
    "time tracking",
  ],
  // "Can our clients log in and see their own pay stubs?": what people look up for themselves
  // is self-service.
  [
    /\b(?:(?:log|logs|logging|sign|signs|signing) ?in (?:and |to )?)?(?:see|view|check|download|print|access|pull up|look up)s? (?:their|his|her|your|my|our) own\b/gi,
    "self-service",
  ],
  [
    /\b(?:see|view|check|download|print|access|pull up|look up)s? (?:their|his|her) ((?:[a-z-]+ ){1,3}?)(?:online|on the web|on (?:their|his|her) phones?|from (?:their|his|her) phones?)\b/gi,
    "self-service $1",
  ],
  // A scan of the firm's systems is a test of them (a scan of documents is a scan).
  [
    /\bscan(?:s|ning)? (?:of )?(?:our |your |the |my |their )?(?:systems?|networks?|computers?|machines?|servers?)\b/gi,
    "test of systems",
  ],
  // "Type the numbers into the return", "type them in": entering them.
  [/\btyp(?:e|es|ed|ing)\b(?=(?: [\w-]+){0,4} in(?:to)?\b)/gi, "enter"],
  // What it would replace is not what is asked: "instead of paper checks", "rather than by hand".
  [/\b(?:instead of|rather than|in place of)\b[^,.?!]*/gi, " "],
  // Checking TINs against the IRS's records is TIN matching with the IRS.
  [
    /\b(?:check|checks|checking|verify|verifies|verifying|validate|validates|validating)\b((?: [\w']+){0,3}?) (?:against|with) (?:the )?irs\b/gi,
    "match$1 with the irs",
  ],
  // Someone talking to the IRS for a client is representation before the IRS.
  [
    /\b(?:talk|talks|talking|speak|speaks|speaking|deal|deals|dealing|negotiate|negotiates|negotiating|communicate|communicates|hable|hablar|habla|hablen)\b (?:to|with|con) (?:the |el )?irs\b/gi,
    "representation before the irs on your behalf",
  ],
  // Calling or phoning an expert with a question: answers from one.
  [
    /\b(?:call|calls|calling|phone|phones|phoning|reach|talk to|speak to|speak with|talk with)\b (?=(?:a|an|the|your) (?:tax )?(?:experts?|professionals?|pros?|cpas?|specialists?)\b)/gi,
    "answers from ",
  ],
  // Scheduling people: "schedule HR shifts", "schedule the staff".
  [
    /\bschedul(?:e|es|ed|ing) (?:the |our |my |their )?(?:hr|staff|shifts?|employees?|people|workers)\b/gi,
    "hr scheduling",
  ],
  // Sending is filing or paying: "send the returns", "submit the forms", "send the money".
  [
    /\b(?:send|sends|sending|sent|submit|submits|submitting|submitted|transmit|transmits|transmitting)\b(?= (?:in |off |out )?(?:(?:the|their|our|all|each|every|any) )?(?:tax )?(?:returns?|filings?|forms?)\b)/gi,
    "file",
  ],
  [
    /\b(?:send|sends|sending|sent|wire|wires|wiring|transfer|transfers|transferring)\b( (?:in |off |over )?(?:(?:the|their|our|all|each|every|any) )?(?:money|payments?|funds|cash|tax due|taxes owed))\b/gi,
    "pay$1",
  ],
  // "File the returns and the money": the money is paid.
  [
    /\b(file\b[^,.?!]{0,30}?) and (?:the |their |our )?(?:money|funds|cash|tax(?:es)? (?:due|owed))\b/gi,
    "$1 and pay",
  ],
  // Where it is paid or filed is not what is asked: "pay the money to the states".
  [
    /\b((?:pay|paid|file|fil(?:es|ed|ing)|remit\w*)\b[^,.?!()]{0,40}?) (?:to|with) (?:the |each |every |all (?:the )?)?(?:states?|irs|agenc(?:y|ies)|tax authorit(?:y|ies)|governments?)\b/gi,
    "$1",
  ],
  // A country other than the United States, or "abroad": the sheets' "outside the United States".
  [
    /\b(?:in|into|to|from|for|of) (?:the )?(?:uk|u\.k\.|united kingdom|great britain|britain|england|scotland|ireland|canada|mexico|méxico|germany|france|spain|italy|portugal|netherlands|europe|the eu|eu|india|australia|new zealand|china|japan|brazil|argentina|colombia|philippines)\b|\b(?:abroad|overseas|another country|other countries|foreign countries)\b/gi,
    " outside the united states ",
  ],
  // "Something clients fill out": a questionnaire.
  [/\b(?:fill|fills|filled|filling) (?:it |them |this |that )?out\b/gi, "questionnaire"],
  // "Work out", "figure out": calculate; "how big the samples are": their size.
  [/\b(?:work|works|working|worked|figure|figures|figuring|figured) (?:it )?out\b/gi, "calculate"],
  [/\bhow (?:big|large)\b/gi, "size"],
  // "Keep the tables current", "stay up to date": updating them.
  [
    /\b(?:keep|keeps|kept|keeping|stay|stays|staying|remain|remains)\b((?: [\w']+){0,3}?) (?:current|up[- ]to[- ]date)\b/gi,
    "update$1",
  ],
  // "Once the licence year is over", "after the year is up": after the licence year.
  [
    /\b(?:once|when|after) (?:the|its|our|my|a)\s+(?:(?:licen[cs]e|subscription|term|year)\s+)*(?:is\s+|has\s+)?(?:over|up|ends?|ended|expires?|expired|runs out|ran out|lapses?|lapsed|finishe[sd])\b/gi,
    "after the licence year",
  ],
  // Checking who signs: "identity quiz", "verify the signer's identity", "security questions".
  [
    /\b(?:identity|id) (?:quiz(?:zes)?|questions?|checks?|verification|test)\b|\b(?:verif(?:y|ies|ying)|check(?:s|ing)?|confirm(?:s|ing)?) (?:the |a |each |every )?(?:[a-z]+(?:'s|’s|s'| s)? )?identit(?:y|ies)\b|\bsecurity questions?\b|\bkba\b/gi,
    "knowledge-based authentication",
  ],
  // Working out what to charge: "a fee calculator" is a pricing calculator.
  [/\b(?:fee|price|rate|quote|quoting) (?=calculat)/gi, "pricing "],
  // Pay put "straight into their bank accounts" is direct deposit.
  [
    /\b(?:deposit(?:ed|s|ing)?|sent|send|sends|paid|pay|put|puts|go(?:es)?|transferr?(?:ed|s)?)\b(?: [\w']+){0,3}? (?:straight |directly |right )?(?:in)?to(?: [\w']+){0,2}? bank(?: accounts?)?\b/gi,
    "direct deposit",
  ],
  // Two people working in it at once: a multi-user (network) install.
  [
    /\b(?:at the same time|simultaneously|concurrently|at once|a la vez|al mismo tiempo)\b|\b(?:two|2|several|multiple) (?:of us|people|users|persons) (?:on it|in it|using it)?\s*(?:together)\b/gi,
    " multi-user network ",
  ],
  // Letter text written for you: "pre-written", "already drafted", "boilerplate".
  [
    /\b(?:pre-?written|pre-?drafted|already (?:written|drafted)|ready to use|canned|boilerplate|ya redactad[oa]s?|ya escrit[oa]s?)\b/gi,
    " ready-made ",
  ],
  // Another trade than professional services: "a restaurant client", "a construction company".
  [
    /\b(?:restaurants?|retail(?:ers?)?|construction|contractors?|manufactur(?:ers?|ing)|farms?|farming|agricultur\w*|medical|dental|clinics?|trucking|real estate|hospitality|salons?|nonprofits?|churches)\b/gi,
    " other industry ",
  ],
  // "Roll the subsidiaries up into one": consolidating them.
  [/\broll(?:s|ed|ing)?\b((?: [\w']+){0,6}?) up\b/gi, "consolidate$1"],
  // Hours recorded by people: "log their hours", "record time" is time tracking.
  [
    /\b(?:log|logs|logging|logged|record|records|recording|recorded|enter|enters|entering|clock|clocks)\b(?: (?:their|his|her|our|my|the|staff|team|employee|employees))* (?:hours|time)\b/gi,
    "time tracking",
  ],
  // "Keep a version history", "keep the earlier versions": what the product has, not storage.
  [
    /\bkeep(?:s|ing)? (?:a |an |the )?(?:(?:earlier|older|previous|past|prior) )?versions?\b/gi,
    "version history",
  ],
  // Verbs of listing or holding before what they hold: "does it list state deadlines",
  // "show each state's dates", "take in the states' deadlines".
  [
    /(?<!\b(?:the|a|an|client|your|our|my|their|price|task|to-do|request|merge|mailing|check|wait)\s)\b(?:list|lists|show|shows|take in|takes in)\b(?= (?:the|a|an|any|all|each|every|its|their|our|your|state|federal|local)\b)/gi,
    " ",
  ],
  // Paying in the firm's place ("does it make the payment for us?", "pay it on our behalf")
  // is making its deposits for it: a tax deposit is a payment.
  [
    /\b(?:pay|pays|paying|paid|remit|remits|remitting|make (?:the |a |any |our )?payments?|making (?:the |a |any |our )?payments?)\b(?=[^,.?!()]{0,40}?\s+(?:for (?:you|me|us|them|him|her|(?:our|my|their|the|all (?:of )?(?:our|my|the)) (?:clients?|customers?|employers?))|itself|themselves|on (?:(?:my|our|your|their) )?behalf)\b)/gi,
    "pay deposit",
  ],
  // Doing the act in the firm's place: "will it make the deposit itself", "file and pay the
  // returns for me", as a sheet's "making deposits for you" (which watching deposits is not).
  [
    /\b((?:fil|pay|paid|mak|submit|remit|deposit)\w*\b[^,.?!()]{0,40}?)\s+(?:for (?:you|me|us|them|him|her|(?:our|my|their|the|all (?:of )?(?:our|my|the)) (?:clients?|customers?|employers?))|for (?:our|my|their)(?=\s*(?:[?.!,]|$))|itself|themselves|on (?:(?:my|our|your|their) )?behalf)\b/gi,
    "$1 foryou",
  ],
  // "Who works on what", "who's doing what this week": the work given to each person.
  [
    /\bwho(?:'s| is| will be)? (?:works?|working|does|doing|do|handles?|handling|takes?|taking|gets?) (?:on )?what\b/gi,
    "workload",
  ],
  [/\belectronic(?:ally)? sign(?:ature|atures|ing)?\b/gi, "e-sign"],
  [/\bsign(?:s|ed|ing)?((?: \w+){0,2}) electronically\b/gi, "e-sign$1"],
  // "Nothing closes until the reviewer signs off": an approval, not a signature.
  [/\bsign(?:s|ed|ing)?[- ]offs?\b/gi, "approve"],
];

/** A text with the buyers' idioms put into the listings' words ("sign off" is "approve"). */
export const withIdioms = (text: string) =>
  IDIOMS.reduce((t, [idiom, word]) => t.replace(idiom, word), text.replace(/\s+/g, " "));

function readConcepts(text: string): string[] {
  const words = normalise(withIdioms(text))
    .split(" ")
    .filter((w) => w.length > 1 && !SCAFFOLDING.has(w));
  return [...new Set(words.map(concept).filter((c) => c.length > 1))];
}

/** How rare each concept is across a set of texts (inverse document frequency). */
export class ConceptWeights {
  private readonly frequency = new Map<string, number>();
  private readonly documents: number;
  /** The catalogue's own words, to put a question's typos right. */
  private readonly vocabulary = new Set<string>();

  /** Every word the sheets use, short ones too: the parts of a closed compound ("pay", "stubs"). */
  private readonly words = new Set<string>();
  /** Two words the sheets write side by side ("cash flow"): not a compound to close. */
  private readonly pairs = new Set<string>();

  constructor(texts: readonly string[]) {
    for (const text of texts) {
      for (const c of conceptsOf(text)) this.frequency.set(c, (this.frequency.get(c) ?? 0) + 1);
      const words = normalise(text).split(" ");
      words.forEach((w, i) => {
        this.words.add(w);
        if (w.length >= 5) this.vocabulary.add(w);
        if (i > 0) this.pairs.add(`${words[i - 1]} ${w}`);
      });
    }
    this.documents = Math.max(1, texts.length);
  }

  /**
   * A question's words as the sheets write them: a long word the catalogue does not have put
   * right when exactly one of its words is one typo away ("projecitons"); a compound written
   * closed or open as the sheets write it the other way ("paystubs" for "pay stubs", "work
   * papers" for "workpapers", "e file" for "e-file").
   */
  correct(text: string): string {
    const words = normalise(text).split(" ");
    const out: string[] = [];
    for (let i = 0; i < words.length; i++) {
      const joined = this.joined(words[i]!, words[i + 1]);
      if (joined) {
        out.push(joined);
        i++;
      } else out.push(this.correctWord(words[i]!));
    }
    return out.join(" ");
  }

  private correctWord(w: string): string {
    if (
      w.length < 5 ||
      SCAFFOLDING.has(w) ||
      this.vocabulary.has(w) ||
      this.frequency.has(concept(w))
    )
      return w;
    const near = [...this.vocabulary].filter((v) => nearlySame(w, v));
    if (near.length === 1) return near[0]!;
    return this.split(w) ?? w;
  }

  /** Two words the sheets write as one ("work papers": "workpapers", "e file": "e-file"). */
  private joined(a: string, b: string | undefined): string | null {
    if (b === undefined || this.pairs.has(`${a} ${b}`)) return null;
    return [`${a}${b}`, `${a}-${b}`].find((w) => w.length >= 5 && this.vocabulary.has(w)) ?? null;
  }

  /** One word the sheets write as two ("paystubs": "pay stubs"), when exactly one split does. */
  private split(w: string): string | null {
    const ways: string[] = [];
    for (let at = 3; at <= w.length - 3; at++) {
      const [a, b] = [w.slice(0, at), w.slice(at)];
      if (!SCAFFOLDING.has(a) && !SCAFFOLDING.has(b) && this.words.has(a) && this.words.has(b))
        ways.push(`${a} ${b}`);
    }
    return ways.length === 1 ? ways[0]! : null;
  }

  /** Whether any sheet (a name, description, feature or not-included line) says the concept. */
  says(c: string): boolean {
    return (
      this.frequency.has(c) ||
      this.frequency.has(`${c}e`) ||
      this.frequency.has(c.replace(/e$/, ""))
    );
  }

  weight(c: string): number {
    return Math.log(1 + this.documents / (1 + (this.frequency.get(c) ?? 0)));
  }
}

/** "Updat" (updated, updating) and "update" are one stem: a light stem may keep a final "e" or not. */
export const sameStem = (a: string, b: string) =>
  a.length >= 4 && b.length >= 4 && a.replace(/e$/, "") === b.replace(/e$/, "");

/** One edit apart (a swapped pair counts one). */
function nearlySame(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
  if (a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1)) return true; // insert/delete
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
}

export interface PhraseMatch {
  /** The share of the question's concepts (by weight) the line has. */
  coverage: number;
  /**
   * The question's telling concepts the line does not have: "e-file state returns" against
   * "State returns for individuals" leaves "e-file" unsupported.
   */
  missing: string[];
  /** A matched concept is rare in the catalogue: the match says something ("sampling", not "client"). */
  telling: boolean;
  /** The share of the line's own concepts (by weight) the question has. */
  lineCoverage: number;
}

/** How well one line of a listing matches a question's concepts. */
export function matchLine(
  question: readonly string[],
  line: string,
  weights: ConceptWeights,
  /** Concepts the product's name holds: a line's word among them is said for it already. */
  given: ReadonlySet<string> = new Set(),
): PhraseMatch {
  // "Document storage (pair it with a document manager)": the words before the bracket say
  // what it is; the bracket only explains.
  const core = conceptsOf(line.replace(/\(.*?\)/g, " "));
  const all = conceptsOf(line);
  const sum = (cs: Iterable<string>) => [...cs].reduce((s, c) => s + weights.weight(c), 0);
  const questionWeight = sum(question);
  // A small typo in a long word still matches: "projecitons" is "projections".
  // "All-state e-file" says "state": a hyphenated word holds each of its parts.
  const matched = question.filter((c) => all.some((l) => same(c, l)));
  const coreMatched = core.filter((c) => given.has(c) || question.some((q) => same(q, c)));
  return {
    coverage: questionWeight > 0 ? sum(matched) / questionWeight : 0,
    missing: question.filter((c) => !matched.includes(c) && isTelling(c, weights)),
    telling: matched.some((c) => weights.weight(c) >= TELLING_WEIGHT),
    lineCoverage: core.length > 0 ? sum(coreMatched) / sum(core) : 0,
  };
}

/**
 * A question's concept is a line's: the same stem, a small typo in a long word ("projecitons"),
 * or a part of a hyphenated word ("All-state e-file" says "state").
 */
export const same = (a: string, b: string) =>
  a === b ||
  sameStem(a, b) ||
  (a.length >= 6 && b.length >= 6 && nearlySame(a, b)) ||
  (b.includes("-") &&
    (a.length >= 5 || /^\d{3,}$/.test(a)) &&
    b.split("-").some((part) => part === a || stem(part) === a));

/** A concept in about one text in twenty or fewer. */
const TELLING_WEIGHT = 3;

/** The concept is rare in the catalogue: a text that has it says something ("deposit", "sampling"). */
export const isTelling = (c: string, weights: ConceptWeights) =>
  weights.weight(c) >= TELLING_WEIGHT;

/** A line says what the question asks when it covers most of it and is mostly about it. */
export const MATCH_COVERAGE = 0.6;
export const MATCH_LINE_COVERAGE = 0.4;

export const isMatch = (m: PhraseMatch) =>
  m.telling && m.coverage >= MATCH_COVERAGE && m.lineCoverage >= MATCH_LINE_COVERAGE;
