import { icon } from "./icon";

export const Cloud = /* @__PURE__ */ icon("lucide-cloud", [
  "M17.5 19H9a7 7 0 1 1 6.71-9h1.79a4.5 4.5 0 1 1 0 9Z",
]);
