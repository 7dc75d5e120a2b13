// Shapes the journal's answers (no SQL): entries, a game as its cards show it, categories and the facets.
import type { JournalCategoryDto, JournalEntryDto, JournalFacets, JournalGameRef } from "@savepoint/common";
import { coverPath } from "../games/index.ts";
import type { CategoryRow, EntryRow, FacetsRow, GameRefRow } from "./journal.queries.ts";

/** Case-insensitively, then by code point: the same order on every machine. */
const byName = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};
export const sortedNames = (names: readonly string[]) => [...names].sort(byName);

export function toEntryDto(r: EntryRow): JournalEntryDto {
  return {
    id: r.id,
    gameId: r.gameId,
    gameTitle: r.gameTitle,
    gameSlug: r.gameSlug,
    title: r.title,
    content: r.content,
    category: r.category,
    categoryColor: r.categoryColor,
    date: r.date,
    tags: r.tags,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const toGameRef = (g: GameRefRow): JournalGameRef => ({
  id: g.id,
  title: g.title,
  slug: g.slug,
  platform: g.platform,
  coverUrl: coverPath(g.id, g.imageUrl),
});

export const toCategoryDto = (c: CategoryRow): JournalCategoryDto => ({ id: c.id, name: c.name, color: c.color, entryCount: c.entryCount });

export const toFacets = (f: FacetsRow): JournalFacets => ({
  total: f.total,
  categories: sortedNames(f.categories),
  tags: sortedNames(f.tags),
  months: f.months,
});
