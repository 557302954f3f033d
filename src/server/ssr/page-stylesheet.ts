import { createHash } from "node:crypto";

/**
 * The part of the built stylesheet one server-rendered page uses (docs/decisions/0163). The whole
 * stylesheet (51 KB, 8 KB brotli) was inlined into every page, so no page fitted in the first
 * round trip of a new connection (about 14 KB: TCP's initial window of 10 segments). A page
 * carries only the utility rules whose classes appear in its HTML, and the custom properties
 * those rules read; the bootstrap links the whole stylesheet before the application starts, so
 * what the browser draws later is styled as before.
 *
 * Tailwind's output is flat, minified CSS: layers, media and supports blocks holding plain rules.
 * A rule is kept when one of its selectors names only classes and elements the page has (a
 * selector naming neither, like `*` or `::placeholder`, is always kept).
 */

interface Rule {
  /** A selector or an at-rule's prelude. */
  prelude: string;
  body: Node[];
  /** A plain rule: the classes and elements (`<h1`) each selector requires (one is enough). */
  needs?: string[][];
}
interface Statement {
  text: string;
  /** The custom property it declares (`--x: ...`). */
  declares?: string;
  /** The custom properties it reads (`var(--x)`). */
  reads: string[];
}
type Node = Rule | Statement;

export interface Stylesheet {
  nodes: Node[];
  /** Subsets already made, by the page's sorted class list: a page's kind repeats its classes. */
  made: Map<string, PageStylesheet>;
}

/** At most this many subsets are remembered (a few per kind of page). */
const SUBSETS_KEPT = 200;

/** Reads a stylesheet into blocks and statements (strings, escapes and comments respected). */
export function parseStylesheet(css: string): Stylesheet {
  let i = 0;
  const block = (): Node[] => {
    const nodes: Node[] = [];
    let start = i;
    while (i < css.length) {
      const ch = css[i];
      if (ch === "\\") {
        i += 2;
      } else if (ch === '"' || ch === "'") {
        i++;
        while (i < css.length && css[i] !== ch) i += css[i] === "\\" ? 2 : 1;
        i++;
      } else if (ch === "/" && css[i + 1] === "*") {
        const end = css.indexOf("*/", i + 2);
        const before = css.slice(start, i).trim();
        i = end < 0 ? css.length : end + 2;
        if (!before) start = i; // a comment between rules (the licence) is left out
      } else if (ch === "{") {
        const prelude = css.slice(start, i).trim();
        i++;
        nodes.push({ prelude, body: block() });
        start = i;
      } else if (ch === "}" || ch === ";") {
        const text = css.slice(start, i).trim();
        i++;
        if (text) nodes.push(statement(ch === ";" ? `${text};` : text));
        if (ch === "}") return nodes;
        start = i;
      } else {
        i++;
      }
    }
    const text = css.slice(start).trim();
    if (text) nodes.push(statement(text));
    return nodes;
  };
  return { nodes: annotate(block()), made: new Map() };
}

const CUSTOM_PROPERTY = /^(--[\w-]+)\s*:/;
const READS = /var\((--[\w-]+)/g;

function statement(text: string): Statement {
  return {
    text,
    declares: CUSTOM_PROPERTY.exec(text)?.[1],
    reads: [...text.matchAll(READS)].map((m) => m[1]!),
  };
}

/** Marks every rule with the classes and elements (`<h1`) it needs, once, when the sheet is read. */
function annotate(nodes: Node[]): Node[] {
  for (const node of nodes) {
    if ("text" in node) continue;
    const { prelude } = node;
    if (/^@(layer|media|supports)/.test(prelude)) annotate(node.body);
    else if (!prelude.startsWith("@")) {
      node.needs = selectorsOf(prelude).map((selector) => [
        ...classesOf(selector),
        ...elementsOf(selector).map((name) => `<${name}`),
      ]);
    }
  }
  return nodes;
}

function serialize(nodes: readonly Node[]): string {
  return nodes.map((n) => ("text" in n ? n.text : `${n.prelude}{${serialize(n.body)}}`)).join("");
}

/** The class names a selector requires, unescaped (`.sm\:grid-cols-2` is `sm:grid-cols-2`). */
function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\[\da-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((m) =>
    m[1]!.replace(/\\([\da-fA-F]{1,6})\s?|\\(.)/g, (_, hex?: string, char?: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
    ),
  );
}

/**
 * The element names a selector requires (`h1`, `select ... optgroup`), leaving out what is inside
 * attribute brackets, escapes (in class names) and `:not(...)`.
 */
function elementsOf(selector: string): string[] {
  const bare = selector
    .replace(/\\[\da-fA-F]{1,6}\s?|\\./g, "_")
    .replace(/\[[^\]]*\]/g, "[]")
    .replace(/:not\([^)]*\)/g, "")
    .replace(/(::?|[.#])[\w-]+/g, "");
  return [...bare.matchAll(/(?:^|[\s>+~(,])([a-z][a-z\d-]*)/gi)].map((m) => m[1]!.toLowerCase());
}

/** Commas between selectors, not inside `:is(...)`, `:where(...)` or attribute values. */
function selectorsOf(prelude: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const ch = prelude[i];
    if (ch === "\\") i++;
    else if (ch === "(" || ch === "[") depth++;
    else if (ch === ")" || ch === "]") depth--;
    else if (ch === "," && depth === 0) {
      out.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  out.push(prelude.slice(start));
  return out;
}

function usedRules(nodes: readonly Node[], classes: ReadonlySet<string>): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if ("text" in node) out.push(node);
    else if (node.needs) {
      if (node.needs.some((needed) => needed.every((c) => classes.has(c)))) out.push(node);
    } else if (/^@(layer|media|supports)/.test(node.prelude)) {
      const body = usedRules(node.body, classes);
      if (body.length || !node.body.length) out.push({ prelude: node.prelude, body });
    } else {
      out.push(node);
    }
  }
  return out;
}

/**
 * Custom properties the kept rules read (`var(--x)`), and the ones those read in turn; `extra`
 * are read elsewhere (the page's own style attributes).
 */
function propertiesRead(nodes: readonly Node[], extra: Iterable<string>): Set<string> {
  const read = new Set<string>(extra);
  const readsOf = new Map<string, string[]>();
  const visit = (list: readonly Node[]) => {
    for (const node of list) {
      if (!("text" in node)) {
        for (const m of node.prelude.matchAll(READS)) read.add(m[1]!);
        visit(node.body);
      } else if (node.declares) {
        readsOf.set(node.declares, [...(readsOf.get(node.declares) ?? []), ...node.reads]);
      } else {
        for (const name of node.reads) read.add(name);
      }
    }
  };
  visit(nodes);
  const pending = [...read];
  while (pending.length) {
    for (const name of readsOf.get(pending.pop()!) ?? []) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  }
  return read;
}

/** Drops declarations of custom properties no kept rule reads, and their @property rules. */
function withoutUnreadProperties(nodes: readonly Node[], read: ReadonlySet<string>): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if ("text" in node) {
      if (!node.declares || read.has(node.declares)) out.push(node);
    } else if (node.prelude.startsWith("@property")) {
      if (read.has(node.prelude.slice("@property".length).trim())) out.push(node);
    } else {
      const body = withoutUnreadProperties(node.body, read);
      if (body.length === node.body.length && body.every((n, i) => n === node.body[i])) {
        out.push(node);
      } else if (body.length) {
        out.push({ prelude: node.prelude, body });
      }
    }
  }
  return out;
}

/** Every rule and statement of `nodes` (kept ones are the sheet's own objects). */
function leavesOf(nodes: readonly Node[], into = new Set<Node>()): Set<Node> {
  for (const node of nodes) {
    into.add(node);
    if (!("text" in node)) leavesOf(node.body, into);
  }
  return into;
}

/**
 * The sheet without what the page's part kept: the rules, declarations and @property rules it
 * left out, in the sheet's order and blocks. Added after the page's part, it makes the whole
 * stylesheet, and the browser restyles only the elements its rules can match (none of the page's
 * own: their classes' rules were all in the page's part).
 */
function restOf(nodes: readonly Node[], kept: ReadonlySet<Node>): Node[] {
  const out: Node[] = [];
  for (const node of nodes) {
    if (kept.has(node)) continue; // kept as it is (a rule kept in part is a new object)
    if ("text" in node) {
      out.push(node);
      continue;
    }
    const body = restOf(node.body, kept);
    if (body.length === node.body.length && body.every((n, i) => n === node.body[i])) {
      out.push(node);
    } else if (body.length) out.push({ prelude: node.prelude, body });
  }
  return out;
}

/** React's escapes in attribute values. */
const unescapeAttribute = (value: string) =>
  !value.includes("&")
    ? value
    : value
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");

/** A page's part of the stylesheet, and the rest of it, which the bootstrap adds. */
export interface PageStylesheet {
  css: string;
  rest: { id: string; css: string };
}

/** The stylesheet a page's HTML needs: its classes' rules and the custom properties they read. */
export function stylesheetFor(sheet: Stylesheet, html: string): PageStylesheet {
  /** Its classes, and its elements as `<name`. */
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of unescapeAttribute(m[1]!).split(/\s+/)) if (name) classes.add(name);
  }
  const inline = [...html.matchAll(/\sstyle="([^"]*)"/g)].flatMap((m) =>
    [...unescapeAttribute(m[1]!).matchAll(READS)].map((r) => r[1]!),
  );
  // The page's part after the template's start: the document's own elements are always there.
  for (const name of ["html", "head", "body"]) classes.add(`<${name}`);
  for (const m of html.matchAll(/<([a-z][a-z\d-]*)/gi)) classes.add(`<${m[1]!.toLowerCase()}`);
  const key = `${[...classes].sort().join(" ")}|${inline.sort().join(" ")}`;
  let made = sheet.made.get(key);
  if (made === undefined) {
    const rules = usedRules(sheet.nodes, classes);
    const kept = withoutUnreadProperties(rules, propertiesRead(rules, inline));
    const rest = serialize(restOf(sheet.nodes, leavesOf(kept)));
    made = {
      css: serialize(kept),
      rest: { id: createHash("sha256").update(rest).digest("base64url").slice(0, 16), css: rest },
    };
    if (sheet.made.size >= SUBSETS_KEPT) sheet.made.delete(sheet.made.keys().next().value!);
    sheet.made.set(key, made);
  }
  return made;
}

/** The rest of the sheet with this id, while a page naming it is remembered. */
export function restById(sheet: Stylesheet, id: string): string | undefined {
  for (const made of sheet.made.values()) if (made.rest.id === id) return made.rest.css;
  return undefined;
}
