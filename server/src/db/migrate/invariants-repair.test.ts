// The invariants migration (20261128120000_library_invariants, ADR 017) on a database seeded with rows
// that break its rules, as an instance may hold them: every row is repaired, none is deleted, no hours,
// rating or date is lost (a value the status hides moves to the status history), and data_repairs says
// how many rows each repair changed.
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { emptyTestDatabase } from "../../../test/helpers.ts";
import { createPrisma } from "../prisma.ts";
import { deployMigrations } from "./deploy.ts";

const BEFORE = "20261128100000_import_run_changes";

describe("the library invariants migration repairs existing rows", async () => {
  const db = await emptyTestDatabase();
  await deployMigrations(db.url, { singleConnection: db.singleConnection, until: BEFORE });
  const prisma = createPrisma(db.url, 1);
  afterAll(async () => {
    await prisma.$disconnect();
    await db.close();
  });

  const sam = randomUUID();
  const sam2 = randomUUID();
  const user = (id: string, username: string, created: string) =>
    prisma.$executeRawUnsafe(
      `INSERT INTO "users" ("id", "firstName", "lastName", "email", "emailLower", "username", "passwordHash", "createdAt") VALUES ($1::uuid, 'S', 'C', $2, $2, $3, 'x', $4::timestamp)`,
      id,
      `${username}-${id}@example.test`,
      username,
      created,
    );
  const game = async (id: string, owner: string, cols: Record<string, string>) => {
    const names = Object.keys(cols);
    await prisma.$executeRawUnsafe(
      `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "updatedAt"${names.map((n) => `, "${n}"`).join("")})
       VALUES ('${id}', '${owner}', 'Game ${id.slice(0, 4)}', 'g-${id.slice(0, 8)}', 'PC', now()${names.map((n) => `, ${cols[n]}`).join("")})`,
    );
    await prisma.$executeRawUnsafe(
      `INSERT INTO "game_status_history" ("id", "gameId", "status", "at") SELECT gen_random_uuid(), "id", "status", now() FROM "library_games" WHERE "id" = '${id}'`,
    );
  };
  const ids = { backlog: randomUUID(), reversed: randomUUID(), inProgress: randomUUID(), rated: randomUUID(), other: randomUUID() };

  await user(sam, "Sam", "2026-01-01");
  await user(sam2, "sam", "2026-02-01");
  await game(ids.backlog, sam, { status: "'BACKLOG'", rating: "6", playTime: "4", startDate: "'2025-03-01'" });
  await game(ids.reversed, sam, { status: "'COMPLETED'", startDate: "'2025-05-10'", completedDate: "'2025-05-01'", rating: "9" });
  await game(ids.inProgress, sam, {
    status: "'IN_PROGRESS'",
    completedDate: "'2025-01-01'",
    achievementsCompleted: "12",
    totalAchievements: "10",
    playTime: "3.5",
  });
  await game(ids.rated, sam, { status: "'COMPLETED'", rating: "11", playTime: "-2" });
  await game(ids.other, sam2, { status: "'IN_PROGRESS'" });
  // A session of Sam's game written as sam's, one of no minutes, a review over the limit.
  await prisma.$executeRawUnsafe(
    `INSERT INTO "play_sessions" ("id", "gameId", "userId", "date", "minutes") VALUES ('${randomUUID()}', '${ids.inProgress}', '${sam2}', '2025-01-02', 30)`,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "play_sessions" ("id", "gameId", "userId", "date", "minutes") VALUES ('${randomUUID()}', '${ids.inProgress}', '${sam}', '2025-01-03', 0)`,
  );
  await prisma.$executeRawUnsafe(
    `INSERT INTO "reviews" ("id", "userId", "libraryGameId", "gameKey", "rating", "comment", "platform", "updatedAt") VALUES ('${randomUUID()}', '${sam}', '${ids.reversed}', 's:x', 8, $1, 'PC', now())`,
    "y".repeat(2100),
  );

  const applied = await deployMigrations(db.url, { singleConnection: db.singleConnection });

  it("applies the later migrations", () => {
    expect(applied).toContain("20261128120000_library_invariants");
  });

  it("records how many rows each repair changed (printed for the closing note)", async () => {
    const repairs = await prisma.$queryRawUnsafe<{ rule: string; rows: number }[]>(
      `SELECT "rule", "changed" AS "rows" FROM "data_repairs" WHERE "changed" > 0 ORDER BY "id"`,
    );
    console.log(`repairs on the seeded database:\n${repairs.map((r) => `  ${r.rows} × ${r.rule}`).join("\n")}`);
    const count = (fragment: string) => repairs.find((r) => r.rule.includes(fragment))?.rows;
    expect(count("rating brought into 1-10")).toBe(1);
    expect(count("negative play time")).toBe(1);
    expect(count("achievement counts ordered")).toBe(1);
    expect(count("dates swapped")).toBe(1);
    expect(count("values their status hides moved")).toBe(2);
    expect(count("minutes below 1")).toBe(1);
    expect(count("owner set to the game's owner")).toBe(1);
    expect(count("reviews: text cut")).toBe(1);
    expect(count("username taken in another case")).toBe(1);
  });

  it("keeps every row and moves what a status hides into its latest history entry", async () => {
    expect(await prisma.libraryGame.count()).toBe(5);
    const backlog = await prisma.libraryGame.findUniqueOrThrow({ where: { id: ids.backlog } });
    expect(backlog).toMatchObject({ status: "BACKLOG", rating: null, playTime: 0, startDate: null });
    const kept = await prisma.statusChange.findFirstOrThrow({ where: { gameId: ids.backlog }, orderBy: { at: "desc" } });
    expect(kept.kept).toEqual({ rating: 6, playTime: 4, startDate: "2025-03-01" });

    const inProgress = await prisma.libraryGame.findUniqueOrThrow({ where: { id: ids.inProgress } });
    expect(inProgress).toMatchObject({ completedDate: null, achievementsCompleted: null, totalAchievements: null, playTime: 3.5 });
    const keptProgress = await prisma.statusChange.findFirstOrThrow({ where: { gameId: ids.inProgress }, orderBy: { at: "desc" } });
    expect(keptProgress.kept).toEqual({ completedDate: "2025-01-01", achievementsCompleted: 12, totalAchievements: 12 });

    const reversed = await prisma.libraryGame.findUniqueOrThrow({ where: { id: ids.reversed } });
    expect([reversed.startDate?.toISOString().slice(0, 10), reversed.completedDate?.toISOString().slice(0, 10)]).toEqual(["2025-05-01", "2025-05-10"]);
    expect((await prisma.libraryGame.findUniqueOrThrow({ where: { id: ids.rated } })).rating).toBe(10);
  });

  it("sessions belong to their game's owner, usernames differ whatever their case, the review fits", async () => {
    const sessions = await prisma.playSession.findMany({ where: { gameId: ids.inProgress }, orderBy: { date: "asc" } });
    expect(sessions.map((s) => [s.userId, s.minutes])).toEqual([
      [sam, 30],
      [sam, 1],
    ]);
    const names = (await prisma.user.findMany({ orderBy: { createdAt: "asc" }, select: { username: true } })).map((u) => u.username);
    expect(names).toEqual(["Sam", "sam-2"]);
    const review = await prisma.review.findFirstOrThrow({ where: { userId: sam } });
    expect(review.comment).toHaveLength(2000);
  });
});
