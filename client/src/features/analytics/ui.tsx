// The analytics pages' small shared pieces: a stat card (optionally a link), a titled panel, bars
// drawn in CSS for shares, the data-table alternative every chart carries, the page states, and the
// number formats (hours and shares with at most one decimal).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Panel as SharedPanel } from "../../components/ui/Panel.tsx";
import { PageLoader, Spinner } from "../../components/ui/Spinner.tsx";
import type { GameStatus } from "@savepoint/common";
import { formatHours, hoursLabel, STATUS_LABEL } from "../games/index.ts";

const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const fixedOne = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Hours with at most one decimal ("12.5", "3", "1,204.3") and "12.5 hours" / "1 hour", as the library shows them. */
export { formatHours, hoursLabel };
/** Always one decimal ("8.0", "12.5"): average ratings and averages the spec fixes to one decimal. */
export const formatOneDecimal = (n: number): string => fixedOne.format(Math.round(n * 10) / 10);
/** A share of a total: one decimal, "%" ("33.3%", "0%"). */
export const formatShare = (share: number): string => `${oneDecimal.format(Math.round(share * 10) / 10)}%`;

/** "Backlog", "In Progress", "Completed", "Abandoned". */
export const STATUS_NAMES = STATUS_LABEL;

/** Bar colours per status, as the monthly chart: in progress blue, completed green, backlog yellow, abandoned red. */
export const STATUS_BAR_CLASS: Record<GameStatus, string> = {
  BACKLOG: "bg-yellow-500",
  IN_PROGRESS: "bg-blue-500",
  COMPLETED: "bg-green-500",
  ABANDONED: "bg-red-500",
};

const cardClass = "block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-800";

/**
 * One figure: its label, the value, an optional line under it (what it counts, the library-wide figure
 * beside a completed-only one). With `to`, the whole card is a link to the page that explains it,
 * named by everything it shows ending with `linkLabel`.
 */
export function StatCard({ label, value, sub, to, linkLabel }: { label: string; value: ReactNode; sub?: ReactNode; to?: string; linkLabel?: string }) {
  // A link is named by its text: spaces keep the words of the name apart ("Total Games 6 …").
  const gap = to ? " " : null;
  const body = (
    <>
      <span className="block text-sm font-medium text-slate-600 dark:text-slate-300">{label}</span>
      {gap}
      <span className="mt-1 block text-2xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</span>
      {gap}
      {sub ? <span className="mt-1 block text-xs text-slate-600 dark:text-slate-300">{sub}</span> : null}
      {gap}
      {to ? (
        <span className="mt-2 block text-xs font-semibold text-accent-700 dark:text-accent-300">
          {linkLabel ?? "Details"} <span aria-hidden="true">→</span>
        </span>
      ) : null}
    </>
  );
  return to ? (
    <Link to={to} className={`${cardClass} transition hover:border-accent-500 hover:shadow-md focus-visible:border-accent-500`}>
      {body}
    </Link>
  ) : (
    <div className={cardClass}>{body}</div>
  );
}

/** A titled card section (the h2 names it); `id` keys the heading ("{id}-heading"). */
export function Panel({
  id,
  title,
  action,
  children,
  className = "",
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SharedPanel id={`${id}-heading`} title={title} action={action} className={`min-w-0 p-5 ${className}`}>
      {children}
    </SharedPanel>
  );
}

export interface ShareBarItem {
  label: string;
  /** The figure shown at the end of the row ("3 games", "12.5 h"). */
  value: ReactNode;
  /** 0–100: the bar's width. */
  share: number;
  /** A Tailwind background class; accent otherwise. */
  colorClass?: string;
}

/** Horizontal bars in CSS, as a list whose text carries every figure (nothing is only in the bar). */
export function ShareBars({ label, items, empty = "Nothing yet" }: { label: string; items: ShareBarItem[]; empty?: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-3">
      {items.map((item) => (
        <li key={item.label}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate font-medium text-slate-800 dark:text-slate-100">{item.label}</span>
            <span className="shrink-0 text-slate-600 tabular-nums dark:text-slate-300">{item.value}</span>
          </div>
          <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-700" aria-hidden="true">
            <div className={`h-full rounded-full ${item.colorClass ?? "bg-accent-500"}`} style={{ width: `${Math.max(0, Math.min(100, item.share))}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** What a chart's place shows while its canvas (and chart.js) loads. */
export function ChartLoading() {
  return (
    <div className="flex h-full items-center justify-center text-slate-600 dark:text-slate-300">
      <Spinner size="lg" label="Loading chart..." />
    </div>
  );
}

/**
 * A chart's data as a table: behind a 'Show data table' toggle (keyboard and screen readers reach it
 * the same way), or `hidden` to keep it for screen readers only.
 */
export function ChartTable({ caption, head, rows, hidden = false }: { caption: string; head: string[]; rows: ReactNode[][]; hidden?: boolean }) {
  const table = (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          {head.map((h) => (
            <th key={h} scope="col" className="py-1.5 pr-3 font-semibold text-slate-700 dark:text-slate-200">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i} className="border-b border-slate-100 last:border-0 dark:border-slate-700/60">
            {row.map((cell, j) =>
              j === 0 ? (
                <th key={j} scope="row" className="py-1.5 pr-3 font-medium text-slate-800 dark:text-slate-100">
                  {cell}
                </th>
              ) : (
                <td key={j} className="py-1.5 pr-3 text-slate-700 tabular-nums dark:text-slate-200">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (hidden) return <div className="sr-only">{table}</div>;
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-accent-700 dark:text-accent-300">Show data table</summary>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption}, scrollable`}>
        {table}
      </div>
    </details>
  );
}

/**
 * A page's state before its content: the loading spinner, the error banner with 'Try again', or the
 * empty card; the children otherwise.
 */
export function PageState({
  loading,
  error,
  onRetry,
  loadingText,
  errorText,
  empty = false,
  emptyTitle = "No data available",
  emptyText,
  children,
}: {
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  loadingText: string;
  errorText: string;
  empty?: boolean;
  emptyTitle?: string;
  emptyText?: ReactNode;
  children: ReactNode;
}) {
  if (loading) return <PageLoader label={loadingText} />;
  if (error) return <LoadError message={errorText} onRetry={onRetry} />;
  if (!empty) return <>{children}</>;
  return (
    <div className="card py-12 text-center">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{emptyTitle}</h2>
      {emptyText ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p> : null}
    </div>
  );
}
