// /api/data/import: sources, preview (nothing written), apply (one transaction), runs, undo; re-imports
// that change only what the user has not edited, play-time growth as a session, hostile files.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { DATA_TEXTS, type ImportRunDto, type ImportSourceDto, type LibraryGameDto, type LibraryGameSummary } from "@savepoint/common";
import { buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue, issuesOf } from "../../../test/responses.ts";
import { applyImport, importFile, previewImport, sampleFile, seedSampleCatalog, steamFixture } from "./data.test-support.ts";
import { importsSettled } from "./index.ts";

const { app, db, makeApp } = await setupFile();
await seedSampleCatalog(db.prisma);

const HLTB = sampleFile("imports/hltb/HLTB-games-export.csv");
const library = async (u: TestUser) => bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200));
const game = async (u: TestUser, title: string) => {
  const id = (await library(u)).find((g) => g.title === title)!.id;
  return bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${id}`)).expect(200));
};

describe("GET /api/data/import/sources", () => {
  it("offers every source; Steam says what the administrator must configure until a key is set", async () => {
    const u = await buildUser(app);
    await request(app).get("/api/data/import/sources").expect(401);
    const sources = bodyOf<ImportSourceDto[]>(await u.auth(request(app).get("/api/data/import/sources")).expect(200));
    expect(sources.map((s) => s.source)).toEqual(["savepoint", "grouvee", "hltb", "playnite", "igdb", "backloggd", "csv", "steam"]);
    expect(sources.at(-1)).toEqual({
      source: "steam",
      label: "Steam (SteamID or profile URL)",
      available: false,
      reason: DATA_TEXTS.steamNotConfigured,
      input: "steamId",
    });
    const withKey = makeApp({ steamLibrary: { ownedGames: () => Promise.resolve({}) } });
    expect(bodyOf<ImportSourceDto[]>(await u.auth(request(withKey).get("/api/data/import/sources")).expect(200)).at(-1)).toMatchObject({
      available: true,
      reason: null,
    });
  });
});

describe("POST /api/data/import/preview", () => {
  it("answers 401 signed out and 400 naming the field", async () => {
    const u = await buildUser(app);
    await request(app).post("/api/data/import/preview").send({ source: "hltb", content: HLTB }).expect(401);
    expectIssue((await u.auth(request(app).post("/api/data/import/preview")).send({ source: "hltb" }).expect(400)).body, "content");
    expectIssue((await u.auth(request(app).post("/api/data/import/preview")).send({ source: "letterboxd", content: HLTB }).expect(400)).body, "source");
    expectIssue((await u.auth(request(app).post("/api/data/import/preview")).send({ source: "csv", content: HLTB }).expect(400)).body, "mapping.title");
    expectIssue((await u.auth(request(app).post("/api/data/import/preview")).send({ source: "steam" }).expect(400)).body, "steamId");
    const steam = await u.auth(request(app).post("/api/data/import/preview")).send({ source: "steam", steamId: "gabelogannewell" }).expect(400);
    expect(errorOf(steam).message).toContain(DATA_TEXTS.steamNotConfigured);
  });

  it("shows counts, the first rows of each outcome and the mapping, and writes nothing to the library", async () => {
    const u = await buildUser(app);
    const run = await previewImport(app, u, { source: "hltb", content: HLTB, fileName: "HLTB-games-export.csv" });
    expect(run).toMatchObject({
      source: "hltb",
      fileName: "HLTB-games-export.csv",
      state: "preview",
      appliedAt: null,
      counts: { rows: 5, matched: 3, created: 2, skipped: 0, add: 5 },
    });
    expect(run.samples.matched[0]).toEqual({
      line: 2,
      title: "The Witcher 3: Wild Hunt",
      platform: "PC",
      outcome: "matched",
      action: "add",
      reason: null,
      matchedBy: "title",
      catalogTitle: "The Witcher 3: Wild Hunt",
      status: "COMPLETED",
      statusFrom: "lists: Completed",
      rating: 10,
      ratingFrom: "95/100",
      hours: 102.5,
      hoursFrom: "102:30:00",
      tags: [],
      // Completed and rated, no review yet: its Review Notes become the review (data.import-owners.test.ts).
      reviewNotes: "review",
      // One copy or none: nothing to choose.
      copies: null,
      copyId: null,
    });
    expect(run.samples.created.map((r) => [r.title, r.status, r.statusFrom])).toEqual([
      ["Elden Ring", "BACKLOG", "lists: Backlog"],
      ["Cyberpunk 2077", "ABANDONED", "lists: Retired"],
    ]);
    expect(await library(u)).toEqual([]);
  });

  it("refuses a file that is not what it claims, or is malformed at a row, naming the row and column; nothing is written", async () => {
    const u = await buildUser(app);
    const wrong = await u.auth(request(app).post("/api/data/import/preview")).send({ source: "grouvee", content: HLTB }).expect(400);
    expect(errorOf(wrong).message).toBe('This is not a Grouvee file: it has no "id", "name", "shelves" columns');
    expectIssue(wrong.body, "content");
    const broken = sampleFile("imports/grouvee/collection.csv").replace('[{""date_started"": ""2019-03-02""', '[{""date_started"" ""2019-03-02""');
    const res = await u.auth(request(app).post("/api/data/import/preview")).send({ source: "grouvee", content: broken }).expect(400);
    expect(errorOf(res).message).toBe('Row 3, column "dates": the cell is not valid JSON');
    expect(bodyOf<ImportRunDto[]>(await u.auth(request(app).get("/api/data/import/runs")).expect(200))).toEqual([]);
  });

  it("refuses a file holding a NUL character (not a text file) with a sentence for the player, on its field", async () => {
    const u = await buildUser(app);
    const res = await u.auth(request(app).post("/api/data/import/preview")).send({ source: "hltb", content: `"Title","Platform"\nA\u0000B,PC\n` }).expect(400);
    expect(issuesOf(res)).toEqual([{ path: "content", message: DATA_TEXTS.notText }]);
  });

  it("answers a 50 MB file with 413 and how large a file may be, never a 500", async () => {
    const u = await buildUser(app);
    const huge = JSON.stringify({ source: "hltb", content: `"Title","Platform"\n${"x,PC\n".repeat(10_500_000)}` });
    const res = await u.auth(request(app).post("/api/data/import/preview")).set("Content-Type", "application/json").send(huge).expect(413);
    expect(errorOf(res)).toMatchObject({ code: "payload_too_large", message: DATA_TEXTS.tooLarge });
  });

  it("a private Steam profile gets the clear error", async () => {
    const steamApp = makeApp({ steamLibrary: { ownedGames: () => Promise.resolve(steamFixture("GetOwnedGames-private-profile.json")) } });
    const u = await buildUser(steamApp);
    const res = await u.auth(request(steamApp).post("/api/data/import/preview")).send({ source: "steam", steamId: "76561197960435530" }).expect(400);
    expect(errorOf(res).message).toBe(DATA_TEXTS.steamPrivate);
    expectIssue(res.body, "steamId");
  });
});

describe("a row that matches several copies of a game", () => {
  const witcher = { title: "The Witcher 3: Wild Hunt", platform: "PC" };

  it("updates none when no copy has the row's status, and says why; nothing is left contradictory", async () => {
    const u = await buildUser(app);
    const a = await buildGame(app, u, { ...witcher, status: "BACKLOG" });
    const b = await buildGame(app, u, { ...witcher, status: "IN_PROGRESS", playTime: 3 });
    const run = await previewImport(app, u, { source: "hltb", content: HLTB });
    const row = run.samples.skipped.find((r) => r.title === witcher.title);
    expect(row?.reason).toBe(
      "Matches 2 copies in your library (PC, Backlog; PC, In Progress), none of them Completed: not imported, so no copy gets another's progress",
    );
    await applyImport(app, u, run.id);
    const backlog = bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${a.id}`)).expect(200));
    expect(backlog).toMatchObject({ status: "BACKLOG", rating: null, playTime: 0, completedDate: null });
    const playing = bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${b.id}`)).expect(200));
    expect(playing).toMatchObject({ status: "IN_PROGRESS", rating: null, playTime: 3, completedDate: null });
  });

  it("updates the copy whose status agrees, and only with what its status keeps", async () => {
    const u = await buildUser(app);
    await buildGame(app, u, { ...witcher, status: "BACKLOG" });
    const done = await buildGame(app, u, { ...witcher, status: "COMPLETED", startDate: "2023-01-04" });
    const run = await previewImport(app, u, { source: "hltb", content: HLTB });
    expect(run.samples.matched.find((r) => r.title === witcher.title)).toMatchObject({ action: "update" });
    await applyImport(app, u, run.id);
    const after = bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${done.id}`)).expect(200));
    // Fill-only: the stored completion date stays.
    expect(after).toMatchObject({ status: "COMPLETED", rating: 10, playTime: 102.5, completedDate: done.completedDate });
  });

  it("lists the copies, and the player's choice decides which one the row updates, or that it updates none", async () => {
    const u = await buildUser(app);
    const a = await buildGame(app, u, { ...witcher, status: "BACKLOG" });
    const b = await buildGame(app, u, { ...witcher, status: "IN_PROGRESS", playTime: 3 });
    const run = await previewImport(app, u, { source: "hltb", content: HLTB });
    const row = run.ambiguous.find((r) => r.title === witcher.title)!;
    expect(row).toMatchObject({ line: 2, action: "skip", copyId: null });
    expect(row.copies?.map((c) => [c.id, c.platform, c.status]).sort()).toEqual(
      [
        [a.id, "PC", "BACKLOG"],
        [b.id, "PC", "IN_PROGRESS"],
      ].sort(),
    );
    expect(run.ambiguous).toHaveLength(1);
    // A choice that is none of the row's copies, or a malformed one, is refused before anything is queued.
    expectIssue(
      (
        await u
          .auth(request(app).post(`/api/data/import/runs/${run.id}/apply`))
          .send({ choices: [{ line: 2, gameId: "not-a-game" }] })
          .expect(400)
      ).body,
      "choices.0.gameId",
    );
    await u
      .auth(request(app).post(`/api/data/import/runs/${run.id}/apply`))
      .send({ choices: [{ line: 2, gameId: b.id }] })
      .expect(202);
    await importsSettled();
    const applied = bodyOf<ImportRunDto>(await u.auth(request(app).get(`/api/data/import/runs/${run.id}`)).expect(200));
    expect(applied.state).toBe("applied");
    expect(applied.ambiguous.find((r) => r.line === 2)).toMatchObject({ action: "update", copyId: b.id });
    // The in-progress copy takes what it lacks and its status shows (the rating; it has hours); the backlog copy nothing.
    const playing = bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${b.id}`)).expect(200));
    expect(playing).toMatchObject({ status: "IN_PROGRESS", rating: 10, playTime: 3, completedDate: null });
    expect(bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${a.id}`)).expect(200))).toMatchObject({ status: "BACKLOG", rating: null });

    // Where a copy's status agrees, choosing none skips the row.
    const v = await buildUser(app);
    await buildGame(app, v, { ...witcher, status: "BACKLOG" });
    const done = await buildGame(app, v, { ...witcher, status: "COMPLETED" });
    const second = await previewImport(app, v, { source: "hltb", content: HLTB });
    expect(second.ambiguous[0]).toMatchObject({ line: 2, action: "update", copyId: done.id });
    await v
      .auth(request(app).post(`/api/data/import/runs/${second.id}/apply`))
      .send({ choices: [{ line: 2, gameId: null }] })
      .expect(202);
    await importsSettled();
    const none = bodyOf<ImportRunDto>(await v.auth(request(app).get(`/api/data/import/runs/${second.id}`)).expect(200));
    expect(none.ambiguous[0]).toMatchObject({ action: "skip", reason: DATA_TEXTS.noCopyChosen });
    expect(bodyOf<LibraryGameDto>(await v.auth(request(app).get(`/api/games/${done.id}`)).expect(200))).toMatchObject({ rating: null, playTime: 0 });
  });

  it("a single backlog copy takes no completion, rating or hours from a Completed row", async () => {
    const u = await buildUser(app);
    const a = await buildGame(app, u, { ...witcher, status: "BACKLOG" });
    await importFile(app, u, { source: "hltb", content: HLTB });
    const after = bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${a.id}`)).expect(200));
    expect(after).toMatchObject({ status: "BACKLOG", rating: null, playTime: 0, completedDate: null, startDate: null });
  });
});

describe("apply, runs and undo", () => {
  it("another user's run is 404 everywhere; a run applies once", async () => {
    const [u, other] = [await buildUser(app), await buildUser(app)];
    const run = await previewImport(app, u, { source: "hltb", content: HLTB });
    for (const path of [`/api/data/import/runs/${run.id}`]) await other.auth(request(app).get(path)).expect(404);
    await other.auth(request(app).post(`/api/data/import/runs/${run.id}/apply`)).expect(404);
    await other.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(404);
    await u.auth(request(app).post("/api/data/import/runs/not-a-uuid/apply")).expect(404);
    await request(app).post(`/api/data/import/runs/${run.id}/apply`).expect(401);
    await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(409);
    const applied = await applyImport(app, u, run.id);
    expect(applied).toMatchObject({ state: "applied", counts: { add: 5 } });
    expect(errorOf(await u.auth(request(app).post(`/api/data/import/runs/${run.id}/apply`)).expect(409)).message).toBe(DATA_TEXTS.notApplicable);
    expect((await library(u)).length).toBe(5);
    expect(await library(other)).toEqual([]);
    const runs = bodyOf<ImportRunDto[]>(await u.auth(request(app).get("/api/data/import/runs")).expect(200));
    expect(runs.map((r) => [r.id, r.state])).toEqual([[run.id, "applied"]]);
    expect(bodyOf<ImportRunDto[]>(await other.auth(request(app).get("/api/data/import/runs")).expect(200))).toEqual([]);
  });

  it("a newer export updates what changed, adds what is new, never duplicates, and keeps the user's edits; growth is a session on the last-played day", async () => {
    const u = await buildUser(app);
    await importFile(app, u, { source: "hltb", content: HLTB });
    const portal = await game(u, "Portal 2");
    await u
      .auth(request(app).put(`/api/games/${portal.id}`))
      .send({ rating: 3 })
      .expect(200);

    const newer = HLTB.replace('"Steam",90,""', '"Steam",70,""') // Portal 2 rated 70 there: the user's 3 stays
      .replace('"First-Play","46:30"', '"First-Play","2:10:00"')
      .replace("2024-02-09 15:54:48,2024-02-09 15:54:48", "2024-02-09 15:54:48,2024-03-01 20:00:00")
      .replace('Elden Ring,"PlayStation 5","","X"', 'Elden Ring,"PlayStation 5","X",""') // Backlog → Playing
      .concat(
        'Celeste,"Nintendo Switch","","","","","","","X","","","","","","1:00:00","--","","--","","--","","--","","--","","--","--","","",100,"",2024-06-01 10:00:00,2024-06-01 10:00:00\n',
      );
    const run = await importFile(app, u, { source: "hltb", content: newer });
    expect(run.counts).toMatchObject({ rows: 6, add: 1, update: 2, unchanged: 3, skipped: 0 });
    expect((await library(u)).length).toBe(6);
    expect((await game(u, "Portal 2")).rating).toBe(3);
    expect((await game(u, "Elden Ring")).status).toBe("IN_PROGRESS");
    const hades = await game(u, "Hades");
    expect(hades.playTime).toBeCloseTo(130 / 60, 6);
    expect(hades.sessions.map((s) => [s.date, s.minutes])).toEqual([["2024-03-01", 83]]);

    // Undo the second run: Celeste goes, Elden Ring is back in the backlog, the session is gone.
    const undone = bodyOf<ImportRunDto>(await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200));
    expect(undone).toMatchObject({ state: "undone" });
    expect((await library(u)).map((g) => g.title).sort()).toEqual(["Cyberpunk 2077", "Elden Ring", "Hades", "Portal 2", "The Witcher 3: Wild Hunt"]);
    expect((await game(u, "Elden Ring")).status).toBe("BACKLOG");
    expect(await game(u, "Hades")).toMatchObject({ sessions: [] });
    expect((await game(u, "Hades")).playTime).toBeCloseTo(47 / 60, 6);
    await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(409);
  });

  it("a game the user already has is matched, only what it lacks filled in; a repeated row is skipped with its reason", async () => {
    const u = await buildUser(app);
    await buildGame(app, u, { title: "Portal 2", platform: "PC", status: "IN_PROGRESS", notes: "mine" });
    const csv = "title,platform,status,rating,hours,igdb_id\nPortal 2,PC,played,4,8.5,72\nPortal 2,PC,played,4,8.5,72\n";
    const run = await importFile(app, u, { source: "backloggd", content: csv });
    expect(run.counts).toMatchObject({ matched: 1, skipped: 1, update: 1, add: 0 });
    expect(run.samples.skipped[0]).toMatchObject({ line: 3, reason: "The same game as row 2" });
    expect(await game(u, "Portal 2")).toMatchObject({ status: "IN_PROGRESS", notes: "mine", rating: 8, playTime: 8.5 });
    expect((await library(u)).length).toBe(1);
  });
});
