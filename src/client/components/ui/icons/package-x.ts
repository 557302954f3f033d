import { icon } from "./icon";

export const PackageX = /* @__PURE__ */ icon("lucide-package-x", [
  "M12 22V12",
  "m16.5 14.5 5 5",
  "m16.5 19.5 5-5",
  "M21 10.5V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.729l7 4a2 2 0 0 0 2 .001l.13-.074",
  "M3.29 7 12 12l8.71-5",
  "m7.5 4.27 8.997 5.148",
]);
