// Runs the happened-at migration's backfill (20261128170000_activity_happened) again over events written
// as before it (with no day and happenedAt at its default): its statements from the first UPDATE to the
// one that fills happenedAt, with the CHECK that holds the two times together put back after.
import { readFileSync } from "node:fs";
import type { Db } from "../../db/prisma.ts";

const MIGRATION = new URL("../../../../prisma/migrations/20261128170000_activity_happened/migration.sql", import.meta.url);

/** The migration's statements (comments dropped), in order. */
function statements(): string[] {
  const sql = readFileSync(MIGRATION, "utf8")
    .split("\n")
    .filter((l) => !l.trimStart().startsWith("--"))
    .join("\n");
  return sql
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Lets events be written as before the migration (their happenedAt left at its default). */
export async function beforeHappened(prisma: Pick<Db, "$executeRawUnsafe">): Promise<void> {
  await prisma.$executeRawUnsafe(`ALTER TABLE "activity_events" DROP CONSTRAINT IF EXISTS "activity_events_happened_check"`);
}

/** Gives every event its day and happenedAt as the migration did. */
export async function happenedBackfill(prisma: Pick<Db, "$executeRawUnsafe">): Promise<void> {
  const all = statements();
  const first = all.findIndex((s) => s.startsWith("UPDATE"));
  const last = all.findIndex((s) => s.includes(`SET "happenedAt" = CASE`));
  const check = all.find((s) => s.includes(`ADD CONSTRAINT "activity_events_happened_check"`))!;
  await prisma.$executeRawUnsafe(`ALTER TABLE "activity_events" DROP CONSTRAINT IF EXISTS "activity_events_happened_check"`);
  await prisma.$executeRawUnsafe(`UPDATE "activity_events" SET "happenedOn" = NULL`);
  for (const s of all.slice(first, last + 1)) await prisma.$executeRawUnsafe(s);
  await prisma.$executeRawUnsafe(check);
}
