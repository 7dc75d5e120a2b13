// How people screens write dates, stats, game addresses and my activity's lines.
import type { ActivityItemDto } from "@savepoint/common";

const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" });
const hoursFmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** 'May 31, 2026' from an ISO timestamp. */
export const longDate = (iso: string): string => longDay.format(new Date(iso));
/** 'Member since May 2026'. */
export const memberSince = (iso: string): string => `Member since ${monthYear.format(new Date(iso))}`;
/** A calendar day (YYYY-MM-DD) as 'May 31, 2026', read in UTC so it never shifts a day. */
export const calendarDay = (day: string): string => longDay.format(new Date(`${day}T12:00:00Z`));
export const hours = (h: number): string => hoursFmt.format(h);

/** /game/{slug}, with ?review={id} for a review; null when there is no page to open. */
export function gameHref(slug: string | null, reviewId?: string): string | null {
  if (slug === null) return null;
  return `/game/${encodeURIComponent(slug)}${reviewId ? `?review=${encodeURIComponent(reviewId)}` : ""}`;
}

export const profileHref = (username: string): string => `/u/${encodeURIComponent(username)}`;

const VERBS: Record<ActivityItemDto["type"], string> = {
  game_added: "Added",
  started: "Started playing",
  completed: "Completed",
  abandoned: "Abandoned",
  backlog: "Moved to backlog",
  rating_changed: "Rated",
  review_posted: "Reviewed",
  session_logged: "Played",
  journal_written: "Wrote a journal entry",
  user_followed: "Followed",
  review_removed: "Review removed by an admin",
  library_imported: "Imported",
};

const plural = new Intl.PluralRules("en-US");

/** One line of my activity: 'Completed Hades', 'Rated Celeste 9/10', 'Followed Ada Lovelace'. */
export function activityLine(item: ActivityItemDto): string {
  const verb = VERBS[item.type];
  if (item.type === "user_followed" && item.subject) return `${verb} ${`${item.subject.firstName} ${item.subject.lastName}`.trim() || item.subject.username}`;
  if (item.type === "journal_written") return item.journal?.title ? `${verb}: ${item.journal.title}` : verb;
  if (item.type === "review_removed") return item.game ? `${verb}: ${item.game.title}` : verb;
  if (item.type === "library_imported") return item.count === null ? verb : `${verb} ${item.count} ${plural.select(item.count) === "one" ? "game" : "games"}`;
  const game = item.game?.title ?? "a game";
  if (item.type === "rating_changed" && item.rating !== null) return `${verb} ${game} ${item.rating}/10`;
  if (item.type === "session_logged" && item.minutes !== null) return `${verb} ${game} for ${hours(item.minutes / 60)} h`;
  return `${verb} ${game}`;
}
