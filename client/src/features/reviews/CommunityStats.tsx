// A game's community activity, over everyone who tracks it: completed, playing now, total players,
// the average rating ('No Rating' when nobody rated it), completions and new starts in the last
// window, the average play time, and how long players here took to beat it (beside the reader's own
// hours when the game is theirs). A failed load reads as no activity (nothing to show is not an error).
import type { ReactNode } from "react";
import { COMMUNITY_WINDOW_DAYS, TIME_TO_BEAT_MIN_PLAYERS, type GameCommunityStats, type TimeToBeat } from "@savepoint/common";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { reviewHours } from "./format.ts";
import { useCommunityStats } from "./queries.ts";

const NONE: GameCommunityStats = {
  completedCount: 0,
  currentlyPlayingCount: 0,
  totalPlayers: 0,
  averageRating: null,
  recentCompletions: 0,
  recentStarts: 0,
  averagePlayTime: null,
  timeToBeat: null,
};

const count = new Intl.NumberFormat("en-US");

const hoursText = (h: number) => `${reviewHours(h)} h`;

/** The median, with the range and the players behind it, and the reader's own hours when they have the game. */
function TimeToBeatValue({ t, ownHours, muted }: { t: TimeToBeat | null; ownHours: number | undefined; muted: string }) {
  const note = "mt-1 block text-sm font-normal text-slate-600 dark:text-slate-300";
  return (
    <>
      {t === null ? (
        <span className={muted}>Fewer than {TIME_TO_BEAT_MIN_PLAYERS} players here finished it</span>
      ) : (
        <>
          {hoursText(t.medianHours)}
          <span className={note}>
            median of {t.players} players, {reviewHours(t.minHours)}–{hoursText(t.maxHours)}
          </span>
        </>
      )}
      {ownHours !== undefined ? <span className={note}>You: {hoursText(ownHours)}</span> : null}
    </>
  );
}

/** `gameRef`: the user's library game id, or a catalog slug; `ownHours`: the reader's play time when the game is theirs. */
export function CommunityStats({ gameRef, ownHours }: { gameRef: string; ownHours?: number }) {
  const stats = useCommunityStats(gameRef);
  if (stats.isPending) return <Spinner size="sm" label="Loading community activity..." />;
  const s = stats.data ?? NONE;
  const muted = "text-base font-medium text-slate-600 dark:text-slate-300";
  const tiles: [string, ReactNode][] = [
    ["Completed", count.format(s.completedCount)],
    ["Playing Now", count.format(s.currentlyPlayingCount)],
    ["Total Players", count.format(s.totalPlayers)],
    [
      "Avg Rating",
      s.averageRating === null ? (
        <span className={muted}>No Rating</span>
      ) : (
        <>
          {s.averageRating.toFixed(1)}
          <span className={muted}>/10</span>
        </>
      ),
    ],
    [`Completions (last ${COMMUNITY_WINDOW_DAYS} days)`, count.format(s.recentCompletions)],
    [`New Starts (last ${COMMUNITY_WINDOW_DAYS} days)`, count.format(s.recentStarts)],
    ["Avg Play Time", s.averagePlayTime === null ? <span className={muted}>No play time yet</span> : `${reviewHours(s.averagePlayTime)} h`],
    ["Time to Beat", <TimeToBeatValue t={s.timeToBeat} ownHours={ownHours} muted={muted} />],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900/60">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
