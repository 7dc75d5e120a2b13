// Reporting reviews and moderating them: the reasons a report gives, the request schemas and the
// admin's list of reported reviews.
import { z } from "zod";
import { text } from "../primitives.ts";
import type { UserCard } from "../people/dto.ts";

/** Why a review is reported: one of these, and optionally a few words. */
export const REPORT_REASONS = ["spam", "offensive", "spoiler", "off_topic", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  offensive: "Offensive or abusive",
  spoiler: "Unmarked spoilers",
  off_topic: "Not about the game",
  other: "Something else",
};

/** The optional words of a report. */
export const REPORT_NOTE_MAX = 500;
/** Reported reviews per page of the admin's list. */
export const REPORTS_PAGE_SIZE = 25;

export const MODERATION_TEXTS = {
  reportTitle: "Report review",
  reportAction: "Report",
  reportSubmit: "Send report",
  reasonLabel: "Reason",
  noteLabel: "Anything to add (optional)",
  reported: "Thanks: an admin will look at this review.",
  reportFailed: "Could not send the report. Please try again.",
  pickReason: "Please choose a reason",
  ownReport: "You cannot report your own review",
  alreadyReported: "You have already reported this review",
  noteTooLong: `A note must be at most ${REPORT_NOTE_MAX} characters`,
  noReports: "No reported reviews",
  reviewRemoved: "An admin removed your review",
} as const;

/** POST /api/reviews/:id/report. */
export const ReportReviewSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: MODERATION_TEXTS.pickReason }),
  note: text("Note").trim().max(REPORT_NOTE_MAX, MODERATION_TEXTS.noteTooLong).optional(),
});
export type ReportReviewInput = z.output<typeof ReportReviewSchema>;
export type ReportReviewForm = z.input<typeof ReportReviewSchema>;

/** The answer to a report. */
export interface ReportResult {
  reviewId: string;
  reported: true;
}

/** GET /api/admin/reports: one page, `cursor` the previous page's nextCursor. */
export const ReportsQuerySchema = z.object({
  cursor: text("Cursor", "This page of reports is no longer valid")
    .regex(/^[A-Za-z0-9_-]{1,200}$/, "This page of reports is no longer valid")
    .optional(),
});
export type ReportsQuery = z.output<typeof ReportsQuerySchema>;

/** One report of a review, as the admin reads it. */
export interface ReportEntryDto {
  reason: ReportReason;
  note: string | null;
  reporter: UserCard;
  /** ISO timestamp. */
  createdAt: string;
}

/** A reported review with its open reports, newest report first. */
export interface ReportedReviewDto {
  review: {
    id: string;
    rating: number;
    comment: string;
    spoiler: boolean;
    /** ISO timestamp. */
    createdAt: string;
    gameTitle: string;
    author: UserCard;
  };
  reportCount: number;
  /** How many reports give each reason. */
  reasons: Partial<Record<ReportReason, number>>;
  /** ISO timestamp of the newest open report. */
  lastReportedAt: string;
  reports: ReportEntryDto[];
}

export interface ReportedReviewPage {
  items: ReportedReviewDto[];
  /** null on the last page. */
  nextCursor: string | null;
}
