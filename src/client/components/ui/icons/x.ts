import { icon } from "./icon";

export const X = /* @__PURE__ */ icon("lucide-x", ["M18 6 6 18", "m6 6 12 12"]);
