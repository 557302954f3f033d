import { icon } from "./icon";

export const BadgeCheck = /* @__PURE__ */ icon("lucide-badge-check lucide-verified", [
  "M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z",
  "m16 9-5.5 5.5L8 12",
]);
