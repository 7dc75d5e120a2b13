// Recent Activity: the community feed with its filters (All, Reviews, Completions, Started Playing,
// Abandoned), its sort and its scope (everyone I may see, or only the people I follow), a page at a time.
import { useState } from "react";
import { Link } from "react-router-dom";
import type { CommunityFilter, CommunityScope, CommunitySort } from "@savepoint/common";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { LoadMoreButton } from "../../components/ui/LoadMore.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { FeedEntry } from "./FeedEntry.tsx";
import { useCommunityFeed } from "./queries.ts";

const FILTERS: { value: CommunityFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "reviews", label: "Reviews" },
  { value: "completions", label: "Completions" },
  { value: "started", label: "Started Playing" },
  { value: "abandoned", label: "Abandoned" },
];
const SCOPES: { value: CommunityScope; label: string }[] = [
  { value: "all", label: "All" },
  { value: "following", label: "Following" },
];

function Toggle<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`rounded-full px-3 py-1 text-sm font-medium ${
            o.value === value
              ? "bg-accent-700 text-white"
              : "bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600"
          }`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

export function CommunityFeed({ now }: { now: Date }) {
  const [filter, setFilter] = useState<CommunityFilter>("all");
  const [sortBy, setSortBy] = useState<CommunitySort>("newest");
  const [scope, setScope] = useState<CommunityScope>("all");
  const feed = useCommunityFeed({ filter, sortBy, scope });
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <section aria-labelledby="community-feed" className="card space-y-4 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="community-feed" className="text-xl font-semibold text-slate-900 dark:text-white">
          Recent Activity
        </h2>
        <Toggle label="Show activity from" options={SCOPES} value={scope} onChange={setScope} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Toggle label="Filter activity" options={FILTERS} value={filter} onChange={setFilter} />
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
          Sort
          <select className="field-input w-auto py-1" value={sortBy} onChange={(e) => setSortBy(e.target.value as CommunitySort)}>
            <option value="newest">Newest First</option>
            <option value="oldest">Oldest First</option>
          </select>
        </label>
      </div>
      {feed.isPending ? (
        <PageLoader label="Loading..." className="py-8" />
      ) : feed.isError ? (
        <LoadError message="Failed to load activity" onRetry={() => void feed.refetch()} />
      ) : items.length === 0 ? (
        <div className="py-8 text-center text-sm text-slate-600 dark:text-slate-300">
          <p>{scope === "following" ? "Nobody you follow has activity to show yet." : "No activity to show yet."}</p>
          {scope === "following" ? (
            <Link to="/friends" className="link mt-2 inline-block">
              Find people to follow
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul aria-label="Recent activity" aria-busy={feed.isPlaceholderData} className="divide-y divide-slate-200 dark:divide-slate-700">
            {items.map((item) => (
              <FeedEntry key={item.id} item={item} now={now} />
            ))}
          </ul>
          <LoadMoreButton pages={feed} />
        </>
      )}
    </section>
  );
}
