// The two ways times are told relative to now. Both read a time after `now` (a clock behind the
// server's) as now.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
const localDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "numeric", day: "numeric" });
const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric" });
const shortDateWithYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

const elapsed = (iso: string, now: Date) => Math.max(0, now.getTime() - new Date(iso).getTime());

/** The Activity page: 'Just now' under an hour, 'n hour(s) ago' under a day, 'n day(s) ago' under a week, then the local date. */
export function activityTime(iso: string, now: Date = new Date()): string {
  const ms = elapsed(iso, now);
  if (ms < HOUR) return "Just now";
  if (ms < DAY) return plural(Math.floor(ms / HOUR), "hour");
  if (ms < 7 * DAY) return plural(Math.floor(ms / DAY), "day");
  return localDate.format(new Date(iso));
}

/** The community page: 'Just now' under a minute, then minutes, hours, days under a week, then a short date ('Jun 3'; with the year when it is not this year's). */
export function communityTime(iso: string, now: Date = new Date()): string {
  const ms = elapsed(iso, now);
  if (ms < MINUTE) return "Just now";
  if (ms < HOUR) return plural(Math.floor(ms / MINUTE), "minute");
  if (ms < DAY) return plural(Math.floor(ms / HOUR), "hour");
  if (ms < 7 * DAY) return plural(Math.floor(ms / DAY), "day");
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear).format(date);
}

/** A calendar day (YYYY-MM-DD) as '13 Oct 2025', read in UTC so it never shifts a day. */
const dayFmt = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

export interface EventWhen {
  /** 'on 13 Oct 2025': the day the player gave, when it is not the day the event was recorded. */
  happened: string | null;
  /** 'added today' (or 'added yesterday') beside a day; else when it was recorded, in `relative`'s words. */
  recorded: string;
}

/**
 * When an event happened and when it was recorded (issue 26): a completion logged today for 13 October
 * reads 'on 13 Oct 2025 · added today'; an event on the day it was recorded (or with no day of its own)
 * says only when, so the day is never repeated.
 */
export function eventWhen(item: { happenedOn: string | null; createdAt: string }, now: Date, relative: (iso: string, now: Date) => string): EventWhen {
  // A time ahead of the clock (the server's runs a little ahead of the page's) reads as now.
  const recorded = new Date(Math.min(new Date(item.createdAt).getTime(), now.getTime()));
  // The same day as recorded: here, or in UTC (the server fills today's date in UTC when a request gives none).
  if (item.happenedOn === null || item.happenedOn === localDay(recorded) || item.happenedOn === item.createdAt.slice(0, 10)) {
    return { happened: null, recorded: relative(item.createdAt, now) };
  }
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const day = localDay(recorded);
  return {
    happened: `on ${dayFmt.format(new Date(`${item.happenedOn}T12:00:00Z`))}`,
    recorded: `added ${day === localDay(now) ? "today" : day === localDay(yesterday) ? "yesterday" : relative(item.createdAt, now)}`,
  };
}
