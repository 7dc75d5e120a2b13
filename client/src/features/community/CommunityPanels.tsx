// The community page's side panels: Currently Playing, Top Reviews, Community Stats and Recent
// Completions. Every game links to its page, every review to itself (?review=), every person to /u/{username}.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ActivityPage, CommunityReview, CommunityStats, CurrentlyPlayingItem } from "@savepoint/common";
import { Avatar, displayName } from "../../components/ui/Avatar.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { FeedEntry } from "./FeedEntry.tsx";
import { gameHref, profileHref } from "./events.tsx";

const hoursFmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
// A title standing on its own line: at least 24 px tall, so it is a target of its own beside the links under it.
const nameLink = "inline-block min-h-6 font-medium text-slate-900 hover:underline dark:text-white";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card">
      <h2 id={id} className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A panel's body: a spinner while loading, a line when it failed or is empty, else the list. */
function Body({ pending, error, empty, emptyText, children }: { pending: boolean; error: boolean; empty: boolean; emptyText: string; children: ReactNode }) {
  if (pending) return <Spinner size="sm" label="Loading..." />;
  if (error) return <p className="text-sm text-red-700 dark:text-red-300">Could not load this right now.</p>;
  if (empty) return <p className="text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>;
  return <>{children}</>;
}

function PanelList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-700">
      {children}
    </ul>
  );
}

function GameLink({ title, slug, reviewId }: { title: string; slug: string | null; reviewId?: string }) {
  const href = gameHref(slug, reviewId);
  return href ? (
    <Link to={href} className={nameLink}>
      {title}
    </Link>
  ) : (
    <span className="font-medium text-slate-900 dark:text-white">{title}</span>
  );
}

export function CurrentlyPlayingPanel({ playing }: { playing: UseQueryResult<CurrentlyPlayingItem[]> }) {
  const items = playing.data ?? [];
  return (
    <Panel id="community-playing" title="Currently Playing">
      <Body pending={playing.isPending} error={playing.isError} empty={items.length === 0} emptyText="Nobody is playing anything right now">
        <PanelList label="Currently playing">
          {items.map((p) => (
            <li key={p.id} className="flex items-start gap-3 py-2 text-sm">
              <Avatar user={p.user} />
              <div className="min-w-0 break-words">
                <GameLink title={p.title} slug={p.slug} />
                <p className="text-slate-600 dark:text-slate-300">
                  <Link to={profileHref(p.user)} className="hover:underline">
                    {displayName(p.user)}
                  </Link>{" "}
                  · {p.platform} · {hoursFmt.format(p.playTime)} h
                </p>
              </div>
            </li>
          ))}
        </PanelList>
      </Body>
    </Panel>
  );
}

export function TopReviewsPanel({ reviews }: { reviews: UseQueryResult<CommunityReview[]> }) {
  const items = reviews.data ?? [];
  return (
    <Panel id="community-top-reviews" title="Top Reviews">
      <Body pending={reviews.isPending} error={reviews.isError} empty={items.length === 0} emptyText="No reviews yet">
        <PanelList label="Top reviews">
          {items.map((r) => (
            <li key={r.id} className="py-2 text-sm">
              <p className="break-words">
                <GameLink title={r.gameTitle} slug={r.gameSlug} reviewId={r.id} /> <span className="text-slate-600 dark:text-slate-300">· {r.rating}/10</span>
              </p>
              <p className="mt-0.5 line-clamp-2 break-words text-slate-700 dark:text-slate-200">{r.spoiler ? "Contains spoilers" : r.comment}</p>
              <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-300">
                by{" "}
                <Link to={profileHref(r.author)} className="hover:underline">
                  {displayName(r.author)}
                </Link>{" "}
                · {r.likeCount === 1 ? "1 like" : `${r.likeCount} likes`}
              </p>
            </li>
          ))}
        </PanelList>
      </Body>
    </Panel>
  );
}

/** The instance in ratios: how much of it is active, and what a member tracks and reviews on average. */
export function CommunityStatsPanel({ stats }: { stats: CommunityStats }) {
  const per = (n: number) => (stats.totalUsers === 0 ? "0" : oneDecimal.format(n / stats.totalUsers));
  const rows: [string, string][] = [
    ["Active in the last 30 days", stats.totalUsers === 0 ? "0%" : `${Math.round((stats.activeUsers / stats.totalUsers) * 100)}%`],
    ["Games per member", per(stats.totalGames)],
    ["Reviews per member", per(stats.totalReviews)],
  ];
  return (
    <Panel id="community-stats" title="Community Stats">
      <dl className="space-y-1 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt className="text-slate-600 dark:text-slate-300">{term}</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function RecentCompletionsPanel({ completions, now }: { completions: UseQueryResult<ActivityPage>; now: Date }) {
  const items = completions.data?.items ?? [];
  return (
    <Panel id="community-completions" title="Recent Completions">
      <Body pending={completions.isPending} error={completions.isError} empty={items.length === 0} emptyText="No recent completions">
        <PanelList label="Recent completions">
          {items.map((item) => (
            <FeedEntry key={item.id} item={item} now={now} compact />
          ))}
        </PanelList>
      </Body>
    </Panel>
  );
}
