import type { FreeResource } from "@shared/contracts/free-resources";
import type { ResourceCategory } from "@shared/resource-categories";

export type ResourceCategoryFilter = ResourceCategory | "all";

type Searchable = Pick<FreeResource, "title" | "description" | "tags" | "category">;

/**
 * Spec section 5: the search matches title, description or any tag, case-insensitive,
 * and is combined with the category filter. Blank search text matches everything.
 */
export function matchesResource(
  resource: Searchable,
  search: string,
  category: ResourceCategoryFilter,
): boolean {
  if (category !== "all" && resource.category !== category) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [resource.title, resource.description, ...resource.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export function filterResources<T extends Searchable>(
  resources: readonly T[],
  search: string,
  category: ResourceCategoryFilter,
): T[] {
  return resources.filter((resource) => matchesResource(resource, search, category));
}
