// The year in review's panels: the month-by-month strip (games started, completed, abandoned and
// hours of sessions per month, with its data table) and the first and last completion.
import type { YearInReview } from "@savepoint/common";
import { Link } from "react-router-dom";
import { gamePath } from "../games/index.ts";
import { localDate } from "./SubPage.tsx";
import { ChartTable, formatHours } from "./ui.tsx";

const MONTHS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2000, i, 1)));
const monthShort = (i: number) => MONTHS[i]!.toLocaleDateString("en-US", { month: "short", timeZone: "UTC" });
const monthLong = (i: number) => MONTHS[i]!.toLocaleDateString("en-US", { month: "long", timeZone: "UTC" });

const COUNTS = [
  { key: "started", label: "started", dot: "bg-blue-500" },
  { key: "completed", label: "completed", dot: "bg-green-500" },
  { key: "abandoned", label: "abandoned", dot: "bg-red-500" },
] as const;

/** Twelve cells, January first: a bar as tall as the month's session hours (of the busiest month's) and the month's counts. */
export function MonthStrip({ year, months }: { year: number; months: YearInReview["months"] }) {
  const maxHours = Math.max(0, ...months.map((m) => m.sessionHours));
  return (
    <>
      <div className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-300" aria-hidden="true">
        {COUNTS.map((c) => (
          <span key={c.key} className="inline-flex items-center gap-1.5">
            <span className={`h-2.5 w-2.5 rounded-full ${c.dot}`} />
            {c.label[0]!.toUpperCase() + c.label.slice(1)}
          </span>
        ))}
        <span className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-accent-500" />
          Hours of sessions
        </span>
      </div>
      <ol aria-label={`Month by month in ${year}`} className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-12">
        {months.map((m, i) => (
          <li
            key={m.month}
            className="flex flex-col items-center rounded-lg border border-slate-200 px-1 py-2 text-center dark:border-slate-700 print:break-inside-avoid"
          >
            <span className="text-xs font-semibold text-slate-800 dark:text-slate-100">
              <span aria-hidden="true">{monthShort(i)}</span>
              <span className="sr-only">{`${monthLong(i)}: `}</span>
            </span>
            <span className="mt-1 flex h-14 w-4 items-end overflow-hidden rounded bg-slate-100 dark:bg-slate-700" aria-hidden="true">
              <span className="w-full rounded bg-accent-500" style={{ height: `${maxHours > 0 ? (m.sessionHours / maxHours) * 100 : 0}%` }} />
            </span>
            <span className="mt-1 text-xs text-slate-700 tabular-nums dark:text-slate-200">
              {formatHours(m.sessionHours)} h<span className="sr-only">{" of sessions, "}</span>
            </span>
            <span className="mt-1 flex flex-wrap justify-center gap-x-1.5 text-xs text-slate-700 tabular-nums dark:text-slate-200">
              {COUNTS.map((c, k) => (
                <span key={c.key} className="inline-flex items-center gap-0.5">
                  <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${c.dot}`} />
                  {m[c.key]}
                  <span className="sr-only">{` ${c.label}${k < COUNTS.length - 1 ? ", " : ""}`}</span>
                </span>
              ))}
            </span>
          </li>
        ))}
      </ol>
      <ChartTable
        caption={`Month by month in ${year}`}
        head={["Month", "Started", "Completed", "Abandoned", "Hours of sessions"]}
        rows={months.map((m, i) => [monthLong(i), m.started, m.completed, m.abandoned, formatHours(m.sessionHours)])}
      />
    </>
  );
}

function Completion({ label, game }: { label: string; game: YearInReview["firstCompleted"] }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-300">{label}</dt>
      <dd className="mt-1">
        {game ? (
          <>
            <Link to={gamePath(game.slug)} className="line-clamp-2 font-semibold break-words text-slate-900 hover:underline dark:text-white">
              {game.title}
            </Link>
            <span className="block text-xs text-slate-600 dark:text-slate-300">
              {game.platform} · <time dateTime={game.completedDate}>{localDate(game.completedDate)}</time>
            </span>
          </>
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-300">None</span>
        )}
      </dd>
    </div>
  );
}

export function FirstAndLast({ data }: { data: YearInReview }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Completion label="First completed" game={data.firstCompleted} />
      <Completion label="Last completed" game={data.lastCompleted} />
    </dl>
  );
}
