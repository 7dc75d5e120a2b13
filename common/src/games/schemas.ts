// The library's request schemas: the server validates with them, the client's forms resolve with them.
import { z } from "zod";
import { text } from "../primitives.ts";
import { dateField, editable, formInt, optionalText, platform, statusEnum, title } from "./fields.ts";
import { SESSION_MINUTES_MAX, SESSION_NOTE_MAX } from "./limits.ts";
import { blankToNull, blankToUndefined, isSet, numeric, upperEnum } from "./preprocess.ts";

export const ACHIEVEMENTS_OVER_TOTAL_MESSAGE = "Achievements completed cannot be more than the total";
export const COMPLETED_BEFORE_START_MESSAGE = "The completion date cannot be before the start date";
/** A backlog game has no play time (ADR 017): a session starts from In Progress. */
export const SESSION_ON_BACKLOG_MESSAGE = "Start playing this game (set it to In Progress) before logging a session";

const always = { when: () => true };
const num = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** Achievements completed never exceed the total (checked when both are numbers). */
const completedWithinTotal = (v: { achievementsCompleted?: number | null; totalAchievements?: number | null }) =>
  !(num(v.achievementsCompleted) && num(v.totalAchievements)) || v.achievementsCompleted <= v.totalAchievements;
const overTotal = { path: ["achievementsCompleted"], message: ACHIEVEMENTS_OVER_TOTAL_MESSAGE, ...always };

/** A game is completed on or after the day it was started (checked when both dates are given). */
const completedAfterStart = (v: { startDate?: string | null; completedDate?: string | null }) =>
  !(v.startDate && v.completedDate) || v.completedDate >= v.startDate;
const beforeStart = { path: ["completedDate"], message: COMPLETED_BEFORE_START_MESSAGE, ...always };

const CATALOG_CHOICE = "Choose a game from the catalog";

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
    catalogGameId: formInt("Catalog game", { min: 1, typeError: CATALOG_CHOICE, range: CATALOG_CHOICE }).optional(),
    catalogSlug: z
      .preprocess(
        blankToNull,
        text("Catalog game", CATALOG_CHOICE)
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9][a-z0-9-]{0,200}$/, CATALOG_CHOICE)
          .nullable(),
      )
      .optional(),
  })
  .refine((v) => v.title !== undefined || isSet(v.catalogGameId) || isSet(v.catalogSlug), { path: ["title"], message: "Title is required", ...always })
  .refine((v) => v.platform !== undefined || isSet(v.catalogGameId) || isSet(v.catalogSlug), { path: ["platform"], message: "Platform is required", ...always })
  .refine(completedWithinTotal, overTotal)
  .refine(completedAfterStart, beforeStart);
export type CreateGameInput = z.output<typeof CreateGameSchema>;

/** PUT /api/games/:id: any subset of the fields (the review dialog sends only `rating`). */
export const UpdateGameSchema = z.object(editable).refine(completedWithinTotal, overTotal).refine(completedAfterStart, beforeStart);
export type UpdateGameInput = z.output<typeof UpdateGameSchema>;

/** GET /api/games?status=: a status (any case, "in-progress" too), or "all"/empty for every game. */
export const GamesQuerySchema = z.object({
  status: z
    .preprocess((v) => {
      const u = upperEnum(v);
      return u === "" || u === "ALL" ? undefined : u;
    }, statusEnum.optional())
    .optional(),
});

/** GET /api/games/notes-matches?q=: the text My Games' search box looks for in the whole notes. */
export const NotesMatchQuerySchema = z.object({
  q: text("Search text", "Enter the text to look for").trim().min(2, "Enter at least 2 characters").max(100, "Search text must be at most 100 characters"),
});

/** The minutes and hours of a session as sent (before the schema's checks). */
const duration = (p: { value: unknown }) => p.value as { minutes?: unknown; hours?: unknown };

/** POST /api/games/:id/sessions: a date (default today), minutes or hours (not both), an optional note. */
export const CreatePlaySessionSchema = z
  .object({
    date: dateField("Session date").optional(),
    minutes: formInt("Minutes", {
      min: 1,
      max: SESSION_MINUTES_MAX,
      tooLow: "A session must last at least 1 minute",
      tooHigh: "A session can last at most 24 hours",
    }).optional(),
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
  .refine((v) => isSet(v.minutes) || isSet(v.hours), {
    path: ["minutes"],
    message: "Enter how long you played, in minutes or hours",
    when: (p) => !isSet(duration(p).minutes) && !isSet(duration(p).hours),
  })
  .refine((v) => !isSet(v.minutes) || !isSet(v.hours), {
    path: ["hours"],
    message: "Enter minutes or hours, not both",
    when: (p) => isSet(duration(p).minutes) && isSet(duration(p).hours),
  });
export type CreatePlaySessionInput = z.output<typeof CreatePlaySessionSchema>;
