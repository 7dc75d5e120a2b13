// The signed-in home, 'My Games': stats, the search, sort and filters (in the address), tabs with
// counts, the card grid or the compact list, the empty, loading and error states, and the dialogs.
// Also served at /dashboard; /games/add opens the Add Game dialog.
import { Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import type { GameStatus, LibraryGameSummary } from "@savepoint/common";
import { useAuth } from "../../auth/AuthContext.ts";
import { useDebouncedValue } from "../../hooks/useDebouncedValue.ts";
import { ControllerIcon, PlusIcon } from "../../components/ui/Icons.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { useOffline } from "../../offline/useOffline.ts";
import { Tabs } from "../../components/ui/Tabs.tsx";
import { GameCard, type CardActions } from "./GameCard.tsx";
import { GameRow } from "./GameRow.tsx";
import { GameFormDialog } from "./lazyDialogs.tsx";
import { applyView, filterCount, readView, writeView, type LibraryView } from "./libraryView.ts";
import { LibraryToolbar, type CardsLayout } from "./LibraryToolbar.tsx";
import { useUpdateGame } from "./mutations.ts";
import { StatCards } from "./StatCards.tsx";
import { useGameStats, useGamesList, useNotesMatches } from "./queries.ts";
import { useGameDialogs } from "./useGameDialogs.tsx";
import { WINDOWED_FROM, windowedCards } from "./windowing.ts";

/** The cards of the grid's first row at its widest (xl: five columns): their covers load at once, the rest as they come near. */
const FIRST_ROW = 5;
const NO_GAMES: readonly LibraryGameSummary[] = [];

interface TabDef {
  key: string;
  label: string;
  status: GameStatus | null;
  /** The {tab} of 'No {tab} games yet.' */
  noun: string;
}

const TABS: TabDef[] = [
  { key: "all", label: "All Games", status: null, noun: "" },
  { key: "backlog", label: "Backlog", status: "BACKLOG", noun: "backlog" },
  { key: "in-progress", label: "In Progress", status: "IN_PROGRESS", noun: "in progress" },
  { key: "completed", label: "Completed", status: "COMPLETED", noun: "completed" },
];

/** The grid or the list, remembered per account in this browser. */
function useLayout(userId: string | undefined): [CardsLayout, (l: CardsLayout) => void] {
  const key = `savepoint:my-games-layout:${userId ?? ""}`;
  const [layout, setLayout] = useState<CardsLayout>(() => (localStorage.getItem(key) === "list" ? "list" : "grid"));
  const choose = useCallback(
    (l: CardsLayout) => {
      setLayout(l);
      localStorage.setItem(key, l);
    },
    [key],
  );
  return [layout, choose];
}

/** The card menu's status changes, with a sentence for screen readers once saved (or failed). */
function useStatusChanges(): [string, CardActions["setStatus"]] {
  // mutate is stable across renders (the mutation object is not): the cards' actions stay the same.
  const { mutate } = useUpdateGame();
  const [said, setSaid] = useState("");
  const setStatus = useCallback(
    (game: LibraryGameSummary, to: GameStatus, done: string) => {
      mutate(
        { id: game.id, body: { status: to } },
        { onSuccess: () => setSaid(done), onError: () => setSaid(`${game.title} could not be changed. Try again.`) },
      );
    },
    [mutate],
  );
  return [said, setStatus];
}

export function GamesPage({ openAdd = false }: { openAdd?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [addOpen, setAddOpen] = useState(openAdd);
  const list = useGamesList();
  // The grid is drawn from a deferred copy of the list: the list arrives through an external store,
  // whose updates React renders at once, in one task; a deferred value's render is a transition's,
  // done in slices that leave the page responsive.
  const games = useDeferredValue(list.data);
  const stats = useGameStats();
  const dialogs = useGameDialogs();
  const { user } = useAuth();
  const [layout, setLayout] = useLayout(user?.id);
  const [statusSaid, setStatus] = useStatusChanges();
  const actions = useMemo(() => ({ ...dialogs, setStatus }), [dialogs, setStatus]);

  const view = readView(params);
  // A change is merged into the address as it is now, not as this render saw it: two changes before the
  // next render (a key, then a sort) both stay.
  const latest = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    // a new address (params are kept per address): from here on it is the one to merge into
    seen.current = params;
    latest.current = params;
  }
  const changeView = (change: Partial<LibraryView>, typing = false) => {
    const next = writeView(latest.current, { ...readView(latest.current), ...change });
    latest.current = next;
    setParams(next, { replace: typing });
  };
  // Filtering follows typing in a transition (the input never waits for the grid).
  const shownView = useDeferredValue(view);
  const notes = useNotesMatches(useDebouncedValue(shownView.q, 250));
  const viewed = useMemo(() => (games ? applyView(games, shownView, notes.data) : undefined), [games, shownView, notes.data]);
  const narrowed = shownView.q.trim() !== "" || filterCount(shownView) > 0;

  const tabIndex = Math.max(
    0,
    TABS.findIndex((t) => t.key === params.get("tab")),
  );
  const shownTab = TABS[tabIndex]!;
  const counts = useMemo(() => {
    const c: Record<string, number> = { all: viewed?.length ?? 0 };
    for (const t of TABS) if (t.status) c[t.key] = viewed?.filter((g) => g.status === t.status).length ?? 0;
    return c;
  }, [viewed]);
  const inTab = viewed && (shownTab.status ? viewed.filter((g) => g.status === shownTab.status) : viewed);
  const said = statusSaid || (narrowed && inTab ? `${inTab.length} ${inTab.length === 1 ? "game matches" : "games match"}` : "");

  // offline, the library is what was seen last: nothing to add to it (the banner says why)
  const offline = useOffline();
  const openAddDialog = () => setAddOpen(true);
  const closeAdd = () => {
    setAddOpen(false);
    if (location.pathname === "/games/add") void navigate("/", { replace: true });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">My Games</h1>
        <button type="button" className="btn-primary" onClick={openAddDialog} disabled={offline}>
          <PlusIcon className="h-5 w-5" />
          Add Game
        </button>
      </div>

      <StatCards stats={stats.data} />

      {/* Shown while the list loads too: appearing above the tabs once it came, it pushed them and the
          first cards down (a layout shift of 0.07–0.1 at 360 px). An empty library has none. */}
      {!list.isError && list.data?.length !== 0 ? (
        <LibraryToolbar view={view} games={list.data ?? NO_GAMES} onChange={changeView} layout={layout} onLayout={setLayout} />
      ) : null}
      <p role="status" className="sr-only">
        {said}
      </p>

      <div>
        <Tabs
          label="Filter games"
          selected={tabIndex}
          onSelect={(i) => {
            const key = TABS[i]?.key ?? "all";
            const next = new URLSearchParams(params);
            if (key === "all") next.delete("tab");
            else next.set("tab", key);
            setParams(next, { replace: true });
          }}
          tabs={TABS.map((t) => ({
            key: t.key,
            label: (
              <>
                {t.label}
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-900 dark:text-slate-100">
                  {counts[t.key]}
                </span>
              </>
            ),
          }))}
          listClassName="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:flex-wrap dark:bg-slate-800"
          tabClassName="flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition hover:bg-white/70 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm dark:text-slate-300 dark:hover:bg-slate-700/60 dark:data-[selected]:bg-slate-700 dark:data-[selected]:text-white"
          panelClassName="mt-6 rounded-xl"
          // A panel is a Tab stop of its own only when it holds nothing focusable (a status with no games).
          panelTabIndex={inTab?.length === 0 ? 0 : -1}
        >
          {list.isError ? (
            <LoadError message="Failed to load games" onRetry={() => void list.refetch()} />
          ) : !inTab ? (
            <PageLoader label="Loading games..." className="py-16" />
          ) : narrowed && inTab.length === 0 ? (
            <NoMatch
              onClear={() => changeView({ q: "", platform: null, genre: null, tag: null, status: null, ratingMin: null, ratingMax: null, full: false })}
            />
          ) : (
            <GameGrid key={`${shownTab.key}-${layout}`} games={inTab} tab={shownTab} onAdd={openAddDialog} actions={actions} layout={layout} />
          )}
        </Tabs>
      </div>

      <GameFormDialog mode="add" open={addOpen} onClose={closeAdd} />
      {dialogs.dialogs}
    </div>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-600">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">No games match</h2>
      <p className="mt-1 text-slate-600 dark:text-slate-300">Nothing in your library matches this search and these filters.</p>
      <button type="button" className="btn-secondary mt-5" onClick={onClear}>
        Clear search and filters
      </button>
    </div>
  );
}

function GameGrid({
  games,
  tab,
  onAdd,
  actions,
  layout,
}: {
  games: LibraryGameSummary[];
  tab: TabDef;
  onAdd: () => void;
  actions: CardActions;
  layout: CardsLayout;
}) {
  // Chosen once for this grid: the lazy component turning into the loaded one would draw the list anew.
  const [VirtualCards] = useState(windowedCards);
  if (games.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-600">
        <ControllerIcon className="mx-auto h-12 w-12 text-slate-400 dark:text-slate-500" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">No games found</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {tab.status ? `No ${tab.noun} games yet.` : "Start your gaming journey by adding your first game to track!"}
        </p>
        {tab.status ? null : (
          <button type="button" className="btn-primary mt-5" onClick={onAdd}>
            <PlusIcon className="h-5 w-5" />
            Add Your First Game
          </button>
        )}
      </div>
    );
  }
  const label = `${tab.label} (${games.length})`;
  const card = (g: LibraryGameSummary, i: number) =>
    layout === "list" ? <GameRow game={g} actions={actions} /> : <GameCard game={g} actions={actions} eagerCover={i < FIRST_ROW} />;
  const whole = (shown: readonly LibraryGameSummary[]) => (
    <ul className={layout === "list" ? "space-y-2" : "grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"} aria-label={label}>
      {shown.map((g, i) => (
        <li key={g.id} className="min-w-0">
          {card(g, i)}
        </li>
      ))}
    </ul>
  );
  if (games.length < WINDOWED_FROM) return whole(games);
  // The fallback is rarely shown (windowing.ts fetches the code as soon as the list comes): the first
  // row at the widest, a screenful below the stats and controls.
  return (
    <Suspense fallback={whole(games.slice(0, FIRST_ROW))}>
      <VirtualCards games={games} layout={layout} label={label} card={card} />
    </Suspense>
  );
}
