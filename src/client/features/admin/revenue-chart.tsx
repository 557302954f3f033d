import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { RevenuePoint } from "@shared/contracts/admin-reports";
import { parseCents } from "@shared/money";

/** Net and gross revenue per period as bars (uPlot, about 20 KB gzipped, loaded only here). */
export default function RevenueChart({ series }: { series: RevenuePoint[] }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const xs = series.map((p) => Date.parse(`${p.period}T00:00:00Z`) / 1000);
    const gross = series.map((p) => parseCents(p.gross) / 100);
    const net = series.map(
      (p) => parseCents(p.net.replace("-", "")) / (p.net.startsWith("-") ? -100 : 100),
    );
    const bars = uPlot.paths.bars!({ size: [0.6, 40] });
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        scales: { x: { time: true } },
        axes: [
          {},
          { values: (_u, ticks) => ticks.map((v) => `$${v.toLocaleString("en-US")}`), size: 70 },
        ],
        series: [
          {},
          { label: "Gross", stroke: "#2563eb", fill: "rgba(37,99,235,0.25)", paths: bars },
          { label: "Net", stroke: "#059669", width: 2 },
        ],
      },
      [xs, gross, net],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height: 260 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series]);
  return <div ref={host} className="w-full" role="img" aria-label="Revenue per period chart" />;
}
