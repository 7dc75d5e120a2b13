// What a notification says, as a sentence, and the page it opens.
import type { NotificationDto } from "@savepoint/common";
import { displayName } from "../../components/ui/Avatar.tsx";

/** /game/{slug}, with ?review={id} for a review; null when there is no page to open. */
const gameHref = (slug: string | null, reviewId?: string | null) =>
  slug === null ? null : `/game/${encodeURIComponent(slug)}${reviewId ? `?review=${encodeURIComponent(reviewId)}` : ""}`;

export function notificationText(n: NotificationDto): string {
  const game = n.game?.title ?? "a game";
  switch (n.kind) {
    case "new_follower":
      return `${n.actor ? displayName(n.actor) : "Someone"} followed you.`;
    case "review_liked":
      return `${n.actor ? displayName(n.actor) : "Someone"} liked your review of ${game}.`;
    case "report_decided":
      return n.outcome === "removed"
        ? `An administrator removed the review of ${game} you reported.`
        : `An administrator looked at the review of ${game} you reported and kept it.`;
    case "review_removed":
      return `An administrator removed your review of ${game}.`;
  }
}

export function notificationHref(n: NotificationDto): string | null {
  if (n.kind === "new_follower") return n.actor ? `/u/${encodeURIComponent(n.actor.username)}` : null;
  return gameHref(n.game?.slug ?? null, n.reviewId);
}
