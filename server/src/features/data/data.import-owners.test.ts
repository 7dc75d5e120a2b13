// Imports write other features' rows through those features' faces, so their rules hold whatever the
// entry point: HowLongToBeat's Review Notes become the player's review only where the reviews feature
// allows one (the game ends Completed, rated, not reviewed yet) and the preview says where each goes; a
// Savepoint export's reviews, journal entries and profile settings that break a rule are not written and
// the applied run reports them.
import request from "supertest";
import { describe, expect, it } from "vitest";
import {
  JOURNAL_TEXTS,
  REVIEW_COMMENT_MAX,
  REVIEW_TEXTS,
  type ImportRunDto,
  type LibraryGameDto,
  type LibraryGameSummary,
  type ReviewPage,
} from "@savepoint/common";
import { buildGame, buildJournalEntry, buildReview, buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { applyImport, importFile, previewImport, sampleFile, seedSampleCatalog } from "./data.test-support.ts";

const { app, db } = await setupFile();
await seedSampleCatalog(db.prisma);

// The sample file of the issue: The Witcher 3 (Completed, Review 95, Review Notes "Best RPG I have played").
const HLTB = sampleFile("imports/hltb/HLTB-games-export.csv");
const WITCHER = "The Witcher 3: Wild Hunt";
const library = async (u: TestUser) => bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200));
const game = async (u: TestUser, title: string) => {
  const id = (await library(u)).find((g) => g.title === title)!.id;
  return bodyOf<LibraryGameDto>(await u.auth(request(app).get(`/api/games/${id}`)).expect(200));
};
const reviews = async (u: TestUser) => bodyOf<ReviewPage>(await u.auth(request(app).get("/api/reviews/user")).expect(200)).items;
const rowOf = (run: ImportRunDto, title: string) => [...run.samples.matched, ...run.samples.created, ...run.samples.skipped].find((r) => r.title === title)!;

describe("HowLongToBeat's Review Notes", () => {
  it("become the review of a game that ends Completed with a rating, said in the preview; its notes keep the rest; undo removes the review", async () => {
    const u = await buildUser(app);
    const preview = await previewImport(app, u, { source: "hltb", content: HLTB });
    expect(rowOf(preview, WITCHER)).toMatchObject({ status: "COMPLETED", rating: 10, reviewNotes: "review" });
    // Rows without Review Notes say nothing of them.
    expect(rowOf(preview, "Portal 2").reviewNotes).toBeNull();
    expect(rowOf(preview, "Cyberpunk 2077").reviewNotes).toBeNull();

    const run = await applyImport(app, u, preview.id);
    expect(run).toMatchObject({ state: "applied", rejected: [] });
    const witcher = await game(u, WITCHER);
    expect(witcher.notes).toBe("Death March difficulty\n\nBoth expansions");
    const [review, ...more] = await reviews(u);
    expect(more).toEqual([]);
    expect(review).toMatchObject({ gameId: witcher.id, rating: 10, comment: "Best RPG I have played", spoiler: false, context: { hours: 102.5 } });

    // The same file again: the review is there already, and the text does not come back as notes.
    const again = await importFile(app, u, { source: "hltb", content: HLTB });
    expect(rowOf(again, WITCHER)).toMatchObject({ action: "unchanged", reviewNotes: "review" });
    expect((await game(u, WITCHER)).notes).toBe("Death March difficulty\n\nBoth expansions");
    expect(await reviews(u)).toHaveLength(1);

    await u.auth(request(app).post(`/api/data/import/runs/${again.id}/undo`)).expect(200);
    expect(await reviews(u)).toHaveLength(1);
    await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200);
    expect(await reviews(u)).toEqual([]);
    expect(await library(u)).toEqual([]);
  });

  it("undo of an update removes the review it wrote and leaves the game", async () => {
    const u = await buildUser(app);
    const mine = await buildGame(app, u, { title: WITCHER, platform: "PC", status: "COMPLETED", rating: 9 });
    const run = await importFile(app, u, { source: "hltb", content: HLTB });
    // The player's own rating stays, and is the review's (a review's rating is its game's).
    expect(await reviews(u)).toEqual([expect.objectContaining({ gameId: mine.id, rating: 9, comment: "Best RPG I have played" })]);
    await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200);
    expect(await reviews(u)).toEqual([]);
    expect(await game(u, WITCHER)).toMatchObject({ id: mine.id, status: "COMPLETED", rating: 9 });
  });

  it("go to the notes where the game has another review, or does not end Completed", async () => {
    const reviewed = await buildUser(app);
    const done = await buildGame(app, reviewed, { title: WITCHER, platform: "PC", status: "COMPLETED" });
    await buildReview(app, reviewed, { gameId: done.id, body: { rating: 7, comment: "Long, but worth it." } });
    const run = await importFile(app, reviewed, { source: "hltb", content: HLTB });
    expect(rowOf(run, WITCHER)).toMatchObject({ action: "update", reviewNotes: "notes" });
    expect((await game(reviewed, WITCHER)).notes).toBe("Death March difficulty\n\nBest RPG I have played\n\nBoth expansions");
    expect((await reviews(reviewed)).map((r) => r.comment)).toEqual(["Long, but worth it."]);

    const shelved = await buildUser(app);
    await buildGame(app, shelved, { title: WITCHER, platform: "PC", status: "BACKLOG" });
    const backlog = await importFile(app, shelved, { source: "hltb", content: HLTB });
    expect(rowOf(backlog, WITCHER)).toMatchObject({ reviewNotes: "notes" });
    expect((await game(shelved, WITCHER)).notes).toContain("Best RPG I have played");
    expect(await reviews(shelved)).toEqual([]);
  });
});

describe("a Savepoint export restored through the owners' rules", () => {
  it("writes no review past 2,000 characters or of a game never completed, no blank journal entry, no unknown privacy setting; the run says which and why", async () => {
    const from = await buildUser(app);
    const a = await buildReview(app, from, { game: { title: "Celeste" }, body: { comment: "Kept." } });
    await buildReview(app, from, { game: { title: "Hades" }, body: { comment: "Too long once edited." } });
    await buildReview(app, from, { game: { title: "Inside" }, body: { comment: "Never completed, says the file." } });
    await buildJournalEntry(app, from, { content: "Blank once edited." });
    await buildJournalEntry(app, from, { content: "Kept too.", gameId: a.gameId });
    const doc = JSON.parse((await from.auth(request(app).get("/api/data/export?format=json")).expect(200)).text) as {
      library: { id: string; title: string; status: string; completedDate: string | null; statusHistory: { status: string; at: string }[] }[];
      reviews: { gameId: string; comment: string }[];
      journal: { entries: { content: string }[] };
      privacy: { profileVisibility: string };
    };
    const idOf = (title: string) => doc.library.find((g) => g.title === title)!.id;
    doc.reviews.find((r) => r.gameId === idOf("Hades"))!.comment = "x".repeat(REVIEW_COMMENT_MAX + 1);
    const inside = doc.library.find((g) => g.title === "Inside")!;
    Object.assign(inside, { status: "IN_PROGRESS", completedDate: null, statusHistory: inside.statusHistory.map((h) => ({ ...h, status: "IN_PROGRESS" })) });
    doc.journal.entries.find((e) => e.content === "Blank once edited.")!.content = "   ";
    doc.privacy.profileVisibility = "FRIENDS";

    const to = await buildUser(app);
    const run = await importFile(app, to, { source: "savepoint", content: JSON.stringify(doc) });
    expect(run.state).toBe("applied");
    const order = (xs: { what: string; reason: string }[]) => [...xs].sort((x, y) => x.what.localeCompare(y.what));
    expect(order(run.rejected)).toEqual(
      order([
        { what: `Review ${doc.reviews.findIndex((r) => r.gameId === idOf("Hades")) + 1}`, reason: `A review must be at most ${REVIEW_COMMENT_MAX} characters` },
        { what: `Review ${doc.reviews.findIndex((r) => r.gameId === idOf("Inside")) + 1}`, reason: REVIEW_TEXTS.notCompleted },
        { what: "Journal entry of 2026-05-01", reason: JOURNAL_TEXTS.contentRequired },
        { what: "Profile setting profileVisibility", reason: '"FRIENDS" is not one of the choices' },
      ]),
    );
    expect((await reviews(to)).map((r) => r.comment)).toEqual(["Kept."]);
    const journal = bodyOf<{ items: { content: string }[] }>(await to.auth(request(app).get("/api/journal")).expect(200));
    expect(journal.items.map((e) => e.content)).toEqual(["Kept too."]);
    expect((await library(to)).map((g) => g.title).sort()).toEqual(["Celeste", "Hades", "Inside"]);
  });

  it("a review of a game completed when it was written, and replayed since, is restored", async () => {
    const from = await buildUser(app);
    const r = await buildReview(app, from, { game: { title: "Celeste" }, body: { comment: "Completed, then replayed." } });
    await from
      .auth(request(app).put(`/api/games/${r.gameId}`))
      .send({ status: "IN_PROGRESS" })
      .expect(200);
    const doc = (await from.auth(request(app).get("/api/data/export?format=json")).expect(200)).text;
    const to = await buildUser(app);
    const run = await importFile(app, to, { source: "savepoint", content: doc });
    expect(run).toMatchObject({ state: "applied", rejected: [] });
    expect((await reviews(to)).map((x) => x.comment)).toEqual(["Completed, then replayed."]);
  });
});
