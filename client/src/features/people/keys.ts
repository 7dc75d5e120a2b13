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
