import { BookOpen } from "@client/components/ui/icons/book-open";
import { Calculator } from "@client/components/ui/first-view-icons";
import { FileText } from "@client/components/ui/icons/file-text";
import { ListChecks } from "@client/components/ui/icons/list-checks";
import type { LucideIcon } from "@client/components/ui/icons/icon";
import type { ResourceCategory } from "@shared/resource-categories";

export const CATEGORY_ICONS: Record<ResourceCategory, LucideIcon> = {
  templates: FileText,
  guides: BookOpen,
  tools: Calculator,
  checklists: ListChecks,
};
