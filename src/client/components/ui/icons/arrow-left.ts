import { icon } from "./icon";

export const ArrowLeft = /* @__PURE__ */ icon("lucide-arrow-left", ["m12 19-7-7 7-7", "M19 12H5"]);
