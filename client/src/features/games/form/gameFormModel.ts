// The Add/Edit Game form's values, defaults, validation (the shared schema) and request bodies.
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CreateGameSchema,
  DEFAULT_GAME_STATUS,
  DEFAULT_PRIORITY,
  GAME_STATUSES,
  PLATFORMS,
  PLAY_TIME_STEP,
  STATUS_FIELDS,
  STATUS_SHOWS,
  normalizePlatform,
  statusShows,
  type CatalogGame,
  type CreateGameInput,
  type GameStatus,
  type KeptStatusValues,
  type LibraryGameDto,
  type Priority,
  type StatusField,
  type UpdateGameInput,
} from "@savepoint/common";

/** What the inputs hold: text fields as strings, lists as arrays. */
export interface GameFormValues {
  title: string;
  platform: string;
  genres: string[];
  customTags: string[];
  releaseYear: string;
  developer: string;
  publisher: string;
  metacritic: string;
  status: GameStatus;
  priority: Priority;
  rating: string;
  playTime: string;
  startDate: string;
  completedDate: string;
  completed100Percent: boolean;
  achievementsCompleted: string;
  totalAchievements: string;
  /** Only an address the user gave (never this instance's own cover paths). */
  imageUrl: string;
  description: string;
  notes: string;
  /** The catalog game it comes from (set by choosing a search result); not an input. */
  catalogSlug: string;
  /** The cover the game has now, as this origin serves it (the catalog's, or its own); not an input. */
  shownCover: string;
}

export type GameFormOutput = CreateGameInput;

/** Every field a server issue may name and the form can show. */
export const FORM_FIELDS = [
  "title",
  "platform",
  "genres",
  "customTags",
  "releaseYear",
  "developer",
  "publisher",
  "metacritic",
  "status",
  "priority",
  "rating",
  "playTime",
  "startDate",
  "completedDate",
  "achievementsCompleted",
  "totalAchievements",
  "imageUrl",
  "description",
  "notes",
] as const satisfies readonly (keyof GameFormValues)[];

/**
 * The shared create schema, plus the form's own stance: title and platform are required even when a
 * catalog game is chosen (the API would otherwise take the catalog's title and first platform).
 */
const FormSchema = CreateGameSchema.superRefine((v, ctx) => {
  const fromCatalog = v.catalogSlug !== null && v.catalogSlug !== undefined;
  if (v.title === undefined && fromCatalog) ctx.addIssue({ code: "custom", path: ["title"], message: "Title is required" });
  if (v.platform === undefined && fromCatalog) ctx.addIssue({ code: "custom", path: ["platform"], message: "Platform is required" });
});

const schemaResolver = zodResolver(FormSchema) as unknown as Resolver<GameFormValues, unknown, GameFormOutput>;

const isStatusField = (key: string): key is StatusField => (STATUS_FIELDS as readonly string[]).includes(key);
const isStatus = (s: string): s is GameStatus => (GAME_STATUSES as readonly string[]).includes(s);

/** Whether a field of the body is one its status keeps (a field no status owns always is). */
const keptBy = (status: GameStatus | undefined, key: string) => !isStatusField(key) || statusShows(status ?? DEFAULT_GAME_STATUS, key);

/**
 * The values as checked: a field the status hides counts as empty. It is never sent (ADR 017), so a
 * value left in it (a rating of 11 typed before choosing Backlog) cannot stop a save nobody can see.
 */
function hiddenEmptied(v: GameFormValues): GameFormValues {
  if (!isStatus(v.status)) return v;
  const out: Record<string, unknown> = { ...v };
  for (const f of STATUS_FIELDS) if (!statusShows(v.status, f)) out[f] = f === "completed100Percent" ? false : "";
  return out as unknown as GameFormValues;
}

export const PLAY_TIME_STEP_MESSAGE = `Play time must be in steps of ${PLAY_TIME_STEP} hours`;
const offStep = (hours: number) => Math.abs(hours / PLAY_TIME_STEP - Math.round(hours / PLAY_TIME_STEP)) > 1e-9;

/**
 * The shared schema, plus the form's own rules: hidden fields count as empty, and a play time the player
 * typed moves in steps of PLAY_TIME_STEP. The step is the input's rule, not the data's: a play time
 * sessions or an import made (1.33 h) saves untouched, so it is checked only once it differs from `defaults`.
 */
export function gameFormResolver(defaults: Pick<GameFormValues, "playTime">): Resolver<GameFormValues, unknown, GameFormOutput> {
  return async (values, context, options) => {
    const checked = hiddenEmptied(values);
    const result = await schemaResolver(checked, context, options);
    const typed = checked.playTime.trim();
    if (typed === "" || typed === defaults.playTime.trim()) return result;
    const hours = Number(typed);
    if (!Number.isFinite(hours) || !offStep(hours) || result.errors.playTime) return result;
    return { values: {}, errors: { ...result.errors, playTime: { type: "step", message: PLAY_TIME_STEP_MESSAGE } } };
  };
}

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? "" : String(v));

export const EMPTY_VALUES: GameFormValues = {
  title: "",
  platform: "",
  genres: [],
  customTags: [],
  releaseYear: "",
  developer: "",
  publisher: "",
  metacritic: "",
  status: DEFAULT_GAME_STATUS,
  priority: DEFAULT_PRIORITY,
  rating: "",
  playTime: "",
  startDate: "",
  completedDate: "",
  completed100Percent: false,
  achievementsCompleted: "",
  totalAchievements: "",
  imageUrl: "",
  description: "",
  notes: "",
  catalogSlug: "",
  shownCover: "",
};

export function valuesFromGame(g: LibraryGameDto): GameFormValues {
  return {
    title: g.title,
    platform: g.platform,
    genres: [...g.genres],
    customTags: [...g.customTags],
    releaseYear: str(g.releaseYear),
    developer: g.developer ?? "",
    publisher: g.publisher ?? "",
    metacritic: str(g.metacritic),
    status: g.status,
    priority: g.priority,
    rating: str(g.rating),
    playTime: g.playTime ? String(Math.round(g.playTime * 100) / 100) : "",
    startDate: g.startDate ?? "",
    completedDate: g.completedDate ?? "",
    completed100Percent: g.completed100Percent,
    achievementsCompleted: str(g.achievementsCompleted),
    totalAchievements: str(g.totalAchievements),
    imageUrl: g.customImageUrl ?? "",
    description: g.description ?? "",
    notes: g.notes ?? "",
    catalogSlug: g.catalogSlug ?? "",
    shownCover: g.imageUrl ?? "",
  };
}

/** The platform options when editing: the usual list, plus the game's own platform if it is not on it. */
export function editPlatformOptions(current: string): string[] {
  const options: string[] = [...PLATFORMS];
  if (current && !options.some((p) => p.toLowerCase() === current.toLowerCase())) options.push(current);
  return options;
}

/** The catalog's platforms as form options: canonical names, no duplicates. */
export function catalogPlatformOptions(game: Pick<CatalogGame, "platforms">): string[] {
  const out: string[] = [];
  for (const p of game.platforms) {
    const n = normalizePlatform(p);
    if (n && !out.some((o) => o.toLowerCase() === n.toLowerCase())) out.push(n);
  }
  return out.length ? out : [...PLATFORMS];
}

/** The fields a catalog game fills when it is chosen from the search results. */
export function catalogFill(game: CatalogGame): Partial<GameFormValues> {
  const genres: string[] = [];
  for (const g of game.genres) {
    const name = g.trim();
    if (name && !genres.some((x) => x.toLowerCase() === name.toLowerCase())) genres.push(name);
  }
  return {
    title: game.title,
    genres,
    releaseYear: str(game.year),
    // The catalog's cover is the game's unless the user gives an address: the field stays theirs.
    shownCover: game.imageUrl ?? "",
    developer: game.developers.join(", "),
    publisher: game.publishers.join(", "),
    description: game.description ?? "",
    metacritic: str(game.metacritic),
    catalogSlug: game.slug,
  };
}

/**
 * When the title leaves the chosen catalog game: the link goes, and so does what the game filled that the
 * form still holds unchanged (a value the player edited stays; of the genres, only the catalog's go).
 */
export function unlinkedValues(current: GameFormValues, fill: Partial<GameFormValues>): Partial<GameFormValues> {
  const out: Record<string, unknown> = { catalogSlug: "" };
  for (const [key, brought] of Object.entries(fill) as [keyof GameFormValues, unknown][]) {
    if (key === "title" || key === "catalogSlug") continue;
    const now = current[key];
    if (Array.isArray(now) && Array.isArray(brought)) {
      const caught = new Set(brought.map((x) => String(x).toLowerCase()));
      out[key] = now.filter((x) => !caught.has(x.toLowerCase()));
    } else if (now === brought) {
      out[key] = EMPTY_VALUES[key];
    }
  }
  return out;
}

/** The platform to keep after the options change: the current one if offered, the only option, or none. */
export function platformAfterOptions(current: string, options: string[]): string {
  const hit = options.find((o) => o.toLowerCase() === current.trim().toLowerCase());
  if (hit) return hit;
  return options.length === 1 ? options[0]! : "";
}

/**
 * POST body: empty values (empty dates too) are left out, so the server applies its defaults, and so is
 * every value the status hides (the server refuses one: ADR 017).
 */
export function createBody(out: GameFormOutput): CreateGameInput {
  const { catalogGameId: _id, ...rest } = out;
  return Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== null && v !== undefined && keptBy(out.status, k)));
}

/**
 * PUT body: only the fields `isDirty` names, null clearing what was emptied, never one the status hides
 * (the server keeps those in the status history). Sending only what changed keeps a play time that
 * sessions made 1.333… from being rounded away, and a session logged meanwhile from being overwritten.
 */
export function updateBody(out: GameFormOutput, isDirty: (field: keyof GameFormValues) => boolean): UpdateGameInput {
  const { catalogGameId: _id, catalogSlug: _slug, ...rest } = out;
  return Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== undefined && isDirty(k as keyof GameFormValues) && keptBy(out.status, k)));
}

/**
 * The form values a status change brings back from the game's history (ADR 017): each field the new
 * status shows that the history keeps, as the inputs hold it.
 */
export function keptFill(status: GameStatus, kept: KeptStatusValues): [keyof GameFormValues & StatusField, string | boolean][] {
  const out: [keyof GameFormValues & StatusField, string | boolean][] = [];
  for (const field of STATUS_SHOWS[status]) {
    const value = kept[field];
    if (value === undefined || field === "abandonedDate") continue;
    out.push([field, typeof value === "boolean" ? value : field === "playTime" ? String(Math.round((value as number) * 100) / 100) : String(value)]);
  }
  return out;
}
