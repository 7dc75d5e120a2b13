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
