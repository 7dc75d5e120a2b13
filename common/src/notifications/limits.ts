// Notifications (issue 33): their kinds, page size and the texts both sides show.

/**
 * What a player is told about. Each can be switched off in Settings: a kind switched off is not written
 * for them from then on (what they were told before stays in their inbox).
 */
export const NOTIFICATION_KINDS = [
  /** Someone followed me. */
  "new_follower",
  /** Someone liked my review. */
  "review_liked",
  /** An administrator decided on a review I reported (removed it or kept it). */
  "report_decided",
  /** An administrator removed my review. */
  "review_removed",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** An admin's decision on a reported review. */
export const REPORT_OUTCOMES = ["removed", "kept"] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** Notifications per page of the inbox, and the most one mark-read request may name. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MARK_MAX = 100;

export const NOTIFICATION_TEXTS = {
  badCursor: "This page of notifications is no longer valid",
  settingLabels: {
    new_follower: "Someone follows me",
    review_liked: "Someone likes one of my reviews",
    report_decided: "An administrator decides on a review I reported",
    review_removed: "An administrator removes one of my reviews",
  } satisfies Record<NotificationKind, string>,
} as const;
