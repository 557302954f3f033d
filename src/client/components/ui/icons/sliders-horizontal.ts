import { icon } from "./icon";

export const SlidersHorizontal = /* @__PURE__ */ icon("lucide-sliders-horizontal", [
  "M10 5H3",
  "M12 19H3",
  "M14 3v4",
  "M16 17v4",
  "M21 12h-9",
  "M21 19h-5",
  "M21 5h-7",
  "M8 10v4",
  "M8 12H3",
]);
