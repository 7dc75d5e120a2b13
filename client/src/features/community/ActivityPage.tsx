// Activity (/activity): my own events, latest happened first, each with its icon, title, a line of detail and
// when it happened; more load as the list scrolls into view.
import type { ActivityItemDto } from "@savepoint/common";
import { Link } from "react-router-dom";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { AutoLoadMore } from "./AutoLoadMore.tsx";
import { EventTime } from "./EventTime.tsx";
import { detailOf, EventIcon, eventHref, titleOf } from "./events.tsx";
import { useMyActivity } from "./queries.ts";
import { activityTime } from "./relativeTime.ts";

function ActivityEntry({ item, now }: { item: ActivityItemDto; now: Date }) {
  const title = titleOf(item);
  const href = eventHref(item);
  const detail = detailOf(item);
  return (
    <li className="card flex items-start gap-3 p-4">
      <EventIcon type={item.type} />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900 dark:text-white">
          {href ? (
            <Link to={href} className="hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {detail ? <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">{detail}</p> : null}
      </div>
      <EventTime
        item={item}
        now={now}
        relative={activityTime}
        className="max-w-28 shrink-0 text-right text-xs text-slate-600 sm:max-w-none dark:text-slate-300"
      />
    </li>
  );
}

export function ActivityPage() {
  const activity = useMyActivity();
  const items = activity.data?.pages.flatMap((p) => p.items) ?? [];
  const now = new Date();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Activity</h1>
      {activity.isPending ? (
        <PageLoader label="Loading activity..." />
      ) : activity.isError ? (
        <LoadError message="Failed to load activity" onRetry={() => void activity.refetch()} />
      ) : items.length === 0 ? (
        <div className="card py-12 text-center">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">No activity yet</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Your gaming activity will appear here.</p>
        </div>
      ) : (
        <>
          <ul className="space-y-3" aria-label="My activity">
            {items.map((item) => (
              <ActivityEntry key={item.id} item={item} now={now} />
            ))}
          </ul>
          <AutoLoadMore pages={activity} />
        </>
      )}
    </div>
  );
}
