// Parsers of the trackers with an export of their own: Grouvee (both header sets), HowLongToBeat and
// Playnite (the Library Exporter Advanced add-on's CSV and the PowerShell script's). Pure: text in, rows out.
import type { GameStatus } from "@savepoint/common";
import { readCsv, requireColumns, type CsvRecord } from "./csv-read.ts";
import {
  blankRow,
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
const joinNotes = (...parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p && p.trim() !== "").join("\n\n") || null;

/** The keys of a JSON object cell ({"PC": {…}}), in order; an object is required. */
function objectKeys(r: CsvRecord, column: string): string[] {
  const v = jsonCell(r.get(column), at(r, column));
  if (v === null) return [];
  if (typeof v !== "object" || Array.isArray(v)) throw cellError(r.line, column, "expected a JSON object");
  return Object.keys(v);
}

// --- Grouvee ----------------------------------------------------------------------------------------------

/** Grouvee's own shelves, in the order that decides the status when a game is on several. */
const GROUVEE_SHELVES: [string, GameStatus][] = [
  ["Playing", "IN_PROGRESS"],
  ["Played", "COMPLETED"],
  ["Backlog", "BACKLOG"],
  ["Wish List", "BACKLOG"],
];

interface GrouveePlay {
  date_started?: string | null;
  date_finished?: string | null;
  seconds_played?: number | null;
}

export function parseGrouvee(text: string): ImportRow[] {
  const table = readCsv(text);
  requireColumns(table, "Grouvee", ["id", "name", "shelves"]);
  return table.records.map((r) => {
    const row = blankRow(r.line, r.get("name"));
    const shelves = objectKeys(r, "shelves");
    const own = GROUVEE_SHELVES.find(([name]) => shelves.includes(name));
    row.status = own?.[1] ?? null;
    row.statusFrom = shelves.length > 0 ? `shelves: ${shelves.join(", ")}` : null;
    row.tags = shelves.filter((s) => !GROUVEE_SHELVES.some(([name]) => name === s));
    // Only on Wish List: a game wanted, for the wishlist. On it beside another shelf: the other says the game is had.
    if (own?.[0] === "Wish List") row.wishlist = true;
    else if (shelves.includes("Wish List")) row.tags.push("Wish List");
    row.platform = platformName(objectKeys(r, "platforms")[0] ?? "");
    row.genres = objectKeys(r, "genres");
    const rating = r.get("rating");
    row.rating = scaleRating(rating, 5, at(r, "rating"));
    row.ratingFrom = rating ? `${rating}/5` : null;
    const review = r.get("review");
    row.notes = joinNotes(r.get("review_title"), review);

    const plays = jsonCell(r.get("dates"), at(r, "dates")) ?? [];
    if (!Array.isArray(plays)) throw cellError(r.line, "dates", "expected a JSON array");
    let seconds = 0;
    let counted = false;
    for (const p of plays as GrouveePlay[]) {
      if (!p || typeof p !== "object") throw cellError(r.line, "dates", "expected a list of play-throughs");
      const started = dateCell(String(p.date_started ?? ""), at(r, "dates"));
      const finished = dateCell(String(p.date_finished ?? ""), at(r, "dates"));
      row.startDate ??= started;
      if (finished) row.completedDate = finished;
      if (typeof p.seconds_played === "number") {
        seconds += p.seconds_played;
        counted = true;
      }
    }
    if (counted) {
      row.minutes = Math.round(seconds / 60);
      row.hoursFrom = `${seconds} seconds`;
    }
    row.lastPlayed = row.completedDate ?? row.startDate;
    row.releaseYear = yearOf(r.get("release_date"));
    row.ids = { igdb: idCell(r.get("igdb_id")), giantbomb: idCell(r.get("giantbomb_id")) };
    const gid = idCell(r.get("id"));
    return keyed(row, gid ? `grouvee:${gid}` : undefined);
  });
}

// --- HowLongToBeat ----------------------------------------------------------------------------------------

const HLTB_TIMES = ["Progress", "Main Story", "Main + Extras", "Completionist", "Speed Any%", "Speed 100%", "Co-Op", "Multi-Player"];
/** HowLongToBeat's lists in the order that decides the status. */
const HLTB_LISTS: [string, GameStatus][] = [
  ["Completed", "COMPLETED"],
  ["Playing", "IN_PROGRESS"],
  ["Replay", "IN_PROGRESS"],
  ["Backlog", "BACKLOG"],
  ["Retired", "ABANDONED"],
];
const HLTB_KNOWN = new Set(
  [
    "Title",
    "Platform",
    "Retired Notes",
    "Start Date",
    "Completion Date",
    "Playthrough",
    "General Notes",
    "Storefront",
    "Review",
    "Review Notes",
    "Added",
    "Updated",
    ...HLTB_TIMES,
    ...HLTB_LISTS.map(([l]) => l),
  ]
    .flatMap((h) => [h, `${h} Notes`])
    .map((h) => h.toLowerCase()),
);

export function parseHltb(text: string): ImportRow[] {
  const table = readCsv(text);
  requireColumns(table, "HowLongToBeat", ["Title", "Platform", "Main Story"]);
  // Custom lists keep the name the user gave them (Custom-1, or "Online" once renamed): they become tags.
  const custom = table.headers.filter((h) => !HLTB_KNOWN.has(h.toLowerCase()));
  return table.records.map((r) => {
    const row = blankRow(r.line, r.get("Title"));
    row.platform = platformName(r.get("Platform"));
    const on = HLTB_LISTS.filter(([list]) => r.get(list) !== "");
    row.status = on[0]?.[1] ?? null;
    row.statusFrom = on.length > 0 ? `lists: ${on.map(([l]) => l).join(", ")}` : null;
    row.tags = custom.filter((h) => r.get(h).toUpperCase() === "X");
    const times = HLTB_TIMES.map((c) => durationMinutes(r.get(c), at(r, c)) ?? 0);
    const longest = Math.max(...times);
    if (longest > 0) {
      row.minutes = longest;
      row.hoursFrom = r.get(HLTB_TIMES[times.indexOf(longest)]!);
    }
    const review = r.get("Review");
    row.rating = scaleRating(review, 100, at(r, "Review"));
    row.ratingFrom = row.rating !== null ? `${review}/100` : null;
    row.startDate = dateCell(r.get("Start Date"), at(r, "Start Date"));
    row.completedDate = dateCell(r.get("Completion Date"), at(r, "Completion Date"));
    row.lastPlayed = row.completedDate ?? dateCell(r.get("Updated"), at(r, "Updated"));
    const [general, reviewNotes, ...others] = [
      "General Notes",
      "Review Notes",
      "Retired Notes",
      "Main Story Notes",
      "Main + Extras Notes",
      "Completionist Notes",
    ].map((c) => r.get(c));
    row.notes = joinNotes(general, reviewNotes, ...others);
    if (reviewNotes && reviewNotes.trim() !== "") row.review = { text: reviewNotes.trim(), otherNotes: joinNotes(general, ...others) };
    return keyed(row);
  });
}

// --- Playnite ---------------------------------------------------------------------------------------------

const STEAM_PLUGIN = "cb91dfc9-b977-43bf-8e70-55f46e410fab";
const STORES_ON_PC = new Set(["steam", "gog", "epic", "origin", "ea app", "uplay", "ubisoft connect", "battle.net", "itch.io", "amazon games", "xbox"]);
const PLAYNITE_STATUS: Record<string, GameStatus> = {
  "not played": "BACKLOG",
  "plan to play": "BACKLOG",
  playing: "IN_PROGRESS",
  "on hold": "IN_PROGRESS",
  played: "COMPLETED",
  beaten: "COMPLETED",
  completed: "COMPLETED",
  abandoned: "ABANDONED",
};
const listCell = (raw: string) =>
  raw
    .split(/\s*[,;]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

export function parsePlaynite(text: string): ImportRow[] {
  const table = readCsv(text);
  requireColumns(table, "Playnite", ["Name"]);
  return table.records.map((r) => {
    const row = blankRow(r.line, r.get("Name"));
    const source = r.get("Sources", "Source");
    const platforms = listCell(r.get("Platforms"));
    row.platform = platformName(platforms[0] ?? "") ?? (STORES_ON_PC.has(source.toLowerCase()) ? "PC" : null);
    const seconds = numberCell(r.get("Time Played", "Playtime"), at(r, r.has("Time Played") ? "Time Played" : "Playtime"));
    if (seconds !== null) {
      row.minutes = Math.round(seconds / 60);
      row.hoursFrom = `${seconds} seconds`;
    }
    const completion = r.get("Completion Status", "CompletionStatus");
    row.status = PLAYNITE_STATUS[completion.toLowerCase()] ?? statusWord(completion) ?? (seconds === null ? null : seconds > 0 ? "IN_PROGRESS" : "BACKLOG");
    row.statusFrom = completion ? `Completion Status: ${completion}` : seconds !== null ? `play time ${seconds > 0 ? "above" : "of"} 0` : null;
    const score = r.get("User Score", "UserScore");
    row.rating = scaleRating(score, 100, at(r, "User Score"));
    row.ratingFrom = row.rating !== null ? `${score}/100` : null;
    row.lastPlayed = dateCell(r.get("Last Activity", "LastActivity"), at(r, "Last Activity"));
    row.releaseYear = yearOf(r.get("Release Date", "ReleaseDate"));
    row.genres = listCell(r.get("Genres"));
    row.tags = [...listCell(r.get("Tags")), ...listCell(r.get("Categories"))];
    row.notes = r.get("Notes") || null;
    const gameId = r.get("Game ID", "GameId");
    const onSteam = r.get("PluginId").toLowerCase() === STEAM_PLUGIN || source.toLowerCase() === "steam";
    if (onSteam) row.ids = { steam: idCell(gameId) };
    const own = r.get("Id");
    return keyed(row, row.ids.steam ? undefined : own ? `playnite:${own.toLowerCase()}` : undefined);
  });
}
