import { icon } from "./icon";

export const SearchX = /* @__PURE__ */ icon("lucide-search-x", [
  "m13.5 8.5-5 5",
  "m8.5 8.5 5 5",
  ["circle", { cx: "11", cy: "11", r: "8" }],
  "m21 21-4.3-4.3",
]);
