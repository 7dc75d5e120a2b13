// The library's pure rules: ids, addresses (slugs), calendar dates, status dates, achievements and play time.
// No database and no clock of their own: the service passes "now" in.
import {
  ACHIEVEMENTS_OVER_TOTAL_MESSAGE,
  COMPLETED_BEFORE_START_MESSAGE,
  STATUS_DATE_FIELD,
  type CreatePlaySessionInput,
  type GameStatus,
  type UpdateGameInput,
} from "@savepoint/common";
import type { Prisma } from "../../generated/prisma/client.ts";
import { notFound, validationFailed } from "../../http/errors.ts";
import { slugify, unicodeSlug } from "../../lib/text.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is simply not found (never a 500 from the uuid cast). */
export function ownedId(id: string, what: "Game" | "Play session" = "Game"): string {
  if (!UUID.test(id)) throw notFound(what);
  return id.toLowerCase();
}

/** A slug the library could have made (NFC, lower-cased first), else null: such a slug names no game. */
export function librarySlug(slug: string): string | null {
  const s = slug.normalize("NFC").toLowerCase();
  return /^[\p{L}\p{N}][\p{L}\p{M}\p{N}-]{0,300}$/u.test(s) ? s : null;
}

/** Old addresses a renamed game keeps (the oldest are let go). */
export const PREVIOUS_SLUGS_MAX = 20;

/**
 * The addresses a game may have, best first. The first copy of a title gets the title's slug (the spec's
 * rule; other scripts keep their letters; no letters at all → the catalog game's slug); a second copy the
 * slug plus its platform's ("-nintendo-wii-u"); then the slug plus 6 hex digits of the game's id, which is
 * also the address of a title with nothing to spell ("game-3fa2b1").
 */
export function slugCandidates(game: { id: string; title: string; platform: string }, catalogSlug?: string): string[] {
  const tag = game.id.replace(/-/g, "").slice(0, 6).toLowerCase();
  const base = unicodeSlug(game.title) || catalogSlug || "";
  if (!base) return [`game-${tag}`];
  const platform = slugify(game.platform);
  return [base, ...(platform && !base.endsWith(`-${platform}`) ? [`${base}-${platform}`] : []), `${base}-${tag}`];
}

/** The first candidate nobody else holds (the whole id in the unlikely case every one is taken). */
export function pickSlug(candidates: string[], taken: ReadonlySet<string>, id: string): string {
  return candidates.find((c) => !taken.has(c)) ?? `${candidates[0]}-${id.replace(/-/g, "").toLowerCase()}`;
}

/**
 * A game's addresses after a title edit: unchanged while the title spells the same slug (so an edit that
 * resends the title, or changes only its case, keeps the address), else the new title's first free
 * candidate, with the old address kept among the previous ones.
 */
export function renamedSlugs(
  cur: { id: string; title: string; slug: string; previousSlugs: string[] },
  candidates: string[],
  taken: ReadonlySet<string>,
  newTitle: string,
): { slug: string; previousSlugs: string[] } | null {
  if (unicodeSlug(newTitle) === unicodeSlug(cur.title) || candidates.includes(cur.slug)) return null;
  const slug = pickSlug(candidates, taken, cur.id);
  const previousSlugs = [...cur.previousSlugs.filter((s) => s !== slug && s !== cur.slug), cur.slug].slice(-PREVIOUS_SLUGS_MAX);
  return { slug, previousSlugs };
}

/** Labels without blanks or case-insensitive repeats, first spelling kept. */
export function dedupeLabels(list: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const s = raw.trim();
    if (s && !seen.has(s.toLowerCase())) {
      seen.add(s.toLowerCase());
      out.push(s);
    }
  }
  return out;
}

/** Fields an update stores as given (the others have rules: title → slug, status, dates, achievements). */
export const COPIED_FIELDS = [
  "platform",
  "genres",
  "releaseYear",
  "imageUrl",
  "rating",
  "playTime",
  "notes",
  "priority",
  "customTags",
  "developer",
  "publisher",
  "description",
  "rawgId",
  "metacritic",
] as const satisfies readonly (keyof UpdateGameInput & keyof Prisma.LibraryGameUncheckedUpdateInput)[];

// --- calendar dates -----------------------------------------------------------------------------------

/** A @db.Date value (UTC midnight) as "YYYY-MM-DD". */
export const ymd = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);
/** "YYYY-MM-DD" as the UTC midnight Prisma stores in a DATE column. */
export const fromYmd = (s: string): Date => new Date(`${s}T00:00:00.000Z`);
/** The calendar date (UTC) of an instant. */
const todayUtc = (now: Date): string => now.toISOString().slice(0, 10);

export const DATE_FIELDS = ["startDate", "completedDate", "addedToBacklog", "abandonedDate"] as const;
export type StatusDates = Record<(typeof DATE_FIELDS)[number], string | null>;

/** A game entering a status gets that status's date (started, completed, …) set to today unless it has one. */
export function fillStatusDate(dates: StatusDates, status: GameStatus, now: Date): StatusDates {
  const field = STATUS_DATE_FIELD[status];
  return { ...dates, [field]: dates[field] ?? todayUtc(now) };
}

/** The stored dates in order: a completion on or after the start (the error names completedDate). */
export function checkDateOrder(dates: StatusDates): void {
  if (dates.startDate && dates.completedDate && dates.completedDate < dates.startDate) {
    throw validationFailed([{ path: "completedDate", message: COMPLETED_BEFORE_START_MESSAGE }]);
  }
}

/**
 * A status change's time in the history: now, or 1 ms after the last entry when the clock has not
 * moved past it, so the history stays strictly ordered even for two changes within one millisecond.
 */
export function nextHistoryTime(lastAt: Date | undefined, now: Date): Date {
  return lastAt && lastAt.getTime() >= now.getTime() ? new Date(lastAt.getTime() + 1) : now;
}

// --- achievements ---------------------------------------------------------------------------------------

/**
 * Achievements completed on the merged state: a 100% game has every achievement, so with a total
 * known, completed is the total. Completed may never exceed the total; the error names the field the
 * request sent (a new total below the stored completed count names `totalAchievements`).
 */
export function achievementsDone(
  state: { completed100Percent: boolean; total: number | null; done: number | null },
  blame: "achievementsCompleted" | "totalAchievements" = "achievementsCompleted",
): number | null {
  const done = state.completed100Percent && state.total !== null ? state.total : state.done;
  if (done !== null && state.total !== null && done > state.total) {
    throw validationFailed([{ path: blame, message: ACHIEVEMENTS_OVER_TOTAL_MESSAGE }]);
  }
  return done;
}

// --- play time and sessions -----------------------------------------------------------------------------

/**
 * playTime (hours) plus or minus a session's minutes, never below 0. A total on the minute grid (every
 * total built from sessions and half hours) is snapped back onto it first, so repeated sessions do not
 * accumulate float error: six 10-minute sessions make exactly 1 hour, and removing them exactly 0.
 */
export function addMinutes(hours: number, minutes: number): number {
  const m = hours * 60;
  const onGrid = Math.abs(m - Math.round(m)) < 1e-6 ? Math.round(m) : m;
  const total = Math.max(0, onGrid + minutes);
  return Math.round((total / 60) * 1e10) / 1e10;
}

/**
 * A session's length in whole minutes and its day (today unless given). A session lasts at least a
 * minute, and its day is at most tomorrow in UTC (a player ahead of UTC may already be there).
 */
export function sessionFacts(input: CreatePlaySessionInput, now: Date): { minutes: number; date: string } {
  const minutes = input.minutes ?? Math.round((input.hours ?? 0) * 60);
  if (minutes < 1) throw validationFailed([{ path: "hours", message: "A session must last at least 1 minute" }]);
  const date = input.date ?? todayUtc(now);
  const tomorrow = todayUtc(new Date(now.getTime() + 86_400_000));
  if (date > tomorrow) throw validationFailed([{ path: "date", message: "A session cannot be in the future" }]);
  return { minutes, date };
}
