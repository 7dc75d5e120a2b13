import { Router } from "express";
import type { HealthService } from "./health.service.ts";

export function healthRoutes(deps: { health: HealthService }): Router {
  const r = Router();
  r.get("/", async (_req, res) => {
    const body = await deps.health.check();
    res.status(body.status === "ok" ? 200 : 503).set("Cache-Control", "no-store").json(body);
  });
  return r;
}
