import { lazy, Suspense, useState } from "react";
import {
  defaultRange,
  REPORT_INTERVALS,
  type ReportInterval,
} from "@shared/contracts/admin-reports";
import { formatPrice } from "@shared/money";
import { StatCard } from "@client/components/stat-card";
import { buttonClass } from "@client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@client/components/ui/card";
import { Input } from "@client/components/ui/input";
import { NativeSelect } from "@client/components/ui/native-select";
import { Skeleton } from "@client/components/ui/skeleton";

import ChartColumn from "lucide-react/icons/chart-column";
import DollarSign from "lucide-react/icons/dollar-sign";
import Repeat from "lucide-react/icons/repeat";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import ShoppingCart from "lucide-react/icons/shopping-cart";
import { LoadError } from "@client/components/load-error";
import { refusalReason } from "@client/lib/api-client";
import { reportQuery, useAnalytics, type ReportRange } from "./api/get-analytics";

// The chart library loads with this tab only, never with the store's pages.
const RevenueChart = lazy(() => import("./revenue-chart"));

const LABEL = "grid gap-1 text-xs font-medium text-muted-foreground";

/** The Analytics tab: figures from the orders, refunds and subscriptions, a chart, CSV exports. */
export function AnalyticsPanel() {
  const [range, setRange] = useState<ReportRange>({ ...defaultRange(), interval: "day" });
  const { data, isLoading, isError, error, refetch, isFetching } = useAnalytics(range);
  return (
    <div className="grid gap-6">
      <Card>
        <CardContent className="grid gap-3 p-4 sm:grid-cols-[1fr_1fr_1fr_auto_auto] sm:items-end sm:p-6">
          <label className={LABEL}>
            From
            <Input
              type="date"
              value={range.from}
              required
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
            />
          </label>
          <label className={LABEL}>
            To
            <Input
              type="date"
              value={range.to}
              required
              onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
            />
          </label>
          <label className={LABEL}>
            Revenue by
            <NativeSelect
              value={range.interval}
              onChange={(e) =>
                setRange((r) => ({ ...r, interval: e.target.value as ReportInterval }))
              }
            >
              {REPORT_INTERVALS.map((interval) => (
                <option key={interval} value={interval}>
                  {interval}
                </option>
              ))}
            </NativeSelect>
          </label>
          <a
            className={buttonClass("outline")}
            href={`/api/admin/exports/orders.csv?${reportQuery(range, false)}`}
            download
          >
            Export orders CSV
          </a>
          <a
            className={buttonClass("outline")}
            href={`/api/admin/exports/revenue.csv?${reportQuery(range)}`}
            download
          >
            Export revenue CSV
          </a>
        </CardContent>
      </Card>
      {isLoading ? (
        <Skeleton className="h-64 w-full" />
      ) : isError || !data ? (
        <LoadError
          what="the analytics"
          detail={refusalReason(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <>
          <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              label="Net revenue"
              value={formatPrice(data.totals.net)}
              hint={`${formatPrice(data.totals.gross)} gross incl. ${formatPrice(data.totals.tax)} tax`}
              icon={DollarSign}
            />
            <StatCard
              label="Orders"
              value={data.totals.orders}
              hint={`Average ${formatPrice(data.totals.averageOrderValue)}`}
              icon={ShoppingCart}
            />
            <StatCard
              label="Refunds"
              value={formatPrice(data.totals.refunds)}
              hint={`${data.totals.refundCount} ${data.totals.refundCount === 1 ? "refund" : "refunds"}`}
              icon={RotateCcw}
            />
            <StatCard
              label="Active subscriptions"
              value={data.subscriptions.active}
              hint={`MRR ${formatPrice(data.subscriptions.mrr)}${data.subscriptions.trialing ? ` · ${data.subscriptions.trialing} in free trial` : ""}`}
              icon={Repeat}
            />
          </section>
          <Card>
            <CardHeader>
              <CardTitle asHeading="h2" className="flex items-center gap-2 text-base">
                <ChartColumn className="size-4" aria-hidden="true" /> Revenue by {data.interval}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
                <RevenueChart series={data.series} />
              </Suspense>
            </CardContent>
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle asHeading="h2" className="text-base">
                  Top products
                </CardTitle>
              </CardHeader>
              <CardContent>
                {data.topProducts.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No sales in this range.</p>
                ) : (
                  <ol className="grid gap-2 text-sm">
                    {data.topProducts.map((p) => (
                      <li key={`${p.productId}-${p.name}`} className="flex justify-between gap-3">
                        <span className="min-w-0 truncate">
                          {p.name} <span className="text-muted-foreground">× {p.quantity}</span>
                        </span>
                        <span className="tabular-nums">{formatPrice(p.revenue)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle asHeading="h2" className="text-base">
                  AI advisor
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm">
                <p>
                  {data.advisor.conversations} conversations started; {data.advisor.ledToPurchase}{" "}
                  led to a purchase within 30 days.
                </p>
                <p className="mt-2">
                  {data.trials.started} free {data.trials.started === 1 ? "trial" : "trials"}{" "}
                  started; {data.trials.converted} converted to paid.
                </p>
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
