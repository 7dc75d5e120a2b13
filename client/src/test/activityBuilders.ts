// Activity test data as the API answers it.
import type { ActivityItemDto, UserCard } from "@savepoint/common";

export const GRACE: UserCard = { id: "u2", username: "grace", firstName: "Grace", lastName: "Hopper", accountColor: "pink" };

export function buildItem(over: Partial<ActivityItemDto> = {}): ActivityItemDto {
  return {
    id: "e1",
    type: "completed",
    createdAt: "2025-06-15T11:00:00.000Z",
    happenedAt: "2025-06-15T11:00:00.000Z",
    happenedOn: null,
    actor: GRACE,
    game: { title: "Hades", slug: "hades", platform: "PC", imageUrl: null },
    review: null,
    rating: null,
    minutes: null,
    count: null,
    subject: null,
    journal: null,
    ...over,
  };
}
