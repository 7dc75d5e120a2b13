// When an event happened and when it was recorded, as <time> elements: 'on 13 Oct 2025 · added today',
// or only '4 minutes ago' when it happened the day it was recorded (or has no day of its own).
import type { ActivityItemDto } from "@savepoint/common";
import { eventWhen } from "./relativeTime.ts";

export function EventTime({
  item,
  now,
  relative,
  className,
}: {
  item: ActivityItemDto;
  now: Date;
  relative: (iso: string, now: Date) => string;
  className: string;
}) {
  const when = eventWhen(item, now, relative);
  return (
    <span className={className}>
      {when.happened !== null && item.happenedOn !== null ? (
        <>
          {/* Each time stays on one line: a narrow column breaks between the two. */}
          <span className="whitespace-nowrap">
            <time dateTime={item.happenedOn}>{when.happened}</time> ·
          </span>{" "}
        </>
      ) : null}
      <time dateTime={item.createdAt} className="whitespace-nowrap">
        {when.recorded}
      </time>
    </span>
  );
}
