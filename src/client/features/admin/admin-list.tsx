import { useState, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadError } from "@client/components/load-error";
import { Button } from "@client/components/ui/button";
import { Input } from "@client/components/ui/input";
import { Skeleton } from "@client/components/ui/skeleton";
import { refusalReason } from "@client/lib/api-client";
import { cn } from "@client/lib/cn";
import { Pager } from "./pager";

/**
 * An admin list's four states: loading, failed (with the server's reason and a retry), empty
 * (the panel's own words), or its rows, drawn by `children` from the data.
 */
export function AdminListBody<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** What could not be loaded, as it reads after "We could not load": "the orders". */
  what: string;
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { data, isLoading, isError, error, refetch, isFetching } = query;
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  if (isError || data === undefined)
    return (
      <LoadError
        what={what}
        detail={refusalReason(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (isEmpty(data))
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
        {empty}
      </p>
    );
  return children(data);
}

/** Rows that each open one record (an order, a customer, a message) when clicked. */
export function OpenableRows<T extends { id: string | number }>({
  label,
  items,
  onOpen,
  rowClassName,
  children,
}: {
  label: string;
  items: readonly T[];
  onOpen: (item: T) => void;
  /** The row's own grid: its columns at each width. */
  rowClassName: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className="divide-y rounded-md border" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item)}
            className={cn("grid w-full p-3 text-left text-sm hover:bg-muted", rowClassName)}
          >
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A paged admin list in its four states; with rows, how many there are, an optional column
 * header, the page's rows, and the pager under them.
 */
export function PagedList<T extends { id: string | number }>({
  query,
  what,
  empty,
  pagerLabel,
  noun,
  page,
  onPage,
  header,
  ...rows
}: {
  query: UseQueryResult<{ items: T[]; total: number; pageSize: number }>;
  what: string;
  empty: ReactNode;
  label: string;
  pagerLabel: string;
  /** The count's noun, one and many: ["order", "orders"]. */
  noun: readonly [string, string];
  page: number;
  onPage: (page: number) => void;
  header?: ReactNode;
  onOpen: (item: T) => void;
  rowClassName: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <AdminListBody
      query={query}
      what={what}
      isEmpty={(data) => data.items.length === 0}
      empty={empty}
    >
      {(data) => (
        <>
          <p className="mb-2 text-sm text-muted-foreground" aria-live="polite">
            {data.total} {data.total === 1 ? noun[0] : noun[1]}
          </p>
          {header}
          <OpenableRows items={data.items} {...rows} />
          <Pager
            label={pagerLabel}
            page={page}
            pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            onPage={onPage}
            className="mt-3"
          />
        </>
      )}
    </AdminListBody>
  );
}

/** A filter's label over its control, in an admin list's search row. */
export const FILTER_LABEL = "grid gap-1 text-xs font-medium text-muted-foreground";

/**
 * An admin list's search row: the text typed is searched when submitted (Enter or the button);
 * `children` are the list's own filters between the two, which apply as they change.
 */
export function AdminSearchForm({
  label,
  placeholder,
  onSearch,
  className,
  children,
}: {
  label?: string;
  placeholder: string;
  onSearch: (q: string) => void;
  className: string;
  children?: ReactNode;
}) {
  const [search, setSearch] = useState("");
  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search);
      }}
    >
      <label className={cn(FILTER_LABEL, "flex-1")}>
        Search
        <Input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={placeholder}
        />
      </label>
      {children}
      <Button type="submit">Search</Button>
    </form>
  );
}
