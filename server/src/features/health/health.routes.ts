import { Router } from "express";
import type { Health } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";

async function databaseUp(prisma: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([prisma.$queryRaw`SELECT 1`.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(deps: { prisma: Db; version: string }): Router {
  const r = Router();
  r.get("/", async (_req, res) => {
    const up = await databaseUp(deps.prisma, 2000);
    const body: Health = { status: up ? "ok" : "degraded", version: deps.version, database: up ? "up" : "down" };
    res.status(up ? 200 : 503).set("Cache-Control", "no-store").json(body);
  });
  return r;
}
