import { icon } from "./icon";

export const DollarSign = /* @__PURE__ */ icon("lucide-dollar-sign", [
  "M12 3v18",
  "M17 5H9.5a1 1 0 000 7h5a1 1 0 010 7H6",
]);
