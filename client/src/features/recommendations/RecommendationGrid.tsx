// A tab's body: its loading message, its failure (with 'Try again'), its empty state, or the cards
// (under a line naming where the list came from, when the tab has one).
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { UseQueryResult } from "@tanstack/react-query";
import { RECOMMENDATION_TEXTS as T, type RecommendationCard as Card, type RecommendationList } from "@savepoint/common";
import { ControllerIcon, PlusIcon } from "../../components/ui/Icons.tsx";
import { LoadError } from "../../components/ui/LoadError.tsx";
import { PageLoader } from "../../components/ui/Spinner.tsx";
import { RecommendationCard } from "./RecommendationCard.tsx";

/** The cards of the grid's first row at its widest: their covers load at once. */
const FIRST_ROW = 3;

export interface CardActions {
  onAdd: (card: Card) => void;
  onDismiss: (card: Card) => void;
  busyOf: (card: Card) => "add" | "dismiss" | null;
}

export interface EmptyText {
  title: string;
  body: string;
  /** Offer 'View Trending Games' (every tab but Trending itself). */
  toTrending: boolean;
}

interface GridProps {
  label: string;
  query: UseQueryResult<RecommendationList>;
  loadingText: string;
  failureText: string;
  /** The empty state for this answer (the similar tab's depends on the library's size). */
  emptyFor: (data: RecommendationList) => EmptyText;
  /** A line above the cards for this answer (where the list came from), or null. */
  noteFor?: (data: RecommendationList) => ReactNode;
  actions: CardActions;
  onViewTrending: () => void;
}

export function RecommendationGrid({ label, query, loadingText, failureText, emptyFor, noteFor, actions, onViewTrending }: GridProps) {
  if (query.isPending) return <PageLoader label={loadingText} className="py-16" />;
  if (query.isError) return <LoadError message={failureText} onRetry={() => void query.refetch()} />;
  const items = query.data.items;
  if (items.length === 0) return <EmptyState text={emptyFor(query.data)} onViewTrending={onViewTrending} />;
  const note = noteFor?.(query.data) ?? null;
  return (
    <>
      {note ? <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{note}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label={`${label} (${items.length})`}>
        {items.map((c, i) => (
          <li key={c.catalogId} className="min-w-0">
            <RecommendationCard card={c} onAdd={actions.onAdd} onDismiss={actions.onDismiss} busy={actions.busyOf(c)} eagerCover={i < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </>
  );
}

function EmptyState({ text, onViewTrending }: { text: EmptyText; onViewTrending: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-600">
      <ControllerIcon className="mx-auto h-12 w-12 text-slate-400 dark:text-slate-500" />
      <h3 className="mt-3 text-lg font-semibold text-slate-900 dark:text-white">{text.title}</h3>
      <p className="mt-1 text-slate-600 dark:text-slate-300">{text.body}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Link to="/games/add" className="btn-primary">
          <PlusIcon className="h-5 w-5" />
          {T.addFirstGame}
        </Link>
        {text.toTrending ? (
          <button type="button" className="btn-secondary" onClick={onViewTrending}>
            {T.viewTrending}
          </button>
        ) : null}
      </div>
    </div>
  );
}
