// What the activity and community endpoints answer with. A person is shown by name, username and
// colour (never an email); a game by the address the viewer can open.
import type { ProfileReview, UserCard } from "../people/dto.ts";
import type { ActivityType } from "./limits.ts";

/** The game an item is about. */
export interface ActivityGame {
  title: string;
  /** /game/{slug}: my own copy's address for my events, the catalog's for others' (null: a game of theirs with no page I can open). */
  slug: string | null;
  platform: string | null;
  imageUrl: string | null;
}

/** One event (GET /api/activity, GET /api/community/activity). */
export interface ActivityItemDto {
  id: string;
  type: ActivityType;
  /** When it was recorded (ISO timestamp): the community feed's order. */
  createdAt: string;
  /** When it happened (ISO timestamp): my activity's and recent completions' order. The recording time, or happenedOn at that time of day. */
  happenedAt: string;
  /** The day the player gave for it (YYYY-MM-DD: a completion's, start's, abandonment's or session's date); null when it has none of its own. */
  happenedOn: string | null;
  actor: UserCard;
  game: ActivityGame | null;
  /** review_posted: the review (open it with /game/{slug}?review={id}); comment cut to ACTIVITY_COMMENT_MAX. */
  review: { id: string; rating: number; comment: string; spoiler: boolean } | null;
  /** rating_changed: the new rating. */
  rating: number | null;
  /** session_logged: the session's length. */
  minutes: number | null;
  /** library_imported: how many games the import wrote. */
  count: number | null;
  /** user_followed: who was followed. */
  subject: UserCard | null;
  /** journal_written (mine only): the entry and its title. */
  journal: { id: string; title: string | null } | null;
}

export interface ActivityPage {
  items: ActivityItemDto[];
  /** null on the last page. */
  nextCursor: string | null;
}

/** GET /api/community/stats. */
export interface CommunityStats {
  totalUsers: number;
  totalReviews: number;
  /** Library games tracked across the instance. */
  totalGames: number;
  /** Users with an event in the last COMMUNITY_ACTIVE_DAYS days. */
  activeUsers: number;
}

/** GET /api/community/currently-playing. */
export interface CurrentlyPlayingItem {
  /** The item's own id (stable per library copy, not the library game id). */
  id: string;
  title: string;
  slug: string | null;
  platform: string;
  imageUrl: string | null;
  /** Hours. */
  playTime: number;
  user: UserCard;
}

/** GET /api/community/reviews: the most liked reviews (open with /game/{gameSlug}?review={id}), with their author. */
export interface CommunityReview extends ProfileReview {
  author: UserCard;
}
