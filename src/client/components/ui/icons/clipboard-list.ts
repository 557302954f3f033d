import { icon } from "./icon";

export const ClipboardList = /* @__PURE__ */ icon("lucide-clipboard-list", [
  ["rect", { width: "8", height: "4", x: "8", y: "2", rx: "1", ry: "1" }],
  "M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2",
  "M12 11h4",
  "M12 16h4",
  "M8 11h.01",
  "M8 16h.01",
]);
