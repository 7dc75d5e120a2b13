// The analytics of the caller's library. Each user's answers (and, within a row budget, their lean
// rows) are kept in this process against their library version (the one the library list cache
// uses): any write to the library bumps it, so the next request computes afresh, from the rows kept
// brought up to date (the games written since that version read again, the deleted ones dropped).
// Entries are per user, never shared between users.
import type {
  AnalyticsQuery,
  AnalyticsSummary,
  CompletedAnalytics,
  MonthlyQuery,
  MonthlySeries,
  TotalGamesAnalytics,
  YearInReview,
  BacklogForecast,
  BacklogTimesToBeat,
  PlayCalendar,
} from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { analyticsRows, libraryIds, type AnalyticsRow } from "./analytics.queries.ts";
import { completedGames, monthly, summary, totalGames, yearIn } from "./analytics.rules.ts";
import { yearInReview } from "./analytics.year.ts";
import { playCalendar } from "./analytics.calendar.ts";
import { forecast, todayIn } from "./analytics.forecast.ts";

interface Actor {
  id: string;
}

export interface AnalyticsService {
  summary(actor: Actor): Promise<AnalyticsSummary>;
  monthly(actor: Actor, query: MonthlyQuery): Promise<MonthlySeries>;
  totalGames(actor: Actor): Promise<TotalGamesAnalytics>;
  completed(actor: Actor, query: AnalyticsQuery): Promise<CompletedAnalytics>;
  year(actor: Actor, year: number): Promise<YearInReview>;
  forecast(actor: Actor, query: AnalyticsQuery): Promise<BacklogForecast>;
  playCalendar(actor: Actor, query: AnalyticsQuery): Promise<PlayCalendar>;
}

interface AnalyticsServiceDeps {
  prisma: Db;
  /** The user's library version (the games feature's). */
  libraryVersion: (userId: string) => Promise<number>;
  /** A game's cover address as the library serves it. */
  cover: (id: string, imageUrl: string | null) => string | null;
  now?: () => Date;
  /**
   * The time to beat here of the user's backlog games (the games feature's, over the players who count):
   * the forecast's hours. Absent → every backlog game counts at the player's own hours per completed game.
   */
  backlogTimesToBeat?: (userId: string) => Promise<BacklogTimesToBeat>;
  /** Users whose answers are kept, at most (least recently used dropped first). */
  maxUsers?: number;
  /** Library rows kept to compute further answers from, at most (other users' rows dropped first). */
  maxRows?: number;
}

interface Entry {
  version: number;
  /** The library's rows, while the row budget allows: a newer version re-reads only the rows written since (else all). */
  rows?: AnalyticsRow[];
  /** What the rows count against the row budget: the games and their sessions. */
  weight: number;
  answers: Map<string, unknown>;
}

/** Answers kept per user and version (a few years of the monthly series besides the others). */
const MAX_ANSWERS = 24;

const weightOf = (rows: AnalyticsRow[]): number => rows.reduce((a, r) => a + 1 + r.sessions.length, 0);
/** The rows' order: newest addition first, then by id, descending. */
const newestFirst = (a: AnalyticsRow, b: AnalyticsRow): number => (a.addedAt === b.addedAt ? (a.id < b.id ? 1 : -1) : a.addedAt < b.addedAt ? 1 : -1);

/** `kept` with the rows written since replaced or added; the order of the list kept. */
function merge(kept: AnalyticsRow[], changed: AnalyticsRow[]): AnalyticsRow[] {
  if (changed.length === 0) return kept;
  const byId = new Map(changed.map((r) => [r.id, r]));
  let moved = false;
  const rows = kept.map((r) => {
    const c = byId.get(r.id);
    if (!c) return r;
    byId.delete(r.id);
    if (c.addedAt !== r.addedAt) moved = true;
    return c;
  });
  if (byId.size > 0 || moved) return [...rows, ...byId.values()].sort(newestFirst);
  return rows;
}

export function createAnalyticsService(deps: AnalyticsServiceDeps): AnalyticsService {
  const now = deps.now ?? (() => new Date());
  const maxUsers = deps.maxUsers ?? 1000;
  const maxRows = deps.maxRows ?? 100_000;
  const users = new Map<string, Entry>();
  let rowsKept = 0;

  function drop(userId: string) {
    rowsKept -= users.get(userId)?.rows ? users.get(userId)!.weight : 0;
    users.delete(userId);
  }

  /** Keeps `e` as the user's entry (most recently used), within the user and row budgets. */
  function keep(userId: string, e: Entry) {
    drop(userId);
    users.set(userId, e);
    rowsKept += e.weight;
    for (const [uid] of users) {
      if (users.size <= maxUsers) break;
      drop(uid);
    }
    for (const [uid, other] of users) {
      if (rowsKept <= maxRows) break;
      if (uid === userId || !other.rows) continue;
      rowsKept -= other.weight;
      other.rows = undefined;
    }
  }

  /** The user's rows as of their library version now: the kept ones brought up to date, else all read. */
  async function refresh(userId: string, hit: Entry | undefined): Promise<Entry> {
    const kept = hit?.rows;
    const read = await analyticsRows(deps.prisma, userId, kept ? hit.version : -1);
    let rows = kept ? merge(kept, read.rows) : read.rows;
    if (kept && rows.length !== read.count) {
      // Games were deleted since: keep the rows of the games that are still there (all read again
      // should the count still differ).
      const ids = new Set(await libraryIds(deps.prisma, userId));
      rows = rows.filter((r) => ids.has(r.id));
      if (rows.length !== read.count) return refresh(userId, undefined);
    }
    const current = users.get(userId);
    if (current?.rows && current.version >= read.version) return current;
    const e: Entry = {
      version: read.version,
      rows,
      weight: weightOf(rows),
      answers: current?.version === read.version ? current.answers : new Map<string, unknown>(),
    };
    // A newer version already kept (without its rows) stays; this request is answered from these.
    if (!current || current.version <= read.version) keep(userId, e);
    return e;
  }

  /** The user's entry for their current library version (least recently used dropped first). */
  async function entry(userId: string): Promise<Entry> {
    const version = await deps.libraryVersion(userId);
    const hit = users.get(userId);
    if (hit && hit.version >= version) {
      users.delete(userId);
      users.set(userId, hit);
      return hit;
    }
    return refresh(userId, hit);
  }

  async function answer<T>(actor: Actor, key: string, compute: (rows: AnalyticsRow[]) => T | Promise<T>): Promise<T> {
    let e = await entry(actor.id);
    if (e.answers.has(key)) return e.answers.get(key) as T;
    // Rows dropped over the budget since the answers were kept: read them again.
    if (!e.rows) e = await refresh(actor.id, undefined);
    const value = await compute(e.rows ?? []);
    if (e.answers.size >= MAX_ANSWERS) e.answers.clear();
    e.answers.set(key, value);
    return value;
  }

  return {
    summary: (actor) => answer(actor, "summary", summary),
    monthly(actor, query) {
      const year = query.year ?? yearIn(now(), query.tz);
      return answer(actor, `monthly:${year}`, (rows) => monthly(rows, year));
    },
    totalGames: (actor) => answer(actor, "total-games", (rows) => totalGames(rows, deps.cover)),
    completed(actor, query) {
      const year = yearIn(now(), query.tz);
      return answer(actor, `completed:${year}`, (rows) => completedGames(rows, year));
    },
    async forecast(actor, query) {
      const today = todayIn(now(), query.tz);
      // Other players' completions change the times to beat without a version of this library: they
      // are read each time, and the answer is kept against them too.
      const times = (await deps.backlogTimesToBeat?.(actor.id))?.items ?? [];
      const beaten = new Map(times.map((t) => [t.gameId, t.timeToBeat.medianHours]));
      const key = `forecast:${today}:${times.map((t) => `${t.gameId}=${t.timeToBeat.medianHours}`).join(",")}`;
      return answer(actor, key, (rows) => forecast(rows, today, beaten));
    },
    year: (actor, year) => answer(actor, `year:${year}`, (rows) => yearInReview(rows, year)),
    playCalendar(actor, query) {
      const today = todayIn(now(), query.tz);
      return answer(actor, `calendar:${today}`, (rows) => playCalendar(rows, today));
    },
  };
}
