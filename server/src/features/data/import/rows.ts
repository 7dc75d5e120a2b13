// The normalised import row every parser produces, the file error a parser raises (naming the row and
// column), and the value mappings parsers share: ratings to 1–10, durations to minutes, dates, statuses.
import { IMPORT_STATUS_WORDS, RATING_MAX, RATING_MIN, normalizePlatform, type ExportGame, type GameStatus } from "@savepoint/common";

/** One game of an import file, in Savepoint's terms, with what each value was in the file. */
export interface ImportRow {
  line: number;
  /** The source's identity of the game: an external id, or the title and platform. */
  key: string;
  title: string;
  platform: string | null;
  ids: { igdb?: number; steam?: number; giantbomb?: number };
  status: GameStatus | null;
  statusFrom: string | null;
  rating: number | null;
  ratingFrom: string | null;
  /** Play time in minutes. */
  minutes: number | null;
  hoursFrom: string | null;
  /** The day the game was last played in the source (a play-time increase is a session on that day). */
  lastPlayed: string | null;
  startDate: string | null;
  completedDate: string | null;
  notes: string | null;
  /**
   * A review the source wrote (HowLongToBeat's Review Notes). The plan makes it the player's review when
   * the game ends Completed with a rating and has no review yet; else it stays in `notes`, which hold it
   * (`otherNotes`: the notes without it).
   */
  review?: { text: string; otherNotes: string | null };
  tags: string[];
  releaseYear: number | null;
  genres: string[];
  /** A row the parser already knows cannot be imported, and why. */
  skip: string | null;
  /** The source gave no title (a Steam app without its name): a catalog match's title is used instead. */
  placeholderTitle?: boolean;
  /** A Savepoint export's game, restored as it was. */
  full?: ExportGame;
  /** The source lists the game as wanted, not owned (a wishlist, "want to play"): it goes to the wishlist unless the library has it. */
  wishlist?: boolean;
}

/** A file that is not what it claims, or is malformed at a row: answered 400 naming the row and column. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    readonly where: { row?: number; column?: string } = {},
  ) {
    super(message);
  }
}

export const cellError = (row: number, column: string, problem: string) => new ImportFileError(`Row ${row}, column "${column}": ${problem}`, { row, column });

export function blankRow(line: number, title: string): ImportRow {
  return {
    line,
    key: "",
    title: title.trim(),
    platform: null,
    ids: {},
    status: null,
    statusFrom: null,
    rating: null,
    ratingFrom: null,
    minutes: null,
    hoursFrom: null,
    lastPlayed: null,
    startDate: null,
    completedDate: null,
    notes: null,
    tags: [],
    releaseYear: null,
    genres: [],
    skip: null,
  };
}

/** The key of a row without an external id: its title and platform, folded. */
export const titleKey = (title: string, platform: string | null) =>
  `title:${title.trim().toLowerCase().replace(/\s+/g, " ")}|${(platform ?? "").toLowerCase()}`;

/** Fills the key: the first external id, else title and platform. */
export function keyed(row: ImportRow, own?: string): ImportRow {
  const key =
    own ??
    (row.ids.igdb
      ? `igdb:${row.ids.igdb}`
      : row.ids.steam
        ? `steam:${row.ids.steam}`
        : row.ids.giantbomb
          ? `giantbomb:${row.ids.giantbomb}`
          : titleKey(row.title, row.platform));
  return { ...row, key };
}

const clampRating = (n: number) => Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(n)));

/** A rating on a 0–`scale` scale as 1–10 (0 or blank: no rating). A value off the scale is a cell error. */
export function scaleRating(raw: string, scale: number, at: { row: number; column: string }): number | null {
  if (raw === "") return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > scale) throw cellError(at.row, at.column, `"${raw}" is not a rating from 0 to ${scale}`);
  if (n === 0) return null;
  return clampRating((n * 10) / scale);
}

/** A whole or decimal number, or null when blank; anything else is a cell error. */
export function numberCell(raw: string, at: { row: number; column: string }): number | null {
  if (raw === "") return null;
  const n = Number(raw.replace(/,/g, ""));
  if (!Number.isFinite(n) || n < 0) throw cellError(at.row, at.column, `"${raw}" is not a number`);
  return n;
}

/** A positive integer id, or undefined when blank or not one. */
export function idCell(raw: string): number | undefined {
  const n = Number(raw);
  return /^\d{1,10}$/.test(raw) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

/** "H:MM:SS", "MM:SS" or plain seconds as minutes; "--" or blank: not set (null). */
export function durationMinutes(raw: string, at: { row: number; column: string }): number | null {
  const s = raw.trim();
  if (s === "" || s === "--") return null;
  const parts = s.split(":");
  if (parts.length > 3 || !parts.every((p) => /^\d+$/.test(p))) throw cellError(at.row, at.column, `"${raw}" is not a duration (H:MM:SS, MM:SS or seconds)`);
  const [h, m, sec] = parts.length === 3 ? parts.map(Number) : parts.length === 2 ? [0, ...parts.map(Number)] : [0, 0, Number(parts[0])];
  return Math.round((h! * 3600 + m! * 60 + sec!) / 60);
}

/** A date as "YYYY-MM-DD": ISO (with or without time), or US "M/D/YYYY" as Windows writes it; "None", "" → null. */
export function dateCell(raw: string, at: { row: number; column: string }): string | null {
  const s = raw.trim();
  if (s === "" || s === "None" || s === "null") return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(s);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(s);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y) throw cellError(at.row, at.column, `"${raw}" is not a date`);
  const out = `${y}-${m!.padStart(2, "0")}-${d!.padStart(2, "0")}`;
  const t = new Date(`${out}T00:00:00Z`);
  if (Number.isNaN(t.getTime()) || t.toISOString().slice(0, 10) !== out) throw cellError(at.row, at.column, `"${raw}" is not a date`);
  return out;
}

/** The year of a release date in any of the forms trackers write ("2011-04-19", "2025-Q3", "4/18/2011", "May 19, 2015 (…)"). */
export function yearOf(raw: string): number | null {
  const m = /\b(19\d{2}|20\d{2})\b/.exec(raw);
  return m ? Number(m[1]) : null;
}

/** The list and shelf names of games wanted but not owned yet (issue 33): they go to the wishlist. */
const WISH_WORDS = new Set(["wishlist", "wish list", "wish-list", "want to play", "want-to-play"]);
export const isWishWord = (word: string): boolean => WISH_WORDS.has(word.trim().toLowerCase().replace(/_/g, " "));

/** A list or shelf name as a status (Played → COMPLETED, Wish List → BACKLOG, Retired → ABANDONED…), else null. */
export const statusWord = (word: string): GameStatus | null => IMPORT_STATUS_WORDS[word.trim().toLowerCase()] ?? null;

/** A platform as Savepoint names it ("PC (Microsoft Windows)" and "PC (Windows)" are PC). */
export function platformName(raw: string): string | null {
  const s = raw.trim();
  if (s === "") return null;
  if (/^pc\b/i.test(s) || /windows/i.test(s)) return "PC";
  return normalizePlatform(s);
}

/** A JSON cell; a broken one is a cell error. */
export function jsonCell(raw: string, at: { row: number; column: string }): unknown {
  if (raw === "") return null;
  try {
    return JSON.parse(raw);
  } catch {
    throw cellError(at.row, at.column, "the cell is not valid JSON");
  }
}

/** Minutes as the hours the preview shows (two decimals). */
export const hoursOf = (minutes: number | null) => (minutes === null ? null : Math.round((minutes / 60) * 100) / 100);
