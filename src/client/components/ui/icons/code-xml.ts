import { icon } from "./icon";

export const CodeXml = /* @__PURE__ */ icon("lucide-code-xml lucide-code-2", [
  "m18 16 4-4-4-4",
  "m6 8-4 4 4 4",
  "m14.5 4-5 16",
]);
