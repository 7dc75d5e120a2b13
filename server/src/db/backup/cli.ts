// `npm run backup -- <file|folder>` and `npm run restore -- <file> [--force]` (README: Backups,
// Restore, Moving to PostgreSQL). The instance is the one the server would open: DATABASE_URL when
// set, else the embedded database in DATA_DIR, running or not. Every refusal is one line and exit 1.
import "dotenv/config";
import { resolve } from "node:path";
import { loadConfig } from "../../config.ts";
import { isSelfExplaining } from "../../startup.ts";
import { BackupError, progress } from "./format.ts";
import { formatCount } from "@savepoint/common";
import { backupInstance, restoreInstance } from "./instance.ts";

const USAGE = `Usage:
  npm run backup -- <file or folder>      a backup of this instance while it runs (a folder gets a dated file)
  npm run restore -- <file> [--force]     into an empty DATA_DIR or an empty DATABASE_URL database
                                          (--force replaces what the target holds)`;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const size = (bytes: number) => (bytes >= 1 << 20 ? `${(bytes / (1 << 20)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes("--force");
  const paths = rest.filter((a) => !a.startsWith("--"));
  const unknown = rest.filter((a) => a.startsWith("--") && a !== "--force");
  if ((command !== "backup" && command !== "restore") || paths.length !== 1 || unknown.length || (command === "backup" && force)) {
    console.error(USAGE);
    return 2;
  }
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), paths[0]!);
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, databaseListenUrl: config.databaseListenUrl, dataDir: config.dataDir };
  const t0 = Date.now();
  if (command === "backup") {
    const r = await backupInstance(target, { out: path, savepoint: config.version, progress: progress() });
    const rows = Object.values(r.manifest.tables).reduce((a, b) => a + b, 0);
    console.log(
      `Backed up ${formatCount(rows)} rows of ${Object.keys(r.manifest.tables).length} tables and ${formatCount(r.manifest.files)} files` +
        ` (${r.manifest.engine} database, schema ${r.manifest.schema}) to ${r.file}: ${size(r.bytes)} in ${seconds(Date.now() - t0)}` +
        (r.manifest.engine === "embedded"
          ? ` (the snapshot held the database ${seconds(r.holdMs)}; writes queued meanwhile).`
          : ` (writes went on meanwhile).`),
    );
    return 0;
  }
  const r = await restoreInstance(target, path, { force, log: (line) => console.error(line), progress: progress() });
  const tables = Object.entries(r.manifest.tables);
  const rows = tables.reduce((a, [, n]) => a + n, 0);
  console.log(
    `Restored ${path} (Savepoint ${r.manifest.savepoint}, ${r.manifest.engine} database, taken ${r.manifest.createdAt}) into the ` +
      `${r.engine === "postgres" ? "PostgreSQL database of DATABASE_URL" : `embedded database in ${config.dataDir}`}: ` +
      `${formatCount(rows)} rows of ${tables.length} tables and ${formatCount(r.files)} files in ${seconds(Date.now() - t0)}.`,
  );
  for (const [name, n] of tables) if (n > 0) console.log(`  ${name.padEnd(28)} ${formatCount(n).padStart(9)}`);
  return 0;
}

/** The one line for a database that cannot be reached or used; undefined for anything unforeseen. */
export function explain(err: unknown): string | undefined {
  if (err instanceof BackupError || isSelfExplaining(err)) return err.message;
  const e = err as { code?: string; message?: string };
  if (e.code === undefined) return undefined;
  const where = process.env.DATABASE_URL ? "the database of DATABASE_URL" : "the embedded database";
  switch (e.code) {
    case "ECONNREFUSED":
    case "ENOTFOUND":
    case "EHOSTUNREACH":
    case "ETIMEDOUT":
      return `Cannot reach ${where} (${e.code}): check DATABASE_URL and that the server runs.`;
    case "28P01":
    case "28000":
      return `${where} refused the user name or password in DATABASE_URL.`;
    case "3D000":
      return `${e.message ?? "The database does not exist"}: create it first (an empty database), then restore into it.`;
    case "42501":
      return `The user of DATABASE_URL may not do this (${e.message ?? "permission denied"}): restore as the database's owner.`;
    case "ENOSPC":
      return "The disk is full: nothing was written.";
  }
  return undefined;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (process.stderr.isTTY) process.stderr.write("\r\x1b[2K"); // over a progress line
    console.error(explain(err) ?? `Failed: ${(err as Error).stack ?? String(err)}`);
    process.exit(1);
  },
);
