import { icon } from "./icon";

export const Search = /* @__PURE__ */ icon("lucide-search", [
  "m21 21-4.34-4.34",
  ["circle", { cx: "11", cy: "11", r: "8" }],
]);
