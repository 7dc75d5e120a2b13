// A one-series bar chart's canvas (the rating distribution, the hours per month), its own chunk so
// chart.js loads after the page's figures are on screen: bars from zero in one colour with rounded
// tops, no legend (the panel names the series), the figure in the tooltip, whole-number ticks for
// counts, and a 900 ms animation (none for reduced motion).
import { useMemo } from "react";
import { Bar } from "react-chartjs-2";
import type { ChartOptions } from "chart.js";
import { prefersReducedMotion, useChartColors } from "./charts.ts";

export interface BarsCanvasProps {
  /** The canvas's accessible name: it states the figures. */
  name: string;
  labels: string[];
  values: number[];
  color: string;
  /** The tooltip's title (the bar's full name) and line (its figure) for the bar at `index`. */
  title: (index: number) => string;
  line: (value: number) => string;
  /** The y axis' title ("Games", "Hours"). */
  axis: string;
  /** Counts: ticks at whole numbers only. */
  whole?: boolean;
}

export default function BarsCanvas({ name, labels, values, color, title, line, axis, whole = false }: BarsCanvasProps) {
  const colors = useChartColors();
  const options = useMemo<ChartOptions<"bar">>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: prefersReducedMotion() ? false : { duration: 900 },
      datasets: { bar: { maxBarThickness: 28 } },
      scales: {
        // Every label where they fit; on a phone's width the twelve months' labels skip evenly rather than touch.
        x: { ticks: { color: colors.text, autoSkip: true, autoSkipPadding: 6, maxRotation: 0, font: { size: 11 } }, grid: { display: false } },
        y: {
          min: 0,
          ticks: { color: colors.text, ...(whole ? { precision: 0 } : {}) },
          grid: { color: colors.grid },
          title: { display: true, text: axis, color: colors.text },
        },
      },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { title: (items) => (items[0] ? title(items[0].dataIndex) : ""), label: (ctx) => line(Number(ctx.raw)) } },
      },
    }),
    [colors, title, line, axis, whole],
  );
  const data = { labels, datasets: [{ label: axis, data: values, backgroundColor: color, borderRadius: 4, borderSkipped: "bottom" as const }] };
  return <Bar data={data} options={options} role="img" aria-label={name} fallbackContent={<p>{name}</p>} />;
}
