import { icon } from "./icon";

export const ListChecks = /* @__PURE__ */ icon("lucide-list-checks", [
  "M13 5h8",
  "M13 12h8",
  "M13 19h8",
  "m3 17 2 2 4-4",
  "m3 7 2 2 4-4",
]);
