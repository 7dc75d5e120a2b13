// A profile's rating distribution, drawn without chart.js (no profile route loads it): ten CSS bars,
// rating 1 to 10, as a list whose text carries every figure ("Rated 7: 3 games"), each bar as tall as
// its games are of the most given rating's, and the unrated games counted apart, never as a bar.
import type { RatingDistribution } from "@savepoint/common";
import { Muted, Panel } from "./ProfileParts.tsx";

const gamesCount = (n: number) => `${n} ${n === 1 ? "game" : "games"}`;

export function RatingHistogram({ id, ratings }: { id: string; ratings: RatingDistribution }) {
  const most = Math.max(0, ...ratings.byRating.map((b) => b.games));
  return (
    <Panel id={id} title="Rating Distribution">
      {most === 0 ? (
        <Muted>No rated games yet</Muted>
      ) : (
        <ol aria-label="Games per rating, 1 to 10" className="flex h-36 items-stretch gap-1 border-b border-slate-300 dark:border-slate-600">
          {ratings.byRating.map((b) => (
            <li key={b.rating} className="flex min-w-0 flex-1 flex-col items-center">
              <span className="sr-only">{`Rated ${b.rating}: ${gamesCount(b.games)}`}</span>
              <span aria-hidden="true" className="text-xs text-slate-700 tabular-nums dark:text-slate-200">
                {b.games}
              </span>
              <span aria-hidden="true" className="relative mt-0.5 w-full max-w-7 flex-1">
                <span
                  className="absolute inset-x-0 bottom-0 rounded-t bg-amber-600 dark:bg-amber-400"
                  style={{ height: b.games > 0 ? `max(2px, ${(b.games / most) * 100}%)` : 0 }}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
      {most === 0 ? null : (
        <div aria-hidden="true" className="mt-1 flex gap-1 text-center text-xs font-medium text-slate-600 dark:text-slate-300">
          {ratings.byRating.map((b) => (
            <span key={b.rating} className="min-w-0 flex-1">
              {b.rating}
            </span>
          ))}
        </div>
      )}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{ratings.unrated} unrated</span>
        {most === 0 ? null : " · not in the bars"}
      </p>
    </Panel>
  );
}
