/**
 * Money as Spanish speakers say it, put into the English `money.ts` reads: the everyday names of
 * money across the Spanish-speaking world ("el pisto", "la plata", "la lana", "la guita", "los
 * chavos"), a cap said with a negated verb ("no gastar más de", "que no pase de", "no más de"),
 * and a sum paid once ("que se pague una sola vez", "comprarlo una vez no más", "pagarlo de
 * una"). Text is lower case without accents; these run before the rest of the glossary.
 */

/** Money by its everyday names, after an article or a quantity ("el pisto", "mucha lana"). */
export const MONEY_NOUN =
  /\b(?:(?:el|la|los|las|nuestro|nuestra|nuestros|nuestras|mi|mis|su|sus|tu|tus|ese|esa|esos|esas) |(?:mucho|mucha|muchos|muchas|tanto|tanta|poco|poca) )(?:dinero|plata|platita|lana|pisto|feria|guita|chavos|chavitos|billete|billetes|pasta|marmaja|biyuyo|reales|cobres|fulas|varos|baros|verdes|dolares|dolaritos)\b/;

export const SPANISH_BUDGET_PHRASES: Array<[RegExp, string]> = [
  // "No queremos gastar mucho pisto", "¿nos devuelven la plata?": money.
  [MONEY_NOUN, "money"],
  // "No gastar más de mil dólares", "que no pase de $100", "sin pasarnos de 500": a cap.
  [
    /\b(?:no|sin) (?:(?:puedo|podemos|quiero|queremos|debo|debemos|pienso|pensamos|vamos a) )?(?:nos |me )?(?:gastar|gastamos|gastemos|gaste|invertir|pagar|pagamos|paguemos|pague)(?:nos|me)? (?:mas|arriba) de\b/,
    "spend no more than",
  ],
  [
    /\b(?:que )?no (?:pase|pasen|supere|superen|exceda|excedan) (?:de )?|\bsin (?:pasar(?:nos|me|se)?|superar|exceder)(?: de)?\b/,
    "no more than ",
  ],
  [/\bno (?:mas|arriba) de\b/, "no more than"],
  // "Que se pague una sola vez", "comprarlo una vez no más", "pagarlo de una": paid once.
  [/\b(?:que )?se (?:paga|pagan|pague|paguen) (?=una (?:sola )?vez\b|de una\b)/, "paid "],
  [/\bpag(?:ue|uen|uemos|ues)\b/, "pay"],
  [
    /\buna (?:sola )?vez(?: (?:no mas|nomas|nada mas|y ya|y listo|solamente|y punto))?\b(?! (?:al|por|cada|a la|mas|que)\b)/,
    "once",
  ],
  [/\b((?:pagar|comprar)(?:lo|la|los|las)?|paid|pay) de una\b(?! vez)/, "$1 once"],
  [/\b(?:gastar|gastamos|gastaria|gastariamos|gaste|gastemos)\b/, "spend"],
];
