import { icon } from "./icon";

export const ArrowRight = /* @__PURE__ */ icon("lucide-arrow-right", ["M5 12h14", "m12 5 7 7-7 7"]);
