// One zod schema per game field, with the message each way of getting it wrong reads as.
import { z } from "zod";
import { normalizePlatform } from "../platforms.ts";
import { int, text, unstorableText, type IntOptions } from "../primitives.ts";
import {
  ACHIEVEMENTS_MAX,
  GAME_STATUSES,
  GENRE_LIMITS,
  NOTES_MAX,
  PLAY_TIME_MAX,
  PRIORITIES,
  RATING_MAX,
  RATING_MIN,
  RELEASE_YEAR_MIN,
  releaseYearMax,
  TAG_LIMITS,
  TITLE_MAX,
} from "./limits.ts";
import { blankToNull, lowerEnum, normalizeGenres, normalizeTags, numeric, upperEnum } from "./preprocess.ts";

function isRealDate(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

/** "YYYY-MM-DD" (an ISO timestamp is cut to its day); empty or whitespace → null. */
export const dateField = (label: string) =>
  z.preprocess(
    blankToNull,
    text(label, `${label} must be a date like 2024-05-31`)
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, `${label} must be a date like 2024-05-31`)
      .transform((s) => s.slice(0, 10))
      .refine((s) => isRealDate(s) && Number(s.slice(0, 4)) >= RELEASE_YEAR_MIN, `${label} must be a real date like 2024-05-31`)
      .nullable(),
  );

export const optionalText = (label: string, max: number) =>
  z.preprocess(blankToNull, text(label).trim().max(max, `${label} must be at most ${max} characters`).nullable());

/**
 * A list of short labels: no blanks, nothing text() would refuse (checked with its rule here, so the
 * issue lands on the list itself, like every other issue of the list), no case-insensitive duplicates.
 */
export const labelList = (opts: { noun: string; plural: string; max: number; maxChars: number; normalize: (v: unknown) => unknown[] }) =>
  z.preprocess(
    opts.normalize,
    z.array(z.string({ error: `Each ${opts.noun} must be text` }), { error: `${opts.plural} must be a list` }).superRefine((list, ctx) => {
      if (list.some((s) => s === "")) ctx.addIssue({ code: "custom", message: `${opts.plural} cannot be blank` });
      const unstorable = list.map((s) => unstorableText(`A ${opts.noun}`, s)).find(Boolean);
      if (unstorable) ctx.addIssue({ code: "custom", message: unstorable });
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

/** A whole number as a form sends it ("" → null, "7" → 7), or null. */
export const formInt = (label: string, o: IntOptions) => z.preprocess(numeric, int(label, o).nullable());

/** A whole number from `min` to `max`, or null; every way to miss it reads the same. */
const wholeFromTo = (label: string, min: number, max: number) => formInt(label, { min, max, range: `${label} must be a whole number from ${min} to ${max}` });

/** An achievement count: a whole number from `min` (missing it reads `tooLow`) to ACHIEVEMENTS_MAX, or null. */
const achievementCount = (label: string, min: number, tooLow: string) => formInt(label, { min, max: ACHIEVEMENTS_MAX, tooLow });

export const title = text("Title", "Title is required").trim().min(1, "Title is required").max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`);

export const platform = text("Platform", "Platform is required")
  .trim()
  .min(1, "Platform is required")
  .max(100, "Platform must be at most 100 characters")
  .transform(normalizePlatform);

/** One of GAME_STATUSES (after upperEnum). */
export const statusEnum = z.enum(GAME_STATUSES, { error: "Status must be one of BACKLOG, IN_PROGRESS, COMPLETED or ABANDONED" });

const releaseYearRange = () => `Release year must be between ${RELEASE_YEAR_MIN} and ${releaseYearMax()}`;
const releaseYear = formInt("Release year", { min: RELEASE_YEAR_MIN, max: releaseYearMax, tooLow: releaseYearRange, tooHigh: releaseYearRange });

/** Hours; null or "" means 0. */
const playTime = z.preprocess(
  (v) => numeric(v) ?? 0,
  z
    .number({ error: "Play time must be a number" })
    .min(0, "Play time cannot be negative")
    .max(PLAY_TIME_MAX, `Play time must be at most ${PLAY_TIME_MAX} hours`),
);

const IMAGE_URL_MESSAGE = "Image URL must be a web address (http:// or https://)";

/** http(s) URLs, or a cover served by this instance (/api/catalog/covers/…). */
function isAcceptedImageUrl(s: string): boolean {
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
  text("Image URL", IMAGE_URL_MESSAGE).trim().max(2048, "Image URL must be at most 2048 characters").refine(isAcceptedImageUrl, IMAGE_URL_MESSAGE).nullable(),
);

const rawgId = formInt("RAWG id", { min: 1, whole: "RAWG id must be a positive whole number", tooLow: "RAWG id must be a positive whole number" });

/** Every editable field, each optional: absent = unchanged on update, default on create. */
export const editable = {
  title: title.optional(),
  platform: platform.optional(),
  genres: labelList({ noun: "genre", plural: "Genres", ...GENRE_LIMITS, normalize: normalizeGenres }).optional(),
  releaseYear: releaseYear.optional(),
  imageUrl: imageUrl.optional(),
  status: z.preprocess(upperEnum, statusEnum).optional(),
  rating: wholeFromTo("Rating", RATING_MIN, RATING_MAX).optional(),
  playTime: playTime.optional(),
  completed100Percent: z.boolean({ error: "100% Completed must be true or false" }).optional(),
  notes: optionalText("Notes", NOTES_MAX).optional(),
  priority: z.preprocess(lowerEnum, z.enum(PRIORITIES, { error: "Priority must be high, medium or low" })).optional(),
  startDate: dateField("Start date").optional(),
  completedDate: dateField("Completion date").optional(),
  addedToBacklog: dateField("Added to backlog date").optional(),
  abandonedDate: dateField("Abandoned date").optional(),
  achievementsCompleted: achievementCount("Achievements completed", 0, "Achievements completed cannot be negative").optional(),
  totalAchievements: achievementCount("Total achievements", 1, "Total achievements must be at least 1").optional(),
  customTags: labelList({ noun: "tag", plural: "Tags", ...TAG_LIMITS, normalize: normalizeTags }).optional(),
  developer: optionalText("Developer", 200).optional(),
  publisher: optionalText("Publisher", 200).optional(),
  description: optionalText("Description", 20_000).optional(),
  rawgId: rawgId.optional(),
  metacritic: wholeFromTo("Metacritic score", 0, 100).optional(),
};
