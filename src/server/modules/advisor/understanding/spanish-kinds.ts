/**
 * Products named by their kind in Spanish. "Esa hoja", "ese mismo programa", "la misma" point at
 * the product discussed ("that one"), as "esa" before a verb already does. A kind with what it is
 * for after it, "la plantilla de la propuesta", "el kit de bienvenida de clientes", "el programa
 * de Quarterline", is put in English order ("the proposal template", "the client welcome kit",
 * "the Quarterline software") so that a name's words or a vendor's name read as they do in
 * English; so is a kind with its adjective after it ("el organizador individual").
 */

/** The kinds of product people name in Spanish, before the glossary. */
const KIND_ES =
  "(?:hoja|hojita|planilla|programa|programita|herramienta|plantilla|kit|paquete|producto|sistema|app|aplicacion|software|organizador|calendario|portal|lista|modulo|version|opcion|cosa)";
/** The same kinds in the glossary's English. */
const KIND_EN =
  "(?:template|templates|kit|pack|organizer|tool|software|sheet|worksheet|checklist|calendar|portal|app|planner|library|product|system|option)";

const POINTED = new RegExp(
  `\\b(?:(?:ese|esa|este|esta)(?: mism[oa])? ${KIND_ES}\\b(?! de\\b)|(?:ese|esa|este|esta|el|la) mism[oa]\\b(?! (?:que|de|${KIND_ES})\\b))`,
  "g",
);

/** "Esa hoja", "la misma": the product discussed. */
export function kindsPointedAt(text: string): string {
  return text.replace(POINTED, "that one");
}

/** Where a noun phrase ends: punctuation, the end, or a word that starts what follows. */
const PHRASE_END =
  "(?=\\s*[?.,!;:)]|\\s*$|\\s(?:y|o|and|or|para|con|que|en|for|with|that|in|does|do|is|it|al|also|together|juntos|juntas|si|lo|me|nos|how)\\b)";
// (Definite: "la plantilla de la propuesta" names a product; "un programa de impuestos" describes
// a need, and is left as said.)
const ARTICLE = "(the|that|this|your|our|my|el|la|los|las|ese|esa|este|esta|su|mi|nuestro|nuestra)";
const FOR_WHAT = new RegExp(
  `\\b${ARTICLE} (${KIND_EN}) (?:de|del) (?:la |el |los |las )?([a-z]+)(?: (?:de|del) (?:la |el |los |las )?([a-z]+))?${PHRASE_END}`,
  "g",
);
const ADJECTIVE_AFTER = new RegExp(
  `\\b${ARTICLE} (${KIND_EN}) (individual|personal|business|federal|state|electronic|digital|basic|simple)\\b`,
  "g",
);

const singular = (word: string) =>
  word.length <= 3 || /(?:ss|us|is)$/.test(word)
    ? word
    : /ies$/.test(word)
      ? word.replace(/ies$/, "y")
      : /(?:ss|sh|ch|x)es$/.test(word)
        ? word.replace(/es$/, "")
        : /[^s]s$/.test(word)
          ? word.slice(0, -1)
          : word;

/** "The template de la proposal" is "the proposal template"; "the organizer individual" "the individual organizer". */
export function kindsInEnglishOrder(text: string): string {
  return text
    .replace(FOR_WHAT, (_, article: string, kind: string, what: string, whose?: string) =>
      [article, whose && singular(whose), singular(what), kind].filter(Boolean).join(" "),
    )
    .replace(ADJECTIVE_AFTER, "$1 $3 $2");
}
