import { icon } from "./icon";

export const Siren = /* @__PURE__ */ icon("lucide-siren", [
  "M7 18v-6a5 5 0 1 1 10 0v6",
  "M5 21a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-1a2 2 0 0 0-2-2H7a2 2 0 0 0-2 2z",
  "M21 12h1",
  "M18.5 4.5 18 5",
  "M2 12h1",
  "M12 2v1",
  "m4.929 4.929.707.707",
  "M12 12v6",
]);
