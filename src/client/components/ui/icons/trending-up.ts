import { icon } from "./icon";

export const TrendingUp = /* @__PURE__ */ icon("lucide-trending-up", [
  "M16 7h6v6",
  "m22 7-8.5 8.5-5-5L2 17",
]);
