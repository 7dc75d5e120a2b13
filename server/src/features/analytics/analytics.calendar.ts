// The play calendar: minutes of play sessions per calendar day over the last 12 months, and the
// streaks of consecutive calendar days with at least one session. Days after today (in the caller's
// time zone) count for neither.
import type { PlayCalendar, PlayStreak } from "@savepoint/common";
import type { AnalyticsRow } from "./analytics.queries.ts";
import { addMonths } from "./analytics.forecast.ts";
import { round1 } from "./analytics.rules.ts";

const nextDay = (day: string): string => addMonths(day, 0, 1);

/** The runs of consecutive days among `days` (sorted, distinct), oldest first. */
export function runsOf(days: string[]): PlayStreak[] {
  const runs: PlayStreak[] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && nextDay(last.end) === day) {
      last.end = day;
      last.days++;
    } else {
      runs.push({ days: 1, start: day, end: day });
    }
  }
  return runs;
}

/** The longest of `runs`; ties go to the most recent. */
function longest(runs: PlayStreak[]): PlayStreak | null {
  let best: PlayStreak | null = null;
  for (const r of runs) if (!best || r.days >= best.days) best = r;
  return best;
}

/** `today`: the caller's calendar day (YYYY-MM-DD). */
export function playCalendar(rows: AnalyticsRow[], today: string): PlayCalendar {
  const minutes = new Map<string, number>();
  for (const r of rows) for (const [day, m] of r.sessions) if (day <= today) minutes.set(day, (minutes.get(day) ?? 0) + m);
  const played = [...minutes.keys()].sort();
  const from = addMonths(today, -12, 1);
  const days = played.filter((d) => d >= from).map((date) => ({ date, minutes: minutes.get(date)! }));
  const runs = runsOf(played);
  const last = runs.at(-1);
  const current = last && (last.end === today || last.end === addMonths(today, 0, -1)) ? last : null;
  return {
    today,
    from,
    days,
    activeDays: days.length,
    totalHours: round1(days.reduce((a, d) => a + d.minutes, 0) / 60),
    streaks: {
      current,
      longestThisYear: longest(runsOf(played.filter((d) => d >= `${today.slice(0, 4)}-01-01`))),
      longestAllTime: longest(runs),
    },
  };
}
