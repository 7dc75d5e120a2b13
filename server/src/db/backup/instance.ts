// Backup and restore of a whole instance as configured (DATABASE_URL or DATA_DIR): where its database
// is, whether a server runs on it, and the files of DATA_DIR that go with it. The commands (cli.ts) and
// the server's own backups (schedule.ts) both come through here.
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { poolerUrl } from "../database.ts";
import { runningEmbeddedUrl, startEmbedded } from "../embedded.ts";
import { isFreshEmbedded } from "../first-start.ts";
import { appRoot } from "../../paths.ts";
import { writeBackup, type BackupOptions, type BackupResult } from "./backup.ts";
import { BACKUP_DIRS, BackupError, type BackupManifest } from "./format.ts";
import { readBackup } from "./read.ts";
import { checkCompatible, restoreInto } from "./restore.ts";

export interface InstanceTarget {
  databaseUrl?: string;
  databaseListenUrl?: string;
  dataDir: string;
}

/** The migrations this Savepoint ships, in order (prisma/migrations). */
export async function localMigrations(): Promise<string[]> {
  const entries = await readdir(join(appRoot(), "prisma", "migrations"), { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** The connection a backup or restore uses on PostgreSQL: a direct one when DATABASE_URL goes through a pooler. */
function postgresUrl(t: InstanceTarget): string {
  const { url, pooled } = poolerUrl(t.databaseUrl!);
  return pooled && t.databaseListenUrl ? t.databaseListenUrl : url;
}

const embeddedDir = (dataDir: string) => join(dataDir, "db");
/** Whether DATA_DIR holds an embedded database (first-start.ts decides the same). */
const hasEmbeddedData = (dataDir: string) => !isFreshEmbedded({ databaseUrl: undefined, dataDir });

/** A backup of the instance: through the running server's socket, or opening its stopped embedded database. */
export async function backupInstance(t: InstanceTarget, opts: Omit<BackupOptions, "url" | "engine" | "dataDir">): Promise<BackupResult> {
  if (t.databaseUrl) return writeBackup({ ...opts, url: postgresUrl(t), engine: "postgres", dataDir: t.dataDir });
  const dir = embeddedDir(t.dataDir);
  if (!hasEmbeddedData(t.dataDir)) throw new BackupError(`There is no Savepoint database in ${t.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  const running = runningEmbeddedUrl(dir);
  if (running) return writeBackup({ ...opts, url: running, engine: "embedded", dataDir: t.dataDir });
  const db = await startEmbedded(dir);
  try {
    return await writeBackup({ ...opts, url: db.url, engine: "embedded", dataDir: t.dataDir });
  } finally {
    await db.stop();
  }
}

/** Only DATA_DIR's own folders, by plain names: a backup is checked, not trusted to name any path. */
export function safeFilePath(path: string): boolean {
  const parts = path.split("/");
  return (
    BACKUP_DIRS.includes(parts[0] as (typeof BACKUP_DIRS)[number]) && parts.length >= 2 && parts.every((p) => /^[\w.-]+$/.test(p) && p !== "." && p !== "..")
  );
}

export interface RestoreResult {
  manifest: BackupManifest;
  engine: "embedded" | "postgres";
  files: number;
}

/**
 * Restores into the instance's database: an empty PostgreSQL database (DATABASE_URL), or DATA_DIR's
 * embedded database, built beside it and moved into place only once complete. The files go to
 * DATA_DIR once the rows are in.
 */
export async function restoreInstance(
  t: InstanceTarget,
  file: string,
  opts: { force?: boolean; log?: (line: string) => void; progress?: { say(text: string, force?: boolean): void; done(): void } } = {},
): Promise<RestoreResult> {
  const migrations = await localMigrations();
  const staging = join(t.dataDir, `.restore-files-${process.pid}`);
  const files: string[] = [];
  const onFile = async (path: string, data: Buffer) => {
    if (!safeFilePath(path)) throw new BackupError(`The backup names a file outside DATA_DIR's folders (${path}): it was not written by Savepoint.`);
    const to = join(staging, path);
    await mkdir(dirname(to), { recursive: true });
    await writeFile(to, data, { mode: 0o600 });
    files.push(path);
  };
  await mkdir(t.dataDir, { recursive: true });
  try {
    let manifest: BackupManifest;
    let engine: RestoreResult["engine"];
    if (t.databaseUrl) {
      engine = "postgres";
      manifest = await restoreInto(file, postgresUrl(t), migrations, { ...opts, onFile });
    } else {
      engine = "embedded";
      manifest = await restoreEmbedded(t.dataDir, file, migrations, { ...opts, onFile });
    }
    for (const path of files) {
      const to = join(t.dataDir, path);
      await mkdir(dirname(to), { recursive: true });
      await rename(join(staging, path), to);
    }
    // The recommendation catalog's snapshot describes the database it was read from: read it again.
    await rm(join(t.dataDir, "cache", "recommendations.snapshot"), { force: true });
    return { manifest, engine, files: files.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restoreEmbedded(
  dataDir: string,
  file: string,
  migrations: string[],
  opts: { force?: boolean; log?: (line: string) => void; onFile: (path: string, data: Buffer) => Promise<void> },
): Promise<BackupManifest> {
  const dir = embeddedDir(dataDir);
  if (runningEmbeddedUrl(dir)) throw new BackupError(`A Savepoint server is running on ${dataDir}: stop it first, then restore.`);
  if (hasEmbeddedData(dataDir) && !opts.force) {
    throw new BackupError(
      `The target DATA_DIR is not empty (${dataDir} holds a Savepoint database): restore into an empty DATA_DIR, or add --force to replace it.`,
    );
  }
  // A damaged or newer file is refused before anything is created.
  const checked = await readBackup(file);
  checkCompatible(checked, migrations);
  const building = join(dataDir, `db.restoring-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  let manifest: BackupManifest;
  try {
    const db = await startEmbedded(building);
    try {
      manifest = await restoreInto(file, db.url, migrations, { ...opts, checked, singleConnection: true });
    } finally {
      await db.stop();
    }
  } catch (err) {
    await rm(building, { recursive: true, force: true });
    throw err;
  }
  const replaced = join(dataDir, `db.replaced-${process.pid}`);
  if (existsSync(dir)) await rename(dir, replaced);
  await rename(building, dir);
  await rm(replaced, { recursive: true, force: true });
  return manifest;
}
