// The monthly chart's canvas, its own chunk so chart.js loads after the page's figures are on screen:
// one segment per game in its series' colour, the game's title in the tooltip, rounded top segments,
// a legend de-duplicated by series (a click hides the whole series), a y axis from zero in steps of 2
// that grows with the busiest month, 14 px bars and a 900 ms animation (none for reduced motion).
import { useMemo } from "react";
import { Bar } from "react-chartjs-2";
import type { Chart, ChartOptions, LegendItem } from "chart.js";
import type { MonthlySeries } from "@savepoint/common";
import { prefersReducedMotion, useChartColors } from "./charts.ts";
import { buildMonthlyChart, MONTH_NAMES, type MonthlyChartData } from "./monthlyChart.ts";

const ROUND = 4;
const ROUNDED_TOP = { topLeft: ROUND, topRight: ROUND, bottomLeft: 0, bottomRight: 0 };

function chartOptions(chart: MonthlyChartData, colors: { text: string; grid: string }): ChartOptions<"bar"> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: prefersReducedMotion() ? false : { duration: 900 },
    datasets: { bar: { barThickness: 14 } },
    scales: {
      x: { stacked: true, ticks: { color: colors.text, autoSkip: false, maxRotation: 0, font: { size: 11 } }, grid: { display: false } },
      y: { stacked: true, min: 0, max: chart.y.max, ticks: { stepSize: chart.y.step, precision: 0, color: colors.text }, grid: { color: colors.grid } },
    },
    plugins: {
      legend: {
        position: "top",
        labels: {
          color: colors.text,
          boxWidth: 12,
          boxHeight: 12,
          // One entry per series: the first dataset of each.
          filter: (item: LegendItem) => chart.datasets.findIndex((d) => d.label === item.text) === item.datasetIndex,
        },
        onClick: (_e, item: LegendItem, legend) => {
          const c: Chart = legend.chart;
          const hide = c.isDatasetVisible(item.datasetIndex ?? 0);
          chart.datasets.forEach((d, i) => d.label === item.text && c.setDatasetVisibility(i, !hide));
          c.update();
        },
      },
      tooltip: {
        callbacks: {
          title: (items) => (items[0] ? MONTH_NAMES[items[0].dataIndex] : ""),
          label: (ctx) => `${chart.datasets[ctx.datasetIndex]?.label}: ${chart.datasets[ctx.datasetIndex]?.games[ctx.dataIndex]?.title ?? ""}`,
        },
      },
    },
  };
}

export default function MonthlyCanvas({ data, name }: { data: MonthlySeries; name: string }) {
  const colors = useChartColors();
  const chart = useMemo(() => buildMonthlyChart(data), [data]);
  const options = useMemo(() => chartOptions(chart, colors), [chart, colors]);
  const chartData = {
    labels: chart.labels,
    datasets: chart.datasets.map((d, i) => ({
      label: d.label,
      data: d.data,
      backgroundColor: d.backgroundColor,
      borderSkipped: false as const,
      borderRadius: (ctx: { dataIndex: number }) => (chart.topDataset[ctx.dataIndex] === i ? ROUNDED_TOP : 0),
    })),
  };
  return <Bar data={chartData} options={options} role="img" aria-label={name} fallbackContent={<p>{name}</p>} />;
}
