import { icon } from "./icon";

export const FileDown = /* @__PURE__ */ icon("lucide-file-down", [
  "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
  "M14 2v5a1 1 0 0 0 1 1h5",
  "M12 18v-6",
  "m9 15 3 3 3-3",
]);
