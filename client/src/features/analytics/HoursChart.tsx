// Hours played per month, the monthly panel's second view: the hours of the play sessions logged in
// each month of the year (by the session's date) as a bar chart (its canvas and chart.js load on
// demand) named for its figures, the same figures as a data table, and the honest note: play time
// typed as a game's total has no date, so no month holds it.
import { lazy, Suspense } from "react";
import type { MonthlySeries } from "@savepoint/common";
import { HOURS_COLOR } from "./colors.ts";
import { MONTH_LABELS, MONTH_NAMES } from "./monthlyChart.ts";
import { ChartLoading, ChartTable, formatHours } from "./ui.tsx";

const BarsCanvas = lazy(() => import("./BarsCanvas.tsx"));

const monthTitle = (index: number) => MONTH_NAMES[index] ?? "";
const hoursLine = (hours: number) => `${formatHours(hours)} h of sessions`;

/** "Hours played per month in 2025, from logged sessions: 2.5 h in all; March 1 h, June 1.5 h". */
export function hoursChartName(data: MonthlySeries): string {
  const total = Math.round(data.months.reduce((h, m) => h + m.sessionHours, 0) * 10) / 10;
  const months = data.months.filter((m) => m.sessionHours > 0).map((m) => `${MONTH_NAMES[m.month - 1]} ${formatHours(m.sessionHours)} h`);
  return `Hours played per month in ${data.year}, from logged sessions: ${formatHours(total)} h in all${months.length > 0 ? `; ${months.join(", ")}` : ""}`;
}

export function HoursBars({ data }: { data: MonthlySeries }) {
  const hours = MONTH_NAMES.map((_, i) => data.months.find((m) => m.month === i + 1)?.sessionHours ?? 0);
  return (
    <>
      <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
        Hours from logged play sessions, by each session&apos;s date. Only logged sessions have a date
        {data.undatedHours > 0 ? `: ${formatHours(data.undatedHours)} h of play time typed as a game's total are in no month.` : "."}
      </p>
      <div className="relative h-72 sm:h-80">
        <Suspense fallback={<ChartLoading />}>
          <BarsCanvas
            name={hoursChartName(data)}
            labels={[...MONTH_LABELS]}
            values={hours}
            color={HOURS_COLOR}
            title={monthTitle}
            line={hoursLine}
            axis="Hours"
          />
        </Suspense>
      </div>
      <ChartTable caption={`Hours played per month in ${data.year}`} head={["Month", "Hours"]} rows={MONTH_NAMES.map((m, i) => [m, formatHours(hours[i]!)])} />
    </>
  );
}
