// The suite's servers on PostgreSQL, when the host has one (CI sets DATABASE_URL to its throwaway
// server): the global setup prepares one template database (migrated, the catalog loaded), and each
// worker's server runs on a copy of it (CREATE DATABASE … TEMPLATE), dropped when the worker ends.
// PostgreSQL does the database work in its own processes, where the embedded database would run it
// as WebAssembly on the server's own thread: on a 2-core box the suite's servers then leave the
// browsers more of the CPU (ADR 016). E2E_DATABASE=embedded keeps the embedded database even then;
// `npm start`'s embedded path keeps its own checks (the fresh-clone start, the server tests on both).
import { randomUUID } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server the suite uses, or null for the embedded database. */
export function e2ePostgres(env = process.env): string | null {
  if (env.E2E_DATABASE === "embedded") return null;
  return env.DATABASE_URL ? env.DATABASE_URL : null;
}

/** `base` with its database replaced by `database`. */
export function withDatabase(base: string, database: string): string {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database named for the run (or a copy of `template`), and how to drop it. */
export async function createDatabase(base: string, prefix: string, template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomUUID().replace(/-/g, "").slice(0, 10)}`;
  await admin(base, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  return { name, url: withDatabase(base, name), drop: () => admin(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
