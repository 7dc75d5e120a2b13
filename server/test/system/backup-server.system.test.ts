// The server's own backups (issue 30), in a real server process: with BACKUP_DIR set it takes a
// scheduled backup by itself and keeps BACKUP_KEEP of them; a start whose migrations will change an
// existing database backs the data up first (DATA_DIR/backups) and says so in one line. That a start
// with nothing to migrate takes none is upgrade.test.ts's, and BACKUP_ON_UPGRADE's reading config.test.ts's.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { startEmbedded } from "../../src/db/embedded.ts";
import { readBackup } from "../../src/db/backup/read.ts";
import { copyPreparedDataDir, spawnServer, type ServerProcess } from "./server-process.ts";

const root = mkdtempSync(join(tmpdir(), "sp-backup-server-"));
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const s of servers) s.child.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});
const start = (env: Record<string, string>) => {
  const s = spawnServer({ DATABASE_URL: "", ...env });
  servers.push(s);
  return s;
};
const stop = async (s: ServerProcess) => {
  const exited = new Promise((r) => s.child.once("exit", r));
  s.child.kill("SIGTERM");
  await exited;
};

describe("scheduled backups", () => {
  it("are taken by the server itself into BACKUP_DIR, keeping BACKUP_KEEP of them", async () => {
    const dataDir = copyPreparedDataDir(join(root, "scheduled"));
    const dir = join(root, "scheduled-backups");
    mkdirSync(dir);
    for (const old of ["savepoint-2026-01-01T00-00-00Z.savepoint-backup", "savepoint-2026-01-02T00-00-00Z.savepoint-backup"]) {
      writeFileSync(join(dir, old), "x");
    }
    const server = start({ DATA_DIR: dataDir, BACKUP_DIR: dir, BACKUP_KEEP: "2", BACKUP_FIRST_LOOK_SECONDS: "0" });
    await server.listening;
    await vi.waitFor(() => expect(server.output()).toMatch(/backup: .*savepoint-\d{4}-.*\.savepoint-backup written \(1 older removed\)/), {
      timeout: 30_000,
      interval: 200,
    });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toBe("savepoint-2026-01-02T00-00-00Z.savepoint-backup");
    const manifest = await readBackup(join(dir, files[1]!));
    expect(manifest.engine).toBe("embedded");
    expect(manifest.tables).toHaveProperty("users");
    await stop(server);
  });
});

/** The migrations, oldest first (their folders' names). */
const MIGRATIONS = readdirSync(new URL("../../../prisma/migrations/", import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
const LAST = MIGRATIONS.at(-1)!;
const BEFORE_LAST = MIGRATIONS.at(-2)!;
/** What takes the newest migration back out of a database (a new migration adds its own here). */
const UNDO_LAST: Record<string, string[]> = {
  "20261207100000_notifications": [
    `DROP TRIGGER "follows_notify" ON "follows"`,
    `DROP TRIGGER "follows_withdraw_notification" ON "follows"`,
    `DROP TRIGGER "review_likes_notify" ON "review_likes"`,
    `DROP TRIGGER "review_likes_withdraw_notification" ON "review_likes"`,
    `DROP TRIGGER "blocks_forget_notifications" ON "blocks"`,
    `DROP TABLE "notifications"`,
    `DROP TABLE "notification_mutes"`,
    `DROP TABLE "notification_versions"`,
    `DROP FUNCTION "notify_followed"(), "notify_liked"(), "withdraw_followed"(), "withdraw_liked"(), "forget_blocked"()`,
    `DROP FUNCTION "notification_add"(UUID, TEXT, UUID, UUID, JSONB, TIMESTAMP), "notification_bump_new"(), "notification_bump"(UUID)`,
  ],
  "20261207090000_wishlist": [
    `DROP TRIGGER "library_games_leave_wishlist" ON "library_games"`,
    `DROP FUNCTION "library_games_leave_wishlist"()`,
    `DROP TABLE "wishlist_items"`,
    `DROP FUNCTION "wishlist_items_not_owned"()`,
  ],
  "20261206090000_profile_favourites": [`DROP TABLE "profile_favourites"`],
  "20261206110000_library_games_beaten_index": [`DROP INDEX "library_games_beaten_idx"`],
  "20261206100000_audience_version": [
    `DROP TRIGGER "users_bump_audience_version" ON "users"`,
    `DROP FUNCTION "bump_audience_version"()`,
    `DROP TABLE "audience_version"`,
  ],
};

describe("a start that upgrades", () => {
  // The prepared data directory as the previous release left it: its last migration not applied yet
  // (no initdb and no migrations from scratch).
  const olderDataDir = async (name: string) => {
    const undo = UNDO_LAST[LAST];
    if (!undo) throw new Error(`UNDO_LAST has no statements taking ${LAST} back out: add them`);
    const dataDir = copyPreparedDataDir(join(root, name));
    const db = await startEmbedded(join(dataDir, "db"));
    const c = new pg.Client({ connectionString: db.url });
    await c.connect();
    for (const statement of undo) await c.query(statement);
    await c.query(`DELETE FROM "_prisma_migrations" WHERE "migration_name" = $1`, [LAST]);
    await c.end();
    await db.stop();
    return dataDir;
  };

  it("backs the data up first and says so in one line", async () => {
    const dataDir = await olderDataDir("upgrade");
    const first = start({ DATA_DIR: dataDir });
    await first.listening;
    const said = first
      .output()
      .split("\n")
      .filter((l) => l.includes("upgrade:"));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/upgrade: \d+ migration\(s\) to apply; the data as it was is backed up in .*pre-upgrade-savepoint-.*BACKUP_ON_UPGRADE=false/);
    const files = readdirSync(join(dataDir, "backups"));
    expect(files).toEqual([expect.stringMatching(/^pre-upgrade-savepoint-.*\.savepoint-backup$/)]);
    expect((await readBackup(join(dataDir, "backups", files[0]!))).schema).toBe(BEFORE_LAST);
    await stop(first);
  });
});
