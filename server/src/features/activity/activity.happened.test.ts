// Events say when things happened (issue 26): each keeps the day the player gave (a completion's,
// a session's, a start's) beside the time it was recorded. My activity and Recent Completions order by
// when it happened, the community feed by when it was recorded; creating a game as In Progress or
// Abandoned records the start or the abandonment too (an import's summary: data.import-activity.test.ts).
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { ActivityItemDto, ActivityPage, OpenProfile } from "@savepoint/common";
import { buildGame, buildSession, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { happenedBackfill } from "./activity.backfill.test-support.ts";

const { app, db } = await setupFile();

const get = async (u: TestUser, path: string) => bodyOf<ActivityPage>(await u.auth(request(app).get(path)).expect(200));
const mine = (u: TestUser) => get(u, "/api/activity");
const feed = (u: TestUser, query = "") => get(u, `/api/community/activity${query}`);
const follow = (a: TestUser, b: TestUser) => a.auth(request(app).post(`/api/users/${b.user.username}/follow`)).expect(200);
const line = (i: ActivityItemDto) => `${i.type} ${i.game?.title ?? ""}`.trim();
const today = () => new Date().toISOString().slice(0, 10);

describe("an event keeps when it happened and when it was recorded", () => {
  it("a completion keeps its completion date, a session its date, a start its start date; the record time stays", async () => {
    const u = await buildUser(app);
    const before = Date.now();
    const kart = await buildGame(app, u, { title: "Mario Kart: Super Circuit", status: "COMPLETED", startDate: "2025-10-01", completedDate: "2025-10-13" });
    await buildSession(app, u, kart.id, { minutes: 40, date: "2025-10-05" });
    const items = (await mine(u)).items;
    const completed = items.find((i) => i.type === "completed")!;
    expect(completed.happenedOn).toBe("2025-10-13");
    expect(completed.happenedAt.slice(0, 10)).toBe("2025-10-13");
    expect(new Date(completed.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const session = items.find((i) => i.type === "session_logged")!;
    expect(session.happenedOn).toBe("2025-10-05");
    expect(session.happenedAt.slice(0, 10)).toBe("2025-10-05");
    // Adding the game is what happened today: it has no day of its own.
    const added = items.find((i) => i.type === "game_added")!;
    expect(added.happenedOn).toBeNull();
    expect(added.happenedAt).toBe(added.createdAt);
  });

  it("a status change dates its event by the day the game now holds for that status", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Elden Ring", status: "BACKLOG" });
    await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ status: "IN_PROGRESS", startDate: "2025-03-01" })
      .expect(200);
    await u
      .auth(request(app).put(`/api/games/${g.id}`))
      .send({ status: "COMPLETED", completedDate: "2025-10-13" })
      .expect(200);
    const items = (await mine(u)).items;
    expect(items.find((i) => i.type === "started")!.happenedOn).toBe("2025-03-01");
    expect(items.find((i) => i.type === "completed")!.happenedOn).toBe("2025-10-13");
  });

  it("the database refuses an event whose ordering time is not on its day", async () => {
    const u = await buildUser(app);
    await expect(
      db.prisma.$executeRaw`INSERT INTO "activity_events" ("actorId", "type", "happenedOn", "happenedAt", "createdAt")
        VALUES (${u.user.id}::uuid, 'user_followed', '2025-10-13', '2025-10-14 10:00', '2025-10-14 10:00')`,
    ).rejects.toThrow(/activity_events_happened_check/);
  });
});

describe("what orders by what", () => {
  it("my activity and Recent Completions order by when it happened; the feed by when it was recorded, saying the real day", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await follow(b, a);
    await buildGame(app, a, { title: "Elden Ring", status: "COMPLETED", completedDate: "2025-10-13" });
    await buildGame(app, a, { title: "Hades", status: "COMPLETED" });
    await buildGame(app, a, { title: "Doom", status: "COMPLETED", completedDate: "1994-01-02" });

    const completions = (items: ActivityItemDto[]) => items.filter((i) => i.type === "completed" && i.actor.id === a.user.id).map(line);
    expect(completions((await mine(a)).items)).toEqual(["completed Hades", "completed Elden Ring", "completed Doom"]);
    expect(completions((await get(b, "/api/community/completions")).items)).toEqual(["completed Hades", "completed Elden Ring", "completed Doom"]);
    // The profile's completions read the games' completion dates (they did before issue 26 too).
    const profile = bodyOf<OpenProfile>(await b.auth(request(app).get(`/api/users/${a.user.username}`)).expect(200));
    expect(profile.recentCompletions.map((g) => [g.title, g.date])).toEqual([
      ["Hades", today()],
      ["Elden Ring", "2025-10-13"],
      ["Doom", "1994-01-02"],
    ]);
    // The feed: newest recorded first, so logging an old game still reaches followers, with its day.
    const followed = (await feed(b, "?scope=following&filter=completions")).items;
    expect(completions(followed)).toEqual(["completed Doom", "completed Hades", "completed Elden Ring"]);
    expect(followed.map((i) => i.happenedOn)).toEqual(["1994-01-02", today(), "2025-10-13"]);
    expect(completions((await feed(b, "?filter=completions&sortBy=oldest&scope=following")).items)).toEqual([
      "completed Elden Ring",
      "completed Hades",
      "completed Doom",
    ]);
  });

  it("pages of my activity by when it happened have no repeats or gaps", async () => {
    const u = await buildUser(app);
    const days = ["2021-05-01", "2024-02-02", "2019-07-07", "2023-03-03", "2022-04-04"];
    for (const [i, d] of days.entries()) await buildGame(app, u, { title: `G${i}`, status: "COMPLETED", completedDate: d });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(u, `/api/activity?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...page.items.filter((i) => i.type === "completed").map((i) => i.happenedOn!));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...days].sort().reverse());
  });
});

describe("creating a game records what the player did", () => {
  it("In Progress records added and started (on its start date); Abandoned added and abandoned; the community filters list them", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    await buildGame(app, a, { title: "Celeste", status: "IN_PROGRESS", startDate: "2025-09-01" });
    await buildGame(app, a, { title: "Anthem", status: "ABANDONED", startDate: "2025-01-01", abandonedDate: "2025-02-03" });
    expect((await mine(a)).items.map(line).sort()).toEqual(["abandoned Anthem", "game_added Anthem", "game_added Celeste", "started Celeste"]);
    const started = (await feed(b, "?filter=started")).items.filter((i) => i.actor.id === a.user.id);
    expect(started.map((i) => [line(i), i.happenedOn])).toEqual([["started Celeste", "2025-09-01"]]);
    const abandoned = (await feed(b, "?filter=abandoned")).items.filter((i) => i.actor.id === a.user.id);
    expect(abandoned.map((i) => [line(i), i.happenedOn])).toEqual([["abandoned Anthem", "2025-02-03"]]);
  });
});

describe("the migration's backfill of when things happened", () => {
  it("dates sessions, a game's newest completion and first start from the rows, gives games added as In Progress their start, and the rest their record time", async () => {
    const u = await buildUser(app);
    const kart = await buildGame(app, u, { title: "Kart", status: "COMPLETED", startDate: "2025-10-01", completedDate: "2025-10-13" });
    await buildSession(app, u, kart.id, { minutes: 40, date: "2025-10-05" });
    await buildGame(app, u, { title: "Celeste", status: "IN_PROGRESS", startDate: "2025-09-01" });
    // As the events were before: a game added as In Progress recorded only its addition, nothing had a day.
    await db.prisma.$executeRaw`DELETE FROM "activity_events" WHERE "actorId" = ${u.user.id}::uuid AND "type" = 'started'`;
    await happenedBackfill(db.prisma);
    const items = (await mine(u)).items;
    expect(items.map((i) => [line(i), i.happenedOn]).sort()).toEqual([
      ["completed Kart", "2025-10-13"],
      ["game_added Celeste", null],
      ["game_added Kart", null],
      ["session_logged Kart", "2025-10-05"],
      ["started Celeste", "2025-09-01"],
    ]);
    expect(items.every((i) => (i.happenedOn === null ? i.happenedAt === i.createdAt : i.happenedAt.startsWith(i.happenedOn)))).toBe(true);
  });
});
