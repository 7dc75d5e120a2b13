// The journal's pure rules: the streak, the text filter's pattern, a month's days, ids, and the list
// cursor (where a page stopped, in the sort's own terms).
import { DAY_MS, JOURNAL_TEXTS, type JournalSort } from "@savepoint/common";
import { notFound, validationFailed } from "../../http/errors.ts";
import { isUuid } from "../../lib/uuid.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day's number ("YYYY-MM-DD" read as a calendar day: no time zone can move it). */
const dayNumber = (ymd: string) => Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / DAY_MS;

/**
 * Consecutive calendar days with entries, ending at the newest entry's day: the newest day counts 1,
 * and each day before it counts while there is no gap. Several entries on one day count once. `days`
 * may come in any order and repeat.
 */
export function streakDays(days: readonly string[]): number {
  const distinct = [...new Set(days.map(dayNumber))].sort((a, b) => b - a);
  let streak = 0;
  for (const d of distinct) {
    if (d !== distinct[0]! - streak) break;
    streak++;
  }
  return streak;
}

/** A LIKE pattern matching `q` anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The first day of "YYYY-MM" and of the month after it. */
export function monthRange(month: string): { from: string; to: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** An id of the caller's, lower-cased, or 404: a malformed id names nothing. */
export function ownedId(id: string, what: string): string {
  if (!isUuid(id)) throw notFound(what);
  return id.toLowerCase();
}

/** Where a page stopped: the sort key (title or category, lower-cased; null for the date sorts), the day, createdAt and id. */
export interface JournalCursor {
  key: string | null;
  date: string;
  at: Date;
  id: string;
}

export const sortKeyKind = (sort: JournalSort): "title" | "category" | null =>
  sort.startsWith("title") ? "title" : sort.startsWith("category") ? "category" : null;

export function encodeCursor(c: JournalCursor): string {
  return Buffer.from(JSON.stringify([c.key, c.date, c.at.toISOString(), c.id])).toString("base64url");
}

/** The cursor a previous page of `sort` gave, or a 400 on `cursor` for anything else. */
export function decodeCursor(raw: string | undefined, sort: JournalSort): JournalCursor | undefined {
  if (raw === undefined) return undefined;
  const bad = () => validationFailed([{ path: "cursor", message: JOURNAL_TEXTS.badCursor }]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw bad();
  const [key, date, at, id] = parsed as unknown[];
  const time = typeof at === "string" ? new Date(at) : new Date(NaN);
  const year = time.getUTCFullYear();
  const keyOk = sortKeyKind(sort) === null ? key === null : typeof key === "string" && key.length <= 1000 && !key.includes("\u0000");
  const dayOk = typeof date === "string" && DAY.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date) && Number(date.slice(0, 4)) >= 1900;
  if (!keyOk || !dayOk || Number.isNaN(year) || year < 1970 || year > 9999 || typeof id !== "string" || !isUuid(id)) throw bad();
  return { key: key as string | null, date, at: time, id: id.toLowerCase() };
}
