// The people feature's query keys. Everything lives under ["people"], so a follow, a block or a
// profile save refreshes profiles, lists, search and suggestions together.
import type { FollowSide } from "./api.ts";

export const peopleKeys = {
  all: ["people"] as const,
  me: () => [...peopleKeys.all, "me"] as const,
  privacy: () => [...peopleKeys.all, "privacy"] as const,
  blocks: () => [...peopleKeys.all, "blocks"] as const,
  myActivity: () => [...peopleKeys.all, "my-activity"] as const,
  profile: (username: string) => [...peopleKeys.all, "profile", username.toLowerCase()] as const,
  search: (q: string) => [...peopleKeys.all, "search", q] as const,
  suggestions: () => [...peopleKeys.all, "suggestions"] as const,
  list: (username: string, side: FollowSide) => [...peopleKeys.all, side, username.toLowerCase()] as const,
};

/** The library's query-key prefix (the games feature's `gameKeys.all`), written here so neither feature imports the other. */
const LIBRARY_KEY = ["games"] as const;

/**
 * My favourites and the library list their picker offers live under the library's prefix: a game
 * renamed, given a cover or deleted refreshes them with the rest of the library.
 */
export const favouriteKeys = {
  mine: () => [...LIBRARY_KEY, "my-favourites"] as const,
  library: () => [...LIBRARY_KEY, "for-favourites"] as const,
};
