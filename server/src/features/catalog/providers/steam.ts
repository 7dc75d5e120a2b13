// Steam Web API adapter: only the total achievement count of an app (GetSchemaForGame).
// The key is a query parameter; a bad key answers 403 with an HTML page.

import { z } from "zod";
import { fetchJson, ProviderError, requireOk } from "./http.ts";
import { trimBase, type GameProvider, type ProviderOptions } from "./types.ts";

export const STEAM_BASE_URL = "https://api.steampowered.com";

interface SteamOptions extends ProviderOptions {
  apiKey: string;
}

const SchemaSchema = z.object({
  game: z
    .object({
      availableGameStats: z.object({ achievements: z.array(z.unknown()).nullish() }).nullish(),
    })
    .nullish(),
});

/** Steam's JSON "this app/profile has nothing for you" answers, e.g. {"playerstats":{"success":false,"error":"…"}}. */
function isSteamRefusal(body: unknown): boolean {
  if (!body || typeof body !== "object") return false;
  const o = body as Record<string, unknown>;
  const inner = o.playerstats ?? o.game ?? o.response;
  if (inner && typeof inner === "object") {
    const r = inner as Record<string, unknown>;
    return r.success === false || typeof r.error === "string" || Object.keys(r).length === 0;
  }
  return false;
}

/** The Steam adapter: achievement counts only. */
type SteamProvider = GameProvider & Required<Pick<GameProvider, "achievements">>;

export function createSteamProvider(options: SteamOptions): SteamProvider {
  const base = trimBase(options.baseUrl ?? STEAM_BASE_URL);

  return {
    name: "steam",

    async achievements(game) {
      const appId = game.steamAppId;
      if (typeof appId !== "number" || !Number.isSafeInteger(appId) || appId <= 0) return null;
      const qs = new URLSearchParams({ key: options.apiKey, appid: String(appId) });
      const target = `${base}/ISteamUserStats/GetSchemaForGame/v2/?${qs.toString()}`;
      const res = await fetchJson(target, { provider: "steam", timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl });

      // "Profile is not public" (403) and "Requested app has no stats" (400) come as JSON: not an error for us,
      // and neither is any 400 or 404. A 401, or a 403 whose body is not such an answer (Steam's HTML page for
      // a bad key), is.
      if (res.status === 400 || res.status === 404 || (res.status === 403 && isSteamRefusal(res.body))) return null;
      requireOk(res, "steam", target);
      const parsed = SchemaSchema.safeParse(res.body);
      if (!parsed.success) throw new ProviderError("steam", "invalid-response", { url: target, detail: "unexpected schema shape" });
      const count = parsed.data.game?.availableGameStats?.achievements?.length ?? 0;
      return count > 0 ? count : null;
    },
  };
}

// --- a player's library (imports) ---------------------------------------------------------------------

const VanitySchema = z.object({ response: z.object({ success: z.number(), steamid: z.string().optional() }) });

/** Steam's answers about one player: their SteamID64 from a custom URL name, and their owned games. Only Steam's API is asked. */
export interface SteamPlayerApi {
  /** The SteamID64 of a custom URL name, or null when no profile has it. */
  resolveVanity(name: string): Promise<string | null>;
  /** IPlayerService/GetOwnedGames as Steam answers it ({"response": {}} for a private profile). */
  ownedGames(steamId: string): Promise<unknown>;
}

export function createSteamPlayerApi(options: SteamOptions): SteamPlayerApi {
  const base = trimBase(options.baseUrl ?? STEAM_BASE_URL);
  const get = async (path: string, params: Record<string, string>) => {
    const target = `${base}${path}?${new URLSearchParams({ key: options.apiKey, ...params }).toString()}`;
    // An owned-games list is larger and slower than a schema: a longer allowance than catalog look-ups.
    const res = await fetchJson(target, { provider: "steam", timeoutMs: Math.max(options.timeoutMs ?? 0, 10_000), fetchImpl: options.fetchImpl });
    requireOk(res, "steam", target);
    return res.body;
  };
  return {
    async resolveVanity(name) {
      const parsed = VanitySchema.safeParse(await get("/ISteamUser/ResolveVanityURL/v1/", { vanityurl: name }));
      if (!parsed.success) throw new ProviderError("steam", "invalid-response", { detail: "unexpected ResolveVanityURL shape" });
      return parsed.data.response.success === 1 && parsed.data.response.steamid ? parsed.data.response.steamid : null;
    },
    ownedGames: (steamId) => get("/IPlayerService/GetOwnedGames/v1/", { steamid: steamId, include_appinfo: "1", include_played_free_games: "1" }),
  };
}
