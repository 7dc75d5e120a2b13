// The backup a start takes before its migrations change an existing database (README "Upgrades"):
// into BACKUP_DIR, else DATA_DIR/backups, named pre-upgrade-… so scheduled pruning keeps it. A backup
// that cannot be written stops the start before any change (BACKUP_ON_UPGRADE=false skips it).
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { StartupError } from "../../startup.ts";
import { datedName, writeBackup } from "./backup.ts";

export interface UpgradeBackupOptions {
  /** BACKUP_DIR, or undefined for DATA_DIR/backups. */
  dir: string | undefined;
  dataDir: string;
  savepoint: string;
  logger: { info(o: object, m?: string): void };
}

/** The hook openDatabase calls before an upgrade's migrations; it answers the line a failed upgrade adds. */
export function upgradeBackup(opts: UpgradeBackupOptions) {
  return async (url: string, engine: "embedded" | "postgres", pending: string[]): Promise<string> => {
    const dir = opts.dir ?? join(opts.dataDir, "backups");
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const out = join(dir, `pre-upgrade-${datedName()}`);
    const t0 = Date.now();
    let file: string;
    try {
      ({ file } = await writeBackup({ url, engine, out, dataDir: opts.dataDir, savepoint: opts.savepoint }));
    } catch (err) {
      throw new StartupError(
        `Savepoint ${opts.savepoint} will change the database's schema, and the backup it takes first failed: ` +
          `${(err as Error).message.split("\n")[0]} Nothing was changed. Free space in ${dir} (or set BACKUP_DIR), or set BACKUP_ON_UPGRADE=false to upgrade without it.`,
      );
    }
    opts.logger.info(
      { file, pending, ms: Date.now() - t0 },
      `upgrade: ${pending.length} migration(s) to apply; the data as it was is backed up in ${file} (BACKUP_ON_UPGRADE=false skips this)`,
    );
    return `The data as it was before the upgrade is in ${file}: with the previous Savepoint, restore it with \`npm run restore -- ${file} --force\`.`;
  };
}
