import { clsx, type ClassValue } from "clsx";

/*
 * A small stand-in for tailwind-merge (13 KB gzipped on every first view): a later utility
 * replaces an earlier one of the same group under the same variants, so `cn(base, className)`
 * lets a caller override a component's defaults. It knows the groups this code base uses;
 * cn.test.ts checks it against tailwind-merge on every class string in src/client.
 */

const DISPLAY =
  /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const FONT_SIZE = /^text-(xs|sm|base|lg|[2-9]?xl|\[\d[^\]]*(rem|em|px)\])$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const LINE_WIDTH = /^(border|ring|outline)(-[xytrblse])?(-(\d+|\[\d[^\]]*px\]))?$/;
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;

/** Groups a utility's group removes besides itself when it comes later. */
const OVERRIDES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml", "ms", "me"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  flex: ["grow", "shrink", "basis"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-s", "rounded-e"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
};

/** Words tailwind-merge knows as whole utilities; any other bare word ("group") is never merged. */
const BARE_UTILITIES = /^(rounded|shadow|grow|shrink|transition|truncate|italic)$/;
const TEXT_TRANSFORM = /^(uppercase|lowercase|capitalize|normal-case)$/;
const TEXT_DECORATION = /^(underline|overline|line-through|no-underline)$/;

function groupOf(utility: string): string | undefined {
  if (!/^[a-z][\w-]*(-\[[^\]]*\]|[\w./%-]*)$/.test(utility)) return undefined;
  if (DISPLAY.test(utility)) return "display";
  if (POSITION.test(utility)) return "position";
  if (FONT_SIZE.test(utility)) return "font-size";
  if (TEXT_ALIGN.test(utility)) return "text-align";
  if (FONT_WEIGHT.test(utility)) return "font-weight";
  if (TEXT_TRANSFORM.test(utility)) return "text-transform";
  if (TEXT_DECORATION.test(utility)) return "text-decoration";
  if (/^border-(collapse|separate)$/.test(utility)) return "border-collapse";
  const line = LINE_WIDTH.exec(utility);
  if (line) return `${line[1]}-w${line[2] ?? ""}`;
  if (/^flex-(row|col)/.test(utility)) return "flex-direction";
  if (/^flex-(wrap|nowrap)/.test(utility)) return "flex-wrap";
  if (/^whitespace-/.test(utility)) return "whitespace";
  if (/^border-(solid|dashed|dotted|double|none)$/.test(utility)) return "border-style";
  if (/^(text|bg|border|ring|outline|fill|stroke|from|via|to|decoration)-/.test(utility)) {
    return `${utility.split("-")[0]}-color`;
  }
  // Otherwise the name up to its value: "px-3" -> "px", "min-w-52" -> "min-w", "rounded" -> "rounded".
  const dash = utility.search(/-(\[|\d|[a-z]+$)/);
  if (dash > 0) return utility.slice(0, dash);
  return BARE_UTILITIES.test(utility) ? utility : undefined;
}

/** "sm:hover:-mx-1" -> ["sm:hover:", "mx-1"]; colons inside [...] belong to the utility. */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < token.length; i++) {
    const ch = token[i];
    if (ch === "[") depth++;
    else if (ch === "]") depth--;
    else if (ch === ":" && depth === 0) end = i + 1;
  }
  const utility = token.slice(end).replace(/^!/, "").replace(/^-/, "");
  const important = /^!|!$/.test(token.slice(end)) ? "!" : "";
  return [token.slice(0, end) + important, utility.replace(/!$/, "")];
}

export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const keys = tokens.map((token) => {
    const [variants, utility] = splitVariants(token);
    return [variants, groupOf(utility)] as const;
  });
  const kept: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [variants, group] = keys[i]!;
    if (group === undefined) {
      kept.push(tokens[i]!);
      continue;
    }
    const replaced = (j: number) => {
      const [laterVariants, laterGroup] = keys[j]!;
      return (
        laterVariants === variants &&
        laterGroup !== undefined &&
        (laterGroup === group || OVERRIDES[laterGroup]?.includes(group) === true)
      );
    };
    let overridden = false;
    for (let j = i + 1; j < tokens.length && !overridden; j++) overridden = replaced(j);
    if (!overridden) kept.push(tokens[i]!);
  }
  return kept.join(" ");
}

/**
 * Merged class strings by their input: components pass the same few hundred strings on every
 * render, and merging is quadratic in the tokens (a server render of a product page spent 6% of
 * its time here; in the browser, hydration on a slow phone: decisions 0104, 0107). Bounded: cleared
 * when full, in case class strings are built from data.
 */
const merged = new Map<string, string>();
const MERGED_MAX = 2000;

export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    result = mergeClasses(classes);
    if (merged.size >= MERGED_MAX) merged.clear();
    merged.set(classes, result);
  }
  return result;
}
