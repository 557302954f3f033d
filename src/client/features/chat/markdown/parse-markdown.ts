/**
 * The small Markdown the advisor writes: paragraphs, "-" and "1." lists, **bold**, and links to
 * this site's own paths. Anything else stays plain text; nothing is ever treated as HTML.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "bold"; children: Inline[] }
  | { type: "link"; href: string; children: Inline[] };

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Only this site's paths: "/products/12", "/free-resources#top"; never "//host" or "javascript:". */
export const isSitePath = (href: string) => /^\/(?!\/)[A-Za-z0-9\-._~/#?=&%]*$/.test(href);

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

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: "paragraph", lines: paragraph.map((l) => parseInline(l)) });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
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
