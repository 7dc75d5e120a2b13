// Writing journal entries: POST, PUT and DELETE /api/journal/:id (401, 400 naming the field, another
// user's entry or game → 404, the effect read back), and that no one else ever sees an entry.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { JOURNAL_CONTENT_MAX, JOURNAL_TEXTS, type JournalEntryDto, type JournalPage } from "@savepoint/common";
import { buildGame, buildJournalEntry, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, expectIssue, issuesOf } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-06-01T12:00:00Z"));
const { app } = await setupFile({ now: clock.now });

const post = (u: TestUser, body: unknown) => u.auth(request(app).post("/api/journal")).send(body as object);
const put = (u: TestUser, id: string, body: unknown) => u.auth(request(app).put(`/api/journal/${id}`)).send(body as object);
const list = async (u: TestUser, query = "") => bodyOf<JournalPage>(await u.auth(request(app).get(`/api/journal${query}`)).expect(200));

describe("POST /api/journal", () => {
  it("writes a general entry and a game entry, trimmed, with the category's colour, and reads them back", async () => {
    const u = await buildUser(app);
    const game = await buildGame(app, u, { title: "Hollow Knight", platform: "PC" });
    const general = bodyOf<JournalEntryDto>(
      await post(u, {
        title: "  ",
        content: "  Line one\nLine two  ",
        category: "reflection",
        date: "2026-05-30T23:30:00-05:00",
        tags: [" lore ", "mood"],
      }).expect(201),
    );
    expect(general).toMatchObject({
      gameId: null,
      gameTitle: null,
      gameSlug: null,
      title: null,
      content: "Line one\nLine two",
      category: "Reflection",
      categoryColor: "#a855f7",
      date: "2026-05-30",
      tags: ["lore", "mood"],
    });
    expect(general.createdAt).toBe("2026-06-01T12:00:00.000Z");
    const forGame = bodyOf<JournalEntryDto>(
      await post(u, { gameId: game.id.toUpperCase(), title: "Crossroads", content: "Map bought.", date: "2026-05-31" }).expect(201),
    );
    expect(forGame).toMatchObject({ gameId: game.id, gameTitle: "Hollow Knight", gameSlug: game.slug, title: "Crossroads", category: "Progress", tags: [] });
    // What a write answers is what is stored: the list reads the same entries back.
    expect((await list(u)).items).toEqual([forGame, general]);
  });

  it("answers 401 without a session", async () => {
    await request(app).post("/api/journal").send({ content: "x", date: "2026-05-01" }).expect(401);
  });

  it("names the field that is wrong", async () => {
    const u = await buildUser(app);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ content: "   ", date: "2026-05-01" }, "content", JOURNAL_TEXTS.contentRequired],
      [{ date: "2026-05-01" }, "content", JOURNAL_TEXTS.contentRequired],
      [{ content: "x".repeat(JOURNAL_CONTENT_MAX + 1), date: "2026-05-01" }, "content"],
      [{ content: "ok" }, "date"],
      [{ content: "ok", date: "" }, "date", JOURNAL_TEXTS.dateRequired],
      [{ content: "ok", date: "2026-02-30" }, "date"],
      [{ content: "ok", date: "2026-05-01", category: "Nope" }, "category", JOURNAL_TEXTS.unknownCategory],
      [{ content: "ok", date: "2026-05-01", category: " " }, "category", JOURNAL_TEXTS.categoryRequired],
      [{ content: "ok", date: "2026-05-01", tags: ["a", " "] }, "tags"],
      [{ content: "ok", date: "2026-05-01", tags: ["Boss", "boss "] }, "tags"],
      [{ content: "ok", date: "2026-05-01", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "tags"],
      [{ content: "ok", date: "2026-05-01", title: "t".repeat(201) }, "title"],
      [{ content: "ok", date: "2026-05-01", gameId: "not-a-game" }, "gameId", JOURNAL_TEXTS.gameRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(u, body).expect(400);
      expectIssue(res.body, field);
      if (message) expect(issuesOf(res).find((i) => i.path === field)?.message).toBe(message);
    }
    // Exactly at the limits is fine.
    await post(u, { content: "x".repeat(JOURNAL_CONTENT_MAX), date: "2026-05-01", tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }).expect(201);
  });

  it("answers 404 for another user's game, and writes nothing", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const game = await buildGame(app, b);
    await post(a, { gameId: game.id, content: "Not mine", date: "2026-05-01" }).expect(404);
    expect((await list(a)).items).toEqual([]);
  });
});

describe("PUT /api/journal/:id", () => {
  it("changes the fields sent, keeps the game, stamps updatedAt, and reads back", async () => {
    const u = await buildUser(app);
    const game = await buildGame(app, u);
    const e = await buildJournalEntry(app, u, { gameId: game.id, title: "Old", tags: ["a"] });
    clock.advance(60_000);
    const res = await put(u, e.id, { title: null, content: "New text", category: "MILESTONE", date: "2026-04-02", tags: [], gameId: null }).expect(200);
    const updated = bodyOf<JournalEntryDto>(res);
    expect(updated).toMatchObject({
      id: e.id,
      gameId: game.id,
      title: null,
      content: "New text",
      category: "Milestone",
      date: "2026-04-02",
      tags: [],
      createdAt: e.createdAt,
    });
    expect(updated.updatedAt).not.toBe(e.updatedAt);
    expect((await list(u, `?gameId=${game.id}`)).items).toEqual([updated]);
    // Only what is sent changes.
    expect(bodyOf<JournalEntryDto>(await put(u, e.id, { tags: ["b"] }).expect(200))).toMatchObject({ content: "New text", tags: ["b"], category: "Milestone" });
  });

  it("answers 401, 400 naming the field, and 404 for another user's or a missing entry", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const e = await buildJournalEntry(app, a, { content: "Mine" });
    await request(app).put(`/api/journal/${e.id}`).send({ content: "x" }).expect(401);
    expectIssue((await put(a, e.id, { content: "" }).expect(400)).body, "content");
    expectIssue((await put(a, e.id, { category: "Nope" }).expect(400)).body, "category");
    await put(b, e.id, { content: "Theirs now" }).expect(404);
    await put(a, "00000000-0000-4000-8000-000000000000", { content: "x" }).expect(404);
    await put(a, "nope", { content: "x" }).expect(404);
    expect((await list(a)).items[0]!.content).toBe("Mine");
  });
});

describe("DELETE /api/journal/:id", () => {
  it("deletes the caller's entry; another user's is a 404 and stays", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const [e1, e2] = [await buildJournalEntry(app, a), await buildJournalEntry(app, a)];
    await request(app).delete(`/api/journal/${e1.id}`).expect(401);
    await b.auth(request(app).delete(`/api/journal/${e1.id}`)).expect(404);
    await a.auth(request(app).delete(`/api/journal/${e1.id}`)).expect(204);
    await a.auth(request(app).delete(`/api/journal/${e1.id}`)).expect(404);
    expect((await list(a)).items.map((e) => e.id)).toEqual([e2.id]);
  });
});

describe("privacy", () => {
  it("never shows one user's entries, games or tags to another", async () => {
    const [a, b] = [await buildUser(app), await buildUser(app)];
    const game = await buildGame(app, a);
    const e = await buildJournalEntry(app, a, { gameId: game.id, content: "Secret plan", tags: ["secret"] });
    expect((await list(b, "?q=secret")).items).toEqual([]);
    expect(bodyOf<unknown>(await b.auth(request(app).get("/api/journal/facets")).expect(200))).toEqual({ total: 0, tags: [], categories: [], months: [] });
    await b.auth(request(app).get(`/api/journal/facets?gameId=${game.id}`)).expect(404);
    expect(bodyOf<unknown[]>(await b.auth(request(app).get("/api/journal/games")).expect(200))).toEqual([]);
    await b.auth(request(app).get(`/api/journal/entries?gameId=${game.id}`)).expect(404);
    await b.auth(request(app).get(`/api/journal?gameId=${game.id}`)).expect(404);
    await b.auth(request(app).get(`/api/journal/games/${game.id}/summary`)).expect(404);
    expect(JSON.stringify(await list(b))).not.toContain(e.id);
  });
});
