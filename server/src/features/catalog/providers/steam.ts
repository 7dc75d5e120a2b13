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
