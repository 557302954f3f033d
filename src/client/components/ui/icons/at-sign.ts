import { icon } from "./icon";

export const AtSign = /* @__PURE__ */ icon("lucide-at-sign", [
  ["circle", { cx: "12", cy: "12", r: "4" }],
  "M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8",
]);
