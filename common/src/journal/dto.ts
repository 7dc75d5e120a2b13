// What the journal's endpoints answer with. A journal is private: every answer is the caller's own.

/** The library game an entry is about, as its cards and headers show it. */
export interface JournalGameRef {
  id: string;
  title: string;
  /** /game/{slug}. */
  slug: string;
  platform: string;
  /** The cover as the browser loads it (same origin), or null. */
  coverUrl: string | null;
}

export interface JournalEntryDto {
  id: string;
  /** null: a general entry. */
  gameId: string | null;
  gameTitle: string | null;
  /** The game's address (/game/{gameSlug}), null for a general entry. */
  gameSlug: string | null;
  /** null when untitled (shown as 'Untitled'). */
  title: string | null;
  /** Plain text with its line breaks. */
  content: string;
  category: string;
  /** The category's colour ("#rrggbb"). */
  categoryColor: string;
  /** The day the entry is about: "YYYY-MM-DD". */
  date: string;
  tags: string[];
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

/** GET /api/journal: one page. */
export interface JournalPage {
  items: JournalEntryDto[];
  /** null on the last page. */
  nextCursor: string | null;
}

/**
 * GET /api/journal/facets: over every entry of the scope (general, one game, or all), whatever the
 * other filters: the category and tag buttons ("All plus each present") and the months that hold entries.
 * They change only when entries do: fetch them once per scope, not per search.
 */
export interface JournalFacets {
  /** Sorted case-insensitively. */
  categories: string[];
  tags: string[];
  /** "YYYY-MM", newest first. */
  months: string[];
  /** Entries in the scope. */
  total: number;
}

/** GET /api/journal/games: a game with at least one entry. Newest entry date first. */
export interface JournalGameDto extends JournalGameRef {
  entryCount: number;
  /** "YYYY-MM-DD" of the newest entry. */
  lastEntryDate: string;
}

/** GET /api/journal/games/:gameId/summary (the game need not have entries). */
export interface JournalGameSummary {
  game: JournalGameRef;
  totalEntries: number;
  /** The newest entry's date ("YYYY-MM-DD"), or null: 'Never'. */
  lastEntryDate: string | null;
  /** When an entry of the game was last written or edited (ISO), or null. */
  lastEditedAt: string | null;
  /** Consecutive calendar days with entries, ending at the newest entry date (0 without entries). */
  streak: number;
  /** Distinct categories of the game's entries, sorted case-insensitively (the filter chips). */
  categories: string[];
}

export interface JournalCategoryDto {
  id: string;
  name: string;
  /** "#rrggbb". */
  color: string;
  /** How many of the caller's entries use it. */
  entryCount: number;
}

/** DELETE /api/journal/categories/:id: where its entries went. */
export interface JournalCategoryDeleted {
  deletedId: string;
  movedTo: JournalCategoryDto;
  movedEntries: number;
}
