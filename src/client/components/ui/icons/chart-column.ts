import { icon } from "./icon";

export const ChartColumn = /* @__PURE__ */ icon("lucide-chart-column lucide-bar-chart-3", [
  "M3 3v16a2 2 0 0 0 2 2h16",
  "M18 17V9",
  "M13 17V5",
  "M8 17v-3",
]);
