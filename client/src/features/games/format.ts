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

const oneDecimal = /* @__PURE__ */ new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** Hours with at most one decimal ("12.5", "3", "1,204.3"). */
export function formatHours(hours: number): string {
  return oneDecimal.format(Math.round(hours * 10) / 10);
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

const longDate = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
const shortDate = /* @__PURE__ */ new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** "2024-05-31" → "May 31, 2024" (a calendar date, never shifted by the time zone). */
export function formatDay(ymd: string | null | undefined, style: "long" | "short" = "long"): string {
  if (!ymd) return "";
  const d = new Date(`${ymd.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ymd;
  return (style === "long" ? longDate : shortDate).format(d);
}

/** Achievements progress as a whole percentage (0 when there is no total). */
export function achievementPercent(done: number | null, total: number | null): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.round(((done ?? 0) / total) * 100));
}
