#!/usr/bin/env -S node --import tsx
// Impersonates the native `schema-engine` for the Prisma CLI (PRISMA_SCHEMA_ENGINE_BINARY).
import { createInterface } from "node:readline";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { migrationAdapter } from "./pg-factory.ts";
import { withEngine, noFilter } from "./engine.ts";
import type { SchemaEngine } from "@prisma/schema-engine-wasm/schema_engine_bg";

const argv = process.argv.slice(2);
if (argv.includes("--version")) {
  console.log("schema-engine-cli wasm-shim");
  process.exit(0);
}
const opt = (n: string) => argv.flatMap((a, i) => (a === n ? [argv[i + 1]] : []));
const ds = JSON.parse(opt("--datasource")[0] ?? "{}") as { url?: string; shadowDatabaseUrl?: string };
const dm = opt("--datamodels")
  .filter((p): p is string => !!p)
  .map((p) => [p, readFileSync(p, "utf8")] as [string, string]);
const datamodels = dm.length ? dm : undefined; // the WASM engine panics on an empty list
const log = (m: string) => process.stderr.write(JSON.stringify({ level: "INFO", target: "shim", fields: { message: m } }) + "\n");
function urlWithDb(url: string, db: string) {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: urlWithDb(ds.url!, "postgres") });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
// The embedded database's socket ignores database names (PGlite has one): refuse rather than replay into the real database
async function assertDatabase(url: string, name: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query("select current_database() as db");
    if (rows[0].db !== name) throw new Error(`shim: server ignored database "${name}" (PGlite?). Configure datasource.shadowDatabaseUrl.`);
  } finally {
    await c.end();
  }
}
// Replay the migrations into a throwaway database and run `fn` with an engine on it.
async function withShadow<T>(migrationsList: any, fn: (e: SchemaEngine) => Promise<T>): Promise<T> {
  let shadowUrl = ds.shadowDatabaseUrl;
  let created: string | undefined;
  if (!shadowUrl) {
    created = `prisma_migrate_shadow_db_${randomUUID().replace(/-/g, "")}`;
    await withAdmin((c) => c.query(`CREATE DATABASE "${created}"`));
    shadowUrl = urlWithDb(ds.url!, created);
    await assertDatabase(shadowUrl, created);
  }
  try {
    return await withEngine(
      migrationAdapter(shadowUrl),
      async (e) => {
        if (!created) await e.reset({ filter: noFilter });
        if (migrationsList?.migrationDirectories?.length) await e.applyMigrations({ migrationsList, filters: noFilter });
        return fn(e);
      },
      datamodels,
    );
  } finally {
    if (created) await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS "${created}" WITH (FORCE)`));
  }
}
async function shadowDiff(migrationsList: any, to: any, filters = noFilter) {
  return withShadow(migrationsList, async (e) => {
    const r = await e.diff({
      from: { tag: "schemaDatasource", files: to.files ?? [], configDir: process.cwd() } as any,
      to,
      script: true,
      exitCode: true,
      filters,
    });
    return r.exitCode === 2 ? (r.stdout ?? "") : null;
  });
}
const stamp = () => new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);

async function handle(engine: SchemaEngine, method: string, p: any): Promise<unknown> {
  switch (method) {
    case "getDatabaseVersion":
      return engine.version();
    case "createDatabase": {
      const db = new URL(ds.url!).pathname.slice(1);
      await withAdmin((c) => c.query(`CREATE DATABASE "${db}"`));
      return { databaseName: db };
    }
    case "createMigration": {
      const script = await shadowDiff(p.migrationsList, { tag: "schemaDatamodel", files: p.schema.files }, p.filters);
      return {
        connectorType: "postgresql",
        extension: "sql",
        generatedMigrationName: p.migrationName ? `${stamp()}_${p.migrationName}` : stamp(),
        migrationScript: script ?? (p.draft ? "-- This is an empty migration." : null),
      };
    }
    case "evaluateDataLoss": {
      // no data-loss warnings in this emulation
      const script = await shadowDiff(p.migrationsList, { tag: "schemaDatamodel", files: p.schema.files }, p.filters);
      return { migrationSteps: script ? 1 : 0, warnings: [], unexecutableSteps: [] };
    }
    case "devDiagnostic": {
      const d = await engine.diagnoseMigrationHistory({ migrationsList: p.migrationsList, optInToShadowDatabase: false, filters: p.filters });
      let reason = d.failedMigrationNames.length
        ? `failed migrations: ${d.failedMigrationNames.join(", ")}`
        : d.editedMigrationNames.length
          ? `migrations modified after apply: ${d.editedMigrationNames.join(", ")}`
          : d.history && d.history.diagnostic !== "databaseIsBehind"
            ? `migration history mismatch (${d.history.diagnostic})`
            : null;
      if (!reason && !d.history) {
        // drift: introspect the replayed history, diff the live DB against it
        const files = datamodels?.map(([path, content]) => ({ path, content })) ?? [];
        const expected = await withShadow(p.migrationsList, (e) =>
          e
            .introspect({ schema: { files }, baseDirectoryPath: process.cwd(), force: true, compositeTypeDepth: -1, namespaces: null })
            .then((r) => ({ tag: "schemaDatamodel" as const, files: r.schema.files }))
            .catch((err) => {
              if (/P4001|was empty/.test(String(err?.message ?? err))) return { tag: "empty" as const };
              throw err;
            }),
        );
        const r = await engine.diff({
          from: { tag: "schemaDatasource", files, configDir: process.cwd() },
          to: expected,
          script: true,
          exitCode: true,
          filters: p.filters,
        });
        if (r.exitCode === 2) reason = `Drift detected: your database schema is not in sync with your migration history.\n${r.stdout}`;
      }
      return { action: reason ? { tag: "reset", reason } : { tag: "createMigration" } };
    }
    case "diff": {
      const isMig = (t: any) => t?.tag === "migrations";
      let r;
      if (isMig(p.from) && !isMig(p.to) && p.to.tag !== "schemaDatasource") {
        r = await withShadow(p.from, (e) => e.diff({ ...p, from: { tag: "schemaDatasource", files: p.to.files ?? [], configDir: process.cwd() } }));
      } else if (isMig(p.from) || isMig(p.to)) {
        throw new Error("shim: this --from/--to combination needs a native shadow database");
      } else {
        r = await engine.diff(p);
      }
      // the native engine streams the script back to the CLI with a `print` request
      if (r.stdout) process.stdout.write(JSON.stringify({ jsonrpc: "2.0", method: "print", id: 0, params: { content: r.stdout } }) + "\n");
      return { exitCode: r.exitCode };
    }
    default: {
      const f = (engine as any)[method];
      if (typeof f !== "function") throw new Error(`shim: unsupported method ${method}`);
      return f.call(engine, p);
    }
  }
}

async function cli(cmd: string) {
  log(`cli ${cmd}`); // the CLI skips the first stderr line
  try {
    if (cmd === "can-connect-to-database") {
      const c = new pg.Client({ connectionString: ds.url });
      await c.connect();
      await c.end();
    } else if (cmd === "create-database") {
      const db = new URL(ds.url!).pathname.slice(1);
      await withAdmin((c) => c.query(`CREATE DATABASE "${db}"`));
    } else {
      throw new Error(`shim: unsupported cli command ${cmd}`);
    }
    process.exit(0);
  } catch (e: any) {
    const code = e.code === "3D000" ? "P1003" : "P1001";
    process.stderr.write(JSON.stringify({ level: "ERROR", target: "schema_engine::logger", fields: { error_code: code, message: e.message } }) + "\n");
    process.exit(1);
  }
}

if (argv.includes("cli")) {
  await cli(argv[argv.length - 1] ?? "");
} else {
  await withEngine(
    migrationAdapter(ds.url!),
    async (engine) => {
      for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
        if (!line.trim()) continue;
        const req = JSON.parse(line);
        if (req.method === undefined) continue; // reply to one of our `print` requests
        try {
          const result = await handle(engine, req.method, req.params);
          process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: req.id, result: result ?? {} }) + "\n");
        } catch (e: any) {
          const message = String(e?.message ?? e);
          process.stdout.write(
            JSON.stringify({
              jsonrpc: "2.0",
              id: req.id,
              error: { code: 4466, message, data: { is_panic: false, message, error_code: e?.code, meta: e?.meta } },
            }) + "\n",
          );
        }
      }
    },
    datamodels,
  );
  process.exit(0);
}
