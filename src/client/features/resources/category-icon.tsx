import { BookOpen, Calculator, FileText, ListChecks, type LucideIcon } from "lucide-react";
import type { ResourceCategory } from "@shared/resource-categories";

export const CATEGORY_ICONS: Record<ResourceCategory, LucideIcon> = {
  templates: FileText,
  guides: BookOpen,
  tools: Calculator,
  checklists: ListChecks,
};
