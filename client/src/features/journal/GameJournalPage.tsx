// /journal/game/{gameId}: one library game's journal. The header (cover, title, platform, '+ Add Entry'),
// the sidebar's Total Entries, Last Updated and Streak, and the entries filtered by category chip and
// search (title, content or tag, case-insensitive), newest or oldest first. Dates show as MM/DD/YYYY in
// UTC. Another user's game, or one that is gone, is 'Game Not Found'.
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { GAME_JOURNAL_SORT_LABELS, JOURNAL_TEXTS, type JournalEntryDto, type JournalGameSummary } from "@savepoint/common";
import { isNotFound } from "../../api/client.ts";
import { SearchIcon } from "../../components/ui/IconsMore.tsx";
import { BackLink } from "../../components/ui/BackLink.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { NotFound } from "../../components/ui/NotFound.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { DeleteEntryDialog } from "./DeleteEntryDialog.tsx";
import { entryDateLong } from "./format.ts";
import { JournalEntryCard } from "./JournalEntryCard.tsx";
import { JournalEntryDialog } from "./LazyJournalEntryDialog.tsx";
import { useGameJournalEntries, useJournalGameSummary } from "./queries.ts";

type GameSort = keyof typeof GAME_JOURNAL_SORT_LABELS;
const ALL = JOURNAL_TEXTS.all;

/** Entries of the chosen category (all with "All") whose title, content or a tag holds the search, by date then time written. */
export function filterGameEntries(entries: readonly JournalEntryDto[], { category, search, sort }: { category: string; search: string; sort: GameSort }) {
  const q = search.trim().toLowerCase();
  const dir = sort === "date-asc" ? 1 : -1;
  return entries
    .filter((e) => category === ALL || e.category === category)
    .filter((e) => !q || (e.title ?? "").toLowerCase().includes(q) || e.content.toLowerCase().includes(q) || e.tags.some((t) => t.toLowerCase().includes(q)))
    .sort((a, b) => dir * (a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt)));
}

const dayCount = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

type Form = { open: boolean; entry: JournalEntryDto | null };

export function GameJournalPage() {
  const gameId = (useParams().gameId ?? "").toLowerCase();
  const summary = useJournalGameSummary(gameId);
  const entries = useGameJournalEntries(gameId);
  const [chosen, setChosen] = useState<string>(ALL);
  const [sort, setSort] = useState<GameSort>("date-desc");
  const [search, setSearch] = useState("");
  // The dialogs keep what they show while they close: only `open` drops.
  const [form, setForm] = useState<Form>({ open: false, entry: null });
  const [deleting, setDeleting] = useState<{ open: boolean; entry: JournalEntryDto | null }>({ open: false, entry: null });

  const categories = summary.data?.categories ?? [];
  // A category that no entry uses any more (renamed, deleted, its last entry gone) filters nothing out.
  const category = chosen !== ALL && categories.includes(chosen) ? chosen : ALL;
  const shown = useMemo(() => filterGameEntries(entries.data ?? [], { category, search, sort }), [entries.data, category, search, sort]);

  if (isNotFound(summary.error) || isNotFound(entries.error)) {
    return <NotFound title="Game Not Found" message="The game you're looking for doesn't exist." backTo="/journal" backLabel="Back to Journal" />;
  }
  if (summary.isPending || entries.isPending) return <PageLoader label={JOURNAL_TEXTS.loadingGame} />;
  if (summary.isError || entries.isError) {
    return (
      <LoadError
        message="Failed to load the game journal"
        className="mx-auto max-w-lg"
        onRetry={() => {
          void summary.refetch();
          void entries.refetch();
        }}
      />
    );
  }

  const game = summary.data.game;
  return (
    <div className="space-y-6">
      <BackLink to="/journal">Gaming Journal</BackLink>
      <header className="card flex flex-wrap items-center gap-4">
        {game.coverUrl ? (
          <img src={game.coverUrl} alt="" className="h-20 w-14 shrink-0 rounded-lg object-cover sm:h-28 sm:w-20" />
        ) : (
          <div aria-hidden="true" className="h-20 w-14 shrink-0 rounded-lg bg-slate-200 sm:h-28 sm:w-20 dark:bg-slate-700" />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">{game.title}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{game.platform}</p>
          <Link to={`/game/${encodeURIComponent(game.slug)}`} className="link mt-1 inline-block text-sm">
            Game page
          </Link>
        </div>
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={() => setForm({ open: true, entry: null })}>
          {JOURNAL_TEXTS.addEntry}
        </button>
      </header>

      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <JournalStats summary={summary.data} />
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Category">
            {[ALL, ...categories].map((c) => (
              <button
                key={c}
                type="button"
                aria-pressed={category === c}
                onClick={() => setChosen(c)}
                className={`rounded-full px-3 py-1 text-sm font-medium ${category === c ? "bg-accent-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"}`}
              >
                {c}
              </button>
            ))}
            <Link to="/settings#categories" className="btn-secondary px-3 py-1 text-sm">
              {JOURNAL_TEXTS.manageCategories}
            </Link>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative flex-1">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
              <input
                type="search"
                className="field-input pl-9"
                placeholder={JOURNAL_TEXTS.search}
                aria-label="Search entries"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <label className="sr-only" htmlFor="game-journal-sort">
              Sort
            </label>
            <select id="game-journal-sort" className="field-input sm:w-44" value={sort} onChange={(e) => setSort(e.target.value as GameSort)}>
              {Object.entries(GAME_JOURNAL_SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          {shown.length === 0 ? (
            <p className="card text-center text-slate-600 dark:text-slate-300">{JOURNAL_TEXTS.emptyCategory}</p>
          ) : (
            <ul aria-label="Journal entries" className="space-y-3">
              {shown.map((e) => (
                <li key={e.id}>
                  <JournalEntryCard
                    entry={e}
                    dateFormat="us"
                    showCategory={category === ALL}
                    defaultExpanded
                    onEdit={(entry) => setForm({ open: true, entry })}
                    onDelete={(entry) => setDeleting({ open: true, entry })}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <JournalEntryDialog open={form.open} onClose={() => setForm((f) => ({ ...f, open: false }))} mode="game" entry={form.entry} gameId={game.id} />
      <DeleteEntryDialog variant="game" open={deleting.open} entry={deleting.entry} onClose={() => setDeleting((d) => ({ ...d, open: false }))} />
    </div>
  );
}

function JournalStats({ summary }: { summary: JournalGameSummary }) {
  const rows: [string, string][] = [
    [JOURNAL_TEXTS.totalEntries, String(summary.totalEntries)],
    [JOURNAL_TEXTS.lastUpdated, summary.lastEntryDate ? entryDateLong(summary.lastEntryDate) : JOURNAL_TEXTS.never],
    [JOURNAL_TEXTS.streak, dayCount(summary.streak)],
  ];
  return (
    <aside aria-label="Journal stats" className="card h-fit">
      <dl className="grid grid-cols-3 gap-3 lg:grid-cols-1">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-600 sm:text-sm dark:text-slate-300">{label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900 sm:text-lg dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
