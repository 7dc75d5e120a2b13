// Recommendation test data as the API answers it.
import type { RecommendationCard, RecommendationList, SimilarRecommendations, TasteProfile, TrendingList } from "@savepoint/common";
import { buildLibraryGame } from "../../test/builders.ts";

export function buildCard(over: Partial<RecommendationCard> = {}): RecommendationCard {
  return {
    catalogId: 101,
    slug: "hollow-knight",
    title: "Hollow Knight",
    imageUrl: "/api/catalog/covers/hollow-knight?v=1",
    rating: 4.4,
    metacritic: 87,
    platform: "PC",
    platforms: ["PC", "Nintendo Switch"],
    releaseYear: 2017,
    genres: ["Action", "Platformer"],
    developer: "Team Cherry",
    publisher: "Team Cherry",
    matchScore: 92,
    reason: "Because you rated Celeste 9/10",
    ...over,
  };
}

export const CELESTE_FANS = [
  buildCard(),
  buildCard({
    catalogId: 102,
    slug: "ori-and-the-blind-forest",
    title: "Ori and the Blind Forest",
    matchScore: 84,
    rating: null,
    releaseYear: 0,
    reason: "Popular with players who loved Celeste",
  }),
  buildCard({ catalogId: 103, slug: "dead-cells", title: "Dead Cells", matchScore: 71, genres: ["Action"], reason: "Similar to Celeste" }),
];

export function listOf(items: RecommendationCard[], over: Partial<RecommendationList> = {}): RecommendationList {
  return { items, libraryCount: 10, generatedAt: "2025-06-15T11:00:00.000Z", ...over };
}

export function similarOf(items: RecommendationCard[], enough = true): SimilarRecommendations {
  return { ...listOf(items), enough, sources: enough ? [{ id: "g1", title: "Celeste", slug: "celeste", items }] : [] };
}

export const trendingOf = (items: RecommendationCard[], basis: TrendingList["basis"] = "catalog"): TrendingList => ({ ...listOf(items), basis });

export function buildProfile(over: Partial<TasteProfile> = {}): TasteProfile {
  return {
    favoriteGenres: ["Platformer", "Indie", "Action"],
    preferredPlatforms: ["PC", "Nintendo Switch"],
    averageRating: 8.5,
    ratedCount: 8,
    gameCount: 10,
    ...over,
  };
}

/** What POST /api/games answers for an added card. */
export const addedGame = (card: RecommendationCard) => buildLibraryGame({ id: `lib-${card.catalogId}`, title: card.title, slug: card.slug, status: "BACKLOG" });
