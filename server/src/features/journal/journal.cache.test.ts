// GET /api/journal keeps its pages against the journal's version (journal_versions, bumped by triggers
// on entries and categories whoever writes) and the library's (an entry shows its game's title): a
// page is answered from memory while neither moved, and every change shows on the next request, made
// through the API, by SQL outside it, or by another server process on the same database.
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { JournalCategoryDto, JournalPage } from "@savepoint/common";
import { buildGame, buildJournalEntry, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";

const { app, db, makeApp } = await setupFile();

const page = async (a: typeof app, u: Awaited<ReturnType<typeof buildUser>>, query = "") =>
  bodyOf<JournalPage>(await u.auth(request(a).get(`/api/journal${query}`)).expect(200));

describe("journal pages kept in memory", () => {
  it("answers a kept page while nothing changed (a write that skips the triggers is not seen)", async () => {
    const u = await buildUser(app);
    const entry = await buildJournalEntry(app, u, { content: "Before" });
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Before"]);
    // No trigger, no new version: the kept page is answered. (Only a test writes around the triggers.)
    await db.prisma.$transaction([
      db.prisma.$executeRawUnsafe(`ALTER TABLE "journal_entries" DISABLE TRIGGER "journal_entries_changed"`),
      db.prisma.$executeRaw`UPDATE "journal_entries" SET "content" = 'Unseen' WHERE "id" = ${entry.id}::uuid`,
      db.prisma.$executeRawUnsafe(`ALTER TABLE "journal_entries" ENABLE TRIGGER "journal_entries_changed"`),
    ]);
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Before"]);
    // Any write with the triggers on moves the version, and the page is read again.
    await buildJournalEntry(app, u, { content: "Later", date: "2026-04-01" });
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Unseen", "Later"]);
  });

  it("shows an entry changed by SQL outside the API, a recoloured category and a renamed game at once", async () => {
    const u = await buildUser(app);
    const game = await buildGame(app, u, { title: "Celeste" });
    const entry = await buildJournalEntry(app, u, { content: "Summit", category: "Progress", gameId: game.id });
    let [shown] = (await page(app, u)).items;
    expect(shown).toMatchObject({ content: "Summit", gameTitle: "Celeste" });

    await db.prisma.$executeRaw`UPDATE "journal_entries" SET "content" = 'Summit reached' WHERE "id" = ${entry.id}::uuid`;
    [shown] = (await page(app, u)).items;
    expect(shown!.content).toBe("Summit reached");

    const categories = bodyOf<JournalCategoryDto[]>(await u.auth(request(app).get("/api/journal/categories")).expect(200));
    const progress = categories.find((c) => c.name === "Progress")!;
    const color = progress.color === "#ef4444" ? "#22c55e" : "#ef4444";
    await u
      .auth(request(app).put(`/api/journal/categories/${progress.id}`))
      .send({ color })
      .expect(200);
    [shown] = (await page(app, u)).items;
    expect(shown!.categoryColor).toBe(color);

    await u
      .auth(request(app).put(`/api/games/${game.id}`))
      .send({ title: "Celeste Classic" })
      .expect(200);
    [shown] = (await page(app, u)).items;
    expect(shown!.gameTitle).toBe("Celeste Classic");

    await u.auth(request(app).delete(`/api/journal/${entry.id}`)).expect(204);
    expect((await page(app, u)).items).toEqual([]);
  });

  it("shows a write made through another server process on the same database", async () => {
    const other = makeApp();
    const u = await buildUser(app);
    await buildJournalEntry(app, u, { content: "First" });
    expect((await page(app, u)).items).toHaveLength(1);
    await buildJournalEntry(other, u, { content: "Second", date: "2026-06-01" });
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Second", "First"]);
  });

  it("keeps pages apart by player and by query, and sends the same page gzipped when asked", async () => {
    const a = await buildUser(app);
    const b = await buildUser(app);
    for (let i = 0; i < 30; i++) await buildJournalEntry(app, a, { content: `A's entry ${i} `.padEnd(200, "."), tags: ["mine"] });
    await buildJournalEntry(app, b, { content: "B's only entry" });
    expect((await page(app, a)).items).toHaveLength(20);
    expect((await page(app, b)).items.map((e) => e.content)).toEqual(["B's only entry"]);
    expect((await page(app, a, "?tag=none")).items).toEqual([]);
    const plain = await page(app, a);
    // supertest unzips what it is sent
    const zipped = await a.auth(request(app).get("/api/journal").set("Accept-Encoding", "gzip")).expect(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.body).toEqual(plain);
  });
});
