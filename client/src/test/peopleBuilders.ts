// People test data as the API answers it: my profile, another user's open or private profile, a person.
import type { MyProfile, OpenProfile, PersonDto, PrivateProfile, RatingDistribution } from "@savepoint/common";

const noRelation = { following: false, followsYou: false, blocking: false };

/** A rating distribution from the games of each rating 1–10 and the unrated count. */
export const buildRatings = (games: number[], unrated: number): RatingDistribution => ({
  byRating: games.map((n, i) => ({ rating: i + 1, games: n })),
  unrated,
});

export function buildMyProfile(over: Partial<MyProfile> = {}): MyProfile {
  return {
    id: "u1",
    username: "ada",
    firstName: "Ada",
    lastName: "Lovelace",
    accountColor: "indigo",
    email: "ada@example.test",
    bio: null,
    theme: "dark",
    memberSince: "2024-03-10T12:00:00.000Z",
    privacy: { profileVisibility: "PUBLIC", showActivity: true, showPlaying: true },
    stats: { games: 12, completed: 5, playing: 2, hours: 123.5, reviews: 3, ratings: buildRatings([0, 0, 0, 0, 1, 0, 2, 3, 0, 1], 5) },
    favoriteGenres: [
      { genre: "RPG", games: 6 },
      { genre: "Platformer", games: 3 },
    ],
    counts: { followers: 1, following: 2 },
    ...over,
  };
}

export function buildOpenProfile(over: Partial<OpenProfile> = {}): OpenProfile {
  return {
    private: false,
    me: false,
    id: "u2",
    username: "grace",
    firstName: "Grace",
    lastName: "Hopper",
    accountColor: "pink",
    memberSince: "2025-01-05T12:00:00.000Z",
    bio: "Compilers by day, roguelikes by night.",
    stats: { games: 8, completed: 4, playing: 1, hours: 80, reviews: 1, ratings: buildRatings([0, 0, 0, 0, 0, 0, 1, 0, 2, 0], 5) },
    favoriteGenres: [{ genre: "Roguelike", games: 4 }],
    currentlyPlaying: [{ title: "Hades", slug: "hades", platform: "PC", date: "2025-05-01", rating: null }],
    recentCompletions: [{ title: "Celeste", slug: "celeste", platform: "Switch", date: "2025-04-02", rating: 9 }],
    recentReviews: [
      {
        id: "r1",
        gameTitle: "Celeste",
        gameSlug: "celeste",
        rating: 9,
        comment: "Tight and kind.",
        spoiler: false,
        likeCount: 2,
        createdAt: "2025-04-03T10:00:00.000Z",
      },
    ],
    counts: { followers: 3, following: 4 },
    relationship: noRelation,
    tasteMatch: null,
    hasFeed: true,
    favourites: [],
    ...over,
  };
}

export function buildPrivateProfile(over: Partial<PrivateProfile> = {}): PrivateProfile {
  return { private: true, me: false, username: "grace", firstName: "Grace", lastName: "Hopper", accountColor: "pink", relationship: noRelation, ...over };
}

export function buildPerson(over: Partial<PersonDto> = {}): PersonDto {
  return { id: "u2", username: "grace", firstName: "Grace", lastName: "Hopper", accountColor: "pink", following: false, followsYou: false, ...over };
}
