// Applying an import in the background: the apply request answers 202 with the run queued, the run is
// written a batch at a time with its progress on the run and its own part of the change log, a failing
// batch undoes the batches before it (the run failed, naming the row and column), and a run a restart
// interrupted is undone on start. Runs stored with their whole log on the run (before the parts) undo too.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { DATA_TEXTS, IMPORT_BATCH_GAMES, type ImportRunDto, type LibraryGameSummary } from "@savepoint/common";
import { buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { bodyOf, errorOf } from "../../../test/responses.ts";
import { applyImport, previewImport } from "./data.test-support.ts";
import { emptyLog, joinLogs, type ChangeLog } from "./import/import.apply.ts";
import { importsSettled, recoverImports } from "./index.ts";

const { app, db } = await setupFile();

const library = async (u: TestUser) => bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200));
const runOf = async (u: TestUser, id: string) => bodyOf<ImportRunDto>(await u.auth(request(app).get(`/api/data/import/runs/${id}`)).expect(200));
/** A Backloggd-scraper CSV of `n` games of the user's own (none in the catalog), titled Game 1…n. */
const csv = (n: number, title = (i: number) => `Game ${i}`, values = "played,4") =>
  `title,platform,status,rating\n${Array.from({ length: n }, (_, i) => `${title(i + 1)},PC,${values}`).join("\n")}\n`;
const partsOf = (runId: string) => db.prisma.importRunChange.findMany({ where: { runId }, orderBy: { batch: "asc" }, select: { batch: true, log: true } });
const changesOf = async (runId: string) => (await db.prisma.importRun.findUniqueOrThrow({ where: { id: runId }, select: { changes: true } })).changes;
/** Stores a run's change log as runs applied before the parts per batch were: whole, on the run. */
async function asWholeLog(runId: string) {
  const log = (await partsOf(runId)).map((p) => p.log as unknown as ChangeLog).reduce(joinLogs, emptyLog());
  const { extras } = (await changesOf(runId)) as { extras: unknown };
  await db.prisma.importRunChange.deleteMany({ where: { runId } });
  await db.prisma.importRun.update({ where: { id: runId }, data: { changes: { log, extras } as never } });
}
/** The lease a stopped process left on its run: its owner gone, the lease over (ADR 025). */
const GONE = { leaseOwner: randomUUID(), leaseUntil: new Date("2026-01-01T00:00:00Z") };
const shown = async (u: TestUser) => (await library(u)).map((g) => `${g.title} ${g.status} ${g.rating}`).sort();

describe("POST /api/data/import/runs/:id/apply (background)", () => {
  it("answers 202 with the run queued at once; the run ends applied with every game counted in its progress", async () => {
    const u = await buildUser(app);
    const n = IMPORT_BATCH_GAMES * 2 + 17;
    const preview = await previewImport(app, u, { source: "backloggd", content: csv(n) });
    expect(preview).toMatchObject({ state: "preview", progress: { done: 0, total: 0 }, error: null });
    const queued = bodyOf<ImportRunDto>(await u.auth(request(app).post(`/api/data/import/runs/${preview.id}/apply`)).expect(202));
    expect(queued).toMatchObject({ id: preview.id, state: "queued", progress: { done: 0, total: n }, appliedAt: null });
    // Applying again while it is queued or running is refused; other requests are answered meanwhile.
    expect(errorOf(await u.auth(request(app).post(`/api/data/import/runs/${preview.id}/apply`)).expect(409)).message).toBe(DATA_TEXTS.notApplicable);
    await u.auth(request(app).get("/api/data/import/runs")).expect(200);
    await importsSettled();
    const run = await runOf(u, preview.id);
    expect(run).toMatchObject({ state: "applied", progress: { done: n, total: n }, error: null, counts: { add: n } });
    expect(run.appliedAt).not.toBeNull();
    expect((await library(u)).length).toBe(n);
    // Its undo removes every batch's games.
    await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200);
    expect(await library(u)).toEqual([]);
  });

  it("a batch that fails undoes the batches already written: the run is failed naming the row and column, nothing is kept", async () => {
    const u = await buildUser(app);
    const mine = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(2, (i) => `Kept ${i}`) })).id);
    expect(mine.state).toBe("applied");
    // A database rule the planner does not know of refuses one title, in the second batch.
    await db.prisma.$executeRawUnsafe(`CREATE FUNCTION "test_refuse_title"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."title" = 'Refused' THEN RAISE EXCEPTION 'this title is refused' USING COLUMN = 'title'; END IF; RETURN NEW; END $$`);
    await db.prisma.$executeRawUnsafe(
      `CREATE TRIGGER "test_refuse_title" BEFORE INSERT ON "library_games" FOR EACH ROW EXECUTE FUNCTION "test_refuse_title"()`,
    );
    try {
      const at = IMPORT_BATCH_GAMES + 30;
      const run = await applyImport(
        app,
        u,
        (await previewImport(app, u, { source: "backloggd", content: csv(IMPORT_BATCH_GAMES * 2, (i) => (i === at ? "Refused" : `Game ${i}`)) })).id,
      );
      expect(run).toMatchObject({ state: "failed", progress: { done: IMPORT_BATCH_GAMES, total: IMPORT_BATCH_GAMES * 2 } });
      expect(run.error).toBe(`Row ${at + 1}, column "title": this title is refused`);
      expect((await library(u)).map((g) => g.title).sort()).toEqual(["Kept 1", "Kept 2"]);
      await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(409);
      const runs = bodyOf<ImportRunDto[]>(await u.auth(request(app).get("/api/data/import/runs")).expect(200));
      expect(runs.map((r) => r.state)).toEqual(["failed", "applied"]);
    } finally {
      await db.prisma.$executeRawUnsafe(`DROP TRIGGER "test_refuse_title" ON "library_games"`);
      await db.prisma.$executeRawUnsafe(`DROP FUNCTION "test_refuse_title"()`);
    }
  });

  it("on start, a run a stop interrupted is undone from its change log and failed", async () => {
    const u = await buildUser(app);
    const before = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(3, (i) => `Earlier ${i}`) })).id);
    const run = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(5) })).id);
    expect((await library(u)).length).toBe(8);
    // As the server leaves a run when it stops between two batches: running, its log so far stored.
    await db.prisma.importRun.update({ where: { id: run.id }, data: { state: "running", appliedAt: null, done: 5, ...GONE } });
    expect(await recoverImports(db.prisma, () => new Date("2026-03-01T10:00:00Z"))).toBe(1);
    expect(await runOf(u, run.id)).toMatchObject({ state: "failed", error: DATA_TEXTS.interrupted, undoneAt: "2026-03-01T10:00:00.000Z" });
    expect(await runOf(u, before.id)).toMatchObject({ state: "applied" });
    expect((await library(u)).map((g) => g.title).sort()).toEqual(["Earlier 1", "Earlier 2", "Earlier 3"]);
    expect(await recoverImports(db.prisma, () => new Date())).toBe(0);
  });

  it("each batch stores only its own part of the change log: one part per batch, none on the run, and undo joins them", async () => {
    const u = await buildUser(app);
    const n = IMPORT_BATCH_GAMES * 2 + 17;
    const run = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(n) })).id);
    expect(run).toMatchObject({ state: "applied", progress: { done: n, total: n } });
    const parts = await partsOf(run.id);
    expect(parts.map((p) => [p.batch, (p.log as unknown as ChangeLog).added.length])).toEqual([
      [0, IMPORT_BATCH_GAMES],
      [1, IMPORT_BATCH_GAMES],
      [2, 17],
    ]);
    expect(await changesOf(run.id)).toEqual({ extras: null });
    const added = new Set(parts.flatMap((p) => (p.log as unknown as ChangeLog).added));
    expect(added.size).toBe(n);
    expect(new Set((await library(u)).map((g) => g.id))).toEqual(added);
    await u.auth(request(app).post(`/api/data/import/runs/${run.id}/undo`)).expect(200);
    expect(await library(u)).toEqual([]);
    expect(await runOf(u, run.id)).toMatchObject({ state: "undone" });
    // The parts go with the run, and the run with its account.
    await db.prisma.user.delete({ where: { id: u.user.id } });
    expect(await partsOf(run.id)).toEqual([]);
  });

  it("a failed run keeps no part of its change log", async () => {
    const u = await buildUser(app);
    await db.prisma.$executeRawUnsafe(`CREATE FUNCTION "test_refuse_late"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW."title" = 'Late' THEN RAISE EXCEPTION 'late title'; END IF; RETURN NEW; END $$`);
    await db.prisma.$executeRawUnsafe(`CREATE TRIGGER "test_refuse_late" BEFORE INSERT ON "library_games" FOR EACH ROW EXECUTE FUNCTION "test_refuse_late"()`);
    try {
      const n = IMPORT_BATCH_GAMES + 1;
      const run = await applyImport(
        app,
        u,
        (await previewImport(app, u, { source: "backloggd", content: csv(n, (i) => (i === n ? "Late" : `Game ${i}`)) })).id,
      );
      expect(run).toMatchObject({ state: "failed", progress: { done: IMPORT_BATCH_GAMES } });
      expect(await partsOf(run.id)).toEqual([]);
      expect(await library(u)).toEqual([]);
    } finally {
      await db.prisma.$executeRawUnsafe(`DROP TRIGGER "test_refuse_late" ON "library_games"`);
      await db.prisma.$executeRawUnsafe(`DROP FUNCTION "test_refuse_late"()`);
    }
  });

  it("a run stored with its whole change log on the run (before the parts) is undone, and recovered on start, from it", async () => {
    const u = await buildUser(app);
    await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(3) })).id);
    const before = await shown(u);
    // A re-import that changes the three games and adds two, its log then stored the old way.
    const update = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(5, undefined, "completed,2") })).id);
    expect(update.counts).toMatchObject({ add: 2, update: 3 });
    expect(await shown(u)).not.toEqual(before);
    await asWholeLog(update.id);
    expect(await partsOf(update.id)).toEqual([]);
    await u.auth(request(app).post(`/api/data/import/runs/${update.id}/undo`)).expect(200);
    expect(await shown(u)).toEqual(before);
    // A run a stop interrupted, its log so far on the run.
    const stopped = await applyImport(app, u, (await previewImport(app, u, { source: "backloggd", content: csv(2, (i) => `Extra ${i}`) })).id);
    await asWholeLog(stopped.id);
    await db.prisma.importRun.update({ where: { id: stopped.id }, data: { state: "running", appliedAt: null, ...GONE } });
    expect(await recoverImports(db.prisma, () => new Date())).toBe(1);
    expect(await runOf(u, stopped.id)).toMatchObject({ state: "failed", error: DATA_TEXTS.interrupted });
    expect(await shown(u)).toEqual(before);
  });
});
