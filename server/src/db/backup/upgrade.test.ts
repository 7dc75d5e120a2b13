// The backup a start takes before an upgrade's migrations (db/backup/upgrade.ts through openDatabase's
// deploy): taken with the schema as it was and said in one line; not taken for a new database or when
// nothing is pending; a migration that then fails stops the start naming that backup.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { emptyTestDatabase } from "../../../test/helpers.ts";
import { deployWithBackup } from "../database.ts";
import { deployMigrations } from "../migrate/deploy.ts";
import { StartupError } from "../../startup.ts";
import { readBackup } from "./read.ts";
import { upgradeBackup } from "./upgrade.ts";

const engine = process.env.DATABASE_URL ? "postgres" : "embedded";
const LAST_BEFORE = "20261204090000_user_search_walk";

describe(`the backup before an upgrade (${engine})`, () => {
  const setup = (dataDir: string) => {
    const lines: string[] = [];
    const hook = upgradeBackup({ dir: undefined, dataDir, savepoint: "2.0.0", logger: { info: (_o, m) => void lines.push(m ?? "") } });
    return { lines, opts: { databaseUrl: undefined, dataDir, beforeUpgrade: hook } };
  };

  it("is taken of the schema as it was, once, and not for a new database", async () => {
    const db = await emptyTestDatabase();
    try {
      const dataDir = mkdtempSync(join(tmpdir(), "sp-upgrade-"));
      const { lines, opts } = setup(dataDir);
      const deploy = { singleConnection: db.singleConnection };
      await deployWithBackup(db.url, engine, opts, { ...deploy, until: "20261203110000_import_run_queued_at" });
      expect(existsSync(join(dataDir, "backups"))).toBe(false);
      const applied = await deployWithBackup(db.url, engine, opts, deploy);
      expect(applied.length).toBeGreaterThanOrEqual(2);
      const files = readdirSync(join(dataDir, "backups"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^pre-upgrade-savepoint-.*\.savepoint-backup$/);
      expect((await readBackup(join(dataDir, "backups", files[0]!))).schema).toBe("20261203110000_import_run_queued_at");
      expect(lines).toEqual([expect.stringMatching(/^upgrade: \d+ migration\(s\) to apply; the data as it was is backed up in .*BACKUP_ON_UPGRADE=false/)]);
      expect(await deployWithBackup(db.url, engine, opts, deploy)).toEqual([]);
      expect(readdirSync(join(dataDir, "backups"))).toHaveLength(1);
    } finally {
      await db.close();
    }
  });

  it("names that backup when a migration then fails", async () => {
    const db = await emptyTestDatabase();
    try {
      const dataDir = mkdtempSync(join(tmpdir(), "sp-upgrade-"));
      const { opts } = setup(dataDir);
      await deployMigrations(db.url, { singleConnection: db.singleConnection, until: LAST_BEFORE });
      // a table in the way of the next migration's CREATE TABLE
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      await c.query(`CREATE TABLE "backup_runs" ("x" INTEGER)`);
      await c.end();
      const failed = deployWithBackup(db.url, engine, opts, { singleConnection: db.singleConnection });
      await expect(failed).rejects.toBeInstanceOf(StartupError);
      await expect(failed).rejects.toThrow(
        /^The upgrade's migrations failed: .* The data as it was before the upgrade is in .*pre-upgrade-.*npm run restore -- .* --force/,
      );
    } finally {
      await db.close();
    }
  });
});
