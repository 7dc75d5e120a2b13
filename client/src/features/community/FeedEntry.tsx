// One event of someone's in the community page: who (linked to their profile), what they did, to
// which game (linked to its page, a review to itself with ?review=), the day it happened and how long ago
// it was recorded.
import type { ActivityItemDto } from "@savepoint/common";
import { Link } from "react-router-dom";
import { Avatar, displayName } from "../../components/ui/Avatar.tsx";
import { EventTime } from "./EventTime.tsx";
import { detailOf, EventIcon, eventHref, objectOf, profileHref, verbOf } from "./events.tsx";
import { communityTime } from "./relativeTime.ts";

const link = "font-medium text-slate-900 hover:underline dark:text-white";

export function FeedEntry({ item, now, compact = false }: { item: ActivityItemDto; now: Date; compact?: boolean }) {
  const object = objectOf(item);
  const href = eventHref(item);
  const detail = compact ? null : detailOf(item);
  return (
    <li className="flex items-start gap-3 py-3">
      {compact ? <Avatar user={item.actor} /> : <EventIcon type={item.type} />}
      <div className="min-w-0 flex-1 text-sm">
        <p className="break-words text-slate-700 dark:text-slate-200">
          <Link to={profileHref(item.actor)} className={link}>
            {displayName(item.actor)}
          </Link>{" "}
          {verbOf(item.type)}
          {object ? " " : null}
          {object && href ? (
            <Link to={href} className={link}>
              {object}
            </Link>
          ) : (
            object
          )}
        </p>
        {detail ? <p className="mt-0.5 line-clamp-2 break-words text-slate-600 dark:text-slate-300">{detail}</p> : null}
        <EventTime item={item} now={now} relative={communityTime} className="mt-0.5 block text-xs text-slate-600 dark:text-slate-300" />
      </div>
    </li>
  );
}
