// The title field of a new game: typing searches the catalog (at least SEARCH_MIN_CHARS trimmed
// characters, after a SEARCH_DEBOUNCE_MS pause); choosing a result hands it to the form. Typed text is kept as the title, so a game
// the catalog does not know can still be added.
import { useId } from "react";
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, type CatalogSearchResult } from "@savepoint/common";
import { SearchIcon } from "../../../components/ui/Icons.tsx";
import { useDebouncedValue } from "../../../hooks/useDebouncedValue.ts";
import { GameCover } from "../GameBits.tsx";
import { FieldError } from "../../../components/ui/FieldError.tsx";
import { useCatalogSearch } from "../../catalog/index.ts";

interface GameSearchBoxProps {
  id: string;
  value: string;
  onChange: (title: string) => void;
  onChoose: (result: CatalogSearchResult) => void;
  /** The title last chosen from the results (not searched again). */
  chosenTitle: string | null;
  error?: string;
}

export function GameSearchBox({ id, value, onChange, onChoose, chosenTitle, error }: GameSearchBoxProps) {
  const term = value.trim();
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const searchable = (t: string) => t.length >= SEARCH_MIN_CHARS && t !== chosenTitle;
  const search = useCatalogSearch(debounced, searchable(debounced));
  // Shorter input clears the results at once; a chosen title shows none.
  const active = searchable(term) && searchable(debounced);
  const results = active && !search.isError ? (search.data ?? []) : [];
  const statusId = useId();
  const errorId = `${id}-error`;

  let status: { text: string; sub?: string; tone: "muted" | "error" } | null = null;
  if (active) {
    if (search.isError) {
      status = { text: "Failed to search games. Please try again.", tone: "error" };
    } else if (search.isFetching && !search.data) {
      status = { text: "Searching...", tone: "muted" };
    } else if (search.isSuccess && !search.isPlaceholderData && search.data.length === 0) {
      status = { text: "No games found", sub: "Try a different search term", tone: "muted" };
    }
  }

  return (
    <div>
      <label htmlFor={id} className="field-label">
        Title
      </label>
      <Combobox
        value={null}
        onChange={(r: CatalogSearchResult | null) => {
          if (r) onChoose(r);
        }}
      >
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
          <ComboboxInput
            id={id}
            className="field-input pl-10"
            placeholder="Search for a game..."
            autoComplete="off"
            data-autofocus
            displayValue={() => value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[statusId, error ? errorId : ""].filter(Boolean).join(" ")}
          />
        </div>
        {results.length > 0 ? (
          <ComboboxOptions
            anchor="bottom start"
            modal={false}
            className="z-[60] mt-1 max-h-80 w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg empty:invisible focus:outline-none dark:border-slate-700 dark:bg-slate-800"
          >
            {results.map((r) => (
              <ComboboxOption
                key={r.slug}
                value={r}
                className="flex cursor-pointer items-center gap-3 rounded-md p-2 select-none data-[focus]:bg-accent-100 dark:data-[focus]:bg-slate-700"
              >
                <GameCover src={r.imageUrl} className="h-14 w-10 shrink-0 rounded" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-slate-900 dark:text-white">{r.title}</p>
                  <p className="truncate text-xs text-slate-600 dark:text-slate-300">
                    {[r.year, r.platforms.slice(0, 3).join(", ")].filter(Boolean).join(" · ")}
                  </p>
                </div>
                {r.rating !== null ? (
                  <span className="flex shrink-0 items-center gap-0.5 text-xs font-semibold text-slate-700 dark:text-slate-200">
                    <span aria-hidden="true" className="text-amber-600 dark:text-amber-400">
                      ★
                    </span>
                    {r.rating.toFixed(1)}
                    <span className="sr-only"> out of 5</span>
                  </span>
                ) : null}
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        ) : null}
      </Combobox>
      <div id={statusId} aria-live="polite">
        {status ? (
          <div
            className={`mt-2 rounded-lg border px-3 py-2 text-sm ${
              status.tone === "error"
                ? "border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
                : "border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            }`}
          >
            <p className={status.sub ? "font-medium" : undefined}>{status.text}</p>
            {status.sub ? <p className="text-slate-600 dark:text-slate-300">{status.sub}</p> : null}
          </div>
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
