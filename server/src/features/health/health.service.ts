// Is the server able to work: the version it runs, whether its database answers in time and whether
// there is room to store anything (health.storage.ts).
import type { Health } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { ping } from "./health.queries.ts";
import type { StorageWatch } from "./health.storage.ts";

export interface HealthService {
  check(): Promise<Health>;
}

/** A database that has not answered `SELECT 1` within this long counts as down (the health answer stays under 2 s). */
const DATABASE_TIMEOUT_MS = 1500;

async function databaseUp(prisma: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([ping(prisma).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(deps: { prisma: Db; version: string; storage: StorageWatch }): HealthService {
  return {
    async check() {
      const [up, storage] = await Promise.all([databaseUp(deps.prisma, DATABASE_TIMEOUT_MS), deps.storage.state()]);
      return { status: up && storage === "ok" ? "ok" : "degraded", version: deps.version, database: up ? "up" : "down", storage };
    },
  };
}
