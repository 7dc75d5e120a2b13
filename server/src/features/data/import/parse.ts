// Picks the parser for a file's source. Every parser is pure; a file that is not what it claims, or is
// malformed at a row, raises ImportFileError naming the row and column.
import type { ImportPreviewInput } from "@savepoint/common";
import { parseBackloggd, parseIgdbList, parseMappedCsv } from "./parse.lists.ts";
import { parseSavepoint, type SavepointExtras } from "./parse.savepoint.ts";
import { parseGrouvee, parseHltb, parsePlaynite } from "./parse.trackers.ts";
import type { ImportRow } from "./rows.ts";

export interface ParsedFile {
  rows: ImportRow[];
  extras?: SavepointExtras;
}

export function parseFile(
  input: Omit<ImportPreviewInput, "source" | "content"> & { source: Exclude<ImportPreviewInput["source"], "steam">; content: string },
): ParsedFile {
  const { content } = input;
  switch (input.source) {
    case "savepoint":
      return parseSavepoint(content);
    case "grouvee":
      return { rows: parseGrouvee(content) };
    case "hltb":
      return { rows: parseHltb(content) };
    case "playnite":
      return { rows: parsePlaynite(content) };
    case "igdb":
      return { rows: parseIgdbList(content, { listStatus: input.listStatus, fileName: input.fileName }) };
    case "backloggd":
      return { rows: parseBackloggd(content) };
    case "csv":
      return { rows: parseMappedCsv(content, input.mapping!) };
  }
}
