import { z } from "zod";
import { AchievementsQuerySchema, CatalogSearchQuerySchema, achievementsNotFoundMessage, type CatalogGame, type CatalogSearchResult } from "@savepoint/common";
import { notFound } from "../../http/errors.ts";
import { defineRoutes, type RouteGroup } from "../../http/registry.ts";
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

/** A catalog slug in any case; anything else names no game (404). */
const SlugParams = z.object({
  slug: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.string().regex(SLUG)),
});
const slugRoute = { params: SlugParams, notFound: "Game", resources: { slug: "catalogGame" } } as const;
/** `platform`: draw this platform instead of the catalog's first (a library copy's cover). */
const CoverQuery = z.object({ platform: z.string().trim().min(1).max(60).optional() });

export function catalogRoutes(deps: CatalogRouteDeps): RouteGroup {
  const g = defineRoutes();
  const { catalog } = deps;

  // Covers are public (the landing page shows them) and hold no user data. Only stored games have one:
  // an anonymous request must never make the server ask a provider or write to the catalog.
  g.route({
    method: "get",
    path: "/covers/:slug",
    access: "public",
    // The disk cache, or a wait for the provider.
    takesTurn: false,
    ...slugRoute,
    query: CoverQuery,
    handler: async ({ params, query }, req, res) => {
      const game = await catalog.findStored(params.slug);
      if (!game) throw notFound("Game");
      if (game.coverUrl && deps.coverProxy) {
        const img = await deps.coverProxy(game.coverUrl);
        if (img) {
          res.set({ "Content-Type": img.contentType, "Cache-Control": YEAR }).send(img.body);
          return;
        }
      }
      const input = { ...coverInput(game), ...(query.platform ? { platform: query.platform } : {}) };
      const etag = coverEtag(input); // already a quoted ETag
      res.set({ "Cache-Control": YEAR, ETag: etag, "Content-Type": "image/svg+xml; charset=utf-8" });
      if (req.get("if-none-match") === etag) {
        res.status(304).end();
        return;
      }
      res.send(renderCover(input));
    },
  });

  g.route({
    method: "get",
    path: "/search",
    access: "session",
    query: CatalogSearchQuerySchema,
    example: { query: { q: "celeste" } },
    handler: async ({ query }, _req, res) => {
      const docs = await catalog.search(query.q, { includeHidden: query.includeHidden === "true" });
      const results: CatalogSearchResult[] = docs.map((d) => toSearchResult(d));
      res.json({ query: query.q, results });
    },
  });

  g.route({
    method: "get",
    path: "/achievements",
    access: "session",
    query: AchievementsQuerySchema,
    example: { query: { title: "Celeste", platform: "PC" } },
    handler: async ({ query: { title, platform } }, _req, res) => {
      const found = await catalog.achievements(title, platform);
      if (found.total === null) throw notFound({ message: achievementsNotFoundMessage(title, platform) });
      res.json({ title: found.game?.title ?? title, platform, totalAchievements: found.total });
    },
  });

  g.route({
    method: "get",
    path: "/games/:slug",
    access: "session",
    ...slugRoute,
    handler: async ({ params }, _req, res) => {
      const game = await catalog.findBySlug(params.slug);
      if (!game) throw notFound("Game");
      const body: CatalogGame = toGameDto(game);
      res.json(body);
    },
  });

  g.route({
    method: "get",
    path: "/games/:slug/related",
    access: "session",
    ...slugRoute,
    handler: async ({ params }, _req, res) => {
      const game = await catalog.findBySlug(params.slug);
      if (!game) throw notFound("Game");
      const related = await catalog.related(game);
      res.json({ results: related.map((g) => toSearchResult(g)) });
    },
  });

  return g;
}
