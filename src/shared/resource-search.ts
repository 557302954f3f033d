import type { FreeResource } from "./contracts/free-resources.js";
import type { ResourceCategory } from "./resource-categories.js";

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
