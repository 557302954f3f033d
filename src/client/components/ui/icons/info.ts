import { icon } from "./icon";

export const Info = /* @__PURE__ */ icon("lucide-info", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  "M12 16v-4",
  "M12 8h.01",
]);
