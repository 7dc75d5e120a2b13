// The analytics of the caller's library. Each user's answers (and, within a row budget, their lean
// rows) are kept in this process against their library version (the one the library list cache
// uses): any write to the library bumps it, so the next request computes afresh. Entries are per
// user, never shared between users.
import type { AnalyticsQuery, AnalyticsSummary, CompletedAnalytics, MonthlyQuery, MonthlySeries, TotalGamesAnalytics, YearInReview, BacklogForecast } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { analyticsRows, sessionsOfYear, type AnalyticsRow } from "./analytics.queries.ts";
import { completedGames, monthly, summary, totalGames, yearIn } from "./analytics.rules.ts";
import { yearInReview } from "./analytics.year.ts";
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
}

interface AnalyticsServiceDeps {
  prisma: Db;
  /** The user's library version (the games feature's). */
  libraryVersion: (userId: string) => Promise<number>;
  /** A game's cover address as the library serves it. */
  cover: (id: string, imageUrl: string | null) => string | null;
  now?: () => Date;
  /** Users whose answers are kept, at most (least recently used dropped first). */
  maxUsers?: number;
  /** Library rows kept to compute further answers from, at most (other users' rows dropped first). */
  maxRows?: number;
}

interface Entry {
  version: number;
  /** The library's rows, while the row budget allows: a new answer needs them (else they are read again). */
  rows?: AnalyticsRow[];
  answers: Map<string, unknown>;
}

/** Answers kept per user and version (a few years of the monthly series besides the others). */
const MAX_ANSWERS = 24;

export function createAnalyticsService(deps: AnalyticsServiceDeps): AnalyticsService {
  const now = deps.now ?? (() => new Date());
  const maxUsers = deps.maxUsers ?? 1000;
  const maxRows = deps.maxRows ?? 20_000;
  const users = new Map<string, Entry>();
  let rowsKept = 0;

  function drop(userId: string) {
    rowsKept -= users.get(userId)?.rows?.length ?? 0;
    users.delete(userId);
  }

  /** The user's entry for their current library version (least recently used last out). */
  async function entry(userId: string): Promise<Entry> {
    const version = await deps.libraryVersion(userId);
    const hit = users.get(userId);
    if (hit && hit.version === version) {
      users.delete(userId);
      users.set(userId, hit);
      return hit;
    }
    // A newer version already kept stays; this request is answered without keeping anything.
    if (hit && hit.version > version) return { version, answers: new Map() };
    drop(userId);
    const fresh: Entry = { version, answers: new Map() };
    users.set(userId, fresh);
    for (const [uid] of users) {
      if (users.size <= maxUsers) break;
      drop(uid);
    }
    return fresh;
  }

  async function rowsOf(userId: string, e: Entry): Promise<AnalyticsRow[]> {
    if (e.rows) return e.rows;
    const rows = await analyticsRows(deps.prisma, userId);
    if (users.get(userId) !== e || e.rows) return e.rows ?? rows;
    e.rows = rows;
    rowsKept += rows.length;
    for (const [uid, other] of users) {
      if (rowsKept <= maxRows) break;
      if (uid === userId || !other.rows) continue;
      rowsKept -= other.rows.length;
      other.rows = undefined;
    }
    return rows;
  }

  async function answer<T>(actor: Actor, key: string, compute: (rows: AnalyticsRow[]) => T | Promise<T>): Promise<T> {
    const e = await entry(actor.id);
    if (e.answers.has(key)) return e.answers.get(key) as T;
    const value = await compute(await rowsOf(actor.id, e));
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
    forecast(actor, query) {
      const today = todayIn(now(), query.tz);
      return answer(actor, `forecast:${today}`, (rows) => forecast(rows, today));
    },
    year: (actor, year) => answer(actor, `year:${year}`, async (rows) => yearInReview(rows, await sessionsOfYear(deps.prisma, actor.id, year), year)),
  };
}
