// Taking one catalog game out of the cached answers, wherever it appears: a list's items and, in the
// similar tab's answer, each source's picks. The taste profile is left as it is.
import type { RecommendationList, SimilarRecommendations, TasteProfile } from "@savepoint/common";

type Cached = RecommendationList | SimilarRecommendations | TasteProfile | undefined;

const isSimilar = (d: RecommendationList): d is SimilarRecommendations => "sources" in d && Array.isArray((d as SimilarRecommendations).sources);

export function withoutGame<T extends Cached>(data: T, catalogId: number): T {
  if (!data || !("items" in data)) return data;
  const keep = (items: RecommendationList["items"]) => items.filter((c) => c.catalogId !== catalogId);
  const list: RecommendationList = { ...data, items: keep(data.items) };
  if (isSimilar(data)) return { ...list, sources: data.sources.map((s) => ({ ...s, items: keep(s.items) })) } as T;
  return list as T;
}
