import { icon } from "./icon";

export const Repeat = /* @__PURE__ */ icon("lucide-repeat", [
  "m17 2 4 4-4 4",
  "M3 11v-1a4 4 0 0 1 4-4h14",
  "m7 22-4-4 4-4",
  "M21 13v1a4 4 0 0 1-4 4H3",
]);
