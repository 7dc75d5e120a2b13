// The game journal: GET /api/journal/games, /api/journal/games/:gameId/summary and
// /api/journal/entries?gameId=; deleting a library game (its entries kept as general ones, or deleted
// when asked) and deleting an account (everything of the journal goes).
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { JournalEntryDto, JournalGameDto, JournalGameSummary, JournalPage } from "@savepoint/common";
import { buildGame, buildJournalEntry, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, expectIssue } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });

const get = async <T>(u: TestUser, path: string) => bodyOf<T>(await u.auth(request(app).get(path)).expect(200));

describe("GET /api/journal/games", () => {
  it("lists the games with at least one entry: cover, title, platform, count, newest entry date first", async () => {
    const u = await buildUser(app);
    const [a, b] = [
      await buildGame(app, u, { title: "Celeste", platform: "Switch", imageUrl: "https://covers.example.com/celeste.png" }),
      await buildGame(app, u, { title: "Hades" }),
    ];
    await buildGame(app, u, { title: "No entries" });
    await buildJournalEntry(app, u, { gameId: a.id, date: "2026-05-01" });
    await buildJournalEntry(app, u, { gameId: a.id, date: "2026-05-02" });
    await buildJournalEntry(app, u, { gameId: b.id, date: "2026-05-10" });
    await buildJournalEntry(app, u, { date: "2026-06-01" });
    const games = await get<JournalGameDto[]>(u, "/api/journal/games");
    expect(games).toEqual([
      { id: b.id, title: "Hades", slug: b.slug, platform: b.platform, coverUrl: b.imageUrl, entryCount: 1, lastEntryDate: "2026-05-10" },
      { id: a.id, title: "Celeste", slug: a.slug, platform: "Switch", coverUrl: a.imageUrl, entryCount: 2, lastEntryDate: "2026-05-02" },
    ]);
    // A cover the user linked is served from this origin.
    expect(games[1]!.coverUrl).toMatch(new RegExp(`^/api/games/${a.id}/cover\\?v=`));
    await request(app).get("/api/journal/games").expect(401);
  });
});

describe("GET /api/journal/games/:gameId/summary", () => {
  it("gives the game, total, newest entry date, last edit, streak and categories", async () => {
    const u = await buildUser(app);
    const g = await buildGame(app, u, { title: "Outer Wilds", platform: "PC" });
    const empty = await get<JournalGameSummary>(u, `/api/journal/games/${g.id}/summary`);
    expect(empty).toEqual({
      game: { id: g.id, title: "Outer Wilds", slug: g.slug, platform: "PC", coverUrl: g.imageUrl },
      totalEntries: 0,
      lastEntryDate: null,
      lastEditedAt: null,
      streak: 0,
      categories: [],
    });
    for (const [date, category] of [
      ["2026-05-28", "Plan"],
      ["2026-05-30", "Progress"],
      ["2026-05-31", "Progress"],
      ["2026-05-31", "reflection"],
      ["2026-06-01", "Other"],
    ] as const) {
      await buildJournalEntry(app, u, { gameId: g.id, date, category });
      clock.advance(60_000);
    }
    // Another game's and a general entry on the missing day do not fill the gap.
    await buildJournalEntry(app, u, { gameId: (await buildGame(app, u)).id, date: "2026-05-29" });
    await buildJournalEntry(app, u, { date: "2026-05-29" });
    const s = await get<JournalGameSummary>(u, `/api/journal/games/${g.id}/summary`);
    expect(s).toMatchObject({
      totalEntries: 5,
      lastEntryDate: "2026-06-01",
      lastEditedAt: "2026-06-01T12:04:00.000Z",
      streak: 3,
      categories: ["Other", "Plan", "Progress", "Reflection"],
    });
  });

  it("answers 401, and 404 for another user's or no game", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const g = await buildGame(app, a);
    await request(app).get(`/api/journal/games/${g.id}/summary`).expect(401);
    await b.auth(request(app).get(`/api/journal/games/${g.id}/summary`)).expect(404);
    await a.auth(request(app).get("/api/journal/games/nope/summary")).expect(404);
  });
});

describe("GET /api/journal/entries?gameId=", () => {
  it("gives every entry of the game, newest first; 400 without a game id, 404 for another user's game", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const g = await buildGame(app, a);
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) ids.push((await buildJournalEntry(app, a, { gameId: g.id, date: `2026-04-${String(1 + i).padStart(2, "0")}` })).id);
    await buildJournalEntry(app, a, { content: "general" });
    const entries = await get<JournalEntryDto[]>(a, `/api/journal/entries?gameId=${g.id}`);
    expect(entries.map((e) => e.id)).toEqual([...ids].reverse());
    await request(app).get(`/api/journal/entries?gameId=${g.id}`).expect(401);
    expectIssue((await a.auth(request(app).get("/api/journal/entries")).expect(400)).body, "gameId");
    await b.auth(request(app).get(`/api/journal/entries?gameId=${g.id}`)).expect(404);
  });
});

describe("deleting a library game", () => {
  it("keeps its entries as general entries by default (and with journal=keep)", async () => {
    const u = await buildUser(app);
    for (const query of ["", "?journal=keep"]) {
      const g = await buildGame(app, u);
      const e = await buildJournalEntry(app, u, { gameId: g.id });
      await u.auth(request(app).delete(`/api/games/${g.id}${query}`)).expect(204);
      const general = await get<JournalPage>(u, "/api/journal?general=true");
      expect(general.items.find((x) => x.id === e.id)).toMatchObject({ gameId: null, gameTitle: null, content: e.content });
    }
    expect(await get<JournalGameDto[]>(u, "/api/journal/games")).toEqual([]);
  });

  it("deletes its entries with journal=delete, and nothing else", async () => {
    const u = await buildUser(app);
    const [g, other] = [await buildGame(app, u), await buildGame(app, u)];
    await buildJournalEntry(app, u, { gameId: g.id });
    const kept = [await buildJournalEntry(app, u, { gameId: other.id }), await buildJournalEntry(app, u)];
    expectIssue((await u.auth(request(app).delete(`/api/games/${g.id}?journal=maybe`)).expect(400)).body, "journal");
    await u.auth(request(app).delete(`/api/games/${g.id}?journal=delete`)).expect(204);
    expect((await get<JournalPage>(u, "/api/journal")).items.map((x) => x.id).sort()).toEqual(kept.map((x) => x.id).sort());
  });

  it("leaves another user's game and entries alone (404)", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const g = await buildGame(app, a);
    await buildJournalEntry(app, a, { gameId: g.id });
    await b.auth(request(app).delete(`/api/games/${g.id}?journal=delete`)).expect(404);
    expect((await get<JournalPage>(a, `/api/journal?gameId=${g.id}`)).items).toHaveLength(1);
  });
});

describe("deleting an account", () => {
  it("removes its entries and categories, and no one else's", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const g = await buildGame(app, a);
    await buildJournalEntry(app, a, { gameId: g.id });
    await buildJournalEntry(app, a, { category: "Plan" });
    await buildJournalEntry(app, b);
    await db.prisma.user.delete({ where: { id: a.user.id } });
    expect(await db.prisma.journalEntry.count({ where: { userId: a.user.id } })).toBe(0);
    expect(await db.prisma.journalCategory.count({ where: { userId: a.user.id } })).toBe(0);
    expect(await db.prisma.journalEntry.count({ where: { userId: b.user.id } })).toBe(1);
    expect(await db.prisma.journalCategory.count({ where: { userId: b.user.id } })).toBe(7);
  });
});
