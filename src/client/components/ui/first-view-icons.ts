import { createElement, type SVGProps } from "react";
import type { IconShape } from "./icons/icon";

/*
 * The icons the first view draws before anything else has loaded: the header's, the landing's
 * hero's and the loading screen's. The header imports this module, so these icons are in the
 * application's chunk, which every page loads, and cost the landing's chunk nothing (decision
 * 0107). They are defined here, in one module, rather than one module each in ./icons/ like the
 * others: each module shared between chunks costs its own wrapper in the build, and these are
 * loaded everywhere anyway. Elsewhere these icons are imported from here too (decision 0181).
 * An icon added to the header, the hero or the loading screen moves here from ./icons/.
 *
 * They are drawn by a smaller `decorative()` instead of ./icons/icon.ts, whose handling of every
 * lucide-react prop would put the landing's first view over its 90 KB (DESIGN.md section 6): always
 * hidden from assistive technology (the app uses them only beside their words), and for the props
 * their type allows (a class, a stroke width) the same markup lucide-react 1.75 draws.
 */
type DecorativeProps = Omit<
  SVGProps<SVGSVGElement>,
  "aria-label" | "aria-labelledby" | "role" | "title" | "children"
>;

function decorative(classes: string, shapes: IconShape[]) {
  return ({ className, ...props }: DecorativeProps) =>
    createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: `lucide ${classes}${className ? ` ${className}` : ""}`,
        "aria-hidden": "true",
        ...props,
      },
      ...shapes.map((shape) =>
        typeof shape === "string" ? createElement("path", { d: shape }) : createElement(...shape),
      ),
    );
}

export const Bot = /* @__PURE__ */ decorative("lucide-bot", [
  "M12 8V4H8",
  ["rect", { width: "16", height: "12", x: "4", y: "8", rx: "2" }],
  "M2 14h2",
  "M20 14h2",
  "M15 13v2",
  "M9 13v2",
]);

export const Calculator = /* @__PURE__ */ decorative("lucide-calculator", [
  ["rect", { width: "16", height: "20", x: "4", y: "2", rx: "2" }],
  ["line", { x1: "8", x2: "16", y1: "6", y2: "6" }],
  ["line", { x1: "16", x2: "16", y1: "14", y2: "18" }],
  "M16 10h.01",
  "M12 10h.01",
  "M8 10h.01",
  "M12 14h.01",
  "M8 14h.01",
  "M12 18h.01",
  "M8 18h.01",
]);

export const LoaderCircle = /* @__PURE__ */ decorative("lucide-loader-circle lucide-loader-2", [
  "M21 12a9 9 0 1 1-6.219-8.56",
]);

export const Menu = /* @__PURE__ */ decorative("lucide-menu", ["M4 5h16", "M4 12h16", "M4 19h16"]);

export const MessageSquare = /* @__PURE__ */ decorative("lucide-message-square", [
  "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
]);

export const ShoppingCart = /* @__PURE__ */ decorative("lucide-shopping-cart", [
  "m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18",
  "M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25",
  ["circle", { cx: "18", cy: "20", r: "2" }],
  ["circle", { cx: "8", cy: "20", r: "2" }],
]);

export const Sparkles = /* @__PURE__ */ decorative("lucide-sparkles lucide-stars", [
  "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
  "M20 2v4",
  "M22 4h-4",
  ["circle", { cx: "4", cy: "20", r: "2" }],
]);
