// What the reviews' endpoints answer with. An author is shown by name and colour only: never an email.

export interface ReviewAuthor {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
}

/** How far the author had played when writing (stamped at each save). */
export interface ReviewContext {
  /** Hours. */
  hours: number;
  platform: string;
  completed100Percent: boolean;
}

export interface ReviewDto {
  id: string;
  /** The author's library game. */
  gameId: string;
  gameTitle: string;
  /** /game/{gameSlug}: the author's own address for their reviews, the shared one (catalog slug when there is one) for others'. */
  gameSlug: string;
  rating: number;
  comment: string;
  spoiler: boolean;
  /** ISO timestamps; updatedAt equals createdAt until the review is edited. */
  createdAt: string;
  updatedAt: string;
  likeCount: number;
  likedByMe: boolean;
  context: ReviewContext;
  author: ReviewAuthor;
}

/** One page of a list; nextCursor is null on the last page. */
export interface ReviewPage {
  items: ReviewDto[];
  nextCursor: string | null;
}

/** GET /api/reviews/game/:id: the caller's review of the shared game, and a page of everyone else's. */
export interface GameReviews extends ReviewPage {
  mine: ReviewDto | null;
  /** How many reviews other users wrote of the game. */
  total: number;
}

/** POST and DELETE /api/reviews/:id/like. */
export interface ReviewLikeState {
  reviewId: string;
  likeCount: number;
  likedByMe: boolean;
}

/** GET /api/games/:id/community-stats: over every user who tracks the shared game. */
export interface GameCommunityStats {
  completedCount: number;
  currentlyPlayingCount: number;
  totalPlayers: number;
  /** One decimal; null when nobody rated it. */
  averageRating: number | null;
  /** In the last COMMUNITY_WINDOW_DAYS days. */
  recentCompletions: number;
  recentStarts: number;
  /** Hours, one decimal, over players who logged time; null when nobody did. */
  averagePlayTime: number | null;
  /** How long players here took to complete it; null below TIME_TO_BEAT_MIN_PLAYERS players. */
  timeToBeat: TimeToBeat | null;
}

/**
 * How long the players of this instance took to complete a game: each counted player who completed it
 * with play time counts once (their shortest completed copy), in hours with one decimal.
 */
export interface TimeToBeat {
  medianHours: number;
  minHours: number;
  maxHours: number;
  /** Players behind the figures: TIME_TO_BEAT_MIN_PLAYERS or more. */
  players: number;
}

/** GET /api/games/time-to-beat: the caller's backlog games that have a time to beat here. */
export interface BacklogTimesToBeat {
  items: { gameId: string; timeToBeat: TimeToBeat }[];
}
