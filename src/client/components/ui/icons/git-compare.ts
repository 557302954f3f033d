import { icon } from "./icon";

export const GitCompare = /* @__PURE__ */ icon("lucide-git-compare", [
  ["circle", { cx: "18", cy: "18", r: "3" }],
  ["circle", { cx: "6", cy: "6", r: "3" }],
  "M13 6h3a2 2 0 0 1 2 2v7",
  "M11 18H8a2 2 0 0 1-2-2V9",
]);
