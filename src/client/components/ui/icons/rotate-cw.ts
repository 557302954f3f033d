import { icon } from "./icon";

export const RotateCw = /* @__PURE__ */ icon("lucide-rotate-cw", [
  "M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8",
  "M21 3v5h-5",
]);
