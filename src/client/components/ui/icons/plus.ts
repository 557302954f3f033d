import { icon } from "./icon";

export const Plus = /* @__PURE__ */ icon("lucide-plus", ["M5 12h14", "M12 5v14"]);
