import { icon } from "./icon";

export const Briefcase = /* @__PURE__ */ icon("lucide-briefcase", [
  "M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16",
  ["rect", { width: "20", height: "14", x: "2", y: "6", rx: "2" }],
]);
