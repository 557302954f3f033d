import { icon } from "./icon";

export const FileQuestionMark = /* @__PURE__ */ icon(
  "lucide-file-question-mark lucide-file-question",
  [
    "M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z",
    "M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5",
    "M12 17h.01",
  ],
);
