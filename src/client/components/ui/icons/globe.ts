import { icon } from "./icon";

export const Globe = /* @__PURE__ */ icon("lucide-globe", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  "M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20",
  "M2 12h20",
]);
