// Your Gaming Stats (/analytics): the four cards (each explained, completed-only figures labelled so
// with the library-wide figure beside them), the summary's panels (the rating distribution among
// them), the monthly chart (games and hours per month), streaks and the play calendar, and the backlog
// forecast. Loading, error and empty states come first. chart.js is not part of the page's own chunk:
// the chart canvases load on demand.
import { lazy, Suspense } from "react";
import type { AnalyticsSummary } from "@savepoint/common";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { MonthlyChart } from "./MonthlyChart.tsx";
import { PlayCalendarPanel } from "./PlayCalendarPanel.tsx";
import { RatingDistributionPanel } from "./RatingPanel.tsx";
import { useAnalyticsSummary } from "./queries.ts";
import { AbandonmentPanel, AchievementsPanel, BacklogProgressionPanel, PlaytimePanel, StatusDistributionPanel } from "./SummaryPanels.tsx";
import { formatHours, formatOneDecimal, PageState, StatCard } from "./ui.tsx";

// The forecast draws with chart.js: it loads on demand, after the page's figures are on screen.
const ForecastPanel = lazy(() => import("./ForecastPanel.tsx").then((m) => ({ default: m.ForecastPanel })));

const games = (n: number) => `${n} ${n === 1 ? "game" : "games"}`;

function Cards({ s }: { s: AnalyticsSummary }) {
  const avgCompletion = s.completedGames > 0 ? s.totalPlayTimeCompleted / s.completedGames : 0;
  return (
    <section aria-labelledby="cards-heading">
      <h2 id="cards-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Games"
          value={s.totalGames}
          sub={`${s.completedGames} completed · ${s.inProgressCount} in progress · ${s.backlogCount} backlog`}
          to="/analytics/total-games"
          linkLabel="Library breakdown"
        />
        <StatCard
          label="Avg Rating"
          value={formatOneDecimal(s.averageRatingCompleted)}
          sub={`Rated completed games · all rated games: ${formatOneDecimal(s.averageRating)}`}
          to="/analytics/completed"
          linkLabel="Completed games"
        />
        <StatCard
          label="Hours Played"
          value={formatHours(s.totalPlayTime)}
          sub={`Whole library · completed games: ${formatHours(s.totalPlayTimeCompleted)} h`}
        />
        <StatCard
          label="Avg Completion Time"
          value={`${formatHours(avgCompletion)} h`}
          sub={
            s.completedGames > 0 ? `Per completed game · ${formatHours(s.totalPlayTimeCompleted)} h over ${games(s.completedGames)}` : "No completed games yet"
          }
          to="/analytics/completed"
          linkLabel="Completed games"
        />
      </div>
    </section>
  );
}

export function AnalyticsPage() {
  const summary = useAnalyticsSummary();
  const s = summary.data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">Your Gaming Stats</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Every figure is computed from your library, by calendar day in your time zone.</p>
      </header>
      <PageState
        loading={summary.isPending}
        error={summary.isError}
        onRetry={() => void summary.refetch()}
        loadingText="Loading analytics..."
        errorText="Failed to load analytics"
        empty={s?.totalGames === 0}
        emptyTitle="No data available"
        emptyText="Add some games to see your analytics"
      >
        {s ? (
          <>
            <Cards s={s} />
            <MonthlyChart initialYear={new Date().getFullYear()} />
            <div className="grid gap-6 lg:grid-cols-2">
              <StatusDistributionPanel s={s} />
              <RatingDistributionPanel ratings={s.ratings} />
              <BacklogProgressionPanel s={s} />
              <PlaytimePanel s={s} />
              <AbandonmentPanel s={s} />
              <AchievementsPanel s={s} />
              <Suspense
                fallback={
                  <div className="card flex items-center justify-center py-12 text-slate-600 dark:text-slate-300">
                    <Spinner size="lg" label="Loading forecast..." />
                  </div>
                }
              >
                <ForecastPanel />
              </Suspense>
            </div>
            <PlayCalendarPanel />
          </>
        ) : null}
      </PageState>
    </div>
  );
}
