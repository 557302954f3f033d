import { useMemo, useState } from "react";
import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import Search from "lucide-react/icons/search";
import SearchX from "lucide-react/icons/search-x";
import type { FreeResource } from "@shared/contracts/free-resources";
import { RESOURCE_CATEGORIES, RESOURCE_CATEGORY_LABELS } from "@shared/resource-categories";
import { filterResources, type ResourceCategoryFilter } from "./resource-search";
import { Button, buttonClass } from "@client/components/ui/button";
import { Card } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { Skeleton } from "@client/components/ui/skeleton";
import { LoadError } from "@client/components/load-error";
import { useFreeResources } from "./api/get-free-resources";
import { useRecordDownload } from "./api/record-download";
import { ResourceCard } from "./resource-card";
import { saveFile } from "./save-file";
import { useAddressState } from "@client/lib/use-address-state";

function ResourceGridSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {/* Said by a status, not a label: a plain div may not carry aria-label (axe). */}
      <span role="status" className="sr-only">
        Loading resources…
      </span>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="flex flex-col gap-4 p-6">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-24 rounded-full" />
            <Skeleton className="h-4 w-12" />
          </div>
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-14 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="mt-2 h-9 w-full" />
        </Card>
      ))}
    </div>
  );
}

function NoResults({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold">No resources found</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Try a different search term or choose another category.
      </p>
      <Button variant="outline" className="mt-4" onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}

function Promo() {
  return (
    <section className="mt-16 rounded-xl bg-primary px-6 py-10 text-center text-primary-foreground sm:px-12">
      <h2 className="text-2xl font-bold tracking-tight">Need More Advanced Tools?</h2>
      <p className="mx-auto mt-3 max-w-2xl text-slate-200">
        Our professional software and SaaS solutions automate the work these templates describe —
        from client intake to month-end close.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/products" className={buttonClass("accent", "lg")}>
          Browse Products <ArrowRight aria-hidden="true" />
        </Link>
        <Link
          to="/contact"
          className={buttonClass(
            "outline",
            "lg",
            "border-white/40 bg-transparent text-white hover:bg-white/10",
          )}
        >
          Contact Our Team
        </Link>
      </div>
    </section>
  );
}

const isCategory = (value: string | null): value is ResourceCategoryFilter =>
  value === "all" || (RESOURCE_CATEGORIES as readonly (string | null)[]).includes(value);

/**
 * The search and category live in the URL (?search=irs&category=checklists), like the products
 * page: a filtered list can be shared and survives a reload. Typing replaces the history entry.
 */
function useResourceFilters() {
  const [filters, setFilters] = useAddressState(readResourceFilters, writeResourceFilters);
  return {
    ...filters,
    setSearch: (search: string) => setFilters({ ...filters, search }),
    setCategory: (category: ResourceCategoryFilter) => setFilters({ ...filters, category }),
    clear: () => setFilters({ search: "", category: "all" }),
  };
}

interface ResourceFilters {
  search: string;
  category: ResourceCategoryFilter;
}

function readResourceFilters(params: URLSearchParams): ResourceFilters {
  const category = params.get("category");
  return { search: params.get("search") ?? "", category: isCategory(category) ? category : "all" };
}

function writeResourceFilters({ search, category }: ResourceFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (search) query.search = search;
  if (category !== "all") query.category = category;
  return query;
}

export default function FreeResourcesPage() {
  const resourcesQuery = useFreeResources();
  const { data: resources, isLoading, isError } = resourcesQuery;
  const recordDownload = useRecordDownload();
  const { search, category, setSearch, setCategory, clear } = useResourceFilters();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const shown = useMemo(
    () => filterResources(resources ?? [], search, category),
    [resources, search, category],
  );

  async function download(resource: FreeResource) {
    setPendingId(resource.id);
    try {
      await recordDownload.mutateAsync({ resourceId: resource.id });
    } catch (error) {
      // Spec section 7: a failed count is only logged; the file still downloads.
      console.error("Failed to record the download", error);
    } finally {
      setPendingId(null);
    }
    saveFile(resource.fileUrl, resource.fileName);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">Free Resources</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          Templates, guides and tools for your practice
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Engagement letters, checklists, spreadsheets and practical guides written for accountants,
          tax preparers and financial planners. Free to download and use with your clients.
        </p>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row" role="search">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            placeholder="Search resources..."
            aria-label="Search resources"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value as ResourceCategoryFilter)}
          className="sm:w-60"
        >
          <option value="all">All Resources</option>
          {RESOURCE_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {RESOURCE_CATEGORY_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>

      <div className="mt-8">
        {isLoading ? (
          <ResourceGridSkeleton />
        ) : isError ? (
          <LoadError what="the resources" retry={resourcesQuery} />
        ) : shown.length === 0 ? (
          <NoResults onClear={clear} />
        ) : (
          <>
            <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
              Showing {shown.length} of {resources?.length ?? 0} resources
            </p>
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {shown.map((resource) => (
                <ResourceCard
                  key={resource.id}
                  resource={resource}
                  onDownload={download}
                  downloading={pendingId === resource.id}
                />
              ))}
            </div>
          </>
        )}
      </div>

      <Promo />
    </div>
  );
}
