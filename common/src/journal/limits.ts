// The journal's limits, its categories as every account starts with them, the list sorts and the texts
// both sides show.

/** An entry's text is required after trimming and holds at most this many characters. */
export const JOURNAL_CONTENT_MAX = 20_000;
/** An entry's title is optional ("Untitled" when blank). */
export const JOURNAL_TITLE_MAX = 200;
/** Tags per entry, and characters per tag. */
export const JOURNAL_TAG_LIMITS = { max: 20, maxChars: 40 } as const;
/** Entries per page of GET /api/journal. */
export const JOURNAL_PAGE_SIZE = 20;
/** Characters of a category's name; categories per account. */
export const JOURNAL_CATEGORY_NAME_MAX = 40;
export const JOURNAL_CATEGORIES_MAX = 50;

/** A category's colour: "#rrggbb". */
export const CATEGORY_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** What a category the account no longer has (or never had) is shown in. */
export const UNKNOWN_CATEGORY_COLOR = "#9ca3af";

/** The categories every account starts with, in this order (the database seeds them: keep in step). */
export const DEFAULT_JOURNAL_CATEGORIES = [
  { name: "Plan", color: "#3b82f6" },
  { name: "Progress", color: "#22c55e" },
  { name: "Reflection", color: "#a855f7" },
  { name: "Achievement", color: "#eab308" },
  { name: "Bug/Issue", color: "#ef4444" },
  { name: "Milestone", color: "#f97316" },
  { name: "Other", color: "#6b7280" },
] as const;
/** A new entry's category when the account still has it. */
export const DEFAULT_JOURNAL_CATEGORY = "Progress";
/** Where a deleted category's entries go unless the request names another (when the account still has it). */
export const FALLBACK_JOURNAL_CATEGORY = "Other";

/**
 * The general page's sorts. Titles and categories compare case-insensitively by code point (the same
 * on every database), an untitled entry as an empty title, ties newest first; the date sorts order one
 * day's entries by when they were written, in the sort's direction.
 */
export const JOURNAL_SORTS = ["date-desc", "date-asc", "title-asc", "title-desc", "category-asc", "category-desc"] as const;
export type JournalSort = (typeof JOURNAL_SORTS)[number];
export const DEFAULT_JOURNAL_SORT: JournalSort = "date-desc";
export const JOURNAL_SORT_LABELS: Record<JournalSort, string> = {
  "date-desc": "Date (Newest)",
  "date-asc": "Date (Oldest)",
  "title-asc": "Title (A-Z)",
  "title-desc": "Title (Z-A)",
  "category-asc": "Category (A-Z)",
  "category-desc": "Category (Z-A)",
};
/** The game journal screen's two sorts (by date). */
export const GAME_JOURNAL_SORT_LABELS = { "date-desc": "Newest First", "date-asc": "Oldest First" } as const satisfies Partial<Record<JournalSort, string>>;

/** The tabs of /journal, and where the choice is kept. */
export const JOURNAL_TABS = ["general", "game"] as const;
export type JournalTab = (typeof JOURNAL_TABS)[number];
export const JOURNAL_TAB_STORAGE_KEY = "journal-selected-tab";

/** What deleting a library game does with its journal entries: keep them as general entries (the default) or delete them. */
export const GAME_JOURNAL_ON_DELETE = ["keep", "delete"] as const;
export type GameJournalOnDelete = (typeof GAME_JOURNAL_ON_DELETE)[number];

/** "1 entry", "3 entries". */
export const entryCountText = (n: number) => `${n} ${n === 1 ? "entry" : "entries"}`;

export const JOURNAL_TEXTS = {
  heading: "Gaming Journal",
  tagline: "Track your thoughts, progress, and plans for all your games",
  loading: "Loading journal...",
  generalTab: "General Journal",
  gameTab: "Game Journal",
  search: "Search entries...",
  all: "All",
  emptyGeneral: "No general journal entries yet.",
  newGeneralEntry: "+ New General Entry",
  addGeneralEntryLabel: "Add new general entry",
  addEntryTooltip: "Add Entry",
  closeTooltip: "Close",
  gameJournals: "Game Journals",
  emptyGames: "No games with journal entries yet.",
  deleteConfirm: "Delete this journal entry?",
  newEntry: "New Journal Entry",
  editEntry: "Edit Entry",
  addEntry: "+ Add Entry",
  totalEntries: "Total Entries",
  lastUpdated: "Last Updated",
  never: "Never",
  streak: "Streak",
  manageCategories: "Manage Categories",
  emptyCategory: "No journal entries found for this category.",
  loadingGame: "Loading game journal...",
  gameDeleteConfirm: "Are you sure you want to delete this journal entry?",
  yes: "Yes",
  cancel: "Cancel",
  untitled: "Untitled",
  addFailed: "Failed to add journal entry",
  updateFailed: "Failed to update journal entry",
  deleteFailed: "Failed to delete journal entry",
  contentRequired: "Content is required",
  dateRequired: "Date is required",
  categoryRequired: "Category is required",
  gameRequired: "Please select a game",
  unknownCategory: "Choose one of your categories",
  categoryNameRequired: "Category name is required",
  categoryNameTaken: "You already have a category with this name",
  categoryColor: "Colour must be like #22c55e",
  tooManyCategories: `You can have at most ${JOURNAL_CATEGORIES_MAX} categories`,
  lastCategory: "Keep at least one category",
  moveTarget: "Choose another of your categories for its entries",
  badCursor: "This page of entries is no longer valid: start from the first page",
  badMonth: "Month must be like 2026-05",
} as const;
