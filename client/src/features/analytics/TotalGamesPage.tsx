// Total Games Analytics (/analytics/total-games): four cards (total, completed with the completion
// rate, in progress, average rating), the top 5 platforms (a game without one is Unknown) and genres
// as bars, and the 6 most recently added games. A failed load says so and offers a retry.
import type { NamedCount, TotalGamesAnalytics } from "@savepoint/common";
import { Link } from "react-router-dom";
import { GameCover, gamePath, RatingOutOfTen, StatusBadge } from "../games/index.ts";
import { useTotalGamesAnalytics } from "./queries.ts";
import { gamesCount, FiguresPage } from "./SubPage.tsx";
import { formatOneDecimal, Panel, ShareBars, StatCard } from "./ui.tsx";

/** The completion rate as shown: one decimal ("33.3%", "0.0%"), and "0%" for an empty library. */
export function completionRateText(totalGames: number, rate: number): string {
  return totalGames === 0 ? "0%" : `${formatOneDecimal(rate)}%`;
}

/** Bars for a top-5 list, each as wide as its share of all games. */
function distribution(items: NamedCount[], total: number) {
  return items.map((p) => ({ label: p.name, value: gamesCount(p.count), share: total === 0 ? 0 : (p.count / total) * 100 }));
}

function RecentAdditions({ games }: { games: TotalGamesAnalytics["recent"] }) {
  if (games.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">No games yet</p>;
  return (
    <ul aria-label="Recently added games" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {games.map((g) => (
        <li key={g.id} className="flex gap-3 rounded-lg border border-slate-200 p-2.5 dark:border-slate-700">
          <GameCover src={g.imageUrl} className="aspect-[3/4] w-14 shrink-0 rounded-md" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Link to={gamePath(g.slug)} className="line-clamp-2 font-semibold break-words text-slate-900 hover:underline dark:text-white">
              {g.title}
            </Link>
            <span className="truncate text-xs text-slate-600 dark:text-slate-300">{g.platform}</span>
            <div className="mt-auto flex flex-wrap items-center gap-2">
              <StatusBadge status={g.status} />
              {g.rating !== null ? <RatingOutOfTen rating={g.rating} /> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

function TotalGamesBody({ data }: { data: TotalGamesAnalytics }) {
  return (
    <div className="space-y-6">
      <section aria-label="Library figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard label="Total Games" value={data.totalGames} />
        <StatCard label="Completed" value={data.completed} sub={`${completionRateText(data.totalGames, data.completionRate)} completion rate`} />
        <StatCard label="In Progress" value={data.inProgress} />
        <StatCard
          label="Avg Rating"
          value={formatOneDecimal(data.averageRating)}
          sub={data.averageRating > 0 ? "Over every rated game" : "No rated games yet"}
        />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="platforms" title="Platform Distribution">
          <ShareBars label="Top platforms by number of games" items={distribution(data.platforms, data.totalGames)} empty="No games yet" />
        </Panel>
        <Panel id="genres" title="Genre Distribution">
          <ShareBars label="Top genres by number of games" items={distribution(data.genres, data.totalGames)} empty="No genres recorded yet" />
        </Panel>
      </div>
      <Panel id="recent-additions" title="Recent Additions">
        <RecentAdditions games={data.recent} />
      </Panel>
    </div>
  );
}

export function TotalGamesPage() {
  return (
    <FiguresPage title="Total Games Analytics" intro="Every game in your library, by platform and genre." query={useTotalGamesAnalytics()}>
      {(data) => <TotalGamesBody data={data} />}
    </FiguresPage>
  );
}
