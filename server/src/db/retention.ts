// The daily trim (README "What is kept, and for how long"): what the features keep only for a while
// is removed once a day, by whichever process of the instance gets there first. A transaction-level
// advisory lock is the lease: a process that finds it taken skips the day's trim (another is doing
// it), and a process that dies mid-trim lets it go with its transaction. Each part is idempotent.
import { DAY_MS } from "@savepoint/common";
import type { Db } from "./prisma.ts";
import type { Prisma } from "../generated/prisma/client.ts";

/** Savepoint's advisory lock for the daily trim (any fixed number no other lock of the app uses). */
export const RETENTION_LOCK = 0x5a7e_0002n;
/** The first trim after a start: late enough to keep it off the start's own work. */
export const FIRST_TRIM_MS = 60_000;

export type TrimPart = (tx: Prisma.TransactionClient, now: Date) => Promise<Record<string, number>>;

/** Runs every part in one transaction under RETENTION_LOCK; null when another process holds it. */
export async function trimOnce(db: Db, now: Date, parts: Record<string, TrimPart>): Promise<Record<string, Record<string, number>> | null> {
  return db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<{ got: boolean }[]>`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}::bigint) AS "got"`;
      if (!lock?.got) return null;
      const done: Record<string, Record<string, number>> = {};
      for (const [name, part] of Object.entries(parts)) done[name] = await part(tx, now);
      return done;
    },
    { timeout: 600_000, maxWait: 30_000 },
  );
}

/** Trims FIRST_TRIM_MS after the call, then every day; `stop()` ends it. */
export function startDailyTrim(run: () => Promise<unknown>, onError: (err: unknown) => void): { stop(): void } {
  let interval: NodeJS.Timeout | undefined;
  const tick = () => void run().catch(onError);
  const first = setTimeout(() => {
    tick();
    interval = setInterval(tick, DAY_MS).unref();
  }, FIRST_TRIM_MS).unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
