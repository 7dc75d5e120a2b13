// What players who loved the caller's games also loved is read for the CO_LOVED_MAX games loved most
// often with them, not for every game any such player loved (thousands on a big instance, each one a
// candidate scored on every request).
import { describe, expect, it } from "vitest";
import { countedPlayerSql } from "../people/index.ts";
import { buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { CO_LOVED_MAX, coLoved } from "./recommendations.queries.ts";

const { app, db } = await setupFile();
const EXTRA = 5;

/** `count` catalog games, their ids in rising order. */
async function catalogGames(count: number): Promise<number[]> {
  const rows = await db.prisma.$queryRaw<{ id: number }[]>`
    INSERT INTO "catalog_games" ("slug", "source", "sourceId", "title")
    SELECT 'co-loved-' || i, 'test', 'co-loved-' || i, 'Co-loved ' || i FROM generate_series(1, ${count}::int) AS i
    RETURNING "id"`;
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The player rates each of these catalog games 9 (loved). */
async function loves(userId: string, ids: readonly number[]) {
  await db.prisma.$executeRaw`
    INSERT INTO "library_games" ("id", "userId", "catalogGameId", "title", "slug", "platform", "status", "rating", "updatedAt")
    SELECT gen_random_uuid(), ${userId}::uuid, c, 'Loved ' || c, 'loved-' || c, 'PC', 'IN_PROGRESS', 9, now() FROM unnest(${[...ids]}::int[]) AS c`;
}

describe("games loved with the caller's", () => {
  it(`are read for the ${CO_LOVED_MAX} loved most often with them, counts per seed intact`, async () => {
    const [seed, ...others] = await catalogGames(CO_LOVED_MAX + EXTRA + 1);
    const me = await buildUser(app);
    const [a, b, c] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    await loves(me.user.id, [seed!]);
    // Every game is loved with the seed once; the first ten twice; the first five three times.
    await loves(a.user.id, [seed!, ...others]);
    await loves(b.user.id, [seed!, ...others.slice(0, 10)]);
    await loves(c.user.id, [seed!, ...others.slice(0, 5)]);

    const rows = await coLoved(db.prisma, me.user.id, [seed!], countedPlayerSql("u"));
    const ids = rows.map((r) => r.id);
    expect(new Set(ids).size).toBe(CO_LOVED_MAX);
    expect(rows.every((r) => r.seed === seed)).toBe(true);
    const count = new Map(rows.map((r) => [r.id, r.n]));
    for (const id of others.slice(0, 5)) expect(count.get(id)).toBe(3);
    for (const id of others.slice(5, 10)) expect(count.get(id)).toBe(2);
    // Among games loved once, the lowest ids are kept; the last EXTRA are not.
    for (const id of others.slice(-EXTRA)) expect(count.has(id)).toBe(false);
    expect(count.get(others[CO_LOVED_MAX - 1]!)).toBe(1);
  });
});
