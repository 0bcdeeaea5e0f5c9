import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import { useOwnerTheme } from "#web/routes/owner/owner-theme.ts";
import styles from "./analytics.module.css";

const css = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/** Unique visitors and page views per day, one uPlot chart, redrawn on resize and theme change. */
export function VisitorsChart({ series }: { series: AnalyticsReport["series"] }) {
  const box = useRef<HTMLDivElement>(null);
  const [theme] = useOwnerTheme();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the colours are read from CSS variables, so a new theme redraws.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const accent = css(element, "--a-accent", "#08afff");
    const muted = css(element, "--a-muted", "#888");
    const grid = css(element, "--a-border", "rgba(128,128,128,.2)");
    const days = series.map((point) => Date.parse(`${point.day}T00:00:00Z`) / 1000);
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 240,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        cursor: { points: { size: 7 } },
        legend: { show: true },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        axes: [
          {
            ...axis,
            space: 56,
            incrs: [86_400, 2 * 86_400, 7 * 86_400, 14 * 86_400, 30 * 86_400, 91 * 86_400],
            values: (_u, splits) =>
              splits.map((split) =>
                new Date(split * 1000).toLocaleDateString(undefined, {
                  month: "short",
                  day: "numeric",
                  timeZone: "UTC",
                }),
              ),
          },
          {
            ...axis,
            size: 44,
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 50_000],
          },
        ],
        series: [
          {
            label: "Day",
            value: (_u, v) => (v == null ? "–" : new Date(v * 1000).toISOString().slice(0, 10)),
          },
          {
            label: "Visitors",
            stroke: accent,
            width: 2.5,
            fill: `${accent}22`,
            points: { show: series.length < 40 },
          },
          { label: "Page views", stroke: "#8b7cf6", width: 2, dash: [6, 4], points: { show: false } },
        ],
      },
      [days, series.map((point) => point.visitors), series.map((point) => point.views)],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, theme]);

  return (
    <div
      ref={box}
      className={styles.chart}
      role="img"
      aria-label={`Visitors and page views per day, ${series[0]?.day ?? ""} to ${series.at(-1)?.day ?? ""}`}
    />
  );
}
