// The catalog's query keys: every catalog answer lives under ["catalog"].
export const catalogKeys = {
  all: ["catalog"] as const,
  search: (q: string) => [...catalogKeys.all, "search", q] as const,
  game: (slug: string) => [...catalogKeys.all, "game", slug] as const,
  related: (slug: string) => [...catalogKeys.all, "related", slug] as const,
};
