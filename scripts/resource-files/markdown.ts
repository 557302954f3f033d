/**
 * The Markdown the downloadable documents are written in, read into blocks and inline runs for the
 * PDF and Word writers (markdown-pdf.ts, markdown-docx.ts): headings, paragraphs, bullet, numbered
 * and check lists, tables, notes and rules, with bold and italic. Deliberately small: it reads what
 * the documents use, no more.
 */

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  /** A tick box or a tick mark, drawn rather than typed. */
  symbol?: "box" | "tick";
}

/**
 * Inline Markdown: **bold**, _italic_, [text](url); ☐ and ✓ become symbols. `replacements` swaps
 * characters a writer cannot show (the PDF's standard fonts lack some).
 */
export function parseInline(text: string, replacements: Record<string, string> = {}): Run[] {
  const runs: Run[] = [];
  const clean = [...text]
    .map((ch) => replacements[ch] ?? ch)
    .join("")
    .replace(/\[([^\]]+)\]\((https?:[^)]+)\)/g, "$1 ($2)");
  const pattern = /\*\*(.+?)\*\*|(?<![\w_])_([^_\s][^_]*?)_(?![\w_])|☐|✓/g;
  let last = 0;
  for (const match of clean.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: clean.slice(last, match.index) });
    if (match[0] === "☐") runs.push({ text: "", symbol: "box" });
    else if (match[0] === "✓") runs.push({ text: "", symbol: "tick" });
    else if (match[1] !== undefined)
      runs.push(...parseInline(match[1], replacements).map((r) => ({ ...r, bold: true })));
    else runs.push(...parseInline(match[2]!, replacements).map((r) => ({ ...r, italic: true })));
    last = match.index + match[0].length;
  }
  if (last < clean.length) runs.push({ text: clean.slice(last) });
  return runs;
}

export type Block =
  | { kind: "heading"; level: number; text: string }
  /** `lines`: the source's own lines, for a writer that keeps short ones apart (an address). */
  | { kind: "paragraph"; text: string; lines: string[] }
  | { kind: "note"; text: string }
  | { kind: "item"; marker: "bullet" | "check" | string; text: string; depth: number }
  | { kind: "table"; rows: string[][] }
  | { kind: "rule" };

/** Block structure: a line that starts nothing new continues the block before it. */
export function parseBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n/g, "\n").split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    const previous = blocks[blocks.length - 1];
    if (!trimmed) {
      blocks.push({ kind: "paragraph", text: "", lines: [] }); // a blank line ends the block
      continue;
    }
    let m: RegExpMatchArray | null;
    if ((m = /^(#{1,6})\s+(.*)$/.exec(trimmed))) {
      blocks.push({ kind: "heading", level: m[1]!.length, text: m[2]! });
    } else if (/^(-{3,}|\*{3,})$/.test(trimmed)) {
      blocks.push({ kind: "rule" });
    } else if (trimmed.startsWith("|")) {
      const cells = trimmed
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((c) => c.trim());
      if (cells.every((c) => /^:?-+:?$/.test(c))) continue; // the header separator
      if (previous?.kind === "table") previous.rows.push(cells);
      else blocks.push({ kind: "table", rows: [cells] });
    } else if ((m = /^>\s?(.*)$/.exec(trimmed))) {
      if (previous?.kind === "note") previous.text += ` ${m[1]}`;
      else blocks.push({ kind: "note", text: m[1]! });
    } else if ((m = /^(\s*)[-*]\s+\[[ xX]?\]\s+(.*)$/.exec(line))) {
      blocks.push({ kind: "item", marker: "check", text: m[2]!, depth: m[1]!.length >= 2 ? 1 : 0 });
    } else if ((m = /^(\s*)[-*]\s+(.*)$/.exec(line))) {
      blocks.push({
        kind: "item",
        marker: "bullet",
        text: m[2]!,
        depth: m[1]!.length >= 2 ? 1 : 0,
      });
    } else if ((m = /^(\s*)(\d+[.)])\s+(.*)$/.exec(line))) {
      blocks.push({ kind: "item", marker: m[2]!, text: m[3]!, depth: m[1]!.length >= 2 ? 1 : 0 });
    } else if (
      previous &&
      (previous.kind === "paragraph" || previous.kind === "item" || previous.kind === "note") &&
      previous.text !== ""
    ) {
      previous.text += ` ${trimmed}`;
      if (previous.kind === "paragraph") previous.lines.push(trimmed);
    } else {
      blocks.push({ kind: "paragraph", text: trimmed, lines: [trimmed] });
    }
  }
  return blocks.filter((b) => b.kind !== "paragraph" || b.text !== "");
}
