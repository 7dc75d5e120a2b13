// Recommendation limits and texts: list sizes, the similar tab's sources, trending's window, the
// variety caps, the match-score colour bands, and every string the screen shows.

/** Each list answers at most this many games. */
export const RECOMMENDATION_LIST_MAX = 12;
/** The similar tab draws from at most this many library games… */
export const SIMILAR_MAX_SOURCES = 5;
/** …and takes at least this many picks from each (12 divided by the number of sources, rounded down). */
export const SIMILAR_MIN_PER_SOURCE = 3;
/** Fewer games than this in the library: the similar tab shows its empty state. */
export const SIMILAR_MIN_LIBRARY = 3;
/** The taste profile's favourite genres, by weight. */
export const TOP_GENRES_MAX = 8;
/** The taste profile's preferred platforms, by weight. */
export const TOP_PLATFORMS_MAX = 3;
/** A genre with this name (any case) is ignored. */
export const UNKNOWN_GENRE = "unknown";
/** A card shows at most this many genres. */
export const CARD_GENRES_MAX = 2;
/** The platform of a card whose game has none. */
export const UNKNOWN_CARD_PLATFORM = "Unknown";
/** Trending counts games added or started on this instance in the last 3 months. */
export const TRENDING_WINDOW_MONTHS = 3;
/** Trending from a provider, and the catalog fallback: a players' rating of at least 3.5 out of 5. */
export const TRENDING_MIN_RATING = 3.5;
/** Variety inside one list: at most 2 picks from one series, 3 from one developer or publisher. */
export const VARIETY_MAX_PER_SERIES = 2;
export const VARIETY_MAX_PER_COMPANY = 3;
/** Underrated: tracked by at most this many libraries on the instance. */
export const UNDERRATED_MAX_TRACKED = 2;
/** Underrated: a critic score of at least 80, or a user rating of at least 4.2 out of 5. */
export const UNDERRATED_MIN_METACRITIC = 80;
export const UNDERRATED_MIN_RATING = 4.2;
/** The match badge's colour bands: at least 90, 80, 70, then below. */
export const MATCH_BANDS = [90, 80, 70] as const;
export type MatchBand = "top" | "high" | "good" | "low";

/** Which band a match score falls in (≥ 90 top, ≥ 80 high, ≥ 70 good, else low). */
export function matchBand(score: number): MatchBand {
  if (score >= MATCH_BANDS[0]) return "top";
  if (score >= MATCH_BANDS[1]) return "high";
  if (score >= MATCH_BANDS[2]) return "good";
  return "low";
}

export const RECOMMENDATION_TABS = ["all", "similar", "trending"] as const;
export type RecommendationTab = (typeof RECOMMENDATION_TABS)[number];

export const RECOMMENDATION_TEXTS = {
  pageTitle: "Game Recommendations",
  refreshAll: "Refresh All",
  topGenres: "Based on your top genres",
  tabs: { all: "All Recommendations", similar: "Similar to Your Games", trending: "Trending Now" } satisfies Record<RecommendationTab, string>,
  underrated: "Underrated",
  match: (score: number) => `${score}% Match`,
  addToBacklog: "Add to Backlog",
  notInterested: "Not interested",
  dismissed: "Hidden from your recommendations",
  undo: "Undo",
  emptyTitle: "No recommendations found",
  emptyBody: "Add more games to your library to get personalized recommendations",
  similarEmptyTitle: "Not enough games for similar recommendations",
  similarEmptyBody: "Add at least 3 games to your library...",
  addFirstGame: "Add Your First Game",
  viewTrending: "View Trending Games",
  profileTitle: "Your Gaming Profile",
  favoriteGenres: "Favorite Genres",
  preferredPlatforms: "Preferred Platforms",
  averageRating: "Average Rating",
  noData: "No data available",
  noRatings: "No ratings yet",
  loadingAll: "Finding games you'll love...",
  loadingSimilar: "Finding games similar to your library...",
  loadingTrending: "Finding trending games...",
  /** Above the trending tab when its list is the provider's (RAWG asks to be credited with a link). */
  trendingFrom: "Trending list from",
  providerName: "RAWG",
  providerUrl: "https://rawg.io",
  successTitle: "Success! Game added to your backlog",
  continueBrowsing: "Continue Browsing",
  viewBacklog: "View Backlog",
  failedAll: "Failed to load recommendations",
  failedSimilar: "Failed to load similar games",
  failedTrending: "Failed to load trending games",
  failedUnderrated: "Failed to load underrated games",
  failedAdd: "Failed to add game to backlog",
  failedAddToLog: "Failed to add game to your log.",
} as const;

/** The reason line of a card: it names the player's own games where it can. */
export const REASON_TEXTS = {
  becauseRated: (title: string, rating: number) => `Because you rated ${title} ${rating}/10`,
  becauseLiked: (title: string) => `Because you liked ${title}`,
  sameSeries: (title: string) => `Same series as ${title}`,
  sameDeveloper: (developer: string, title: string) => `From ${developer}, who made ${title}`,
  similarTo: (title: string) => `Similar to ${title}`,
  popularWithLovers: (title: string) => `Popular with players who loved ${title}`,
  matchesGenres: (genres: readonly string[]) => `Matches your favorite genres: ${genres.join(", ")}`,
  trendingHere: (players: number) => `Added or started by ${players} ${players === 1 ? "player" : "players"} here recently`,
  wellReviewedRecent: "A well-reviewed recent release",
  trendingOnProvider: "Trending on RAWG",
  criticsLoved: (score: number) => `Critics scored it ${score} but few players here track it`,
  playersLoved: "Highly rated by players but rarely tracked",
} as const;
