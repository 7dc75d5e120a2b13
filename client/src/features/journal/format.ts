// How the journal writes its dates and category colours. An entry's date is a day ("YYYY-MM-DD"), read
// in UTC so no time zone moves it to a neighbouring day.
import { CATEGORY_COLOR_PATTERN, UNKNOWN_CATEGORY_COLOR } from "@savepoint/common";

const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const utcDay = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);

/** "May 31, 2026" (the general page's cards). */
export const entryDateLong = (day: string): string => longDay.format(utcDay(day));

/** "05/31/2026" (the game journal screen). */
export const entryDateUs = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** "2026-05" as "May 2026". */
export const monthLabel = (month: string): string => monthName.format(utcDay(`${month}-01`));

/** A category's colour, or the grey of a category the account does not have. */
export const categoryColor = (color: string | null | undefined): string => (color && CATEGORY_COLOR_PATTERN.test(color) ? color : UNKNOWN_CATEGORY_COLOR);

/** Today in the reader's calendar as "YYYY-MM-DD" (a new entry's date). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
