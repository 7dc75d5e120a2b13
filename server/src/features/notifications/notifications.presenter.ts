// A notification as its recipient sees it. Who it is about is named by the rules of people.audience.ts
// (a user card is what anyone may see of anyone they have not blocked): a follower always (they are in
// the recipient's followers list anyway), a liker only while their profile is public (a private profile's
// likes are nobody's business: "Someone liked your review"), a moderation decision never (neither the
// administrator nor the reported review's author). Never an email: the query does not read it.
import { REPORT_OUTCOMES, type AccentColor, type NotificationDto, type ReportOutcome, type UserCard } from "@savepoint/common";
import type { NotificationRow } from "./notifications.queries.ts";

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

function actorOf(r: NotificationRow): UserCard | null {
  if (r.userId === null || r.username === null) return null;
  const named = r.kind === "new_follower" || (r.kind === "review_liked" && r.profileVisibility === "PUBLIC");
  if (!named) return null;
  return {
    id: r.userId,
    username: r.username,
    firstName: r.firstName ?? "",
    lastName: r.lastName ?? "",
    accountColor: (r.accountColor ?? "indigo") as AccentColor,
  };
}

export function toNotificationDto(r: NotificationRow): NotificationDto {
  const title = str(r.payload.title);
  const outcome = str(r.payload.outcome);
  return {
    id: r.id,
    kind: r.kind,
    actor: actorOf(r),
    game: title === null ? null : { title, slug: str(r.payload.slug) },
    reviewId: r.reviewId,
    outcome: r.kind === "report_decided" && REPORT_OUTCOMES.includes(outcome as ReportOutcome) ? (outcome as ReportOutcome) : null,
    createdAt: r.createdAt.toISOString(),
    read: r.readAt !== null,
  };
}
