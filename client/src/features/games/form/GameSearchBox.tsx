// The title field of a new game: typing searches the catalog (at least SEARCH_MIN_CHARS trimmed
// characters, or SEARCH_EXACT_MIN_CHARS for an exact short title, after a SEARCH_DEBOUNCE_MS pause);
// choosing a result hands it to the form. Typed text is kept as the title, so a game the catalog does
// not know can still be added. No result is highlighted until the user moves to one (↓ goes to the
// first), so Enter never picks a game nobody pointed at.
import { useId, useState, type KeyboardEvent } from "react";
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { SEARCH_DEBOUNCE_MS, SEARCH_EXACT_MIN_CHARS, SEARCH_MIN_CHARS, SEARCH_TOO_SHORT_TEXT, type CatalogSearchResult } from "@savepoint/common";
import { SearchIcon } from "../../../components/ui/IconsMore.tsx";
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
  const searchable = (t: string) => t.length >= SEARCH_EXACT_MIN_CHARS && t !== chosenTitle;
  const search = useCatalogSearch(debounced, searchable(debounced));
  // Shorter input clears the results at once; a chosen title shows none.
  const active = searchable(term) && searchable(debounced);
  const results = active && !search.isError ? (search.data ?? []) : [];
  const statusId = useId();
  const errorId = `${id}-error`;
  // Whether the user has moved to a result (keys or pointer) since the results last changed.
  const [moved, setMoved] = useState(false);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (results.length === 0 || moved) return;
    if (e.key === "ArrowDown") {
      // The list's own active option is already the first: show it instead of moving past it.
      e.preventDefault();
      setMoved(true);
    } else if (e.key === "Enter") {
      e.preventDefault(); // nothing highlighted: the typed title stays
    } else if (e.key === "ArrowUp" || e.key === "Home" || e.key === "End" || e.key === "PageUp" || e.key === "PageDown") {
      setMoved(true);
    }
  };

  let status: { text: string; sub?: string; tone: "muted" | "error" } | null = null;
  const tooShort = term.length > 0 && term.length < SEARCH_MIN_CHARS && term !== chosenTitle;
  if (tooShort && results.length === 0) {
    status = { text: SEARCH_TOO_SHORT_TEXT, tone: "muted" };
  } else if (active) {
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
            onChange={(e) => {
              setMoved(false);
              onChange(e.target.value);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={[statusId, error ? errorId : ""].filter(Boolean).join(" ")}
          />
        </div>
        {/* Always rendered (empty when nothing is found) so the open combobox names its list in aria-controls. */}
        <ComboboxOptions
          anchor="bottom start"
          modal={false}
          onPointerMove={() => setMoved(true)}
          className="z-[60] mt-1 max-h-80 w-(--input-width) overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg empty:invisible focus:outline-none dark:border-slate-700 dark:bg-slate-800"
        >
          {results.map((r) => (
            <ComboboxOption
              key={r.slug}
              value={r}
              className={({ focus }) =>
                `flex cursor-pointer items-center gap-3 rounded-md p-2 select-none ${focus && moved ? "bg-accent-100 dark:bg-slate-700" : ""}`
              }
            >
              <GameCover src={r.imageUrl} className="h-14 w-10 shrink-0 rounded" />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-semibold break-words text-slate-900 dark:text-white">{r.title}</p>
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
      </Combobox>
      <div id={statusId} role="status" aria-label="Title search">
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
