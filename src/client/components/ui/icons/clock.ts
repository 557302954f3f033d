import { icon } from "./icon";

export const Clock = /* @__PURE__ */ icon("lucide-clock", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  "M12 6v6l4 2",
]);
