// Export and import: the export format's version, the import sources, sizes and the texts both sides show.
import type { GameStatus } from "../games/limits.ts";
import { formatCount } from "../text.ts";

/** The version of the Savepoint JSON export (docs/export-format.md). A breaking change raises it. */
export const EXPORT_FORMAT_VERSION = 1;
/** Raised by an addition to the export (1: dismissed recommendations, 2: favourite games, 3: notification settings, 4: the wishlist). */
export const EXPORT_FORMAT_MINOR_VERSION = 4;
export const EXPORT_FORMATS = ["json", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** What a CSV export holds: the library (one row per game) or the journal (one row per entry). */
export const CSV_EXPORTS = ["library", "journal"] as const;
export type CsvExport = (typeof CSV_EXPORTS)[number];

/** Where an import comes from: a file of one of these trackers, a CSV with a column mapping, or Steam. */
export const IMPORT_SOURCES = ["savepoint", "grouvee", "hltb", "playnite", "igdb", "backloggd", "csv", "steam"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_SOURCE_LABELS: Record<ImportSource, string> = {
  savepoint: "Savepoint (JSON export)",
  grouvee: "Grouvee (CSV)",
  hltb: "HowLongToBeat (CSV)",
  playnite: "Playnite (CSV)",
  igdb: "IGDB list (CSV)",
  backloggd: "Backloggd (scraper CSV)",
  csv: "Other CSV (choose the columns)",
  steam: "Steam (SteamID or profile URL)",
};

/** The fields a generic CSV's columns can be mapped to. `title` is required. */
export const CSV_MAPPING_FIELDS = [
  "title",
  "platform",
  "status",
  "rating",
  "hours",
  "startDate",
  "completedDate",
  "notes",
  "igdbId",
  "steamAppId",
  "tags",
] as const;
export type CsvMappingField = (typeof CSV_MAPPING_FIELDS)[number];
/** The scales a generic CSV's rating column can be on. */
export const CSV_RATING_SCALES = ["10", "5", "100"] as const;

/** The largest file an import reads (characters of its text), and the largest request that carries it. */
export const IMPORT_FILE_MAX_CHARS = 10 * 1024 * 1024;
export const IMPORT_BODY_MAX_BYTES = 12 * 1024 * 1024;
/** Rows in one import. */
export const IMPORT_ROWS_MAX = 20_000;
/** Rows of each outcome the preview shows. */
export const IMPORT_PREVIEW_ROWS = 5;
/** Rows matching several copies of a game the preview lists for the player to choose which copy each updates. */
export const IMPORT_CHOICE_ROWS = 100;
/** Import runs listed (newest first). */
export const IMPORT_RUNS_LISTED = 50;

export type ImportOutcome = "matched" | "created" | "skipped";
/** What applying a row does to the library: add a game, update one, nothing (already as in the file), or skip the row. */
/** "wishlist": a game the source lists as wanted (a wishlist, "want to play") and the library does not have goes to the wishlist (issue 33). */
export type ImportAction = "add" | "update" | "unchanged" | "wishlist" | "skip";
/** A run is previewed, then queued and running (applied in the background, a batch at a time), then applied or failed (nothing kept), and an applied run can be undone. */
export type ImportRunState = "preview" | "queued" | "running" | "applied" | "failed" | "undone";
/** Games written per transaction while a run is applied (other requests are served between batches). */
export const IMPORT_BATCH_GAMES = 200;
/** A preview never applied is deleted this many days after it was made (its whole file with it). */
export const IMPORT_PREVIEW_KEEP_DAYS = 7;
/**
 * A finished run (applied, failed or undone) keeps its file's rows this many days; then only what
 * the runs list, undo and later imports need stays (its summary, its change log, the import links).
 */
export const IMPORT_FILE_KEEP_DAYS = 30;

/** The status a list or shelf name of another tracker maps to. */
export const IMPORT_STATUS_WORDS: Record<string, GameStatus> = {
  played: "COMPLETED",
  completed: "COMPLETED",
  beaten: "COMPLETED",
  mastered: "COMPLETED",
  finished: "COMPLETED",
  playing: "IN_PROGRESS",
  "in-progress": "IN_PROGRESS",
  "in progress": "IN_PROGRESS",
  replay: "IN_PROGRESS",
  "on hold": "IN_PROGRESS",
  backlog: "BACKLOG",
  "plan to play": "BACKLOG",
  "not played": "BACKLOG",
  "want to play": "BACKLOG",
  "wish list": "BACKLOG",
  wishlist: "BACKLOG",
  retired: "ABANDONED",
  abandoned: "ABANDONED",
  dropped: "ABANDONED",
  shelved: "ABANDONED",
};

export const DATA_TEXTS = {
  tooLarge: `The file is too large: an import reads files up to ${IMPORT_FILE_MAX_CHARS / 1024 / 1024} MB. Split it and import the parts one after the other.`,
  noCopyChosen: "Not imported: you chose none of the copies",
  chosenCopyGone: "Not imported: the copy you chose is not one this row matches any more",
  tooManyRows: `The file has more than ${formatCount(IMPORT_ROWS_MAX)} rows. Split it and import the parts one after the other.`,
  empty: "The file has no rows to import.",
  notApplicable: "This import has already been applied or undone.",
  notUndoable: "Only an applied import can be undone.",
  interrupted: "The server stopped while this import was running: nothing of it was kept. Import the file again.",
  steamNotConfigured: "Steam import needs a Steam Web API key on the server: the administrator must set STEAM_API_KEY and restart Savepoint.",
  steamPrivate: "This Steam profile's game details are private. In Steam, set Privacy Settings → Game details to Public, then try again.",
  steamNoMatch: "No Steam profile has this custom URL name.",
  steamIdRequired: "Give a SteamID64 (17 digits), a profile URL or a custom URL name.",
  contentRequired: "Choose a file to import.",
  notText: "This file cannot be imported: it holds a NUL character, so it is not a text file. Export your games again as CSV or JSON and choose that file.",
  mappingTitle: "Choose the column that holds the game's title.",
} as const;
