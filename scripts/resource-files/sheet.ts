/** A spreadsheet as rows of cells; formulas are plain strings starting with "=". */
export type Cell = string | number | null;
export type Sheet = Cell[][];

/** Spreadsheet column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function column(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Fills the rest of a row with empty cells so every row of a sheet has the same width. */
export function padRows(sheet: Sheet): Sheet {
  const width = Math.max(...sheet.map((row) => row.length));
  return sheet.map((row) => [...row, ...Array<Cell>(width - row.length).fill(null)]);
}
