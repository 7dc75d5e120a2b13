// Parsers of list-shaped CSVs: an IGDB list export (one file per list: the list is the status), the
// generic Backloggd-scraper CSV, and any CSV with the columns chosen by the user. Pure: text in, rows out.
import { GAME_STATUSES, type CsvMapping, type GameStatus } from "@savepoint/common";
import { readCsv, requireColumns, type CsvRecord } from "./csv-read.ts";
import {
  blankRow,
  isWishWord,
  cellError,
  dateCell,
  durationMinutes,
  idCell,
  jsonCell,
  keyed,
  numberCell,
  platformName,
  scaleRating,
  statusWord,
  yearOf,
  type ImportRow,
} from "./rows.ts";

const at = (r: CsvRecord, column: string) => ({ row: r.line, column });

function stringList(r: CsvRecord, column: string): string[] {
  const v = jsonCell(r.get(column), at(r, column));
  if (v === null) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string")) throw cellError(r.line, column, "expected a JSON list of text");
  return v;
}

/** The status an IGDB list's file name implies (played.csv, in-progress.csv, want-to-play.csv…). */
export function listStatusFromName(fileName: string | undefined): GameStatus | null {
  const base = (fileName ?? "")
    .toLowerCase()
    .replace(/\.csv$/, "")
    .replace(/[_\s]+/g, "-");
  return statusWord(base) ?? statusWord(base.replace(/-/g, " ")) ?? null;
}

export function parseIgdbList(text: string, opts: { listStatus?: GameStatus; fileName?: string } = {}): ImportRow[] {
  const table = readCsv(text);
  requireColumns(table, "IGDB list", ["id", "game"]);
  const status = opts.listStatus ?? listStatusFromName(opts.fileName);
  const from = opts.listStatus ? "the list chosen" : status ? `list "${opts.fileName}"` : null;
  // A list of games wanted (want-to-play.csv, wishlist.csv) goes to the wishlist, when it is not chosen as a status.
  const wanted = !opts.listStatus && isWishWord((opts.fileName ?? "").replace(/\.csv$/i, "").replace(/[-_]+/g, " "));
  return table.records.map((r) => {
    const row = blankRow(r.line, r.get("game"));
    row.status = status;
    row.statusFrom = from;
    if (wanted) row.wishlist = true;
    const igdb = idCell(r.get("id"));
    if (!igdb) throw cellError(r.line, "id", `"${r.get("id")}" is not an IGDB game id`);
    row.ids = { igdb };
    row.platform = platformName(stringList(r, "platforms")[0] ?? "");
    row.genres = stringList(r, "genres");
    row.releaseYear = yearOf(stringList(r, "release_date")[0] ?? "");
    // The rating column is IGDB's aggregate score, not the user's: shown, never imported.
    row.ratingFrom = r.get("rating") ? `${r.get("rating")} (IGDB's score, not imported)` : null;
    return keyed(row);
  });
}

const BACKLOGGD_DONE: Record<string, GameStatus> = {
  completed: "COMPLETED",
  mastered: "COMPLETED",
  retired: "ABANDONED",
  shelved: "ABANDONED",
  abandoned: "ABANDONED",
};

export function parseBackloggd(text: string): ImportRow[] {
  const table = readCsv(text);
  requireColumns(table, "Backloggd", ["title", "status"]);
  return table.records.map((r) => {
    const row = blankRow(r.line, r.get("title"));
    row.platform = platformName(r.get("platform"));
    const status = r.get("status").toLowerCase();
    const sub = r.get("sub_status").toLowerCase();
    row.status = status === "played" ? (BACKLOGGD_DONE[sub] ?? "COMPLETED") : statusWord(status);
    if (status && !row.status) throw cellError(r.line, "status", `"${r.get("status")}" is not a Backloggd status (played, playing, backlog, wishlist)`);
    row.statusFrom = status ? [status, sub].filter(Boolean).join(" / ") : null;
    if (isWishWord(status)) row.wishlist = true;
    const stars = r.get("rating");
    row.rating = scaleRating(stars, 5, at(r, "rating"));
    row.ratingFrom = row.rating !== null ? `${stars}/5 stars` : null;
    const hours = numberCell(r.get("hours"), at(r, "hours"));
    if (hours !== null) {
      row.minutes = Math.round(hours * 60);
      row.hoursFrom = `${r.get("hours")} h`;
    }
    row.notes = r.get("review") || null;
    row.startDate = dateCell(r.get("started_on"), at(r, "started_on"));
    row.completedDate = dateCell(r.get("finished_on"), at(r, "finished_on"));
    row.lastPlayed = row.completedDate ?? row.startDate;
    row.ids = { igdb: idCell(r.get("igdb_id")) };
    const slug = r.get("backloggd_slug");
    return keyed(row, !row.ids.igdb && slug ? `backloggd:${slug.toLowerCase()}` : undefined);
  });
}

/** A status cell of a generic CSV: a Savepoint status or any list name trackers use. */
function anyStatus(raw: string, r: CsvRecord, column: string): GameStatus | null {
  if (raw === "") return null;
  const upper = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  const found = (GAME_STATUSES as readonly string[]).includes(upper) ? (upper as GameStatus) : statusWord(raw);
  if (!found) throw cellError(r.line, column, `"${raw}" is not a status this import knows (Backlog, Playing, Completed, Abandoned…)`);
  return found;
}

export function parseMappedCsv(text: string, mapping: CsvMapping): ImportRow[] {
  const table = readCsv(text);
  const columns = Object.entries(mapping)
    .filter(([field, col]) => field !== "ratingScale" && typeof col === "string")
    .map(([, col]) => col);
  requireColumns(table, "CSV with these columns", columns);
  const cell = (r: CsvRecord, column: string | undefined) => (column ? r.get(column) : "");
  return table.records.map((r) => {
    const row = blankRow(r.line, cell(r, mapping.title));
    row.platform = platformName(cell(r, mapping.platform));
    const status = cell(r, mapping.status);
    row.status = anyStatus(status, r, mapping.status ?? "status");
    row.statusFrom = status || null;
    if (isWishWord(status)) row.wishlist = true;
    const rating = cell(r, mapping.rating);
    row.rating = scaleRating(rating, Number(mapping.ratingScale), at(r, mapping.rating ?? "rating"));
    row.ratingFrom = row.rating !== null ? `${rating}/${mapping.ratingScale}` : null;
    const hours = cell(r, mapping.hours);
    const column = mapping.hours ?? "hours";
    row.minutes = hours.includes(":")
      ? durationMinutes(hours, at(r, column))
      : (() => {
          const h = numberCell(hours, at(r, column));
          return h === null ? null : Math.round(h * 60);
        })();
    row.hoursFrom = hours || null;
    row.startDate = dateCell(cell(r, mapping.startDate), at(r, mapping.startDate ?? "startDate"));
    row.completedDate = dateCell(cell(r, mapping.completedDate), at(r, mapping.completedDate ?? "completedDate"));
    row.lastPlayed = row.completedDate ?? row.startDate;
    row.notes = cell(r, mapping.notes) || null;
    row.tags = cell(r, mapping.tags)
      .split(/\s*[,;]\s*/)
      .filter(Boolean);
    row.ids = { igdb: idCell(cell(r, mapping.igdbId)), steam: idCell(cell(r, mapping.steamAppId)) };
    return keyed(row);
  });
}
