/**
 * Spanish numbers written in words, as digits: "cuatro asesores" counts 4, "treinta y cinco
 * clientes" 35, "veinticinco" 25, "mil dólares" 1000, "dos mil quinientos" 2500. Text is lower
 * case without accents. "Un", "una" and "uno" stay words (an article), save before "mil"; "dos"
 * in "los dos" stays a word (both); "las doce personas" are twelve.
 */

const UNITS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS: Record<string, number> = {
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
};

const words = (table: Record<string, number>) => Object.keys(table).join("|");
/** Below a thousand: "ciento veinte", "treinta y cinco", "quince", "trescientos". */
const BELOW_THOUSAND = `(?:(?:${words(HUNDREDS)})(?: (?:${words(TENS)})(?: y (?:${words(UNITS)}))?| (?:${words(UNITS)}))?|(?:${words(TENS)})(?: y (?:${words(UNITS)}))?|(?:${words(UNITS)}))`;
const NUMBER_PHRASE = new RegExp(
  `\\b(?:(${BELOW_THOUSAND}) )?(mil)(?: (${BELOW_THOUSAND}))?\\b|\\b(${BELOW_THOUSAND})\\b`,
  "g",
);

function belowThousand(phrase: string): number {
  return phrase.split(" ").reduce((sum, w) => sum + (UNITS[w] ?? TENS[w] ?? HUNDREDS[w] ?? 0), 0);
}

/** The text with its Spanish number words as digits. */
export function spanishNumbersAsDigits(written: string): string {
  // "80 mil", "2.5 mil": digits before "mil" are thousands.
  const text = written.replace(/\b(\d+)(?:[.,](\d))? mil\b/g, (_, whole: string, tenth?: string) =>
    String(Number(whole) * 1000 + Number(tenth ?? 0) * 100),
  );
  return text.replace(
    NUMBER_PHRASE,
    (whole, thousands: string | undefined, mil: string | undefined, rest, alone, at: number) => {
      if (mil)
        return String(
          (thousands ? belowThousand(thousands) : 1) * 1000 + (rest ? belowThousand(rest) : 0),
        );
      // An article, not a count; "los dos" is both.
      if (alone === "un" || alone === "una" || alone === "uno") return whole;
      if (alone === "dos" && /\b(?:los|las) $/.test(text.slice(Math.max(0, at - 4), at)))
        return whole;
      return String(belowThousand(alone));
    },
  );
}
