// The general tab of /journal: search (on the server, after a pause in typing), category and tag
// buttons (All plus each present), a month picker (the months holding entries), the sort, and a grid
// of cards that loads more on scroll or with 'Load more'.
import { useState } from "react";
import {
  DEFAULT_JOURNAL_SORT,
  JOURNAL_SORT_LABELS,
  JOURNAL_SORTS,
  JOURNAL_TEXTS,
  type JournalEntryDto,
  type JournalFacets,
  type JournalSort,
} from "@savepoint/common";
import { SelectField } from "../../components/ui/Field.tsx";
import { SearchIcon } from "../../components/ui/IconsMore.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useDebouncedValue } from "../../hooks/useDebouncedValue.ts";
import { useNearView } from "../../hooks/useNearView.ts";
import { FilterButtons } from "./FilterButtons.tsx";
import { monthLabel } from "./format.ts";
import { JournalEntryCard } from "./JournalEntryCard.tsx";
import { useJournalEntries } from "./queries.ts";

/** The pause in typing before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

interface GeneralJournalProps {
  facets: JournalFacets;
  onNew: () => void;
  onEdit: (entry: JournalEntryDto) => void;
  onDelete: (entry: JournalEntryDto) => void;
}

/** A choice that is no longer present (its last entry went) falls back to All. */
const present = (value: string | null, values: string[]) => (value !== null && values.includes(value) ? value : null);

export function GeneralJournal({ facets, onNew, onEdit, onDelete }: GeneralJournalProps) {
  const [search, setSearch] = useState("");
  const [chosenCategory, setCategory] = useState<string | null>(null);
  const [chosenTag, setTag] = useState<string | null>(null);
  const [chosenMonth, setMonth] = useState("");
  const [sort, setSort] = useState<JournalSort>(DEFAULT_JOURNAL_SORT);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const category = present(chosenCategory, facets.categories);
  const tag = present(chosenTag, facets.tags);
  const month = present(chosenMonth, facets.months) ?? "";
  const list = useJournalEntries(
    { general: true, q, category: category ?? undefined, tag: tag ?? undefined, month: month || undefined, sort },
    facets.total > 0,
  );
  const entries = list.data?.pages.flatMap((p) => p.items) ?? [];
  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isPlaceholderData;
  // The next page when the end of the list scrolls near (where the browser can tell).
  const sentinel = useNearView(
    () => {
      if (canLoadMore) void list.fetchNextPage();
    },
    list.hasNextPage,
    "400px",
  );

  if (facets.total === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-600">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">{JOURNAL_TEXTS.emptyGeneral}</p>
        <button type="button" className="btn-primary mt-4" onClick={onNew}>
          {JOURNAL_TEXTS.newGeneralEntry}
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800">
        <div className="relative">
          <label htmlFor="journal-search" className="sr-only">
            Search entries
          </label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <input
            id="journal-search"
            type="search"
            className="field-input pl-10"
            placeholder={JOURNAL_TEXTS.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <FilterButtons label="Filter by category" values={facets.categories} chosen={category} onChoose={setCategory} />
        {facets.tags.length > 0 ? <FilterButtons label="Filter by tag" values={facets.tags} chosen={tag} onChoose={setTag} display={(t) => `#${t}`} /> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField id="journal-month" label="Month" value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">All months</option>
            {facets.months.map((m) => (
              <option key={m} value={m}>
                {monthLabel(m)}
              </option>
            ))}
          </SelectField>
          <SelectField id="journal-sort" label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as JournalSort)}>
            {JOURNAL_SORTS.map((s) => (
              <option key={s} value={s}>
                {JOURNAL_SORT_LABELS[s]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      {list.isPending ? (
        <div className="py-12 text-center text-slate-600 dark:text-slate-300">
          <Spinner label={JOURNAL_TEXTS.loading} />
        </div>
      ) : list.isError ? (
        <LoadError message="Failed to load journal entries" onRetry={() => void list.refetch()} />
      ) : entries.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-600 dark:text-slate-300">
          No entries match these filters.
        </p>
      ) : (
        <>
          <ul
            aria-label="General journal entries"
            aria-busy={list.isPlaceholderData}
            className="grid grid-cols-1 gap-4 sm:grid-cols-[repeat(2,minmax(260px,1fr))]"
          >
            {entries.map((e) => (
              <li key={e.id} className="min-w-0">
                <JournalEntryCard entry={e} onEdit={onEdit} onDelete={onDelete} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} />
          {list.hasNextPage ? (
            <button type="button" className="btn-secondary w-full sm:w-auto" disabled={!canLoadMore} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? "Loading..." : "Load more"}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
