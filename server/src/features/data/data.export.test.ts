// GET /api/data/export: the Savepoint JSON (versioned, everything the user owns and nothing of anyone
// else's) and the CSVs (library, journal) with formula cells neutralised; and the round trip: an export
// imported into a fresh account reproduces every record, compared field by field.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { EXPORT_FORMAT_MINOR_VERSION, EXPORT_FORMAT_VERSION, SavepointExportSchema, type SavepointExport } from "@savepoint/common";
import {
  buildCatalogGame,
  buildGame,
  buildJournalCategory,
  buildJournalEntry,
  buildReview,
  buildSession,
  buildUser,
  type TestUser,
} from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { expectIssue } from "../../../test/responses.ts";
import { importFile } from "./data.test-support.ts";

const { app, db } = await setupFile();

async function exportOf(u: TestUser): Promise<SavepointExport> {
  const res = await u
    .auth(request(app).get("/api/data/export?format=json"))
    .buffer(true)
    .parse((r, cb) => {
      let text = "";
      r.on("data", (c: Buffer) => (text += c.toString("utf8")));
      r.on("end", () => cb(null, text));
    })
    .expect(200);
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="savepoint-export-\d{4}-\d{2}-\d{2}\.json"$/);
  return SavepointExportSchema.parse(JSON.parse(res.body as string));
}

const csvOf = async (u: TestUser, what: string) =>
  (
    await u
      .auth(request(app).get(`/api/data/export?format=csv&what=${what}`))
      .expect(200)
      .expect("content-type", "text/csv; charset=utf-8")
  ).text;

/** A user with a bit of everything: catalog and own games, history, sessions, a review, journal, people, likes, privacy, 'Not interested'. */
async function richUser() {
  const [u, friend, pest, author] = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
  const celeste = await buildCatalogGame(db.prisma, { title: "Celeste" });
  const a = await buildGame(app, u, {
    title: undefined,
    platform: undefined,
    catalogGameId: celeste.id,
    status: "BACKLOG",
    customTags: ["cozy"],
    notes: "Strawberries",
  });
  await u
    .auth(request(app).put(`/api/games/${a.id}`))
    .send({ status: "IN_PROGRESS", startDate: "2026-01-02", rating: 9 })
    .expect(200);
  await buildSession(app, u, a.id, { minutes: 45, date: "2026-01-03", note: "Chapter 2" });
  const b = await buildGame(app, u, {
    title: '=HYPERLINK("http://evil.example","x")',
    platform: "Other",
    status: "COMPLETED",
    completedDate: "2025-12-01",
    playTime: 3.5,
  });
  await buildReview(app, u, { gameId: b.id, body: { rating: 7, comment: "Short, sharp.", spoiler: true } });
  const cat = await buildJournalCategory(app, u, { name: "Speedrun", color: "#0ea5e9" });
  await buildJournalEntry(app, u, { title: "PB", content: "-1:02 faster", category: cat.name, gameId: a.id, tags: ["pb"] });
  await buildJournalEntry(app, u, { content: "+ general thoughts", date: "2026-02-01" });
  await u.auth(request(app).post(`/api/users/${friend.user.username}/follow`)).expect(200);
  await u.auth(request(app).post(`/api/users/${pest.user.username}/block`)).expect(200);
  const liked = await buildReview(app, author);
  await u.auth(request(app).post(`/api/reviews/${liked.id}/like`)).expect(200);
  await u.auth(request(app).put("/api/profile/privacy")).send({ profileVisibility: "PRIVATE", showActivity: false, showPlaying: true }).expect(200);
  await u
    .auth(request(app).put("/api/notifications/settings"))
    .send({ new_follower: true, review_liked: false, report_decided: true, review_removed: false })
    .expect(200);
  await db.prisma.user.update({ where: { id: u.user.id }, data: { bio: "Platformer fan", accountColor: "teal", theme: "light" } });
  const [meh, nope] = [
    await buildCatalogGame(db.prisma, { title: "Meh Quest", igdbId: null, steamAppId: null }),
    await buildCatalogGame(db.prisma, { title: "Nope Racer" }),
  ];
  for (const g of [meh, nope]) await u.auth(request(app).post(`/api/recommendations/dismissed/${g.id}`)).expect(200);
  await u
    .auth(request(app).put("/api/profile/favourites"))
    .send({ gameIds: [b.id, a.id] })
    .expect(200);
  // The wishlist (issue 33): a catalog game, then a title of the player's own.
  const wanted = await buildCatalogGame(db.prisma, { title: "Wanted Quest" });
  await u.auth(request(app).post("/api/wishlist")).send({ catalogGameId: wanted.id }).expect(201);
  await u.auth(request(app).post("/api/wishlist")).send({ title: "Homebrew Dream", platform: "PC" }).expect(201);
  return { u, friend, pest, author, liked, dismissed: [meh, nope], favourites: [b.id, a.id], wanted };
}

describe("GET /api/data/export?format=json", () => {
  it("answers 401 signed out, 400 naming the field", async () => {
    const u = await buildUser(app);
    await request(app).get("/api/data/export").expect(401);
    expectIssue((await u.auth(request(app).get("/api/data/export?format=xml")).expect(400)).body, "format");
    expectIssue((await u.auth(request(app).get("/api/data/export?format=csv&what=reviews")).expect(400)).body, "what");
  });

  it("holds everything the user owns, versioned, and nothing of another user's", async () => {
    const { u, friend, pest, author, liked, dismissed, favourites, wanted } = await richUser();
    await buildGame(app, friend, { title: "Friend's secret game" });
    await friend.auth(request(app).post(`/api/recommendations/dismissed/${dismissed[0]!.id}`)).expect(200);
    const doc = await exportOf(u);
    expect(doc).toMatchObject({ format: "savepoint-export", version: EXPORT_FORMAT_VERSION, minorVersion: EXPORT_FORMAT_MINOR_VERSION });
    expect(doc.dismissedRecommendations.map((d) => [d.title, d.catalog.slug])).toEqual(dismissed.map((g) => [g.title, g.slug]));
    expect(doc.favourites).toEqual(favourites);
    expect(doc.wishlist.map((w) => [w.title, w.platform, w.catalog?.slug ?? null])).toEqual([
      ["Homebrew Dream", "PC", null],
      ["Wanted Quest", null, wanted.slug],
    ]);
    expect(doc.profile).toMatchObject({ username: u.user.username, email: u.input.email, bio: "Platformer fan", accountColor: "teal", theme: "light" });
    expect(doc.privacy).toEqual({ profileVisibility: "PRIVATE", showActivity: false, showPlaying: true });
    expect(doc.notifications).toEqual({ new_follower: true, review_liked: false, report_decided: true, review_removed: false });
    expect(doc.library.map((g) => g.title)).toEqual(["Celeste", '=HYPERLINK("http://evil.example","x")']);
    const celeste = doc.library[0]!;
    expect(celeste).toMatchObject({ status: "IN_PROGRESS", rating: 9, playTime: 0.75, customTags: ["cozy"], notes: "Strawberries", startDate: "2026-01-02" });
    expect(celeste.catalog?.slug).toMatch(/^celeste-test-/);
    expect(celeste.statusHistory.map((h) => h.status)).toEqual(["BACKLOG", "IN_PROGRESS"]);
    expect(celeste.playSessions.map(({ createdAt: _c, ...s }) => s)).toEqual([{ date: "2026-01-03", minutes: 45, note: "Chapter 2" }]);
    expect(doc.reviews).toEqual([expect.objectContaining({ gameId: doc.library[1]!.id, rating: 7, comment: "Short, sharp.", spoiler: true })]);
    expect(doc.likes.map((l) => [l.reviewId, l.author])).toEqual([[liked.id, author.user.username]]);
    expect(doc.journal.categories.map((c) => c.name)).toContain("Speedrun");
    expect(doc.journal.entries.map((e) => [e.date, e.title, e.category, e.gameId])).toEqual([
      ["2026-02-01", null, "Progress", null],
      ["2026-05-01", "PB", "Speedrun", celeste.id],
    ]);
    expect(doc.follows.map((f) => f.username)).toEqual([friend.user.username]);
    expect(doc.blocks.map((b) => b.username)).toEqual([pest.user.username]);
    expect(JSON.stringify(doc)).not.toContain("Friend's secret game");
    expect(JSON.stringify(doc)).not.toContain(friend.input.email);
  });
});

describe("GET /api/data/export?format=csv", () => {
  it("writes the library one row per game with a spreadsheet's columns, a formula neutralised", async () => {
    const { u } = await richUser();
    const text = await csvOf(u, "library");
    const lines = text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Title,Platform,Status,Rating (1-10),Hours Played,100% Completed,Start Date,Completed Date,Added to Backlog,Abandoned Date,Release Year,Genres,Tags,Developer,Publisher,Priority,Achievements Completed,Total Achievements,Play Sessions,Notes,Review Rating,Review,IGDB ID,Steam App ID,Catalog Slug,Added,Updated",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Celeste,Nintendo Switch,IN_PROGRESS,9,0\.75,no,2026-01-02,/);
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",Other,COMPLETED,7,3\.5,no,,2025-12-01,/);
    expect(lines[2]).toContain(',7,"Short, sharp.",');
  });

  it("writes the journal one row per entry, cells starting with - or + neutralised", async () => {
    const { u } = await richUser();
    const lines = (await csvOf(u, "journal"))
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Date,Title,Category,Game,Platform,Tags,Content,Created,Updated");
    expect(lines.slice(1).map((l) => l.split(",").slice(0, 7).join(","))).toEqual([
      "2026-02-01,,Progress,,,,'+ general thoughts",
      "2026-05-01,PB,Speedrun,Celeste,Nintendo Switch,pb,'-1:02 faster",
    ]);
  });
});

describe("export → import into a fresh account", () => {
  it("reproduces every record, field by field", async () => {
    const { u } = await richUser();
    const original = await exportOf(u);
    const fresh = await buildUser(app);
    const run = await importFile(app, fresh, { source: "savepoint", content: JSON.stringify(original), fileName: "savepoint.json" });
    expect(run.counts).toMatchObject({ rows: 2, add: 2, skipped: 0 });
    const copy = await exportOf(fresh);

    const ids = new Map(original.library.map((g, i) => [g.id, copy.library[i]!.id]));
    const withoutId = ({ id: _id, ...g }: SavepointExport["library"][number]) => g;
    expect(copy.library.map(withoutId)).toEqual(original.library.map(withoutId));
    expect(copy.reviews).toEqual(original.reviews.map((r) => ({ ...r, gameId: ids.get(r.gameId) })));
    expect(copy.likes).toEqual(original.likes);
    expect(copy.journal.categories).toEqual(
      original.journal.categories.map((c) => ({ ...c, createdAt: copy.journal.categories.find((x) => x.name === c.name)!.createdAt })),
    );
    expect(copy.journal.entries).toEqual(original.journal.entries.map((e) => ({ ...e, gameId: e.gameId && ids.get(e.gameId) })));
    expect(copy.follows).toEqual(original.follows);
    expect(copy.blocks).toEqual(original.blocks);
    expect(copy.privacy).toEqual(original.privacy);
    expect(copy.notifications).toEqual(original.notifications);
    expect(copy.dismissedRecommendations).toEqual(original.dismissedRecommendations);
    expect(copy.dismissedRecommendations).toHaveLength(2);
    expect(copy.favourites).toEqual(original.favourites.map((id) => ids.get(id)));
    expect(copy.favourites).toHaveLength(2);
    expect(copy.wishlist).toEqual(original.wishlist);
    expect(copy.wishlist).toHaveLength(2);
    // Who the account is, and the colour chosen when it was made, are the new account's own.
    const { username: _u, firstName: _f, lastName: _l, email: _e, createdAt: _c, accountColor: _a, ...profile } = original.profile;
    expect(copy.profile).toMatchObject(profile);

    // The same export again changes nothing.
    const again = await importFile(app, fresh, { source: "savepoint", content: JSON.stringify(original) });
    expect(again.counts).toMatchObject({ add: 0, update: 0, unchanged: 2 });
    expect({ ...(await exportOf(fresh)), exportedAt: copy.exportedAt }).toEqual(copy);

    // Undone, the dismissals, favourites, notification switches and wishes it made go too; an export of minor version 0 (without them) still imports.
    await fresh.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200);
    const undone = await exportOf(fresh);
    expect(undone.dismissedRecommendations).toEqual([]);
    expect(undone.favourites).toEqual([]);
    expect(Object.values(undone.notifications ?? {})).toEqual([true, true, true, true]);
    expect(undone.wishlist).toEqual([]);
    const { dismissedRecommendations: _d, favourites: _fav, notifications: _n, wishlist: _w, minorVersion: _m, ...older } = original;
    const other = await buildUser(app);
    expect((await importFile(app, other, { source: "savepoint", content: JSON.stringify(older) })).state).toBe("applied");
    expect((await exportOf(other)).dismissedRecommendations).toEqual([]);
  });
});
