// The Savepoint JSON export (docs/export-format.md): what an export writes and what an import of one
// accepts. Dates are "YYYY-MM-DD", instants ISO-8601 UTC; `id`s are the export's own, only to tie
// records together (reviews and journal entries name their game by it).
import { z } from "zod";
import { GAME_STATUSES, PRIORITIES } from "../games/limits.ts";

const instant = z.iso.datetime({ offset: true });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const str = z.string();

export const ExportGameSchema = z.object({
  id: str,
  title: str,
  slug: str,
  platform: str,
  catalog: z.object({ slug: str, igdbId: z.number().int().nullable(), steamAppId: z.number().int().nullable() }).nullable(),
  genres: z.array(str),
  releaseYear: z.number().int().nullable(),
  imageUrl: str.nullable(),
  status: z.enum(GAME_STATUSES),
  rating: z.number().int().min(1).max(10).nullable(),
  playTime: z.number().min(0),
  completed100Percent: z.boolean(),
  notes: str.nullable(),
  priority: z.enum(PRIORITIES),
  startDate: day.nullable(),
  completedDate: day.nullable(),
  addedToBacklog: day.nullable(),
  abandonedDate: day.nullable(),
  achievementsCompleted: z.number().int().nullable(),
  totalAchievements: z.number().int().nullable(),
  customTags: z.array(str),
  developer: str.nullable(),
  publisher: str.nullable(),
  description: str.nullable(),
  rawgId: z.number().int().nullable(),
  metacritic: z.number().int().nullable(),
  createdAt: instant,
  updatedAt: instant,
  statusHistory: z.array(z.object({ status: z.enum(GAME_STATUSES), at: instant })),
  playSessions: z.array(z.object({ date: day, minutes: z.number().int().min(1), note: str.nullable(), createdAt: instant })),
});
export type ExportGame = z.infer<typeof ExportGameSchema>;

export const SavepointExportSchema = z.object({
  format: z.literal("savepoint-export"),
  version: z.number().int().min(1),
  /** Raised by a change that only adds (an importer of the same `version` reads any minor version). */
  minorVersion: z.number().int().min(0).default(0),
  exportedAt: instant,
  profile: z.object({
    username: str,
    firstName: str,
    lastName: str,
    email: str,
    bio: str.nullable(),
    accountColor: str,
    theme: str,
    createdAt: instant,
  }),
  privacy: z.object({ profileVisibility: str, showActivity: z.boolean(), showPlaying: z.boolean() }),
  library: z.array(ExportGameSchema),
  reviews: z.array(
    z.object({
      gameId: str,
      rating: z.number().int().min(1).max(10),
      comment: str,
      spoiler: z.boolean(),
      hours: z.number(),
      platform: str,
      completed100Percent: z.boolean(),
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  likes: z.array(z.object({ reviewId: str, author: str, game: str, createdAt: instant })),
  journal: z.object({
    categories: z.array(z.object({ name: str, color: str, position: z.number().int(), createdAt: instant })),
    entries: z.array(
      z.object({
        gameId: str.nullable(),
        title: str.nullable(),
        content: str,
        category: str,
        date: day,
        tags: z.array(str),
        createdAt: instant,
        updatedAt: instant,
      }),
    ),
  }),
  follows: z.array(z.object({ username: str, createdAt: instant })),
  blocks: z.array(z.object({ username: str, createdAt: instant })),
  /** Catalog games marked 'Not interested' (minor version 1; absent from older exports). */
  dismissedRecommendations: z
    .array(
      z.object({
        catalog: z.object({ slug: str, igdbId: z.number().int().nullable(), steamAppId: z.number().int().nullable() }),
        title: str,
        createdAt: instant,
      }),
    )
    .default([]),
  /** The user's favourite games in their order, by their `library` ids (minor version 2; absent from older exports). */
  favourites: z.array(str).default([]),
  /** Which kinds of notification the user is told about (minor version 3): kind → on. */
  notifications: z.record(str, z.boolean()).optional(),
  /**
   * The wishlist, newest first (minor version 4; absent from older exports): games wanted but not owned,
   * a catalog game named by what another instance can find it by, or a title of the player's own.
   */
  wishlist: z
    .array(
      z.object({
        title: str,
        platform: str.nullable(),
        catalog: z.object({ slug: str, igdbId: z.number().int().nullable(), steamAppId: z.number().int().nullable() }).nullable(),
        createdAt: instant,
      }),
    )
    .default([]),
});
export type SavepointExport = z.infer<typeof SavepointExportSchema>;
