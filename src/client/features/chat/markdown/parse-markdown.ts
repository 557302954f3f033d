/**
 * The small Markdown the advisor writes: paragraphs, "-" and "1." lists, **bold**, links to this
 * site's own paths, and pipe tables (decision 0135). Anything else stays plain text; nothing is
 * ever treated as HTML.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "bold"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] }
  /** Every row has the header's number of cells; the first cell of a body row names the row. */
  | { type: "table"; header: Inline[][]; rows: Inline[][][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Only this site's paths: "/products/12", "/free-resources#top"; never "//host" or "javascript:". */
export const isSitePath = (href: string) => /^\/(?!\/)[A-Za-z0-9\-._~/#?=&%,]*$/.test(href);

export function parseInline(text: string, insideLink = false): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) out.push({ type: "text", text: text.slice(last, at) });
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      out.push({ type: "bold", children: parseInline(bold, insideLink) });
    } else if (label !== undefined && href !== undefined) {
      out.push(
        isSitePath(href) && !insideLink
          ? { type: "link", href, children: parseInline(label, true) }
          : { type: "text", text: label },
      );
    } else {
      out.push({ type: "text", text: whole });
    }
    last = at + whole.length;
  }
  if (last < text.length) out.push({ type: "text", text: text.slice(last) });
  return out;
}

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_RULE = /^\s*\|(?:\s*:?-{3,}:?\s*\|)+\s*$/;
/** A table wider than this is not a table the advisor writes: it stays text. */
const TABLE_MAX_COLUMNS = 6;

/** "| a | b \\| c |" → ["a", "b | c"]: cells split on unescaped pipes. */
function tableCells(line: string): string[] {
  const inner = line.trim().slice(1, -1);
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, "|").trim());
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: "paragraph", lines: paragraph.map((l) => parseInline(l)) });
    paragraph = [];
  };
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!.trimEnd();
    const header = TABLE_ROW.test(line) && TABLE_RULE.test(lines[at + 1] ?? "") && tableCells(line);
    if (header && header.length >= 2 && header.length <= TABLE_MAX_COLUMNS) {
      flushParagraph();
      const width = header.length;
      const rows: Inline[][][] = [];
      at += 2;
      for (; at < lines.length && TABLE_ROW.test(lines[at]!); at++) {
        const cells = tableCells(lines[at]!).slice(0, width);
        while (cells.length < width) cells.push("");
        rows.push(cells.map((cell) => parseInline(cell)));
      }
      at--;
      blocks.push({ type: "table", header: header.map((cell) => parseInline(cell)), rows });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flushParagraph();
      const ordered = Boolean(numbered);
      const content = bullet ? bullet[1]! : numbered![2]!;
      const previous = blocks.at(-1);
      if (previous?.type === "list" && previous.ordered === ordered) {
        previous.items.push(parseInline(content));
      } else {
        blocks.push({
          type: "list",
          ordered,
          start: numbered ? Number(numbered[1]) : 1,
          items: [parseInline(content)],
        });
      }
    } else if (line.trim() === "") {
      flushParagraph();
      // A blank line ends a list too: the next item starts a new one.
      if (blocks.at(-1)?.type === "list") blocks.push({ type: "paragraph", lines: [] });
    } else {
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  return blocks.filter((b) => b.type !== "paragraph" || b.lines.length > 0);
}
