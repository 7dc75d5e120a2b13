// The monthly activity panel: previous/next-year buttons around the year (a link to its year in
// review) and two views of that year as tabs: the games per month, a stacked chart (its canvas and
// chart.js load on demand, after the page's figures) named for the year's totals with the same
// figures, the games' titles too, as a data table; and the hours of logged sessions per month
// (HoursChart.tsx).
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router-dom";
import { ANALYTICS_YEAR_MAX, ANALYTICS_YEAR_MIN, type MonthlySeries } from "@savepoint/common";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Tabs } from "../../components/ui/Tabs.tsx";
import { HoursBars } from "./HoursChart.tsx";
import { MONTH_NAMES, SERIES, yearSummary } from "./monthlyChart.ts";
import { useMonthlySeries } from "./queries.ts";
import { ChartLoading, ChartTable, Panel } from "./ui.tsx";

const MonthlyCanvas = lazy(() => import("./MonthlyCanvas.tsx"));

function MonthlyBars({ data }: { data: MonthlySeries }) {
  const sums = yearSummary(data);
  const name = `Monthly activity in ${data.year}: ${sums.started} started, ${sums.completed} completed, ${sums.backlog} added to backlog, ${sums.abandoned} abandoned`;
  const cell = (games: { title: string }[]) => (games.length ? `${games.length} (${games.map((g) => g.title).join(", ")})` : "0");
  return (
    <>
      <div className="relative h-72 sm:h-80">
        <Suspense fallback={<ChartLoading />}>
          <MonthlyCanvas data={data} name={name} />
        </Suspense>
      </div>
      <ChartTable
        caption={`Monthly activity in ${data.year}`}
        head={["Month", ...SERIES.map((s) => s.label)]}
        rows={MONTH_NAMES.map((m, i) => {
          const month = data.months.find((x) => x.month === i + 1);
          return [m, ...SERIES.map((s) => cell(month?.[s.key] ?? []))];
        })}
      />
    </>
  );
}

const VIEWS = [
  { key: "games", label: "Games" },
  { key: "hours", label: "Hours played" },
];
const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 data-[selected]:bg-accent-700 data-[selected]:text-white dark:text-slate-200 dark:data-[selected]:bg-accent-400 dark:data-[selected]:text-slate-950";

export function MonthlyChart({ initialYear }: { initialYear: number }) {
  const [year, setYear] = useState(initialYear);
  const [view, setView] = useState(0);
  const monthly = useMonthlySeries(year);
  const shown = monthly.data;
  const nav = "btn-secondary h-9 w-9 px-0";
  return (
    <Panel
      id="monthly"
      title="Monthly Activity"
      action={
        <div className="flex items-center gap-2">
          <button type="button" className={nav} aria-label="Previous year" disabled={year <= ANALYTICS_YEAR_MIN} onClick={() => setYear((y) => y - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <Link to={`/analytics/year/${year}`} className="link min-w-12 text-center text-base tabular-nums" aria-label={`${year} in review`}>
            {year}
          </Link>
          <button type="button" className={nav} aria-label="Next year" disabled={year >= ANALYTICS_YEAR_MAX} onClick={() => setYear((y) => y + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      }
    >
      {monthly.isError && !shown ? (
        <LoadError message="Failed to load analytics" onRetry={() => void monthly.refetch()} />
      ) : !shown ? (
        <div className="h-72 sm:h-80">
          <ChartLoading />
        </div>
      ) : (
        <Tabs
          label="Per month"
          tabs={VIEWS}
          selected={view}
          onSelect={setView}
          listClassName="mb-3 inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
          tabClassName={tabClass}
          panelTabIndex={-1}
        >
          <div aria-busy={monthly.isPlaceholderData}>{view === 0 ? <MonthlyBars data={shown} /> : <HoursBars data={shown} />}</div>
        </Tabs>
      )}
    </Panel>
  );
}
