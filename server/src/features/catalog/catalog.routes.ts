import { Router, type Response } from "express";
import { AchievementsQuerySchema, CatalogSearchQuerySchema, achievementsNotFoundMessage, type CatalogGame, type CatalogSearchResult } from "@savepoint/common";
import { notFound } from "../../http/errors.ts";
import { requireAuth } from "../../http/auth.ts";
import { parse } from "../../http/validate.ts";
import type { CatalogService } from "./catalog.service.ts";
import { coverInput, toGameDto, toSearchResult } from "./catalog.presenter.ts";
import { coverEtag, renderCover } from "./covers/cover-svg.ts";
import type { CachedImage } from "./covers/proxy.ts";

export interface CatalogRouteDeps {
  catalog: CatalogService;
  /** Fetches (and caches) a provider image; absent → always the generated SVG. */
  coverProxy?: (url: string) => Promise<CachedImage | null>;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,200}$/;
const YEAR = "public, max-age=31536000, immutable";

function slugParam(raw: string | undefined): string {
  const slug = (raw ?? "").toLowerCase();
  if (!SLUG.test(slug)) throw notFound("Game");
  return slug;
}

export function catalogRoutes(deps: CatalogRouteDeps): Router {
  const r = Router();
  const { catalog } = deps;

  // Covers are public (the landing page shows them) and hold no user data. Only stored games have one:
  // an anonymous request must never make the server ask a provider or write to the catalog.
  r.get("/covers/:slug", async (req, res: Response) => {
    const slug = slugParam(req.params.slug);
    const game = await catalog.findStored(slug);
    if (!game) throw notFound("Game");
    if (game.coverUrl && deps.coverProxy) {
      const img = await deps.coverProxy(game.coverUrl);
      if (img) {
        res.set({ "Content-Type": img.contentType, "Cache-Control": YEAR }).send(img.body);
        return;
      }
    }
    const input = coverInput(game);
    const etag = coverEtag(input); // already a quoted ETag
    res.set({ "Cache-Control": YEAR, ETag: etag, "Content-Type": "image/svg+xml; charset=utf-8" });
    if (req.get("if-none-match") === etag) {
      res.status(304).end();
      return;
    }
    res.send(renderCover(input));
  });

  r.use(requireAuth);

  r.get("/search", async (req, res) => {
    const { q, includeHidden } = parse(CatalogSearchQuerySchema, req.query, "query");
    const docs = await catalog.search(q, { includeHidden: includeHidden === "true" });
    const results: CatalogSearchResult[] = docs.map((d) => toSearchResult(d));
    res.json({ query: q, results });
  });

  r.get("/achievements", async (req, res) => {
    const { title, platform } = parse(AchievementsQuerySchema, req.query, "query");
    const found = await catalog.achievements(title, platform);
    if (found.total === null) throw notFound({ message: achievementsNotFoundMessage(title, platform) });
    res.json({ title: found.game?.title ?? title, platform, totalAchievements: found.total });
  });

  r.get("/games/:slug", async (req, res) => {
    const game = await catalog.findBySlug(slugParam(req.params.slug));
    if (!game) throw notFound("Game");
    const body: CatalogGame = toGameDto(game);
    res.json(body);
  });

  r.get("/games/:slug/related", async (req, res) => {
    const game = await catalog.findBySlug(slugParam(req.params.slug));
    if (!game) throw notFound("Game");
    const related = await catalog.related(game);
    res.json({ results: related.map((g) => toSearchResult(g)) });
  });

  return r;
}
