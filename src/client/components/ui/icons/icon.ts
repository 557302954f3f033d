import { createElement, type ReactElement, type SVGProps } from "react";

/*
 * Lucide's icons without lucide-react (docs/decisions/0181): a module per icon (the first view's
 * seven in ../first-view-icons.ts), each made by `icon()` below from the shapes of lucide-react
 * 1.75 (ISC licence; some icons come from Feather, MIT: ./LICENSE). For any props its type admits,
 * `icon()` draws the markup lucide-react 1.75's icon component draws, attribute for attribute and
 * in the same order, so a page looks, and reads to assistive technology and to tests, as it did
 * with lucide-react. It is part of every first view (docs/decisions/0107): keep it small.
 *
 * A new icon: its shapes from lucide's `icons/<name>.svg`, its classes "lucide-<name>" and one
 * "lucide-<alias>" for each alias in `icons/<name>.json` (github.com/lucide-icons/lucide).
 */

/** One element of an icon: a path's `d`, or a tag and its attributes. */
export type IconShape = string | [tag: string, attributes: Record<string, string>];

/** lucide-react's props: an SVG element's, and its own three. */
export interface LucideProps extends SVGProps<SVGSVGElement> {
  size?: string | number;
  /** The stroke keeps its width in pixels whatever the size. */
  absoluteStrokeWidth?: boolean;
  /** `vector-effect="non-scaling-stroke"` on each shape. */
  nonScalingStroke?: boolean;
}

export type LucideIcon = (props: LucideProps) => ReactElement;

/** `classes`: "lucide-<name>", then a "lucide-<alias>" for each of the icon's former names. */
export function icon(classes: string, shapes: IconShape[]): LucideIcon {
  return ({
    color,
    size = 24,
    width = size,
    height = size,
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ...props
  }) =>
    createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width,
        height,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: absoluteStrokeWidth ? (+strokeWidth * 24) / +width : strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        // Each class once, in the order first given, as lucide-react merges them.
        className: [...new Set(`lucide ${classes} ${className ?? ""}`.trim().split(/\s+/))].join(
          " ",
        ),
        // Hidden from assistive technology unless named, given a role or given children. (Both
        // rules inline: as functions of their own they cost the first view 20 bytes more.)
        ...(!children &&
          !Object.entries(props).some(
            ([name, value]) => /^(aria-|role$|title$)/.test(name) && value != null,
          ) && { "aria-hidden": "true" }),
        ...props,
      },
      ...shapes.map((shape) => {
        const [tag, attributes] = typeof shape === "string" ? ["path", { d: shape }] : shape;
        return createElement(
          tag,
          nonScalingStroke ? { vectorEffect: "non-scaling-stroke", ...attributes } : attributes,
        );
      }),
      children,
    );
}
