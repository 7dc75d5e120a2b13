// Imports under leases when several processes share one database (ADR 025): another process's start
// never touches a run a live process is applying; a run whose process is gone is undone and failed
// once its lease ends, exactly once however many processes look; a process that lost its lease (it
// stalled past it) writes nothing more when it wakes; and a live owner's renewals keep a long run its own.
// Each app built by makeApp is a process of its own (its own job owner); pausableDb stands for one
// caught mid-way through a run.
import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { DATA_TEXTS, IMPORT_BATCH_GAMES, type ImportRunDto, type LibraryGameSummary } from "@savepoint/common";
import { buildUser, type TestUser } from "../../../test/builders.ts";
import { setupFile } from "../../../test/helpers.ts";
import { pausableDb } from "../../../test/pausable-db.ts";
import { bodyOf } from "../../../test/responses.ts";
import { newJobOwner } from "../../lib/leases.ts";
import { previewImport } from "./data.test-support.ts";
import { importsSettled, recoverImports } from "./index.ts";

vi.setConfig({ testTimeout: 60_000 });
const { db, makeApp } = await setupFile();
type App = ReturnType<typeof makeApp>;

const BATCHES = 3;
/** A Backloggd-scraper CSV of `n` games none in the catalog, titled Game 1…n. */
const csv = (n: number) => `title,platform,status,rating\n${Array.from({ length: n }, (_, i) => `Game ${i + 1},PC,played,4`).join("\n")}\n`;
const library = async (app: App, u: TestUser) => bodyOf<LibraryGameSummary[]>(await u.auth(request(app).get("/api/games")).expect(200));
const runOf = async (app: App, u: TestUser, id: string) => bodyOf<ImportRunDto>(await u.auth(request(app).get(`/api/data/import/runs/${id}`)).expect(200));
const now = () => new Date();

/** A process (`owner`'s lease) whose import is caught after its first batch: the run is running, one batch written. */
async function caughtAfterFirstBatch(lease?: { ttlMs: number; renewMs: number }) {
  const paused = pausableDb(db.prisma);
  const app = makeApp({ bulk: paused.db, ...(lease && { jobOwner: newJobOwner(lease) }) });
  const u = await buildUser(app);
  const preview = await previewImport(app, u, { source: "backloggd", content: csv(IMPORT_BATCH_GAMES * BATCHES) });
  paused.pauseAfter("$transaction", 1);
  await u.auth(request(app).post(`/api/data/import/runs/${preview.id}/apply`)).expect(202);
  await vi.waitFor(() => expect(paused.waiting).toBeGreaterThan(0), { timeout: 30_000 });
  expect(await runOf(app, u, preview.id)).toMatchObject({ state: "running", progress: { done: IMPORT_BATCH_GAMES } });
  return { app, u, runId: preview.id, paused };
}

describe("imports under leases, several processes on one database", () => {
  it("another process's start leaves a run a live process is applying alone, and the run ends applied whole", async () => {
    const { app, u, runId, paused } = await caughtAfterFirstBatch();
    // A second process starts on the same database (PostgreSQL: only runs whose lease ended are recovered).
    expect(await recoverImports(db.prisma, now)).toBe(0);
    expect(await runOf(app, u, runId)).toMatchObject({ state: "running", progress: { done: IMPORT_BATCH_GAMES } });
    paused.resume();
    await importsSettled();
    expect(await runOf(app, u, runId)).toMatchObject({ state: "applied", progress: { done: IMPORT_BATCH_GAMES * BATCHES }, error: null });
    expect((await library(app, u)).length).toBe(IMPORT_BATCH_GAMES * BATCHES);
  });

  it("a run whose process froze is undone and failed once its lease ends, exactly once; woken, that process writes nothing more", async () => {
    const { app, u, runId, paused } = await caughtAfterFirstBatch({ ttlMs: 400, renewMs: 100 });
    paused.freeze();
    // Until the lease ends, nobody touches it; then two processes sweeping at once recover it once.
    expect(await recoverImports(db.prisma, now)).toBe(0);
    await vi.waitFor(
      async () => {
        const recovered = await Promise.all([recoverImports(db.prisma, now), recoverImports(db.prisma, now)]);
        expect(recovered[0] + recovered[1]).toBe(1);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(await runOf(app, u, runId)).toMatchObject({ state: "failed", error: DATA_TEXTS.interrupted });
    expect(await library(app, u)).toEqual([]);
    // The frozen process wakes mid-run: its next batch finds the run no longer its own, and stops.
    paused.resume();
    await importsSettled();
    expect(await runOf(app, u, runId)).toMatchObject({ state: "failed", error: DATA_TEXTS.interrupted });
    expect(await library(app, u)).toEqual([]);
    expect(await recoverImports(db.prisma, now)).toBe(0);
  });

  it("a live process renews its lease while its run waits: sweeps past the first lease's end leave it alone", async () => {
    const { app, u, runId, paused } = await caughtAfterFirstBatch({ ttlMs: 400, renewMs: 100 });
    const leaseUntil = async () => (await db.prisma.importRun.findUniqueOrThrow({ where: { id: runId }, select: { leaseUntil: true } })).leaseUntil!;
    const first = await leaseUntil();
    // Well past the first lease's end (renewed meanwhile), every sweep finds nothing to recover.
    await vi.waitFor(
      async () => {
        expect(await recoverImports(db.prisma, now)).toBe(0);
        expect((await leaseUntil()).getTime()).toBeGreaterThan(first.getTime() + 1_000);
      },
      { timeout: 15_000, interval: 50 },
    );
    paused.resume();
    await importsSettled();
    expect(await runOf(app, u, runId)).toMatchObject({ state: "applied", progress: { done: IMPORT_BATCH_GAMES * BATCHES } });
    // Applied, the run holds no lease.
    expect(await db.prisma.importRun.findUniqueOrThrow({ where: { id: runId }, select: { leaseOwner: true, leaseUntil: true } })).toEqual({
      leaseOwner: null,
      leaseUntil: null,
    });
  });

  it("a player's run applied through another process while their earlier run is mid-way waits for it: no game is added twice", async () => {
    const { app, u, runId, paused } = await caughtAfterFirstBatch();
    // The same file again, through another process, while the first run is caught after its first batch.
    const counted = pausableDb(db.prisma);
    const other = makeApp({ bulk: counted.db });
    const second = await previewImport(other, u, { source: "backloggd", content: csv(IMPORT_BATCH_GAMES * BATCHES) });
    await u.auth(request(other).post(`/api/data/import/runs/${second.id}/apply`)).expect(202);
    // It asks again and again whether the first is done, and writes nothing meanwhile.
    const asked = counted.calls("$queryRaw");
    await vi.waitFor(() => expect(counted.calls("$queryRaw")).toBeGreaterThan(asked + 3), { timeout: 15_000 });
    expect(await runOf(other, u, second.id)).toMatchObject({ state: "queued", progress: { done: 0 } });
    paused.resume();
    await importsSettled();
    await vi.waitFor(async () => expect((await runOf(other, u, second.id)).state).toBe("applied"), { timeout: 15_000 });
    expect(await runOf(app, u, runId)).toMatchObject({ state: "applied" });
    // Planned on the library the first run left: every game once.
    const titles = (await library(app, u)).map((g) => g.title);
    expect(titles.length).toBe(IMPORT_BATCH_GAMES * BATCHES);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("the database refuses a live run without a lease, and a finished one with one", async () => {
    const u = await buildUser(makeApp());
    const run = await previewImport(makeApp(), u, { source: "backloggd", content: csv(1) });
    await expect(db.prisma.importRun.update({ where: { id: run.id }, data: { state: "running" } })).rejects.toThrow(/import_runs_lease_check/);
    await expect(db.prisma.importRun.update({ where: { id: run.id }, data: { leaseOwner: u.user.id, leaseUntil: new Date() } })).rejects.toThrow(
      /import_runs_lease_check/,
    );
    await expect(db.prisma.importRun.update({ where: { id: run.id }, data: { state: "queued", leaseUntil: new Date() } })).rejects.toThrow(
      /import_runs_lease_check/,
    );
  });
});
