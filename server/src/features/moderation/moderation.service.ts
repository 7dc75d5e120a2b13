// Reports and moderation. Any signed-in user may report someone else's review they can see (once per
// review; a review hidden from them by a block is not found, their own is refused). An admin reads the
// reported reviews, dismisses their reports, or deletes a review: its author is told by an event in
// their own activity (never shown to others). Each admin action is in the audit log, written in the
// transaction of the change.
import { MODERATION_TEXTS, REPORTS_PAGE_SIZE, type ReportResult, type ReportReviewInput, type ReportedReviewPage, type ReportsQuery } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { conflict, notFound, uniqueViolation, validationFailed } from "../../http/errors.ts";
import { decodeTimeCursor, encodeTimeCursor } from "../../lib/time-cursor.ts";
import { recordActivity } from "../activity/index.ts";
import { recordAdminAction } from "../admin/index.ts";
import { notifyReportDecision, notifyReviewRemoved } from "../notifications/index.ts";
import { deleteReviewById } from "../reviews/index.ts";
import {
  countOpenReports,
  dismissOpenReports,
  inTransaction,
  insertReport,
  openReporters,
  reportedReviews,
  reviewAuthor,
  reviewForModeration,
} from "./moderation.queries.ts";
import { isUuid } from "../../lib/uuid.ts";

interface Actor {
  id: string;
}

export interface ModerationService {
  report(actor: Actor, reviewId: string, input: ReportReviewInput): Promise<ReportResult>;
  reported(query: ReportsQuery): Promise<ReportedReviewPage>;
  dismiss(admin: Actor, reviewId: string): Promise<void>;
  deleteReview(admin: Actor, reviewId: string): Promise<void>;
}

interface ModerationDeps {
  prisma: Db;
  /** Users hidden from a viewer (blocked either way): their reviews cannot be reported by the viewer. */
  hiddenUsers?: (viewerId: string) => Promise<ReadonlySet<string>>;
  now?: () => Date;
}

/** A review id, lower-cased, or 404: a malformed id names no review. */
function reviewId(id: string): string {
  if (!isUuid(id)) throw notFound("Review");
  return id.toLowerCase();
}

const badCursor = () => validationFailed([{ path: "cursor", message: "This page of reports is no longer valid" }]);

/** The reported review's game as a reporter may open it: the catalog game's page, or none for a game of the author's own. */
function reportedGame(review: { libraryGame: { title: string; catalogGame: { slug: string } | null } }) {
  return { title: review.libraryGame.title, slug: review.libraryGame.catalogGame?.slug ?? null };
}

export function createModerationService(deps: ModerationDeps): ModerationService {
  const { prisma } = deps;
  const now = deps.now ?? (() => new Date());
  const hiddenUsers = deps.hiddenUsers ?? (() => Promise.resolve(new Set<string>()));

  return {
    async report(actor, rawId, input) {
      const id = reviewId(rawId);
      const author = await reviewAuthor(prisma, id);
      if (author === null || (author !== actor.id && (await hiddenUsers(actor.id)).has(author))) throw notFound("Review");
      if (author === actor.id) throw validationFailed([{ path: "id", message: MODERATION_TEXTS.ownReport }], MODERATION_TEXTS.ownReport);
      try {
        await insertReport(prisma, id, actor.id, input, now());
      } catch (err) {
        if (uniqueViolation(err)) throw conflict(MODERATION_TEXTS.alreadyReported);
        throw err;
      }
      return { reviewId: id, reported: true };
    },

    async reported(query) {
      const items = await reportedReviews(prisma, decodeTimeCursor(query.cursor, badCursor), REPORTS_PAGE_SIZE + 1);
      if (items.length <= REPORTS_PAGE_SIZE) return { items, nextCursor: null };
      const shown = items.slice(0, REPORTS_PAGE_SIZE);
      const tail = shown[shown.length - 1]!;
      return { items: shown, nextCursor: encodeTimeCursor({ at: new Date(tail.lastReportedAt), id: tail.review.id }) };
    },

    async dismiss(admin, rawId) {
      const id = reviewId(rawId);
      await inTransaction(prisma, async (tx) => {
        const review = await reviewForModeration(tx, id);
        const reporters = review ? await openReporters(tx, id) : [];
        const dismissed = review ? await dismissOpenReports(tx, id, now()) : 0;
        if (!review || dismissed === 0) throw notFound({ message: "This review has no open reports" });
        await notifyReportDecision(tx, { reporterIds: reporters, authorId: review.userId, game: reportedGame(review), outcome: "kept", at: now() });
        await recordAdminAction(tx, {
          actorId: admin.id,
          action: "report.dismiss",
          targetType: "review",
          targetId: id,
          targetLabel: `${review.libraryGame.title} by ${review.user.username}`,
          details: { reports: dismissed },
        });
      });
    },

    async deleteReview(admin, rawId) {
      const id = reviewId(rawId);
      await inTransaction(prisma, async (tx) => {
        const review = await reviewForModeration(tx, id);
        if (!review) throw notFound("Review");
        const reports = await countOpenReports(tx, id);
        const reporters = await openReporters(tx, id);
        // The author's event names the game, not the review: it outlives the review it tells of.
        await recordActivity(tx, { type: "review_removed", actorId: review.userId, gameId: review.libraryGameId, at: now() });
        // So do the notifications: the author's opens their own game, a reporter's the catalog game's page.
        await notifyReviewRemoved(tx, { authorId: review.userId, game: { title: review.libraryGame.title, slug: review.libraryGame.slug }, at: now() });
        await notifyReportDecision(tx, { reporterIds: reporters, authorId: review.userId, game: reportedGame(review), outcome: "removed", at: now() });
        if (!(await deleteReviewById(tx, id))) throw notFound("Review");
        await recordAdminAction(tx, {
          actorId: admin.id,
          action: "review.delete",
          targetType: "review",
          targetId: id,
          targetLabel: `${review.libraryGame.title} by ${review.user.username}`,
          details: { rating: review.rating, reports },
        });
      });
    },
  };
}
