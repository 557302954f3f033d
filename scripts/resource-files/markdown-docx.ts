/**
 * Turns a downloadable document's Markdown into a Word file (.docx) people edit, with the `docx`
 * library (decision 0196): headings as Word headings (so the navigation pane lists them), lists
 * with their markers and a hanging indent, tables with a repeated header row, notes as shaded
 * paragraphs, and bold and italic. The blanks to fill in ([Client name], ______) stay as written.
 * Reproducible: the creation dates and each zip entry's time are fixed (see rezip).
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from "docx";
import { parseBlocks, parseInline, type Block } from "./markdown.js";
import { rezip } from "./zip.js";

/** The time written as the documents' creation and last change: they depend only on the source. */
const FIXED_TIME = "2026-01-01T00:00:00Z";
const INK = "0F172A";
const ACCENT = "13315C";
const MUTED = "556274";
const NOTE_FILL = "EEF2F7";
const TABLE_HEAD_FILL = "DCE6F0";
const LINE = "C9D1DB";
/** Twentieths of a point: a 0.25-inch step for each list level. */
const STEP = 360;

const HEADINGS = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3];

function runsOf(text: string, style: { bold?: boolean; italics?: boolean } = {}): TextRun[] {
  return parseInline(text).map(
    (run) =>
      new TextRun({
        text: run.symbol === "box" ? "☐" : run.symbol === "tick" ? "✓" : run.text,
        bold: run.bold || style.bold,
        italics: run.italic || style.italics,
      }),
  );
}

/** The longest source line still taken for a line of its own: addresses, signature blocks. */
const SHORT_LINE = 64;

/**
 * A paragraph's runs. Lines that are all short (an address, a signature block) keep their breaks;
 * prose, wrapped in the source, flows.
 */
function paragraphRuns(lines: string[], text: string): TextRun[] {
  if (lines.length < 2 || lines.some((line) => line.length > SHORT_LINE)) return runsOf(text);
  return lines.flatMap((line, i) => [
    ...(i > 0 ? [new TextRun({ break: 1 })] : []),
    ...runsOf(line),
  ]);
}

const MARKERS: Record<string, string> = { bullet: "•", check: "☐" };

/** The page's width between its margins, in twentieths of a point (US Letter, 0.75-inch margins). */
const CONTENT_WIDTH = 12240 - 2 * 1080;

/** About the width of a bold letter at 11 points, and a cell's own padding, in twentieths of a point. */
const BOLD_CHAR = 125;
const CELL_PADDING = 260;

const plainText = (markdown: string) =>
  parseInline(markdown)
    .map((run) => run.text)
    .join("");

/**
 * A table as wide as the page, its columns shared by how much they hold (a question column gets
 * the room, a tick-box column little), so it reads the same in every word processor.
 */
function table(rows: string[][]): Table {
  const columns = Math.max(...rows.map((row) => row.length));
  const texts = (c: number) => rows.map((row) => plainText(row[c] ?? ""));
  const longestWord = (c: number) =>
    Math.max(0, ...texts(c).flatMap((text) => text.split(/\s+/).map((word) => word.length)));
  // Room by its longest text, up to a point; never so narrow that a word breaks.
  const weights = Array.from({ length: columns }, (_, c) =>
    Math.max(4, Math.min(40, Math.max(...texts(c).map((text) => text.length)))),
  );
  const least = Array.from(
    { length: columns },
    (_, c) => longestWord(c) * BOLD_CHAR + CELL_PADDING,
  );
  const share = (weight: number, room: number, of: number) => Math.round((room * weight) / of);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const narrow = weights.map((weight, c) => share(weight, CONTENT_WIDTH, total) < least[c]!);
  const room = CONTENT_WIDTH - least.reduce((sum, width, c) => sum + (narrow[c] ? width : 0), 0);
  const rest = weights.reduce((sum, weight, c) => sum + (narrow[c] ? 0 : weight), 0);
  const widths = weights.map((weight, c) => (narrow[c] ? least[c]! : share(weight, room, rest)));
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map(
      (row, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: Array.from(
            { length: columns },
            (_, c) =>
              new TableCell({
                width: { size: widths[c]!, type: WidthType.DXA },
                children: [new Paragraph({ children: runsOf(row[c] ?? "", { bold: r === 0 }) })],
                shading:
                  r === 0
                    ? { type: ShadingType.CLEAR, color: "auto", fill: TABLE_HEAD_FILL }
                    : undefined,
                margins: { top: 60, bottom: 60, left: 100, right: 100 },
              }),
          ),
        }),
    ),
  });
}

function blockOf(block: Block): Paragraph | Table {
  switch (block.kind) {
    case "heading":
      return new Paragraph({
        heading: HEADINGS[Math.min(block.level, HEADINGS.length) - 1],
        children: runsOf(block.text),
      });
    case "paragraph":
      return new Paragraph({
        children: paragraphRuns(block.lines, block.text),
        spacing: { after: 120 },
      });
    case "note":
      return new Paragraph({
        children: runsOf(block.text, { italics: true }),
        shading: { type: ShadingType.CLEAR, color: "auto", fill: NOTE_FILL },
        border: { left: { style: BorderStyle.SINGLE, size: 18, color: ACCENT, space: 8 } },
        indent: { left: 200 },
        spacing: { before: 120, after: 120 },
      });
    case "item": {
      const left = STEP * (block.depth + 2);
      return new Paragraph({
        children: [
          new TextRun(`${MARKERS[block.marker] ?? block.marker}\t`),
          ...runsOf(block.text),
        ],
        indent: { left, hanging: STEP },
        tabStops: [{ type: TabStopType.LEFT, position: left }],
        spacing: { after: 60 },
      });
    }
    case "table":
      return table(block.rows);
    case "rule":
      return new Paragraph({
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: LINE, space: 1 } },
        spacing: { after: 200 },
      });
  }
}

/** The document's title: its first heading, else the file's own name. */
export function titleOf(markdown: string, fallback: string): string {
  const heading = parseBlocks(markdown).find((b) => b.kind === "heading");
  return heading?.kind === "heading" ? plainText(heading.text) : fallback;
}

/** The .docx of one Markdown document; `source` names it where the document has no heading. */
export async function markdownToDocx(markdown: string, source: string): Promise<Uint8Array> {
  const title = titleOf(markdown, source);
  const children: (Paragraph | Table)[] = [];
  for (const block of parseBlocks(markdown)) {
    // Word needs a paragraph between two tables, or it joins them into one.
    if (block.kind === "table" && children.at(-1) instanceof Table)
      children.push(new Paragraph(""));
    children.push(blockOf(block));
  }
  const document = new Document({
    creator: "Countinghouse",
    title,
    description: `${title}: a Countinghouse template. Fill in the fields in [brackets].`,
    styles: {
      default: {
        document: { run: { font: "Calibri", size: 22, color: INK } },
        heading1: { run: { font: "Calibri", size: 36, bold: true, color: ACCENT } },
        heading2: { run: { font: "Calibri", size: 28, bold: true, color: ACCENT } },
        heading3: { run: { font: "Calibri", size: 24, bold: true, color: INK } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 }, // US Letter
            margin: { top: 1080, right: 1080, bottom: 1080, left: 1080 },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    children: [`${title} · page `, PageNumber.CURRENT],
                    size: 16,
                    color: MUTED,
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return rezip(await Packer.toBuffer(document), (name, bytes) =>
    name === "docProps/core.xml" ? fixedTimes(bytes) : bytes,
  );
}

/** core.xml with its creation and change times set to FIXED_TIME. */
function fixedTimes(bytes: Uint8Array): Uint8Array {
  const xml = new TextDecoder().decode(bytes);
  const fixed = xml.replace(
    /(<dcterms:(created|modified)[^>]*>)[^<]*(<\/dcterms:\2>)/g,
    `$1${FIXED_TIME}$3`,
  );
  return new TextEncoder().encode(fixed);
}
