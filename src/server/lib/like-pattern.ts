/** A LIKE pattern that matches `text` anywhere, with the pattern's own characters escaped. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
