// Display helpers shared by the games page, the game form and the game page.
import { GAME_STATUSES, type GameStatus } from "@savepoint/common";

/** A status as shown: the underscore becomes a space ("IN PROGRESS"). */
export function statusText(status: string): string {
  return (GAME_STATUSES as readonly string[]).includes(status) ? status.replace(/_/g, " ") : "Unknown";
}

/** The address of a library game's page (a slug may be in any script). */
export const gamePath = (slug: string): string => `/game/${encodeURIComponent(slug)}`;

/**
 * The dates that tell a status's story, in order: a game that was completed and is now abandoned shows
 * when it was started and abandoned, not its old completion (the status history keeps that).
 */
export const STATUS_STORY_DATES: Record<GameStatus, readonly ("addedToBacklog" | "startDate" | "completedDate" | "abandonedDate")[]> = {
  BACKLOG: ["addedToBacklog"],
  IN_PROGRESS: ["startDate"],
  COMPLETED: ["startDate", "completedDate"],
  ABANDONED: ["startDate", "abandonedDate"],
};

/** What a critic score reads as when there is none, on every panel. */
export const NO_CRITIC_SCORE = "No critic score";

/** Labels for the status select. */
export const STATUS_LABEL: Record<GameStatus, string> = {
  BACKLOG: "Backlog",
  IN_PROGRESS: "In Progress",
  COMPLETED: "Completed",
  ABANDONED: "Abandoned",
};

/** Badge colours: completed green, in progress blue, backlog amber, others grey; AA text contrast in both modes. */
export function statusBadgeClass(status: string): string {
  switch (status) {
    case "COMPLETED":
      return "bg-green-100 text-green-800 ring-green-700/20 dark:bg-green-950 dark:text-green-200 dark:ring-green-400/30";
    case "IN_PROGRESS":
      return "bg-blue-100 text-blue-800 ring-blue-700/20 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-400/30";
    case "BACKLOG":
      return "bg-amber-100 text-amber-900 ring-amber-700/20 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30";
    default:
      return "bg-slate-200 text-slate-800 ring-slate-700/20 dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-400/30";
  }
}

/**
 * `n` as en-US writes it with at most one decimal, halves away from zero ("12.5", "3", "1,204.3"), as
 * `Intl.NumberFormat("en-US", { maximumFractionDigits: 1 })` would. Not through Intl: a page's first
 * Intl object costs it 50–70 ms of main thread (Chromium, this machine), four times that on a
 * throttled phone, and My Games' first render needs nothing else from it.
 */
export function oneDecimal(n: number): string {
  // Rounded on the shortest decimal that reads back as n ("0.15", not 0.1499…), as Intl rounds.
  const shortest = Math.abs(n).toString();
  const [int = "0", digits = ""] = shortest.split(".");
  const tenths = /e/.test(shortest) ? Math.round(Math.abs(n) * 10) : Number(int) * 10 + Number(digits[0] ?? 0) + ((digits[1] ?? "0") >= "5" ? 1 : 0);
  const whole = String(Math.floor(tenths / 10)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = tenths % 10;
  return `${n < 0 ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** Hours with at most one decimal ("12.5", "3", "1,204.3"). */
export function formatHours(hours: number): string {
  return oneDecimal(Math.round(hours * 10) / 10);
}

/** "12.5 hours", "1 hour". */
export function hoursLabel(hours: number): string {
  const s = formatHours(hours);
  return `${s} ${s === "1" ? "hour" : "hours"}`;
}

/** A duration in minutes as "1 h 30 min", "45 min", "2 h". */
export function durationLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** Today's calendar date in the user's time zone, "YYYY-MM-DD". */
export function todayYmd(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, "0");
  const d = String(now.getDate()).padStart(2, "0");
  return `${y}-${m}-${d}`;
}

/** Made on first use, not when the module loads: see oneDecimal. */
const dayFormats: Partial<Record<"long" | "short", Intl.DateTimeFormat>> = {};
const dayFormat = (style: "long" | "short") =>
  (dayFormats[style] ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: style, day: "numeric", timeZone: "UTC" }));

/** "2024-05-31" → "May 31, 2024" (a calendar date, never shifted by the time zone). */
export function formatDay(ymd: string | null | undefined, style: "long" | "short" = "long"): string {
  if (!ymd) return "";
  const d = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ymd;
  return dayFormat(style).format(d);
}

/** Achievements progress as a whole percentage (0 when there is no total). */
export function achievementPercent(done: number | null, total: number | null): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.round(((done ?? 0) / total) * 100));
}
