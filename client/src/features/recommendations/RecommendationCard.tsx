// One recommended game: cover, '{score}% Match' in its colour band (none when the player has no games
// to match against: the score is null), the players' rating, title (to
// the game's page), platform, year, up to 2 genres, the reason, 'Add to Backlog', 'Add to wishlist' and 'Not interested'.
// On a phone the cover sits beside the text; from sm up, above it.
import { Link } from "react-router-dom";
import { CARD_GENRES_MAX, matchBand, RECOMMENDATION_TEXTS as T, type MatchBand, type RecommendationCard as Card } from "@savepoint/common";
import { PlusIcon, StarIcon } from "../../components/ui/Icons.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { Chip, GameCover, gamePath } from "../games/index.ts";
import { AddToWishlistButton } from "../wishlist/index.ts";

/** Each band's colours keep AA contrast in light and dark mode. */
const BAND_CLASS: Record<MatchBand, string> = {
  top: "bg-emerald-700 text-white",
  high: "bg-sky-700 text-white",
  good: "bg-amber-300 text-amber-950",
  low: "bg-slate-600 text-white",
};

export function MatchBadge({ score }: { score: number }) {
  const band = matchBand(score);
  return (
    <span data-band={band} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap shadow-sm ${BAND_CLASS[band]}`}>
      {T.match(score)}
    </span>
  );
}

const oneDecimal = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface CardProps {
  card: Card;
  onAdd: (card: Card) => void;
  onDismiss: (card: Card) => void;
  /** This card's add or hide is on its way: both buttons wait. */
  busy: "add" | "dismiss" | null;
  eagerCover?: boolean;
}

export function RecommendationCard({ card, onAdd, onDismiss, busy, eagerCover = false }: CardProps) {
  const titleId = `reco-${card.catalogId}-title`;
  const facts = [card.platform, card.releaseYear > 0 ? String(card.releaseYear) : null].filter(Boolean).join(" · ");
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md sm:flex-col dark:border-slate-700 dark:bg-slate-800"
    >
      <div className="relative w-28 shrink-0 self-start sm:w-full">
        <GameCover src={card.imageUrl} eager={eagerCover} className="aspect-[3/4] w-full" />
        {card.matchScore !== null ? (
          <span className="absolute left-2 top-2 hidden sm:block">
            <MatchBadge score={card.matchScore} />
          </span>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {card.matchScore !== null ? (
            <span className="sm:hidden">
              <MatchBadge score={card.matchScore} />
            </span>
          ) : null}
          {card.rating !== null ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-slate-800 dark:text-slate-100">
              <StarIcon className="h-4 w-4 text-amber-500 dark:text-amber-400" />
              {oneDecimal.format(card.rating)}
              <span className="sr-only"> out of 5 rating</span>
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className="line-clamp-2 font-semibold leading-snug [overflow-wrap:anywhere] text-slate-900 dark:text-white">
          <Link to={gamePath(card.slug)} className="hover:underline">
            {card.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{facts}</p>
        {card.genres.length > 0 ? (
          <div className="flex flex-wrap gap-1.5">
            {card.genres.slice(0, CARD_GENRES_MAX).map((g) => (
              <Chip key={g}>{g}</Chip>
            ))}
          </div>
        ) : null}
        <p className="text-sm italic text-slate-700 dark:text-slate-300">{card.reason}</p>
        <div className="mt-auto grid gap-2 pt-1">
          <button type="button" className="btn-primary px-3" disabled={busy !== null} onClick={() => onAdd(card)}>
            {busy === "add" ? <Spinner size="sm" /> : <PlusIcon className="h-4 w-4" />}
            {T.addToBacklog}
          </button>
          <AddToWishlistButton game={{ slug: card.slug, title: card.title, id: card.catalogId }} className="btn-secondary w-full px-3" />
          <button type="button" className="btn-secondary px-3" disabled={busy !== null} onClick={() => onDismiss(card)}>
            {T.notInterested}
          </button>
        </div>
      </div>
    </article>
  );
}
