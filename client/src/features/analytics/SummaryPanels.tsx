// The summary's panels on /analytics: backlog progression, abandonment (count, average hours, the
// games), the status distribution as shares, playtime (total, per status, per platform) and the
// achievement completion rate.
import { Link } from "react-router-dom";
import { GAME_STATUSES, type AnalyticsSummary } from "@savepoint/common";
import { gamePath } from "../games/index.ts";
import { formatHours, formatOneDecimal, formatShare, hoursLabel, Panel, ShareBars, STATUS_BAR_CLASS, STATUS_NAMES } from "./ui.tsx";

const games = (n: number) => `${n} ${n === 1 ? "game" : "games"}`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900/60">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold text-slate-900 tabular-nums dark:text-white">{value}</dd>
    </div>
  );
}

export function BacklogProgressionPanel({ s }: { s: AnalyticsSummary }) {
  return (
    <Panel id="backlog-progression" title="Backlog Progression">
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Backlog → In Progress" value={String(s.backlogProgression.toInProgress)} />
        <Figure label="Backlog → Completed" value={String(s.backlogProgression.toCompleted)} />
      </dl>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-300">
        Games whose status history has a Backlog entry followed later by In Progress or Completed.
      </p>
    </Panel>
  );
}

export function AbandonmentPanel({ s }: { s: AnalyticsSummary }) {
  const a = s.abandonment;
  return (
    <Panel id="abandonment" title="Abandonment Stats">
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Abandoned" value={String(a.count)} />
        <Figure label="Avg hours before abandoning" value={formatOneDecimal(a.averageHours)} />
      </dl>
      {a.games.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">No abandoned games.</p>
      ) : (
        <div className="mt-3 max-h-64 overflow-y-auto" tabIndex={0} role="region" aria-label="Abandoned games">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Abandoned games: title, platform and hours played</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-1.5 pr-3 font-semibold text-slate-700 dark:text-slate-200">
                  Title
                </th>
                <th scope="col" className="py-1.5 pr-3 font-semibold text-slate-700 dark:text-slate-200">
                  Platform
                </th>
                <th scope="col" className="py-1.5 text-right font-semibold text-slate-700 dark:text-slate-200">
                  Hours
                </th>
              </tr>
            </thead>
            <tbody>
              {a.games.map((g) => (
                <tr key={g.id} className="border-b border-slate-100 last:border-0 dark:border-slate-700/60">
                  <td className="py-1.5 pr-3 break-words">
                    <Link to={gamePath(g.slug)} className="link">
                      {g.title}
                    </Link>
                  </td>
                  <td className="py-1.5 pr-3 text-slate-700 dark:text-slate-200">{g.platform}</td>
                  <td className="py-1.5 text-right text-slate-700 tabular-nums dark:text-slate-200">{formatHours(g.hours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function StatusDistributionPanel({ s }: { s: AnalyticsSummary }) {
  const items = GAME_STATUSES.map((status) => {
    const row = s.statusDistribution.find((d) => d.status === status) ?? { count: 0, share: 0 };
    return { label: STATUS_NAMES[status], value: `${games(row.count)} · ${formatShare(row.share)}`, share: row.share, colorClass: STATUS_BAR_CLASS[status] };
  });
  return (
    <Panel id="status-distribution" title="Game Status Distribution">
      <ShareBars label="Games by status, as a share of all games" items={items} />
    </Panel>
  );
}

export function PlaytimePanel({ s }: { s: AnalyticsSummary }) {
  const p = s.playtime;
  const share = (h: number) => (p.totalHours > 0 ? (h / p.totalHours) * 100 : 0);
  const byStatus = GAME_STATUSES.map((status) => {
    const hours = p.byStatus.find((b) => b.status === status)?.hours ?? 0;
    return { label: STATUS_NAMES[status], value: `${formatHours(hours)} h`, share: share(hours), colorClass: STATUS_BAR_CLASS[status] };
  });
  const byPlatform = p.byPlatform.map((b) => ({ label: b.platform, value: `${formatHours(b.hours)} h`, share: share(b.hours) }));
  return (
    <Panel id="playtime" title="Playtime Insights">
      <p className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{hoursLabel(p.totalHours)}</p>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        played across the whole library (per game, its play time or its logged sessions, whichever is larger)
      </p>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">By status</h3>
          <ShareBars label="Hours by status" items={byStatus} />
        </div>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">By platform</h3>
          <ShareBars label="Hours by platform" items={byPlatform} empty="No hours logged yet" />
        </div>
      </div>
    </Panel>
  );
}

export function AchievementsPanel({ s }: { s: AnalyticsSummary }) {
  const a = s.achievements;
  return (
    <Panel id="achievements" title="Achievement Completion Rate">
      <p className="text-3xl font-bold text-slate-900 tabular-nums dark:text-white">{a.rate}%</p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-700" aria-hidden="true">
        <div className="h-full rounded-full bg-accent-500" style={{ width: `${Math.min(100, a.rate)}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {a.games === 0
          ? "No game has an achievement total yet."
          : `${a.completed} of ${a.total} achievements earned across ${games(a.games)} with a known total.`}
      </p>
    </Panel>
  );
}
