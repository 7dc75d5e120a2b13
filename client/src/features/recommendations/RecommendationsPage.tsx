// Game Recommendations (/recommendations): 'Refresh All', the top genres, four tabs with counts (All
// Recommendations, Similar to Your Games, Trending Now, Underrated; each list loads when its tab is
// first shown), the cards with 'Add to Backlog' (then the success dialog) and 'Not interested' (with
// Undo), and 'Your Gaming Profile'. The tab is kept in the address (?tab=similar).
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router-dom";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import {
  RECOMMENDATION_TEXTS as T,
  type RecommendationCard as Card,
  type RecommendationList,
  type SimilarRecommendations,
  type TrendingList,
} from "@savepoint/common";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { Chip } from "../games/index.ts";
import type { RecommendationListName } from "./api.ts";
import { useAddToBacklog, useDismiss, useUndismiss } from "./mutations.ts";
import { ProfilePanel } from "./ProfilePanel.tsx";
import { useRecommendationQueries } from "./queries.ts";
import { RecommendationGrid, type CardActions, type EmptyText } from "./RecommendationGrid.tsx";
import { SuccessDialog } from "./SuccessDialog.tsx";

const EMPTY: EmptyText = { title: T.emptyTitle, body: T.emptyBody, toTrending: true };

interface TabDef {
  key: string;
  list: RecommendationListName;
  label: string;
  loading: string;
  failure: string;
  emptyFor: (data: RecommendationList) => EmptyText;
  noteFor?: (data: RecommendationList) => ReactNode;
}

/** The provider's trending list credits the provider with a link (its terms ask for one). */
function trendingNote(data: RecommendationList): ReactNode {
  if ((data as TrendingList).basis !== "provider") return null;
  return (
    <>
      {T.trendingFrom}{" "}
      <a href={T.providerUrl} target="_blank" rel="noopener noreferrer" className="link">
        {T.providerName}
      </a>
    </>
  );
}

const TABS: TabDef[] = [
  { key: "all", list: "forYou", label: T.tabs.all, loading: T.loadingAll, failure: T.failedAll, emptyFor: () => EMPTY },
  {
    key: "similar",
    list: "similar",
    label: T.tabs.similar,
    loading: T.loadingSimilar,
    failure: T.failedSimilar,
    emptyFor: (d) => ((d as SimilarRecommendations).enough === false ? { title: T.similarEmptyTitle, body: T.similarEmptyBody, toTrending: true } : EMPTY),
  },
  {
    key: "trending",
    list: "trending",
    label: T.tabs.trending,
    loading: T.loadingTrending,
    failure: T.failedTrending,
    emptyFor: () => ({ title: T.emptyTitle, body: "Nothing is trending yet. Check back once players here have been adding games.", toTrending: false }),
    noteFor: trendingNote,
  },
  { key: "underrated", list: "underrated", label: T.underrated, loading: "Finding underrated games...", failure: T.failedUnderrated, emptyFor: () => EMPTY },
];
const TRENDING = TABS.findIndex((t) => t.key === "trending");

type Busy = Record<number, "add" | "dismiss">;
type Notice = { kind: "hidden"; card: Card } | { kind: "failed"; text: string } | null;

/** Runs a card's action, marking the card busy meanwhile (several cards may be busy at once). */
function useCardActions(onAdded: (card: Card) => void, setNotice: (n: Notice) => void): CardActions {
  const [busy, setBusy] = useState<Busy>({});
  const add = useAddToBacklog();
  const dismiss = useDismiss();
  const run = async (card: Card, kind: "add" | "dismiss") => {
    setBusy((b) => ({ ...b, [card.catalogId]: kind }));
    try {
      if (kind === "add") {
        await add.mutateAsync(card);
        onAdded(card);
      } else {
        await dismiss.mutateAsync(card);
        setNotice({ kind: "hidden", card });
      }
    } catch {
      setNotice({ kind: "failed", text: kind === "add" ? T.failedAdd : `Could not hide ${card.title}. Please try again.` });
    } finally {
      setBusy(({ [card.catalogId]: _done, ...rest }) => rest);
    }
  };
  return { onAdd: (c) => void run(c, "add"), onDismiss: (c) => void run(c, "dismiss"), busyOf: (c) => busy[c.catalogId] ?? null };
}

export function RecommendationsPage() {
  const [params, setParams] = useSearchParams();
  const index = Math.max(
    0,
    TABS.findIndex((t) => t.key === params.get("tab")),
  );
  const q = useRecommendationQueries(TABS[index]!.list);
  const [notice, setNotice] = useState<Notice>(null);
  const [added, setAdded] = useState<{ open: boolean; title: string }>({ open: false, title: "" });
  const undo = useUndismiss();
  const actions = useCardActions((card) => {
    setNotice(null);
    setAdded({ open: true, title: card.title });
  }, setNotice);

  const select = (i: number) => {
    const tab = TABS[i] ?? TABS[0]!;
    setParams(tab.key === "all" ? {} : { tab: tab.key }, { replace: true });
  };
  const undoHide = (card: Card) =>
    undo.mutate(card, {
      onSuccess: () => setNotice(null),
      onError: () => setNotice({ kind: "failed", text: `Could not bring back ${card.title}. Please try again.` }),
    });
  const genres = q.profile.data?.favoriteGenres ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{T.pageTitle}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">Picked from the catalog for your library, each with the reason why.</p>
        </div>
        <button type="button" className="btn-secondary" disabled={q.loading} onClick={q.refreshAll}>
          {q.loading ? <Spinner size="sm" /> : null}
          {T.refreshAll}
        </button>
      </div>

      {genres.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <span id="reco-top-genres" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {T.topGenres}:
          </span>
          <ul aria-labelledby="reco-top-genres" className="flex flex-wrap gap-1.5">
            {genres.map((g) => (
              <li key={g}>
                <Chip tone="accent">{g}</Chip>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <NoticeBar notice={notice} onUndo={undoHide} undoing={undo.isPending} onClose={() => setNotice(null)} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <TabGroup selectedIndex={index} onChange={select} className="min-w-0">
          <TabList aria-label="Recommendation lists" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:flex sm:flex-wrap dark:bg-slate-800">
            {TABS.map((t) => {
              const count = q.lists[t.list].data?.items.length;
              return (
                <Tab
                  key={t.key}
                  className="flex items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-sm leading-tight font-medium text-slate-700 transition hover:bg-white/70 data-[selected]:bg-white data-[selected]:text-slate-900 data-[selected]:shadow-sm dark:text-slate-300 dark:hover:bg-slate-700/60 dark:data-[selected]:bg-slate-700 dark:data-[selected]:text-white"
                >
                  {t.label}
                  {count === undefined ? null : (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-900 dark:text-slate-100">
                      {count}
                    </span>
                  )}
                </Tab>
              );
            })}
          </TabList>
          <TabPanels className="mt-6">
            {TABS.map((t) => (
              <TabPanel key={t.key} className="rounded-xl">
                <RecommendationGrid
                  label={t.label}
                  query={q.lists[t.list]}
                  loadingText={t.loading}
                  failureText={t.failure}
                  emptyFor={t.emptyFor}
                  noteFor={t.noteFor}
                  actions={actions}
                  onViewTrending={() => select(TRENDING)}
                />
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
        <aside className="min-w-0">
          <ProfilePanel profile={q.profile} />
        </aside>
      </div>

      <SuccessDialog title={added.title} open={added.open} onClose={() => setAdded((a) => ({ ...a, open: false }))} />
    </div>
  );
}

/** What just happened to a card: hidden (with Undo), or an action that failed. Always in the page, so it is announced. */
function NoticeBar({ notice, onUndo, undoing, onClose }: { notice: Notice; onUndo: (card: Card) => void; undoing: boolean; onClose: () => void }) {
  return (
    <div aria-live="polite">
      {notice?.kind === "hidden" ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-700 dark:bg-slate-800"
        >
          <p className="min-w-0 text-sm text-slate-800 [overflow-wrap:anywhere] dark:text-slate-100">
            <strong className="font-semibold">{notice.card.title}</strong>: {T.dismissed}
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-secondary px-3 py-1.5" disabled={undoing} onClick={() => onUndo(notice.card)}>
              {T.undo}
            </button>
            <button type="button" className="btn-secondary px-3 py-1.5" onClick={onClose}>
              OK
            </button>
          </div>
        </div>
      ) : null}
      {notice?.kind === "failed" ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
