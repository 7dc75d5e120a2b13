// RAWG Video Games Database adapter (https://api.rawg.io/api). Auth is the `key` query parameter.
// Terms: RAWG must be credited with a link wherever its data is shown.

import { z } from "zod";
import type { ProviderGame } from "../catalog.types.ts";
import { silentLogger } from "../../../lib/logger.ts";
import { fetchJson, ProviderError, requireOk } from "./http.ts";
import { canonicalPlatforms } from "./platforms.ts";
import { boundedSearch, emptyProviderGame, nullishFields, otherTitles, parseDate, shorten, trimBase, uniqueNames } from "./types.ts";
import type { GameProvider, ProviderOptions } from "./types.ts";

export const RAWG_BASE_URL = "https://api.rawg.io/api";
/** RAWG caps page_size at about 40. */
const MAX_PAGE_SIZE = 40;

interface RawgOptions extends ProviderOptions {
  apiKey: string;
  /** Ask `/games/{id}/suggested` in related() (business plans only). Default true; it switches itself off after a 401/403. */
  suggested?: boolean;
  /** Length the description is cut to. Default 600. */
  descriptionMaxChars?: number;
}

// Only the fields we read; zod drops the rest. Everything optional is also allowed to be null.
// Detail answers add name_original, alternative_names, description_raw, developers and publishers.
const Named = z.object({ name: z.string() });
const RawgGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ...nullishFields(z.string(), ["slug", "released", "background_image", "name_original", "description_raw"]),
  ...nullishFields(z.number(), ["rating", "ratings_count", "metacritic", "playtime"]),
  tba: z.boolean().nullish(),
  ...nullishFields(z.array(z.object({ platform: Named.nullish() })), ["platforms", "parent_platforms"]),
  ...nullishFields(z.array(Named), ["genres", "developers", "publishers"]),
  alternative_names: z.array(z.string()).nullish(),
});
type RawgGame = z.infer<typeof RawgGameSchema>;

const RawgPageSchema = z.object({ results: z.array(z.unknown()).nullish() });

/** The RAWG adapter: search, details, related games and the trending list. */
type RawgProvider = GameProvider & Required<Pick<GameProvider, "search" | "details" | "related" | "trending">>;

export function createRawgProvider(options: RawgOptions): RawgProvider {
  const base = trimBase(options.baseUrl ?? RAWG_BASE_URL);
  const logger = options.logger ?? silentLogger;
  const maxDescription = options.descriptionMaxChars ?? 600;
  let suggestedEnabled = options.suggested ?? true;

  function url(path: string, params: Record<string, string> = {}): string {
    const qs = new URLSearchParams({ ...params, key: options.apiKey });
    return `${base}${path}?${qs.toString()}`;
  }

  /** GET, and throw a ProviderError for every non-2xx status except those in `allow`. */
  async function get(path: string, params?: Record<string, string>, allow: number[] = []) {
    const target = url(path, params);
    const res = await fetchJson(target, { provider: "rawg", timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl });
    requireOk(res, "rawg", target, { allow });
    return res;
  }

  function mapList(body: unknown): ProviderGame[] {
    const page = RawgPageSchema.safeParse(body);
    if (!page.success) throw new ProviderError("rawg", "invalid-response", { detail: "not a RAWG result page" });
    const out: ProviderGame[] = [];
    for (const item of page.data.results ?? []) {
      const game = RawgGameSchema.safeParse(item);
      if (game.success) out.push(mapGame(game.data, false));
    }
    return out;
  }

  function mapGame(g: RawgGame, detail: boolean): ProviderGame {
    const game = emptyProviderGame("rawg", `rawg:${g.id}`, g.name.trim());
    if (g.slug) game.slug = g.slug;
    const { released, year } = g.tba ? { released: null, year: null } : parseDate(g.released);
    game.released = released;
    game.year = year;
    const platformEntries = g.platforms?.length ? g.platforms : (g.parent_platforms ?? []);
    game.platforms = canonicalPlatforms(platformEntries.map((p) => p.platform?.name ?? ""));
    game.genres = uniqueNames((g.genres ?? []).map((x) => x.name));
    game.metacritic = typeof g.metacritic === "number" && g.metacritic > 0 ? Math.round(g.metacritic) : null;
    // Average hours RAWG's players report; 0 means nobody did.
    game.playtimeHours = typeof g.playtime === "number" && g.playtime >= 0.5 ? Math.round(g.playtime) : null;
    // RAWG reports 0 when nobody has rated the game yet.
    game.rating = typeof g.rating === "number" && g.rating > 0 ? Math.min(5, g.rating) : null;
    game.coverUrl = g.background_image || null;
    game.rawgId = g.id;
    if (detail) {
      game.developers = uniqueNames((g.developers ?? []).map((x) => x.name));
      game.publishers = uniqueNames((g.publishers ?? []).map((x) => x.name));
      game.description = shorten(g.description_raw, maxDescription);
      game.altTitles = otherTitles(uniqueNames([g.name_original, ...(g.alternative_names ?? [])]), game.title);
    }
    // achievements_count counts every platform's list together, so it is not used (Steam provides the count).
    return game;
  }

  async function relatedList(id: string, kind: "game-series" | "suggested"): Promise<ProviderGame[]> {
    try {
      const res = await get(`/games/${encodeURIComponent(id)}/${kind}`);
      return mapList(res.body);
    } catch (err) {
      const status = err instanceof ProviderError ? err.status : "error";
      logger.warn({ provider: "rawg" }, `RAWG API request failed: ${status}`);
      if (kind === "suggested" && (status === 401 || status === 403)) suggestedEnabled = false;
      return [];
    }
  }

  return {
    name: "rawg",

    search: boundedSearch(MAX_PAGE_SIZE, async (q, size) => {
      const res = await get("/games", { search: q, page_size: String(size), search_precise: "true" });
      return mapList(res.body);
    }),

    // Only the window, the order and the page size are sent: nothing about who asks.
    async trending({ since, until, minRating }) {
      const res = await get("/games", { dates: `${since},${until}`, ordering: "-added", page_size: String(MAX_PAGE_SIZE) });
      return mapList(res.body).filter(
        (g) => g.coverUrl !== null && (g.rating ?? 0) >= minRating && g.released !== null && g.released >= since && g.released <= until,
      );
    },

    async details(idOrSlug) {
      const id = idOrSlug.trim();
      if (!id) return null;
      const res = await get(`/games/${encodeURIComponent(id)}`, undefined, [404]);
      if (res.status === 404) return null;
      const game = RawgGameSchema.safeParse(res.body);
      if (!game.success) throw new ProviderError("rawg", "invalid-response", { detail: "not a RAWG game" });
      return mapGame(game.data, true);
    },

    async related(idOrSlug) {
      const id = idOrSlug.trim();
      if (!id) return [];
      const [series, suggested] = await Promise.all([relatedList(id, "game-series"), suggestedEnabled ? relatedList(id, "suggested") : Promise.resolve([])]);
      const seen = new Set<string>();
      return [...series, ...suggested].filter((g) => {
        if (seen.has(g.sourceId) || g.sourceId === `rawg:${id}` || g.slug === id) return false;
        seen.add(g.sourceId);
        return true;
      });
    },
  };
}
