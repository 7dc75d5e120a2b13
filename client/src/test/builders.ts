// Test data as the API answers it: complete objects with sensible defaults, and overrides per test.
import { DEFAULT_JOURNAL_CATEGORIES } from "@savepoint/common";
import type {
  CatalogGame,
  CatalogSearchResult,
  GameStats,
  JournalCategoryDto,
  JournalEntryDto,
  LibraryGameDto,
  LibraryGameSummary,
  PlaySessionDto,
  PublicUser,
  ReviewDto,
} from "@savepoint/common";

export function buildUser(over: Partial<PublicUser> = {}): PublicUser {
  return {
    id: "u1",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.test",
    username: "ada",
    accountColor: "indigo",
    theme: "dark",
    isAdmin: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

/** A catalog game (The Witcher 3 unless overridden). */
export function buildCatalogGame(over: Partial<CatalogGame> = {}): CatalogGame {
  return {
    id: 1245,
    slug: "the-witcher-3-wild-hunt",
    title: "The Witcher 3: Wild Hunt",
    year: 2015,
    platforms: ["PC", "PlayStation 4", "Xbox One", "Nintendo Switch"],
    rating: 4.6,
    imageUrl: "/api/catalog/covers/the-witcher-3-wild-hunt?v=1",
    source: "core",
    altTitles: [],
    released: "2015-05-19",
    genres: ["RPG", "Action"],
    developers: ["CD Projekt Red"],
    publishers: ["CD Projekt"],
    series: "The Witcher",
    description: "Geralt looks for Ciri.",
    metacritic: 92,
    playtime: null,
    achievements: { PC: 78 },
    rawgId: null,
    igdbId: null,
    steamAppId: null,
    ...over,
  };
}

/** A search result for a catalog game (at most three platforms, as the API sends them). */
export function buildSearchResult(game: CatalogGame = buildCatalogGame()): CatalogSearchResult {
  const { slug, title, year, platforms, rating, imageUrl, source } = game;
  return { slug, title, year, platforms: platforms.slice(0, 3), rating, imageUrl, source };
}

/** A game of the user's library (The Witcher 3 on PC, In Progress, unless overridden). */
export function buildLibraryGame(over: Partial<LibraryGameDto> = {}): LibraryGameDto {
  return {
    id: "g1",
    slug: "the-witcher-3-wild-hunt",
    title: "The Witcher 3: Wild Hunt",
    platform: "PC",
    genres: ["RPG"],
    releaseYear: 2015,
    imageUrl: null,
    customImageUrl: null,
    status: "IN_PROGRESS",
    rating: null,
    playTime: 0,
    completed100Percent: false,
    achievementsCompleted: null,
    totalAchievements: null,
    customTags: [],
    notes: null,
    priority: "medium",
    startDate: null,
    completedDate: null,
    addedToBacklog: null,
    abandonedDate: null,
    developer: null,
    publisher: null,
    description: null,
    rawgId: null,
    metacritic: null,
    catalogGameId: null,
    catalogSlug: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    statusHistory: [],
    kept: {},
    sessions: [],
    ...over,
  };
}

export function buildSession(over: Partial<PlaySessionDto> = {}): PlaySessionDto {
  return { id: "s1", gameId: "g1", date: "2026-01-03", minutes: 90, hours: 1.5, note: null, createdAt: "2026-01-03T00:00:00.000Z", ...over };
}

/** One card of the library list (Celeste on Nintendo Switch, In Progress, unless overridden). */
export function buildGameSummary(over: Partial<LibraryGameSummary> = {}): LibraryGameSummary {
  return {
    id: "g1",
    slug: "celeste",
    title: "Celeste",
    platform: "Nintendo Switch",
    genre: "Platformer",
    releaseYear: 2018,
    imageUrl: null,
    status: "IN_PROGRESS",
    rating: null,
    playTime: 0,
    completed100Percent: false,
    achievementsCompleted: null,
    totalAchievements: null,
    customTags: [],
    notesExcerpt: null,
    catalogSlug: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    lastPlayed: null,
    ...over,
  };
}

/** The stats of an empty library, unless overridden. */
export function buildGameStats(over: Partial<GameStats> = {}): GameStats {
  return {
    totalGames: 0,
    completedGames: 0,
    backlogCount: 0,
    inProgressCount: 0,
    abandonedCount: 0,
    averageRating: 0,
    ratedGames: 0,
    totalPlayTime: 0,
    totalAchievementsCompleted: 0,
    totalAchievementsAvailable: 0,
    achievementCompletionRate: 0,
    ...over,
  };
}

/** A review of Celeste by Grace Hopper (another user than buildUser's), unless overridden. */
export function buildReview(over: Partial<ReviewDto> = {}): ReviewDto {
  return {
    id: "r1",
    gameId: "g2",
    gameTitle: "Celeste",
    gameSlug: "celeste",
    rating: 8,
    comment: "Tight controls and a kind story.",
    spoiler: false,
    createdAt: "2026-02-10T12:00:00.000Z",
    updatedAt: "2026-02-10T12:00:00.000Z",
    likeCount: 0,
    likedByMe: false,
    context: { hours: 34, platform: "Nintendo Switch", completed100Percent: true },
    author: { id: "u2", username: "grace", firstName: "Grace", lastName: "Hopper", accountColor: "green" },
    ...over,
  };
}

/** A general journal entry in Progress, unless overridden. */
export function buildJournalEntry(over: Partial<JournalEntryDto> = {}): JournalEntryDto {
  return {
    id: "j1",
    gameId: null,
    gameTitle: null,
    gameSlug: null,
    title: "Forgotten Crossroads",
    content: "Found the map seller.\nBought the quill.",
    category: "Progress",
    categoryColor: "#22c55e",
    date: "2026-05-31",
    tags: ["map"],
    createdAt: "2026-05-31T18:00:00.000Z",
    updatedAt: "2026-05-31T18:00:00.000Z",
    ...over,
  };
}

/** The seven categories every account starts with (ids "c-{name}"), with no entries. */
export function buildJournalCategories(): JournalCategoryDto[] {
  return DEFAULT_JOURNAL_CATEGORIES.map(({ name, color }) => ({ id: `c-${name}`, name, color, entryCount: 0 }));
}
