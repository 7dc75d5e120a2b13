// IGDB v4 adapter (https://api.igdb.com/v4), authenticated with a Twitch app access token
// (OAuth client-credentials). Queries are plain-text Apicalypse bodies; answers are bare JSON arrays.
// Terms: free for non-commercial use under the Twitch Developer Services Agreement.

import { z } from "zod";
import type { ProviderGame } from "../catalog.types.ts";
import { fetchJson, ProviderError, requireOk } from "./http.ts";
import { canonicalPlatforms } from "./platforms.ts";
import { clampLimit, emptyProviderGame, nullishFields, otherTitles, shorten, trimBase, uniqueNames } from "./types.ts";
import type { GameProvider, ProviderOptions } from "./types.ts";

export const IGDB_BASE_URL = "https://api.igdb.com/v4";
const TWITCH_TOKEN_URL = "https://id.twitch.tv/oauth2/token";
const COVER_BASE = "https://images.igdb.com/igdb/image/upload/t_cover_big";
const MAX_LIMIT = 500;

interface IgdbOptions extends ProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Overrides the Twitch token endpoint (full URL, without query). */
  authUrl?: string;
  /** Clock in ms, for token expiry (tests). */
  now?: () => number;
  descriptionMaxChars?: number;
}

const SEARCH_FIELDS = [
  "name",
  "slug",
  "first_release_date",
  "game_type",
  "summary",
  "aggregated_rating",
  "aggregated_rating_count",
  "rating",
  "cover.image_id",
  "platforms.name",
  "genres.name",
  "collections.name",
  "involved_companies.company.name",
  "involved_companies.developer",
  "involved_companies.publisher",
];
const DETAIL_FIELDS = [...SEARCH_FIELDS, "url", "franchises.name", "alternative_names.name"];

const Ref = z.union([z.number(), z.object({ id: z.number(), name: z.string().nullish() })]);
const IgdbGameSchema = z.object({
  id: z.number().int(),
  ...nullishFields(z.string(), ["name", "slug", "summary"]),
  ...nullishFields(z.number(), ["first_release_date", "aggregated_rating", "rating"]),
  cover: z.union([z.number(), z.object({ image_id: z.string().nullish() })]).nullish(),
  ...nullishFields(z.array(Ref), ["platforms", "genres", "collections", "franchises", "alternative_names"]),
  involved_companies: z
    .array(
      z.union([
        z.number(),
        z.object({
          company: Ref.nullish(),
          developer: z.boolean().nullish(),
          publisher: z.boolean().nullish(),
        }),
      ]),
    )
    .nullish(),
});
type IgdbGame = z.infer<typeof IgdbGameSchema>;

const TokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

/** Text safe inside an Apicalypse double-quoted string. */
function apicalypseString(value: string): string {
  return value
    .replace(/["\\]/g, " ")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function names(refs: z.infer<typeof Ref>[] | null | undefined): string[] {
  return uniqueNames((refs ?? []).map((r) => (typeof r === "number" ? null : r.name)));
}

/** The IGDB adapter: search and details. */
type IgdbProvider = GameProvider & Required<Pick<GameProvider, "search" | "details">>;

export function createIgdbProvider(options: IgdbOptions): IgdbProvider {
  const base = trimBase(options.baseUrl ?? IGDB_BASE_URL);
  const authUrl = options.authUrl ?? TWITCH_TOKEN_URL;
  const now = options.now ?? Date.now;
  const maxDescription = options.descriptionMaxChars ?? 600;

  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function requestToken(): Promise<string> {
    const qs = new URLSearchParams({
      client_id: options.clientId,
      client_secret: options.clientSecret,
      grant_type: "client_credentials",
    });
    const target = `${authUrl}?${qs.toString()}`;
    const res = await fetchJson(target, { provider: "igdb", method: "POST", timeoutMs: options.timeoutMs, fetchImpl: options.fetchImpl });
    requireOk(res, "igdb", target, { note: "Twitch token" });
    const parsed = TokenSchema.safeParse(res.body);
    if (!parsed.success) throw new ProviderError("igdb", "invalid-response", { url: target, detail: "no access_token in the Twitch answer" });
    const lifetimeMs = parsed.data.expires_in * 1000;
    // Renew a little early: 10 % of the lifetime, at most an hour.
    const margin = Math.min(lifetimeMs * 0.1, 3_600_000);
    token = { value: parsed.data.access_token, expiresAt: now() + lifetimeMs - margin };
    return token.value;
  }

  /** The cached token, or one fresh token shared by every caller waiting for it. */
  function accessToken(): Promise<string> {
    if (token && now() < token.expiresAt) return Promise.resolve(token.value);
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function query(endpoint: string, body: string): Promise<unknown> {
    const target = `${base}/${endpoint}`;
    const send = async (bearer: string) =>
      fetchJson(target, {
        provider: "igdb",
        method: "POST",
        timeoutMs: options.timeoutMs,
        fetchImpl: options.fetchImpl,
        headers: { "Client-ID": options.clientId, Authorization: `Bearer ${bearer}`, "Content-Type": "text/plain" },
        body,
      });
    let used = await accessToken();
    let res = await send(used);
    if (res.status === 401) {
      // Revoked or expired early: drop it (unless another call already replaced it) and retry once.
      if (token?.value === used) token = null;
      used = await accessToken();
      res = await send(used);
    }
    requireOk(res, "igdb", target);
    return res.body;
  }

  function mapList(body: unknown): ProviderGame[] {
    if (!Array.isArray(body)) throw new ProviderError("igdb", "invalid-response", { detail: "expected a JSON array" });
    const out: ProviderGame[] = [];
    for (const item of body) {
      const parsed = IgdbGameSchema.safeParse(item);
      if (parsed.success && parsed.data.name) out.push(mapGame(parsed.data));
    }
    return out;
  }

  function mapGame(g: IgdbGame): ProviderGame {
    const game = emptyProviderGame("igdb", `igdb:${g.id}`, (g.name ?? "").trim());
    if (g.slug) game.slug = g.slug;
    if (typeof g.first_release_date === "number") {
      const d = new Date(g.first_release_date * 1000);
      if (!Number.isNaN(d.getTime())) {
        game.released = d.toISOString().slice(0, 10);
        game.year = d.getUTCFullYear();
      }
    }
    game.platforms = canonicalPlatforms(names(g.platforms));
    game.genres = names(g.genres);
    const companies = (g.involved_companies ?? []).filter((c) => typeof c !== "number");
    const companyName = (c: (typeof companies)[number]) => (c.company && typeof c.company !== "number" ? c.company.name : null);
    game.developers = uniqueNames(companies.filter((c) => c.developer).map(companyName));
    game.publishers = uniqueNames(companies.filter((c) => c.publisher).map(companyName));
    game.series = names(g.collections)[0] ?? names(g.franchises)[0] ?? null;
    game.altTitles = otherTitles(names(g.alternative_names), game.title);
    game.description = shorten(g.summary, maxDescription);
    game.metacritic = typeof g.aggregated_rating === "number" ? Math.round(g.aggregated_rating) : null;
    game.rating = typeof g.rating === "number" ? Math.round((g.rating / 20) * 100) / 100 : null;
    const imageId = g.cover && typeof g.cover !== "number" ? g.cover.image_id : null;
    game.coverUrl = imageId ? `${COVER_BASE}/${encodeURIComponent(imageId)}.jpg` : null;
    game.igdbId = g.id;
    return game;
  }

  return {
    name: "igdb",

    async search(text, limit) {
      const q = apicalypseString(text);
      if (!q) return [];
      const n = clampLimit(limit, MAX_LIMIT);
      const body = [`search "${q}";`, `fields ${SEARCH_FIELDS.join(",")};`, "where version_parent = null;", `limit ${n};`].join("\n");
      return mapList(await query("games", body));
    },

    async details(idOrSlug) {
      const key = idOrSlug.trim();
      let where: string;
      if (/^\d+$/.test(key)) where = `where id = ${key};`;
      else if (/^[a-z0-9][a-z0-9-]*$/i.test(key)) where = `where slug = "${key.toLowerCase()}";`;
      else return null;
      const body = [`fields ${DETAIL_FIELDS.join(",")};`, where, "limit 1;"].join("\n");
      return mapList(await query("games", body))[0] ?? null;
    },
  };
}
