/**
 * Numbers written in words, as digits: "twelve preparers" is 12, "five thousand dollars" 5000,
 * "a hundred and forty clients" 140. "One" is a number only before what it counts ("one user",
 * "one-person"), never in "that one" or "the first one".
 */

const UNITS: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const COUNTED =
  /^[\s-]+(?:person|people|user|users|seat|seats|staff|client|clients|preparer|preparers|advisor|advisors|partner|partners|office|location|entity|return|licen[cs]e|man|woman|of us)\b/;

const WORD = `(?:${Object.keys(UNITS).join("|")})`;
const NUMBER_PHRASE = new RegExp(
  `\\b(?:(a|one|${WORD})[\\s-]+(hundred|thousand)(?:[\\s-]+(?:and[\\s-]+)?(${WORD}(?:[\\s-]+${WORD})?))?|(${WORD})(?:[\\s-]+(${WORD}))?)\\b`,
  "gi",
);

const value = (word: string | undefined) => (word ? (UNITS[word.toLowerCase()] ?? 0) : 0);
const sumOf = (words: string | undefined) =>
  words ? words.split(/[\s-]+/).reduce((s, w) => s + value(w), 0) : 0;

export function numbersAsDigits(text: string): string {
  // "a dozen stores", "half a dozen users".
  let t = text
    .replace(/\bhalf (?:a )?dozen\b/gi, "6")
    // "a couple dozen clients", "two dozen": the dozens multiplied.
    .replace(/\b(?:a )?couple(?: of)? dozen\b/gi, "24")
    .replace(/\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten) dozen\b/gi, (_, n: string) =>
      String((UNITS[n.toLowerCase()] ?? Number(n)) * 12),
    )
    // ("A dozen of our clients" keeps its "of": twelve of what follows.)
    .replace(/\b(?:a |one )?dozen(?: of(?! (?:our|my|the|their|your)\b))?(?= [a-z])/gi, "12");
  t = t.replace(NUMBER_PHRASE, (whole, lead, scale, tail, single, second) => {
    if (scale) {
      const base = lead.toLowerCase() === "a" || lead.toLowerCase() === "one" ? 1 : value(lead);
      return String(base * (scale.toLowerCase() === "hundred" ? 100 : 1000) + sumOf(tail));
    }
    // "twenty five" is 25; "two three" is not a number people write.
    const first = value(single);
    const next = value(second);
    if (second && first >= 20 && first % 10 === 0 && next < 10) return String(first + next);
    return second ? `${first} ${next}` : String(first);
  });
  t = t.replace(/\bone(?=[\s-])/gi, (word, offset: number) =>
    COUNTED.test(t.slice(offset + word.length)) ? "1" : word,
  );
  return t;
}
