// My Games' filters (loaded when first opened): platform, genre, tag and status (Abandoned included,
// though it has no tab), a rating range and "completed 100%", each choice drawn from the library.
import type { GameStatus, LibraryGameSummary } from "@savepoint/common";
import { choices, filterCount, STATUS_FILTERS, type LibraryView } from "./libraryView.ts";

const RATINGS = Array.from({ length: 10 }, (_, i) => i + 1);
const control = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-white";
const caption = "mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300";

function Pick({ label, value, options, onPick }: { label: string; value: string | null; options: [string, string][]; onPick: (v: string | null) => void }) {
  return (
    <label>
      <span className={caption}>{label}</span>
      <select className={control} value={value ?? ""} onChange={(e) => onPick(e.target.value || null)}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function LibraryFilters({
  view,
  games,
  onChange,
}: {
  view: LibraryView;
  games: readonly LibraryGameSummary[];
  onChange: (change: Partial<LibraryView>) => void;
}) {
  const list = (pick: (g: LibraryGameSummary) => readonly (string | null)[]) => choices(games, pick).map((v) => [v, v] as [string, string]);
  const rating = (n: number | null) => (n === null ? null : String(n));
  const ratings = RATINGS.map((n) => [String(n), String(n)] as [string, string]);
  return (
    <fieldset className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-3 lg:grid-cols-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Filters</legend>
      <Pick label="Platform" value={view.platform} options={list((g) => [g.platform])} onPick={(platform) => onChange({ platform })} />
      <Pick label="Genre" value={view.genre} options={list((g) => [g.genre])} onPick={(genre) => onChange({ genre })} />
      <Pick label="Tag" value={view.tag} options={list((g) => g.customTags)} onPick={(tag) => onChange({ tag })} />
      <Pick
        label="Status"
        value={view.status}
        options={Object.entries(STATUS_FILTERS)}
        onPick={(status) => onChange({ status: status as GameStatus | null })}
      />
      <Pick label="Rating from" value={rating(view.ratingMin)} options={ratings} onPick={(v) => onChange({ ratingMin: v === null ? null : Number(v) })} />
      <Pick label="Rating to" value={rating(view.ratingMax)} options={ratings} onPick={(v) => onChange({ ratingMax: v === null ? null : Number(v) })} />
      <label className="flex items-center gap-2 self-end py-2 text-sm text-slate-800 dark:text-slate-200">
        <input type="checkbox" checked={view.full} onChange={(e) => onChange({ full: e.target.checked })} className="h-4 w-4" />
        Completed 100%
      </label>
      <button
        type="button"
        className="btn-secondary self-end"
        disabled={filterCount(view) === 0}
        onClick={() => onChange({ platform: null, genre: null, tag: null, status: null, ratingMin: null, ratingMax: null, full: false })}
      >
        Clear filters
      </button>
    </fieldset>
  );
}
