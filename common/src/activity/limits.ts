// Activity and community: event types, filters, page sizes and the texts both sides show.

/** Every kind of event the server records. Those in ACTIVITY_OWN_ONLY are only ever shown to their author. */
export const ACTIVITY_TYPES = [
  "game_added",
  "started",
  "completed",
  "abandoned",
  "backlog",
  "rating_changed",
  "review_posted",
  "session_logged",
  "journal_written",
  "user_followed",
  /** An admin deleted the author's review: the author is told in their own activity. */
  "review_removed",
  /** One import run: followers see one summary ("imported 212 games"), not an event per game. */
  "library_imported",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Events only their author sees: no feed, list or count of others shows them. */
export const ACTIVITY_OWN_ONLY = ["journal_written", "review_removed"] as const satisfies readonly ActivityType[];

/** The community feed's filters (All, Reviews, Completions, Started Playing, Abandoned). */
export const COMMUNITY_FILTERS = ["all", "reviews", "completions", "started", "abandoned"] as const;
export type CommunityFilter = (typeof COMMUNITY_FILTERS)[number];
/** Newest First / Oldest First. */
export const COMMUNITY_SORTS = ["newest", "oldest"] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];
/** Everyone whose activity I may see, or only the people I follow. */
export const COMMUNITY_SCOPES = ["all", "following"] as const;
export type CommunityScope = (typeof COMMUNITY_SCOPES)[number];

/** Items per page of a feed unless `limit` says otherwise, and the most a page may hold. */
export const ACTIVITY_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_MAX = 50;
/** Side panels of the community page. */
export const COMMUNITY_TOP_REVIEWS = 3;
export const COMMUNITY_COMPLETIONS = 5;
export const COMMUNITY_PLAYING = 10;
/** Active users: those with an event in this many days. */
export const COMMUNITY_ACTIVE_DAYS = 30;
/** A review's text in a feed item is cut to this many characters. */
export const ACTIVITY_COMMENT_MAX = 280;

export const ACTIVITY_TEXTS = {
  badCursor: "This page of activity is no longer valid: start from the first page",
} as const;
