// Completed Games Analytics (/analytics/completed): the completed games' count, average rating (over
// the rated ones, 0 if none) and hours, each labelled as completed-only with the library-wide figure
// beside it; this calendar year's count; the top 5 rated and longest played; completions per year
// (5 most recent years, newest first, as shares); the 6 most recent completions in the local date format.
import type { CompletedAnalytics } from "@savepoint/common";
import { Link } from "react-router-dom";
import { useAnalyticsSummary, useCompletedAnalytics } from "./queries.ts";
import { GameList, gamesCount, localDate, FiguresPage } from "./SubPage.tsx";
import { formatOneDecimal, formatShare, hoursLabel, Panel, ShareBars, StatCard } from "./ui.tsx";

const NONE_COMPLETED = "No completed games yet";

function Cards({ data }: { data: CompletedAnalytics }) {
  // The library-wide figures come from the summary; the cards stand without them while it loads.
  const library = useAnalyticsSummary().data;
  const beside = (text: string | null) => (library && text ? `Completed games only · library: ${text}` : "Completed games only");
  return (
    <section aria-label="Completed games figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Completed Games" value={data.count} sub={library ? `of ${gamesCount(library.totalGames)} in your library` : undefined} />
      <StatCard label="Avg Rating" value={formatOneDecimal(data.averageRating)} sub={beside(library ? formatOneDecimal(library.averageRating) : null)} />
      <StatCard label="Hours Played" value={hoursLabel(data.totalHours)} sub={beside(library ? hoursLabel(library.totalPlayTime) : null)} />
      <StatCard
        label={`Completed in ${data.year}`}
        value={data.thisYear}
        sub={
          <Link to={`/analytics/year/${data.year}`} className="link">
            {data.year} in review
          </Link>
        }
      />
    </section>
  );
}

function Timeline({ timeline }: { timeline: CompletedAnalytics["timeline"] }) {
  return (
    <>
      <ShareBars
        label="Completions per year, newest first"
        items={timeline.map((t) => ({
          label: String(t.year),
          value: `${gamesCount(t.count)} · ${formatShare(t.share)}`,
          share: t.share,
          colorClass: "bg-green-500",
        }))}
        empty={NONE_COMPLETED}
      />
      {timeline.length > 0 ? (
        <nav aria-label="Years in review" className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          <span className="text-slate-600 dark:text-slate-300">Year in review:</span>
          {timeline.map((t) => (
            <Link key={t.year} to={`/analytics/year/${t.year}`} className="link">
              {t.year}
            </Link>
          ))}
        </nav>
      ) : null}
    </>
  );
}

function CompletedBody({ data }: { data: CompletedAnalytics }) {
  return (
    <div className="space-y-6">
      <Cards data={data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="top-rated" title="Top Rated Completed Games">
          <GameList label="Top rated completed games" games={data.topRated} figure={(g) => `${g.rating}/10`} ordered empty="No rated completed games yet" />
        </Panel>
        <Panel id="longest-played" title="Longest Played Games">
          <GameList label="Longest played completed games" games={data.longestPlayed} figure={(g) => hoursLabel(g.hours)} ordered empty={NONE_COMPLETED} />
        </Panel>
        <Panel id="timeline" title="Completion Timeline">
          <Timeline timeline={data.timeline} />
        </Panel>
        <Panel id="recent-completions" title="Recent Completions">
          <GameList
            label="Recent completions"
            games={data.recent}
            figure={(g) => <time dateTime={g.completedDate}>{localDate(g.completedDate)}</time>}
            empty={NONE_COMPLETED}
          />
        </Panel>
      </div>
    </div>
  );
}

export function CompletedPage() {
  return (
    <FiguresPage title="Completed Games Analytics" intro="The games you finished: ratings, hours and when." query={useCompletedAnalytics()}>
      {(data) => <CompletedBody data={data} />}
    </FiguresPage>
  );
}
