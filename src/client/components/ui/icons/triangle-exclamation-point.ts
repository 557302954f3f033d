import { icon } from "./icon";

export const TriangleExclamationPoint = /* @__PURE__ */ icon(
  "lucide-triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert",
  [
    "m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3",
    "M12 9v4",
    "M12 17h.01",
  ],
);
