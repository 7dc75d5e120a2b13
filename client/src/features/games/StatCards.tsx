// The five stat cards of the games page, from GET /api/games/stats.
import type { ReactNode } from "react";
import type { GameStats } from "@savepoint/common";
import { formatHours } from "./format.ts";

function StatCard({ label, value, sub, className = "" }: { label: string; value: ReactNode; sub?: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-700 dark:bg-slate-800 ${className}`}>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-0.5 sm:mt-1">
        <span className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">{value}</span>
        {sub ? <span className="ml-1.5 text-sm text-slate-600 dark:text-slate-300">{sub}</span> : null}
      </dd>
    </div>
  );
}

export function StatCards({ stats }: { stats: GameStats | undefined }) {
  const v = <T,>(f: (s: GameStats) => T) => (stats ? f(stats) : "–");
  return (
    <section aria-labelledby="library-stats-heading" aria-busy={!stats}>
      <h2 id="library-stats-heading" className="sr-only">
        Library statistics
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
        <StatCard label="Total Games" value={v((s) => s.totalGames)} />
        <StatCard label="Completed" value={v((s) => s.completedGames)} />
        <StatCard
          label="Avg Rating"
          value={v((s) =>
            s.ratedGames > 0 ? (
              s.averageRating.toFixed(1)
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">No ratings yet</span>
              </>
            ),
          )}
        />
        <StatCard label="Hours Played" value={v((s) => formatHours(s.totalPlayTime))} />
        <StatCard
          label="Achievements"
          value={v((s) => s.totalAchievementsCompleted)}
          sub={stats ? `of ${stats.totalAchievementsAvailable} (${stats.achievementCompletionRate}%)` : undefined}
          className="col-span-2 sm:col-span-1 lg:col-span-1"
        />
      </dl>
    </section>
  );
}
