// The embedded database's autovacuum (ADR 021). On a PostgreSQL server a launcher process starts
// workers that ANALYZE a table once enough of it changed and VACUUM it once enough of it is dead.
// PGlite is one process with one session and has neither: before this, the embedded database's tables
// were never analyzed (every plan rested on default guesses; the community feed joined and sorted
// 12,450 rows to show 21, 56 ms instead of 5) and never vacuumed (dead rows stayed for good).
// This does the same with PostgreSQL's default thresholds, through the request pool: it waits its turn
// as a request does, so it never runs inside someone else's transaction on the shared session.
import type { Db } from "./prisma.ts";

/** PostgreSQL's autovacuum defaults (autovacuum_*_threshold and *_scale_factor), and when to look. */
export const MAINTENANCE = {
  /** ANALYZE once more rows changed than this base plus this share of the table. */
  analyze: { base: 50, scale: 0.1 },
  /** VACUUM once more rows are dead than this… */
  vacuum: { base: 50, scale: 0.2 },
  /** …or more were inserted since the last VACUUM than this (it keeps the visibility map current). */
  inserts: { base: 1000, scale: 0.2 },
  /** The first look, soon after start (a table never analyzed is analyzed then), and the ones after. */
  firstMs: 2_000,
  everyMs: 60_000,
} as const;

/** One table's activity as PostgreSQL's statistics count it (since this process started). */
export interface TableActivity {
  table: string;
  /** pg_class.reltuples: the row count the last ANALYZE or VACUUM saw; -1 when neither ever ran. */
  tuples: number;
  changed: number;
  dead: number;
  inserted: number;
}

export type Work = "ANALYZE" | "VACUUM";

/** What a table is due, by MAINTENANCE's thresholds; a table never analyzed is due its ANALYZE. */
export function dueWork(t: TableActivity): Work[] {
  const size = Math.max(t.tuples, 0);
  const over = (n: number, limit: { base: number; scale: number }) => n > limit.base + limit.scale * size;
  const work: Work[] = [];
  if (over(t.dead, MAINTENANCE.vacuum) || over(t.inserted, MAINTENANCE.inserts)) work.push("VACUUM");
  if (t.tuples < 0 || over(t.changed, MAINTENANCE.analyze)) work.push("ANALYZE");
  return work;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The statement that does `work` on `table`: VACUUM (ANALYZE) when both are due. */
export function maintenanceSql(table: string, work: readonly Work[]): string {
  if (work.includes("VACUUM")) return `VACUUM ${work.includes("ANALYZE") ? "(ANALYZE) " : ""}${quoted(table)}`;
  return `ANALYZE ${quoted(table)}`;
}

export interface MaintenancePass {
  analyzed: string[];
  vacuumed: string[];
  ms: number;
}

/** One look at every table of the public schema, and the work that is due done, table by table. */
export async function maintainOnce(db: Db): Promise<MaintenancePass> {
  const t0 = performance.now();
  // The counters reach the statistics views when a session flushes them: this makes the next flush
  // (the end of this statement) a sure one.
  await db.$executeRawUnsafe(`SELECT pg_stat_force_next_flush()`);
  const tables = await db.$queryRaw<TableActivity[]>`
    SELECT s."relname" AS "table", c."reltuples"::float8 AS "tuples", s."n_mod_since_analyze"::float8 AS "changed",
           s."n_dead_tup"::float8 AS "dead", s."n_ins_since_vacuum"::float8 AS "inserted"
    FROM "pg_stat_user_tables" s JOIN "pg_class" c ON c."oid" = s."relid"
    WHERE s."schemaname" = 'public'
    ORDER BY s."relname"`;
  const pass: MaintenancePass = { analyzed: [], vacuumed: [], ms: 0 };
  for (const t of tables) {
    const work = dueWork(t);
    if (work.length === 0) continue;
    await db.$executeRawUnsafe(maintenanceSql(t.table, work));
    if (work.includes("ANALYZE")) pass.analyzed.push(t.table);
    if (work.includes("VACUUM")) pass.vacuumed.push(t.table);
  }
  pass.ms = Math.round(performance.now() - t0);
  return pass;
}

interface Logger {
  debug?(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface Maintenance {
  /** Stops the timer; resolves once a pass under way has finished. */
  stop(): Promise<void>;
}

/**
 * Runs maintainOnce `firstMs` after start and every `everyMs` after each pass ends. A pass that fails
 * (the server too busy to give it a turn, a table dropped meanwhile) is logged and tried at the next look.
 */
export function startMaintenance(db: Db, opts: { logger?: Logger; firstMs?: number; everyMs?: number } = {}): Maintenance {
  const everyMs = opts.everyMs ?? MAINTENANCE.everyMs;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = maintainOnce(db)
        .then((pass) => {
          if (pass.analyzed.length + pass.vacuumed.length > 0) opts.logger?.debug?.(pass, "embedded database: statistics and dead rows kept up");
        })
        .catch((err: unknown) => opts.logger?.warn({ err }, "embedded database: maintenance pass failed, trying again later"))
        .finally(() => schedule(everyMs));
    }, ms);
    timer.unref();
  };
  schedule(opts.firstMs ?? MAINTENANCE.firstMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
