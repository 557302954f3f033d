import { icon } from "./icon";

export const LogOut = /* @__PURE__ */ icon("lucide-log-out", [
  "m16 17 5-5-5-5",
  "M21 12H9",
  "M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4",
]);
