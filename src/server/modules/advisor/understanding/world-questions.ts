/**
 * Questions about the world rather than about a product: which return a client should file, what
 * one client owes or saves or what the IRS may do in a taxpayer's case, an amount the law sets or
 * a public figure for the year to come, how long the firm's own work takes, what a vendor will
 * do or add in seasons to come, a discount, or an outcome someone would have to guarantee. No listing or published policy
 * holds the answer, however near the question comes to a product of the conversation, so they are
 * declined before any product is looked up: a "Yes" or "No" about a form number or a support line
 * would be a claim the sheets do not make.
 */

export type WorldTopic =
  | "tax_advice"
  | "client_case"
  | "tax_law"
  | "public_figures"
  | "work_time"
  | "vendor_plans"
  | "discount"
  | "guarantee";

/** A product asked about ("does it…", "can the suite…"): then the forms are the sheet's. */
const ASKED_OF_A_PRODUCT =
  /\b(?:does|do|can|will|would|is|are) (?:it|they|this|that|this one|that one|the [a-z-]+ (?:one|software|program|suite|template|edition|version|kit|pack|tool))\b(?! (?:better|best)\b)/;

const FORM = String.raw`(?:form )?\d{3,4}(?:-?[a-z]{1,3})?s?`;
/**
 * Which return or election suits a client ("1120-H or 1120 for an HOA, which is better?",
 * "should my client file a 1065 or an 1120-S?", "is it better for them to elect S status?",
 * "¿le conviene más el 1120-H?"): tax advice.
 */
const TAX_ADVICE = new RegExp(
  String.raw`\b${FORM} (?:or|vs\.?|versus) (?:an? |the )?${FORM}\b[^.?!]{0,60}\b(?:which|better|best|should|conviene)\b` +
    String.raw`|\b(?:which|better|best|should|conviene)\b[^.?!]{0,60}\b${FORM} (?:or|vs\.?|versus) (?:an? |the )?${FORM}\b` +
    String.raw`|\bshould (?:we|i|they|he|she|the [a-z]+|our [a-z]+|my [a-z]+|an? [a-z]+) (?:file|elect|be taxed|report)\b` +
    // What an entity should become ("ought the foundation to convert into a donor-advised fund?",
    // "should our client incorporate?"): advice on its structure.
    String.raw`|(?:\b(?:should|ought) (?:we|i|they|he|she|the [a-z]+|our [a-z]+|my [a-z]+|an? [a-z]+)(?: to)?|\b(?:we|i|they|he|she|the [a-z]+|our [a-z]+|my [a-z]+) (?:should|ought to)) (?:convert|restructure|reorgani[sz]e|incorporate|dissolve|merge|become|terminate|wind down|be (?:an?|converted|restructured|dissolved|merged))\b` +
    String.raw`|\b(?:which|what) (?:form|return|election|entity type)s? (?:should|do|does|would|must|to)\b` +
    String.raw`|\b(?:is it|would it be) (?:better|smarter|cheaper) (?:for (?:them|us|him|her|the [a-z]+|my [a-z]+|our [a-z]+) )?to (?:file|elect|be taxed)\b` +
    String.raw`|\b(?:is|are) (?:it|this|that|they|these|[a-z]+(?: [a-z]+)?) (?:tax[- ])?deductible\b|\bdeducible\b`,
);

/**
 * One taxpayer's own case. A person described by their figures ("a realtor whose AGI was $180k",
 * "a client making 150k", "un cliente que gana 80 mil") asked what they owe, save or should pay
 * ("what would an S corp election save…", "is it 100% or 110% … to be safe?"); or what a tax
 * authority may do to a taxpayer ("can the IRS take part of my Social Security…", "could the
 * state garnish…", "¿el IRS le puede quitar…?"). Tax advice on facts no listing holds.
 */
const FIGURE = String.raw`(?:about |around |roughly |nearly |over |under |unos |como |más de )?\$?\d[\d,.]*\s*(?:k|m|thousand|million|mil|grand)?\b`;
const PERSON_FIGURES = new RegExp(
  String.raw`\b(?:whose (?:[a-z]+ ){0,2}(?:was|is|were|are|came to)|who (?:makes|made|earns|earned|nets|netted|brings in|brought in)|making|earning|netting|grossing|bringing in|made|earned|netted|grossed|(?:with|has|had|have) (?:an? )?(?:agi|income|salary|wages|profit|net income|revenue|earnings)(?: of)?|(?:agi|income|salary|wages|profit|earnings) (?:of|was|is|were|around|about|near|over|under)|(?:que )?(?:gana|ganó|gano|ganaba|cobra|factura|facturó)|con (?:un )?(?:ingresos?|salario|sueldo) de)\s*${FIGURE}` +
    String.raw`|\b(?:with|has|had|have|on) ${FIGURE} (?:of |in )?(?:agi|income|salary|wages|profit|earnings)\b`,
);
/** What a person owes, saves or must pay in: the question asked of their figures. */
const PERSONS_OUTCOME =
  /\b(?:save|saves|saved|saving|owe|owes|owed|pay in|put aside|set aside|put away|to be safe|safe harbou?r|penalt\w*|refund|deduct\w*|qualify|eligible|ahorrar\w*|ahorra\w*|debe pagar|deber[ií]a pagar|pagar[ií]a|multa)\b|\b\d+(?:\.\d+)? ?(?:%|percent) or \d+(?:\.\d+)? ?(?:%|percent)\b/;
/** The question asks for a product or asks a product something: then it is not the client's case. */
const ASKS_FOR_A_PRODUCT =
  /\b(?:anything|something|any (?:tool|software|product|program|template)s?|(?:a|the) (?:tool|software|product|program|template|worksheet|planner|organizer)|recommend|suggest|what do you have|do you (?:have|sell|carry)|(?:does|do|can|could|will|would) (?:it|this|that|this one|that one)\b)/;
/** What a tax authority may do to a taxpayer: seize, levy, garnish, keep a refund, take benefits. */
const AUTHORITY = String.raw`(?:the )?(?:irs|state|states|government|treasury|tax (?:office|authorit(?:y|ies)|agency)|franchise tax board|ftb|el irs|hacienda|el estado|el gobierno)`;
const AUTHORITY_ACT = new RegExp(
  String.raw`\b(?:can|could|will|would|may|might|is|are|does|do) ${AUTHORITY} (?:legally |really |actually |still |ever )?(?:be (?:able|allowed) to )?(?:take|taking|levy|levying|garnish\w*|seize|seizing|keep|keeping|offset\w*|withhold\w*|freeze|freezing|lien|put a lien|come after|go after|dock|intercept\w*|empty|drain)\b` +
    String.raw`|\b${AUTHORITY} (?:le |me |nos |les |te )?(?:puede|pueden|podr[ií]a|va a|van a) (?:quitar|embargar|tomar|retener|congelar|cobrar|descontar|quedarse)`,
);

/** Amounts and rules the law sets ("what is the estate tax exemption for 2027?"). */
const LAW_AMOUNT = String.raw`(?:(?:estate|gift|lifetime|generation[- ]skipping|unified)(?: and gift| tax)*(?: tax)?(?: annual| lifetime)? (?:exemptions?|exclusions?|credits?)|(?:annual )?exclusion amounts?|exemption amounts?|standard deductions?|mileage rates?|(?:tax|income) brackets?|(?:contribution|deferral|401 ?k|ira|hsa|sep|catch[- ]up) limits?|wage base|(?:capital gains|corporate|income|marginal|withholding|self[- ]employment) (?:tax )?rates?|underpayment (?:penalty|interest) rates?|per diem rates?)`;
const TAX_LAW = new RegExp(
  String.raw`\b(?:what|how much|how high|how big|tell (?:me|us))\b[^.?!]{0,40}\b${LAW_AMOUNT}\b` +
    String.raw`|\b${LAW_AMOUNT}\b[^.?!]{0,30}\b(?:be|is|going to be|for (?:19|20)\d\d)\b[^.?!]{0,20}\?` +
    String.raw`|\b(?:cu[aá]l|cu[aá]nto|de cu[aá]nto)\b[^.?!]{0,30}\b(?:exenci[oó]n|exclusi[oó]n|deducci[oó]n est[aá]ndar|tramos?|tasa de kilometraje)\b`,
);

/** Work the asker names: a return, an audit, a close. */
const WORK = String.raw`(?:[a-z0-9-]+ ){0,3}(?:returns?|1040s?|1065s?|1120s?|1041s?|990s?|audits?|engagements?|reviews?|compilations?|closes?|reconciliations?|payroll runs?|clients?|declaraci[oó]n(?:es)?)`;
/** What a listing may state about its own time: a trial, a setup service, delivery. */
const PRODUCT_TIME =
  /\b(?:set ?up|setup|training|sessions?|migration|onboarding|support|trial|deliver\w*|download\w*|install\w*|licen[cs]e|subscription|refund)\b/;
/**
 * A public figure for the year to come ("how much will Social Security benefits go up next year?",
 * "what will the cost-of-living adjustment be?", "¿cuánto van a subir…?"): set by an agency or
 * the market, not by any listing. A price of ours going up is not this.
 */
const FUTURE_FIGURE = new RegExp(
  String.raw`\b(?:how much|by how much|what|how high|how big)\b[^.?!]{0,50}\b(?:will|going to|gonna)\b[^.?!]{0,40}\b(?:go up|go down|rise|increase|decrease|drop|fall|change|grow|be raised|be adjusted|be cut)\b` +
    String.raw`|\b(?:cost[- ]of[- ]living (?:adjustment|increase|raise)|cola|social security (?:benefits?|payments?|checks?|increase|raise)|medicare premiums?|minimum wage|interest rates?|inflation)\b[^.?!]{0,40}\b(?:be|go up|rise|increase|change)\b[^.?!]{0,30}\b(?:next year|this coming year|in (?:19|20)\d\d)\b` +
    String.raw`|\bcu[aá]nto (?:va|van) a (?:subir|aumentar|bajar|cambiar|crecer)\b`,
);
/** Our own prices, or a product's cost, going up: the listings' (or Contact Sales'), not the world's. */
const OWN_PRICE =
  /\b(?:price|prices|pricing|cost(?![- ]of[- ]living)|costs|subscription|renewal|licen[cs]e|fee|fees|total|bill|precio|costo|suscripci[oó]n|renovaci[oó]n|licencia|it|that|this one|that one|users?|seats?|clients?|people)\b/;

/** How long the firm's own work takes ("roughly how many hours does a typical 1040 take?"). */
const WORK_TIME = new RegExp(
  String.raw`\bhow (?:many|much) (?:hours|minutes|time|days|weeks)\b[^.?!]{0,50}\b(?:take|takes|taking|need|needs|spend|spent|budget|usually|average|typically)\b` +
    String.raw`|\bhow long\b[^.?!]{0,20}\b(?:does|do|will|would|should|can)\b[^.?!]{0,10}\b(?:a|an|one|each|per|the|typical|average)\b ${WORK}\b[^.?!]{0,30}\btake\b` +
    String.raw`|\bcu[aá]ntas horas\b[^.?!]{0,40}\b(?:lleva|llevan|toma|toman|tarda|tardan|se tarda)\b`,
);

/** A vendor's plans ("will Tallystone still support the desktop version five years from now?"). */
const VENDOR_PLANS = new RegExp(
  String.raw`\b(?:will|would|is|are|going to|gonna|plan(?:s|ning)? to|any plans? to)\b[^.?!]{0,50}\b(?:still (?:support|sell|offer|make|update|be (?:around|supported|sold|available|updated))|keep (?:supporting|selling|offering|making)|continue (?:to )?(?:support|sell|offer|make)\w*|discontinu\w*|stop (?:supporting|selling|offering|making)|phas(?:e|ed|ing) (?:it |them |the [a-z]+ (?:version|edition) )?out|sunset\w*|end[- ]of[- ]life|drop (?:support|the (?:desktop|cloud|basic|windows|mac)))\b` +
    String.raw`|\b(?:will|would|is|are|going to)\b[^.?!]{0,60}\b(?:\d+|two|three|four|five|ten|a few|several) years (?:from now|down the road|out)\b` +
    // "Is Ledgerpoint adding estate returns next season?", "are they planning to add Form 706?",
    // "will Northgate ever add aggregation?": what a vendor will add (not "if we add a seat").
    String.raw`|(?<!\b(?:we|i|we re|we are|i m|i am|if|when|to)\s)\b(?:is|are|will|would)\s+(?!(?:we|i|us|it|that|this|these|those|you|u)\b)[a-z]+(?:\s+[a-z]+)?\s+(?:ever\s+|eventually\s+|soon\s+)?(?:be\s+)?(?:adding|add|going to add|gonna add|planning to add|plan to add|rolling out|roll out|bringing out|releasing|introducing)\b(?!\s+(?:up|it up|them up|more (?:users|seats|clients)))` +
    String.raw`|\b(?:any |have (?:any |they )?|are there (?:any )?)?plans? (?:to|for) (?:add|adding|release|releasing|offer|offering|support|supporting|launch|introduce|build)\b` +
    String.raw`|(?<!\b(?:we|i|we ll|we d|you|to|if)\s)\b(?:add|adding|added|introduce|introducing|launch|launching|release|releasing|roll(?:ing)? out|bring(?:ing)? out)\s+(?!(?:\d|another|more|extra|a few|some|one|two|three|four|five|(?:a|an|the) (?:seat|user|client|person|preparer|licen[cs]e))\b)[^.?!]{0,50}\b(?:next (?:season|tax season|year|release|version|update)|this coming (?:season|year)|in the (?:future|next (?:version|release|update))|down the road|eventually|someday|some day)\b` +
    String.raw`|\b(?:va|van) a (?:agregar|añadir|anadir|incluir|sacar|lanzar|ofrecer)\b` +
    // "¿Van a bajar los precios el otro año?": what the store will charge later, which no
    // listing or policy says.
    String.raw`|\b(?:va|van) a (?:bajar|rebajar|subir|cambiar|mantener)(?: (?:los|sus|el|su))? precios?\b` +
    String.raw`|\b(?:seguir[aá]n?|van a seguir) (?:dando soporte|vendiendo|actualizando|existiendo)|\bdentro de (?:\d+|dos|tres|cinco|diez|unos|algunos) años\b|\bdescontinu\w+|\bdejar[aá]n? de (?:vender|dar soporte|actualizar)\b`,
);

/** A price below the listed one ("do you give schools a discount?", "any promo code?"). */
const DISCOUNT =
  /\b(?:discounts?|discounted|promo(?:tional)? codes?|promo|coupons?(?: codes?)?|special (?:price|pricing|rate|deal)s?|(?:nonprofit|non-profit|education(?:al)?|academic|student|school|charity|volume|bulk|multi-?(?:licen[cs]e|seat|user)) (?:pricing|prices?|rates?)|price breaks?|descuentos?|rebajas?|precio especial)\b/;

/** An outcome promised ("can you guarantee the IRS will drop the penalty?"), not a refund. */
const GUARANTEE =
  /\b(?:(?:can|could|would|will|do|does) (?:you|anyone|it|that|this|they|we|someone) (?:be )?guarantee\w*|guarantee[ds]? (?:that|the|it|they|he|she|we|a result|an outcome|approval|acceptance|abatement)\b|be guaranteed|guaranteed to|(?:se )?puede garantizar|garantiza(?:r|n)? que|me (?:lo )?garantiza|garantizado)/;
const REFUND_GUARANTEE = /\b(?:money[- ]back|satisfaction|refund|reembolso|devoluci[oó]n)\b/;

/**
 * The topic of a question about the world, read from the message as written (lowercase) and as
 * read into English; null when the question is one the listings can answer.
 */
export function worldQuestion(written: string, english: string): WorldTopic | null {
  const texts = [english, written];
  const any = (pattern: RegExp) => texts.some((t) => pattern.test(t));
  if (any(GUARANTEE) && !any(REFUND_GUARANTEE)) return "guarantee";
  if (any(DISCOUNT)) return "discount";
  if (any(VENDOR_PLANS)) return "vendor_plans";
  if (any(TAX_LAW)) return "tax_law";
  if (any(AUTHORITY_ACT)) return "client_case";
  if (any(FUTURE_FIGURE) && !any(OWN_PRICE)) return "public_figures";
  if (
    texts.some((t) => PERSON_FIGURES.test(t) && PERSONS_OUTCOME.test(t)) &&
    !any(ASKS_FOR_A_PRODUCT)
  )
    return "client_case";
  if (any(WORK_TIME) && !any(PRODUCT_TIME)) return "work_time";
  if (any(TAX_ADVICE) && !any(ASKED_OF_A_PRODUCT)) return "tax_advice";
  return null;
}
