import { icon } from "./icon";

export const LifeBuoy = /* @__PURE__ */ icon("lucide-life-buoy", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  "m4.93 4.93 4.24 4.24",
  "m14.83 9.17 4.24-4.24",
  "m14.83 14.83 4.24 4.24",
  "m9.17 14.83-4.24 4.24",
  ["circle", { cx: "12", cy: "12", r: "4" }],
]);
