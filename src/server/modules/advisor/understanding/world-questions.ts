/**
 * Questions about the world rather than about a product: which return a client should file, an
 * amount the law sets, how long the firm's own work takes, what a vendor will do in years to
 * come, a discount, or an outcome someone would have to guarantee. No listing or published policy
 * holds the answer, however near the question comes to a product of the conversation, so they are
 * declined before any product is looked up: a "Yes" or "No" about a form number or a support line
 * would be a claim the sheets do not make.
 */

export type WorldTopic =
  | "tax_advice"
  | "tax_law"
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
    String.raw`|\b(?:which|what) (?:form|return|election|entity type)s? (?:should|do|does|would|must|to)\b` +
    String.raw`|\b(?:is it|would it be) (?:better|smarter|cheaper) (?:for (?:them|us|him|her|the [a-z]+|my [a-z]+|our [a-z]+) )?to (?:file|elect|be taxed)\b` +
    String.raw`|\b(?:is|are) (?:it|this|that|they|these|[a-z]+(?: [a-z]+)?) (?:tax[- ])?deductible\b|\bdeducible\b`,
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
  if (any(WORK_TIME) && !any(PRODUCT_TIME)) return "work_time";
  if (any(TAX_ADVICE) && !any(ASKED_OF_A_PRODUCT)) return "tax_advice";
  return null;
}
