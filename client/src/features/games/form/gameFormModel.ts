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

/** The platform to keep after the options change: the current one if offered, the only option, or none. */
export function platformAfterOptions(current: string, options: string[]): string {
  const hit = options.find((o) => o.toLowerCase() === current.trim().toLowerCase());
  if (hit) return hit;
  return options.length === 1 ? options[0]! : "";
}

/** POST body: empty values (empty dates too) are left out, so the server applies its defaults. */
export function createBody(out: GameFormOutput): CreateGameInput {
  const { catalogGameId: _id, ...rest } = out;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * PUT body: only the fields `isDirty` names, null clearing what was emptied. Sending only what changed
 * keeps a play time that sessions made 1.333… from being rounded away, and a session logged meanwhile
 * from being overwritten.
 */
export function updateBody(out: GameFormOutput, isDirty: (field: keyof GameFormValues) => boolean): UpdateGameInput {
  const { catalogGameId: _id, catalogSlug: _slug, ...rest } = out;
  return Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== undefined && isDirty(k as keyof GameFormValues)));
}
