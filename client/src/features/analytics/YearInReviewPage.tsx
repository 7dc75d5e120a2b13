// A year in review (/analytics/year/:year): games started, completed and abandoned that year, hours
// played, the longest session, top genres and platforms, the best-rated completions, a month-by-month
// strip and the first and last completion; links to the years either side. The page prints cleanly
// (controls hidden, light colours) and is shared by its address; nothing leaves for a third party.
// A year that is not one (/analytics/year/abc, out of range) is not found.
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ANALYTICS_YEAR_MAX, ANALYTICS_YEAR_MIN, type NamedCount, type YearInReview } from "@savepoint/common";
import { isNotFound } from "../../api/client.ts";
import { NotFound } from "../../components/ui/NotFound.tsx";
import { durationLabel } from "../games/index.ts";
import { useYearInReview } from "./queries.ts";
import { GameList, gamesCount, localDate, SubPageHeader } from "./SubPage.tsx";
import { hoursLabel, PageState, Panel, ShareBars, StatCard } from "./ui.tsx";
import { FirstAndLast, MonthStrip } from "./YearParts.tsx";

/** The address's year as a number, or null when it is not a four-digit year in range. */
export function parseYear(raw: string | undefined): number | null {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  return year >= ANALYTICS_YEAR_MIN && year <= ANALYTICS_YEAR_MAX ? year : null;
}

const yearPath = (year: number) => `/analytics/year/${year}`;

function YearNotFound() {
  return <NotFound title="Year not found" message="There is no year in review at this address." backTo="/analytics" backLabel="Back to Analytics" />;
}

function ShareButtons() {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = () => {
    const done = (ok: boolean) => setCopied(ok ? "yes" : "no");
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(window.location.href).then(
      () => done(true),
      () => done(false),
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden">
      <button type="button" className="btn-secondary" onClick={() => window.print()}>
        Print
      </button>
      <button type="button" className="btn-secondary" onClick={copy}>
        Copy link
      </button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {copied === "yes" ? "Link copied" : copied === "no" ? "Copy the address from the address bar to share this page" : ""}
      </span>
    </div>
  );
}

function YearLinks({ year }: { year: number }) {
  const thisYear = new Date().getFullYear();
  return (
    <nav aria-label="Other years" className="flex items-center gap-2 text-sm print:hidden">
      {year > ANALYTICS_YEAR_MIN ? (
        <Link to={yearPath(year - 1)} className="btn-secondary" rel="prev">
          <span aria-hidden="true">←</span> {year - 1}
        </Link>
      ) : null}
      {year < Math.min(thisYear, ANALYTICS_YEAR_MAX) ? (
        <Link to={yearPath(year + 1)} className="btn-secondary" rel="next">
          {year + 1} <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** Bars for a top-5 list, each as wide as its count against the first (the largest). */
const topBars = (items: NamedCount[]) => items.map((t) => ({ label: t.name, value: gamesCount(t.count), share: (t.count / (items[0]?.count || 1)) * 100 }));

function YearBody({ data }: { data: YearInReview }) {
  const session = data.longestSession;
  const quiet = data.started.length + data.completed.length + data.abandoned.length === 0 && data.hoursPlayed === 0;
  return (
    <div className="space-y-6">
      <section aria-label={`${data.year} figures`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5 print:grid-cols-5">
        <StatCard label="Games started" value={data.started.length} />
        <StatCard label="Games completed" value={data.completed.length} />
        <StatCard label="Games abandoned" value={data.abandoned.length} />
        <StatCard label="Hours played" value={hoursLabel(data.hoursPlayed)} sub="Logged sessions, or play time of games completed without any" />
        <div className="col-span-2 lg:col-span-1 print:col-span-1">
          <StatCard
            label="Longest session"
            value={session ? durationLabel(session.minutes) : "None"}
            sub={session ? `${session.title} · ${localDate(session.date)}` : "No sessions logged"}
          />
        </div>
      </section>
      {quiet ? (
        <p className="card text-center text-slate-600 dark:text-slate-300">Nothing was started, completed, abandoned or played in {data.year}.</p>
      ) : null}
      <Panel id="months" title="Month by Month" className="print:break-inside-avoid">
        <MonthStrip year={data.year} months={data.months} />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-2">
        <Panel id="first-last" title="First and Last Completed">
          <FirstAndLast data={data} />
        </Panel>
        <Panel id="best-rated" title="Best Rated">
          <GameList
            label={`Best rated games completed in ${data.year}`}
            games={data.bestRated}
            figure={(g) => `${g.rating}/10`}
            ordered
            empty="No rated completions this year"
          />
        </Panel>
        <Panel id="top-genres" title="Top Genres">
          <ShareBars label={`Top genres in ${data.year}`} items={topBars(data.topGenres)} empty="No genres this year" />
        </Panel>
        <Panel id="top-platforms" title="Top Platforms">
          <ShareBars label={`Top platforms in ${data.year}`} items={topBars(data.topPlatforms)} empty="No platforms this year" />
        </Panel>
        <Panel id="completed-list" title={`Completed in ${data.year}`}>
          <GameList
            label={`Games completed in ${data.year}`}
            games={data.completed}
            figure={(g) => <time dateTime={g.completedDate}>{localDate(g.completedDate)}</time>}
            empty="No completions this year"
          />
        </Panel>
        <Panel id="started-list" title={`Started in ${data.year}`}>
          <GameList label={`Games started in ${data.year}`} games={data.started} figure={() => null} empty="No games started this year" />
        </Panel>
        {data.abandoned.length > 0 ? (
          <Panel id="abandoned-list" title={`Abandoned in ${data.year}`}>
            <GameList label={`Games abandoned in ${data.year}`} games={data.abandoned} figure={() => null} empty="" />
          </Panel>
        ) : null}
      </div>
    </div>
  );
}

function YearPage({ year }: { year: number }) {
  const q = useYearInReview(year);
  if (q.isError && isNotFound(q.error)) return <YearNotFound />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 print:max-w-none print:space-y-4">
      <SubPageHeader
        title={`${year} in review`}
        intro="Your year in games, from your library and logged sessions."
        backTo="/analytics"
        backLabel="Back to Analytics"
      >
        <div className="flex flex-wrap items-center gap-2">
          <YearLinks year={year} />
          <ShareButtons />
        </div>
      </SubPageHeader>
      <PageState loading={q.isPending} error={q.isError} onRetry={() => void q.refetch()} loadingText="Loading your year..." errorText="Failed to load data">
        {q.data ? <YearBody data={q.data} /> : null}
      </PageState>
    </div>
  );
}

export function YearInReviewPage() {
  const year = parseYear(useParams().year);
  return year === null ? <YearNotFound /> : <YearPage key={year} year={year} />;
}
