// Shapes events as items: people by public fields only, a game by the address the viewer can open
// (the actor's own copy for their own events, the catalog's page for others', none for a game of
// someone else's that has no catalog page).
import type { AccentColor, ActivityItemDto, UserCard } from "@savepoint/common";
import type { EventRow } from "./activity.queries.ts";

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

function card(id: string, username: string, firstName: string, lastName: string, accountColor: string): UserCard {
  return { id, username, firstName, lastName, accountColor: accountColor as AccentColor };
}

export function toActivityItem(row: EventRow, viewerId: string): ActivityItemDto {
  const p = row.payload;
  const own = row.actorId === viewerId;
  const title = str(p.title);
  const journal = row.type === "journal_written";
  return {
    id: row.id,
    type: row.type,
    createdAt: row.createdAt.toISOString(),
    happenedAt: row.happenedAt.toISOString(),
    happenedOn: row.happenedOn === null ? null : row.happenedOn.toISOString().slice(0, 10),
    actor: card(row.actorId, row.username, row.firstName, row.lastName, row.accountColor),
    game:
      title === null
        ? null
        : journal
          ? { title, slug: null, platform: null, imageUrl: null }
          : { title, slug: own ? str(p.slug) : str(p.catalogSlug), platform: str(p.platform), imageUrl: str(p.imageUrl) },
    review:
      row.reviewId !== null && row.reviewComment !== null
        ? { id: row.reviewId, rating: row.reviewRating ?? 0, comment: row.reviewComment, spoiler: row.reviewSpoiler ?? false }
        : null,
    rating: row.type === "rating_changed" ? num(p.rating) : null,
    minutes: row.type === "session_logged" ? num(p.minutes) : null,
    count: row.type === "library_imported" ? num(p.count) : null,
    subject:
      row.subjectId !== null
        ? card(row.subjectId, row.subjectUsername ?? "", row.subjectFirstName ?? "", row.subjectLastName ?? "", row.subjectAccountColor ?? "indigo")
        : null,
    journal: journal && own && row.journalEntryId !== null ? { id: row.journalEntryId, title: str(p.entryTitle) } : null,
  };
}
