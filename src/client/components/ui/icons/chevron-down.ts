import { icon } from "./icon";

export const ChevronDown = /* @__PURE__ */ icon("lucide-chevron-down", ["m6 9 6 6 6-6"]);
