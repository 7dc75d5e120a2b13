import { createHash } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MigrationList } from "@prisma/schema-engine-wasm/schema_engine_bg";
import { appRoot } from "../../paths.ts";
import { emptyTestDatabase, setupFile } from "../../../test/helpers.ts";
import { deployMigrations, isUpToDate, readApplied, type AppliedMigration } from "./deploy.ts";
import { readMigrations } from "./engine.ts";
import { onClient } from "../../../test/table-digests.ts";

const copy = await setupFile();

const sha = (s: string) => createHash("sha256").update(s).digest("hex");

function list(files: Record<string, string>): MigrationList {
  return {
    baseDir: "/m",
    lockfile: { path: "migration_lock.toml", content: null },
    shadowDbInitScript: "",
    migrationDirectories: Object.entries(files).map(([path, sql]) => ({
      path,
      migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: sql } },
    })),
  };
}

const row = (name: string, sql: string, over: Partial<AppliedMigration> = {}): AppliedMigration => ({
  migration_name: name,
  checksum: sha(sql),
  finished: true,
  rolled_back: false,
  ...over,
});

describe("deciding that there is nothing to deploy", () => {
  const local = list({ "1_a": "CREATE TABLE a ();", "2_b": "CREATE TABLE b ();" });

  it("holds when every local migration finished with the same checksum", () => {
    expect(isUpToDate(local, [row("1_a", "CREATE TABLE a ();"), row("2_b", "CREATE TABLE b ();")])).toBe(true);
  });

  it("does not hold for a new migration, a changed file, a failed attempt or a rolled-back one", () => {
    expect(isUpToDate(local, [row("1_a", "CREATE TABLE a ();")])).toBe(false);
    expect(isUpToDate(local, [row("1_a", "CREATE TABLE a ();"), row("2_b", "CREATE TABLE b (x int);")])).toBe(false);
    const failed = row("3_c", "x", { finished: false });
    expect(isUpToDate(local, [row("1_a", "CREATE TABLE a ();"), row("2_b", "CREATE TABLE b ();"), failed])).toBe(false);
    expect(isUpToDate(local, [row("1_a", "CREATE TABLE a ();"), row("2_b", "CREATE TABLE b ();", { rolled_back: true })])).toBe(false);
  });

  it("does not hold when a migration directory has no migration.sql", () => {
    const broken = list({ "1_a": "CREATE TABLE a ();" });
    broken.migrationDirectories[0]!.migrationFile.content = { tag: "error", value: "missing migration.sql" };
    expect(isUpToDate(broken, [row("1_a", "CREATE TABLE a ();")])).toBe(false);
  });
});

// Every other test file starts from a copy of one database migrated once per run
// (server/test/global-setup.ts): this is the test of migrating an empty database, as a new
// installation does, on the run's engine (PostgreSQL when DATABASE_URL is set, else embedded).
describe("deployMigrations on an empty database", () => {
  it(`applies everything once, then agrees with Prisma's own checksums and applies nothing (${process.env.DATABASE_URL ? "PostgreSQL" : "embedded"})`, async () => {
    const db = await emptyTestDatabase();
    try {
      expect(await readApplied(db.url)).toBeNull();
      const first = await deployMigrations(db.url, { singleConnection: db.singleConnection });
      const local = await readMigrations(join(appRoot(), "prisma", "migrations"));
      expect(first).toEqual(local.migrationDirectories.map((d) => d.path));
      // The rows the schema engine wrote carry the checksums this module computes.
      expect(isUpToDate(local, (await readApplied(db.url))!)).toBe(true);
      expect(await deployMigrations(db.url, { singleConnection: db.singleConnection })).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("leaves no connection behind: a second deploy in the same process does not wait on the first one's schema-engine lock", async () => {
    const db = await emptyTestDatabase();
    try {
      const until = (await readMigrations(join(appRoot(), "prisma", "migrations"))).migrationDirectories.at(-2)!.path;
      await deployMigrations(db.url, { singleConnection: db.singleConnection, until });
      // Prisma's schema engine holds this advisory lock while it migrates (its connection keeps it).
      const free = await onClient(db.url, (c) => c.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(72707369) AS ok"));
      expect(free.rows[0]!.ok).toBe(true);
      const t0 = Date.now();
      expect(await deployMigrations(db.url, { singleConnection: db.singleConnection })).toHaveLength(1);
      expect(Date.now() - t0).toBeLessThan(5_000);
    } finally {
      await db.close();
    }
  });

  it("gives what every test file starts from: a copy of the run's template is up to date", async () => {
    const local = await readMigrations(join(appRoot(), "prisma", "migrations"));
    const applied = await readApplied(copy.db.url);
    expect(applied?.map((m) => m.migration_name).sort()).toEqual(local.migrationDirectories.map((d) => d.path).sort());
    expect(isUpToDate(local, applied!)).toBe(true);
  });
});

describe("the committed migrations", () => {
  // The schema engine splits a script at every ';', comments included: the words after a ';' in a
  // comment become a statement of their own (a ';' that ends the comment line is harmless).
  it("have no words after a semicolon inside a comment", async () => {
    const migrations = await readMigrations(join(appRoot(), "prisma", "migrations"));
    const offending = migrations.migrationDirectories.flatMap((dir) => {
      const file = dir.migrationFile.content;
      if (file.tag !== "ok") return [`${dir.path}: unreadable`];
      return file.value
        .split("\n")
        .map((line, i) => ({ line, i }))
        .filter(({ line }) => /--.*;\s*\S/.test(line))
        .map(({ i }) => `${dir.path}/migration.sql:${i + 1}`);
    });
    expect(offending).toEqual([]);
  });
});
