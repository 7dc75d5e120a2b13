// My Games' controls above the tabs: the search box, the sort, the filters (their panel's code loads
// when first opened) and the grid/list switch. Everything but the search text is written to the
// address at once; the search text as it is typed (replacing the entry, so Back leaves the page's
// earlier state rather than each keystroke).
import { lazy, Suspense, useState } from "react";
import type { LibraryGameSummary } from "@savepoint/common";
import { filterCount, SORTS, type LibraryView, type SortKey } from "./libraryView.ts";

const LibraryFilters = lazy(() => import("./LibraryFilters.tsx"));

export type CardsLayout = "grid" | "list";

interface Props {
  view: LibraryView;
  games: readonly LibraryGameSummary[];
  /** What changed of the view (merged into the address as it is now), and whether it is typing. */
  onChange: (change: Partial<LibraryView>, typing?: boolean) => void;
  layout: CardsLayout;
  onLayout: (layout: CardsLayout) => void;
}

export function LibraryToolbar({ view, games, onChange, layout, onLayout }: Props) {
  const active = filterCount(view);
  const [open, setOpen] = useState(active > 0);
  const control = "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white";
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-2">
        <label className="min-w-0 flex-1 basis-56">
          <span className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">Search your games</span>
          <input
            type="search"
            className={`${control} w-full`}
            placeholder="Title, platform, tag or notes"
            value={view.q}
            onChange={(e) => onChange({ q: e.target.value }, true)}
          />
        </label>
        <label>
          <span className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300">Sort by</span>
          <select className={control} value={view.sort} onChange={(e) => onChange({ sort: e.target.value as SortKey, asc: e.target.value === "title" })}>
            {Object.entries(SORTS).map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={control} title="Switch the order" onClick={() => onChange({ asc: !view.asc })}>
          <span aria-hidden="true">{view.asc ? "↑ " : "↓ "}</span>
          {view.asc ? "Ascending" : "Descending"}
        </button>
        <button type="button" className={control} aria-expanded={open} aria-controls="library-filters" onClick={() => setOpen((o) => !o)}>
          Filters{active > 0 ? ` (${active})` : ""}
        </button>
        <div role="group" aria-label="Show games as" className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
          {(["grid", "list"] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={layout === l}
              onClick={() => onLayout(l)}
              className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 aria-pressed:bg-slate-200 aria-pressed:text-slate-900 dark:text-slate-300 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white"
            >
              {l === "grid" ? "Grid" : "List"}
            </button>
          ))}
        </div>
      </div>
      {open ? (
        <div id="library-filters">
          <Suspense fallback={<p className="text-sm text-slate-600 dark:text-slate-300">Loading filters…</p>}>
            <LibraryFilters view={view} games={games} onChange={onChange} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
