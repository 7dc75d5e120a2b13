// The SQL of moderation: reports, the reported reviews a page at a time (grouped per review, newest
// report first, open reports only), and the review an admin acts on.
import type { AccentColor, ReportEntryDto, ReportReason, ReportReviewInput, ReportedReviewDto } from "@savepoint/common";
import type { Db } from "../../db/prisma.ts";
import { Prisma } from "../../generated/prisma/client.ts";

type Tx = Prisma.TransactionClient;

export async function insertReport(db: Db, reviewId: string, reporterId: string, input: ReportReviewInput, at: Date): Promise<void> {
  await db.reviewReport.create({ data: { reviewId, reporterId, reason: input.reason, note: input.note || null, createdAt: at } });
}

/** The review's author, or null when there is no such review. */
export async function reviewAuthor(db: Db, id: string): Promise<string | null> {
  return (await db.review.findUnique({ where: { id }, select: { userId: true } }))?.userId ?? null;
}

/** What the audit log and the author's event say of a review. */
export async function reviewForModeration(tx: Tx, id: string) {
  return tx.review.findUnique({
    where: { id },
    select: {
      id: true,
      userId: true,
      libraryGameId: true,
      rating: true,
      user: { select: { username: true } },
      libraryGame: { select: { title: true, slug: true, catalogGame: { select: { slug: true } } } },
    },
  });
}

/** Who reported the review and has not been answered yet (their reports are open). */
export async function openReporters(tx: Tx, reviewId: string): Promise<string[]> {
  return (await tx.reviewReport.findMany({ where: { reviewId, dismissedAt: null }, select: { reporterId: true } })).map((r) => r.reporterId);
}

export async function dismissOpenReports(tx: Tx, reviewId: string, at: Date): Promise<number> {
  return (await tx.reviewReport.updateMany({ where: { reviewId, dismissedAt: null }, data: { dismissedAt: at } })).count;
}

export async function countOpenReports(tx: Tx, reviewId: string): Promise<number> {
  return tx.reviewReport.count({ where: { reviewId, dismissedAt: null } });
}

export interface PageCursor {
  at: Date;
  id: string;
}

interface GroupRow {
  reviewId: string;
  reportCount: number;
  lastReportedAt: Date;
  rating: number;
  comment: string;
  spoiler: boolean;
  createdAt: Date;
  gameTitle: string;
  authorId: string;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
}

interface ReportRow {
  reviewId: string;
  reason: string;
  note: string | null;
  createdAt: Date;
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  accountColor: string;
}

const card = (r: { username: string; firstName: string; lastName: string; accountColor: string }, id: string) => ({
  id,
  username: r.username,
  firstName: r.firstName,
  lastName: r.lastName,
  accountColor: r.accountColor as AccentColor,
});

/** Reviews with open reports after `cursor`, the most recently reported first; `take` of them. */
export async function reportedReviews(db: Db, cursor: PageCursor | undefined, take: number): Promise<ReportedReviewDto[]> {
  const after = cursor ? Prisma.sql`WHERE (o."last", o."reviewId") < (${cursor.at.toISOString()}::timestamp(3), ${cursor.id}::uuid)` : Prisma.empty;
  const groups = await db.$queryRaw<GroupRow[]>`
    WITH o AS (
      SELECT rr."reviewId", count(*)::int AS "n", max(rr."createdAt") AS "last"
      FROM "review_reports" rr WHERE rr."dismissedAt" IS NULL GROUP BY rr."reviewId"
    )
    SELECT o."reviewId"::text AS "reviewId", o."n" AS "reportCount", o."last" AS "lastReportedAt",
           r."rating", r."comment", r."spoiler", r."createdAt", g."title" AS "gameTitle",
           u."id"::text AS "authorId", u."username", u."firstName", u."lastName", u."accountColor"
    FROM o JOIN "reviews" r ON r."id" = o."reviewId" JOIN "library_games" g ON g."id" = r."libraryGameId" JOIN "users" u ON u."id" = r."userId"
    ${after}
    ORDER BY o."last" DESC, o."reviewId" DESC
    LIMIT ${take}::int`;
  if (groups.length === 0) return [];
  const reports = await db.$queryRaw<ReportRow[]>`
    SELECT rr."reviewId"::text AS "reviewId", rr."reason", rr."note", rr."createdAt",
           u."id"::text AS "id", u."username", u."firstName", u."lastName", u."accountColor"
    FROM "review_reports" rr JOIN "users" u ON u."id" = rr."reporterId"
    WHERE rr."reviewId" = ANY(${groups.map((g) => g.reviewId)}::uuid[]) AND rr."dismissedAt" IS NULL
    ORDER BY rr."createdAt" DESC, rr."reporterId" DESC`;
  const byReview = new Map<string, ReportEntryDto[]>();
  for (const r of reports) {
    const list = byReview.get(r.reviewId) ?? [];
    list.push({ reason: r.reason as ReportReason, note: r.note, reporter: card(r, r.id), createdAt: r.createdAt.toISOString() });
    byReview.set(r.reviewId, list);
  }
  return groups.map((g): ReportedReviewDto => {
    const entries = byReview.get(g.reviewId) ?? [];
    const reasons: Partial<Record<ReportReason, number>> = {};
    for (const e of entries) reasons[e.reason] = (reasons[e.reason] ?? 0) + 1;
    return {
      review: {
        id: g.reviewId,
        rating: g.rating,
        comment: g.comment,
        spoiler: g.spoiler,
        createdAt: g.createdAt.toISOString(),
        gameTitle: g.gameTitle,
        author: card(g, g.authorId),
      },
      reportCount: g.reportCount,
      reasons,
      lastReportedAt: g.lastReportedAt.toISOString(),
      reports: entries,
    };
  });
}

export { inTransaction } from "../../db/prisma.ts";
