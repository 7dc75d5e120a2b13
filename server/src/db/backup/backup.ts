// Writes a backup (format.ts) of a running or stopped instance: every table read in one
// REPEATABLE READ transaction, so the file is one consistent moment of the database whatever writes
// go on meanwhile. On the embedded database that transaction holds its one session, so the rows are
// read into memory first and compressed after it ends: writes wait only for the read (ADR 028).
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, existsSync, statSync } from "node:fs";
import { readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { createGzip } from "node:zlib";
import pg from "pg";
import {
  BACKUP_DIRS,
  BACKUP_FORMAT,
  BACKUP_SUFFIX,
  BACKUP_TAG,
  BackupError,
  LineSum,
  NOT_COPIED,
  type progress,
  type BackupHeader,
  type BackupManifest,
} from "./format.ts";
import { readableColumns, tablesInOrder, type Column } from "./tables.ts";
import { formatCount } from "@savepoint/common";

const EMPTY: string[] = [];

/**
 * On the embedded database, tables read before the snapshot's transaction, a page per statement, so the
 * server's requests take turns with them instead of waiting for all of them (ADR 028): big tables that
 * change seldom. In the snapshot only a digest of their rows' versions (id and xmin) is read: when it is
 * the pages' digest, the pages are exactly the snapshot's rows; else (a row written meanwhile) the table
 * is read in the snapshot after all. The catalog is 80,176 of a 5,000-game instance's 110,000 rows.
 */
export const BEFORE_SNAPSHOT = new Set(["catalog_games"]);
const PAGE_ROWS = 4_000;
/** The settings every value is read under (LOCAL: the embedded database's one session is the server's too). */
const TEXT_SETTINGS = "SET LOCAL DateStyle = ISO; SET LOCAL IntervalStyle = postgres; SET LOCAL extra_float_digits = 1; SET LOCAL bytea_output = hex";
/** The digest of a table's row versions as the snapshot sees them; readInPages makes the same of its pages. */
const versionsDigest = (table: string) => `SELECT md5(COALESCE(string_agg("id"::text || ':' || xmin::text, ',' ORDER BY "id"), '')) AS d FROM "${table}"`;

/** Every row of a table with an integer `id`, a page at a time in id order, and the digest of their versions (versionsDigest). */
async function readInPages(client: pg.Client, shape: { table: string; list: string }, pageRows: number): Promise<{ rows: string[][]; digest: string }> {
  const out: string[][] = [];
  const versions: string[] = [];
  const idAt = shape.list.split(", ").indexOf('"id"');
  if (idAt < 0) throw new Error(`${shape.table} has no id column to read it in pages`);
  let after = "-2147483648";
  for (;;) {
    // each page in a short transaction of its own, for the settings the values are read under
    await client.query("BEGIN");
    await client.query(TEXT_SETTINGS);
    const { rows } = await client.query<string[]>({
      text: `SELECT ${shape.list}, xmin::text FROM "${shape.table}" t WHERE "id" > $1::int ORDER BY t."id" LIMIT ${pageRows}`,
      values: [after],
      rowMode: "array",
      types: AS_TEXT,
    });
    await client.query("COMMIT");
    for (const row of rows) {
      const xmin = row.pop()!;
      versions.push(`${row[idAt]}:${xmin}`);
      out.push(row);
    }
    if (rows.length < pageRows) return { rows: out, digest: createHash("md5").update(versions.join(",")).digest("hex") };
    after = out.at(-1)![idAt]!;
  }
}
/** Every value as the text PostgreSQL sent (no parsing into JavaScript types and back). */
const AS_TEXT = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

/**
 * A row as the line a restore reads with jsonb_populate_recordset: each value as its PostgreSQL text
 * (which that function reads with the column's input function), json and jsonb values as JSON.
 */
export function rowWriter(columns: readonly Column[]): (row: readonly (string | null)[]) => string {
  const keys = columns.map((c, i) => `${i === 0 ? "{" : ","}${JSON.stringify(c.name)}:`);
  const json = columns.map((c) => c.json);
  return (row) => {
    let line = "";
    for (let i = 0; i < keys.length; i++) {
      const v = row[i];
      line += keys[i] + (v === null || v === undefined ? "null" : json[i] ? JSON.stringify(JSON.parse(v)) : JSON.stringify(v));
    }
    return `${line}}`;
  };
}

export interface BackupOptions {
  /** A postgresql:// URL of the database (the embedded database's socket URL included). */
  url: string;
  engine: "embedded" | "postgres";
  /** Where to write: a file, or a directory to put a dated file in. */
  out: string;
  /** The instance's DATA_DIR, whose BACKUP_DIRS go into the file; omitted → no files. */
  dataDir?: string;
  /** The package version recorded in the file. */
  savepoint: string;
  /** Rows fetched per round trip. */
  batch?: number;
  /** Rows per statement of a BEFORE_SNAPSHOT table (tests make it small). */
  pageRows?: number;
  /** Tests only: called between the BEFORE_SNAPSHOT pages and the snapshot (a write that lands there). */
  beforeSnapshot?: () => Promise<void>;
  /** Terminal progress (format.ts), or none. */
  progress?: ReturnType<typeof progress>;
  /** Called with how long the snapshot's transaction lasted (the embedded database's writes wait that long). */
  onHold?: (ms: number) => void;
}

export interface BackupResult {
  file: string;
  manifest: BackupManifest;
  bytes: number;
  /** How long the consistent read held the database's snapshot. */
  holdMs: number;
}

/** A dated file name for a backup taken now: savepoint-2026-12-01T10-20-30Z.savepoint-backup. */
export function datedName(now = new Date()): string {
  return `savepoint-${now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}${BACKUP_SUFFIX}`;
}

/** The file `out` names: itself, or a dated file inside it when it is a directory. */
export function backupPath(out: string, now = new Date()): string {
  return existsSync(out) && statSync(out).isDirectory() ? join(out, datedName(now)) : out;
}

/** Every applied migration of the database at `client`, in order; a BackupError when it holds no Savepoint schema. */
export async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const { rows: exists } = await client.query<{ t: string | null }>("SELECT to_regclass('_prisma_migrations')::text AS t");
  if (!exists[0]?.t) throw new BackupError("This database holds no Savepoint data (it has no migrations table).");
  const { rows } = await client.query<{ name: string }>(
    "SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name",
  );
  return rows.map((r) => r.name);
}

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    const entries = await readdir(d, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile()) out.push(relative(root, p).split(sep).join("/"));
    }
  };
  await walk(join(root, dir));
  return out.sort();
}

/** A backup of the database at `opts.url` (and the files of DATA_DIR it keeps) into one file. */
export async function writeBackup(opts: BackupOptions): Promise<BackupResult> {
  const file = backupPath(opts.out);
  if (!existsSync(dirname(file))) throw new BackupError(`Cannot write ${file}: the folder ${dirname(file)} does not exist.`);
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  const client = new pg.Client({ connectionString: opts.url });
  client.on("error", () => undefined);
  await client.connect();
  const gzip = createGzip({ level: 6 });
  const sink = createWriteStream(partial, { mode: 0o600 });
  const sinkDone = new Promise<void>((resolve, reject) => {
    sink.on("finish", resolve);
    sink.on("error", reject);
    gzip.on("error", reject);
  });
  gzip.pipe(sink);
  const sum = new LineSum();
  let failed: Error | undefined;
  sinkDone.catch((err: Error) => void (failed ??= err));
  const write = async (line: string) => {
    if (failed) throw failed;
    if (!gzip.write(sum.add(line))) await Promise.race([once(gzip, "drain"), sinkDone]);
  };
  const say = opts.progress;
  try {
    const migrations = await appliedMigrations(client);
    const schema = migrations.at(-1);
    if (!schema) throw new BackupError("This database holds no Savepoint data (no migration has been applied).");
    const header: BackupHeader = { format: BACKUP_FORMAT, savepoint: opts.savepoint, schema, createdAt: new Date().toISOString() };
    const tables = (await tablesInOrder(client)).filter((t) => !NOT_COPIED.has(t));
    const counts: Record<string, number> = {};
    const batch = opts.batch ?? 2_000;
    // Embedded: read everything in the transaction, then compress. PostgreSQL: stream (other sessions go on).
    const buffered = opts.engine === "embedded";
    // The tables' columns, read before the snapshot (migrations do not run while a server does).
    const shapes = [];
    for (const table of tables) {
      const columns = await readableColumns(client, table);
      shapes.push({ table, columns, toLine: rowWriter(columns), list: columns.map((c) => `"${c.name}"`).join(", ") });
    }
    const held: { shape: (typeof shapes)[number]; rows: string[][] }[] = [];
    const early = new Map<string, { rows: string[][]; digest: string }>();
    for (const shape of buffered ? shapes : []) {
      if (BEFORE_SNAPSHOT.has(shape.table)) early.set(shape.table, await readInPages(client, shape, opts.pageRows ?? PAGE_ROWS));
    }
    await opts.beforeSnapshot?.();
    const t0 = Date.now();
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // Values in PostgreSQL's text form, the same in every version from 12 on under these settings
    // (LOCAL: the embedded database's one session is the server's too).
    await client.query(TEXT_SETTINGS);
    let holdMs = 0;
    try {
      header.createdAt = (await client.query<{ now: Date }>("SELECT now() AS now")).rows[0]!.now.toISOString();
      await write(JSON.stringify([BACKUP_TAG, header]));
      for (const shape of shapes) {
        const { table } = shape;
        const before = early.get(table);
        if (before && (await client.query<{ d: string }>(versionsDigest(table))).rows[0]!.d === before.digest) {
          held.push({ shape, rows: before.rows }); // the snapshot's rows exactly (BEFORE_SNAPSHOT)
          counts[table] = before.rows.length;
          continue;
        }
        if (buffered) {
          // One statement per table, kept as PostgreSQL's text: lines are made once the session is free.
          const { rows } = await client.query<string[]>({ text: `SELECT ${shape.list} FROM "${table}"`, rowMode: "array", types: AS_TEXT });
          held.push({ shape, rows });
          counts[table] = rows.length;
          say?.say(`backup: ${table} ${formatCount(rows.length)} rows`);
          continue;
        }
        await write(JSON.stringify(["table", table]));
        await client.query(`DECLARE rows_out NO SCROLL CURSOR FOR SELECT ${shape.list} FROM "${table}"`);
        let n = 0;
        for (;;) {
          const { rows } = await client.query<string[]>({ text: `FETCH ${batch} FROM rows_out`, rowMode: "array", types: AS_TEXT });
          for (const row of rows) await write(shape.toLine(row));
          n += rows.length;
          say?.say(`backup: ${table} ${formatCount(n)} rows`);
          if (rows.length < batch) break;
        }
        await client.query("CLOSE rows_out");
        counts[table] = n;
      }
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      holdMs = Date.now() - t0;
      opts.onHold?.(holdMs);
    }
    for (const { shape, rows } of held.splice(0)) {
      await write(JSON.stringify(["table", shape.table]));
      for (let i = 0; i < rows.length; i++) {
        await write(shape.toLine(rows[i]!));
        rows[i] = EMPTY; // let the collector have each row once it is written
      }
    }
    let files = 0;
    if (opts.dataDir) {
      for (const dir of BACKUP_DIRS) {
        for (const rel of await filesUnder(opts.dataDir, dir)) {
          const data = await readFile(join(opts.dataDir, rel)).catch(() => undefined); // removed meanwhile: a cache
          if (!data) continue;
          await write(JSON.stringify(["file", rel, data.toString("base64")]));
          files += 1;
        }
      }
    }
    const manifest: BackupManifest = { ...header, engine: opts.engine, migrations, tables: counts, files, sha256: sum.digest() };
    gzip.end(`${JSON.stringify(["manifest", manifest])}\n`);
    await sinkDone;
    if (failed) throw failed;
    await rename(partial, file);
    say?.done();
    return { file, manifest, bytes: (await stat(file)).size, holdMs };
  } catch (err) {
    say?.done();
    gzip.destroy();
    sink.destroy();
    await rm(partial, { force: true });
    throw diskError(err, file);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A full disk or a refused write as the one line a self-hoster needs; anything else unchanged. */
export function diskError(err: unknown, file: string): unknown {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOSPC") return new BackupError(`The disk is full: ${file} was not written (nothing else changed).`);
  if (code === "EACCES" || code === "EPERM") return new BackupError(`Cannot write ${file}: permission denied.`);
  if (code === "EDQUOT") return new BackupError(`The disk quota is used up: ${file} was not written.`);
  return err;
}
