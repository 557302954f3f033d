/**
 * Turns the library's Markdown documents into PDFs people can open, print and fill in by hand:
 * headings, paragraphs, bullet, numbered and check lists (a box to tick), tables, notes and rules,
 * with bold and italic. Deliberately small: it renders what the resource documents use, no more.
 * The output is byte-for-byte deterministic (fixed dates, no random ids), so the committed PDFs
 * can be checked against a fresh build.
 */
import { parseBlocks, parseInline, type Run } from "./markdown.js";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

const PAGE = { width: 612, height: 792 }; // US Letter
const MARGIN = 54;
const CONTENT = PAGE.width - 2 * MARGIN;
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.33, 0.38, 0.45);
const ACCENT = rgb(0.07, 0.19, 0.36);
const RULE = rgb(0.8, 0.83, 0.87);

/** Characters the standard PDF fonts (WinAnsi) lack, written the way a typist would. */
export const REPLACEMENTS: Record<string, string> = {
  "→": "->",
  "≠": "!=",
  "−": "-",
  "\u00a0": " ",
};

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
  boldItalic: PDFFont;
  symbols: PDFFont;
}

/** Markdown's inline runs, with the characters the standard fonts lack written out. */
const runsOf = (text: string) => parseInline(text, REPLACEMENTS);

class Writer {
  private page!: PDFPage;
  private y = 0;
  private pageNumber = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageNumber += 1;
    this.y = PAGE.height - MARGIN;
    const label = `${this.footer} · page ${this.pageNumber}`;
    this.page.drawText(label, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.fonts.regular,
      color: MUTED,
    });
  }

  ensure(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  private font(run: Run): PDFFont {
    if (run.bold && run.italic) return this.fonts.boldItalic;
    if (run.bold) return this.fonts.bold;
    if (run.italic) return this.fonts.italic;
    return this.fonts.regular;
  }

  /** Splits runs into words with their widths, then into lines that fit `width`. */
  private layout(runs: Run[], size: number, width: number) {
    type Word = { run: Run; text: string; width: number; space: boolean };
    const words: Word[] = [];
    for (const run of runs) {
      if (run.symbol) {
        words.push({ run, text: "", width: size * 0.9, space: true });
        continue;
      }
      const parts = run.text.split(/(\s+)/);
      for (const part of parts) {
        if (!part) continue;
        if (/^\s+$/.test(part)) {
          if (words.length) words[words.length - 1]!.space = true;
          continue;
        }
        words.push({
          run,
          text: part,
          width: this.font(run).widthOfTextAtSize(part, size),
          space: false,
        });
      }
    }
    const lines: Word[][] = [[]];
    let used = 0;
    for (const word of words) {
      const line = lines[lines.length - 1]!;
      const gap =
        line.length && line[line.length - 1]!.space
          ? this.fonts.regular.widthOfTextAtSize(" ", size)
          : 0;
      if (line.length && used + gap + word.width > width) {
        lines.push([word]);
        used = word.width;
      } else {
        line.push(word);
        used += gap + word.width;
      }
    }
    return lines;
  }

  /** Writes wrapped text at x, returns the height used; `dryRun` only measures. */
  text(
    runs: Run[],
    options: { x: number; width: number; size: number; color?: RGB; lineGap?: number },
    dryRun = false,
    top = this.y,
  ): number {
    const { x, width, size, color = INK } = options;
    const leading = size * (options.lineGap ?? 1.35);
    const lines = this.layout(runs, size, width);
    // Flowing text runs down the page and on to the next; a table cell is drawn where it is told.
    const flow = !dryRun && top === this.y;
    let y = top;
    for (const line of lines) {
      if (flow) {
        this.ensure(leading);
        y = this.y;
      }
      y -= size;
      let cx = x;
      for (const [index, word] of line.entries()) {
        if (!dryRun) this.drawWord(word.run, word.text, cx, y, size, color);
        cx += word.width;
        if (word.space && index < line.length - 1)
          cx += this.fonts.regular.widthOfTextAtSize(" ", size);
      }
      y -= leading - size;
      if (flow) this.y = y;
    }
    return flow ? lines.length * leading : top - y;
  }

  private drawWord(run: Run, text: string, x: number, y: number, size: number, color: RGB) {
    if (run.symbol === "box") {
      const side = size * 0.75;
      this.page.drawRectangle({
        x,
        y: y - 1,
        width: side,
        height: side,
        borderColor: INK,
        borderWidth: 0.8,
      });
      return;
    }
    if (run.symbol === "tick") {
      this.page.drawText("\u2714", { x, y, size, font: this.fonts.symbols, color: ACCENT });
      return;
    }
    this.page.drawText(text, { x, y, size, font: this.font(run), color });
  }

  heading(level: number, text: string) {
    const size = level === 1 ? 20 : level === 2 ? 14 : 12;
    this.space(level === 1 ? 0 : 10);
    this.ensure(size * 3);
    this.text(
      runsOf(text).map((r) => ({ ...r, bold: true })),
      {
        x: MARGIN,
        width: CONTENT,
        size,
        color: ACCENT,
      },
    );
    if (level <= 2) {
      this.page.drawLine({
        start: { x: MARGIN, y: this.y + 2 },
        end: { x: MARGIN + CONTENT, y: this.y + 2 },
        thickness: level === 1 ? 1.2 : 0.5,
        color: level === 1 ? ACCENT : RULE,
      });
      this.space(6);
    } else this.space(2);
  }

  paragraph(text: string, options: { indent?: number; color?: RGB; italic?: boolean } = {}) {
    const indent = options.indent ?? 0;
    const runs = runsOf(text).map((r) => (options.italic ? { ...r, italic: true } : r));
    this.text(runs, {
      x: MARGIN + indent,
      width: CONTENT - indent,
      size: 10,
      color: options.color,
    });
    this.space(5);
  }

  note(text: string) {
    const runs = runsOf(text).map((r) => ({ ...r, italic: true }));
    const height = this.text(runs, { x: MARGIN + 12, width: CONTENT - 16, size: 9.5 }, true);
    this.ensure(height + 8);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height - 4,
      width: CONTENT,
      height: height + 8,
      color: rgb(0.95, 0.97, 0.99),
      borderColor: RULE,
      borderWidth: 0.5,
    });
    this.space(2);
    this.text(runs, { x: MARGIN + 12, width: CONTENT - 16, size: 9.5, color: MUTED });
    this.space(8);
  }

  item(marker: string, text: string, depth: number) {
    const indent = 14 + depth * 16;
    const size = 10;
    const runs = runsOf(text);
    const height = this.text(runs, { x: 0, width: CONTENT - indent - 4, size }, true);
    this.ensure(Math.min(height, size * 2.7));
    const baseline = this.y - size;
    if (marker === "check") {
      this.page.drawRectangle({
        x: MARGIN + indent - 14,
        y: baseline - 1,
        width: 8,
        height: 8,
        borderColor: INK,
        borderWidth: 0.8,
      });
    } else {
      const label = marker === "bullet" ? "•" : marker;
      const font = this.fonts.regular;
      const width = font.widthOfTextAtSize(label, size);
      this.page.drawText(label, {
        x: MARGIN + indent - 4 - width,
        y: baseline,
        size,
        font,
        color: INK,
      });
    }
    this.text(runs, { x: MARGIN + indent + 2, width: CONTENT - indent - 2, size });
    this.space(3);
  }

  table(rows: string[][]) {
    const columns = Math.max(...rows.map((r) => r.length));
    const size = 9;
    const pad = 4;
    const longest = Array.from({ length: columns }, (_, c) =>
      Math.min(60, Math.max(6, ...rows.map((r) => (r[c] ?? "").length))),
    );
    const total = longest.reduce((a, b) => a + b, 0);
    const widths = longest.map((l) => (l / total) * CONTENT);
    this.space(4);
    for (const [index, row] of rows.entries()) {
      const cells = Array.from({ length: columns }, (_, c) => {
        const runs = runsOf(row[c] ?? "");
        return index === 0 ? runs.map((r) => ({ ...r, bold: true })) : runs;
      });
      const height =
        Math.max(
          ...cells.map((runs, c) =>
            this.text(runs, { x: 0, width: widths[c]! - 2 * pad, size }, true),
          ),
          size * 1.35,
        ) +
        2 * pad;
      this.ensure(height);
      const top = this.y;
      let x = MARGIN;
      for (const [c, runs] of cells.entries()) {
        this.page.drawRectangle({
          x,
          y: top - height,
          width: widths[c]!,
          height,
          borderColor: RULE,
          borderWidth: 0.5,
          color: index === 0 ? rgb(0.93, 0.95, 0.97) : undefined,
        });
        this.text(runs, { x: x + pad, width: widths[c]! - 2 * pad, size }, false, top - pad);
        x += widths[c]!;
      }
      this.y = top - height;
    }
    this.space(8);
  }

  rule() {
    this.space(4);
    this.ensure(8);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.space(8);
  }
}

/** The PDF of one Markdown document, titled with its first heading. */
export async function markdownToPdf(markdown: string, source: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await doc.embedFont(StandardFonts.HelveticaBoldOblique),
    symbols: await doc.embedFont(StandardFonts.ZapfDingbats),
  };
  const blocks = parseBlocks(markdown);
  const title = blocks.find((b) => b.kind === "heading")?.text ?? source;
  doc.setTitle(title);
  doc.setAuthor("Countinghouse");
  doc.setSubject("Countinghouse Free Resources library");
  doc.setCreator("Countinghouse resource build");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setLanguage("en-US");

  const writer = new Writer(doc, fonts, `${title} · Countinghouse Free Resources`);
  for (const block of blocks) {
    if (block.kind === "heading") writer.heading(block.level, block.text);
    else if (block.kind === "paragraph") writer.paragraph(block.text);
    else if (block.kind === "note") writer.note(block.text);
    else if (block.kind === "item") writer.item(block.marker, block.text, block.depth);
    else if (block.kind === "table") writer.table(block.rows);
    else writer.rule();
  }
  return doc.save({ useObjectStreams: false });
}
