// What the analytics sub-pages share: the back link and title, a list of games (each linked to its
// page, with the figure it is listed for), and the local calendar-date format.
import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { BackLink } from "../../components/ui/BackLink.tsx";
import { gamePath } from "../games/index.ts";
import { PageState } from "./ui.tsx";

/** The back link (to `backTo`, the dashboard unless said), the page's h1 and an optional line under it. */
export function SubPageHeader({
  title,
  intro,
  backTo = "/",
  backLabel = "Back to Dashboard",
  children,
}: {
  title: string;
  intro?: ReactNode;
  backTo?: string;
  backLabel?: string;
  children?: ReactNode;
}) {
  return (
    <header className="space-y-3">
      <div className="print:hidden">
        <BackLink to={backTo}>{backLabel}</BackLink>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          {intro ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p> : null}
        </div>
        {children}
      </div>
    </header>
  );
}

export interface ListedGame {
  id: string;
  title: string;
  slug: string;
  platform: string;
}

/**
 * Games as a list: the title (a link to the game's page), its platform under it, and the figure on
 * the right. Ordered lists number their rows (a ranking).
 */
export function GameList<G extends ListedGame>({
  label,
  games,
  figure,
  ordered = false,
  empty,
}: {
  label: string;
  games: G[];
  figure: (g: G) => ReactNode;
  ordered?: boolean;
  empty: string;
}) {
  if (games.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">{empty}</p>;
  const Tag = ordered ? "ol" : "ul";
  return (
    <Tag aria-label={label} className="divide-y divide-slate-100 dark:divide-slate-700">
      {games.map((g, i) => (
        <li key={g.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
          {ordered ? (
            <span
              aria-hidden="true"
              className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-accent-100 text-xs font-bold text-accent-800 dark:bg-slate-700 dark:text-accent-300"
            >
              {i + 1}
            </span>
          ) : null}
          <div className="min-w-0 flex-1">
            <Link to={gamePath(g.slug)} className="line-clamp-2 font-medium break-words text-slate-900 hover:underline dark:text-white">
              {g.title}
            </Link>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{g.platform}</span>
          </div>
          <span className="shrink-0 text-sm font-semibold text-slate-800 tabular-nums dark:text-slate-100">{figure(g)}</span>
        </li>
      ))}
    </Tag>
  );
}

/** A calendar day ("2026-05-31") as a local Date at midnight: formatting it never shifts the day. */
function localDay(ymd: string): Date {
  const [y, m, d] = ymd.slice(0, 10).split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/** A calendar day in the browser's own date format ("5/31/2026"). */
export const localDate = (ymd: string): string => localDay(ymd).toLocaleDateString();

/** "1 game", "3 games". */
export const gamesCount = (n: number): string => `${n} ${n === 1 ? "game" : "games"}`;

/** A calendar day in the browser's long date format ("March 3, 2028"). */
export const longDate = (ymd: string): string => localDay(ymd).toLocaleDateString(undefined, { dateStyle: "long" });

/**
 * A sub-page of figures: its header, then 'Loading analytics...', the 'Failed to load data' banner
 * with 'Try again' (a visible error rather than zeros), or the figures.
 */
export function FiguresPage<T>({
  title,
  intro,
  query,
  children,
}: {
  title: string;
  intro: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SubPageHeader title={title} intro={intro} />
      <PageState
        loading={query.isPending}
        error={query.isError}
        onRetry={() => void query.refetch()}
        loadingText="Loading analytics..."
        errorText="Failed to load data"
      >
        {query.data !== undefined ? children(query.data) : null}
      </PageState>
    </div>
  );
}
