// Scheduled backups on the run's engine: of two processes looking at once one takes the backup, a
// backup is not taken again before it is due, an attempt whose process stopped (its lease ended) is
// marked abandoned and the next look retries, a failure is recorded, and only BACKUP_KEEP files stay.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setupFile } from "../../../test/helpers.ts";
import { newJobOwner } from "../../lib/leases.ts";
import { writeBackup } from "./backup.ts";
import { backupIfDue, pruneBackups, type ScheduleOptions } from "./schedule.ts";

const engine = process.env.DATABASE_URL ? "postgres" : "embedded";
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

describe(`scheduled backups (${engine})`, async () => {
  const { db } = await setupFile();
  const dir = mkdtempSync(join(tmpdir(), "sp-scheduled-"));
  const runs = () =>
    db.prisma.$queryRaw<
      { state: string; file: string | null; error: string | null }[]
    >`SELECT "state", "file", "error" FROM "backup_runs" ORDER BY "startedAt"`;
  const options = (over: Partial<ScheduleOptions> = {}): ScheduleOptions => ({
    db: db.prisma,
    dir,
    keep: 2,
    intervalMs: 3_600_000,
    retryMs: 0,
    owner: newJobOwner({ ttlMs: 30_000, renewMs: 10_000 }),
    logger: quiet,
    take: async (file) => (await writeBackup({ url: db.url, engine, out: file, savepoint: "1.0.0" })).bytes,
    ...over,
  });

  it("is taken by one of two processes looking at once, and not again before it is due", async () => {
    const results = await Promise.all([backupIfDue(options()), backupIfDue(options())]);
    expect(results.filter((r) => r === "taken")).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(await backupIfDue(options())).toBeNull();
    const rows = await runs();
    expect(rows.map((r) => r.state)).toEqual(["done"]);
    expect(existsSync(rows[0]!.file!)).toBe(true);
  });

  it("marks an attempt whose lease ended abandoned, records a failure, and keeps only the newest files", async () => {
    await db.prisma.$executeRaw`DELETE FROM "backup_runs"`;
    // a process that took a backup and stopped: its lease has ended
    await db.prisma.$executeRaw`INSERT INTO "backup_runs" ("state", "leaseOwner", "leaseUntil", "startedAt")
      VALUES ('running', gen_random_uuid(), now() - interval '1 second', now() - interval '1 minute')`;
    const dir2 = mkdtempSync(join(tmpdir(), "sp-scheduled-"));
    const failing = options({ take: () => Promise.reject(new Error("disk full\nsecond line")) });
    expect(await backupIfDue(failing)).toBe("failed");
    const rows = await runs();
    expect(rows.map((r) => r.state)).toEqual(["abandoned", "failed"]);
    expect(rows[1]!.error).toBe("disk full");
    for (const name of [
      "savepoint-2026-01-01T00-00-00Z.savepoint-backup",
      "savepoint-2026-01-02T00-00-00Z.savepoint-backup",
      "pre-upgrade-savepoint-2025-01-01T00-00-00Z.savepoint-backup",
    ]) {
      writeFileSync(join(dir2, name), "x");
    }
    expect(await backupIfDue(options({ dir: dir2 }))).toBe("taken");
    const left = readdirSync(dir2).sort();
    expect(left).toHaveLength(3);
    expect(left[0]).toBe("pre-upgrade-savepoint-2025-01-01T00-00-00Z.savepoint-backup");
    expect(left).toContain("savepoint-2026-01-02T00-00-00Z.savepoint-backup");
    expect(await pruneBackups(dir2, 1)).toEqual(["savepoint-2026-01-02T00-00-00Z.savepoint-backup"]);
  });

  it("refuses rows that break its rules", async () => {
    await expect(db.prisma.$executeRaw`INSERT INTO "backup_runs" ("state") VALUES ('done')`).rejects.toThrow(/backup_runs_(finished|file)_check/);
    await expect(db.prisma.$executeRaw`INSERT INTO "backup_runs" ("state", "finishedAt") VALUES ('failed', now())`).rejects.toThrow(/backup_runs_file_check/);
    await db.prisma
      .$executeRaw`INSERT INTO "backup_runs" ("state", "leaseOwner", "leaseUntil") VALUES ('running', gen_random_uuid(), now() + interval '1 minute')`;
    await expect(
      db.prisma.$executeRaw`INSERT INTO "backup_runs" ("state", "leaseOwner", "leaseUntil") VALUES ('running', gen_random_uuid(), now() + interval '1 minute')`,
    ).rejects.toThrow(/backup_runs_one_running_idx|unique/i);
  });
});
