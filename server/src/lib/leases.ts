// Background work — an import being applied, a catalog upload — belongs to the process that runs it,
// under a lease (ADR 025): its row names the owner (a random id per process) and when the lease ends,
// by the database's clock, renewed while the owner works. Another process recovers the work only once
// its lease has ended (its owner is gone), never while the owner lives; and an owner that lost its
// lease (stalled past it, then recovered by another process) finds out at its next write and stops.
import { randomUUID } from "node:crypto";
import { Prisma } from "../generated/prisma/client.ts";

export interface LeaseOptions {
  /** How long a lease lasts without being renewed. */
  ttlMs: number;
  /** How often its owner renews it while it works. */
  renewMs: number;
}
/**
 * A third of the lease between renewals: two renewals may fail (a slow moment of the database) before
 * it ends. The server takes the lease from JOB_LEASE_SECONDS (30 by default), and each process of a
 * PostgreSQL instance looks for ended leases as often.
 */
export const LEASE: LeaseOptions = { ttlMs: 30_000, renewMs: 10_000 };

/** This process as the owner of background work: its id in the rows it leases, and the lease it takes. */
export interface JobOwner {
  id: string;
  lease: LeaseOptions;
}
export const newJobOwner = (lease: LeaseOptions = LEASE): JobOwner => ({ id: randomUUID(), lease });

/** When a lease taken now ends, by the database's clock: every process, on any host, measures leases by that one clock. */
export const leaseEnd = (ttlMs: number) => Prisma.sql`now() + make_interval(secs => ${ttlMs / 1000}::float8)`;

/** Thrown inside a job's transaction when its row is no longer this process's: the transaction rolls back and the job stops. */
export class LeaseLost extends Error {
  constructor(what: string) {
    super(`${what}: the lease was lost (another process recovered it)`);
    this.name = "LeaseLost";
  }
}

/**
 * Renews a process's leases of one kind while it holds any: `hold()` when a job starts, and the
 * function it answers when the job ends. One renewal statement covers every job of the kind.
 */
export function leaseRenewal(renew: () => Promise<unknown>, lease: LeaseOptions, onError: (err: unknown) => void) {
  let held = 0;
  let timer: NodeJS.Timeout | null = null;
  return {
    hold(): () => void {
      held += 1;
      timer ??= setInterval(() => void renew().catch(onError), lease.renewMs).unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held -= 1;
        if (held === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}
