/**
 * How many single-character edits (insert, delete, replace, or swap two neighbours) turn one word
 * into the other: the optimal string alignment distance. "ledgerpiont" is 1 from "ledgerpoint".
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * How many edits a typed word may be from the word it meant, by its length, as Elasticsearch's
 * AUTO fuzziness: none up to 2 characters, 1 up to 5, 2 beyond.
 */
export function typosAllowed(word: string): number {
  return word.length <= 2 ? 0 : word.length <= 5 ? 1 : 2;
}
