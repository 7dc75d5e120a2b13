// The play calendar's grid: weeks (Sunday first) from the week of the first covered day to today,
// each day with its minutes and a level 0–4 for the heatmap; and the months' totals for its table.
import { DAY_MS, type PlayCalendar } from "@savepoint/common";

export interface CalendarDay {
  date: string;
  minutes: number;
  level: 0 | 1 | 2 | 3 | 4;
}

const parse = (d: string) => Date.parse(`${d}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 0 none, 1 under 30 minutes, 2 under an hour, 3 under two hours, 4 two hours or more. */
export function level(minutes: number): CalendarDay["level"] {
  if (minutes <= 0) return 0;
  if (minutes < 30) return 1;
  if (minutes < 60) return 2;
  if (minutes < 120) return 3;
  return 4;
}

/** Columns of 7 days; null where a day falls outside the calendar's range. */
export function calendarWeeks(cal: Pick<PlayCalendar, "from" | "today" | "days">): (CalendarDay | null)[][] {
  const minutes = new Map(cal.days.map((d) => [d.date, d.minutes]));
  const from = parse(cal.from);
  const to = parse(cal.today);
  const start = from - new Date(from).getUTCDay() * DAY_MS;
  const weeks: (CalendarDay | null)[][] = [];
  for (let t = start; t <= to; t += 7 * DAY_MS) {
    const week: (CalendarDay | null)[] = [];
    for (let d = 0; d < 7; d++) {
      const ms = t + d * DAY_MS;
      const date = iso(ms);
      const m = minutes.get(date) ?? 0;
      week.push(ms < from || ms > to ? null : { date, minutes: m, level: level(m) });
    }
    weeks.push(week);
  }
  return weeks;
}

/** Per calendar month the range touches, oldest first: the days played and the hours (one decimal). */
export function monthTotals(cal: Pick<PlayCalendar, "from" | "today" | "days">): { month: string; days: number; hours: number }[] {
  const out: { month: string; days: number; hours: number; minutes: number }[] = [];
  const from = parse(cal.from);
  const to = parse(cal.today);
  for (let t = Date.UTC(new Date(from).getUTCFullYear(), new Date(from).getUTCMonth(), 1); t <= to;) {
    const d = new Date(t);
    out.push({ month: iso(t).slice(0, 7), days: 0, hours: 0, minutes: 0 });
    t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  for (const day of cal.days) {
    const row = out.find((r) => r.month === day.date.slice(0, 7));
    if (!row || day.minutes <= 0) continue;
    row.days += 1;
    row.minutes += day.minutes;
  }
  return out.map(({ month, days, minutes }) => ({ month, days, hours: Math.round(minutes / 6) / 10 }));
}
