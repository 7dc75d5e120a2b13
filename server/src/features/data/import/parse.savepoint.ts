// Savepoint's own export (and Steam's owned-games answer): JSON in, rows out. A Savepoint game is
// restored as it was (`full`); the rest of the document (reviews, journal, follows…) travels beside the rows.
import { DATA_TEXTS, SavepointExportSchema, type SavepointExport } from "@savepoint/common";
import { z } from "zod";
import { ImportFileError, blankRow, keyed, type ImportRow } from "./rows.ts";

export type SavepointExtras = Omit<SavepointExport, "library" | "format" | "version" | "minorVersion" | "exportedAt">;

function readJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw new ImportFileError(`This is not a ${what} file: it is not valid JSON`);
  }
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function parseSavepoint(text: string): { rows: ImportRow[]; extras: SavepointExtras } {
  const parsed = SavepointExportSchema.safeParse(readJson(text, "Savepoint export"));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const game = issue.path[0] === "library" && typeof issue.path[1] === "number" ? issue.path[1] + 1 : undefined;
    const field = issue.path.at(-1);
    // Said in words, not as a path ('library.3.rating'): which game, which of its values, and why.
    const what = typeof field === "string" ? `its "${field}" value` : "a value";
    const where =
      game !== undefined ? `Game ${game} in this Savepoint export cannot be imported: ${what}` : `This Savepoint export cannot be imported: ${what}`;
    throw new ImportFileError(
      issue.path[0] === "format"
        ? 'This is not a Savepoint export (it has no "format": "savepoint-export")'
        : /received undefined$/.test(issue.message)
          ? `${where} is missing.`
          : `${where} is not valid (${lowerFirst(issue.message)}).`,
      { row: game, column: field?.toString() },
    );
  }
  const { library, format: _f, version: _v, minorVersion: _m, exportedAt: _e, ...extras } = parsed.data;
  const rows = library.map((g, i) => {
    const row = blankRow(i + 1, g.title);
    Object.assign(row, {
      platform: g.platform,
      status: g.status,
      statusFrom: g.status,
      rating: g.rating,
      ratingFrom: g.rating === null ? null : `${g.rating}/10`,
      minutes: Math.round(g.playTime * 60),
      hoursFrom: `${g.playTime} h`,
      startDate: g.startDate,
      completedDate: g.completedDate,
      notes: g.notes,
      tags: g.customTags,
      releaseYear: g.releaseYear,
      genres: g.genres,
      full: g,
      ids: { igdb: g.catalog?.igdbId ?? undefined, steam: g.catalog?.steamAppId ?? undefined },
    } satisfies Partial<ImportRow>);
    return keyed(row, `savepoint:${g.id}`);
  });
  return { rows, extras };
}

const OwnedGames = z.object({
  response: z.object({
    games: z
      .array(
        z.object({ appid: z.number().int(), name: z.string().optional(), playtime_forever: z.number().optional(), rtime_last_played: z.number().optional() }),
      )
      .optional(),
  }),
});

/** IPlayerService/GetOwnedGames: a game per app with its play time; no status, so played → playing, never played → backlog. */
export function parseSteamOwned(body: unknown): ImportRow[] {
  const parsed = OwnedGames.safeParse(body);
  if (!parsed.success) throw new ImportFileError("Steam answered with something that is not a list of games");
  const games = parsed.data.response.games;
  if (games === undefined) throw new ImportFileError(DATA_TEXTS.steamPrivate);
  return games.map((g, i) => {
    const row = blankRow(i + 1, g.name ?? `Steam app ${g.appid}`);
    row.placeholderTitle = g.name === undefined;
    const minutes = g.playtime_forever ?? 0;
    row.platform = "PC";
    row.ids = { steam: g.appid };
    row.minutes = minutes;
    row.hoursFrom = `${minutes} minutes`;
    row.status = minutes > 0 ? "IN_PROGRESS" : "BACKLOG";
    row.statusFrom = minutes > 0 ? "played on Steam" : "never played on Steam";
    row.lastPlayed = g.rtime_last_played ? new Date(g.rtime_last_played * 1000).toISOString().slice(0, 10) : null;
    return keyed(row);
  });
}
