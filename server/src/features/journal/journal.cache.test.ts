// GET /api/journal keeps its pages against the journal's version (journal_versions, bumped by triggers
// on entries and categories whoever writes) and the library's (an entry shows its game's title): a
// page is answered from memory while neither moved, and every change shows on the next request, made
// through the API, by SQL outside it, or by another server process on the same database.
import request from "supertest";
import { describe, expect, it } from "vitest";
import { JournalListQuerySchema, type JournalCategoryDto, type JournalPage } from "@savepoint/common";
import { buildGame, buildJournalEntry, buildUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf } from "../../../test/responses.ts";
import { seededRandom } from "../../lib/random.ts";
import { createJournalService } from "./journal.service.ts";

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
    // An entry added here is put on the kept page at its place (journal.kept-pages.ts)…
    const later = await buildJournalEntry(app, u, { content: "Later", date: "2026-04-01" });
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Before", "Later"]);
    // …and any other write with the triggers on moves the version: the page is read again.
    await u
      .auth(request(app).put(`/api/journal/${later.id}`))
      .send({ content: "Later still" })
      .expect(200);
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Unseen", "Later still"]);
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

  it("keeps a page an added entry would not show, puts it on one it would, and reads pages again after another process's", async () => {
    const u = await buildUser(app);
    const plan = await buildJournalEntry(app, u, { content: "Plan it", category: "Plan", date: "2026-03-01" });
    expect((await page(app, u, "?category=Plan")).items.map((e) => e.content)).toEqual(["Plan it"]);
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Plan it"]);
    // Changed around the triggers: a page read again shows it, a kept one does not.
    await db.prisma.$transaction([
      db.prisma.$executeRawUnsafe(`ALTER TABLE "journal_entries" DISABLE TRIGGER "journal_entries_changed"`),
      db.prisma.$executeRaw`UPDATE "journal_entries" SET "content" = 'Unseen' WHERE "id" = ${plan.id}::uuid`,
      db.prisma.$executeRawUnsafe(`ALTER TABLE "journal_entries" ENABLE TRIGGER "journal_entries_changed"`),
    ]);
    await buildJournalEntry(app, u, { content: "Progress made", category: "Progress", date: "2026-03-02" });
    // Another category's page is kept as it was; the plain one gains the new entry at its place.
    expect((await page(app, u, "?category=Plan")).items.map((e) => e.content)).toEqual(["Plan it"]);
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Progress made", "Plan it"]);
    // An entry added by another process is not known here: every page is read again.
    await buildJournalEntry(makeApp(), u, { content: "Elsewhere", category: "Progress", date: "2026-03-03" });
    expect((await page(app, u, "?category=Plan")).items.map((e) => e.content)).toEqual(["Unseen"]);
    expect((await page(app, u)).items.map((e) => e.content)).toEqual(["Elsewhere", "Progress made", "Unseen"]);
  });

  it("answers every page as the database does while entries are added, edited and deleted in any order", async () => {
    const u = await buildUser(app);
    const game = await buildGame(app, u, { title: "Hades" });
    const fresh = createJournalService({ prisma: db.prisma }); // keeps nothing
    const random = seededRandom(28);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
    const dates = ["2026-01-15", "2026-02-01", "2026-02-28", "2026-03-10"];
    const added: string[] = [];
    const add = async () => {
      const e = await buildJournalEntry(app, u, {
        content: pick(["boss fight", "quiet day", "Boss rush"]),
        date: pick(dates),
        category: pick(["Progress", "Plan"]),
        tags: pick([[], ["story"], ["story", "boss"]]),
        ...(random() < 0.6 ? { title: pick(["apple", "Boss", "boss", "zelda notes", "Apple pie"]) } : {}),
        ...(random() < 0.5 ? { gameId: game.id } : {}),
      });
      added.push(e.id);
    };
    for (let i = 0; i < 25; i++) await add();
    const queries = [
      "",
      "?sort=date-asc",
      "?sort=title-asc",
      "?category=Plan",
      "?tag=story",
      "?month=2026-02",
      "?general=true",
      "?general=false",
      `?gameId=${game.id}&sort=date-asc`,
      "?q=boss",
      "?tag=boss&sort=date-desc",
    ];
    // Pages after a cursor too: the second page of each.
    const withCursors = async () => {
      const all = [...queries];
      for (const q of queries) {
        const first = bodyOf<JournalPage>(await u.auth(request(app).get(`/api/journal${q}`)).expect(200));
        if (first.nextCursor) all.push(`${q}${q ? "&" : "?"}cursor=${first.nextCursor}`);
      }
      return all;
    };
    for (let step = 0; step < 30; step++) {
      const roll = random();
      if (roll < 0.75) {
        await add();
      } else if (roll < 0.9) {
        await u
          .auth(request(app).put(`/api/journal/${pick(added)}`))
          .send({ date: pick(dates) })
          .expect(200);
      } else {
        await u.auth(request(app).delete(`/api/journal/${added.splice(Math.floor(random() * added.length), 1)[0]}`)).expect(204);
      }
      for (const q of await withCursors()) {
        const kept = await page(app, u, q);
        const params = Object.fromEntries(new URLSearchParams(q.slice(1)));
        expect(kept, `${q} after step ${step}`).toEqual(await fresh.list(u.user, JournalListQuerySchema.parse(params)));
      }
    }
  });

  it("answers as the database does after entries added in parallel while pages are read", async () => {
    const u = await buildUser(app);
    const fresh = createJournalService({ prisma: db.prisma });
    const queries = ["", "?sort=date-asc", "?tag=story", "?month=2026-02", "?category=Plan"];
    for (let i = 0; i < 22; i++) await buildJournalEntry(app, u, { date: `2026-02-${String(1 + i).padStart(2, "0")}` });
    for (const q of queries) await page(app, u, q);
    const writes = Array.from({ length: 16 }, (_, i) =>
      buildJournalEntry(app, u, { date: `2026-0${1 + (i % 3)}-1${i % 10}`, tags: i % 2 ? ["story"] : [], category: i % 4 ? "Progress" : "Plan" }),
    );
    const reads = Array.from({ length: 16 }, (_, i) => page(app, u, queries[i % queries.length]));
    await Promise.all([...writes, ...reads]);
    for (const q of queries) {
      const params = Object.fromEntries(new URLSearchParams(q.slice(1)));
      expect(await page(app, u, q), q).toEqual(await fresh.list(u.user, JournalListQuerySchema.parse(params)));
    }
  });
});
