// The rating distribution on /analytics: the library's games per rating 1–10 as a bar chart (its
// canvas and chart.js load on demand) named for its figures, the same figures as a data table, and
// the unrated games counted apart, never as a bar.
import { lazy, Suspense } from "react";
import { RATING_MAX, RATING_MIN, type RatingDistribution } from "@savepoint/common";
import { RATING_COLOR } from "./colors.ts";
import { gamesCount } from "./SubPage.tsx";
import { ChartLoading, ChartTable, Panel } from "./ui.tsx";

const BarsCanvas = lazy(() => import("./BarsCanvas.tsx"));

const ratingTitle = (index: number) => `Rated ${index + RATING_MIN} of ${RATING_MAX}`;
const ratedGames = (r: RatingDistribution): number => r.byRating.reduce((n, b) => n + b.games, 0);

/** "Ratings of 3 rated games: 1 rated 4, 2 rated 8; 3 unrated". */
export function ratingChartName(r: RatingDistribution): string {
  const bars = r.byRating.filter((b) => b.games > 0).map((b) => `${b.games} rated ${b.rating}`);
  return `Ratings of ${gamesCount(ratedGames(r))} rated: ${bars.join(", ")}; ${r.unrated} unrated`;
}

export function RatingDistributionPanel({ ratings }: { ratings: RatingDistribution }) {
  const unrated = (
    <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
      <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{ratings.unrated} unrated</span> · games without a rating are counted here,
      not in the chart
    </p>
  );
  if (ratedGames(ratings) === 0) {
    return (
      <Panel id="ratings" title="Rating Distribution">
        <p className="text-sm text-slate-600 dark:text-slate-300">No rated games yet.</p>
        {unrated}
      </Panel>
    );
  }
  const labels = ratings.byRating.map((b) => String(b.rating));
  return (
    <Panel id="ratings" title="Rating Distribution">
      <div className="relative h-56">
        <Suspense fallback={<ChartLoading />}>
          <BarsCanvas
            name={ratingChartName(ratings)}
            labels={labels}
            values={ratings.byRating.map((b) => b.games)}
            color={RATING_COLOR}
            title={ratingTitle}
            line={gamesCount}
            axis="Games"
            whole
          />
        </Suspense>
      </div>
      {unrated}
      <ChartTable caption="Games per rating" head={["Rating", "Games"]} rows={ratings.byRating.map((b) => [`${b.rating} of ${RATING_MAX}`, b.games])} />
    </Panel>
  );
}
