// Rows as the export writes them: the Savepoint JSON records and the CSV columns.
import { EXPORT_FORMAT_MINOR_VERSION, EXPORT_FORMAT_VERSION, type ExportGame, type SavepointExport } from "@savepoint/common";
import type { ExportGameRow } from "../games/index.ts";
import type { CsvCell } from "./csv-write.ts";

const day = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);
const iso = (d: Date): string => d.toISOString();

export function exportGame(g: ExportGameRow): ExportGame {
  return {
    id: g.id,
    title: g.title,
    slug: g.slug,
    platform: g.platform,
    catalog: g.catalogGame ? { slug: g.catalogGame.slug, igdbId: g.catalogGame.igdbId, steamAppId: g.catalogGame.steamAppId } : null,
    genres: g.genres,
    releaseYear: g.releaseYear,
    imageUrl: g.imageUrl,
    status: g.status as ExportGame["status"],
    rating: g.rating,
    playTime: g.playTime,
    completed100Percent: g.completed100Percent,
    notes: g.notes,
    priority: g.priority as ExportGame["priority"],
    startDate: day(g.startDate),
    completedDate: day(g.completedDate),
    addedToBacklog: day(g.addedToBacklog),
    abandonedDate: day(g.abandonedDate),
    achievementsCompleted: g.achievementsCompleted,
    totalAchievements: g.totalAchievements,
    customTags: g.customTags,
    developer: g.developer,
    publisher: g.publisher,
    description: g.description,
    rawgId: g.rawgId,
    metacritic: g.metacritic,
    createdAt: iso(g.createdAt),
    updatedAt: iso(g.updatedAt),
    statusHistory: g.statusHistory.map((h) => ({ status: h.status as ExportGame["status"], at: iso(h.at) })),
    playSessions: g.playSessions.map((s) => ({ date: day(s.date)!, minutes: s.minutes, note: s.note, createdAt: iso(s.createdAt) })),
  };
}

/** The document's head (everything but the library, which is streamed into its place). */
export type ExportHead = Omit<SavepointExport, "library">;

export const exportHeader = (exportedAt: Date) => ({
  format: "savepoint-export" as const,
  version: EXPORT_FORMAT_VERSION,
  minorVersion: EXPORT_FORMAT_MINOR_VERSION,
  exportedAt: iso(exportedAt),
});

export const LIBRARY_CSV_COLUMNS = [
  "Title",
  "Platform",
  "Status",
  "Rating (1-10)",
  "Hours Played",
  "100% Completed",
  "Start Date",
  "Completed Date",
  "Added to Backlog",
  "Abandoned Date",
  "Release Year",
  "Genres",
  "Tags",
  "Developer",
  "Publisher",
  "Priority",
  "Achievements Completed",
  "Total Achievements",
  "Play Sessions",
  "Notes",
  "Review Rating",
  "Review",
  "IGDB ID",
  "Steam App ID",
  "Catalog Slug",
  "Added",
  "Updated",
] as const;

const list = (xs: string[]) => xs.join("; ");

export function libraryCsvRow(g: ExportGameRow, review: { rating: number; comment: string } | undefined): CsvCell[] {
  return [
    g.title,
    g.platform,
    g.status,
    g.rating,
    Math.round(g.playTime * 100) / 100,
    g.completed100Percent ? "yes" : "no",
    day(g.startDate),
    day(g.completedDate),
    day(g.addedToBacklog),
    day(g.abandonedDate),
    g.releaseYear,
    list(g.genres),
    list(g.customTags),
    g.developer,
    g.publisher,
    g.priority,
    g.achievementsCompleted,
    g.totalAchievements,
    g.playSessions.length,
    g.notes,
    review?.rating,
    review?.comment,
    g.catalogGame?.igdbId,
    g.catalogGame?.steamAppId,
    g.catalogGame?.slug,
    iso(g.createdAt),
    iso(g.updatedAt),
  ];
}

export const JOURNAL_CSV_COLUMNS = ["Date", "Title", "Category", "Game", "Platform", "Tags", "Content", "Created", "Updated"] as const;

export function journalCsvRow(e: {
  date: Date;
  title: string | null;
  category: string;
  tags: string[];
  content: string;
  createdAt: Date;
  updatedAt: Date;
  libraryGame: { title: string; platform: string } | null;
}): CsvCell[] {
  return [day(e.date), e.title, e.category, e.libraryGame?.title, e.libraryGame?.platform, list(e.tags), e.content, iso(e.createdAt), iso(e.updatedAt)];
}
