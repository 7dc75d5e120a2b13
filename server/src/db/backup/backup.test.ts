// Backup and restore on the run's engine (PostgreSQL in CI's route lane, the embedded database in the
// other): a seeded instance backed up while a writer writes, restored into an empty database row for
// row; damaged files, a non-empty target and a newer backup refused with the target left as it was;
// a backup of an older schema restored with the newer migrations run. The commands against real
// servers, and across engines, are in server/test/system/backup.system.test.ts.
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import supertest from "supertest";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildApiToken, buildGame, buildJournalEntry, buildReview, buildCatalogGame } from "../../../test/builders.ts";
import { emptyTestDatabase, registerUser, setupFile } from "../../../test/helpers.ts";
import { onClient, tableDigests } from "../../../test/table-digests.ts";
import { writeBackup } from "./backup.ts";
import { BackupError, type BackupManifest } from "./format.ts";
import { localMigrations } from "./instance.ts";
import { readBackup } from "./read.ts";
import { checkCompatible, restoreInto, tableCount } from "./restore.ts";

const engine = process.env.DATABASE_URL ? "postgres" : "embedded";
const dir = mkdtempSync(join(tmpdir(), "sp-backup-test-"));

const migrations = await localMigrations();
const restoreOpts = { singleConnection: engine === "embedded" };

describe(`backup and restore (${engine})`, async () => {
  const { db, app } = await setupFile();
  const sam = await registerUser(app, { username: "sam_backup" });
  const kim = await registerUser(app, { username: "kim_backup" });
  const catalogGame = await buildCatalogGame(db.prisma, { title: "Backup Quest" });
  await buildGame(app, sam, { title: "Backup Quest", catalogGameId: catalogGame.id, status: "IN_PROGRESS", playTime: 12.5 });
  const review = await buildReview(app, sam);
  await kim.auth(supertest(app).post(`/api/reviews/${review.id}/like`)).expect((r) => expect(r.status).toBeLessThan(300));
  await kim.auth(supertest(app).post(`/api/users/${sam.user.username}/follow`)).expect((r) => expect(r.status).toBeLessThan(300));
  const carl = await registerUser(app, { username: "carl_backup" });
  await carl.auth(supertest(app).post(`/api/users/${kim.user.username}/block`)).expect((r) => expect(r.status).toBeLessThan(300));
  await buildJournalEntry(app, sam, { title: "Day one", content: 'Started over.\nWith a newline, quotes " and a tab\t.' });
  const token = await buildApiToken(app, sam);
  const dataDir = join(dir, "source");
  mkdirSync(join(dataDir, "covers", "remote"), { recursive: true });
  writeFileSync(join(dataDir, "covers", "remote", "pasted.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  const targets: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const t of targets) await t.close();
  });
  const emptyTarget = async () => {
    const t = await emptyTestDatabase();
    targets.push(t);
    return t;
  };

  let file = "";
  it("takes a consistent backup while a writer keeps writing, and its manifest counts what was acknowledged before it", async () => {
    const countEntries = async () => db.prisma.journalEntry.count({ where: { userId: sam.user.id } });
    let acknowledged = await countEntries();
    let failures = 0;
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const res = await sam.auth(supertest(app).post("/api/journal")).send({ title: `Entry ${i}`, content: "Still writing.", date: "2026-05-01" });
        if (res.status === 201) acknowledged += 1;
        else failures += 1;
      }
    })();
    await vi.waitFor(() => expect(acknowledged >= 3 || failures > 0).toBe(true), { timeout: 20_000, interval: 5 });
    const before = acknowledged;
    const result = await writeBackup({ url: db.url, engine, out: join(dir, "one.savepoint-backup"), dataDir, savepoint: "9.9.9" });
    const after = acknowledged;
    writing = false;
    await writer;
    file = result.file;
    expect(failures).toBe(0);
    expect(result.manifest.tables.journal_entries).toBeGreaterThanOrEqual(before);
    expect(result.manifest.tables.journal_entries).toBeLessThanOrEqual(after);
    expect(result.manifest).toMatchObject({ savepoint: "9.9.9", engine, schema: migrations.at(-1), files: 1 });
    expect(result.manifest.tables).not.toHaveProperty("_prisma_migrations");
  });

  it("restores into an empty database row for row, with the session secret, the token and the cover", async () => {
    const manifest = await readBackup(file);
    const frozen = join(dir, "frozen.savepoint-backup");
    // the writer is done: a second backup is what the source holds now
    await writeBackup({ url: db.url, engine, out: frozen, dataDir, savepoint: "9.9.9" });
    const target = await emptyTarget();
    const files: string[] = [];
    await restoreInto(frozen, target.url, migrations, { ...restoreOpts, onFile: (p) => Promise.resolve(void files.push(p)) });
    expect(await tableDigests(target.url)).toEqual(await tableDigests(db.url));
    expect(files).toEqual(["covers/remote/pasted.png"]);
    expect(manifest.tables.api_tokens).toBe(1);
    const tokens = await onClient(target.url, (c) => c.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_tokens WHERE "userId" = $1`, [sam.user.id]));
    expect(tokens.rows[0]!.n).toBe(1);
    expect(token.token.length).toBeGreaterThan(10);
    // a restored serial id continues after the restored ones
    await onClient(target.url, (c) => c.query(`INSERT INTO data_repairs (migration, rule, changed) VALUES ('t', 'r', 0)`));
  });

  it("reads the catalog page by page before the snapshot on the embedded database, and takes the snapshot's rows when one changed meanwhile", async () => {
    for (let i = 0; i < 23; i++) await buildCatalogGame(db.prisma, { title: `Paged ${i}` });
    const titles = async (file: string) => {
      const out = new Map<string, string>();
      await readBackup(file, (line) => {
        if (line.kind !== "row" || line.table !== "catalog_games") return;
        const row = JSON.parse(line.json) as { id: string; title: string };
        expect(out.has(row.id)).toBe(false);
        out.set(row.id, row.title);
      });
      return out;
    };
    const inDb = await db.prisma.catalogGame.count();
    const paged = await writeBackup({ url: db.url, engine, out: join(dir, "paged.savepoint-backup"), savepoint: "9.9.9", pageRows: 5 });
    expect(paged.manifest.tables.catalog_games).toBe(inDb);
    expect((await titles(paged.file)).size).toBe(inDb);
    // a row written between the pages and the snapshot: the file has it as the snapshot saw it
    const moved = await db.prisma.catalogGame.findFirstOrThrow({ where: { title: "Paged 7" } });
    const changed = await writeBackup({
      url: db.url,
      engine,
      out: join(dir, "changed.savepoint-backup"),
      savepoint: "9.9.9",
      pageRows: 5,
      beforeSnapshot: async () => void (await db.prisma.catalogGame.update({ where: { id: moved.id }, data: { title: "Paged 7, renamed" } })),
    });
    const after = await titles(changed.file);
    expect(after.size).toBe(inDb);
    expect(after.get(String(moved.id))).toBe("Paged 7, renamed");
  });

  it("refuses a truncated or changed file, and leaves the target empty", async () => {
    const bytes = readFileSync(file);
    const truncated = join(dir, "truncated.savepoint-backup");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const lines = gunzipSync(bytes).toString("utf8").split("\n");
    const row = lines.findIndex((l) => l.includes('"Day one"'));
    lines[row] = lines[row]!.replace("Day one", "Day 0ne");
    const tampered = join(dir, "tampered.savepoint-backup");
    writeFileSync(tampered, gzipSync(lines.join("\n")));
    const notBackup = join(dir, "not.savepoint-backup");
    writeFileSync(notBackup, gzipSync('{"hello": 1}\n'));
    const target = await emptyTarget();
    await expect(restoreInto(truncated, target.url, migrations, restoreOpts)).rejects.toThrow(/is truncated/);
    await expect(restoreInto(tampered, target.url, migrations, restoreOpts)).rejects.toThrow(/changed after it was written/);
    await expect(restoreInto(notBackup, target.url, migrations, restoreOpts)).rejects.toThrow(/is not a Savepoint backup/);
    expect(await onClient(target.url, tableCount)).toBe(0);
  });

  it("refuses a target that holds data unless forced, and a forced restore replaces it", async () => {
    await expect(restoreInto(file, db.url, migrations, restoreOpts)).rejects.toThrow(/not empty.*--force/);
    const target = await emptyTarget();
    await restoreInto(file, target.url, migrations, restoreOpts);
    await onClient(target.url, (c) => c.query(`DELETE FROM follows`));
    await restoreInto(file, target.url, migrations, { ...restoreOpts, force: true });
    const follows = await onClient(target.url, (c) => c.query<{ n: number }>(`SELECT count(*)::int AS n FROM follows`));
    expect(follows.rows[0]!.n).toBe(1);
  });

  it("refuses a backup of a newer Savepoint: a migration it does not know, or a newer format", async () => {
    const m: BackupManifest = await readBackup(file);
    expect(() => checkCompatible({ ...m, migrations: [...m.migrations, "29990101000000_future"] }, migrations)).toThrow(BackupError);
    expect(() => checkCompatible({ ...m, migrations: [...m.migrations, "29990101000000_future"] }, migrations)).toThrow(/upgrade Savepoint/);
    const future = join(dir, "future.savepoint-backup");
    writeFileSync(future, gzipSync(`${JSON.stringify(["savepoint-backup", { format: 99, savepoint: "99.0.0", schema: "x", createdAt: "" }])}\n`));
    await expect(readBackup(future)).rejects.toThrow(/newer format.*upgrade Savepoint first/);
  });
});

describe(`a backup of an older schema (${engine})`, () => {
  const fixture = new URL("../../../test/fixtures/backup-20261203110000.savepoint-backup", import.meta.url).pathname;
  it("restores, and the migrations since then run on its rows", async () => {
    const t = await emptyTestDatabase();
    try {
      const manifest = await restoreInto(fixture, t.url, migrations, restoreOpts);
      expect(manifest.schema).toBe("20261203110000_import_run_queued_at");
      const applied = await onClient(t.url, (c) =>
        c.query<{ n: string }>(`SELECT migration_name AS n FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1`),
      );
      expect(applied.rows.map((r) => r.n)).toEqual(migrations);
      const user = await onClient(t.url, (c) => c.query<{ username: string }>(`SELECT username FROM users`));
      expect(user.rows.map((r) => r.username)).toEqual(["old_timer"]);
      const games = await onClient(t.url, (c) => c.query<{ title: string }>(`SELECT title FROM library_games`));
      expect(games.rows.map((r) => r.title)).toEqual(["Chrono Trigger"]);
    } finally {
      await t.close();
    }
  });
});
