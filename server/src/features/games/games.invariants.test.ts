// The library's rules hold below the API too (ADR 017): a status keeps only the values it shows (a change
// moves the rest into its history entry and a later change brings them back), and the database refuses a
// direct write that breaks a rule, on the run's engine.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { SESSION_ON_BACKLOG_MESSAGE, hiddenFieldMessage, type LibraryGameDto } from "@savepoint/common";
import { buildGame, buildUser, userInput } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, issuesOf } from "../../../test/responses.ts";

const { app, db } = await setupFile();
const prisma = db.prisma;

const put = (u: Awaited<ReturnType<typeof buildUser>>, id: string, body: Record<string, unknown>) => u.auth(request(app).put(`/api/games/${id}`)).send(body);
const getGame = async (u: Awaited<ReturnType<typeof buildUser>>, id: string) =>
  bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${id}`)).expect(200));

describe("values that belong to a status", () => {
  it("refuses a Backlog game with a rating or play time, naming each field (the form's hidden values)", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).post("/api/games")).send({ title: "Hidden", platform: "PC", status: "BACKLOG", rating: 6, playTime: 4 }).expect(400);
    expect(issuesOf(res)).toEqual([
      { path: "rating", message: hiddenFieldMessage("rating", "BACKLOG") },
      { path: "playTime", message: hiddenFieldMessage("playTime", "BACKLOG") },
      { path: "status", message: "A Backlog game keeps no rating or play time" },
    ]);
    const list = bodyOf<unknown[]>(await u.auth(request(app).get("/api/games")).expect(200));
    expect(list).toHaveLength(0);
    // empty values are what a backlog game has anyway
    await u
      .auth(request(app).post("/api/games"))
      .send({ title: "Plain", platform: "PC", status: "BACKLOG", rating: null, playTime: 0, completed100Percent: false })
      .expect(201);
  });

  it("refuses a completion date or achievements on a game in progress, and the abandoned date elsewhere", async () => {
    const u = await buildUser(app);
    const res = await u
      .auth(request(app).post("/api/games"))
      .send({ title: "Half", platform: "PC", status: "IN_PROGRESS", completedDate: "2024-01-02", totalAchievements: 10, abandonedDate: "2024-01-03" })
      .expect(400);
    expect(issuesOf(res).map((i) => i.path)).toEqual(["completedDate", "totalAchievements", "abandonedDate", "status"]);
    const g = await buildGame(app, u, { status: "IN_PROGRESS", rating: 7 });
    const refused = await put(u, g.id, { completed100Percent: true }).expect(400);
    expect(issuesOf(refused)).toEqual([{ path: "completed100Percent", message: hiddenFieldMessage("completed100Percent", "IN_PROGRESS") }]);
  });

  it("Completed → Backlog keeps the values in the history entry, and back to Completed brings them back", async () => {
    const u = await buildUser(app);
    const done = {
      status: "COMPLETED",
      rating: 9,
      playTime: 41.5,
      startDate: "2024-01-10",
      completedDate: "2024-03-01",
      completed100Percent: true,
      totalAchievements: 40,
    };
    const g = await buildGame(app, u, done);
    expect(g.achievementsCompleted).toBe(40);

    const shelved = bodyOf<LibraryGameDto>(await put(u, g.id, { status: "BACKLOG" }).expect(200));
    expect(shelved).toMatchObject({ status: "BACKLOG", rating: null, playTime: 0, startDate: null, completedDate: null, completed100Percent: false });
    expect(shelved.achievementsCompleted).toBeNull();
    expect(shelved.totalAchievements).toBeNull();
    const entries = await prisma.statusChange.findMany({ where: { gameId: g.id }, orderBy: { at: "asc" } });
    const allKept = { ...done, achievementsCompleted: 40 } as Record<string, unknown>;
    delete allKept.status;
    expect(entries.at(-1)).toMatchObject({ status: "BACKLOG", kept: allKept });
    // The game's answer says what a change would bring back (the form shows it).
    expect((await getGame(u, g.id)).kept).toEqual(allKept);
    // Counted nowhere while hidden: the stats read the rows.
    const stats = bodyOf<{ averageRating: number | null; totalPlayTime: number }>(await u.auth(request(app).get("/api/games/stats")).expect(200));
    expect(stats.totalPlayTime).toBe(0);

    // In Progress brings back what it shows; Completed then the rest.
    const replay = await getGame(u, g.id).then(() => put(u, g.id, { status: "IN_PROGRESS" }).expect(200));
    expect(bodyOf<LibraryGameDto>(replay)).toMatchObject({ status: "IN_PROGRESS", rating: 9, playTime: 41.5, startDate: "2024-01-10", completedDate: null });
    const again = bodyOf<LibraryGameDto>(await put(u, g.id, { status: "COMPLETED" }).expect(200));
    expect(again).toMatchObject({ ...done, achievementsCompleted: 40, kept: {} });
    const left = await prisma.statusChange.findMany({ where: { gameId: g.id, kept: { not: undefined } }, select: { kept: true } });
    expect(left.every((e) => e.kept === null)).toBe(true);
  });

  it("a value the player set meanwhile wins over the kept one, and a kept value is used once", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "IN_PROGRESS", rating: 4, playTime: 3 });
    await put(u, g.id, { status: "BACKLOG" }).expect(200);
    const back = bodyOf<LibraryGameDto>(await put(u, g.id, { status: "IN_PROGRESS", rating: 8 }).expect(200));
    expect(back).toMatchObject({ rating: 8, playTime: 3 });
    // Cleared, shelved and started again: the old rating 4 does not come back.
    await put(u, g.id, { rating: null }).expect(200);
    await put(u, g.id, { status: "BACKLOG" }).expect(200);
    const third = bodyOf<LibraryGameDto>(await put(u, g.id, { status: "ABANDONED" }).expect(200));
    expect(third.rating).toBeNull();
    expect(third.playTime).toBe(3);
  });

  it("a session cannot be logged on a backlog game (409), and removing one takes its minutes off the kept hours", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "IN_PROGRESS" });
    const s = await u
      .auth(request(app).post(`/api/games/${g.id}/sessions`))
      .send({ minutes: 90 })
      .expect(201);
    const sessionId = (s.body as { session: { id: string } }).session.id;
    await put(u, g.id, { status: "BACKLOG" }).expect(200);
    const refused = await u
      .auth(request(app).post(`/api/games/${g.id}/sessions`))
      .send({ minutes: 30 })
      .expect(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe(SESSION_ON_BACKLOG_MESSAGE);
    await u.auth(request(app).delete(`/api/games/${g.id}/sessions/${sessionId}`)).expect(200);
    const started = bodyOf<LibraryGameDto>(await put(u, g.id, { status: "IN_PROGRESS" }).expect(200));
    expect(started.playTime).toBe(0);
  });
});

describe("the database refuses what the contracts refuse", () => {
  async function seedGame() {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { status: "IN_PROGRESS" });
    const user = await prisma.user.findFirstOrThrow({ where: { username: u.input.username } });
    return { userId: user.id, gameId: g.id };
  }
  it.each([
    ["an unknown status", `"status"='PLAYING'`, "library_games_status_check"],
    ["a rating of 11", `"rating"=11`, "library_games_rating_check"],
    ["negative play time", `"playTime"=-1`, "library_games_playTime_check"],
    ["a priority of urgent", `"priority"='urgent'`, "library_games_priority_check"],
    ["a blank title", `"title"='  '`, "library_games_title_check"],
    ["a completion date on a game in progress", `"completedDate"='2024-01-01'`, "library_games_completed_fields_check"],
    ["an abandoned date on a game in progress", `"abandonedDate"='2024-01-01'`, "library_games_abandoned_fields_check"],
  ])("a library row with %s", async (_what, assignment, constraint) => {
    const { userId } = await seedGame();
    const [column, value] = assignment.split("=");
    const sql =
      column === `"title"`
        ? `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "updatedAt") VALUES ('${randomUUID()}', '${userId}', ${value}, 'd-${randomUUID().slice(0, 8)}', 'PC', now())`
        : column === `"status"`
          ? `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "status", "updatedAt") VALUES ('${randomUUID()}', '${userId}', 'Direct', 'd-${randomUUID().slice(0, 8)}', 'PC', ${value}, now())`
          : `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", ${column}, "updatedAt") VALUES ('${randomUUID()}', '${userId}', 'Direct', 'd-${randomUUID().slice(0, 8)}', 'PC', ${value}, now())`;
    await expect(prisma.$executeRawUnsafe(sql)).rejects.toThrow(constraint);
  });

  it("a backlog row with a rating, play time or start date", async () => {
    const { userId } = await seedGame();
    for (const [column, value] of [
      ["rating", "6"],
      ["playTime", "4"],
      ["startDate", "'2024-01-01'"],
    ]) {
      await expect(
        prisma.$executeRawUnsafe(
          `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "status", "${column}", "updatedAt") VALUES ('${randomUUID()}', '${userId}', 'Direct', 'd-${randomUUID().slice(0, 8)}', 'PC', 'BACKLOG', ${value}, now())`,
        ),
      ).rejects.toThrow("library_games_backlog_fields_check");
    }
  });

  it("more achievements than the total, and a completion before the start", async () => {
    const { userId } = await seedGame();
    const completed = (cols: string, values: string) =>
      prisma.$executeRawUnsafe(
        `INSERT INTO "library_games" ("id", "userId", "title", "slug", "platform", "status", ${cols}, "updatedAt") VALUES ('${randomUUID()}', '${userId}', 'Direct', 'd-${randomUUID().slice(0, 8)}', 'PC', 'COMPLETED', ${values}, now())`,
      );
    await expect(completed(`"achievementsCompleted", "totalAchievements"`, "11, 10")).rejects.toThrow("library_games_achievements_check");
    await expect(completed(`"startDate", "completedDate"`, "'2024-02-01', '2024-01-01'")).rejects.toThrow("library_games_dates_check");
    await expect(completed(`"startDate", "completedDate"`, "'2024-01-01', '2024-01-01'")).resolves.toBe(1);
  });

  it("a session of no minutes, or owned by someone other than its game's owner", async () => {
    const { userId, gameId } = await seedGame();
    const other = await seedGame();
    const session = (owner: string, minutes: number) =>
      prisma.$executeRawUnsafe(
        `INSERT INTO "play_sessions" ("id", "gameId", "userId", "date", "minutes") VALUES ('${randomUUID()}', '${gameId}', '${owner}', '2024-01-01', ${minutes})`,
      );
    await expect(session(userId, 0)).rejects.toThrow("play_sessions_minutes_check");
    await expect(session(other.userId, 30)).rejects.toThrow("play_sessions_gameId_userId_fkey");
    await expect(session(userId, 30)).resolves.toBe(1);
  });

  it("a review over 2,000 characters or blank, a journal entry with blank text, a status history entry of an unknown status", async () => {
    const { userId, gameId } = await seedGame();
    const review = (comment: string) =>
      prisma.$executeRawUnsafe(
        `INSERT INTO "reviews" ("id", "userId", "libraryGameId", "gameKey", "rating", "comment", "platform", "updatedAt") VALUES ('${randomUUID()}', '${userId}', '${gameId}', 's:${randomUUID()}', 8, $1, 'PC', now())`,
        comment,
      );
    await expect(review("x".repeat(2001))).rejects.toThrow("reviews_comment_check");
    await expect(review("   ")).rejects.toThrow("reviews_comment_check");
    await expect(review("x".repeat(2000))).resolves.toBe(1);
    await expect(
      prisma.$executeRawUnsafe(
        `INSERT INTO "journal_entries" ("id", "userId", "content", "category", "date", "updatedAt") VALUES ('${randomUUID()}', '${userId}', ' ', 'Progress', '2024-01-01', now())`,
      ),
    ).rejects.toThrow("journal_entries_content_check");
    await expect(
      prisma.$executeRawUnsafe(`INSERT INTO "game_status_history" ("id", "gameId", "status") VALUES ('${randomUUID()}', '${gameId}', 'WISHLIST')`),
    ).rejects.toThrow("game_status_history_status_check");
  });

  it("two usernames that differ only in case", async () => {
    const u = await buildUser(app);
    const row = await prisma.user.findFirstOrThrow({ where: { username: u.input.username } });
    await expect(
      prisma.$executeRawUnsafe(
        `INSERT INTO "users" ("id", "firstName", "lastName", "email", "emailLower", "username", "passwordHash") VALUES ('${randomUUID()}', 'A', 'B', 'x@example.com', 'x-${randomUUID()}@example.com', $1, 'x')`,
        row.username.toUpperCase(),
      ),
    ).rejects.toThrow("users_lower_username_key");
  });

  it("concurrent sign-ups as Sam and sam: one account, the other told the name is taken", async () => {
    const stamp = randomUUID().slice(0, 6);
    const results = await Promise.all(
      [`Sam${stamp}`, `sam${stamp}`, `SAM${stamp}`].map((name, i) =>
        request(app)
          .post("/api/auth/register")
          .send(userInput({ username: name, email: `sam${i}-${stamp}@example.test` })),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await prisma.user.count({ where: { username: { equals: `sam${stamp}`, mode: "insensitive" } } })).toBe(1);
  });
});

describe("time is written in UTC", () => {
  it("the database session's time zone is UTC, so a default timestamp is the instant it was written", async () => {
    const [row] = await prisma.$queryRawUnsafe<{ tz: string }[]>(`SELECT current_setting('TimeZone') AS tz`);
    const tz = row!.tz;
    expect(tz).toBe("UTC");
    const [times] = await prisma.$queryRawUnsafe<{ local: Date; utc: Date }[]>(`SELECT LOCALTIMESTAMP AS local, now() AS utc`);
    const { local, utc } = times!;
    expect(Math.abs(local.getTime() - utc.getTime())).toBeLessThan(1000);
  });
});
