// Every route Express has mounted, read from its router stack: the registry must know each one under
// /api, so a route added with plain `router.get()` is caught rather than silently left unchecked.
import type { Express } from "express";
import { joinPath, segmentRouters, type Method } from "../../src/http/registry.ts";

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: LayerLike[] };
}

export interface MountedRoute {
  method: Method;
  path: string;
}

const METHODS: readonly Method[] = ["get", "post", "put", "patch", "delete"];

export function mountedRoutes(app: Express): MountedRoute[] {
  const root = (app as unknown as { router: { stack: LayerLike[] } }).router;
  const out: MountedRoute[] = [];
  walk(root.stack, "", out);
  return out;
}

function walk(stack: LayerLike[], prefix: string, out: MountedRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      const path = typeof layer.route.path === "string" ? joinPath(prefix, layer.route.path) : `${prefix}${String(layer.route.path)}`;
      for (const m of METHODS) if (layer.route.methods[m]) out.push({ method: m, path });
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, typeof layer.rawPath === "string" ? joinPath(prefix, layer.rawPath) : prefix, out);
    } else {
      // The route table's one layer for its groups: the routers it picks from, by first segment.
      for (const router of segmentRouters(layer.handle) ?? []) walk((router as unknown as { stack: LayerLike[] }).stack, prefix, out);
    }
  }
}

/** The /api routes that are mounted but missing from `registered`. */
export function unregisteredRoutes(app: Express, registered: readonly MountedRoute[]): MountedRoute[] {
  const known = new Set(registered.map((r) => `${r.method} ${r.path}`));
  return mountedRoutes(app).filter((r) => (r.path === "/api" || r.path.startsWith("/api/")) && !known.has(`${r.method} ${r.path}`));
}
