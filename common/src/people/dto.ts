// What the people endpoints answer with. Another user is shown by name, username and colour, and by
// what their privacy settings share: never an email, never a password hash.
import type { AccentColor, ThemeMode } from "../account.ts";
import type { RatingDistribution } from "../analytics/dto.ts";
import type { ProfileVisibility } from "./limits.ts";

/** A user in a list (search, followers, following, suggestions, authors). */
export interface UserCard {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: AccentColor;
}

/** GET/PUT /api/profile/privacy. */
export interface PrivacySettings {
  profileVisibility: ProfileVisibility;
  /** My events appear in the community feed. */
  showActivity: boolean;
  /** What I am playing is shown to others. */
  showPlaying: boolean;
}

/** A library's numbers. */
export interface ProfileStats {
  games: number;
  completed: number;
  playing: number;
  /** Hours over every game, one decimal. */
  hours: number;
  reviews: number;
  /** The library's games per rating and the unrated ones (the owner's own numbers, shown by name). */
  ratings: RatingDistribution;
}

/** A genre and how many of the library's games have it. */
export interface GenreCount {
  genre: string;
  games: number;
}

export interface FollowCounts {
  followers: number;
  following: number;
}

/**
 * A game on a profile; its page is /game/{slug}: on my own profile my library's address, on another's
 * the catalog's, null for a game they made themselves (no page of it the viewer can open).
 */
export interface ProfileGame {
  title: string;
  slug: string | null;
  platform: string;
  /** ISO date (YYYY-MM-DD): completed on, started on; null when not recorded. */
  date: string | null;
  rating: number | null;
}

/** A review on a profile (the full review is on its game page: /game/{gameSlug}?review={id}; gameSlug as ProfileGame's slug). */
export interface ProfileReview {
  id: string;
  gameTitle: string;
  gameSlug: string | null;
  rating: number;
  comment: string;
  spoiler: boolean;
  likeCount: number;
  /** ISO timestamp. */
  createdAt: string;
}

/** GET and PUT /api/profile: my own profile, with my email and settings. */
export interface MyProfile extends UserCard {
  email: string;
  bio: string | null;
  theme: ThemeMode;
  /** ISO timestamp of sign-up ("Member since"). */
  memberSince: string;
  privacy: PrivacySettings;
  stats: ProfileStats;
  /** Top 3 by games, ties by name. */
  favoriteGenres: GenreCount[];
  counts: FollowCounts;
}

/** The viewer's relation to a user. */
export interface Relationship {
  /** I follow them. */
  following: boolean;
  /** They follow me. */
  followsYou: boolean;
  /** I blocked them (a user who blocked me is a 404 everywhere). */
  blocking: boolean;
}

/** POST/DELETE /api/users/:username/follow and /block. followers: null when their profile is private. */
export interface FollowState extends Relationship {
  username: string;
  followers: number | null;
}

/** One game both rated: mine and theirs (1–10), by my own copy's title and address (/game/{slug}). */
export interface TasteGame {
  title: string;
  slug: string;
  myRating: number;
  theirRating: number;
}

/**
 * How alike two users rate: over the games both rated, each agreeing by 1 − |mine − theirs| / 9, the
 * percentage is the mean, rounded. null below TASTE_MATCH_MIN_GAMES games in common.
 */
export interface TasteMatch {
  percent: number | null;
  /** Games both rated. */
  sharedGames: number;
  /** Within TASTE_AGREE points, closest first (then best rated). */
  agree: TasteGame[];
  /** TASTE_DISAGREE points or more apart, furthest first. */
  disagree: TasteGame[];
}

/** A private profile as others see it (blocked either way is a 404 instead). */
export interface PrivateProfile {
  private: true;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: AccentColor;
  me: false;
  relationship: Relationship;
}

/** A profile the viewer may see: public, or their own. */
export interface OpenProfile extends UserCard {
  private: false;
  /** The viewer's own profile (then relationship is all false and tasteMatch null). */
  me: boolean;
  /** ISO timestamp. */
  memberSince: string;
  bio: string | null;
  stats: ProfileStats;
  favoriteGenres: GenreCount[];
  /** In progress, most recently started first; null when the user hides what they play. */
  currentlyPlaying: ProfileGame[] | null;
  recentCompletions: ProfileGame[];
  recentReviews: ProfileReview[];
  counts: FollowCounts;
  relationship: Relationship;
  /** null on the viewer's own profile. */
  tasteMatch: TasteMatch | null;
  /** Their favourite games, in their order (at most FAVOURITES_MAX; empty when they picked none). */
  favourites: FavouriteGame[];
  /** Whether the user has a public feed (a public profile with activity shown): /api/u/{username}/feed.xml and feed.json. */
  hasFeed: boolean;
}

/** GET /api/users/:username. */
export type PublicProfile = PrivateProfile | OpenProfile;

/** A user in search, followers, following and suggestions, with my relation to them. */
export interface PersonDto extends UserCard {
  following: boolean;
  followsYou: boolean;
}

/** Someone I blocked (GET /api/profile/blocks): only my own blocks, newest first. */
export interface BlockedUserDto extends UserCard {
  /** When I blocked them (ISO). */
  blockedAt: string;
}

/** GET /api/profile/blocks. */
export interface BlockedUsersDto {
  items: BlockedUserDto[];
}

/** A suggestion: someone who plays what I play. */
export interface SuggestionDto extends PersonDto {
  /** Catalog games we both have in our libraries. */
  sharedGames: number;
}

/** One page of a people list; nextCursor is null on the last page. */
export interface PeoplePage<T = PersonDto> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A favourite game as a profile shows it: its title, platform and cover, and its page as ProfileGame's
 * slug (on my own profile my library's, on another's the catalog's or null). Another player's cover is
 * the catalog's or null: a cover they linked from elsewhere is served by their game's id, never shown.
 */
export interface FavouriteGame {
  title: string;
  slug: string | null;
  platform: string;
  imageUrl: string | null;
}

/** One of my favourites, with my library game's id (what PUT /api/profile/favourites names). */
export interface MyFavourite extends FavouriteGame {
  gameId: string;
  slug: string;
}

/** GET and PUT /api/profile/favourites: my favourite games in my order. */
export interface MyFavourites {
  items: MyFavourite[];
}
