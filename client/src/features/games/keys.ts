// The library's query keys: every answer about the user's games lives under ["games"], so one
// invalidation refreshes lists, stats and details together.
export const gameKeys = {
  all: ["games"] as const,
  lists: () => [...gameKeys.all, "list"] as const,
  list: () => [...gameKeys.lists(), "all"] as const,
  stats: () => [...gameKeys.all, "stats"] as const,
  timesToBeat: () => [...gameKeys.all, "time-to-beat"] as const,
  notes: (q: string) => [...gameKeys.all, "notes", q] as const,
  details: () => [...gameKeys.all, "detail"] as const,
  detail: (id: string) => [...gameKeys.details(), id] as const,
  bySlug: (slug: string) => [...gameKeys.all, "slug", slug] as const,
};
