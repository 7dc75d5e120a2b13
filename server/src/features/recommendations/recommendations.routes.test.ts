// /api/recommendations through the API: 401 without a session, 400 naming the field, the lists built
// from the caller's library (never another user's games in an answer; their ratings count only as
// "players who loved …"), 404 for another user's game, 'Not interested' and its undo read back, a new
// game leaving the lists, and trending from this instance's activity.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { DismissedState, RecommendationList, SimilarRecommendations, TasteProfile, TrendingList } from "@savepoint/common";
import { buildCatalogGame, buildGame, buildUser, type TestUser } from "../../../test/builders.ts";
import { manualClock, setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf, expectIssue } from "../../../test/responses.ts";

const clock = manualClock(new Date("2026-11-25T12:00:00Z"));
const { app, db } = await setupFile({ now: clock.now });
const LISTS = ["", "/similar", "/trending", "/underrated", "/profile"] as const;

/** Lets the recommendations see catalog rows written since their last read (they re-read every 30 s). */
const later = () => clock.advance(31_000);
const get = async <T>(u: TestUser, path: string, query = "") => bodyOf<T>(await u.auth(request(app).get(`/api/recommendations${path}${query}`)).expect(200));
const catalogGame = (title: string, over: Record<string, unknown> = {}) => buildCatalogGame(db.prisma, { title, rawgId: null, ...over });
const own = (u: TestUser, c: { id: number; title: string }, over: Record<string, unknown> = {}) =>
  buildGame(app, u, { title: c.title, catalogGameId: c.id, platform: "PC", status: "COMPLETED", rating: 9, ...over });

describe("recommendations", () => {
  it("answers 401 without a session and 400 naming refresh", async () => {
    for (const path of [...LISTS, "/similar/00000000-0000-4000-8000-000000000000"]) await request(app).get(`/api/recommendations${path}`).expect(401);
    await request(app).post("/api/recommendations/dismissed/1").expect(401);
    const u = await buildUser(app);
    for (const path of LISTS) expectIssue((await u.auth(request(app).get(`/api/recommendations${path}?refresh=maybe`)).expect(400)).body, "refresh");
  });

  it("an empty library: no picks, the similar empty state, an empty profile; trending still answers", async () => {
    const u = await buildUser(app);
    expect((await get<RecommendationList>(u, "")).items).toEqual([]);
    expect(await get<SimilarRecommendations>(u, "/similar")).toMatchObject({ enough: false, items: [], sources: [] });
    expect(await get<TasteProfile>(u, "/profile")).toEqual({ favoriteGenres: [], preferredPlatforms: [], averageRating: null, ratedCount: 0, gameCount: 0 });
    expect((await get<TrendingList>(u, "/trending")).basis).toMatch(/instance|catalog/);
  });

  it("builds the lists from the caller's library, names their games, and never shows another user's games", async () => {
    const saga1 = await catalogGame("Starfall Saga", { series: "Starfall", genres: ["RPG"], developers: ["North Studio"], publishers: ["North"] });
    const saga2 = await catalogGame("Starfall Saga II", { series: "Starfall", genres: ["RPG"], developers: ["North Studio"], publishers: ["North"] });
    const puzzle = await catalogGame("Quiet Tiles", { genres: ["Puzzle"], developers: ["Tile Co"], publishers: ["Tile Co"] });
    const rival = await catalogGame("Neon Drift", { genres: ["Racing"], developers: ["Fast Co"], publishers: ["Fast Co"] });
    const unrelated = await catalogGame("Moon Kart", { genres: ["Racing"], developers: ["Kart Co"], publishers: ["Kart Co"] });
    later();
    const me = await buildUser(app);
    const other = await buildUser(app);
    await own(me, saga1, { rating: 9 });
    await own(me, puzzle, { rating: 8 });
    await buildGame(app, me, { title: "Typed In", platform: "PC", genres: ["RPG"], status: "BACKLOG" });
    // Another player loved the same saga and a racing game; their copy of the saga has its own title.
    const theirs = await own(other, saga1, { title: "Secret copy of mine", rating: 10 });
    const theirRacer = await own(other, rival, { rating: 10 });
    await own(other, unrelated, { rating: 2, status: "ABANDONED" });

    const forYou = await get<RecommendationList>(me, "");
    const ids = forYou.items.map((c) => c.catalogId);
    expect(ids).toContain(saga2.id);
    expect(ids).not.toContain(saga1.id);
    expect(ids).not.toContain(puzzle.id);
    expect(forYou.items.find((c) => c.catalogId === saga2.id)).toMatchObject({
      reason: "Same series as Starfall Saga",
      slug: saga2.slug,
      platform: "Nintendo Switch",
      releaseYear: 2018,
    });
    expect(forYou.items.find((c) => c.catalogId === rival.id)?.reason).toBe("Popular with players who loved Starfall Saga");
    expect(forYou.libraryCount).toBe(3);
    for (const path of [...LISTS, ""]) {
      const text = JSON.stringify(await get<unknown>(me, path));
      for (const leak of [theirs.id, theirs.slug, "Secret copy of mine", theirRacer.id, other.user.email]) expect(text).not.toContain(leak);
    }
    const similar = await get<SimilarRecommendations>(me, "/similar");
    expect(similar.enough).toBe(true);
    expect(similar.sources.map((s) => s.title)).toContain("Starfall Saga");
    const profile = await get<TasteProfile>(me, "/profile");
    expect(profile).toMatchObject({ favoriteGenres: ["RPG", "Puzzle"], preferredPlatforms: ["PC"], averageRating: 8.5, ratedCount: 2, gameCount: 3 });
  });

  it("similar to one game: the caller's game only (another user's or a malformed id is 404)", async () => {
    const base = await catalogGame("Lone Keep", { series: "Keep", genres: ["Strategy"] });
    const sequel = await catalogGame("Lone Keep 2", { series: "Keep", genres: ["Strategy"] });
    later();
    const me = await buildUser(app);
    const other = await buildUser(app);
    const mine = await own(me, base);
    const theirs = await own(other, base);
    const r = await get<SimilarRecommendations>(me, `/similar/${mine.id}`);
    expect(r.sources).toEqual([expect.objectContaining({ id: mine.id, title: "Lone Keep" })]);
    expect(r.items[0]).toMatchObject({ catalogId: sequel.id, reason: "Same series as Lone Keep" });
    expect(errorOf(await me.auth(request(app).get(`/api/recommendations/similar/${theirs.id}`)).expect(404)).code).toBe("not_found");
    await me.auth(request(app).get("/api/recommendations/similar/not-a-uuid")).expect(404);
  });

  it("'Not interested' hides a game from every list until undone; adding a game removes it too", async () => {
    const seed = await catalogGame("Harbor Tales", { series: "Harbor", genres: ["Adventure"] });
    const next = await catalogGame("Harbor Tales II", { series: "Harbor", genres: ["Adventure"] });
    const third = await catalogGame("Harbor Tales III", { series: "Harbor", genres: ["Adventure"] });
    later();
    const me = await buildUser(app);
    await own(me, seed);
    const has = async (id: number) => (await get<RecommendationList>(me, "")).items.some((c) => c.catalogId === id);
    expect(await has(next.id)).toBe(true);
    expect(bodyOf<DismissedState>(await me.auth(request(app).post(`/api/recommendations/dismissed/${next.id}`)).expect(200))).toEqual({
      catalogId: next.id,
      dismissed: true,
    });
    expect(await has(next.id)).toBe(false);
    expect((await get<RecommendationList>(me, "/underrated")).items.map((c) => c.catalogId)).not.toContain(next.id);
    expect(bodyOf<DismissedState>(await me.auth(request(app).delete(`/api/recommendations/dismissed/${next.id}`)).expect(200))).toEqual({
      catalogId: next.id,
      dismissed: false,
    });
    expect(await has(next.id)).toBe(true);
    await me.auth(request(app).post("/api/recommendations/dismissed/2147483647")).expect(404);
    await me.auth(request(app).post("/api/recommendations/dismissed/abc")).expect(404);
    expect(await has(third.id)).toBe(true);
    await own(me, third, { status: "BACKLOG", rating: null });
    expect(await has(third.id)).toBe(false);
  });

  it("a user's dismissed games are deleted with the user, and with the catalog game", async () => {
    const a = await catalogGame("Gone Soon");
    const b = await catalogGame("Also Gone");
    const me = await buildUser(app);
    for (const c of [a, b]) await me.auth(request(app).post(`/api/recommendations/dismissed/${c.id}`)).expect(200);
    const mine = () => db.prisma.dismissedRecommendation.count({ where: { userId: me.user.id } });
    expect(await mine()).toBe(2);
    await db.prisma.catalogGame.delete({ where: { id: a.id } });
    expect(await mine()).toBe(1);
    await db.prisma.user.delete({ where: { id: me.user.id } });
    expect(await mine()).toBe(0);
  });

  it("trending: what players here added or started lately, most players first", async () => {
    const hot = await catalogGame("Hot Pick", { genres: ["Shooter"], released: "2026-10-01" });
    const warm = await catalogGame("Warm Pick", { genres: ["Shooter"], released: "2026-10-02" });
    later();
    // Earlier tests' players added games too (two at most each): these are added by more.
    const players = await Promise.all(Array.from({ length: 4 }, () => buildUser(app)));
    const me = await buildUser(app);
    for (const p of players) await own(p, hot, { status: "BACKLOG", rating: null });
    for (const p of players.slice(0, 3)) await own(p, warm, { status: "BACKLOG", rating: null });
    // What the instance plays is read again after 10 minutes.
    clock.advance(11 * 60_000);
    const r = await get<TrendingList>(me, "/trending");
    expect(r.basis).toBe("instance");
    expect(r.items.slice(0, 2).map((c) => [c.title, c.reason])).toEqual([
      ["Hot Pick", "Added or started by 4 players here recently"],
      ["Warm Pick", "Added or started by 3 players here recently"],
    ]);
  });

  it("the All list reads by the match its cards show", async () => {
    // Critic scores lift games that match the player's taste less: the rank and the match disagree.
    const loved = await catalogGame("Ember Chronicle", { genres: ["Tactics"], developers: ["Ember"], publishers: ["Ember"] });
    for (const [i, metacritic] of [30, 35, 40].entries()) {
      await catalogGame(`Ember-like ${i}`, { genres: ["Tactics"], developers: [`Close ${i}`], publishers: [`Close ${i}`], metacritic });
    }
    for (const [i, metacritic] of [97, 98, 99].entries()) {
      await catalogGame(`Acclaimed ${i}`, { genres: ["Tactics", `Other ${i}`], developers: [`Far ${i}`], publishers: [`Far ${i}`], metacritic });
    }
    later();
    const me = await buildUser(app);
    await own(me, loved, { rating: 9 });
    const scores = (await get<RecommendationList>(me, "")).items.map((c) => c.matchScore);
    expect(scores.length).toBeGreaterThanOrEqual(6);
    expect(scores.every((m) => typeof m === "number")).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b! - a!));
  });

  it("trending never counts a hidden player: private, hiding activity or hiding what they play", async () => {
    const quiet = await catalogGame("Quiet Hit", { genres: ["Stealth"], released: "2026-10-20", metacritic: 88 });
    later();
    const me = await buildUser(app);
    const reasonOf = async () => {
      clock.advance(11 * 60_000); // what the instance plays is read again after 10 minutes
      const r = await get<TrendingList>(me, "/trending", "?refresh=1");
      return r.items.find((c) => c.catalogId === quiet.id)?.reason;
    };
    // Three players: it ranks among the games earlier tests' players added.
    const publicPlayers = await Promise.all(Array.from({ length: 3 }, () => buildUser(app)));
    for (const p of publicPlayers) await own(p, quiet, { status: "BACKLOG", rating: null });
    expect(await reasonOf()).toBe("Added or started by 3 players here recently");

    const hidden = [{ profileVisibility: "PRIVATE" }, { showActivity: false }, { showPlaying: false }];
    for (const settings of hidden) {
      const p = await buildUser(app);
      await db.prisma.user.update({ where: { id: p.user.id }, data: settings });
      await own(p, quiet, { status: "IN_PROGRESS", rating: null });
    }
    expect(await reasonOf()).toBe("Added or started by 3 players here recently");

    // One hidden player alone is not a count either: the game trends from the catalog, without a number.
    const alone = await catalogGame("Lonely Hit", { genres: ["Stealth"], released: "2026-10-21", metacritic: 89 });
    later();
    const secret = await buildUser(app);
    await db.prisma.user.update({ where: { id: secret.user.id }, data: { profileVisibility: "PRIVATE" } });
    await own(secret, alone, { status: "IN_PROGRESS", rating: null });
    clock.advance(11 * 60_000);
    const lonely = (await get<TrendingList>(me, "/trending", "?refresh=1")).items.find((c) => c.catalogId === alone.id);
    expect(lonely?.reason ?? "not listed").not.toMatch(/players? here/);

    const fourth = await buildUser(app);
    await own(fourth, quiet, { status: "BACKLOG", rating: null });
    expect(await reasonOf()).toBe("Added or started by 4 players here recently");
  });

  it("'Popular with players who loved …' counts no hidden player", async () => {
    const seed = await catalogGame("Coral Depths", { genres: ["Diving"], developers: ["Coral"], publishers: ["Coral"] });
    const loved = await catalogGame("Abyss Lantern", { genres: ["Cooking"], developers: ["Lantern"], publishers: ["Lantern"] });
    later();
    const me = await buildUser(app);
    await own(me, seed, { rating: 9 });
    const reasonOf = async () => (await get<RecommendationList>(me, "", "?refresh=1")).items.find((c) => c.catalogId === loved.id)?.reason;
    for (const settings of [{ profileVisibility: "PRIVATE" }, { showActivity: false }, { showPlaying: false }]) {
      const p = await buildUser(app);
      await db.prisma.user.update({ where: { id: p.user.id }, data: settings });
      await own(p, seed, { rating: 10 });
      await own(p, loved, { rating: 10 });
    }
    expect(await reasonOf()).toBeUndefined();
    const open = await buildUser(app);
    await own(open, seed, { rating: 10 });
    await own(open, loved, { rating: 10 });
    expect(await reasonOf()).toBe("Popular with players who loved Coral Depths");
  });
});
