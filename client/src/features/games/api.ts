// The library endpoints (/api/games/…), with the request bodies the shared schemas accept.
import type {
  BacklogTimesToBeat,
  CreateGameInput,
  CreatePlaySessionInput,
  GameJournalOnDelete,
  GameStats,
  LibraryGameDto,
  LibraryGameSummary,
  NotesMatches,
  PlaySessionCreated,
  PlaySessionDeleted,
  UpdateGameInput,
} from "@savepoint/common";
import { api, ApiError } from "../../api/client.ts";
import { preloadWindowing } from "./windowing.ts";

const enc = encodeURIComponent;

/** A list as it arrives: a long one starts fetching the windowed list's code at once (windowing.ts). */
function windowingAhead(games: LibraryGameSummary[]): LibraryGameSummary[] {
  preloadWindowing(games.length);
  return games;
}

/** How long a list fetched ahead stays good to take: the page it was fetched for shows within this. */
const EARLY_LIST_MS = 10_000;
let early: { at: number; list: Promise<LibraryGameSummary[]> } | null = null;

/**
 * Starts fetching the library list while the app itself starts, for a returning user opening My Games;
 * the first list query takes it (once) instead of asking again.
 */
export function preloadGamesList() {
  const list = api.get<LibraryGameSummary[]>("/games").then(windowingAhead);
  list.catch(() => undefined); // its query sees any failure, and retries
  early = { at: Date.now(), list };
}

function takeEarlyList(): Promise<LibraryGameSummary[]> | null {
  const taken = early && Date.now() - early.at < EARLY_LIST_MS ? early.list : null;
  early = null;
  return taken;
}

export const gamesApi = {
  list: (signal?: AbortSignal) => takeEarlyList() ?? api.get<LibraryGameSummary[]>("/games", { signal }).then(windowingAhead),
  stats: (signal?: AbortSignal) => api.get<GameStats>("/games/stats", { signal }),
  timesToBeat: (signal?: AbortSignal) => api.get<BacklogTimesToBeat>("/games/time-to-beat", { signal }),
  notesMatches: (q: string, signal?: AbortSignal) => api.get<NotesMatches>(`/games/notes-matches?q=${enc(q)}`, { signal }),
  get: (id: string, signal?: AbortSignal) => api.get<LibraryGameDto>(`/games/${enc(id)}`, { signal }),
  /** The user's copy of a game, or a 404 ApiError (raised here: the server answers `{ game: null }`). */
  bySlug: (slug: string, signal?: AbortSignal) =>
    api.get<{ game: LibraryGameDto | null }>(`/games/lookup/${enc(slug)}`, { signal }).then((r) => {
      if (!r.game) throw new ApiError(404, "not_found", "Game not found");
      return r.game;
    }),
  create: (body: CreateGameInput) => api.post<LibraryGameDto>("/games", body),
  update: (id: string, body: UpdateGameInput) => api.put<LibraryGameDto>(`/games/${enc(id)}`, body),
  /** `journal`: keep the game's journal entries as general entries (the server's default) or delete them. */
  remove: (id: string, journal?: GameJournalOnDelete) => api.del(`/games/${enc(id)}${journal ? `?journal=${journal}` : ""}`),
  addSession: (id: string, body: CreatePlaySessionInput) => api.post<PlaySessionCreated>(`/games/${enc(id)}/sessions`, body),
  removeSession: (id: string, sessionId: string) => api.del<PlaySessionDeleted>(`/games/${enc(id)}/sessions/${enc(sessionId)}`),
};
