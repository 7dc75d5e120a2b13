// The Add/Edit Game form's values, defaults, validation (the shared schema) and request bodies.
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  CreateGameSchema,
  DEFAULT_GAME_STATUS,
  DEFAULT_PRIORITY,
  PLATFORMS,
  normalizePlatform,
  type CatalogGame,
  type CreateGameInput,
  type GameStatus,
  type LibraryGameDto,
  type Priority,
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
  imageUrl: string;
  description: string;
  notes: string;
  /** The catalog game it comes from (set by choosing a search result); not an input. */
  catalogSlug: string;
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
export type FormField = (typeof FORM_FIELDS)[number];

/**
 * The shared create schema, plus the form's own stance: title and platform are required even when a
 * catalog game is chosen (the API would otherwise take the catalog's title and first platform).
 */
const FormSchema = CreateGameSchema.superRefine((v, ctx) => {
  if (v.title === undefined && v.catalogSlug != null) ctx.addIssue({ code: "custom", path: ["title"], message: "Title is required" });
  if (v.platform === undefined && v.catalogSlug != null) ctx.addIssue({ code: "custom", path: ["platform"], message: "Platform is required" });
});

export const gameFormResolver = zodResolver(FormSchema) as unknown as Resolver<GameFormValues, unknown, GameFormOutput>;

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
    imageUrl: g.imageUrl ?? "",
    description: g.description ?? "",
    notes: g.notes ?? "",
    catalogSlug: g.catalogSlug ?? "",
  };
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

/** The fields a catalog game fills (spec §4: choosing a result fills the form). */
export function catalogFill(game: CatalogGame): Partial<GameFormValues> {
  const genres: string[] = [];
  for (const g of game.genres) if (g.trim() && !genres.some((x) => x.toLowerCase() === g.trim().toLowerCase())) genres.push(g.trim());
  return {
    title: game.title,
    genres,
    releaseYear: str(game.year),
    imageUrl: game.imageUrl ?? "",
    developer: game.developers.join(", "),
    publisher: game.publishers.join(", "),
    description: game.description ?? "",
    metacritic: str(game.metacritic),
    catalogSlug: game.slug,
  };
}

/** The platform to keep after the options change: the current one if offered, the only option, or none. */
export function platformAfterOptions(current: string, options: string[]): string {
  const hit = options.find((o) => o.toLowerCase() === current.trim().toLowerCase());
  if (hit) return hit;
  return options.length === 1 ? options[0]! : "";
}

/** POST body: empty values are left out (the server applies its defaults; spec §5: empty dates are not sent). */
export function createBody(out: GameFormOutput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(out)) if (v !== null && v !== undefined) body[k] = v;
  delete body.catalogGameId;
  return body;
}

/** PUT body: every field, null clearing what was emptied. */
export function updateBody(out: GameFormOutput): Record<string, unknown> {
  const { catalogGameId: _id, catalogSlug: _slug, ...rest } = out;
  const body: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) body[k] = v;
  return body;
}
