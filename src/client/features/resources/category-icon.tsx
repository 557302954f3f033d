import BookOpen from "lucide-react/icons/book-open";
import Calculator from "lucide-react/icons/calculator";
import FileText from "lucide-react/icons/file-text";
import ListChecks from "lucide-react/icons/list-checks";
import type { LucideIcon } from "lucide-react";
import type { ResourceCategory } from "@shared/resource-categories";

export const CATEGORY_ICONS: Record<ResourceCategory, LucideIcon> = {
  templates: FileText,
  guides: BookOpen,
  tools: Calculator,
  checklists: ListChecks,
};
