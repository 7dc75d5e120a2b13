// Import answers: a run (its preview or what it did), the runs list and the sources on offer.
import type { GameStatus } from "../games/limits.ts";
import type { ImportAction, ImportOutcome, ImportRunState, ImportSource } from "./limits.ts";

/** A copy of a game in the player's library that an import row matches. */
export interface ImportCopyDto {
  id: string;
  title: string;
  platform: string;
  status: GameStatus;
  /** When it was added (ISO): copies alike are told apart by it. */
  createdAt: string;
}

/** One row of an import as the preview shows it, with how its values were mapped. */
export interface ImportRowDto {
  /** The row's line in the file (1 = the header of a CSV), or its position in a list. */
  line: number;
  title: string;
  platform: string | null;
  outcome: ImportOutcome;
  action: ImportAction;
  /** Why a row is skipped, or what an update changes. */
  reason: string | null;
  /** How the game was found: "igdb", "steam", "giantbomb", "title" (catalog), "library" (already yours). */
  matchedBy: string | null;
  /** The catalog game it was matched to. */
  catalogTitle: string | null;
  status: GameStatus | null;
  statusFrom: string | null;
  rating: number | null;
  ratingFrom: string | null;
  hours: number | null;
  hoursFrom: string | null;
  tags: string[];
  /**
   * Where the row's review text (HowLongToBeat's Review Notes) goes: the player's review (the game ends
   * Completed with a rating and has no review yet), or the game's notes; null when the row has none.
   */
  reviewNotes: "review" | "notes" | null;
  /** The copies of the library the row matches when it matches more than one (else null), and the one it updates (null: none). */
  copies: ImportCopyDto[] | null;
  copyId: string | null;
}

export interface ImportCounts {
  rows: number;
  matched: number;
  created: number;
  skipped: number;
  add: number;
  update: number;
  unchanged: number;
  /** Rows that go to the wishlist (0 in the summaries of runs made before the wishlist). */
  wishlist: number;
}

/** Something an applied import did not write because the feature that owns it refused it (a review of a game not completed…). */
export interface ImportRejectedDto {
  /** What it was: "Review 3", "Journal entry of 2024-05-01", "The Witcher 3: Wild Hunt's review"… */
  what: string;
  reason: string;
}

export interface ImportRunDto {
  id: string;
  source: ImportSource;
  fileName: string | null;
  state: ImportRunState;
  counts: ImportCounts;
  /** The first rows of each outcome. */
  samples: Record<ImportOutcome, ImportRowDto[]>;
  /** Every row that matches several copies of a game (up to IMPORT_CHOICE_ROWS): the player may choose the copy each updates. */
  ambiguous: ImportRowDto[];
  /** What the owners' rules refused to write (known once the run is applied). */
  rejected: ImportRejectedDto[];
  /** Games written so far of the games the run writes (queued and running runs move it; 0 of 0 for a preview). */
  progress: { done: number; total: number };
  /** Why a failed run failed (the row and column when one row is the cause). */
  error: string | null;
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
}

export interface ImportSourceDto {
  source: ImportSource;
  label: string;
  available: boolean;
  /** Why a source is not available (what the administrator must configure). */
  reason: string | null;
  /** A file, or a Steam profile. */
  input: "file" | "steamId";
}
