import { icon } from "./icon";

export const Minus = /* @__PURE__ */ icon("lucide-minus", ["M5 12h14"]);
