// The journal's query keys. Everything of the journal lives under ["journal"], so one invalidation after
// any write (an entry, a category rename or delete, a deleted game) refreshes the lists, the facets, the
// game cards and the summaries together. The library list the entry dialog picks from lives under the
// library's prefix ["games"], so every library change refreshes it.
import type { JournalFilter, JournalScope } from "./api.ts";

/** The library's query-key prefix (the games feature's `gameKeys.all`), written here so neither feature imports the other. */
export const LIBRARY_KEY = ["games"] as const;

const scopeKey = (s: JournalScope) => (s.gameId ? `game:${s.gameId}` : s.general === undefined ? "all" : s.general ? "general" : "with-game");

export const journalKeys = {
  all: ["journal"] as const,
  lists: () => [...journalKeys.all, "list"] as const,
  list: (f: JournalFilter) => [...journalKeys.lists(), scopeKey(f), f.sort, f.q ?? "", f.category ?? "", f.tag ?? "", f.month ?? ""] as const,
  facets: (s: JournalScope) => [...journalKeys.all, "facets", scopeKey(s)] as const,
  gameEntries: (gameId: string) => [...journalKeys.all, "entries", gameId] as const,
  games: () => [...journalKeys.all, "games"] as const,
  summary: (gameId: string) => [...journalKeys.all, "summary", gameId] as const,
  categories: () => [...journalKeys.all, "categories"] as const,
  /** The library list as the entry dialog reads it. */
  library: () => [...LIBRARY_KEY, "for-journal"] as const,
};
