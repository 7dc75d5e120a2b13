// Steam import: a profile as the user gives it (a SteamID64, a steamcommunity.com profile or custom URL,
// or a custom URL name) read into what Steam's API takes. The user's text is never fetched: only Steam's
// Web API is asked (through the catalog's Steam adapter).
import { DATA_TEXTS } from "@savepoint/common";
import { upstreamUnavailable } from "../../../http/errors.ts";
import { createSteamPlayerApi, type SteamPlayerApi } from "../../catalog/index.ts";
import { ImportFileError } from "./rows.ts";
import type { SteamLibrary } from "./import.service.ts";

const STEAM_ID = /^7656\d{13}$/;
const VANITY = /^[A-Za-z0-9_-]{2,32}$/;

/** A SteamID64 or a custom URL name, from what the user typed; anything else is refused. */
export function readSteamProfile(input: string): { steamId: string } | { vanity: string } {
  const s = input.trim().replace(/\/+$/, "");
  if (STEAM_ID.test(s)) return { steamId: s };
  const url = /^(?:https?:\/\/)?(?:www\.)?steamcommunity\.com\/(profiles|id)\/([^/?#]+)$/i.exec(s);
  if (url) {
    const [, kind, value] = url;
    if (kind!.toLowerCase() === "profiles" && STEAM_ID.test(value!)) return { steamId: value! };
    if (kind!.toLowerCase() === "id" && VANITY.test(value!)) return { vanity: value! };
  } else if (VANITY.test(s)) {
    return { vanity: s };
  }
  throw new ImportFileError(DATA_TEXTS.steamIdRequired);
}

/** Steam's answer, or a 502 that says Steam did not answer (never the key, never a 500). */
async function askSteam<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof Error && err.name === "ProviderError") throw upstreamUnavailable("Steam did not answer. Please try again later.");
    throw err;
  }
}

export function steamLibraryOf(api: SteamPlayerApi): SteamLibrary {
  return {
    async ownedGames(profile) {
      const who = readSteamProfile(profile);
      const steamId = "steamId" in who ? who.steamId : await askSteam(() => api.resolveVanity(who.vanity));
      if (steamId === null) throw new ImportFileError(DATA_TEXTS.steamNoMatch);
      return askSteam(() => api.ownedGames(steamId));
    },
  };
}

/** The Steam import when the server has a Steam Web API key, else undefined (the source then says what to configure). */
export function createSteamLibrary(env: { STEAM_API_KEY?: string; STEAM_BASE_URL?: string }): SteamLibrary | undefined {
  const apiKey = env.STEAM_API_KEY?.trim();
  return apiKey ? steamLibraryOf(createSteamPlayerApi({ apiKey, baseUrl: env.STEAM_BASE_URL?.trim() || undefined })) : undefined;
}
