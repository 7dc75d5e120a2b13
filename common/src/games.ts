// The "My Games" library contract: the game form's rules (spec §5, issue 4 §2), shared by the client's
// form (react-hook-form + zodResolver) and the server's validation, and the shapes the API answers with.
import { z } from "zod";
import { normalizePlatform } from "./platforms.ts";

export const GAME_STATUSES = ["BACKLOG", "IN_PROGRESS", "COMPLETED", "ABANDONED"] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const DEFAULT_GAME_STATUS: GameStatus = "IN_PROGRESS";

export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = "medium";

/** Spec §9. */
export const RELEASE_YEAR_MIN = 1900;
/** Next year, evaluated on each call (a long-running server crosses New Year). */
export const releaseYearMax = () => new Date().getFullYear() + 1;
export const RATING_MIN = 1;
export const RATING_MAX = 10;
/** The form's step; the server does not enforce it (sessions produce fractions). */
export const PLAY_TIME_STEP = 0.5;
export const PLAY_TIME_MAX = 100_000;
export const TITLE_MAX = 200;
export const NOTES_MAX = 10_000;
/**
 * The list's notes excerpt is at most this many characters (a longer note ends with "…"): a card clamps
 * notes to three lines, about 80 characters on a phone and 130 on the widest card.
 */
export const NOTES_EXCERPT_MAX = 140;
export const GENRES_MAX = 20;
export const GENRE_MAX_CHARS = 60;
export const TAGS_MAX = 30;
export const TAG_MAX_CHARS = 40;
export const SESSION_MINUTES_MAX = 24 * 60;
export const SESSION_NOTE_MAX = 500;

/** Which date a status fills when a game enters it with that date empty (spec §4, issue 4 §1). */
export const STATUS_DATE_FIELD = {
  IN_PROGRESS: "startDate",
  COMPLETED: "completedDate",
  BACKLOG: "addedToBacklog",
  ABANDONED: "abandonedDate",
} as const satisfies Record<GameStatus, string>;

// ---------------------------------------------------------------------------------------------
// Input normalisers (exported so the client can apply the very same rules before sending).

/**
 * Spec §5 genre normalisation: an array stays (entries trimmed); a string becomes its comma-separated
 * parts, trimmed, empty parts dropped ("RPG" → ["RPG"], "RPG, Action" → ["RPG", "Action"]);
 * anything else becomes an empty list.
 */
export function normalizeGenres(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v.trim() : v));
  if (typeof value === "string") return value.split(",").map((s) => s.trim()).filter((s) => s !== "");
  return [];
}

/** Spec §5: customTags is always a list (entries trimmed); anything that is not a list becomes []. */
export function normalizeTags(value: unknown): unknown[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v.trim() : v)) : [];
}

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
/** Form inputs arrive as strings: "" → null, "7" → 7; anything unparsable is left for the type check. */
const numeric = (v: unknown) => {
  if (typeof v !== "string") return v;
  const t = v.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isNaN(n) ? v : n;
};
const upperEnum = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase().replace(/[-\s]+/g, "_") : v);
const lowerEnum = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);

function isRealDate(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

/** "YYYY-MM-DD" (an ISO timestamp is cut to its day); empty or whitespace → null. */
const dateField = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be a date like 2024-05-31` })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, `${label} must be a date like 2024-05-31`)
      .transform((s) => s.slice(0, 10))
      .refine((s) => isRealDate(s) && Number(s.slice(0, 4)) >= RELEASE_YEAR_MIN, `${label} must be a real date like 2024-05-31`)
      .nullable(),
  );

const optionalText = (label: string, max: number) =>
  z.preprocess(
    blankToNull,
    z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).nullable(),
  );

/** A list of short labels: no blanks, no case-insensitive duplicates; the issue lands on the list itself. */
const labelList = (opts: { noun: string; plural: string; max: number; maxChars: number; normalize: (v: unknown) => unknown[] }) =>
  z.preprocess(
    opts.normalize,
    z
      .array(z.string({ error: `Each ${opts.noun} must be text` }), { error: `${opts.plural} must be a list` })
      .superRefine((list, ctx) => {
        if (list.some((s) => s === "")) ctx.addIssue({ code: "custom", message: `${opts.plural} cannot be blank` });
        const long = list.find((s) => s.length > opts.maxChars);
        if (long) ctx.addIssue({ code: "custom", message: `A ${opts.noun} must be at most ${opts.maxChars} characters` });
        if (list.length > opts.max) ctx.addIssue({ code: "custom", message: `At most ${opts.max} ${opts.plural.toLowerCase()}` });
        const seen = new Set<string>();
        for (const s of list) {
          const key = s.toLowerCase();
          if (key !== "" && seen.has(key)) {
            ctx.addIssue({ code: "custom", message: `Duplicate ${opts.noun}: ${s}` });
            break;
          }
          seen.add(key);
        }
      }),
  );

// ---------------------------------------------------------------------------------------------
// Fields

const title = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);

const platform = z
  .string({ error: "Platform is required" })
  .trim()
  .min(1, "Platform is required")
  .max(100, "Platform must be at most 100 characters")
  .transform(normalizePlatform);

const status = z.preprocess(
  upperEnum,
  z.enum(GAME_STATUSES, { error: "Status must be one of BACKLOG, IN_PROGRESS, COMPLETED or ABANDONED" }),
);

const priority = z.preprocess(lowerEnum, z.enum(PRIORITIES, { error: "Priority must be high, medium or low" }));

const releaseYear = z.preprocess(
  numeric,
  z
    .number({ error: "Release year must be a number" })
    .int("Release year must be a whole number")
    .superRefine((y, ctx) => {
      const max = releaseYearMax();
      if (y < RELEASE_YEAR_MIN || y > max) ctx.addIssue({ code: "custom", message: `Release year must be between ${RELEASE_YEAR_MIN} and ${max}` });
    })
    .nullable(),
);

const rating = z.preprocess(
  numeric,
  z
    .number({ error: "Rating must be a number" })
    .int(`Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
    .nullable(),
);

/** Hours; null or "" means 0. */
const playTime = z.preprocess(
  (v) => numeric(v) ?? 0,
  z
    .number({ error: "Play time must be a number" })
    .min(0, "Play time cannot be negative")
    .max(PLAY_TIME_MAX, `Play time must be at most ${PLAY_TIME_MAX} hours`),
);

const totalAchievements = z.preprocess(
  numeric,
  z
    .number({ error: "Total achievements must be a number" })
    .int("Total achievements must be a whole number")
    .min(1, "Total achievements must be at least 1")
    .max(100_000, "Total achievements must be at most 100000")
    .nullable(),
);

const achievementsCompleted = z.preprocess(
  numeric,
  z
    .number({ error: "Achievements completed must be a number" })
    .int("Achievements completed must be a whole number")
    .min(0, "Achievements completed cannot be negative")
    .max(100_000, "Achievements completed must be at most 100000")
    .nullable(),
);

export const IMAGE_URL_MESSAGE = "Image URL must be a web address (http:// or https://)";
/** http(s) URLs, or a cover served by this instance (/api/catalog/covers/…). */
export function isAcceptedImageUrl(s: string): boolean {
  if (s.startsWith("/api/catalog/covers/")) return !/\s/.test(s);
  try {
    const u = new URL(s);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "";
  } catch {
    return false;
  }
}
const imageUrl = z.preprocess(
  blankToNull,
  z
    .string({ error: IMAGE_URL_MESSAGE })
    .trim()
    .max(2048, "Image URL must be at most 2048 characters")
    .refine(isAcceptedImageUrl, IMAGE_URL_MESSAGE)
    .nullable(),
);

const completed100Percent = z.boolean({ error: "100% Completed must be true or false" });

const rawgId = z.preprocess(
  numeric,
  z.number({ error: "RAWG id must be a number" }).int("RAWG id must be a positive whole number").positive("RAWG id must be a positive whole number").nullable(),
);
const metacritic = z.preprocess(
  numeric,
  z
    .number({ error: "Metacritic score must be a number" })
    .int("Metacritic score must be a whole number from 0 to 100")
    .min(0, "Metacritic score must be a whole number from 0 to 100")
    .max(100, "Metacritic score must be a whole number from 0 to 100")
    .nullable(),
);

const genres = labelList({ noun: "genre", plural: "Genres", max: GENRES_MAX, maxChars: GENRE_MAX_CHARS, normalize: normalizeGenres });
const customTags = labelList({ noun: "tag", plural: "Tags", max: TAGS_MAX, maxChars: TAG_MAX_CHARS, normalize: normalizeTags });

/** Every editable field, each optional: absent = unchanged on update, default on create. */
const editable = {
  title: title.optional(),
  platform: platform.optional(),
  genres: genres.optional(),
  releaseYear: releaseYear.optional(),
  imageUrl: imageUrl.optional(),
  status: status.optional(),
  rating: rating.optional(),
  playTime: playTime.optional(),
  completed100Percent: completed100Percent.optional(),
  notes: optionalText("Notes", NOTES_MAX).optional(),
  priority: priority.optional(),
  startDate: dateField("Start date").optional(),
  completedDate: dateField("Completion date").optional(),
  addedToBacklog: dateField("Added to backlog date").optional(),
  abandonedDate: dateField("Abandoned date").optional(),
  achievementsCompleted: achievementsCompleted.optional(),
  totalAchievements: totalAchievements.optional(),
  customTags: customTags.optional(),
  developer: optionalText("Developer", 200).optional(),
  publisher: optionalText("Publisher", 200).optional(),
  description: optionalText("Description", 20_000).optional(),
  rawgId: rawgId.optional(),
  metacritic: metacritic.optional(),
};

/**
 * The spec's `genre` (a string or list) as another name for `genres` (used when `genres` is absent).
 * The server applies it to request bodies before parsing them.
 */
export function withGenreAlias(body: unknown): unknown {
  if (body && typeof body === "object" && !Array.isArray(body) && "genre" in body) {
    const { genre, ...rest } = body as Record<string, unknown>;
    return "genres" in rest ? rest : { ...rest, genres: genre };
  }
  return body;
}

export const ACHIEVEMENTS_OVER_TOTAL_MESSAGE = "Achievements completed cannot be more than the total";

const always = { when: () => true };
const num = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * POST /api/games. Title and platform are required unless the game is chosen from the catalog
 * (catalogGameId or catalogSlug), whose title, first platform, genres, year, cover, developer,
 * publisher, description, metacritic and rawgId fill whatever the payload leaves empty.
 */
export const CreateGameSchema = z
  .object({
    ...editable,
    title: z.preprocess(blankToUndefined, title.optional()),
    platform: z.preprocess(blankToUndefined, platform.optional()),
    catalogGameId: z.preprocess(
      numeric,
      z.number({ error: "Choose a game from the catalog" }).int("Choose a game from the catalog").positive("Choose a game from the catalog").nullable(),
    ).optional(),
    catalogSlug: z.preprocess(
      blankToNull,
      z.string({ error: "Choose a game from the catalog" }).trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,200}$/, "Choose a game from the catalog").nullable(),
    ).optional(),
  })
  .refine((v) => v.title !== undefined || v.catalogGameId != null || v.catalogSlug != null, {
    path: ["title"],
    message: "Title is required",
    ...always,
  })
  .refine((v) => v.platform !== undefined || v.catalogGameId != null || v.catalogSlug != null, {
    path: ["platform"],
    message: "Platform is required",
    ...always,
  })
  .refine((v) => !(num(v.achievementsCompleted) && num(v.totalAchievements)) || v.achievementsCompleted <= v.totalAchievements, {
    path: ["achievementsCompleted"],
    message: ACHIEVEMENTS_OVER_TOTAL_MESSAGE,
    ...always,
  });
export type CreateGameInput = z.output<typeof CreateGameSchema>;

/** PUT /api/games/:id: any subset of the fields (the review dialog sends only `rating`). */
export const UpdateGameSchema = z
  .object(editable)
  .refine((v) => !(num(v.achievementsCompleted) && num(v.totalAchievements)) || v.achievementsCompleted <= v.totalAchievements, {
    path: ["achievementsCompleted"],
    message: ACHIEVEMENTS_OVER_TOTAL_MESSAGE,
    ...always,
  });
export type UpdateGameInput = z.output<typeof UpdateGameSchema>;

/** GET /api/games?status=: a status (any case, "in-progress" too), or "all"/empty for every game. */
export const GamesQuerySchema = z.object({
  status: z
    .preprocess(
      (v) => {
        const u = upperEnum(v);
        return u === "" || u === "ALL" ? undefined : u;
      },
      z.enum(GAME_STATUSES, { error: "Status must be one of BACKLOG, IN_PROGRESS, COMPLETED or ABANDONED" }).optional(),
    )
    .optional(),
});

/** POST /api/games/:id/sessions: a date (default today), minutes or hours (not both), an optional note. */
export const CreatePlaySessionSchema = z
  .object({
    date: dateField("Session date").optional(),
    minutes: z
      .preprocess(
        numeric,
        z
          .number({ error: "Minutes must be a number" })
          .int("Minutes must be a whole number")
          .min(1, "A session must last at least 1 minute")
          .max(SESSION_MINUTES_MAX, "A session can last at most 24 hours")
          .nullable(),
      )
      .optional(),
    hours: z
      .preprocess(
        numeric,
        z
          .number({ error: "Hours must be a number" })
          .min(1 / 60, "A session must last at least 1 minute")
          .max(SESSION_MINUTES_MAX / 60, "A session can last at most 24 hours")
          .nullable(),
      )
      .optional(),
    note: optionalText("Note", SESSION_NOTE_MAX).optional(),
  })
  .refine((v) => v.minutes != null || v.hours != null, {
    path: ["minutes"],
    message: "Enter how long you played, in minutes or hours",
    when: (p) => {
      const v = p.value as { minutes?: unknown; hours?: unknown };
      return v.minutes == null && v.hours == null;
    },
  })
  .refine((v) => v.minutes == null || v.hours == null, {
    path: ["hours"],
    message: "Enter minutes or hours, not both",
    when: (p) => {
      const v = p.value as { minutes?: unknown; hours?: unknown };
      return v.minutes != null && v.hours != null;
    },
  });
export type CreatePlaySessionInput = z.output<typeof CreatePlaySessionSchema>;

// ---------------------------------------------------------------------------------------------
// Responses

/** One entry per status the game has had, oldest first; `at` is an ISO timestamp. */
export interface StatusHistoryEntry {
  status: GameStatus;
  at: string;
}

export interface PlaySessionDto {
  id: string;
  gameId: string;
  /** "YYYY-MM-DD". */
  date: string;
  minutes: number;
  /** minutes / 60, two decimals. */
  hours: number;
  note: string | null;
  createdAt: string;
}

/** POST /api/games/:id/sessions answers the session and the game's new playTime (hours). */
export interface PlaySessionCreated {
  session: PlaySessionDto;
  playTime: number;
}

/** DELETE /api/games/:id/sessions/:sessionId answers the game's new playTime (hours). */
export interface PlaySessionDeleted {
  playTime: number;
}

/**
 * One item of GET /api/games: exactly what a game card shows (spec §2 Game card), newest first. Dates,
 * priority and the other fields of the game are on GET /api/games/:id; a 1,000-game list stays small.
 */
export interface LibraryGameSummary {
  id: string;
  /** For /game/{slug}. */
  slug: string;
  title: string;
  platform: string;
  /** The genre chip: the game's first genre. */
  genre: string | null;
  releaseYear: number | null;
  imageUrl: string | null;
  status: GameStatus;
  rating: number | null;
  /** Hours. */
  playTime: number;
  achievementsCompleted: number | null;
  totalAchievements: number | null;
  customTags: string[];
  /** The first NOTES_EXCERPT_MAX characters of the notes (ending in "…" when cut): three card lines. Not for editing. */
  notesExcerpt: string | null;
}

/** GET /api/games/:id, GET /api/games/slug/:slug, POST and PUT answers. Dates are "YYYY-MM-DD" or null. */
export interface LibraryGameDto extends Omit<LibraryGameSummary, "notesExcerpt" | "genre"> {
  genres: string[];
  completed100Percent: boolean;
  priority: Priority;
  startDate: string | null;
  completedDate: string | null;
  addedToBacklog: string | null;
  abandonedDate: string | null;
  notes: string | null;
  developer: string | null;
  publisher: string | null;
  description: string | null;
  rawgId: number | null;
  metacritic: number | null;
  /** The catalog game it was added from (null if typed in, or if that catalog row is gone). */
  catalogGameId: number | null;
  /** That catalog game's slug: /api/catalog/games/{catalogSlug} has its ratings and related games. */
  catalogSlug: string | null;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
  statusHistory: StatusHistoryEntry[];
  /** Newest first. */
  sessions: PlaySessionDto[];
}

/** GET /api/games/stats: the acting user's whole library. */
export interface GameStats {
  totalGames: number;
  completedGames: number;
  backlogCount: number;
  inProgressCount: number;
  abandonedCount: number;
  /** Mean rating over the games that HAVE a rating (any status), one decimal; 0 when none is rated. */
  averageRating: number;
  /** How many games have a rating (the population of averageRating). */
  ratedGames: number;
  /** Sum of playTime over all games (any status), in hours, two decimals. */
  totalPlayTime: number;
  /** Over games with a totalAchievements: the sum of achievementsCompleted (missing counts as 0). */
  totalAchievementsCompleted: number;
  /** Sum of totalAchievements over the games that have one. */
  totalAchievementsAvailable: number;
  /** round(100 × completed / available), 0 when nothing is available. */
  achievementCompletionRate: number;
}
