// The test files' databases, kept by each worker from one file to its next (the files of a worker
// share this module). A file's database is a copy of the run's migrated template (global-setup.ts):
// making one costs ~0.3 s on PostgreSQL (CREATE DATABASE … TEMPLATE) and 0.4–0.9 s embedded (PGlite's
// start), for ~70 files a run, while emptying one costs ~0.06 s. So when a file ends its database is
// emptied back to the template's state, and the worker's next file takes it:
// - every table the template leaves empty is truncated, its sequences restarted;
// - what a file must not leave changed is compared with what the copy was when new: the schema (tables,
//   columns, defaults, indexes, constraints, triggers and whether they fire, functions, types,
//   extensions, the database's settings), the rows the migrations wrote, every sequence. A database
//   that differs, or that cannot be emptied, is dropped, and the next file gets a new copy;
// - nothing late from one file reaches the next's data: PostgreSQL's database is renamed for each
//   file (a client of the last file can no longer connect), and embedded, each file connects through
//   a socket link of its own, removed when it ends (a database some client still holds is dropped);
// - the embedded database has one session for every connection: what a file left on it (an open
//   transaction, session settings, temporary tables, advisory locks) is undone.
import { onClient } from "./table-digests.ts";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import type pg from "pg";
import { startEmbedded, type EmbeddedDatabase } from "../src/db/embedded.ts";
import { deployMigrations } from "../src/db/migrate/deploy.ts";
import { NOTIFY_CHANNELS, NotificationHub } from "../src/db/notifications.ts";
import { databaseUrl, withAdmin } from "./global-setup.ts";

export interface LeasedDatabase {
  url: string;
  /** Embedded: the database's notifications, for this file only (absent on PostgreSQL). */
  notifications?: NotificationHub;
  /** Embedded: a connection in process (the server's way, EmbeddedDatabase.connectInProcess), for this file only. */
  stream?: () => Duplex;
  /** Gives the database back when the file's clients are closed: emptied for the next file, or dropped. */
  release(): Promise<void>;
}

/** What a reset must come back to, and how it empties the tables. */
interface Shape {
  fingerprint: string;
  truncate: string;
}

/** Everything a file must leave as the template had it, as one digest (see the module's comment). */
const FINGERPRINT_SQL = `
WITH parts(x) AS (
  SELECT 'class ' || c.oid || c.relname || c.relkind::text || c.relnatts || c.relrowsecurity::text
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
  UNION ALL SELECT 'column ' || a.attrelid || a.attname || a.atttypid || a.attnotnull::text || a.atthasdef::text
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
   WHERE c.relnamespace = 'public'::regnamespace AND a.attnum > 0 AND NOT a.attisdropped
  UNION ALL SELECT 'default ' || d.oid || md5(d.adbin::text) FROM pg_attrdef d
  UNION ALL SELECT 'trigger ' || t.oid || t.tgname || t.tgenabled::text FROM pg_trigger t WHERE NOT t.tgisinternal
  UNION ALL SELECT 'constraint ' || k.oid || k.conname FROM pg_constraint k WHERE k.connamespace = 'public'::regnamespace
  UNION ALL SELECT 'function ' || p.oid || p.proname || md5(p.prosrc) FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace
  UNION ALL SELECT 'type ' || t.oid || t.typname FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace
  UNION ALL SELECT 'label ' || e.enumtypid || e.enumlabel FROM pg_enum e
  UNION ALL SELECT 'policy ' || p.oid FROM pg_policy p
  UNION ALL SELECT 'extension ' || e.extname || e.extversion FROM pg_extension e
  UNION ALL SELECT 'setting ' || s.setrole || array_to_string(s.setconfig, ',') FROM pg_db_role_setting s
   WHERE s.setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
  UNION ALL SELECT 'sequence ' || s.schemaname || '.' || s.sequencename || ' ' || coalesce(s.last_value::text, '-') FROM pg_sequences s
)
SELECT md5(string_agg(x, ',' ORDER BY x)) AS digest FROM parts`;

/** The digest, with the content of the tables the migrations wrote rows into. */
async function fingerprint(client: pg.Client, seeded: string[]): Promise<string> {
  const rows = seeded.map((t) => `SELECT '${t} ' || coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '') AS x FROM ${t} r`);
  const { rows: digest } = await client.query<{ digest: string }>(FINGERPRINT_SQL);
  const contents = rows.length ? (await client.query<{ x: string }>(rows.join(" UNION ALL "))).rows.map((r) => r.x) : [];
  return [digest[0]!.digest, ...contents].join("\n");
}

/** Reads a new copy: which tables it truncates (those the template leaves empty) and its fingerprint. */
async function readShape(client: pg.Client): Promise<Shape & { seeded: string[] }> {
  const { rows: tables } = await client.query<{ t: string }>(`SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const { rows: filled } = await client.query<{ t: string }>(tables.map(({ t }) => `SELECT '${t}' AS t WHERE EXISTS (SELECT 1 FROM ${t})`).join(" UNION ALL "));
  const seeded = filled.map((r) => r.t);
  const empty = tables.map((r) => r.t).filter((t) => !seeded.includes(t));
  return { seeded, truncate: `TRUNCATE ${empty.join(", ")} RESTART IDENTITY CASCADE`, fingerprint: await fingerprint(client, seeded) };
}

/** Empties a database a file used and tells whether it is the template's state again. */
async function reset(client: pg.Client, shape: Shape & { seeded: string[] }, sharedSession: boolean): Promise<boolean> {
  if (sharedSession) {
    // outside a transaction ROLLBACK only warns
    await client.query("ROLLBACK");
    await client.query("SELECT pg_advisory_unlock_all(); DISCARD TEMP; RESET ALL");
  }
  await client.query(shape.truncate);
  return (await fingerprint(client, shape.seeded)) === shape.fingerprint;
}

interface PostgresCopy {
  name: string;
  shape: Shape & { seeded: string[] };
}
interface EmbeddedCopy {
  embedded: EmbeddedDatabase;
  shape: Shape & { seeded: string[] };
}

const idlePostgres: PostgresCopy[] = [];
const idleEmbedded: EmbeddedCopy[] = [];
/** How many leases were served by a database a file had already used (reported by tests of this module). */
export const poolStats = { made: 0, reused: 0, dropped: 0 };

const newName = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, "").slice(0, 12)}`;

/**
 * A database of the run's migrated template on PostgreSQL (`template` undefined: migrated here), named
 * `prefix…` so the run's global teardown drops whatever a worker still kept.
 */
export async function leasePostgres(base: string, template: string | undefined, prefix: string): Promise<LeasedDatabase> {
  let copy = idlePostgres.pop();
  if (copy) {
    poolStats.reused += 1;
  } else {
    const name = newName(prefix);
    await withAdmin(base, (c) => c.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`));
    if (!template) await deployMigrations(databaseUrl(base, name));
    copy = { name, shape: await onClient(databaseUrl(base, name), readShape) };
    poolStats.made += 1;
  }
  const held = copy;
  const drop = (name: string) => withAdmin(base, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => void (poolStats.dropped += 1));
  return {
    url: databaseUrl(base, held.name),
    async release() {
      const next = newName(prefix);
      try {
        await withAdmin(base, async (c) => {
          await c.query(`SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [held.name]);
          await c.query(`ALTER DATABASE "${held.name}" RENAME TO "${next}"`);
        });
      } catch {
        await drop(held.name);
        return;
      }
      const clean = await onClient(databaseUrl(base, next), (c) => reset(c, held.shape, false)).catch(() => false);
      if (clean) idlePostgres.push({ name: next, shape: held.shape });
      else await drop(next);
    },
  };
}

/** An in-memory embedded database loaded from `tarball` (undefined: migrated here). */
export async function leaseEmbedded(tarball: Blob | undefined): Promise<LeasedDatabase> {
  let copy = idleEmbedded.pop();
  if (copy) {
    poolStats.reused += 1;
  } else {
    const embedded = await startEmbedded(undefined, { loadDataDir: tarball });
    if (!tarball) await deployMigrations(embedded.url, { singleConnection: true });
    copy = { embedded, shape: await onClient(embedded.url, readShape) };
    poolStats.made += 1;
  }
  const held = copy;
  // This file's way in: a folder of its own holding a link to the database's socket.
  const url = new URL(held.embedded.url);
  const socketName = `.s.PGSQL.${url.port || 5432}`;
  const linkDir = mkdtempSync(join(tmpdir(), "sp-db-"));
  symlinkSync(join(held.embedded.socketDir, socketName), join(linkDir, socketName));
  url.searchParams.set("host", linkDir);
  const notifications = new NotificationHub();
  const unsubscribe = Object.values(NOTIFY_CHANNELS).map((channel) => held.embedded.notifications.subscribe(channel, (p) => notifications.deliver(channel, p)));
  let released = false;
  return {
    url: url.toString(),
    notifications,
    stream: () => {
      if (released) throw new Error("this database was given back: a client of an earlier file cannot connect");
      return held.embedded.connectInProcess();
    },
    async release() {
      released = true;
      rmSync(linkDir, { recursive: true, force: true });
      for (const off of unsubscribe) off();
      const clean =
        held.embedded.notifications.reliable &&
        (await onClient(held.embedded.url, async (c) => {
          // The file's pools named their statements in the database's one session: the next file starts without them.
          await c.query("DEALLOCATE ALL");
          return (await reset(c, held.shape, true)) && held.embedded.connections() === 1;
        }).catch(() => false));
      if (clean) {
        idleEmbedded.push(held);
      } else {
        poolStats.dropped += 1;
        await held.embedded.stop();
      }
    },
  };
}
