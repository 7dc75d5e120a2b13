// The recommendations' SQL: the caller's library as the recommender reads it, their dismissed games,
// what players who loved the caller's games also loved, and the instance's trending and tracking.
import { performance } from "node:perf_hooks";
import type { GameStatus } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { RecoLibraryGame } from "./taste.ts";

type Sql = Pick<Db, "$queryRaw" | "$executeRaw">;

/** A rating of at least this is a game the player loved (the partial indexes of library_games use it). */
export const LOVED_RATING = 8;

export async function libraryOf(db: Sql, userId: string): Promise<RecoLibraryGame[]> {
  const rows = await db.$queryRaw<(Omit<RecoLibraryGame, "status"> & { status: string })[]>(Prisma.sql`
    SELECT "id"::text AS "id", "slug", "title", "catalogGameId" AS "catalogId", "status", "rating", "genres",
           NULLIF("platform", '') AS "platform", "developer", "publisher"
    FROM "library_games" WHERE "userId" = ${userId}::uuid
    ORDER BY "createdAt" DESC, "id" DESC`);
  return rows.map((r) => ({ ...r, status: r.status as GameStatus }));
}

export async function dismissedOf(db: Sql, userId: string): Promise<number[]> {
  const rows = await db.$queryRaw<{ id: number }[]>(Prisma.sql`
    SELECT "catalogGameId" AS "id" FROM "dismissed_recommendations" WHERE "userId" = ${userId}::uuid ORDER BY "catalogGameId"`);
  return rows.map((r) => r.id);
}

/** Marks a catalog game 'Not interested' (again is no change); false when there is no such catalog game. */
export async function dismiss(db: Sql, userId: string, catalogId: number): Promise<boolean> {
  const n = await db.$executeRaw(Prisma.sql`
    INSERT INTO "dismissed_recommendations" ("userId", "catalogGameId")
    SELECT ${userId}::uuid, c."id" FROM "catalog_games" c WHERE c."id" = ${catalogId}::int
    ON CONFLICT DO NOTHING`);
  if (n > 0) return true;
  const found = await db.$queryRaw<{ one: number }[]>(Prisma.sql`SELECT 1 AS "one" FROM "catalog_games" WHERE "id" = ${catalogId}::int`);
  return found.length > 0;
}

export async function undismiss(db: Sql, userId: string, catalogId: number): Promise<void> {
  await db.$executeRaw(Prisma.sql`DELETE FROM "dismissed_recommendations" WHERE "userId" = ${userId}::uuid AND "catalogGameId" = ${catalogId}::int`);
}

/** Players read per loved game of the caller's: enough to see a pattern, bounded work. */
const LOVERS_PER_GAME = 40;
/**
 * The co-loved games kept: those most often loved with the caller's games (a game left out was loved
 * with them no more often than any kept). On a big instance there are thousands, and every one became
 * a candidate scored on every request.
 */
export const CO_LOVED_MAX = 300;

/**
 * For the caller's loved catalog games (`seeds`): what other players `counted` admits (SQL over `u`,
 * their users row) who loved one of them also loved, as (catalog id, seed, players), for the
 * CO_LOVED_MAX games loved most often with them. The caller is never counted, nor a hidden player (the
 * only other lover of a game would be named by the reason).
 */
export async function coLoved(db: Sql, userId: string, seeds: readonly number[], counted: Prisma.Sql): Promise<{ id: number; seed: number; n: number }[]> {
  if (seeds.length === 0) return [];
  return db.$queryRaw<{ id: number; seed: number; n: number }[]>(Prisma.sql`
    WITH "pairs" AS (
      SELECT o."catalogGameId" AS "id", l."seed", count(*)::int AS "n"
      FROM unnest(${[...seeds]}::int[]) AS s("seed")
      CROSS JOIN LATERAL (
        SELECT g."userId", s."seed" FROM "library_games" g JOIN "users" u ON u."id" = g."userId"
        WHERE g."catalogGameId" = s."seed" AND g."catalogGameId" IS NOT NULL AND g."rating" >= ${LOVED_RATING}::int AND g."userId" <> ${userId}::uuid
          AND ${counted}
        ORDER BY g."userId" LIMIT ${LOVERS_PER_GAME}::int
      ) l
      JOIN "library_games" o ON o."userId" = l."userId" AND o."catalogGameId" IS NOT NULL AND o."rating" >= ${LOVED_RATING}::int AND o."catalogGameId" <> l."seed"
      GROUP BY o."catalogGameId", l."seed"
    ), "kept" AS (
      SELECT "id" FROM "pairs" GROUP BY "id" ORDER BY sum("n") DESC, "id" LIMIT ${CO_LOVED_MAX}::int
    )
    SELECT p."id", p."seed", p."n" FROM "pairs" p JOIN "kept" k ON k."id" = p."id"`);
}

/**
 * Catalog games most added or started (status IN_PROGRESS) since `since`, by distinct players of those
 * `counted` admits (SQL over `u`, their users row: the people feature's rule, so a hidden player counts
 * nowhere and no number can be traced to one).
 */
export async function trendingSince(db: Sql, since: Date, limit: number, counted: Prisma.Sql): Promise<{ catalogId: number; players: number }[]> {
  return db.$queryRaw<{ catalogId: number; players: number }[]>(Prisma.sql`
    SELECT t."catalogGameId" AS "catalogId", count(DISTINCT t."userId")::int AS "players"
    FROM (
      SELECT g."catalogGameId", g."userId" FROM "library_games" g
      WHERE g."createdAt" >= ${since} AND g."catalogGameId" IS NOT NULL
      UNION ALL
      SELECT g."catalogGameId", g."userId" FROM "game_status_history" h JOIN "library_games" g ON g."id" = h."gameId"
      WHERE h."at" >= ${since} AND h."status" = 'IN_PROGRESS' AND g."catalogGameId" IS NOT NULL
    ) t
    JOIN "users" u ON u."id" = t."userId"
    WHERE ${counted}
    GROUP BY t."catalogGameId"
    ORDER BY "players" DESC, t."catalogGameId" ASC
    LIMIT ${limit}::int`);
}

/** How many players `counted` admits track each of these catalog games (absent: nobody). */
export async function playersOf(db: Sql, ids: readonly number[], counted: Prisma.Sql): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: number; players: number }[]>(Prisma.sql`
    SELECT g."catalogGameId" AS "id", count(DISTINCT g."userId")::int AS "players"
    FROM "library_games" g JOIN "users" u ON u."id" = g."userId"
    WHERE g."catalogGameId" = ANY(${[...ids]}::int[]) AND ${counted} GROUP BY g."catalogGameId"`);
  return new Map(rows.map((r) => [r.id, r.players]));
}

/** Catalog games the players `counted` admits love (a mean rating of at least 8) that at most `maxPlayers` of them track. */
export async function lovedButRare(db: Sql, maxPlayers: number, counted: Prisma.Sql): Promise<{ id: number; mean: number; count: number }[]> {
  return db.$queryRaw<{ id: number; mean: number; count: number }[]>(Prisma.sql`
    WITH "loved" AS (
      SELECT DISTINCT g."catalogGameId" AS "id" FROM "library_games" g JOIN "users" u ON u."id" = g."userId"
      WHERE g."catalogGameId" IS NOT NULL AND g."rating" >= ${LOVED_RATING}::int AND ${counted}
    )
    SELECT l."id", avg(g."rating")::float8 AS "mean", count(g."rating")::int AS "count"
    FROM "loved" l JOIN "library_games" g ON g."catalogGameId" = l."id" JOIN "users" u ON u."id" = g."userId"
    WHERE ${counted}
    GROUP BY l."id"
    HAVING count(DISTINCT g."userId") <= ${maxPlayers}::int AND avg(g."rating") >= ${LOVED_RATING}::int
    ORDER BY l."id"
    LIMIT 500`);
}

/** The instance-wide signals as stored (recommendation_signals): ratings as [catalog id, mean, count]. */
export interface StoredSignals {
  computedAt: Date;
  /** How long computing them took. */
  tookMs: number;
  trending: { catalogId: number; players: number }[];
  players: [number, number][];
  ratings: [number, number, number][];
}

/** Savepoint's advisory lock for computing the instance's signals (any fixed number no other lock of the app uses). */
export const SIGNALS_LOCK = 0x5a7e_0003n;

export async function readSignals(db: Sql): Promise<StoredSignals | null> {
  const [row] = await db.$queryRaw<StoredSignals[]>(Prisma.sql`
    SELECT "computedAt", "tookMs", "trending", "players", "ratings" FROM "recommendation_signals" WHERE "id" = 1`);
  return row ?? null;
}

/** How many times as long as computing them took the signals are kept at least (their computing takes at most 2 % of the time). */
export const SIGNALS_DUTY = 50;

/** Whether stored signals are to be computed again: older than `ttlMs`, and than SIGNALS_DUTY times what they took. */
export const signalsStale = (s: Pick<StoredSignals, "computedAt" | "tookMs">, now: Date, ttlMs: number) =>
  now.getTime() - s.computedAt.getTime() >= Math.max(ttlMs, SIGNALS_DUTY * s.tookMs);

/**
 * The stored signals unless stale (signalsStale); otherwise `compute`s and stores them. Under
 * SIGNALS_LOCK, in one transaction: processes that find them stale together compute once, the others
 * wait and read what it stored (a process that dies mid-way lets the lock go with its transaction).
 */
export async function refreshSignals(
  db: Db,
  ttlMs: number,
  now: Date,
  compute: (tx: Sql) => Promise<Omit<StoredSignals, "computedAt" | "tookMs">>,
): Promise<StoredSignals> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SIGNALS_LOCK}::bigint)`;
      const stored = await readSignals(tx);
      if (stored && !signalsStale(stored, now, ttlMs)) return stored;
      const t0 = performance.now();
      const computed = await compute(tx);
      const s = { computedAt: now, tookMs: Math.round(performance.now() - t0), ...computed };
      await tx.$executeRaw`
        INSERT INTO "recommendation_signals" ("id", "computedAt", "tookMs", "trending", "players", "ratings")
        VALUES (1, ${now}, ${s.tookMs}::int, ${JSON.stringify(s.trending)}::jsonb, ${JSON.stringify(s.players)}::jsonb, ${JSON.stringify(s.ratings)}::jsonb)
        ON CONFLICT ("id") DO UPDATE SET "computedAt" = EXCLUDED."computedAt", "tookMs" = EXCLUDED."tookMs", "trending" = EXCLUDED."trending",
          "players" = EXCLUDED."players", "ratings" = EXCLUDED."ratings"`;
      return s;
    },
    { timeout: 600_000, maxWait: 600_000 },
  );
}
