import { icon } from "./icon";

export const ArrowDown = /* @__PURE__ */ icon("lucide-arrow-down", ["M12 5v14", "m19 12-7 7-7-7"]);
