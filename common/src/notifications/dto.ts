// What the notifications' endpoints answer.
import type { UserCard } from "../people/dto.ts";
import type { NotificationKind, ReportOutcome } from "./limits.ts";

/** One notification, as its recipient sees it. */
export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  /**
   * Who it is about: the follower, or the liker when their profile is public. Null for a liker whose
   * profile is private ("Someone liked…"), and always for a moderation decision (the admin and the
   * reported review's author are never named).
   */
  actor: UserCard | null;
  /** The game it concerns (review_liked, report_decided, review_removed); `slug` null when there is no page to open. */
  game: { title: string; slug: string | null } | null;
  /** The liked review (review_liked). */
  reviewId: string | null;
  /** report_decided: what the administrator did with the review. */
  outcome: ReportOutcome | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationPage {
  items: NotificationDto[];
  nextCursor: string | null;
}

/** GET /api/notifications/unread-count. */
export interface UnreadNotifications {
  unread: number;
}
