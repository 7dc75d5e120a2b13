// The scale generator (bench/scale.seed.ts) loads with the triggers off and computes what they keep in
// bulk. Here, at 300 players: the totals follow the per-player shape, and deleting everything again with
// the triggers on brings every trigger-kept number back to exactly zero, which holds only if the bulk
// figures were what the triggers would have kept. PostgreSQL only (the server of DATABASE_URL in CI,
// otherwise a throwaway one).
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { seedScale, type ScaleResult } from "../../bench/scale.seed.ts";
import { freshDatabase } from "./postgres.ts";

const PLAYERS = 300;
let url: string;
let seeded: ScaleResult;

beforeAll(async () => {
  const database = await freshDatabase("sp_scale");
  url = database.url;
  seeded = await seedScale(url, { players: PLAYERS });
  return () => database.drop();
}, 180_000);

async function rows<T>(sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

describe("the scale generator", () => {
  it("makes an instance of the asked size with every table the hot paths read", () => {
    const { counts } = seeded;
    expect(counts.users).toBe(PLAYERS);
    // 50 games, 10 sessions, 5 reviews and 20 events per player, give or take the draws.
    expect(counts.libraryGames / PLAYERS).toBeGreaterThan(35);
    expect(counts.libraryGames / PLAYERS).toBeLessThan(65);
    expect(counts.sessions / PLAYERS).toBeGreaterThan(6);
    expect(counts.reviews / PLAYERS).toBeGreaterThan(3);
    expect(counts.likes).toBeGreaterThan(counts.reviews);
    expect(counts.events / PLAYERS).toBeGreaterThan(14);
    expect(counts.follows / PLAYERS).toBeGreaterThan(5);
  });

  it("gives ten players a tenth of the instance as followers, and the rest a few", async () => {
    const top = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM "follows" GROUP BY "followeeId" ORDER BY n DESC LIMIT 11`);
    expect(top.slice(0, 10).every((r) => r.n >= PLAYERS / 10 - 5)).toBe(true);
    expect(top[10]!.n).toBeLessThan(top[9]!.n);
  });

  it("keeps the numbers the triggers keep: deleting every row with the triggers on brings them to zero", async () => {
    const [before] = await rows<{ players: number; reviews: number }>(
      `SELECT sum("players")::int AS "players", sum("reviews")::int AS "reviews" FROM "shared_game_stats"`,
    );
    expect(before!.players).toBeGreaterThan(0);
    expect(before!.reviews).toBe(seeded.counts.reviews);
    await rows(`DELETE FROM "review_likes"`);
    expect(await rows(`SELECT count(*)::int AS "n" FROM "reviews" WHERE "likeCount" <> 0`)).toEqual([{ n: 0 }]);
    await rows(`DELETE FROM "library_games"`);
    const after = await rows(
      `SELECT (SELECT count(*) FROM "shared_game_stats"
               WHERE ("reviews", "players", "completed", "playing", "ratingSum", "ratingCount", "playTimeSum", "playTimeCount") <> (0, 0, 0, 0, 0, 0, 0, 0))::int AS "stats",
              (SELECT count(*) FROM "shared_game_players")::int AS "players",
              (SELECT count(*) FROM "shared_game_days" WHERE ("completions", "starts") <> (0, 0))::int AS "days",
              (SELECT count(*) FROM "library_versions" WHERE "games" <> 0)::int AS "versions",
              (SELECT count(*) FROM "reviews")::int AS "reviews"`,
    );
    expect(after).toEqual([{ stats: 0, players: 0, days: 0, versions: 0, reviews: 0 }]);
  }, 120_000);
});
