import { icon } from "./icon";

export const Check = /* @__PURE__ */ icon("lucide-check", ["M20 6 9 17l-5-5"]);
