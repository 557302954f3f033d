/** Resource categories and their names, without zod, so screens can use them without loading it. */
export const RESOURCE_CATEGORIES = ["templates", "guides", "tools", "checklists"] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** The names people see, in the order of the spec's category select. */
export const RESOURCE_CATEGORY_LABELS: Record<ResourceCategory, string> = {
  templates: "Templates",
  guides: "Guides & Tutorials",
  tools: "Tools & Calculators",
  checklists: "Checklists",
};
