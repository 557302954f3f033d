import { icon } from "./icon";

export const Undo2 = /* @__PURE__ */ icon("lucide-undo-2", [
  "M9 14 4 9l5-5",
  "M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11",
]);
