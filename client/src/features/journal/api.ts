// The journal endpoints (/api/journal/…), typed with the shared contract. A journal is private: every
// answer is the caller's own.
import type {
  CreateJournalCategoryInput,
  CreateJournalEntryInput,
  JournalCategoryDeleted,
  JournalCategoryDto,
  JournalEntryDto,
  JournalFacets,
  JournalGameDto,
  JournalGameSummary,
  JournalPage,
  JournalSort,
  LibraryGameSummary,
  UpdateJournalCategoryInput,
  UpdateJournalEntryInput,
} from "@savepoint/common";
import { api, queryString } from "../../api/client.ts";

const enc = encodeURIComponent;

/** Whose entries: the general ones, one game's, or all (neither). */
export interface JournalScope {
  general?: boolean;
  gameId?: string;
}

/** GET /api/journal's filters; every one combines with the others and with the scope. */
export interface JournalFilter extends JournalScope {
  /** Over title, content and tags, case-insensitive. */
  q?: string;
  category?: string;
  tag?: string;
  /** "YYYY-MM". */
  month?: string;
  sort: JournalSort;
}

const scopeParams = (s: JournalScope) => ({ general: s.general === undefined ? undefined : String(s.general), gameId: s.gameId });

export const journalApi = {
  /** GET /api/journal: one page of the caller's entries. */
  list: (f: JournalFilter, cursor?: string, signal?: AbortSignal) =>
    api.get<JournalPage>(`/journal${queryString({ ...scopeParams(f), q: f.q, category: f.category, tag: f.tag, month: f.month, sort: f.sort, cursor })}`, {
      signal,
    }),
  /** GET /api/journal/facets: the categories, tags and months the scope holds. */
  facets: (s: JournalScope, signal?: AbortSignal) => api.get<JournalFacets>(`/journal/facets${queryString(scopeParams(s))}`, { signal }),
  /** GET /api/journal/entries?gameId=: every entry of one game. */
  gameEntries: (gameId: string, signal?: AbortSignal) => api.get<JournalEntryDto[]>(`/journal/entries${queryString({ gameId })}`, { signal }),
  /** GET /api/journal/games: the games with at least one entry. */
  games: (signal?: AbortSignal) => api.get<JournalGameDto[]>("/journal/games", { signal }),
  /** GET /api/journal/games/:gameId/summary: total, last entry date, streak, categories. */
  summary: (gameId: string, signal?: AbortSignal) => api.get<JournalGameSummary>(`/journal/games/${enc(gameId)}/summary`, { signal }),
  create: (body: CreateJournalEntryInput) => api.post<JournalEntryDto>("/journal", body),
  update: (id: string, body: UpdateJournalEntryInput) => api.put<JournalEntryDto>(`/journal/${enc(id)}`, body),
  remove: (id: string) => api.del(`/journal/${enc(id)}`),
  categories: (signal?: AbortSignal) => api.get<JournalCategoryDto[]>("/journal/categories", { signal }),
  createCategory: (body: CreateJournalCategoryInput) => api.post<JournalCategoryDto>("/journal/categories", body),
  updateCategory: (id: string, body: UpdateJournalCategoryInput) => api.put<JournalCategoryDto>(`/journal/categories/${enc(id)}`, body),
  /** Its entries move to `moveTo` (another of the caller's categories; the server's default is Other). */
  deleteCategory: (id: string, moveTo?: string) => api.del<JournalCategoryDeleted>(`/journal/categories/${enc(id)}${queryString({ moveTo })}`),
  /** The caller's library (the entry dialog's game selector). */
  library: (signal?: AbortSignal) => api.get<LibraryGameSummary[]>("/games", { signal }),
};
