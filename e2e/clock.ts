// The suite's one clock. Every page and every worker's server starts at FIXED_NOW and runs on in real
// time from there: the browser from the moment its page opens (page.clock.install), the server from
// the moment its process starts (SAVEPOINT_CLOCK_START). No spec reads the wall clock's date.
//
// FIXED_NOW is noon UTC by default: the same calendar day in every time zone a runner is likely to
// use, and long past, so no date the browser fills is in the server's future. E2E_NOW moves it (an ISO
// instant), and the runner's time zone (TZ) is the browser's, to try the edges: e.g.
// `TZ=Pacific/Kiritimati E2E_NOW=2025-06-15T23:59:30Z npx playwright test`, where the browser's day is
// already the 16th and the server's (UTC) turns to it half a minute after each server starts.

function instant(text: string): Date {
  const at = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(at.getTime())) {
    throw new Error(`E2E_NOW must be an ISO 8601 instant with its offset (2025-06-15T12:00:00Z), not "${text}"`);
  }
  return at;
}

export const FIXED_NOW = instant(process.env.E2E_NOW || "2025-06-15T12:00:00Z");

/** The browser's time zone: the runner's own (TZ when set), given to every page as its timezoneId. */
export const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The calendar day ("YYYY-MM-DD") `at` falls on in `timeZone`. */
export function dayIn(at: Date | number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** FIXED_NOW as the forms fill a date: its day in the browser's time zone. */
export const BROWSER_TODAY = dayIn(FIXED_NOW, BROWSER_TIME_ZONE);

/** `day` ("YYYY-MM-DD") plus `days` calendar days (negative: before). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A day ("YYYY-MM-DD") as the app writes it (Chromium runs en-US): "June 14, 2025", or "06/14/2025". */
export function dayText(day: string, style: "long" | "numeric"): string {
  const at = new Date(`${day}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions = style === "long" ? { dateStyle: "long" } : { month: "2-digit", day: "2-digit", year: "numeric" };
  return at.toLocaleDateString("en-US", { ...options, timeZone: "UTC" });
}
