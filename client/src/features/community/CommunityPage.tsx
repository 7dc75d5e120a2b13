// Community (/community): the instance's numbers, the Recent Activity feed, and the side panels
// (Currently Playing, Top Reviews, Community Stats, Recent Completions).
import type { CommunityStats } from "@savepoint/common";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { CommunityFeed } from "./CommunityFeed.tsx";
import { CommunityStatsPanel, CurrentlyPlayingPanel, RecentCompletionsPanel, TopReviewsPanel } from "./CommunityPanels.tsx";
import { useCommunityStats, useCurrentlyPlaying, useRecentCompletions, useTopReviews } from "./queries.ts";

const count = new Intl.NumberFormat("en-US");

function StatTiles({ stats }: { stats: CommunityStats }) {
  const tiles: [string, number][] = [
    ["Total Users", stats.totalUsers],
    ["Reviews", stats.totalReviews],
    ["Games Tracked", stats.totalGames],
    ["Active Users", stats.activeUsers],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(([label, value]) => (
        <div key={label} className="card flex flex-col-reverse p-4">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900 dark:text-white">{count.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CommunityPage() {
  const stats = useCommunityStats();
  // The panels load alongside the numbers, not after them.
  const playing = useCurrentlyPlaying();
  const reviews = useTopReviews();
  const completions = useRecentCompletions();
  const now = new Date();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Community</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">What players on this instance are playing, finishing and reviewing.</p>
      </div>
      {stats.isPending ? (
        <PageLoader label="Loading community..." />
      ) : stats.isError ? (
        <LoadError message="Failed to load community" onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <div role="group" aria-label="Community numbers">
            <StatTiles stats={stats.data} />
          </div>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <CommunityFeed now={now} />
            </div>
            <div className="min-w-0 space-y-6">
              <CurrentlyPlayingPanel playing={playing} />
              <TopReviewsPanel reviews={reviews} />
              <CommunityStatsPanel stats={stats.data} />
              <RecentCompletionsPanel completions={completions} now={now} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
