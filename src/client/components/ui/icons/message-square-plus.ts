import { icon } from "./icon";

export const MessageSquarePlus = /* @__PURE__ */ icon("lucide-message-square-plus", [
  "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
  "M12 8v6",
  "M9 11h6",
]);
