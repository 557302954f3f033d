import { Skeleton } from "@client/components/ui/skeleton";

/** Placeholder cards while products load, the same size as the real ones. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <>
      <span role="status" className="sr-only">
        Loading products…
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          data-testid="product-card-skeleton"
          aria-hidden="true"
          className="flex flex-col overflow-hidden rounded-lg border bg-card"
        >
          <Skeleton className="aspect-[16/10] w-full rounded-none" />
          <div className="flex flex-col gap-3 p-5">
            <Skeleton className="h-5 w-20" />
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <div className="flex justify-between pt-2">
              <Skeleton className="h-7 w-24" />
              <Skeleton className="h-9 w-40" />
            </div>
          </div>
        </div>
      ))}
    </>
  );
}
