import { Router } from "express";
import type { InstanceService } from "./instance.service.ts";

export function instanceRoutes(deps: { instance: InstanceService }): Router {
  const r = Router();
  r.get("/stats", async (_req, res) => {
    res.set("Cache-Control", "public, max-age=30").json(await deps.instance.stats());
  });
  return r;
}
