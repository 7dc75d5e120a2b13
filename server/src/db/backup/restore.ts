// Restores a backup into an empty database: the migrations up to the backup's schema first (so every
// table has the shape its rows had), the rows in one transaction with the tables' own triggers off
// (the rows already hold what those triggers derive: counts, versions, stamps), the sequences moved past
// the ids restored, then the migrations this Savepoint has beyond the backup's (ADR 028).
import pg from "pg";
import { deployMigrations } from "../migrate/deploy.ts";
import { BackupError, type BackupManifest } from "./format.ts";
import { formatCount } from "@savepoint/common";
import { readBackup, type BackupLine } from "./read.ts";
import { sequencesOf, tablesInOrder, writableColumns } from "./tables.ts";

/** Rows per INSERT (each batch is one jsonb array parameter). */
const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 << 20;

/** Refuses a backup this Savepoint cannot restore: written by a newer one (a migration it does not know). */
export function checkCompatible(manifest: BackupManifest, localMigrations: readonly string[]): void {
  const known = new Set(localMigrations);
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0) {
    throw new BackupError(
      `This backup was made by Savepoint ${manifest.savepoint} with a newer schema (${manifest.schema}) than this Savepoint knows: upgrade Savepoint, then restore it.`,
    );
  }
}

/** How many tables of the current schema the database at `client` holds (0: empty, ready for a restore). */
export async function tableCount(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm')`,
  );
  return rows[0]!.n;
}

/**
 * Drops everything Savepoint's migrations made in the current schema (tables, views, sequences, its
 * functions and types), leaving extensions: what `--force` does before a restore, and what a failed
 * restore into an empty database undoes.
 */
export async function dropSavepointObjects(client: pg.ClientBase): Promise<void> {
  const ext = `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = o.oid AND d.deptype = 'e')`;
  const rel = async (kinds: string, what: string) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT format('%I', o.relname) AS name FROM pg_class o JOIN pg_namespace n ON n.oid = o.relnamespace
        WHERE n.nspname = current_schema() AND o.relkind IN (${kinds}) AND ${ext}`,
    );
    if (rows.length) await client.query(`DROP ${what} IF EXISTS ${rows.map((r) => r.name).join(", ")} CASCADE`);
  };
  await rel("'v'", "VIEW");
  await rel("'m'", "MATERIALIZED VIEW");
  await rel("'r', 'p'", "TABLE");
  await rel("'S'", "SEQUENCE");
  const { rows: fns } = await client.query<{ sig: string }>(
    `SELECT o.oid::regprocedure::text AS sig FROM pg_proc o JOIN pg_namespace n ON n.oid = o.pronamespace
      WHERE n.nspname = current_schema() AND ${ext}`,
  );
  for (const f of fns) await client.query(`DROP FUNCTION IF EXISTS ${f.sig} CASCADE`);
  const { rows: types } = await client.query<{ name: string }>(
    `SELECT format('%I', o.typname) AS name FROM pg_type o JOIN pg_namespace n ON n.oid = o.typnamespace
      WHERE n.nspname = current_schema() AND o.typtype IN ('e', 'd') AND ${ext}`,
  );
  if (types.length) await client.query(`DROP TYPE IF EXISTS ${types.map((t) => t.name).join(", ")} CASCADE`);
}

/** Rows from which a table's indexes are dropped for its load and built after it. */
const BIG_TABLE = 5_000;

/** Drops `table`'s indexes that no constraint uses; answers the statements that build them again. */
async function dropPlainIndexes(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT format('%I', c.relname) AS name, pg_get_indexdef(i.indexrelid) AS def FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = to_regclass(quote_ident($1)) AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
    [table],
  );
  for (const r of rows) await client.query(`DROP INDEX ${r.name}`);
  return rows.map((r) => r.def);
}

export interface LoadOptions {
  /** Where each ["file", …] line goes (DATA_DIR's caches); omitted → files are skipped. */
  onFile?: (path: string, data: Buffer) => Promise<void>;
  progress?: { say(text: string, force?: boolean): void; done(): void };
  manifest: BackupManifest;
}

/** Inserts every row of `file` into the (migrated, empty) database at `client`, in one transaction. */
export async function loadRows(client: pg.ClientBase, file: string, opts: LoadOptions): Promise<Record<string, number>> {
  const total = Object.values(opts.manifest.tables).reduce((a, b) => a + b, 0);
  const present = new Set(await tablesInOrder(client));
  const loaded: Record<string, number> = {};
  let done = 0;
  let table: string | undefined;
  let columns = "";
  let pending: string[] = [];
  let pendingBytes = 0;
  // A big table's own indexes (not the keys its constraints use) are built once after its rows, not
  // row by row: the catalog's trigram and array indexes take a third of the time that way.
  let rebuild: string[] = [];
  const endTable = async () => {
    await flush();
    for (const def of rebuild.splice(0)) await client.query(def);
  };
  const flush = async () => {
    if (!table || pending.length === 0) return;
    await client.query(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::"${table}", $1::jsonb)`, [
      `[${pending.join(",")}]`,
    ]);
    loaded[table] = (loaded[table] ?? 0) + pending.length;
    done += pending.length;
    pending = [];
    pendingBytes = 0;
    opts.progress?.say(`restore: ${formatCount(done)} of ${formatCount(total)} rows (${table})`);
  };
  const touched: string[] = [];
  await client.query("BEGIN");
  try {
    // What the migrations wrote (their own rows: repairs done, defaults) is in the backup as it was then.
    const names = Object.keys(opts.manifest.tables).filter((t) => present.has(t));
    if (names.length) await client.query(`TRUNCATE ${names.map((t) => `"${t}"`).join(", ")}`);
    await readBackup(file, async (line: BackupLine) => {
      if (line.kind === "table") {
        await endTable();
        table = line.table;
        if (!present.has(table)) throw new BackupError(`The backup holds table ${table}, which this database's schema does not have.`);
        if ((opts.manifest.tables[table] ?? 0) >= BIG_TABLE) rebuild = await dropPlainIndexes(client, table);
        columns = (await writableColumns(client, table)).map((c) => `"${c}"`).join(", ");
        // The rows hold what these triggers would derive (counts, versions, stamps): keep them as they are.
        await client.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
        touched.push(table);
        loaded[table] = 0;
      } else if (line.kind === "row") {
        pending.push(line.json);
        pendingBytes += line.json.length;
        if (pending.length >= BATCH_ROWS || pendingBytes >= BATCH_BYTES) await flush();
      } else {
        await endTable();
        table = undefined;
        await opts.onFile?.(line.path, line.data);
      }
    });
    await endTable();
    for (const t of touched) {
      await client.query(`ALTER TABLE "${t}" ENABLE TRIGGER USER`);
      for (const s of await sequencesOf(client, t)) {
        await client.query(`SELECT setval($1::regclass, COALESCE((SELECT max("${s.column}") FROM "${t}"), 0) + 1, false)`, [s.sequence]);
      }
    }
    for (const [t, n] of Object.entries(opts.manifest.tables)) {
      const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${t}"`);
      if (rows[0]!.n !== n) throw new BackupError(`Table ${t} holds ${rows[0]!.n} rows after the restore where the backup has ${n}.`);
    }
    await client.query("COMMIT");
  } catch (err) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw err;
  } finally {
    opts.progress?.done();
  }
  return loaded;
}

export interface RestoreIntoOptions extends Omit<LoadOptions, "manifest"> {
  /** The embedded database has one session: its migrations run on one connection. */
  singleConnection?: boolean;
  /** Replace whatever the database holds (else a non-empty one is refused). */
  force?: boolean;
  /** The file's manifest when the caller has checked it already (readBackup): it is not read twice. */
  checked?: BackupManifest;
  /** Said before a long step ("migrations up to …"). */
  log?: (line: string) => void;
}

/**
 * Restores `file` into the database at `url`: checked first, refused when the database is not empty
 * (unless `force`), and, when anything fails, the database is left empty as it was found.
 */
export async function restoreInto(file: string, url: string, localMigrations: readonly string[], opts: RestoreIntoOptions = {}): Promise<BackupManifest> {
  const manifest = opts.checked ?? (await readBackup(file));
  checkCompatible(manifest, localMigrations);
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  try {
    if ((await tableCount(client)) > 0) {
      if (!opts.force) {
        throw new BackupError("The target database is not empty: restore into an empty database, or add --force to replace everything in it.");
      }
      opts.log?.(`restore: --force: dropping what the target database held`);
      await dropSavepointObjects(client);
    }
    try {
      opts.log?.(`restore: creating the schema as it was (${manifest.schema})`);
      await deployMigrations(url, { until: manifest.schema, singleConnection: opts.singleConnection });
      await loadRows(client, file, { manifest, onFile: opts.onFile, progress: opts.progress });
      const newer = localMigrations.filter((m) => m > manifest.schema);
      if (newer.length) opts.log?.(`restore: applying ${newer.length} newer migration(s)`);
      await deployMigrations(url, { singleConnection: opts.singleConnection });
    } catch (err) {
      await dropSavepointObjects(client).catch(() => undefined);
      throw err;
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  return manifest;
}
