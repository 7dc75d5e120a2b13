// Streaks and the play calendar: the current run of consecutive play days, the longest this year and
// of all time, and a heatmap of the minutes logged per day over the last 12 months (the most recent
// weeks in view on a phone), with the months' totals as its data table.
import { useLayoutEffect, useMemo, useRef } from "react";
import type { PlayCalendar, PlayStreak } from "@savepoint/common";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { MONTH_LABELS, MONTH_NAMES } from "./monthlyChart.ts";
import { calendarWeeks, monthTotals, type CalendarDay } from "./playCalendar.ts";
import { usePlayCalendar } from "./queries.ts";
import { ChartTable, formatHours, Panel } from "./ui.tsx";

const LEVEL_CLASS = [
  "bg-slate-100 dark:bg-slate-700/70",
  "bg-emerald-200 dark:bg-emerald-900",
  "bg-emerald-400 dark:bg-emerald-700",
  "bg-emerald-600 dark:bg-emerald-500",
  "bg-emerald-800 dark:bg-emerald-300",
] as const;

const CELL = "h-3 w-3 rounded-[3px] lg:h-3.5 lg:w-3.5";

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const showDate = (d: string) => dayFormat.format(new Date(`${d}T00:00:00Z`));
const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;
const monthName = (ym: string) => `${MONTH_NAMES[Number(ym.slice(5, 7)) - 1]} ${ym.slice(0, 4)}`;

const range = (s: PlayStreak) => (s.days === 1 ? showDate(s.start) : `${showDate(s.start)} – ${showDate(s.end)}`);

function dayTitle(d: CalendarDay): string {
  return `${showDate(d.date)}: ${d.minutes > 0 ? `${formatHours(d.minutes / 60)} h played` : "no play"}`;
}

/** A streak: on a phone one row (label and dates at the left, the days at the right), a card from sm up. */
function Streak({ label, streak, none }: { label: string; streak: PlayStreak | null; none: string }) {
  return (
    <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 rounded-lg bg-slate-50 px-3 py-2 sm:block sm:p-3 dark:bg-slate-900/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="contents sm:mt-0.5 sm:block">
        <span className="col-start-2 row-span-2 row-start-1 block text-xl font-bold text-slate-900 tabular-nums dark:text-white">
          {days(streak?.days ?? 0)}
        </span>
        <span className="col-start-1 block text-xs text-slate-600 dark:text-slate-300">{streak && streak.days > 0 ? range(streak) : none}</span>
      </dd>
    </div>
  );
}

function Heatmap({ cal }: { cal: PlayCalendar }) {
  const weeks = useMemo(() => calendarWeeks(cal), [cal]);
  const scroller = useRef<HTMLDivElement>(null);
  // The newest weeks are at the right: start there when the calendar is wider than the screen.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, [weeks]);
  const name = `Play calendar from ${showDate(cal.from)} to ${showDate(cal.today)}: ${formatHours(cal.totalHours)} hours over ${days(cal.activeDays)}`;
  return (
    <>
      <div ref={scroller} className="overflow-x-auto pb-2" tabIndex={0} role="region" aria-label="Play calendar, scrollable">
        <div role="img" aria-label={name} className="flex w-max gap-[3px] pt-5">
          {weeks.map((week, w) => {
            const first = week.find((d) => d?.date.endsWith("-01"));
            return (
              <div key={w} className="relative flex flex-col gap-[3px]">
                {first ? (
                  <span aria-hidden="true" className="absolute -top-5 left-0 text-[11px] whitespace-nowrap text-slate-600 dark:text-slate-300">
                    {MONTH_LABELS[Number(first.date.slice(5, 7)) - 1]}
                  </span>
                ) : null}
                {week.map((d, i) =>
                  d ? <span key={d.date} title={dayTitle(d)} className={`${CELL} ${LEVEL_CLASS[d.level]}`} /> : <span key={i} className={CELL} />,
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-2 flex items-center justify-end gap-1 text-xs text-slate-600 dark:text-slate-300" aria-hidden="true">
        <span className="mr-1">Less</span>
        {LEVEL_CLASS.map((c) => (
          <span key={c} className={`${CELL} ${c}`} />
        ))}
        <span className="ml-1">More</span>
      </div>
      <ChartTable
        caption="Play calendar by month: days played and hours"
        head={["Month", "Days played", "Hours"]}
        rows={monthTotals(cal).map((m) => [monthName(m.month), String(m.days), formatHours(m.hours)])}
      />
    </>
  );
}

export function PlayCalendarPanel() {
  const q = usePlayCalendar();
  return (
    <Panel id="play-calendar" title="Streaks and Play Calendar">
      {q.isPending ? (
        <div className="py-8 text-center text-slate-600 dark:text-slate-300">
          <Spinner size="lg" label="Loading play calendar..." />
        </div>
      ) : q.isError ? (
        <LoadError message="Failed to load analytics" onRetry={() => void q.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-3">
            <Streak label="Current streak" streak={q.data.streaks.current} none="No play today or yesterday" />
            <Streak label="Longest this year" streak={q.data.streaks.longestThisYear} none="No sessions this year" />
            <Streak label="Longest ever" streak={q.data.streaks.longestAllTime} none="No sessions yet" />
          </dl>
          <p className="mt-4 mb-2 text-sm text-slate-600 dark:text-slate-300">
            {formatHours(q.data.totalHours)} hours of logged sessions on {days(q.data.activeDays)} in the last 12 months
          </p>
          <Heatmap cal={q.data} />
        </>
      )}
    </Panel>
  );
}
