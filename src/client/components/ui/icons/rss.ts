import { icon } from "./icon";

export const Rss = /* @__PURE__ */ icon("lucide-rss", [
  "M4 11a9 9 0 0 1 9 9",
  "M4 4a16 16 0 0 1 16 16",
  ["circle", { cx: "5", cy: "19", r: "1" }],
]);
