// Is the server able to work: the version it runs and whether its database answers in time.
import type { Health } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { ping } from "./health.queries.ts";

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

export function createHealthService(deps: { prisma: Db; version: string }): HealthService {
  return {
    async check() {
      const up = await databaseUp(deps.prisma, DATABASE_TIMEOUT_MS);
      return { status: up ? "ok" : "degraded", version: deps.version, database: up ? "up" : "down" };
    },
  };
}
