// The library's pure rules: ids, addresses (slugs), calendar dates, status dates, achievements and play time.
// No database and no clock of their own: the service passes "now" in.
import {
  ACHIEVEMENTS_OVER_TOTAL_MESSAGE,
  COMPLETED_BEFORE_START_MESSAGE,
  EMPTY_STATUS_VALUE,
  STATUS_DATE_FIELD,
  STATUS_FIELDS,
  STATUS_SHOWS,
  hiddenFieldMessage,
  statusHidesMessage,
  statusShows,
  type StatusField,
  type CreatePlaySessionInput,
  type GameStatus,
  type UpdateGameInput,
  DAY_MS,
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

/** Fields an update stores as given (the others have rules: title → slug, the status and its values). */
export const COPIED_FIELDS = [
  "platform",
  "genres",
  "releaseYear",
  "imageUrl",
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
  const tomorrow = todayUtc(new Date(now.getTime() + DAY_MS));
  if (date > tomorrow) throw validationFailed([{ path: "date", message: "A session cannot be in the future" }]);
  return { minutes, date };
}

// --- values that belong to a status (ADR 017) ------------------------------------------------------------

/** A game's status values, dates as "YYYY-MM-DD". */
export interface StatusValues {
  rating: number | null;
  playTime: number;
  startDate: string | null;
  completedDate: string | null;
  completed100Percent: boolean;
  achievementsCompleted: number | null;
  totalAchievements: number | null;
  abandonedDate: string | null;
}
/** The columns of a stored row that hold its status values. */
export interface StoredStatusColumns {
  rating: number | null;
  playTime: number;
  startDate: Date | null;
  completedDate: Date | null;
  completed100Percent: boolean;
  achievementsCompleted: number | null;
  totalAchievements: number | null;
  abandonedDate: Date | null;
}

/** A stored row's status values. */
export function storedStatusValues(row: StoredStatusColumns): StatusValues {
  return {
    rating: row.rating,
    playTime: row.playTime,
    startDate: ymd(row.startDate),
    completedDate: ymd(row.completedDate),
    completed100Percent: row.completed100Percent,
    achievementsCompleted: row.achievementsCompleted,
    totalAchievements: row.totalAchievements,
    abandonedDate: ymd(row.abandonedDate),
  };
}

/** The values a request gives over the stored ones (an absent field is unchanged, null clears it). */
export function mergeStatusValues(stored: StatusValues, input: Partial<Record<StatusField, unknown>>): StatusValues {
  const out = { ...stored } as Record<StatusField, unknown>;
  for (const f of STATUS_FIELDS) if (input[f] !== undefined) out[f] = input[f] ?? EMPTY_STATUS_VALUE[f];
  return out as unknown as StatusValues;
}

const STATUS_DATE_COLUMNS = new Set<StatusField>(["startDate", "completedDate", "abandonedDate"]);

/** The columns whose value differs from the stored one, as Prisma writes them (dates as UTC midnight). */
export function changedStatusColumns(stored: StatusValues, values: StatusValues): Pick<Prisma.LibraryGameUncheckedUpdateInput, StatusField> {
  const out: Record<string, unknown> = {};
  for (const f of STATUS_FIELDS) {
    if (values[f] === stored[f]) continue;
    const v = values[f];
    out[f] = STATUS_DATE_COLUMNS.has(f) && typeof v === "string" ? fromYmd(v) : v;
  }
  return out;
}

/** What a status hid, as a history entry keeps it. */
export type KeptValues = Partial<StatusValues>;

const isEmptyValue = (field: StatusField, value: unknown) => value === null || value === undefined || value === EMPTY_STATUS_VALUE[field];

/**
 * A request may not give a value its (resulting) status hides: the error names each such field, and the
 * status too when the request sets it (the two conflict; either may be what the client got wrong).
 */
export function refuseHidden(status: GameStatus, input: Partial<Record<StatusField, unknown>> & { status?: unknown }): void {
  const hidden = STATUS_FIELDS.filter((f) => !statusShows(status, f) && !isEmptyValue(f, input[f]));
  if (hidden.length === 0) return;
  const issues: { path: string; message: string }[] = hidden.map((f) => ({ path: f, message: hiddenFieldMessage(f, status) }));
  if (input.status !== undefined) issues.push({ path: "status", message: statusHidesMessage(status, hidden) });
  throw validationFailed(issues);
}

/** The values a status keeps (the others emptied), and the ones it hides (null when none). */
export function splitByStatus(status: GameStatus, values: StatusValues): { shown: StatusValues; hidden: KeptValues | null } {
  const shown = { ...values };
  const hidden: Record<string, unknown> = {};
  for (const f of STATUS_FIELDS) {
    if (statusShows(status, f) || isEmptyValue(f, values[f])) continue;
    hidden[f] = values[f];
    (shown as Record<string, unknown>)[f] = EMPTY_STATUS_VALUE[f];
  }
  return { shown, hidden: Object.keys(hidden).length > 0 ? hidden : null };
}

/**
 * Entering a status: each value it shows that the game lacks (and the request did not give) comes back
 * from the newest history entry that kept it. Every kept copy of a value the status shows is used up,
 * restored or not, so a value the player has since set or cleared never comes back later.
 * `entries` are newest first; `changed` holds the entries whose kept values changed (null = none left).
 */
export function restoreKept(
  status: GameStatus,
  values: StatusValues,
  given: ReadonlySet<string>,
  entries: readonly { id: string; kept: KeptValues }[],
): { values: StatusValues; changed: Map<string, KeptValues | null> } {
  const out = { ...values } as Record<StatusField, unknown>;
  const changed = new Map<string, KeptValues | null>();
  for (const f of STATUS_SHOWS[status]) {
    let restored = given.has(f) || !isEmptyValue(f, values[f]);
    for (const e of entries) {
      const left = changed.has(e.id) ? changed.get(e.id) : e.kept;
      if (!left || !(f in left)) continue;
      if (!restored) {
        out[f] = left[f];
        restored = true;
      }
      const { [f]: _used, ...rest } = left;
      changed.set(e.id, Object.keys(rest).length > 0 ? rest : null);
    }
  }
  return { values: out as unknown as StatusValues, changed };
}
